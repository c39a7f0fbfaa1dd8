import { randomUUID } from 'node:crypto';
import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { OrganisationSchema } from './organisation.entity.ts';

/** A team owns its surveys, feedback and API keys. */
export const TeamSchema = defineEntity({
  name: 'Team',
  tableName: 'team',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    organisation: () => p.manyToOne(OrganisationSchema),
    slug: p.string().unique(),
    name: p.string(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export type Team = InferEntity<typeof TeamSchema>;
