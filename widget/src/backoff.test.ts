import { describe, expect, it } from 'vitest';
import { backoffDelay, retryAfterMs } from './backoff.ts';

describe('backoff', () => {
  it('doubles each step and keeps at least half of it, whatever the jitter', () => {
    const low = () => 0;
    const high = () => 0.999_999;
    expect([0, 1, 2, 3].map((n) => backoffDelay(n, low))).toEqual([500, 1_000, 2_000, 4_000]);
    expect([0, 1, 2, 3].map((n) => backoffDelay(n, high))).toEqual([1_000, 2_000, 4_000, 8_000]);
  });

  it('spreads clients that failed together over the upper half of the step', () => {
    const delays = [0.1, 0.5, 0.9].map((r) => backoffDelay(2, () => r));
    expect(new Set(delays).size).toBe(3);
    for (const delay of delays) expect(delay).toBeGreaterThanOrEqual(2_000);
    for (const delay of delays) expect(delay).toBeLessThanOrEqual(4_000);
  });

  it('never waits longer than the cap', () => {
    expect(backoffDelay(40, () => 0.999_999)).toBe(60_000);
  });

  it('reads Retry-After as seconds or as an HTTP date', () => {
    const now = Date.parse('2026-11-25T12:00:00Z');
    expect(retryAfterMs('3', now)).toBe(3_000);
    expect(retryAfterMs('Wed, 25 Nov 2026 12:00:07 GMT', now)).toBe(7_000);
    expect(retryAfterMs('Wed, 25 Nov 2026 11:00:00 GMT', now)).toBe(0);
    expect(retryAfterMs(null, now)).toBeUndefined();
    expect(retryAfterMs('soon', now)).toBeUndefined();
  });
});
