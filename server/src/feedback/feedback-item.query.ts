import { type HeedDatabase, isoUtc } from '@heed/db';
import { type ExpressionBuilder, sql } from 'kysely';
import type { FeedbackItem } from './feedback-item.ts';

/** The tables of a query that reads `feedback f`. */
export type FeedbackAsF = HeedDatabase & { f: HeedDatabase['feedback'] };

/**
 * The columns of a `FeedbackItem` (the contract's), with its tags and theme matches, from
 * `feedback f`: `.select(feedbackItemColumns)` reads rows that are FeedbackItems as they are, for
 * the explorer's list and detail and the JSON export alike.
 */
export function feedbackItemColumns(eb: ExpressionBuilder<FeedbackAsF, 'f'>) {
  // Kysely puts a subquery in parentheses: `array${subquery}` is `array(select …)`.
  return [
    'f.id',
    'f.survey_id as surveyId',
    'f.survey_type as surveyType',
    'f.app_name as appName',
    isoUtc(sql.ref('f.submitted_at')).as('submittedAt'),
    isoUtc(sql.ref('f.received_at')).as('receivedAt'),
    eb.ref('f.answers').$castTo<FeedbackItem['answers']>().as('answers'),
    sql<string[]>`array${eb
      .selectFrom('feedback_tag as ft')
      .select('ft.tag')
      .whereRef('ft.feedback_id', '=', 'f.id')
      .orderBy('ft.tag')}`.as('tags'),
    sql<string[]>`array${eb
      .selectFrom('feedback_theme as fm')
      .select(sql<string>`fm.theme_id::text`.as('theme_id'))
      .whereRef('fm.feedback_id', '=', 'f.id')
      .orderBy('fm.theme_id')}`.as('themes'),
    eb.ref('f.context').$castTo<FeedbackItem['context']>().as('context'),
    'f.sensitive_data_redacted as sensitiveDataRedacted',
    eb.ref('f.status').$castTo<FeedbackItem['status']>().as('status'),
    // The assignee's name as the team last saw it; the userRef when the member is not recorded
    // (Rule: docs/rules/triage.md#triage-1).
    sql<FeedbackItem['assignee']>`case when f.assignee_ref is null then null
      else jsonb_build_object('userRef', f.assignee_ref, 'name', coalesce(${eb
        .selectFrom('team_member as tm')
        .select('tm.name')
        .whereRef('tm.team_id', '=', 'f.team_id')
        .whereRef('tm.user_ref', '=', 'f.assignee_ref')}, f.assignee_ref)) end`.as('assignee'),
    isoUtc(sql.ref('f.status_changed_at')).$castTo<string | null>().as('statusChangedAt'),
  ] as const;
}
