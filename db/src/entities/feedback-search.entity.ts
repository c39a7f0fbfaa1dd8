import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { feedbackSearchWordsIndex } from '../schema/indexes.ts';
import { FeedbackSchema } from './feedback.entity.ts';

/**
 * The words of each feedback item with text, for the free-text search (`q`): one row per item whose
 * `text_content` is not null, `words` = `to_tsvector('simple', text_content)`, with what the
 * filters' scope reads of the item (team, survey, app, arrival). Kept by triggers on `feedback`
 * (`feedback_search_insert_fn`, `feedback_search_update_fn` in db/src/schema/functions.ts, declared
 * by the `feedback` entity) and
 * deleted with its item; never written by the application. A narrow table of its own, so counting
 * the matches of a common word reads a few thousand small pages instead of the wide `feedback`
 * rows (docs/performance.md, "the free-text search").
 */
export const FeedbackSearchSchema = defineEntity({
  name: 'FeedbackSearch',
  tableName: 'feedback_search',
  indexes: [
    feedbackSearchWordsIndex,
    // A page of the search newest first: the words tested while walking this order, or the
    // matches found by the words' index and their newest taken (the planner weighs both).
    {
      name: 'feedback_search_order_index',
      properties: ['teamId', 'receivedAt', 'feedback'],
    },
  ],
  properties: {
    feedback: () => p.manyToOne(FeedbackSchema).primary().deleteRule('cascade'),
    teamId: p.uuid(),
    surveyId: p.text(),
    appName: p.string(),
    receivedAt: p.datetime(),
    /** `to_tsvector('simple', text_content)` of the item. */
    words: p.string().columnType('tsvector'),
  },
});

export type FeedbackSearch = InferEntity<typeof FeedbackSearchSchema>;
