import { describe, expect, it } from 'vitest';
import { bucketStart, bucketStarts, previousPeriod, today, trendPeriod } from './stats-period.ts';

describe('trend periods', () => {
  it('starts weeks on Monday and months on the first', () => {
    expect(bucketStart('2026-11-01', 'week')).toBe('2026-10-26'); // a Sunday
    expect(bucketStart('2026-11-02', 'week')).toBe('2026-11-02'); // a Monday
    expect(bucketStart('2026-02-28', 'month')).toBe('2026-02-01');
    expect(bucketStarts('2026-01-30', '2026-03-01', 'month')).toEqual([
      '2026-01-01',
      '2026-02-01',
      '2026-03-01',
    ]);
  });

  it('compares with as many days before, or as many whole months', () => {
    expect(previousPeriod({ from: '2026-03-01', to: '2026-03-10' }, 'day')).toEqual({
      from: '2026-02-19',
      to: '2026-02-28',
    });
    expect(previousPeriod({ from: '2026-03-01', to: '2026-04-30' }, 'month')).toEqual({
      from: '2026-01-01',
      to: '2026-02-28',
    });
    expect(previousPeriod({ from: '2026-03-05', to: '2026-04-30' }, 'month')).toEqual({
      from: '2026-01-07',
      to: '2026-03-04',
    });
  });

  it('defaults to 30 days, 12 weeks or 12 months up to today', () => {
    expect(trendPeriod({}, 'day', '2026-03-10')).toEqual({ from: '2026-02-09', to: '2026-03-10' });
    expect(trendPeriod({}, 'week', '2026-03-11')).toEqual({ from: '2025-12-22', to: '2026-03-11' });
    expect(trendPeriod({}, 'month', '2026-03-11')).toEqual({
      from: '2025-04-01',
      to: '2026-03-11',
    });
    expect(() =>
      trendPeriod({ from: '2020-01-01', to: '2026-01-01' }, 'day', '2026-01-01'),
    ).toThrow();
  });

  it('knows today in a zone', () => {
    const late = new Date('2026-10-24T22:30:00Z');
    expect(today(late, 'UTC')).toBe('2026-10-24');
    expect(today(late, 'Europe/Oslo')).toBe('2026-10-25');
  });
});
