/**
 * Per-API-key request budget: `rateLimit` requests per minute, shared by every API replica that
 * uses the same PostgreSQL database.
 *
 * Design. One fixed 60-second window per key, counted in one row of an UNLOGGED table by
 * rate-limiter-flexible's `RateLimiterPostgres` (an atomic `INSERT … ON CONFLICT DO UPDATE …
 * RETURNING`, so concurrent replicas never lose a count). The store is used as a plain counter:
 * the limiter is built with an unreachable number of points and this module compares the
 * returned count with the key's own limit. Compared with one `RateLimiterPostgres` per distinct
 * limit value (a Map cache, limit in the key prefix), this needs one limiter and one in-memory
 * insurance store whatever the limits are, leaves no orphan rows behind when a limit changes,
 * and makes a changed limit apply at once to the current window (lowering a limit on an abusive
 * key does not hand it a fresh budget; raising one unblocks it immediately).
 *
 * The table is created by a migration (db/src/migrations), never at runtime (`tableCreated:
 * true`); the columns are exactly the ones `RateLimiterPostgres` reads and writes. UNLOGGED
 * because the counters are ephemeral: no WAL flush per request; after a crash the table comes
 * back empty, which merely starts every window afresh. Optional extras: a fill factor below 100
 * leaves room on each page so the per-request UPDATE of a hot row can stay a HOT update, and an
 * index on "expire" serves the periodic cleanup:
 *
 * ```sql
 * create unlogged table "heed_rate_limit" ("key" varchar(255) not null, "points" integer not null default 0, "expire" bigint null, primary key ("key")) with (fillfactor = 70);
 * create index "heed_rate_limit_expire_index" on "heed_rate_limit" ("expire");
 * ```
 *
 * `expire` is epoch milliseconds from the clock of the replica that opened the window, so the
 * replicas' clocks should agree (NTP) to well under a second. Rows of windows that ended are
 * reused by the next request of the same key; the ones of idle keys are deleted every five
 * minutes by every replica (a cheap `DELETE … WHERE expire < …`).
 *
 * Failure mode. When the store fails (database down or restarting, query error, or no answer
 * within `storeTimeoutMs`), a request is neither let through unchecked (fail open) nor answered
 * with an error (fail closed, which would turn a database hiccup into a stampede of 5xx): the
 * request is counted by rate-limiter-flexible's `insuranceLimiter`, a `RateLimiterMemory` with
 * the same 60-second window, so each replica keeps enforcing the limit on its own (the global
 * budget is then at most `replicas × limit` per minute) until the store answers again, which is
 * tried again on every request. The store failure is logged as a warning, at most one per 30
 * seconds per limiter (with the number of failures since the previous warning). `consume` never
 * rejects because of the store; it throws only on invalid arguments (a programming error).
 */
import type pg from 'pg';
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';

export const DEFAULT_RATE_LIMIT_TABLE = 'heed_rate_limit';

/** The window every limit is expressed in: requests per minute. */
const WINDOW_SECONDS = 60;
/** Count only: the limit is applied by this module, per key, never by the library. */
const UNREACHABLE_POINTS = Number.MAX_SAFE_INTEGER;
const KEY_PREFIX = 'heed';
/** `key` is varchar(255); the prefix and its separator take the rest. */
const MAX_KEY_ID_LENGTH = 255 - KEY_PREFIX.length - 1;
const DEFAULT_STORE_TIMEOUT_MS = 1_000;
const DEFAULT_WARN_INTERVAL_MS = 30_000;
const CLEANUP_INTERVAL_MS = 5 * 60_000;
/** Rows whose window ended more than this long ago are deleted (margin for clock skew). */
const CLEANUP_GRACE_MS = 60_000;

export interface RateLimitDecision {
  allowed: boolean;
  /** The key's limit per minute (`RateLimit-Limit`). */
  limit: number;
  /** Requests left in the current window (`RateLimit-Remaining`). */
  remaining: number;
  /** Whole seconds until the window resets, ≥ 0 (`RateLimit-Reset`). */
  resetSeconds: number;
  /** Only when `!allowed`: whole seconds to wait, ≥ 1 (`Retry-After`). */
  retryAfterSeconds?: number;
}

export interface KeyRateLimiter {
  /**
   * Counts one request of `keyId` against `limitPerMinute` and says whether it may proceed.
   * Never rejects because of the store (see the module comment); throws a RangeError on an
   * empty or over-long `keyId` or a `limitPerMinute` that is not a positive integer.
   */
  consume(keyId: string, limitPerMinute: number): Promise<RateLimitDecision>;
  /** Stops the periodic cleanup. Does not end the pool, which belongs to the caller. */
  close(): Promise<void>;
}

export interface KeyRateLimiterOptions {
  pool: pg.Pool;
  /** Default `heed_rate_limit`; a plain lower-case SQL identifier, resolved by `search_path`. */
  tableName?: string;
  logger?: { warn(obj: object, msg: string): void };
  /** A store call that has not answered after this long counts as failed. Default 1000 ms. */
  storeTimeoutMs?: number;
  /** At most one store-failure warning per this interval. Default 30 s. */
  warnIntervalMs?: number;
}

