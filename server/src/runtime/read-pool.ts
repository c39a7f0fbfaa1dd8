import { isDatabaseUnavailable } from '@heed/db';
import type pg from 'pg';
import type { Logger } from '../logging/logger.ts';
import type { ReadPool } from './dependencies.ts';

/** After the replica failed to give a connection, reads go to the primary for this long. */
const PRIMARY_FOR_MS = 10_000;

/**
 * The dashboard's reads go to `DATABASE_READ_URL` (a streaming read replica) when it is set. When
 * the replica cannot give a connection (down, unreachable, out of connections), reads fall back to
 * the primary for ten seconds before the replica is tried again, and a warning says so (at most
 * once per fall-back). Without a replica, the primary serves every read.
 *
 * A replica lags its primary a little (usually well under a second): a dashboard list read right
 * after a write may not show it yet. Writes, key lookups, rate limits and the submission path never
 * use this pool.
 */
export class FallbackReadPool implements ReadPool {
  readonly #primary: pg.Pool;
  readonly #replica: pg.Pool | undefined;
  readonly #logger: Logger;
  #primaryUntil = 0;

  constructor(primary: pg.Pool, replica: pg.Pool | undefined, logger: Logger) {
    this.#primary = primary;
    this.#replica = replica;
    this.#logger = logger;
  }

  async connect(): Promise<pg.PoolClient> {
    if (!this.#replica || performance.now() < this.#primaryUntil) return this.#primary.connect();
    try {
      return await this.#replica.connect();
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      this.#primaryUntil = performance.now() + PRIMARY_FOR_MS;
      this.#logger.warn(
        { err: error, seconds: PRIMARY_FOR_MS / 1000 },
        'the read replica (DATABASE_READ_URL) gives no connection; reading from the primary',
      );
      return this.#primary.connect();
    }
  }

  /** Ends the replica's pool; the primary's belongs to the ORM. */
  async close(): Promise<void> {
    await this.#replica?.end();
  }
}
