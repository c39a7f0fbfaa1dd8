import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { FeedbackSchema } from './feedback.entity.ts';
import { TeamSchema } from './team.entity.ts';
import { ThemeSchema } from './theme.entity.ts';

/**
 * Which themes a feedback item's text matches, kept current at write time: when feedback is
 * stored, and when a theme is created, changed or deleted.
 */
export const FeedbackThemeSchema = defineEntity({
  name: 'FeedbackTheme',
  tableName: 'feedback_theme',
  indexes: [{ properties: ['theme'] }],
  properties: {
    feedback: () => p.manyToOne(FeedbackSchema).primary().deleteRule('cascade'),
    theme: () => p.manyToOne(ThemeSchema).primary().deleteRule('cascade'),
    team: () => p.manyToOne(TeamSchema),
  },
});

export type FeedbackTheme = InferEntity<typeof FeedbackThemeSchema>;
