import {
  beginTransaction,
  commitTransaction,
  type HeedQueries,
  queriesOnClient,
  rollbackTransaction,
} from '@heed/db';
import { ServiceUnavailableError } from '../errors/domain-errors.ts';
import type { AppDependencies, ReadOptions } from '../runtime/dependencies.ts';

/** Longest a dashboard read statement may run before the server cancels it. */
export const READ_STATEMENT_TIMEOUT_MS = 5_000;

/** PostgreSQL's code for a statement cancelled by `statement_timeout`. */
const QUERY_CANCELED = '57014';

/**
 * Runs dashboard reads in one read-only, repeatable-read transaction (so a page and its total see
 * the same data) whose statements the server cancels after `READ_STATEMENT_TIMEOUT_MS`, without
 * PostgreSQL's JIT: the reads are short statements whose row estimates (set-returning functions
 * over answer keys) are far too high, and JIT would spend more compiling them than running them.
 * Both settings go with the `begin`, in its round trip.
 */
export async function inReadSnapshot<T>(
  deps: Pick<AppDependencies, 'readPool'>,
  work: (db: HeedQueries) => Promise<T>,
  options?: ReadOptions,
): Promise<T> {
  // The read replica when `DATABASE_READ_URL` is set and fresh enough for this read, else the
  // primary (`runtime/read-pool.ts`).
  const client = await deps.readPool.connect(options);
  let broken: Error | undefined;
  try {
    await beginTransaction(client, {
      readOnlySnapshot: true,
      statementTimeoutMs: READ_STATEMENT_TIMEOUT_MS,
      withoutJit: true,
    });
    const result = await work(queriesOnClient(client));
    await commitTransaction(client);
    return result;
  } catch (error) {
    await rollbackTransaction(client).catch((rollbackError: unknown) => {
      broken = rollbackError instanceof Error ? rollbackError : new Error('rollback failed');
    });
    if ((error as { code?: unknown }).code === QUERY_CANCELED) {
      throw new ServiceUnavailableError('The read took too long; narrow the filters and retry.');
    }
    throw error;
  } finally {
    // A connection whose rollback failed is discarded, never handed to the next caller.
    client.release(broken);
  }
}
