import type { HeedQueries } from '@heed/db';
import { feedbackItemColumns } from '../feedback/feedback-item.query.ts';
import { enqueueEvent } from './outbox.repository.ts';

/** What changed on an item: the `changes` of a `feedback.updated`. */
export type FeedbackChange = 'tags' | 'status' | 'assignee';

/**
 * Writes `feedback.updated` for an item of the team that just changed, on the change's own
 * transaction: `data` is the item as it is now (a `FeedbackItem`, read inside the transaction, so
 * with the change) plus `team` and `changes`. Writes nothing when the team has no such item;
 * returns how many messages were written.
 */
export async function enqueueFeedbackUpdated(
  db: HeedQueries,
  update: {
    teamId: string;
    teamSlug: string;
    feedbackId: string;
    changes: readonly FeedbackChange[];
    at: Date;
  },
): Promise<number> {
  const item = await db
    .selectFrom('feedback as f')
    .select(feedbackItemColumns)
    .where('f.team_id', '=', update.teamId)
    .where('f.id', '=', update.feedbackId)
    .executeTakeFirst();
  if (!item) return 0;
  return enqueueEvent(db, {
    teamId: update.teamId,
    type: 'feedback.updated',
    at: update.at,
    data: { ...item, team: update.teamSlug, changes: [...update.changes] },
  });
}
