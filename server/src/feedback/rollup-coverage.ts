/**
 * Which rollup rows answer a period: `feedback_rollup` counts per UTC quarter hour (`q`), hour
 * (`h`), day (`d`) and month (`m`), and a period whose bounds fall on quarter hours in UTC is the
 * union of whole buckets of those grains — the coarsest that fit, so that few rows are read: whole
 * months from the month rows, the whole days left from the day rows, the whole hours left from the
 * hour rows, the quarter hours at the edges from the quarter rows. Every IANA zone's offset is a
 * multiple of 15 minutes (Kolkata +5:30, Kathmandu +5:45, …), so every local day begins on a
 * quarter hour in UTC. A trend's bucket (a local day rarely holds a whole UTC day; in Kolkata it
 * holds none) may instead be counted from whole UTC days with the edges added or taken off,
 * whichever reads fewer rows. Pure arithmetic on UTC milliseconds; the reads are in
 * `feedback-rollups.repository.ts`.
 */

export type RollupGrain = 'q' | 'h' | 'd' | 'm';

/** One range of one grain's rows: the buckets that start in `[from, to)` (UTC milliseconds). */
export interface RollupSegment {
  grain: RollupGrain;
  from: number;
  to: number;
}

export const QUARTER_HOUR_MS = 900_000;

const FIXED_MS: Record<Exclude<RollupGrain, 'm'>, number> = {
  q: QUARTER_HOUR_MS,
  h: 3_600_000,
  d: 86_400_000,
};

/** Coarsest first. */
const GRAINS: readonly RollupGrain[] = ['m', 'd', 'h', 'q'];

/** Whether `ms` is an instant the quarter-hour rows can start or end a period at. */
export function onQuarterHour(ms: number): boolean {
  return !Number.isFinite(ms) || ms % QUARTER_HOUR_MS === 0;
}

/** The first bucket start of `grain` at or after `ms` (`up`), or at or before it. */
function bucketEdge(grain: RollupGrain, ms: number, up: boolean): number {
  if (!Number.isFinite(ms)) return ms;
  if (grain !== 'm') {
    const size = FIXED_MS[grain];
    return (up ? Math.ceil(ms / size) : Math.floor(ms / size)) * size;
  }
  const date = new Date(ms);
  const start = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1);
  return up && start < ms ? Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1) : start;
}

/**
 * The segments that cover `[lo, hi)` exactly once, in time order: the coarsest grain's whole
 * buckets inside, each side's remainder by the next finer grain. `lo` and `hi` lie on quarter
 * hours or are infinite (no bound).
 */
export function coveringSegments(
  lo: number,
  hi: number,
  grains: readonly RollupGrain[] = GRAINS,
): RollupSegment[] {
  const [grain, ...finer] = grains;
  if (grain === undefined || !(lo < hi)) return [];
  if (finer.length === 0) return [{ grain, from: lo, to: hi }];
  const from = bucketEdge(grain, lo, true);
  const to = bucketEdge(grain, hi, false);
  if (!(from < to)) return coveringSegments(lo, hi, finer);
  return [
    ...coveringSegments(lo, from, finer),
    { grain, from, to },
    ...coveringSegments(to, hi, finer),
  ];
}

/** How many rows of one key a segment reads. */
function rowCount(segment: RollupSegment): number {
  if (segment.grain !== 'm') return (segment.to - segment.from) / FIXED_MS[segment.grain];
  const from = new Date(segment.from);
  const to = new Date(segment.to);
  return (to.getUTCFullYear() - from.getUTCFullYear()) * 12 + to.getUTCMonth() - from.getUTCMonth();
}

/** A segment whose rows are added (`sign` 1) or taken off (-1). */
interface SignedSegment {
  segment: RollupSegment;
  sign: 1 | -1;
}

/** A segment of a trend's bucket: its rows count for bucket `bucket`, added or taken off. */
export interface BucketSegment extends RollupSegment {
  bucket: number;
  sign: 1 | -1;
}

/**
 * The fewest rows that count `[lo, hi)` (on quarter hours), with signs: either its covering, or
 * the whole UTC days from the day before or after either bound, less or plus the edges. A day
 * in Kolkata (18:30→18:30 UTC) is its covering's 2 + 23 + 2 rows, or the UTC day it ends in
 * with the 5.5 hours before it added (2 quarter and 5 hour rows) and the 5.5 hours after its end
 * taken off: 15 rows.
 */
export function signedSegments(lo: number, hi: number): SignedSegment[] {
  const plus = (segments: RollupSegment[]) =>
    segments.map((segment): SignedSegment => ({ segment, sign: 1 }));
  const minus = (segments: RollupSegment[]) =>
    segments.map((segment): SignedSegment => ({ segment, sign: -1 }));
  const candidates = [plus(coveringSegments(lo, hi))];
  const starts = [bucketEdge('d', lo, true), bucketEdge('d', lo, false)];
  const ends = [bucketEdge('d', hi, false), bucketEdge('d', hi, true)];
  for (const start of starts) {
    for (const end of ends) {
      if (!(start < end) || (start === lo && end === hi)) continue;
      candidates.push([
        ...(start >= lo ? plus(coveringSegments(lo, start)) : minus(coveringSegments(start, lo))),
        ...plus(coveringSegments(start, end)),
        ...(end <= hi ? plus(coveringSegments(end, hi)) : minus(coveringSegments(hi, end))),
      ]);
    }
  }
  const rows = (candidate: { segment: RollupSegment }[]) =>
    candidate.reduce((sum, { segment }) => sum + rowCount(segment), 0);
  return candidates.reduce((best, candidate) => (rows(candidate) < rows(best) ? candidate : best));
}

/**
 * The segments that count consecutive buckets of a trend, `[starts[i], starts[i + 1])` and the
 * last `[starts[n - 1], hi)`, each bucket by its own fewest rows (`signedSegments`), so each
 * bucket's count is the signed sum of its segments' rows.
 */
export function bucketSegments(starts: readonly number[], hi: number): BucketSegment[] {
  return starts.flatMap((start, bucket) =>
    signedSegments(start, starts[bucket + 1] ?? hi).map(({ segment, sign }) => ({
      ...segment,
      bucket,
      sign,
    })),
  );
}
