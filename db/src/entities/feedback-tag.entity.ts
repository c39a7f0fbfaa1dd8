import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { FeedbackSchema } from './feedback.entity.ts';
import { TeamSchema } from './team.entity.ts';

/** A team's label on one feedback item (trimmed, lower-case, 1–50 characters). */
export const FeedbackTagSchema = defineEntity({
  name: 'FeedbackTag',
  tableName: 'feedback_tag',
  indexes: [{ properties: ['team', 'tag'] }],
  properties: {
    feedback: () => p.manyToOne(FeedbackSchema).primary().deleteRule('cascade'),
    tag: p.string().length(50).primary(),
    team: () => p.manyToOne(TeamSchema),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export type FeedbackTag = InferEntity<typeof FeedbackTagSchema>;
