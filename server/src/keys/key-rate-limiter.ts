/**
 * Per-API-key request budget: `rateLimit` requests per minute, shared by every API replica that
 * uses the same PostgreSQL database.
 *
 * Design. One fixed 60-second window per key, counted in one row of an UNLOGGED table (an atomic
 * `INSERT … ON CONFLICT DO UPDATE … RETURNING`, so concurrent replicas never lose a count). The
 * store is used as a plain counter: the returned count is compared with the key's own limit in
 * this module. Compared with one rate limiter per distinct limit value (a Map cache, limit in the
 * key prefix), this needs one counter and one in-memory insurance store whatever the limits are,
 * leaves no orphan rows behind when a limit changes, and makes a changed limit apply at once to
 * the current window (lowering a limit on an abusive key does not hand it a fresh budget; raising
 * one unblocks it immediately). Denied requests are counted too.
 *
 * Cold and hot keys. Each replica tracks how many requests every key had on it in the last second
 * (two one-second buckets, the older one weighted by how much of it still lies in that second).
 *
 * - A COLD key (fewer than `hotRequestsPerSecond`, default 20, on this replica) is counted
 *   synchronously: every request is one upsert by rate-limiter-flexible's `RateLimiterPostgres`,
 *   built with an unreachable number of points, and decided from the count it returns. This is
 *   exact across replicas.
 * - A HOT key (at least that rate, and a count from the store at most `syncIntervalMs` old) is
 *   counted in memory and synced: its requests are decided at once, without a round trip, from
 *   `last count the store returned + this replica's requests the store has not acknowledged
 *   yet` (the ones waiting for the next sync, plus those in an upsert still in flight,
 *   synchronous ones included). Every `syncIntervalMs` (default 100 ms) the pending counts
 *   of ALL hot keys go to the store in ONE statement, a multi-row upsert over `unnest(…)` with the
 *   same row format and window rule as `RateLimiterPostgres` (`key` = `heed:<keyId>`, `expire` =
 *   epoch ms of the window end, a row whose `expire <= now` restarts at the new points with
 *   `expire = now + 60 s`), and the returned counts become the new known counts. Keys are sent in
 *   a fixed (sorted) order, so the row locks of two replicas' batches cannot deadlock. A key stays
 *   hot until its pending counts are synced (its rate has dropped and nothing of it is pending or
 *   in flight), so a synchronous decision never misses counts of its own replica. It turns hot
 *   only with a fresh count from the store: a key this replica knows nothing recent about
 *   (never seen, idle, its memory state dropped) is counted synchronously, even in a burst of
 *   concurrent requests, until the first answer arrives.
 *   Why 20 per second: below it the synchronous path costs at most 20 small statements a second
 *   per key, and the store stays exact; above it one statement per sync interval replaces at
 *   least two per key.
 *
 * What batching costs in accuracy. With one replica a hot key is exact: the replica knows all of
 * its own counts (it may transiently count a request twice while the answers of concurrent
 * upserts arrive out of order, which denies early, never late). With several replicas, a replica
 * does not see the others' requests of a hot key until they are synced and it has synced again
 * itself: the others' counts are at most one sync period (`syncIntervalMs` plus a store round
 * trip) behind in the store, and its own view of the store is at most one more period old. So
 * whatever a replica admits last, the store's count then exceeds what it saw by at most the
 * requests the OTHER replicas received for that key in the last `2 × (syncIntervalMs + store
 * round trip)`, and so does the number of admitted requests exceed the limit in a window — e.g.
 * ≤ 1000 req/s × 2 × 0.11 s = 220 for a key doing 1000 req/s on each of two replicas, about 5
 * for one doing 20 req/s. Cold keys and a single replica do not overshoot. Expires are compared across replicas, so the replicas' clocks should agree (NTP) to
 * well under a second.
 *
 * The table is created by a migration (db/src/migrations), never at runtime (`tableCreated:
 * true`); the columns are exactly the ones `RateLimiterPostgres` reads and writes. UNLOGGED
 * because the counters are ephemeral: no WAL flush per request; after a crash the table comes
 * back empty, which merely starts every window afresh. Optional extras: a fill factor below 100
 * leaves room on each page so the UPDATE of a hot row can stay a HOT update, and an index on
 * "expire" serves the periodic cleanup:
 *
 * ```sql
 * create unlogged table "heed_rate_limit" ("key" varchar(255) not null, "points" integer not null default 0, "expire" bigint null, primary key ("key")) with (fillfactor = 70);
 * create index "heed_rate_limit_expire_index" on "heed_rate_limit" ("expire");
 * ```
 *
 * `expire` is epoch milliseconds from the clock of the replica that opened the window. Rows of
 * windows that ended are reused by the next request of the same key; the ones of idle keys are
 * deleted every five minutes by every replica (a cheap `DELETE … WHERE expire < …`). The
 * in-memory state of a key is dropped once it has been idle for a few seconds.
 *
 * Failure mode. When the store fails (database down or restarting, query error, or no answer
 * within `storeTimeoutMs`), a request is neither let through unchecked (fail open) nor answered
 * with an error (fail closed, which would turn a database hiccup into a stampede of 5xx): it is
 * counted by an in-memory insurance limiter (rate-limiter-flexible's `RateLimiterMemory`, same
 * 60-second window), so each replica keeps enforcing the limit on its own (the global budget is
 * then at most `replicas × limit` per minute) until the store answers again. On the synchronous
 * path that is per request, and the store is tried again on every request. When a sync of hot
 * keys fails, their unsynced counts go into the insurance limiter (they are not replayed to the
 * store later, as the synchronous path does not replay either) and those keys are counted on the
 * synchronous path, so with the insurance limiter, until the store answers for them again; the
 * requests decided while that sync was in flight were still checked against the last known count
 * plus every local request, never let through unbounded. The store failure is logged as a
 * warning, at most one per 30 seconds per limiter (with the number of failures since the previous
 * warning). `consume` never rejects because of the store; it throws only on invalid arguments (a
 * programming error).
 */
