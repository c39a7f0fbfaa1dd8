import { describe, expect, it } from 'vitest';
import {
  type BucketSegment,
  bucketSegments,
  coveringSegments,
  onQuarterHour,
  QUARTER_HOUR_MS,
  type RollupGrain,
  type RollupSegment,
} from './rollup-coverage.ts';

/**
 * The covering of a period by rollup rows, checked on many random periods against what each row
 * of a grain covers (`[bucket, next bucket)` in UTC): the rows of the segments cover every quarter
 * hour of the period exactly once and nothing outside it, each segment starts and ends on its
 * grain's buckets, and a trend's signed segments count every quarter hour once for its own bucket
 * and, summed with their signs, nothing else.
 */

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/** The bucket after the one starting at `start`. */
function nextBucket(grain: RollupGrain, start: number): number {
  if (grain === 'q') return start + QUARTER_HOUR_MS;
  if (grain === 'h') return start + HOUR_MS;
  if (grain === 'd') return start + DAY_MS;
  const date = new Date(start);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1);
}

function isBucketStart(grain: RollupGrain, ms: number): boolean {
  const date = new Date(ms);
  if (grain === 'q') return ms % QUARTER_HOUR_MS === 0;
  if (grain === 'h') return ms % HOUR_MS === 0;
  if (grain === 'd') return ms % DAY_MS === 0;
  return ms % DAY_MS === 0 && date.getUTCDate() === 1;
}

/** The rows a segment reads, each as the range of time it counts. */
function rowsOf(segment: RollupSegment): [number, number][] {
  const rows: [number, number][] = [];
  for (let start = segment.from; start < segment.to; start = nextBucket(segment.grain, start)) {
    rows.push([start, nextBucket(segment.grain, start)]);
  }
  return rows;
}

/** A deterministic pseudo-random sequence (the same cases every run). */
function random(seed: number): (n: number) => number {
  let state = seed;
  return (n) => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return Math.floor((state / 2147483648) * n);
  };
}

function expectExactCover(segments: RollupSegment[], lo: number, hi: number): void {
  const rows = segments.flatMap(rowsOf).sort((a, b) => a[0] - b[0]);
  const gaps: string[] = [];
  let at = lo;
  for (const [start, end] of rows) {
    if (start !== at) gaps.push(`${new Date(at).toISOString()} → ${new Date(start).toISOString()}`);
    at = end;
  }
  expect(gaps).toEqual([]);
  expect(at).toBe(hi);
  const misaligned = segments.filter(
    (segment) =>
      !isBucketStart(segment.grain, segment.from) || !isBucketStart(segment.grain, segment.to),
  );
  expect(misaligned).toEqual([]);
}

describe('coveringSegments', () => {
  it('covers random periods on quarter hours exactly once, coarsest rows first', () => {
    const next = random(11);
    const base = Date.UTC(2025, 10, 3);
    for (let i = 0; i < 400; i += 1) {
      const lo = base + next(200 * 96) * QUARTER_HOUR_MS;
      const hi = lo + next(120 * 96) * QUARTER_HOUR_MS;
      const segments = coveringSegments(lo, hi);
      expectExactCover(segments, lo, hi);
      // The coarsest: no run of finer rows holds a whole bucket of a coarser grain.
      const quarters = segments.filter((segment) => segment.grain === 'q');
      for (const segment of quarters) expect(segment.to - segment.from).toBeLessThan(HOUR_MS);
      expect(quarters.length).toBeLessThanOrEqual(2);
    }
  });

  it('reads a local day of Kolkata (18:30 to 18:30 UTC) as 2 quarter and 23 hour rows', () => {
    const lo = Date.parse('2026-03-09T18:30:00Z');
    const segments = coveringSegments(lo, lo + DAY_MS);
    expect(segments).toEqual([
      { grain: 'q', from: lo, to: lo + 2 * QUARTER_HOUR_MS },
      { grain: 'h', from: lo + 2 * QUARTER_HOUR_MS, to: lo + DAY_MS - 2 * QUARTER_HOUR_MS },
      { grain: 'q', from: lo + DAY_MS - 2 * QUARTER_HOUR_MS, to: lo + DAY_MS },
    ]);
    expect(segments.flatMap(rowsOf)).toHaveLength(2 + 23 + 2);
  });

  it('reads whole months, days and hours from their own rows, and open bounds', () => {
    const lo = Date.parse('2026-01-30T22:45:00Z');
    const hi = Date.parse('2026-04-02T01:15:00Z');
    expect(coveringSegments(lo, hi)).toEqual([
      { grain: 'q', from: lo, to: Date.parse('2026-01-30T23:00:00Z') },
      { grain: 'h', from: Date.parse('2026-01-30T23:00:00Z'), to: Date.parse('2026-01-31') },
      { grain: 'd', from: Date.parse('2026-01-31'), to: Date.parse('2026-02-01') },
      { grain: 'm', from: Date.parse('2026-02-01'), to: Date.parse('2026-04-01') },
      { grain: 'd', from: Date.parse('2026-04-01'), to: Date.parse('2026-04-02') },
      { grain: 'h', from: Date.parse('2026-04-02'), to: Date.parse('2026-04-02T01:00:00Z') },
      { grain: 'q', from: Date.parse('2026-04-02T01:00:00Z'), to: hi },
    ]);
    expect(coveringSegments(Number.NEGATIVE_INFINITY, Number.POSITIVE_INFINITY)).toEqual([
      { grain: 'm', from: Number.NEGATIVE_INFINITY, to: Number.POSITIVE_INFINITY },
    ]);
    expect(coveringSegments(Number.NEGATIVE_INFINITY, hi).at(0)).toEqual({
      grain: 'm',
      from: Number.NEGATIVE_INFINITY,
      to: Date.parse('2026-04-01'),
    });
    expect(coveringSegments(hi, hi)).toEqual([]);
  });

  it('tells instants on quarter hours from others', () => {
    expect(onQuarterHour(Date.parse('2026-03-09T18:45:00Z'))).toBe(true);
    expect(onQuarterHour(Date.parse('2026-03-09T18:40:00Z'))).toBe(false);
    expect(onQuarterHour(Number.NEGATIVE_INFINITY)).toBe(true);
  });
});

