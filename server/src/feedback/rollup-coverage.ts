/**
 * Which rollup rows answer a period: `feedback_rollup` counts per UTC quarter hour (`q`), hour
 * (`h`), day (`d`) and month (`m`), and a period whose bounds fall on quarter hours in UTC is the
 * union of whole buckets of those grains — the coarsest that fit, so that few rows are read: whole
 * months from the month rows, the whole days left from the day rows, the whole hours left from the
 * hour rows, the quarter hours at the edges from the quarter rows. Every IANA zone's offset is a
 * multiple of 15 minutes (Kolkata +5:30, Kathmandu +5:45, …), so every local day begins on a
 * quarter hour in UTC. Pure arithmetic on UTC milliseconds; the reads are in
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

/**
 * The segments that cover consecutive buckets of a trend, `[starts[i], starts[i + 1])` and the
 * last `[starts[n - 1], hi)`, each bucket by its own covering (so no row straddles two buckets:
 * a row's bucket is the one its start lies in), adjacent segments of one grain merged into one
 * range.
 */
export function bucketSegments(starts: readonly number[], hi: number): RollupSegment[] {
  const merged: RollupSegment[] = [];
  starts.forEach((start, index) => {
    for (const segment of coveringSegments(start, starts[index + 1] ?? hi)) {
      const last = merged.at(-1);
      if (last && last.grain === segment.grain && last.to === segment.from) last.to = segment.to;
      else merged.push({ ...segment });
    }
  });
  return merged;
}
