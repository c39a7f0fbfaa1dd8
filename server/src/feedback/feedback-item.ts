import type { Answer } from '@heed/contracts';
import type { FeedbackContext } from '@heed/db';
import { isoUtc, sql } from './sql-fragment.ts';

/**
 * A feedback item as the contract's `FeedbackItem` describes it: what the explorer lists, its
 * detail and the JSON export hand out, read and shaped here alone so one parser reads them all.
 */
export interface FeedbackItem {
  id: string;
  surveyId: string;
  surveyType: string;
  appName: string;
  submittedAt: string;
  receivedAt: string;
  answers: Answer[];
  tags: string[];
  themes: string[];
  context: FeedbackContext | null;
  sensitiveDataRedacted: boolean;
}

export interface FeedbackItemRow extends Record<string, unknown> {
  id: string;
  survey_id: string;
  survey_type: string;
  app_name: string;
  submitted_at: string;
  received_at: string;
  answers: Answer[];
  context: FeedbackContext | null;
  sensitive_data_redacted: boolean;
  tags: string[];
  themes: string[];
}

/** The columns of a FeedbackItem, with its tags and theme matches, from `feedback f`. */
export const ITEM_COLUMNS = sql`f.id, f.survey_id, f.survey_type, f.app_name, ${isoUtc('f.submitted_at')} as submitted_at,
  ${isoUtc('f.received_at')} as received_at,
  f.answers, f.context, f.sensitive_data_redacted,
  array(select ft.tag from feedback_tag ft where ft.feedback_id = f.id order by ft.tag) as tags,
  array(select fm.theme_id::text from feedback_theme fm where fm.feedback_id = f.id
        order by fm.theme_id) as themes`;

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
