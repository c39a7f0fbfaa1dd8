import type { FeedbackStatus } from '@heed/contracts';
import type { HeedQueries } from '@heed/db';
import { sql } from 'kysely';
import { filterWhere } from '../feedback/feedback-filter.query.ts';
import type { FeedbackFilter } from '../feedback/feedback-filter.ts';

/** The triage writes of `feedback`: status and assignee, of one item or of many. */

const idList = (ids: readonly string[]) => sql<string[]>`${[...ids]}::uuid[]`;

/**
 * The item's status and assignee, its row locked until the transaction ends (changes of one item
 * go one after the other, so each `feedback.updated` shows the item after it); undefined when the
 * team has no such item.
 */
export function lockTeamItem(db: HeedQueries, teamId: string, feedbackId: string) {
  return db
    .selectFrom('feedback')
    .select(['status', 'assignee_ref'])
    .where('team_id', '=', teamId)
    .where('id', '=', sql<string>`${feedbackId}::uuid`)
    .forUpdate()
    .executeTakeFirst();
}

/** Sets the item's status (and when it changed) and/or its assignee. */
export async function setItemTriage(
  db: HeedQueries,
  teamId: string,
  feedbackId: string,
  change: { status?: { value: FeedbackStatus; at: Date }; assigneeRef?: string | null },
): Promise<void> {
  await db
    .updateTable('feedback')
    .set({
      ...(change.status
        ? { status: change.status.value, status_changed_at: change.status.at }
        : {}),
      ...(change.assigneeRef === undefined ? {} : { assignee_ref: change.assigneeRef }),
    })
    .where('team_id', '=', teamId)
    .where('id', '=', sql<string>`${feedbackId}::uuid`)
    .execute();
}

/** Ids of the team's items the filter selects, at most `limit` of them, in no particular order. */
export async function matchingItemIds(
  db: HeedQueries,
  teamId: string,
  filter: FeedbackFilter,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .selectFrom('feedback as f')
    .select('f.id')
    .where(filterWhere(teamId, filter))
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Of `ids`, those of the team's items, their rows locked until the transaction ends, taken in id
 * order (so two bulk changes over the same items wait for each other instead of deadlocking).
 */
export async function lockTeamItems(
  db: HeedQueries,
  teamId: string,
  ids: readonly string[],
): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('feedback')
    .select('id')
    .where('team_id', '=', teamId)
    .where('id', '=', (eb) => eb.fn.any(idList(ids)))
    .orderBy('id')
    .forUpdate()
    .execute();
  return rows.map((row) => row.id);
}

/** Sets the status of the team's items among `ids` that have another; the ids it changed. */
export async function setStatuses(
  db: HeedQueries,
  teamId: string,
  ids: readonly string[],
  status: FeedbackStatus,
  at: Date,
): Promise<string[]> {
  const rows = await db
    .updateTable('feedback')
    .set({ status, status_changed_at: at })
    .where('team_id', '=', teamId)
    .where('id', '=', (eb) => eb.fn.any(idList(ids)))
    .where('status', '<>', status)
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

/** Sets the assignee of the team's items among `ids` that have another; the ids it changed. */
export async function setAssignees(
  db: HeedQueries,
  teamId: string,
  ids: readonly string[],
  assigneeRef: string | null,
): Promise<string[]> {
  const rows = await db
    .updateTable('feedback')
    .set({ assignee_ref: assigneeRef })
    .where('team_id', '=', teamId)
    .where('id', '=', (eb) => eb.fn.any(idList(ids)))
    .where(sql<boolean>`assignee_ref is distinct from ${assigneeRef}`)
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}
