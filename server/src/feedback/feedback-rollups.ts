import type { HeedQueries } from '@heed/db';
import type { FeedbackFilter } from './feedback-filter.ts';
import { periodBoundsMs } from './feedback-rollups.repository.ts';
import { onQuarterHour } from './rollup-coverage.ts';

/**
 * The counts the database keeps at write time in `feedback_rollup` per team, survey, app,
 * "has text" and UTC quarter hour, hour, day and month (statement-level triggers on `feedback`,
 * in the same transaction as the rows, so a read snapshot sees counts and rows alike), and when
 * they answer a filter. A filter that only narrows by survey, app, `hasText` and a period whose
 * bounds fall on quarter hours in UTC (every zone: offsets are multiples of 15 minutes) is
 * answered from these counts, each part of the period from the coarsest rows that fit
 * (`rollup-coverage.ts`; reads in `feedback-rollups.repository.ts`). Any other filter (tags,
 * themes, words, device, status, assignee, ratings and choices beyond what a caller allows) is
 * counted from the rows themselves.
 */

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
 * period bounds that are not on quarter hours in UTC (a zone's old local mean time).
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
    if (!onQuarterHour(lo) || !onQuarterHour(hi)) return undefined;
  }
  const scope: RollupScope = { teamId, lo, hi, tz: filter.tz };
  if (filter.surveyId !== undefined) scope.surveyId = filter.surveyId;
  if (filter.appName !== undefined) scope.appName = filter.appName;
  if (filter.hasText !== undefined) scope.hasText = filter.hasText;
  return scope;
}
