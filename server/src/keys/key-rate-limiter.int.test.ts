import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type Server, type Socket } from 'node:net';
import { createTestDatabase, type TestDatabase } from '@heed/db/testing';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  createKeyRateLimiter,
  type KeyRateLimiter,
  type RateLimitDecision,
} from './key-rate-limiter.ts';

let database: TestDatabase;
const pools: pg.Pool[] = [];
const limiters: KeyRateLimiter[] = [];

function openPool(connectionString: string): pg.Pool {
  const pool = new pg.Pool({ connectionString, max: 4, connectionTimeoutMillis: 2_000 });
  // An idle connection dropped by the server must not crash the test run.
  pool.on('error', () => {});
  pools.push(pool);
  return pool;
}

function warnings(): {
  warn(obj: object, msg: string): void;
  calls: { obj: object; msg: string }[];
} {
  const calls: { obj: object; msg: string }[] = [];
  return { calls, warn: (obj, msg) => calls.push({ obj, msg }) };
}

async function limiterOn(
  pool: pg.Pool,
  options: Omit<Parameters<typeof createKeyRateLimiter>[0], 'pool'> = {},
): Promise<KeyRateLimiter> {
  const limiter = await createKeyRateLimiter({ pool, ...options });
  limiters.push(limiter);
  return limiter;
}

async function closedPortUrl(): Promise<string> {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  probe.close();
  await once(probe, 'close');
  const port = typeof address === 'object' && address ? address.port : 1;
  return `postgres://heed:heed@127.0.0.1:${port}/heed`;
}

beforeAll(async () => {
  database = await createTestDatabase();
});

afterEach(async () => {
  await Promise.all(limiters.splice(0).map((limiter) => limiter.close()));
});

afterAll(async () => {
  await Promise.all(pools.splice(0).map((pool) => pool.end()));
  await database.drop();
});