import type pg from 'pg';
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { RateLimitedError } from '../errors/domain-errors.ts';
import type { ResponseMeta } from '../request/request-context.ts';
import { rateLimitStatements } from './keys.repository.ts';

export const DEFAULT_RATE_LIMIT_TABLE = 'heed_rate_limit';

/** The window every limit is expressed in: requests per minute. */
const WINDOW_SECONDS = 60;
const WINDOW_MS = WINDOW_SECONDS * 1000;
/** Count only: the limit is applied by this module, per key, never by the library. */
const UNREACHABLE_POINTS = Number.MAX_SAFE_INTEGER;
const KEY_PREFIX = 'heed';
/** `key` is varchar(255); the prefix and its separator take the rest. */
const MAX_KEY_ID_LENGTH = 255 - KEY_PREFIX.length - 1;
const DEFAULT_STORE_TIMEOUT_MS = 1_000;
const DEFAULT_WARN_INTERVAL_MS = 30_000;
const DEFAULT_SYNC_INTERVAL_MS = 100;
const DEFAULT_HOT_REQUESTS_PER_SECOND = 20;
const CLEANUP_INTERVAL_MS = 5 * 60_000;
/** Rows whose window ended more than this long ago are deleted (margin for clock skew). */
const CLEANUP_GRACE_MS = 60_000;
/** How often the in-memory state of idle keys is dropped. */
const SWEEP_INTERVAL_MS = 10_000;
/** Two window ends closer than this are the same window (one replica's clock read twice). */
const SAME_WINDOW_MS = WINDOW_MS / 2;

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
  /**
   * Where it was decided: `store` (the shared count answered), `local` (a hot key, from the last
   * shared count plus this replica's requests since), `fallback` (in memory: the store failed).
   */
  source?: 'store' | 'local' | 'fallback';
}

