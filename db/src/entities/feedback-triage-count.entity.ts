import { defineEntity, type InferEntity, p } from '@mikro-orm/core';

/**
 * How many feedback items a team has per survey and triage status, kept at write time by
 * statement-level triggers on `feedback` (insert, update, delete; `feedback_triage_count_fn` in
 * db/src/schema/functions.ts), never written by the application. A count that falls to 0 is
 * removed. The overview's triage counts and the list's total of a status filter read it.
 */
export const FeedbackTriageCountSchema = defineEntity({
  name: 'FeedbackTriageCount',
  tableName: 'feedback_triage_count',
  properties: {
    teamId: p.uuid().primary(),
    surveyId: p.text().primary(),
    status: p.string().length(16).primary(),
    n: p.bigint(),
  },
});

export type FeedbackTriageCount = InferEntity<typeof FeedbackTriageCountSchema>;
