import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import {
  entityTrigger,
  feedbackThemeRollupDeleteTrigger,
  feedbackThemeRollupInsertTrigger,
} from '../schema/functions.ts';
import { FeedbackSchema } from './feedback.entity.ts';
import { TeamSchema } from './team.entity.ts';
import { ThemeSchema } from './theme.entity.ts';

/**
 * Which themes a feedback item's text matches, kept current at write time: when feedback is
 * stored, and when a theme is created, changed or deleted. Rows are inserted and deleted, never
 * updated.
 */
export const FeedbackThemeSchema = defineEntity({
  name: 'FeedbackTheme',
  tableName: 'feedback_theme',
  indexes: [{ properties: ['theme'] }],
  // The theme counts in `feedback_rollup`, kept by triggers (db/src/schema/functions.ts).
  triggers: [
    entityTrigger(feedbackThemeRollupInsertTrigger, { createsFunction: true }),
    entityTrigger(feedbackThemeRollupDeleteTrigger),
  ],
  properties: {
    feedback: () => p.manyToOne(FeedbackSchema).primary().deleteRule('cascade'),
    theme: () => p.manyToOne(ThemeSchema).primary().deleteRule('cascade'),
    team: () => p.manyToOne(TeamSchema),
    /**
     * The item's survey, app and arrival (for the theme counts in `feedback_rollup`); always
     * written, nullable only because the columns were added to a table that had rows.
     */
    surveyId: p.text().nullable(),
    appName: p.string().nullable(),
    receivedAt: p.datetime().nullable(),
    /** The TEXT fields the item answered (not blank). */
    textFields: p.array().defaultRaw("'{}'"),
  },
});

export type FeedbackTheme = InferEntity<typeof FeedbackThemeSchema>;