export interface KeyRateLimiter {
  /**
   * Counts one request of `keyId` against `limitPerMinute` and says whether it may proceed.
   * Never rejects because of the store (see the module comment); throws a RangeError on an
   * empty or over-long `keyId` or a `limitPerMinute` that is not a positive integer.
   */
  consume(keyId: string, limitPerMinute: number): Promise<RateLimitDecision>;
  /**
   * Sends the counts of hot keys not synced yet to the store and stops the timers; later calls
   * of `consume` are counted synchronously. Does not end the pool, which belongs to the caller.
   */
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
  /** How often the counts of hot keys are sent to the store, in one statement. Default 100 ms. */
  syncIntervalMs?: number;
  /**
   * A key with at least this many requests in the last second on this replica is hot (counted in
   * memory and synced every `syncIntervalMs`). Default 20; `Infinity` counts every request
   * synchronously.
   */
  hotRequestsPerSecond?: number;
}

interface StoreQuery {
  text: string;
  values?: unknown[];
  name?: string;
}

/** What this replica knows and has not yet told the store about one key. */
interface KeyState {
  readonly keyId: string;
  /** The row key, `heed:<keyId>`. */
  readonly rowKey: string;
  /** Rate tracking: the current one-second bucket (epoch seconds) and its requests. */
  second: number;
  inSecond: number;
  inPreviousSecond: number;
  /** The highest count the store returned for the window ending at `knownExpire` (epoch ms). */
  known: number;
  knownExpire: number;
  /** When the store last answered for this key (epoch ms). */
  learnedAt: number;
  /** Counted in memory, waiting for the next sync. */
  pending: number;
  /** Sent in the sync in flight, not answered yet. */
  syncing: number;
  /** Synchronous upserts in flight. */
  unanswered: number;
  /** A sync of this key failed: counted synchronously until the store answers for it again. */
  degraded: boolean;
}

interface SyncedRow {
  key: string;
  points: number;
  expire: string | number | null;
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
  const syncIntervalMs = options.syncIntervalMs ?? DEFAULT_SYNC_INTERVAL_MS;
  if (!Number.isFinite(syncIntervalMs) || syncIntervalMs <= 0) {
    throw new RangeError(`syncIntervalMs must be a positive number, got ${syncIntervalMs}`);
  }
  const hotRequestsPerSecond = options.hotRequestsPerSecond ?? DEFAULT_HOT_REQUESTS_PER_SECOND;
  if (Number.isNaN(hotRequestsPerSecond) || hotRequestsPerSecond <= 0) {
    throw new RangeError(
      `hotRequestsPerSecond must be a positive number, got ${hotRequestsPerSecond}`,
    );
  }

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

  /** Every store call goes through here: every failure or overrun is reported, once. */
  const reported = new WeakSet<object>();
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
          if (typeof error === 'object' && error !== null) reported.add(error);
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
  // No `insuranceLimiter` here: a store failure rejects, and `consume` falls back to `insurance`
  // itself, so it knows which counts come from the store.
  const store = new RateLimiterPostgres({
    storeClient,
    storeType: 'pool',
    tableName,
    tableCreated: true,
    clearExpiredByTimeout: false,
    points: UNREACHABLE_POINTS,
    duration: WINDOW_SECONDS,
    keyPrefix: KEY_PREFIX,
  });

  const statements = rateLimitStatements(tableName);
  const table = `"${tableName}"`;
  try {
    await storeClient.query(statements.probe);
  } catch (error) {
    if ((error as { code?: unknown }).code === '42P01') {
      throw new Error(`rate-limit table ${table} does not exist: run the database migrations`, {
        cause: error,
      });
    }
    // Already reported by storeClient; the insurance limiter covers until the store is back.
  }

  const states = new Map<string, KeyState>();
  /** Hot keys with pending counts. */
  const toSync = new Set<KeyState>();
  let syncTimer: NodeJS.Timeout | undefined;
  let syncInFlight: Promise<void> | undefined;
  let closed = false;

  function stateOf(keyId: string): KeyState {
    let state = states.get(keyId);
    if (state === undefined) {
      state = {
        keyId,
        rowKey: `${KEY_PREFIX}:${keyId}`,
        second: 0,
        inSecond: 0,
        inPreviousSecond: 0,
        known: 0,
        knownExpire: Number.NEGATIVE_INFINITY,
        learnedAt: Number.NEGATIVE_INFINITY,
        pending: 0,
        syncing: 0,
        unanswered: 0,
        degraded: false,
      };
      states.set(keyId, state);
    }
    return state;
  }

