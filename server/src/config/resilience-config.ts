import { z } from 'zod';
import { blankAsUnset } from './blank-as-unset.ts';
import { milliseconds } from './milliseconds-setting.ts';

/**
 * How long Heed waits for the database and how much it queues, so that a database that stops
 * answering turns into prompt 503 answers instead of hanging requests. Read with the rest of the
 * environment by `config.ts`.
 */
export const resilienceEnvironmentSchema = z.object({
  HEED_DB_CONNECT_TIMEOUT_MS: milliseconds(5_000, 100, 120_000),
  HEED_DB_STATEMENT_TIMEOUT_MS: milliseconds(5_000, 100, 600_000),
  HEED_WRITE_QUEUE_MAX: z.preprocess(
    blankAsUnset,
    z.coerce
      .number()
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .max(1_000_000, 'must be at most 1000000')
      .optional()
      .default(5_000),
  ),
  HEED_READY_TIMEOUT_MS: milliseconds(2_000, 100, 60_000),
  HEED_SHUTDOWN_TIMEOUT_MS: milliseconds(20_000, 1_000, 600_000),
  HEED_KEY_CACHE_MAX_AGE_MS: milliseconds(30_000, 300, 3_600_000),
});

export interface ResilienceConfig {
  /** Opening a database connection, and waiting for a free one in the pool. */
  dbConnectTimeoutMs: number;
  /** Longest a statement may run (`statement_timeout`); the driver gives up shortly after. */
  dbStatementTimeoutMs: number;
  /** Submissions waiting for the group commit; a full queue answers 503 with `Retry-After`. */
  writeQueueMax: number;
  /** `/internal/isReady` answers 503 when the database has not answered within this. */
  readyTimeoutMs: number;
  /** A stop (SIGTERM) ends the process after at most this long, drained or not. */
  shutdownTimeoutMs: number;
  /** A cached API key is read again after this long, even if no change notification arrived. */
  keyCacheMaxAgeMs: number;
}

export function resilienceConfig(
  env: z.infer<typeof resilienceEnvironmentSchema>,
): ResilienceConfig {
  return {
    dbConnectTimeoutMs: env.HEED_DB_CONNECT_TIMEOUT_MS,
    dbStatementTimeoutMs: env.HEED_DB_STATEMENT_TIMEOUT_MS,
    writeQueueMax: env.HEED_WRITE_QUEUE_MAX,
    readyTimeoutMs: env.HEED_READY_TIMEOUT_MS,
    shutdownTimeoutMs: env.HEED_SHUTDOWN_TIMEOUT_MS,
    keyCacheMaxAgeMs: env.HEED_KEY_CACHE_MAX_AGE_MS,
  };
}
