import { randomUUID } from 'node:crypto';
import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { TeamSchema } from './team.entity.ts';

/** A dated note on a survey's trend (a release, a campaign), at most 50 a survey. */
export const MarkerSchema = defineEntity({
  name: 'Marker',
  tableName: 'marker',
  indexes: [{ properties: ['team', 'surveyId', 'date'] }],
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    team: () => p.manyToOne(TeamSchema),
    surveyId: p.text(),
    /** A calendar day, `YYYY-MM-DD`. */
    date: p.string().length(10),
    label: p.string().length(80),
    description: p.string().length(500).nullable(),
    color: p.string().length(7).nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});

export type Marker = InferEntity<typeof MarkerSchema>;
