import { type HeedQueries, isoUtc } from '@heed/db';
import { sql } from 'kysely';
import { feedbackCountQuery, feedbackPageQuery } from '../feedback/feedback.repository.ts';
import type { FeedbackFilter } from '../feedback/feedback-filter.ts';
import type { FeedbackItem } from '../feedback/feedback-item.ts';
import { INSTANT_WINDOW_MS } from './instant-cap.ts';

/** The scheduler's reads and writes of alert rules: due digests and instant windows that ended. */

const at = (instant: Date) => sql<Date>`${instant.toISOString()}::timestamptz`;

/** Enabled digest rules due at `now` (their `next_digest_at` has passed), most overdue first. */
export async function dueDigestRuleIds(db: HeedQueries, now: Date, limit: number) {
  const rows = await db
    .selectFrom('alert_rule')
    .select('id')
    .where('mode', '=', 'digest')
    .where('enabled', '=', true)
    .where('next_digest_at', '<=', at(now))
    .orderBy('next_digest_at')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/** Enabled digest rules without a due time (written before they had one, or by hand). */
export function unscheduledDigestRules(db: HeedQueries, limit: number) {
  return db
    .selectFrom('alert_rule')
    .select(['id', 'digest_hour', 'tz'])
    .where('mode', '=', 'digest')
    .where('enabled', '=', true)
    .where('next_digest_at', 'is', null)
    .limit(limit)
    .execute();
}

/**
 * Locks a digest rule that is still enabled and due at `now`, on `db`'s transaction; a rule
 * another replica holds is skipped (`skip locked`), as is one that is no longer due.
 */
export function lockDueDigestRule(db: HeedQueries, ruleId: string, now: Date) {
  return db
    .selectFrom('alert_rule as r')
    .innerJoin('team as t', 't.id', 'r.team_id')
    .select([
      'r.id',
      'r.team_id',
      't.slug as team_slug',
      'r.name',
      'r.filter',
      'r.digest_hour',
      'r.tz',
    ])
    .where('r.id', '=', ruleId)
    .where('r.mode', '=', 'digest')
    .where('r.enabled', '=', true)
    .where('r.next_digest_at', '<=', at(now))
    .forUpdate('r')
    .skipLocked()
    .executeTakeFirst();
}

/** Moves a rule's next digest to `next` (and its `last_triggered_at` to `triggeredAt` if given). */
export async function scheduleNextDigest(
  db: HeedQueries,
  ruleId: string,
  next: Date,
  triggeredAt?: Date,
): Promise<void> {
  await db
    .updateTable('alert_rule')
    .set({
      next_digest_at: at(next),
      ...(triggeredAt ? { last_triggered_at: at(triggeredAt) } : {}),
    })
    .where('id', '=', ruleId)
    .execute();
}

/**
 * A digest's content: the number of items of the team the filter selects that arrived in
 * `(since, until]`, and the newest `limit` of them — the explorer's own page and count statements
 * (`feedbackPageQuery`, `feedbackCountQuery`) with the window added.
 */
export async function digestItems(
  db: HeedQueries,
  teamId: string,
  filter: FeedbackFilter,
  window: { since: Date; until: Date; limit: number },
): Promise<{ items: FeedbackItem[]; total: number }> {
  const rows = await feedbackPageQuery(db, teamId, filter, { limit: window.limit })
    .where('f.received_at', '>', at(window.since))
    .where('f.received_at', '<=', at(window.until))
    .execute();
  const counted = await feedbackCountQuery(db, teamId, filter)
    .where('f.received_at', '>', at(window.since))
    .where('f.received_at', '<=', at(window.until))
    .executeTakeFirst();
  return {
    items: rows.map(({ position: _position, ...item }) => item),
    total: counted?.total ?? 0,
  };
}

/** The condition of an instant window that ended by `now` with items held back. */
function windowEndedWithHeld(now: Date) {
  return sql<boolean>`r.window_held > 0 and r.window_started_at <=
    ${now.toISOString()}::timestamptz - make_interval(secs => ${INSTANT_WINDOW_MS / 1000})`;
}

/** Whether any rule's window ended by `now` with items held back (read without locking). */
export async function anyEndedWindow(db: HeedQueries, now: Date): Promise<boolean> {
  const row = await db
    .selectFrom('alert_rule as r')
    .select('r.id')
    .where(windowEndedWithHeld(now))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Locks instant rules whose hour window ended by `now` with items held back, on `db`'s
 * transaction (`skip locked`: a rule a submission or another replica holds waits for the next
 * run), with what their "and N more" needs.
 */
export function lockEndedWindows(db: HeedQueries, now: Date, limit: number) {
  return db
    .selectFrom('alert_rule as r')
    .innerJoin('team as t', 't.id', 'r.team_id')
    .select([
      'r.id',
      'r.team_id',
      't.slug as team_slug',
      'r.name',
      isoUtc(sql.ref('r.window_started_at')).as('window_started_at'),
      'r.window_held',
    ])
    .where(windowEndedWithHeld(now))
    .orderBy('r.id')
    .limit(limit)
    .forUpdate('r')
    .skipLocked()
    .execute();
}

/** Ends the windows of `ruleIds`: the next match starts a new one. */
export async function resetWindows(db: HeedQueries, ruleIds: readonly string[]): Promise<void> {
  if (ruleIds.length === 0) return;
  await db
    .updateTable('alert_rule')
    .set({ window_started_at: null, window_sent: 0, window_held: 0 })
    .where((eb) => eb('id', '=', eb.fn.any(sql<string[]>`${[...ruleIds]}::uuid[]`)))
    .execute();
}