  /** Takes a count the store returned; answers may arrive out of order. */
  function learn(state: KeyState, points: number, expire: number): void {
    state.degraded = false;
    state.learnedAt = Date.now();
    if (!Number.isFinite(expire)) return;
    if (expire > state.knownExpire + SAME_WINDOW_MS) {
      state.known = points;
      state.knownExpire = expire;
    } else if (expire >= state.knownExpire - SAME_WINDOW_MS) {
      state.known = Math.max(state.known, points);
      state.knownExpire = Math.max(state.knownExpire, expire);
    }
    // else: an answer about a window that has been replaced since.
  }

  function isHot(state: KeyState, now: number): boolean {
    if (closed || state.degraded) return false;
    if (state.pending > 0 || state.syncing > 0) return true;
    // Turning hot needs a fresh count of the others' requests, as a sync would give it.
    if (now - state.learnedAt > syncIntervalMs) return false;
    const elapsed = (now % 1000) / 1000;
    return state.inSecond + state.inPreviousSecond * (1 - elapsed) >= hotRequestsPerSecond;
  }

  function countRate(state: KeyState, now: number): void {
    const second = Math.floor(now / 1000);
    if (second !== state.second) {
      state.inPreviousSecond = second === state.second + 1 ? state.inSecond : 0;
      state.inSecond = 0;
      state.second = second;
    }
    state.inSecond++;
  }

  function countLocally(state: KeyState, limit: number, now: number): RateLimitDecision {
    state.pending++;
    toSync.add(state);
    scheduleSync();
    const windowOpen = state.knownExpire > now;
    const count = (windowOpen ? state.known : 0) + state.unanswered + state.syncing + state.pending;
    return {
      ...decide(count, windowOpen ? state.knownExpire - now : WINDOW_MS, limit),
      source: 'local',
    };
  }

