import type { feedbackItemSchema } from '@heed/contracts';
import type { z } from 'zod';

/**
 * A feedback item as the contract describes it: what the explorer lists, its detail and the JSON
 * export hand out, all read with `feedbackItemColumns` (`feedback-item.query.ts`).
 */
export type FeedbackItem = z.input<typeof feedbackItemSchema>;

/** An item as the old `ITEM_COLUMNS` fragment reads it (the export's statements, until they move). */
export interface FeedbackItemRow extends Record<string, unknown> {
  id: string;
  survey_id: string;
  survey_type: string;
  app_name: string;
  submitted_at: string;
  received_at: string;
  answers: FeedbackItem['answers'];
  context: FeedbackItem['context'];
  sensitive_data_redacted: boolean;
  tags: string[];
  themes: string[];
}

export function feedbackItemOf(row: FeedbackItemRow): FeedbackItem {
  return {
    id: row.id,
    surveyId: row.survey_id,
    surveyType: row.survey_type,
    appName: row.app_name,
    submittedAt: row.submitted_at,
    receivedAt: row.received_at,
    answers: row.answers,
    tags: row.tags,
    themes: row.themes,
    context: row.context,
    sensitiveDataRedacted: row.sensitive_data_redacted,
  };
}

export { ITEM_COLUMNS } from './feedback-item.query.ts';
