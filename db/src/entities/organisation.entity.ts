import { randomUUID } from 'node:crypto';
import { defineEntity, type InferEntity, p } from '@mikro-orm/core';

/** The installation's one organisation; created by setup. */
export const OrganisationSchema = defineEntity({
  name: 'Organisation',
  tableName: 'organisation',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    slug: p.string().unique(),
    name: p.string(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export type Organisation = InferEntity<typeof OrganisationSchema>;
