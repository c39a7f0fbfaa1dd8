import { describe, expect, it } from 'vitest';
import { ManualClock } from '../testing/test-app.ts';
import { MAX_UNKNOWN_KEYS, UNKNOWN_KEY_TTL_MS, UnknownKeyCache } from './unknown-key-cache.ts';

describe('UnknownKeyCache', () => {
  it('remembers an unknown hash for a few seconds only', () => {
    const clock = new ManualClock();
    const cache = new UnknownKeyCache(clock);
    cache.remember('a'.repeat(64));
    expect(cache.has('a'.repeat(64))).toBe(true);
    expect(cache.has('b'.repeat(64))).toBe(false);
    clock.advance(UNKNOWN_KEY_TTL_MS);
    expect(cache.has('a'.repeat(64))).toBe(true);
    clock.advance(1);
    expect(cache.has('a'.repeat(64))).toBe(false);
    expect(UNKNOWN_KEY_TTL_MS).toBeLessThanOrEqual(10_000);
  });

  it('holds at most its bound, dropping the least recently seen hash first', () => {
    const cache = new UnknownKeyCache(new ManualClock(), { maxEntries: 3 });
    for (const hash of ['h1', 'h2', 'h3']) cache.remember(hash);
    expect(cache.has('h1')).toBe(true); // h2 is now the least recently seen
    cache.remember('h4');
    expect(cache.size).toBe(3);
    expect(cache.has('h2')).toBe(false);
    for (const hash of ['h1', 'h3', 'h4']) expect(cache.has(hash)).toBe(true);
  });

  it('is bounded by default', () => {
    const cache = new UnknownKeyCache(new ManualClock());
    for (let i = 0; i < MAX_UNKNOWN_KEYS + 100; i++) cache.remember(`hash-${i}`);
    expect(cache.size).toBe(MAX_UNKNOWN_KEYS);
  });
});
