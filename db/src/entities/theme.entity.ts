import { randomUUID } from 'node:crypto';
import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { TeamSchema } from './team.entity.ts';

/** A team's theme: text answers containing one of its keywords belong to it. */
export const ThemeSchema = defineEntity({
  name: 'Theme',
  tableName: 'theme',
  uniques: [{ properties: ['team', 'name'] }],
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    team: () => p.manyToOne(TeamSchema),
    name: p.string().length(60),
    keywords: p.json<string[]>(),
    color: p.string().length(7).nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});

export type Theme = InferEntity<typeof ThemeSchema>;
