import { nativePool } from '@heed/db';
import type pg from 'pg';
import { ServiceUnavailableError } from '../errors/domain-errors.ts';
import type { AppDependencies } from './dependencies.ts';

const QUERY_CANCELED = '57014';

/**
 * Runs `use` on one pooled connection inside a read-only REPEATABLE READ transaction (every query
 * sees the same snapshot), each statement bounded by `statementTimeoutMs`. A statement that runs
 * out of time is a 503, never a 500.
 */
export async function withReadSnapshot<T>(
  deps: Pick<AppDependencies, 'orm'>,
  statementTimeoutMs: number,
  use: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const pool = await nativePool(deps.orm);
  const client = await pool.connect();
  let broken = false;
  try {
    await client.query('begin transaction isolation level repeatable read read only');
    await client.query("select set_config('statement_timeout', $1, true)", [
      String(statementTimeoutMs),
    ]);
    const result = await use(client);
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch(() => {
      broken = true;
    });
    if ((error as { code?: unknown }).code === QUERY_CANCELED) {
      throw new ServiceUnavailableError('The query took too long; narrow the filters.', {
        cause: error,
      });
    }
    throw error;
  } finally {
    client.release(broken);
  }
}