  async function countInStore(state: KeyState, limit: number): Promise<RateLimitDecision> {
    state.unanswered++;
    let counted: RateLimiterRes;
    try {
      counted = await store.consume(state.keyId);
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) {
        state.unanswered--;
        if (typeof error !== 'object' || error === null || !reported.has(error)) {
          storeFailed(error);
        }
        counted = await insurance.consume(state.keyId);
        return {
          ...decide(counted.consumedPoints, counted.msBeforeNext, limit),
          source: 'fallback',
        };
      }
      // With unreachable points this is not expected; it is a count from the store all the same.
      counted = error;
    }
    state.unanswered--;
    learn(state, counted.consumedPoints, Date.now() + counted.msBeforeNext);
    return { ...decide(counted.consumedPoints, counted.msBeforeNext, limit), source: 'store' };
  }

  function scheduleSync(): void {
    if (closed || syncTimer !== undefined || syncInFlight !== undefined) return;
    syncTimer = setTimeout(() => {
      syncTimer = undefined;
      void syncNow();
    }, syncIntervalMs);
    syncTimer.unref();
  }

  /** One sync at a time; the next one is scheduled when this one is over. */
  function syncNow(): Promise<void> {
    const running = syncPending().finally(() => {
      syncInFlight = undefined;
      if (toSync.size > 0) scheduleSync();
    });
    syncInFlight = running;
    return running;
  }

  async function syncPending(): Promise<void> {
    const batch = [...toSync].sort((a, b) =>
      a.rowKey < b.rowKey ? -1 : a.rowKey > b.rowKey ? 1 : 0,
    );
    toSync.clear();
    if (batch.length === 0) return;
    const points = batch.map((state) => {
      const sent = state.pending;
      state.pending = 0;
      state.syncing += sent;
      return sent;
    });
    const now = Date.now();
    let rows: SyncedRow[];
    try {
      const result = await storeClient.query({
        ...statements.sync,
        values: [batch.map((state) => state.rowKey), points, now + WINDOW_MS, now],
      });
      rows = result.rows as SyncedRow[];
    } catch {
      // Reported by storeClient. Keep the counts in memory; the synchronous path takes over.
      batch.forEach((state, i) => {
        const lost = (points[i] ?? 0) + state.pending;
        state.syncing -= points[i] ?? 0;
        state.pending = 0;
        toSync.delete(state);
        state.degraded = true;
        insurance.consume(state.keyId, lost).catch(() => {
          // Unreachable points: never rejects.
        });
      });
      return;
    }
    const byKey = new Map(rows.map((row) => [row.key, row]));
    batch.forEach((state, i) => {
      state.syncing -= points[i] ?? 0;
      const row = byKey.get(state.rowKey);
      if (row !== undefined) learn(state, Number(row.points), Number(row.expire));
    });
  }

  const cleanup = setInterval(() => {
    storeClient
      .query({
        ...statements.clearExpired,
        values: [Date.now() - CLEANUP_GRACE_MS],
      })
      .catch(() => {
        // Reported by storeClient; not critical, the next run catches up.
      });
  }, CLEANUP_INTERVAL_MS);
  cleanup.unref();

  const sweep = setInterval(() => {
    const idleSince = Math.floor(Date.now() / 1000) - 2;
    for (const [keyId, state] of states) {
      if (
        state.second < idleSince &&
        state.pending === 0 &&
        state.syncing === 0 &&
        state.unanswered === 0
      ) {
        states.delete(keyId);
      }
    }
  }, SWEEP_INTERVAL_MS);
  sweep.unref();

  return {
    async consume(keyId, limitPerMinute) {
      if (!Number.isSafeInteger(limitPerMinute) || limitPerMinute < 1) {
        throw new RangeError(`rate limit must be a positive integer, got ${limitPerMinute}`);
      }
      if (keyId.length === 0 || keyId.length > MAX_KEY_ID_LENGTH) {
        throw new RangeError(`key id must have 1 to ${MAX_KEY_ID_LENGTH} characters`);
      }
      const now = Date.now();
      const state = stateOf(keyId);
      countRate(state, now);
      if (isHot(state, now)) return countLocally(state, limitPerMinute, now);
      return countInStore(state, limitPerMinute);
    },
    async close() {
      if (!closed) {
        closed = true;
        clearInterval(cleanup);
        clearInterval(sweep);
        clearTimeout(syncTimer);
        syncTimer = undefined;
      }
      if (syncInFlight !== undefined) await syncInFlight;
      if (toSync.size > 0) await syncNow();
    },
  };
}

function decide(consumed: number, msBeforeNext: number, limit: number): RateLimitDecision {
  const remaining = Math.max(limit - consumed, 0);
  // msBeforeNext is -1 only for windows without expiry, which this module never opens.
  const resetSeconds = Math.ceil(Math.max(msBeforeNext, 0) / 1000);
  if (consumed <= limit) {
    return { allowed: true, limit, remaining, resetSeconds };
  }
  const retryAfterSeconds = Math.max(resetSeconds, 1);
  return { allowed: false, limit, remaining, resetSeconds: retryAfterSeconds, retryAfterSeconds };
}

/**
 * Declares a decision on the answer (`RateLimit-*`, written by the HTTP layer) and refuses a
 * denied call: 429 `rate_limited` with `Retry-After` in whole seconds, at least 1.
 */
export function enforceRateLimit(
  response: Pick<ResponseMeta, 'rateLimit'>,
  decision: RateLimitDecision,
  detail: string,
): void {
  const state = {
    limit: decision.limit,
    remaining: decision.remaining,
    resetSeconds: decision.resetSeconds,
  };
  // A call counted twice against one budget at once (the overview page: its statistics and its
  // trend) declares the later count, whichever of the two finished last.
  const earlier = response.rateLimit;
  const later = earlier?.limit === state.limit && earlier.remaining < state.remaining;
  response.rateLimit = later ? earlier : state;
  if (!decision.allowed) {
    throw new RateLimitedError(detail, {
      retryAfterSeconds: Math.max(1, decision.retryAfterSeconds ?? 1),
    });
  }
}
