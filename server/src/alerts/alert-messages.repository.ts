import { type HeedQueries, isoUtc } from '@heed/db';
import { sql } from 'kysely';
import { feedbackItemColumns } from '../feedback/feedback-item.query.ts';
import type { FeedbackItem } from '../feedback/feedback-item.ts';
import type { AlertDestinationType } from './alert-rules.repository.ts';

/** What the test route and a rule's log read: the newest item of a survey, a rule's messages. */

/** The newest item of the team's survey, as a `FeedbackItem`; undefined when it has none. */
export async function newestItemOfSurvey(
  db: HeedQueries,
  teamId: string,
  surveyId: string,
): Promise<FeedbackItem | undefined> {
  return db
    .selectFrom('feedback as f')
    .select(feedbackItemColumns)
    .where('f.team_id', '=', teamId)
    .where('f.survey_id', '=', surveyId)
    .orderBy('f.received_at', 'desc')
    .orderBy('f.id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/**
 * The rule's newest messages (`created_at`, then `id`, descending), at most `limit`, each with the
 * kind of its destination, its state and its last attempt: read through
 * `webhook_message_alert_rule_log_index`.
 */
export function deliveriesOfRule(
  db: HeedQueries,
  options: { teamId: string; ruleId: string; limit: number },
) {
  return db
    .selectFrom('webhook_message as m')
    .leftJoin('alert_destination as d', 'd.id', 'm.alert_destination_id')
    .select([
      'm.id',
      sql<AlertDestinationType>`case when m.endpoint_id is not null then 'webhook' else d.type end`.as(
        'destination_type',
      ),
      'm.status',
      'm.attempts',
      'm.last_http_status',
      'm.last_error',
      'm.last_duration_ms',
      isoUtc(sql.ref('m.created_at')).as('created_at'),
      isoUtc(sql.ref('m.last_attempt_at')).as('last_attempt_at'),
    ])
    .where('m.alert_rule_id', '=', options.ruleId)
    .where('m.team_id', '=', options.teamId)
    .orderBy('m.created_at', 'desc')
    .orderBy('m.id', 'desc')
    .limit(options.limit)
    .execute();
}
