import { describe, expect, test } from 'vitest';
import { excerpt, formatAverage, formatBucket, formatDay, formatNps } from './format.ts';

describe('formatting for people', () => {
  test('averages with at most two decimals, no trailing zeros', () => {
    expect(formatAverage(4.21)).toBe('4.21');
    expect(formatAverage(4.5)).toBe('4.5');
    expect(formatAverage(4)).toBe('4');
    expect(formatAverage(3.456)).toBe('3.46');
  });

  test('NPS scores carry their sign', () => {
    expect(formatNps(34)).toBe('+34');
    expect(formatNps(-12)).toBe('−12');
    expect(formatNps(0)).toBe('0');
  });

  test('days and buckets read the same in every time zone', () => {
    expect(formatDay('2026-11-01')).toBe('1 Nov 2026');
    expect(formatBucket('2026-11-02', 'week')).toBe('2 Nov');
    expect(formatBucket('2026-11-01', 'month')).toBe('Nov 2026');
  });

  test('excerpts cut on a word boundary', () => {
    expect(excerpt('short text')).toBe('short text');
    expect(excerpt('one two three four five', 12)).toBe('one two…');
  });
});
