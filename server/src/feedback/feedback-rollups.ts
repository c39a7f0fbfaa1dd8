import type { HeedQueries } from '@heed/db';
import type { FeedbackFilter } from './feedback-filter.ts';
import { periodBoundsMs } from './feedback-rollups.repository.ts';

/**
 * The counts the database keeps at write time in `feedback_rollup` per team, survey, app,
 * "has text" and UTC hour and day (statement-level triggers on `feedback`, in the same transaction
 * as the rows, so a read snapshot sees counts and rows alike), and when they answer a filter. A
 * filter that only narrows by survey, app, `hasText` and a period whose bounds fall on whole hours
 * (every zone with a whole-hour offset) is answered from these counts: whole UTC months from the
 * month rows, whole days from the day rows, the hours at either end from the hour rows
 * (`feedback-rollups.repository.ts`). Any other filter (tags, themes, words, device, status,
 * assignee, ratings and choices beyond what a caller allows) is counted from the rows themselves.
 */

const HOUR_MS = 3_600_000;

/** What of a filter the rollups can answer: the dimensions, and the period in UTC milliseconds. */
export interface RollupScope {
  teamId: string;
  surveyId?: string;
  appName?: string;
  hasText?: boolean;
  /** First instant included; `-Infinity` without `from`. */
  lo: number;
  /** First instant excluded; `Infinity` without `to`. */
  hi: number;
  tz: string;
}

/** Whether a filter narrows only by what the rollups hold (ratings and choices apart). */
function onlyRollupDimensions(filter: FeedbackFilter): boolean {
  return (
    filter.tags.length === 0 &&
    filter.theme === undefined &&
    filter.deviceType === undefined &&
    filter.q === undefined &&
    filter.statuses.length === 0 &&
    filter.assigneeRef === undefined
  );
}

/**
 * The rollup scope of a filter, or `undefined` when the rollups cannot answer it: a filter
 * beyond survey, app, `hasText`, period (and the ratings and choices a caller handles itself), or
 * period bounds that are not whole hours in UTC (zones with a half-hour offset).
 */
export async function rollupScope(
  db: HeedQueries,
  teamId: string,
  filter: FeedbackFilter,
): Promise<RollupScope | undefined> {
  if (!onlyRollupDimensions(filter)) return undefined;
  let lo = Number.NEGATIVE_INFINITY;
  let hi = Number.POSITIVE_INFINITY;
  if (filter.from !== undefined || filter.to !== undefined) {
    const bounds = await periodBoundsMs(db, filter);
    if (bounds.lo !== null) lo = bounds.lo;
    if (bounds.hi !== null) hi = bounds.hi;
    if (
      (Number.isFinite(lo) && lo % HOUR_MS !== 0) ||
      (Number.isFinite(hi) && hi % HOUR_MS !== 0)
    ) {
      return undefined;
    }
  }
  const scope: RollupScope = { teamId, lo, hi, tz: filter.tz };
  if (filter.surveyId !== undefined) scope.surveyId = filter.surveyId;
  if (filter.appName !== undefined) scope.appName = filter.appName;
  if (filter.hasText !== undefined) scope.hasText = filter.hasText;
  return scope;
}
