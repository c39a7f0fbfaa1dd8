import { defineEntity, type InferEntity, p } from '@mikro-orm/core';

/**
 * Counts of stored feedback, kept at write time for the statistics and the list's `total`: per
 * team, survey, app, "has text" and UTC quarter hour, hour, day or month (`grain` `q`, `h`, `d`,
 * `m`; the quarter hours let a period in any zone, whose offset is a multiple of 15 minutes, be
 * read from the counts), how many items (`fieldId` and `value` empty), how many answered each
 * field (`value` empty) and how many gave each rating or chose each option (`value` the rating or
 * option id). Maintained by
 * statement-level triggers on `feedback` (insert, update, delete; one aggregated upsert per
 * statement, so a group-committed batch of submissions pays one statement), never written by the
 * application. A count that falls to 0 is removed. The key starts with the grain and the field,
 * so that one field's counts over a period (a trend) or all counts of a few fields are ranges of
 * the primary key.
 */
export const FeedbackRollupSchema = defineEntity({
  name: 'FeedbackRollup',
  tableName: 'feedback_rollup',
  properties: {
    teamId: p.uuid().primary(),
    grain: p.string().length(1).primary(),
    fieldId: p.text().primary(),
    surveyId: p.text().primary(),
    bucket: p.datetime().primary(),
    value: p.text().primary(),
    appName: p.string().primary(),
    hasText: p.boolean().primary(),
    n: p.bigint(),
  },
});

export type FeedbackRollup = InferEntity<typeof FeedbackRollupSchema>;
