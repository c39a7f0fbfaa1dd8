import type { HeedQueries } from '@heed/db';
import { sql } from 'kysely';

/** The session-level advisory lock `(namespace, key)` on `db`'s connection, if free now. */
export async function tryJobLock(
  db: HeedQueries,
  namespace: number,
  key: number,
): Promise<boolean> {
  const { rows } = await sql<{
    locked: boolean;
  }>`select pg_try_advisory_lock(${namespace}, ${key}) as locked`.execute(db);
  return rows[0]?.locked === true;
}

/** Releases the session-level advisory lock `(namespace, key)` held on `db`'s connection. */
export async function releaseJobLock(
  db: HeedQueries,
  namespace: number,
  key: number,
): Promise<void> {
  await sql`select pg_advisory_unlock(${namespace}, ${key})`.execute(db);
}

/** When the job last succeeded, or undefined when it never did. */
export async function jobLastSuccess(db: HeedQueries, job: string): Promise<Date | undefined> {
  const row = await db
    .selectFrom('heed_job_state')
    .select('last_success_at')
    .where('name', '=', job)
    .executeTakeFirst();
  // The pools hand timestamps over as text.
  return row?.last_success_at ? new Date(row.last_success_at) : undefined;
}

/** Records that the job started at `now`. */
export async function markJobStarted(db: HeedQueries, job: string, now: Date): Promise<void> {
  await db
    .insertInto('heed_job_state')
    .values({ name: job, last_started_at: now })
    .onConflict((conflict) =>
      conflict
        .column('name')
        .doUpdateSet((eb) => ({ last_started_at: eb.ref('excluded.last_started_at') })),
    )
    .execute();
}

/** Records that the job succeeded at `now`, having handled `count` items. */
export async function markJobSucceeded(
  db: HeedQueries,
  job: string,
  now: Date,
  count: number,
): Promise<void> {
  await db
    .updateTable('heed_job_state')
    .set({ last_success_at: now, last_count: count })
    .where('name', '=', job)
    .execute();
}

/**
 * Deletes up to `limit` feedback items received before `cutoff`, oldest first, skipping rows
 * locked by others (`for update skip locked`); returns how many went, by team.
 */
export function deleteFeedbackBefore(db: HeedQueries, cutoff: Date, limit: number) {
  return db
    .with('doomed', (cte) =>
      cte
        .selectFrom('feedback')
        .select('id')
        .where('received_at', '<', cutoff)
        .orderBy('received_at')
        .limit(limit)
        .forUpdate()
        .skipLocked(),
    )
    .with('deleted', (cte) =>
      cte
        .deleteFrom('feedback as f')
        .using('doomed')
        .whereRef('f.id', '=', 'doomed.id')
        .returning('f.team_id'),
    )
    .selectFrom('deleted')
    .select(['team_id', sql<number>`count(*)::int`.as('n')])
    .groupBy('team_id')
    .execute();
}

/** The slugs of teams by id. */
export function teamSlugs(db: HeedQueries, teamIds: string[]) {
  return db
    .selectFrom('team')
    .select(['id', 'slug'])
    .where((eb) => eb('id', '=', eb.fn.any(sql<string[]>`${teamIds}::uuid[]`)))
    .execute();
}
