import type { HeedQueries } from '@heed/db';
import { sql } from 'kysely';

/**
 * Takes the transaction-level advisory lock `key` on `db`'s transaction; it is held until the
 * transaction ends.
 */
export async function takeTransactionLock(db: HeedQueries, key: number): Promise<void> {
  await sql`select pg_advisory_xact_lock(${key}::bigint)`.execute(db);
}