describe('bucketSegments', () => {
  /**
   * Per bucket, the signed number of rows that count each quarter hour of `[lo, hi)`: every row a
   * segment reads must lie in that range.
   */
  function signedCoverage(segments: BucketSegment[], lo: number, hi: number): number[][] {
    const buckets = 1 + Math.max(...segments.map((segment) => segment.bucket));
    const quarters = (hi - lo) / QUARTER_HOUR_MS;
    const coverage = Array.from({ length: buckets }, () => new Array<number>(quarters).fill(0));
    for (const segment of segments) {
      const row = coverage[segment.bucket] as number[];
      for (const [start, end] of rowsOf(segment)) {
        if (start < lo || end > hi) throw new Error(`a row outside: ${JSON.stringify(segment)}`);
        for (let at = start; at < end; at += QUARTER_HOUR_MS) {
          const index = (at - lo) / QUARTER_HOUR_MS;
          row[index] = (row[index] as number) + segment.sign;
        }
      }
    }
    return coverage;
  }

  it('count each quarter hour once for its own bucket, and nothing else', () => {
    const next = random(5);
    for (let i = 0; i < 100; i += 1) {
      // Buckets of 1 to 8 days starting at a random quarter hour, as days and weeks of a zone.
      const starts = [Date.UTC(2026, 0, 1) + next(400 * 96) * QUARTER_HOUR_MS];
      const count = 1 + next(20);
      for (let b = 1; b < count; b += 1) {
        starts.push((starts.at(-1) as number) + (1 + next(8)) * DAY_MS + (next(9) - 4) * HOUR_MS);
      }
      const hi = (starts.at(-1) as number) + (1 + next(8)) * DAY_MS;
      const segments = bucketSegments(starts, hi);
      // Rows of the UTC days around the period may be read, to be taken off again.
      const lo = Math.floor((starts[0] as number) / DAY_MS) * DAY_MS;
      const end = Math.ceil(hi / DAY_MS) * DAY_MS;
      const bounds = [...starts, hi];
      const expected = starts.map((_, bucket) =>
        Array.from({ length: (end - lo) / QUARTER_HOUR_MS }, (_, index) => {
          const at = lo + index * QUARTER_HOUR_MS;
          return at >= (bounds[bucket] as number) && at < (bounds[bucket + 1] as number) ? 1 : 0;
        }),
      );
      expect(signedCoverage(segments, lo, end)).toEqual(expected);
      const misaligned = segments.filter(
        (segment) =>
          !isBucketStart(segment.grain, segment.from) || !isBucketStart(segment.grain, segment.to),
      );
      expect(misaligned).toEqual([]);
    }
  });

  it('reads a day of Kolkata as its UTC day with 5.5 hours added and 5.5 taken off: 15 rows', () => {
    const first = Date.parse('2026-03-09T18:30:00Z');
    const starts = Array.from({ length: 45 }, (_, day) => first + day * DAY_MS);
    const segments = bucketSegments(starts, first + 45 * DAY_MS);
    expect(segments.filter((segment) => segment.bucket === 0)).toEqual([
      { grain: 'q', from: first, to: first + 2 * QUARTER_HOUR_MS, bucket: 0, sign: 1 },
      {
        grain: 'h',
        from: first + 2 * QUARTER_HOUR_MS,
        to: first + 5.5 * HOUR_MS,
        bucket: 0,
        sign: 1,
      },
      {
        grain: 'd',
        from: first + 5.5 * HOUR_MS,
        to: first + DAY_MS + 5.5 * HOUR_MS,
        bucket: 0,
        sign: 1,
      },
      {
        grain: 'q',
        from: first + DAY_MS,
        to: first + DAY_MS + 2 * QUARTER_HOUR_MS,
        bucket: 0,
        sign: -1,
      },
      {
        grain: 'h',
        from: first + DAY_MS + 2 * QUARTER_HOUR_MS,
        to: first + DAY_MS + 5.5 * HOUR_MS,
        bucket: 0,
        sign: -1,
      },
    ]);
    expect(segments.flatMap(rowsOf)).toHaveLength(45 * 15);
  });

  it('reads a day of New York (05:00 to 05:00 UTC) from 11 rows and a UTC day from 1', () => {
    const first = Date.parse('2026-01-10T05:00:00Z');
    expect(bucketSegments([first], first + DAY_MS).flatMap(rowsOf)).toHaveLength(11);
    const utc = Date.parse('2026-01-10T00:00:00Z');
    expect(bucketSegments([utc], utc + DAY_MS)).toEqual([
      { grain: 'd', from: utc, to: utc + DAY_MS, bucket: 0, sign: 1 },
    ]);
  });
});
