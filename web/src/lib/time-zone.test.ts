import { describe, expect, test } from 'vitest';
import { timeZoneOf, todayIn } from './time-zone.ts';

describe('time zone from the cookie', () => {
  test('a zone the runtime knows is used as it is', () => {
    expect(timeZoneOf('Europe/Oslo')).toBe('Europe/Oslo');
  });

  test('missing or unknown counts as UTC', () => {
    expect(timeZoneOf(undefined)).toBe('UTC');
    expect(timeZoneOf('Mars/Olympus')).toBe('UTC');
    expect(timeZoneOf('"><script>')).toBe('UTC');
  });

  test('today is the day in that zone', () => {
    const instant = new Date('2026-11-25T23:30:00Z');
    expect(todayIn('UTC', instant)).toBe('2026-11-25');
    expect(todayIn('Europe/Oslo', instant)).toBe('2026-11-26');
    expect(todayIn('America/New_York', instant)).toBe('2026-11-25');
  });
});
