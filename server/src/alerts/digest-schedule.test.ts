import { describe, expect, it } from 'vitest';
import { nextDigestAt } from './digest-schedule.ts';

describe('nextDigestAt', () => {
  it('is today at the hour when the hour is still ahead, else tomorrow', () => {
    expect(nextDigestAt(new Date('2026-06-10T05:00:00Z'), 8, 'Europe/Oslo').toISOString()).toBe(
      '2026-06-10T06:00:00.000Z',
    );
    expect(nextDigestAt(new Date('2026-06-10T06:00:00Z'), 8, 'Europe/Oslo').toISOString()).toBe(
      '2026-06-11T06:00:00.000Z',
    );
    expect(nextDigestAt(new Date('2026-06-10T23:30:00Z'), 0, 'UTC').toISOString()).toBe(
      '2026-06-11T00:00:00.000Z',
    );
  });

  it('keeps the wall-clock hour across the spring change in Europe/Oslo', () => {
    // 29 March 2026: 02:00 CET becomes 03:00 CEST.
    expect(nextDigestAt(new Date('2026-03-28T08:00:00Z'), 8, 'Europe/Oslo').toISOString()).toBe(
      '2026-03-29T06:00:00.000Z',
    );
    expect(nextDigestAt(new Date('2026-03-27T08:00:00Z'), 8, 'Europe/Oslo').toISOString()).toBe(
      '2026-03-28T07:00:00.000Z',
    );
  });

  it('sends a digest whose hour is skipped when the clock lands after the jump', () => {
    expect(nextDigestAt(new Date('2026-03-28T12:00:00Z'), 2, 'Europe/Oslo').toISOString()).toBe(
      '2026-03-29T01:00:00.000Z',
    );
  });

  it('sends a digest whose hour happens twice only the first time (autumn change)', () => {
    // 25 October 2026: 03:00 CEST becomes 02:00 CET; 02:00 happens twice.
    const first = nextDigestAt(new Date('2026-10-24T12:00:00Z'), 2, 'Europe/Oslo');
    expect(first.toISOString()).toBe('2026-10-25T00:00:00.000Z');
    expect(nextDigestAt(first, 2, 'Europe/Oslo').toISOString()).toBe('2026-10-26T01:00:00.000Z');
  });

  it('handles zones a quarter of an hour off UTC', () => {
    expect(nextDigestAt(new Date('2026-06-10T00:00:00Z'), 9, 'Asia/Kathmandu').toISOString()).toBe(
      '2026-06-10T03:15:00.000Z',
    );
  });
});
