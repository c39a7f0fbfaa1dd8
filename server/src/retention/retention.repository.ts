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
 * Locks up to `limit` feedback items received before `cutoff`, each team's oldest first (through
 * the team's own time index, `feedback_team_id_received_at_id_index`), skipping rows locked by
 * others (`for update skip locked`), until `db`'s transaction ends; their ids by team.
 */
export function lockFeedbackBefore(db: HeedQueries, cutoff: Date, limit: number) {
  return db
    .selectFrom('team as t')
    .innerJoinLateral(
      (eb) =>
        eb
          .selectFrom('feedback as f')
          .select(['f.id', 'f.team_id'])
          .whereRef('f.team_id', '=', 't.id')
          .where('f.received_at', '<', cutoff)
          .orderBy('f.received_at')
          .limit(limit)
          .forUpdate()
          .skipLocked()
          .as('expired'),
      (join) => join.onTrue(),
    )
    .select(['expired.id', 'expired.team_id'])
    .limit(limit)
    .execute();
}

/** Deletes feedback items by id (tags and theme matches cascade); how many went, by team. */
export function deleteFeedbackItems(db: HeedQueries, ids: readonly string[]) {
  return db
    .with('deleted', (cte) =>
      cte
        .deleteFrom('feedback')
        .where('id', '=', (eb) => eb.fn.any(sql<string[]>`${[...ids]}::uuid[]`))
        .returning('team_id'),
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
