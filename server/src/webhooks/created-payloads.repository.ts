import { type HeedQueries, isoUtc } from '@heed/db';
import { sql } from 'kysely';
import { feedbackItemColumns } from '../feedback/feedback-item.query.ts';

/** Which `feedback.created` messages to make the body of. */
export type CreatedMessages =
  | { messageIds: readonly string[] }
  | { teamId: string; feedbackIds: readonly string[] }
  | { teamId: string; surveyId: string }
  | { teamId: string; receivedBefore: Date };

/**
 * Makes the body of `feedback.created` messages written by the submission's batch insert (which
 * writes the message without a body): `{ type, timestamp, data: FeedbackItem + team }` from the
 * item as it is now, `timestamp` when it was stored. The delivery worker runs it before a first
 * attempt; a deletion runs it, in its own transaction, before the items go, so a message still
 * waiting keeps its item. Messages that have a body already are left as they are. Returns the
 * bodies made, by message id.
 */
export async function makeCreatedPayloads(
  db: HeedQueries,
  which: CreatedMessages,
): Promise<Map<string, unknown>> {
  let items = db
    .selectFrom('feedback as f')
    .innerJoin('webhook_message as wm', 'wm.feedback_id', 'f.id')
    .select((eb) => [...feedbackItemColumns(eb), 'wm.id as message_id'])
    .where('wm.payload', 'is', null)
    .where('wm.event_type', '=', 'feedback.created');
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
    .set((eb) => ({
      payload: sql`jsonb_build_object(
        'type', 'feedback.created',
        'timestamp', ${isoUtc(sql.ref('m.created_at'))},
        'data', (to_jsonb(i) - 'message_id') || jsonb_build_object('team', ${eb.ref('t.slug')})
      )`,
    }))
    .whereRef('m.id', '=', 'i.message_id')
    .whereRef('t.id', '=', 'm.team_id')
    .returning(['m.id', 'm.payload'])
    .execute();
  return new Map(made.map((row) => [row.id, row.payload]));
}
