import { type HeedQueries, isoUtc } from '@heed/db';
import { sql } from 'kysely';
import { feedbackItemColumns } from '../feedback/feedback-item.query.ts';

/** Which `feedback.created` and `alert.triggered` messages to make the body of. */
export type CreatedMessages =
  | { messageIds: readonly string[] }
  | { teamId: string; feedbackIds: readonly string[] }
  | { teamId: string; surveyId: string }
  | { teamId: string; receivedBefore: Date };

/**
 * Makes the body of the messages the submission's batch insert writes without one, from the item
 * as it is now, `timestamp` when the message was stored: `feedback.created` gets `{ type,
 * timestamp, data: FeedbackItem + team }`, an instant alert's `alert.triggered` (for a webhook
 * endpoint or an alert destination alike) `{ type, timestamp, data: { rule: { id, name }, team,
 * items: [FeedbackItem], total: 1 } }`. The delivery worker runs it before a first attempt; a
 * deletion runs it, in its own transaction, before the items go, so a message still waiting keeps
 * its item. Messages that have a body already are left as they are. Returns the bodies made, by
 * message id. Rule: docs/rules/alert-messages.md#alert-messages-1.
 */
export async function makeCreatedPayloads(
  db: HeedQueries,
  which: CreatedMessages,
): Promise<Map<string, unknown>> {
  let items = db
    .selectFrom('feedback as f')
    .innerJoin('webhook_message as wm', 'wm.feedback_id', 'f.id')
    .leftJoin('alert_rule as ar', 'ar.id', 'wm.alert_rule_id')
    .select((eb) => [
      ...feedbackItemColumns(eb),
      'wm.id as message_id',
      'wm.event_type as message_type',
      'ar.id as rule_id',
      'ar.name as rule_name',
    ])
    .where('wm.payload', 'is', null)
    .where('wm.event_type', 'in', ['feedback.created', 'alert.triggered']);
  if ('messageIds' in which) {
    if (which.messageIds.length === 0) return new Map();
    items = items.where('wm.id', '=', (eb) => eb.fn.any(eb.val([...which.messageIds])));
  } else {
    items = items.where('f.team_id', '=', which.teamId).where('wm.team_id', '=', which.teamId);
    if ('feedbackIds' in which) {
      if (which.feedbackIds.length === 0) return new Map();
      items = items.where('f.id', '=', (eb) => eb.fn.any(eb.val([...which.feedbackIds])));
    } else if ('surveyId' in which) {
      items = items.where('f.survey_id', '=', which.surveyId);
    } else {
      items = items.where('f.received_at', '<', which.receivedBefore);
    }
  }
  const made = await db
    .updateTable('webhook_message as m')
    // The team is a FROM item joined in WHERE: a JOIN's ON may not name the updated table.
    .from([items.as('i'), 'team as t'])
    .set((eb) => {
      const item = sql`(to_jsonb(i) - ${sql.lit('{message_id,message_type,rule_id,rule_name}')}::text[])`;
      const timestamp = isoUtc(sql.ref('m.created_at'));
      const team = eb.ref('t.slug');
      return {
        payload: sql`case when i.message_type = 'alert.triggered'
          then jsonb_build_object(
            'type', 'alert.triggered',
            'timestamp', ${timestamp},
            'data', jsonb_build_object(
              'rule', jsonb_build_object('id', i.rule_id, 'name', i.rule_name),
              'team', ${team},
              'items', jsonb_build_array(${item}),
              'total', 1))
          else jsonb_build_object(
            'type', 'feedback.created',
            'timestamp', ${timestamp},
            'data', ${item} || jsonb_build_object('team', ${team}))
          end`,
      };
    })
    .whereRef('m.id', '=', 'i.message_id')
    .whereRef('t.id', '=', 'm.team_id')
    .returning(['m.id', 'm.payload'])
    .execute();
  return new Map(made.map((row) => [row.id, row.payload]));
}
