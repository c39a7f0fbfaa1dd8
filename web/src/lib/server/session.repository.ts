/**
 * Queries on the dashboard's session table (`dashboard_session`), on the typed query layer of
 * @heed/db. The ORM's entity API reads and writes single sessions.
 */
import type { HeedQueries } from '@heed/db';

/** Deletes up to `limit` sessions that ended at or before `now`; returns how many went. */
export async function deleteEndedSessions(
  db: HeedQueries,
  now: Date,
  limit: number,
): Promise<number> {
  const result = await db
    .deleteFrom('dashboard_session')
    .where('id_hash', 'in', (eb) =>
      eb
        .selectFrom('dashboard_session')
        .select('id_hash')
        .where('expires_at', '<=', now)
        .limit(limit),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
