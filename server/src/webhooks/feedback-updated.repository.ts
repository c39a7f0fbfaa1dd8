import type { HeedQueries } from '@heed/db';
import { sql } from 'kysely';
import { feedbackItemColumns } from '../feedback/feedback-item.query.ts';
import {
  EVENT_MESSAGE_COLUMNS,
  eventMessageSelection,
  subscribedEndpoints,
} from './outbox.repository.ts';

/** What changed on an item: the `changes` of a `feedback.updated`. */
export type FeedbackChange = 'tags' | 'status' | 'assignee';

/**
 * Writes `feedback.updated` for items of the team that just changed, on the change's own
 * transaction, in one statement however many items (a bulk change of 50,000 items included): for
 * every enabled endpoint of the team subscribed to it and every item, `data` is the item as it is
 * now (a `FeedbackItem`, read inside the transaction, so with the change) plus `team` and
 * `changes`, the body built by PostgreSQL. Items the team does not have are skipped; a team
 * without such endpoints reads no item. Returns how many messages were written.
 */
export async function enqueueFeedbackUpdates(
  db: HeedQueries,
  update: {
    teamId: string;
    teamSlug: string;
    feedbackIds: readonly string[];
    changes: readonly FeedbackChange[];
    at: Date;
  },
): Promise<number> {
  if (update.feedbackIds.length === 0) return 0;
  const ids = sql<string[]>`${[...update.feedbackIds]}::uuid[]`;
  const extra = JSON.stringify({ team: update.teamSlug, changes: [...update.changes] });
  const row = await db
    .with('e', () => subscribedEndpoints(db, update.teamId, 'feedback.updated'))
    .with('i', (qb) =>
      qb
        .selectFrom('feedback as f')
        .select(feedbackItemColumns)
        .where('f.team_id', '=', update.teamId)
        .where('f.id', '=', (eb) => eb.fn.any(ids))
        // Read only when some endpoint wants the messages (one step, before any item).
        .where(sql<boolean>`exists (select 1 from e)`),
    )
    .with('written', (qb) =>
      qb
        .insertInto('webhook_message')
        .columns(EVENT_MESSAGE_COLUMNS)
        .expression((eb) =>
          eb.selectFrom(['e', 'i']).select(
            eventMessageSelection(
              'feedback.updated',
              sql<string>`jsonb_build_object('type', 'feedback.updated',
                'timestamp', ${update.at.toISOString()}::text,
                'data', to_jsonb(i) || ${extra}::jsonb)`,
            ),
          ),
        )
        .returning(sql.lit(1).as('one')),
    )
    .selectFrom('written')
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirst();
  return row?.n ?? 0;
}

/** `enqueueFeedbackUpdates` for one item; writes nothing when the team has no such item. */
export function enqueueFeedbackUpdated(
  db: HeedQueries,
  update: {
    teamId: string;
    teamSlug: string;
    feedbackId: string;
    changes: readonly FeedbackChange[];
    at: Date;
  },
): Promise<number> {
  const { feedbackId, ...rest } = update;
  return enqueueFeedbackUpdates(db, { ...rest, feedbackIds: [feedbackId] });
}
