import type pg from 'pg';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createKeyRateLimiter, type KeyRateLimiter } from './key-rate-limiter.ts';

/**
 * The limiter against an in-memory stand-in for `heed_rate_limit` with the window rule of both
 * upserts (the synchronous one of rate-limiter-flexible and the batched sync), under fake time:
 * window ends and sync timing without waiting. The SQL itself is covered by the .int tests.
 */
interface Row {
  points: number;
  expire: number;
}

function fakeStore() {
  const rows = new Map<string, Row>();
  const statements: string[] = [];
  function upsert(key: string, points: number, newExpire: number, now: number) {
    const row = rows.get(key);
    if (row === undefined || row.expire <= now) {
      rows.set(key, { points, expire: newExpire });
    } else {
      row.points += points;
    }
    const stored = rows.get(key) as Row;
    return { key, points: stored.points, expire: String(stored.expire) };
  }
  const pool = {
    async query(query: { text: string; name?: string; values?: unknown[] }) {
      statements.push(query.name ?? query.text);
      const values = query.values ?? [];
      if (query.name?.endsWith(':rlflx-upsert')) {
        const [key, points, newExpire, now] = values as [string, number, number, number];
        return { rows: [upsert(key, points, newExpire, now)] };
      }
      if (query.name?.endsWith(':heed-sync')) {
        const [keys, points, newExpire, now] = values as [string[], number[], number, number];
        return { rows: keys.map((key, i) => upsert(key, points[i] ?? 0, newExpire, now)) };
      }
      return { rows: [] };
    },
  };
  return { pool: pool as unknown as pg.Pool, rows, statements };
}

const limiters: KeyRateLimiter[] = [];

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-22T10:00:00.000Z') });
});

afterEach(async () => {
  await Promise.all(limiters.splice(0).map((limiter) => limiter.close()));
  vi.useRealTimers();
});

async function limiterOn(
  pool: pg.Pool,
  options: Omit<Parameters<typeof createKeyRateLimiter>[0], 'pool'> = {},
): Promise<KeyRateLimiter> {
  const limiter = await createKeyRateLimiter({ pool, ...options });
  limiters.push(limiter);
  return limiter;
}

function burst(limiter: KeyRateLimiter, key: string, limit: number, n: number) {
  return Promise.all(Array.from({ length: n }, () => limiter.consume(key, limit)));
}

describe('the per-key rate limiter on a hot key, in fake time', () => {
  it('carries a hot key into the next window with the counts the store will have', async () => {
    const store = fakeStore();
    // Hot from the second request on: decided in memory, synced every 100 ms.
    const limiter = await limiterOn(store.pool, { hotRequestsPerSecond: 1 });
    const limit = 50;
    const windowEnd = Date.now() + 60_000;

    // Unknown key: the whole burst is decided by the store, which opens the window.
    const first = await burst(limiter, 'k', limit, 70);
    expect(first.filter((decision) => decision.allowed)).toHaveLength(limit);
    expect(store.rows.get('heed:k')).toEqual({ points: 70, expire: windowEnd });

    // Later, a steady request every 20 ms across the end of the window.
    await vi.advanceTimersByTimeAsync(59_500);
    const decisions: { at: number; allowed: boolean; remaining: number; reset: number }[] = [];
    for (let step = 0; step < 50; step++) {
      const decision = await limiter.consume('k', limit);
      decisions.push({
        at: Date.now(),
        allowed: decision.allowed,
        remaining: decision.remaining,
        reset: decision.resetSeconds,
      });
      await vi.advanceTimersByTimeAsync(20);
    }
    const before = decisions.filter((decision) => decision.at < windowEnd);
    const after = decisions.filter((decision) => decision.at >= windowEnd);
    expect(before.every((decision) => !decision.allowed && decision.reset >= 1)).toBe(true);
    // The next window starts with the requests not yet synced at its start, in memory and in
    // the store alike.
    expect(after.every((decision) => decision.allowed)).toBe(true);
    const last = after.at(-1);
    await vi.advanceTimersByTimeAsync(200);
    const row = store.rows.get('heed:k');
    expect(row?.expire).toBeGreaterThan(windowEnd);
    expect(last?.remaining).toBe(limit - (row?.points ?? 0));
    expect(store.statements.filter((name) => name.endsWith(':heed-sync')).length).toBeLessThan(20);
    expect(await limiter.consume('k', limit)).toMatchObject({
      allowed: true,
      remaining: (last?.remaining ?? 0) - 1,
    });
  });

  it('syncs all hot keys in one statement, and nothing while idle', async () => {
    const store = fakeStore();
    const limiter = await limiterOn(store.pool, { hotRequestsPerSecond: 1, syncIntervalMs: 50 });
    const keys = ['a', 'c', 'b'];

    for (const key of keys) await limiter.consume(key, 1000);
    await Promise.all(keys.map((key) => burst(limiter, key, 1000, 10)));
    expect(store.rows.get('heed:a')?.points).toBe(1);
    await vi.advanceTimersByTimeAsync(50);
    expect(store.statements.filter((name) => name.endsWith(':heed-sync'))).toHaveLength(1);
    expect([...store.rows.values()].map((row) => row.points)).toEqual([11, 11, 11]);

    await vi.advanceTimersByTimeAsync(1_000);
    expect(store.statements.filter((name) => name.endsWith(':heed-sync'))).toHaveLength(1);
  });

  it('counts a cold key synchronously, one statement per request', async () => {
    const store = fakeStore();
    const limiter = await limiterOn(store.pool, { hotRequestsPerSecond: Number.POSITIVE_INFINITY });

    const decisions = await burst(limiter, 'k', 5, 30);
    expect(decisions.filter((decision) => decision.allowed)).toHaveLength(5);
    expect(store.statements.filter((name) => name.endsWith(':rlflx-upsert'))).toHaveLength(30);
    expect(store.rows.get('heed:k')?.points).toBe(30);
  });

  it('rejects invalid sync options', async () => {
    const store = fakeStore();
    await expect(createKeyRateLimiter({ pool: store.pool, syncIntervalMs: 0 })).rejects.toThrow(
      RangeError,
    );
    await expect(
      createKeyRateLimiter({ pool: store.pool, syncIntervalMs: Number.POSITIVE_INFINITY }),
    ).rejects.toThrow(RangeError);
    await expect(
      createKeyRateLimiter({ pool: store.pool, hotRequestsPerSecond: Number.NaN }),
    ).rejects.toThrow(RangeError);
  });
});
