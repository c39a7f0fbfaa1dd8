import { describe, expect, it } from 'vitest';
import { retryDelayMs } from './retry-schedule.ts';

const schedule = [5_000, 300_000, 1_800_000];

describe('retry schedule', () => {
  it('waits the pause of the failed attempt, ±10 %', () => {
    expect(retryDelayMs(schedule, 1, () => 0.5)).toBe(5_000);
    expect(retryDelayMs(schedule, 1, () => 0)).toBe(4_500);
    expect(retryDelayMs(schedule, 1, () => 1)).toBe(5_500);
    expect(retryDelayMs(schedule, 2, () => 0.5)).toBe(300_000);
    expect(retryDelayMs(schedule, 3, () => 0.25)).toBe(1_710_000);
    for (let i = 0; i < 1_000; i++) {
      const delay = retryDelayMs(schedule, 2) as number;
      expect(delay).toBeGreaterThanOrEqual(270_000);
      expect(delay).toBeLessThanOrEqual(330_000);
    }
  });

  it('has no next attempt past the last pause', () => {
    expect(retryDelayMs(schedule, 4)).toBeUndefined();
    expect(retryDelayMs([1_000], 2)).toBeUndefined();
    expect(retryDelayMs(schedule, 0)).toBeUndefined();
  });
});
