import { type HeedQueries, queriesOnClient } from '@heed/db';
import type pg from 'pg';
import { releaseJobLock, tryJobLock } from './retention.repository.ts';

/**
 * The namespace ("heed") of the session-level advisory locks that let one replica at a time run a
 * background job; each job has its key: retention 1, migrations 2, the alert scheduler 3.
 */
export const JOB_LOCK_NAMESPACE = 0x68656564;

/**
 * Runs `run` on one connection of `pool` holding the job's lock `(JOB_LOCK_NAMESPACE, key)`, every
 * statement of the run on that connection; `locked` when another replica holds it. A connection
 * left in an unknown state by an error (a transaction or the lock maybe still open) is closed, not
 * reused; the error is thrown on.
 */
export async function withJobLock<T>(
  pool: pg.Pool,
  key: number,
  run: (client: pg.PoolClient, db: HeedQueries) => Promise<T>,
): Promise<T | 'locked'> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    const db = queriesOnClient(client);
    if (!(await tryJobLock(db, JOB_LOCK_NAMESPACE, key))) return 'locked';
    try {
      return await run(client, db);
    } finally {
      await releaseJobLock(db, JOB_LOCK_NAMESPACE, key);
    }
  } catch (error) {
    broken = error instanceof Error ? error : new Error('a background job failed');
    throw error;
  } finally {
    client.release(broken);
  }
}