describe('the per-key rate limiter on PostgreSQL', () => {
  it('allows `limit` requests, counting down, then denies with Retry-After ≥ 1', async () => {
    const limiter = await limiterOn(openPool(database.url));
    const key = randomUUID();

    const allowed = [];
    for (let i = 0; i < 3; i++) allowed.push(await limiter.consume(key, 3));
    expect(allowed.map((decision) => decision.allowed)).toEqual([true, true, true]);
    expect(allowed.map((decision) => decision.remaining)).toEqual([2, 1, 0]);
    for (const decision of allowed) {
      expect(decision.limit).toBe(3);
      expect(decision.retryAfterSeconds).toBeUndefined();
      expect(Number.isInteger(decision.resetSeconds)).toBe(true);
      expect(decision.resetSeconds).toBeGreaterThanOrEqual(0);
      expect(decision.resetSeconds).toBeLessThanOrEqual(60);
    }

    const denied = await limiter.consume(key, 3);
    expect(denied).toMatchObject({ allowed: false, limit: 3, remaining: 0 });
    expect(Number.isInteger(denied.retryAfterSeconds)).toBe(true);
    expect(denied.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(denied.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect(denied.resetSeconds).toBe(denied.retryAfterSeconds);
    expect((await limiter.consume(key, 3)).allowed).toBe(false);
  });

  it('shares one budget between replicas (separate pools on the same database)', async () => {
    const replicaA = await limiterOn(openPool(database.url));
    const replicaB = await limiterOn(openPool(database.url));
    const key = randomUUID();

    for (let i = 0; i < 3; i++) expect((await replicaA.consume(key, 5)).allowed).toBe(true);
    expect(await replicaB.consume(key, 5)).toMatchObject({ allowed: true, remaining: 1 });
    expect(await replicaB.consume(key, 5)).toMatchObject({ allowed: true, remaining: 0 });
    expect((await replicaA.consume(key, 5)).allowed).toBe(false);
    expect((await replicaB.consume(key, 5)).allowed).toBe(false);
  });

  it('admits exactly `limit` of many concurrent requests across replicas', async () => {
    const replicaA = await limiterOn(openPool(database.url));
    const replicaB = await limiterOn(openPool(database.url));
    const key = randomUUID();

    const decisions = await Promise.all(
      Array.from({ length: 30 }, (_, i) => (i % 2 ? replicaA : replicaB).consume(key, 10)),
    );
    expect(decisions.filter((decision) => decision.allowed)).toHaveLength(10);
    const remaining = decisions.filter((d) => d.allowed).map((d) => d.remaining);
    expect(remaining.sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('keeps keys independent, each with its own limit', async () => {
    const limiter = await limiterOn(openPool(database.url));
    const small = randomUUID();
    const large = randomUUID();

    expect((await limiter.consume(small, 1)).allowed).toBe(true);
    expect((await limiter.consume(small, 1)).allowed).toBe(false);

    for (let i = 0; i < 4; i++) {
      expect(await limiter.consume(large, 4)).toMatchObject({ allowed: true, remaining: 3 - i });
    }
    expect(await limiter.consume(large, 4)).toMatchObject({ allowed: false, limit: 4 });
    expect(await limiter.consume(randomUUID(), 1000)).toMatchObject({
      allowed: true,
      limit: 1000,
      remaining: 999,
    });
  });

  it('applies a changed limit to the current window at once', async () => {
    const limiter = await limiterOn(openPool(database.url));
    const key = randomUUID();

    for (let i = 0; i < 3; i++) expect((await limiter.consume(key, 3)).allowed).toBe(true);
    expect((await limiter.consume(key, 3)).allowed).toBe(false);
    // Raised by an administrator: the requests already counted (4, one denied) still count.
    expect(await limiter.consume(key, 10)).toMatchObject({ allowed: true, remaining: 5 });
    // Lowered again: denied straight away, no fresh budget.
    expect(await limiter.consume(key, 2)).toMatchObject({ allowed: false, remaining: 0 });
  });

  it('opens a fresh window once the stored one has expired', async () => {
    const pool = openPool(database.url);
    const limiter = await limiterOn(pool);
    const key = randomUUID();

    expect((await limiter.consume(key, 1)).allowed).toBe(true);
    expect((await limiter.consume(key, 1)).allowed).toBe(false);
    // Stand-in for waiting a minute: end the window in the store.
    await pool.query(`update "heed_rate_limit" set expire = $1 where key = $2`, [
      Date.now() - 1,
      `heed:${key}`,
    ]);
    const fresh = await limiter.consume(key, 1);
    expect(fresh).toMatchObject({ allowed: true, remaining: 0 });
    expect(fresh.resetSeconds).toBeGreaterThanOrEqual(59);
  });

  it('refuses to start without its table', async () => {
    await expect(
      createKeyRateLimiter({ pool: openPool(database.url), tableName: 'no_such_table' }),
    ).rejects.toThrow(/does not exist/);
  });

  it('rejects invalid arguments', async () => {
    const limiter = await limiterOn(openPool(database.url));
    await expect(limiter.consume(randomUUID(), 0)).rejects.toThrow(RangeError);
    await expect(limiter.consume(randomUUID(), 1.5)).rejects.toThrow(RangeError);
    await expect(limiter.consume('', 10)).rejects.toThrow(RangeError);
    await expect(limiter.consume('x'.repeat(251), 10)).rejects.toThrow(RangeError);
  });
});

describe('the per-key rate limiter when the store fails', () => {
  it('keeps limiting in memory on an unreachable database, with one warning', async () => {
    const logger = warnings();
    const limiter = await limiterOn(openPool(await closedPortUrl()), { logger });
    const key = randomUUID();

    for (let i = 0; i < 3; i++) {
      expect(await limiter.consume(key, 3)).toMatchObject({ allowed: true, remaining: 2 - i });
    }
    const denied = await limiter.consume(key, 3);
    expect(denied).toMatchObject({ allowed: false, remaining: 0 });
    expect(denied.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect((await limiter.consume(randomUUID(), 3)).allowed).toBe(true);

    // Startup probe and five consumes failed; all within 30 s: a single warning.
    expect(logger.calls).toHaveLength(1);
    expect(logger.calls[0]?.msg).toMatch(/rate-limit store failed/);
    expect(logger.calls[0]?.obj).toMatchObject({ table: 'heed_rate_limit', failures: 1 });
  });

  it('carries on in memory when the pool goes away mid-window', async () => {
    const logger = warnings();
    const pool = openPool(database.url);
    const limiter = await limiterOn(pool, { logger });
    const key = randomUUID();

    expect((await limiter.consume(key, 2)).allowed).toBe(true);
    expect(logger.calls).toHaveLength(0);
    await pool.end();
    pools.splice(pools.indexOf(pool), 1);

    // The memory window starts afresh on this replica: the limit still holds, nothing throws.
    expect((await limiter.consume(key, 2)).allowed).toBe(true);
    expect((await limiter.consume(key, 2)).allowed).toBe(true);
    expect(await limiter.consume(key, 2)).toMatchObject({ allowed: false, remaining: 0 });
    expect(logger.calls).toHaveLength(1);
  });

  it('does not wait on a database that never answers', async () => {
    const sockets = new Set<Socket>();
    const silent: Server = createServer((socket) => {
      sockets.add(socket);
    }).listen(0, '127.0.0.1');
    await once(silent, 'listening');
    const address = silent.address();
    const port = typeof address === 'object' && address ? address.port : 1;
    try {
      const logger = warnings();
      const pool = openPool(`postgres://heed:heed@127.0.0.1:${port}/heed`);
      const limiter = await limiterOn(pool, { logger, storeTimeoutMs: 100 });
      const key = randomUUID();

      const started = Date.now();
      expect((await limiter.consume(key, 1)).allowed).toBe(true);
      expect((await limiter.consume(key, 1)).allowed).toBe(false);
      expect(Date.now() - started).toBeLessThan(1_000);
      expect(logger.calls).toHaveLength(1);
      expect(logger.calls[0]?.obj).toMatchObject({
        err: expect.objectContaining({ message: expect.stringMatching(/within 100 ms/) }),
      });
    } finally {
      for (const socket of sockets) socket.destroy();
      silent.close();
    }
  });
});

/** The pool as the limiter sees it, counting its statements; `failing` makes every one fail. */
function countingPool(pool: pg.Pool): { pool: pg.Pool; statements(): number; failing: boolean } {
  let statements = 0;
  const counting = {
    failing: false,
    statements: () => statements,
    pool: {
      query(query: unknown) {
        statements++;
        if (counting.failing) return Promise.reject(new Error('store is down (test)'));
        return pool.query(query as pg.QueryConfig);
      },
    } as unknown as pg.Pool,
  };
  return counting;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function burst(limiter: KeyRateLimiter, key: string, limit: number, n: number) {
  return Promise.all(Array.from({ length: n }, () => limiter.consume(key, limit)));
}

async function storedPoints(pool: pg.Pool, key: string): Promise<number | undefined> {
  const result = await pool.query<{ points: number; expire: string }>(
    `select points, expire from "heed_rate_limit" where key = $1`,
    [`heed:${key}`],
  );
  const row = result.rows[0];
  if (row === undefined) return undefined;
  expect(Number(row.expire)).toBeGreaterThan(Date.now());
  return row.points;
}

/** `RateLimit-*` values a client may rely on, whatever path decided. */
function expectCoherent(decision: RateLimitDecision, limit: number): void {
  expect(decision.limit).toBe(limit);
  expect(Number.isInteger(decision.remaining)).toBe(true);
  expect(decision.remaining).toBeGreaterThanOrEqual(0);
  expect(decision.remaining).toBeLessThanOrEqual(limit - 1);
  expect(Number.isInteger(decision.resetSeconds)).toBe(true);
  expect(decision.resetSeconds).toBeGreaterThanOrEqual(0);
  expect(decision.resetSeconds).toBeLessThanOrEqual(60);
  if (decision.allowed) {
    expect(decision.retryAfterSeconds).toBeUndefined();
  } else {
    expect(decision.remaining).toBe(0);
    expect(decision.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(decision.resetSeconds).toBe(decision.retryAfterSeconds);
  }
}

describe('the per-key rate limiter on a hot key (counted in memory, synced in batches)', () => {
  it('admits exactly `limit` of a concurrent burst on a key it knows nothing about', async () => {
    const base = openPool(database.url);
    const counting = countingPool(base);
    const limiter = await limiterOn(counting.pool);
    const key = randomUUID();
    const limit = 100;
    const before = counting.statements();

    const decisions = await burst(limiter, key, limit, limit + 50);

    expect(decisions.filter((decision) => decision.allowed)).toHaveLength(limit);
    const remaining = decisions.filter((d) => d.allowed).map((d) => d.remaining);
    expect(remaining.sort((a, b) => a - b)).toEqual(Array.from({ length: limit }, (_, i) => i));
    for (const decision of decisions) expectCoherent(decision, limit);
    // No count from the store yet when they all arrive: every one is decided by the store.
    expect(counting.statements() - before).toBe(limit + 50);
  });

  it('admits exactly `limit` of a concurrent burst on a hot key, in memory', async () => {
    const base = openPool(database.url);
    const counting = countingPool(base);
    const limiter = await limiterOn(counting.pool);
    const key = randomUUID();
    const limit = 100;

    // 20 requests in a second make the key hot (25 for slack); the last answer is fresh.
    const warmUp: RateLimitDecision[] = [];
    for (let i = 0; i < 25; i++) warmUp.push(await limiter.consume(key, limit));
    const before = counting.statements();
    const decisions = await burst(limiter, key, limit, limit + 50);

    const all = [...warmUp, ...decisions];
    expect(all.filter((decision) => decision.allowed)).toHaveLength(limit);
    const remaining = all.filter((d) => d.allowed).map((d) => d.remaining);
    expect(remaining.sort((a, b) => a - b)).toEqual(Array.from({ length: limit }, (_, i) => i));
    for (const decision of all) expectCoherent(decision, limit);
    // Decided in memory: not one statement until the sync.
    expect(counting.statements() - before).toBe(0);
    await limiter.close();
    expect(counting.statements() - before).toBe(1);
    expect(await storedPoints(base, key)).toBe(25 + limit + 50);
  });

  it('stays exact on one replica across many syncs', async () => {
    const limiter = await limiterOn(openPool(database.url), { syncIntervalMs: 20 });
    const key = randomUUID();
    const limit = 120;

    const decisions: RateLimitDecision[] = [];
    for (let wave = 0; wave < 30; wave++) {
      decisions.push(...(await burst(limiter, key, limit, 8)));
      await sleep(5);
    }
    expect(decisions.filter((decision) => decision.allowed)).toHaveLength(limit);
    // Admitted first, then denied: once over the limit, never admitted again in the window.
    const firstDenied = decisions.findIndex((decision) => !decision.allowed);
    expect(firstDenied).toBe(limit);
    for (const decision of decisions) expectCoherent(decision, limit);
  });

  it('keeps two replicas hammering one key within the documented overshoot', async () => {
    const syncIntervalMs = 50;
    const replicaA = await limiterOn(openPool(database.url), { syncIntervalMs });
    const replicaB = await limiterOn(openPool(database.url), { syncIntervalMs });
    const key = randomUUID();
    const limit = 200;
    const perRound = 5;
    const roundMs = 20;

    // Every `roundMs` each replica takes `perRound` concurrent requests: the key stays hot on both.
    const decisions: RateLimitDecision[] = [];
    const started = Date.now();
    for (let round = 0; round < 50; round++) {
      decisions.push(
        ...(await Promise.all(
          Array.from({ length: 2 * perRound }, (_, i) =>
            (i % 2 ? replicaA : replicaB).consume(key, limit),
          ),
        )),
      );
      await sleep(roundMs);
    }
    const elapsedMs = Date.now() - started;

    const allowed = decisions.filter((decision) => decision.allowed).length;
    // The other replica's requests in 2 × (sync interval + round trip); round trips below 50 ms.
    const overshootBound = perRound * Math.ceil((2 * (syncIntervalMs + 50)) / roundMs);
    expect(overshootBound).toBeLessThan(limit / 2);
    expect(allowed).toBeGreaterThanOrEqual(limit);
    expect(allowed, `in ${elapsedMs} ms`).toBeLessThanOrEqual(limit + overshootBound);
    for (const decision of decisions) expectCoherent(decision, limit);
    // Both replicas have long caught up: the last rounds are denied everywhere.
    expect(decisions.slice(-5 * 2 * perRound).every((decision) => !decision.allowed)).toBe(true);
  });

  it('has every consumed request in the store once closed, and syncs on its own before', async () => {
    const pool = openPool(database.url);
    const limiter = await limiterOn(pool, { syncIntervalMs: 20 });
    const key = randomUUID();

    await burst(limiter, key, 60, 110);
    // Synced by the timer: 110 requests, the denied ones included.
    await sleep(200);
    expect(await storedPoints(pool, key)).toBe(110);

    await burst(limiter, key, 60, 40);
    await limiter.close();
    expect(await storedPoints(pool, key)).toBe(150);
    // Closed: counted synchronously from now on.
    expect(await limiter.consume(key, 1000)).toMatchObject({ allowed: true, remaining: 849 });
    expect(await storedPoints(pool, key)).toBe(151);
  });

  it('shares what it syncs: the other replica learns the count of a hot key', async () => {
    const replicaA = await limiterOn(openPool(database.url), { syncIntervalMs: 20 });
    const replicaB = await limiterOn(openPool(database.url), { syncIntervalMs: 20 });
    const key = randomUUID();

    await burst(replicaA, key, 1000, 100);
    await sleep(200);
    // B is cold for this key: exact, from the store.
    expect(await replicaB.consume(key, 1000)).toMatchObject({ allowed: true, remaining: 899 });
    // A lowered limit applies at once to the hot key too.
    expect(await replicaA.consume(key, 100)).toMatchObject({ allowed: false, remaining: 0 });
  });

  it('goes back to exact synchronous counting once the key cools down', async () => {
    const replicaA = await limiterOn(openPool(database.url));
    const replicaB = await limiterOn(openPool(database.url));
    const key = randomUUID();

    await burst(replicaA, key, 1000, 40);
    // The rate of the last second drops below the threshold within two seconds.
    await sleep(2_100);
    for (let i = 0; i < 5; i++) await replicaB.consume(key, 1000);
    // Still hot, A would answer from its last known count (40) and say 959.
    expect(await replicaA.consume(key, 1000)).toMatchObject({ allowed: true, remaining: 954 });
  });

  it('falls back to counting in memory when a sync fails, and recovers', async () => {
    const logger = warnings();
    const counting = countingPool(openPool(database.url));
    const limiter = await limiterOn(counting.pool, { logger, syncIntervalMs: 20 });
    const key = randomUUID();
    const limit = 100;

    expect((await burst(limiter, key, limit, 30)).every((d) => d.allowed)).toBe(true);
    await sleep(100);

    counting.failing = true;
    // Hot: decided in memory against the last known count (30); the sync of these 30 fails.
    const during = await burst(limiter, key, limit, 30);
    expect(during.every((decision) => decision.allowed)).toBe(true);
    await sleep(100);
    expect(logger.calls).toHaveLength(1);
    expect(logger.calls[0]?.msg).toMatch(/rate-limit store failed/);

    // The 30 unsynced requests now count in memory, with every later one: 70 more are admitted.
    const outage = await burst(limiter, key, limit, 100);
    expect(outage.filter((decision) => decision.allowed)).toHaveLength(70);
    for (const decision of [...during, ...outage]) expectCoherent(decision, limit);

    counting.failing = false;
    // The store answers again: its count (30 + this one) decides; the memory counts are not
    // replayed, as on the synchronous path.
    expect(await limiter.consume(key, limit)).toMatchObject({ allowed: true, remaining: 69 });
  });
});