interface StoreQuery {
  text: string;
  values?: unknown[];
  name?: string;
}

/**
 * Creates the limiter and checks that its table exists: a missing table (migrations not run) is
 * a configuration error and rejects; an unreachable database only warns, since the limiter
 * works in memory until the store answers.
 */
export async function createKeyRateLimiter(
  options: KeyRateLimiterOptions,
): Promise<KeyRateLimiter> {
  const { pool, logger } = options;
  const tableName = options.tableName ?? DEFAULT_RATE_LIMIT_TABLE;
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(tableName)) {
    throw new RangeError(`rate-limit table name must be a lower-case SQL identifier: ${tableName}`);
  }
  const storeTimeoutMs = options.storeTimeoutMs ?? DEFAULT_STORE_TIMEOUT_MS;
  const warnIntervalMs = options.warnIntervalMs ?? DEFAULT_WARN_INTERVAL_MS;

  let lastWarnAt = Number.NEGATIVE_INFINITY;
  let failuresSinceWarn = 0;
  function storeFailed(error: unknown): void {
    failuresSinceWarn++;
    const now = Date.now();
    if (now - lastWarnAt < warnIntervalMs) return;
    lastWarnAt = now;
    const failures = failuresSinceWarn;
    failuresSinceWarn = 0;
    logger?.warn(
      { err: error, table: tableName, failures },
      'rate-limit store failed; limiting per replica in memory until it answers again',
    );
  }

  /** The pool as rate-limiter-flexible sees it: every failure or overrun is reported. */
  const storeClient = {
    query(query: StoreQuery): Promise<pg.QueryResult> {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`rate-limit store did not answer within ${storeTimeoutMs} ms`)),
          storeTimeoutMs,
        );
      });
      const answer = Promise.resolve().then(() => pool.query(query));
      return Promise.race([answer, timeout])
        .catch((error: unknown) => {
          storeFailed(error);
          throw error;
        })
        .finally(() => clearTimeout(timer));
    },
  };

  const insurance = new RateLimiterMemory({
    points: UNREACHABLE_POINTS,
    duration: WINDOW_SECONDS,
    keyPrefix: KEY_PREFIX,
  });
  const store = new RateLimiterPostgres({
    storeClient,
    storeType: 'pool',
    tableName,
    tableCreated: true,
    clearExpiredByTimeout: false,
    points: UNREACHABLE_POINTS,
    duration: WINDOW_SECONDS,
    keyPrefix: KEY_PREFIX,
    insuranceLimiter: insurance,
  });

  const table = `"${tableName}"`;
  try {
    await storeClient.query({ text: `SELECT 1 FROM ${table} LIMIT 0` });
  } catch (error) {
    if ((error as { code?: unknown }).code === '42P01') {
      throw new Error(`rate-limit table ${table} does not exist: run the database migrations`, {
        cause: error,
      });
    }
    // Already reported by storeClient; the insurance limiter covers until the store is back.
  }

  const cleanup = setInterval(() => {
    storeClient
      .query({
        name: 'heed-rate-limit-clear-expired',
        text: `DELETE FROM ${table} WHERE expire < $1`,
        values: [Date.now() - CLEANUP_GRACE_MS],
      })
      .catch(() => {
        // Reported by storeClient; not critical, the next run catches up.
      });
  }, CLEANUP_INTERVAL_MS);
  cleanup.unref();

  return {
    async consume(keyId, limitPerMinute) {
      if (!Number.isSafeInteger(limitPerMinute) || limitPerMinute < 1) {
        throw new RangeError(`rate limit must be a positive integer, got ${limitPerMinute}`);
      }
      if (keyId.length === 0 || keyId.length > MAX_KEY_ID_LENGTH) {
        throw new RangeError(`key id must have 1 to ${MAX_KEY_ID_LENGTH} characters`);
      }
      let counted: RateLimiterRes;
      try {
        counted = await store.consume(keyId);
      } catch (error) {
        // With unreachable points and an insurance limiter this is not expected; stay safe anyway.
        if (error instanceof RateLimiterRes) {
          counted = error;
        } else {
          storeFailed(error);
          counted = await insurance.consume(keyId);
        }
      }
      return decide(counted, limitPerMinute);
    },
    async close() {
      clearInterval(cleanup);
    },
  };
}

function decide(counted: RateLimiterRes, limit: number): RateLimitDecision {
  const remaining = Math.max(limit - counted.consumedPoints, 0);
  // msBeforeNext is -1 only for windows without expiry, which this module never opens.
  const resetSeconds = Math.ceil(Math.max(counted.msBeforeNext, 0) / 1000);
  if (counted.consumedPoints <= limit) {
    return { allowed: true, limit, remaining, resetSeconds };
  }
  const retryAfterSeconds = Math.max(resetSeconds, 1);
  return { allowed: false, limit, remaining, resetSeconds: retryAfterSeconds, retryAfterSeconds };
}
