import type { FeedbackFilter } from './feedback-filter.ts';
import type { ReadQuery } from './read-snapshot.ts';
import { type SqlFragment, sql } from './sql-fragment.ts';

/**
 * Reads of `feedback_rollup`, the counts the database keeps at write time per team, survey, app,
 * "has text" and UTC hour and day (statement-level triggers on `feedback`, in the same transaction
 * as the rows, so a read snapshot sees counts and rows alike). A filter that only narrows by
 * survey, app, `hasText` and a period whose bounds fall on whole hours (every zone with a
 * whole-hour offset) is answered from these counts: whole UTC months from the month rows, whole
 * days from the day rows, the hours at either end from the hour rows. Any other filter (tags, themes, words, device, ratings and
 * choices beyond what a caller allows) is counted from the rows themselves.
 */

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/** Zones whose days are UTC days: trends in them read the day rows. */
const UTC_ZONES = new Set(['UTC', 'Etc/UTC', 'Etc/GMT', 'GMT', 'Etc/Universal', 'Universal']);

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
    filter.q === undefined
  );
}

/**
 * The rollup scope of a filter, or `undefined` when the rollups cannot answer it: a filter
 * beyond survey, app, `hasText`, period (and the ratings and choices a caller handles itself), or
 * period bounds that are not whole hours in UTC (zones with a half-hour offset).
 */
export async function rollupScope(
  query: ReadQuery,
  teamId: string,
  filter: FeedbackFilter,
): Promise<RollupScope | undefined> {
  if (!onlyRollupDimensions(filter)) return undefined;
  let lo = Number.NEGATIVE_INFINITY;
  let hi = Number.POSITIVE_INFINITY;
  if (filter.from !== undefined || filter.to !== undefined) {
    const rows = await query<{ lo: string | null; hi: string | null }>(
      sql`select (extract(epoch from (${filter.from ?? null}::date::timestamp at time zone ${filter.tz})) * 1000)::bigint::text as lo,
        (extract(epoch from ((${filter.to ?? null}::date + 1)::timestamp at time zone ${filter.tz})) * 1000)::bigint::text as hi`,
    );
    const row = rows[0];
    if (row?.lo) lo = Number(row.lo);
    if (row?.hi) hi = Number(row.hi);
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

const instant = (ms: number) =>
  ms === Number.NEGATIVE_INFINITY
    ? '-infinity'
    : ms === Number.POSITIVE_INFINITY
      ? 'infinity'
      : new Date(ms).toISOString();

/** The dimensions of a scope as a condition on `feedback_rollup r`. */
function dimensionsSql(scope: RollupScope): SqlFragment {
  let condition = sql`r.team_id = ${scope.teamId}::uuid`;
  if (scope.surveyId !== undefined)
    condition = sql`${condition} and r.survey_id = ${scope.surveyId}`;
  if (scope.appName !== undefined) condition = sql`${condition} and r.app_name = ${scope.appName}`;
  if (scope.hasText !== undefined) condition = sql`${condition} and r.has_text = ${scope.hasText}`;
  return condition;
}

function bucketRange(grain: 'h' | 'd' | 'm', from: number, to: number): SqlFragment | undefined {
  if (!(from < to)) return undefined;
  return sql`(r.grain = ${grain} and r.bucket >= ${instant(from)}::timestamptz and r.bucket < ${instant(to)}::timestamptz)`;
}

/** The first instant of the UTC month holding `ms`, or of the next one (`up`). */
function monthStart(ms: number, up: boolean): number {
  if (!Number.isFinite(ms)) return ms;
  const date = new Date(ms);
  const start = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1);
  return up && start < ms ? Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1) : start;
}

/** Whole UTC days of `[lo, hi)` from the day rows, the hours at either end from the hour rows. */
function dayRanges(lo: number, hi: number): (SqlFragment | undefined)[] {
  const dayFrom = Number.isFinite(lo) ? Math.ceil(lo / DAY_MS) * DAY_MS : lo;
  const dayTo = Number.isFinite(hi) ? Math.floor(hi / DAY_MS) * DAY_MS : hi;
  return dayFrom < dayTo
    ? [bucketRange('d', dayFrom, dayTo), bucketRange('h', lo, dayFrom), bucketRange('h', dayTo, hi)]
    : [bucketRange('h', lo, hi)];
}

/**
 * The rollup rows that together cover the scope's period exactly once: the month rows of the
 * whole UTC months inside it, the day rows of the whole days left, the hour rows of the rest.
 * Each part is one range of the primary key.
 */
export function coveringSql(scope: RollupScope): SqlFragment {
  const { lo, hi } = scope;
  const monthFrom = monthStart(lo, true);
  const monthTo = monthStart(hi, false);
  const parts =
    monthFrom < monthTo
      ? [
          bucketRange('m', monthFrom, monthTo),
          ...dayRanges(lo, monthFrom),
          ...dayRanges(monthTo, hi),
        ]
      : dayRanges(lo, hi);
  const ranges = parts.filter((part): part is SqlFragment => part !== undefined);
  if (ranges.length === 0) return sql`${dimensionsSql(scope)} and false`;
  const joined = ranges.reduce((all, part) => sql`${all} or ${part}`);
  return sql`${dimensionsSql(scope)} and (${joined})`;
}

/** How many items the scope holds, or how many of them have `value` in field `fieldId`. */
export async function rollupCount(
  query: ReadQuery,
  scope: RollupScope,
  key: { fieldId: string; value: string } = { fieldId: '', value: '' },
): Promise<number> {
  const rows = await query<{ n: string | null }>(
    sql`select sum(r.n)::text as n from feedback_rollup r
        where ${coveringSql(scope)} and r.field_id = ${key.fieldId} and r.value = ${key.value}`,
  );
  return Number(rows[0]?.n ?? 0);
}

/** Items and items with text in the scope. */
export async function rollupTotals(
  query: ReadQuery,
  scope: RollupScope,
): Promise<{ total: number; withText: number }> {
  const rows = await query<{ total: string | null; with_text: string | null }>(
    sql`select sum(r.n)::text as total, sum(r.n) filter (where r.has_text)::text as with_text
        from feedback_rollup r
        where ${coveringSql(scope)} and r.field_id = '' and r.value = ''`,
  );
  return { total: Number(rows[0]?.total ?? 0), withText: Number(rows[0]?.with_text ?? 0) };
}

/** Per field of `fieldIds` and value (`''`: answered at all) the number of answers in the scope. */
export async function rollupAnswerCounts(
  query: ReadQuery,
  scope: RollupScope,
  fieldIds: string[],
): Promise<{ field_id: string; value: string; n: number }[]> {
  const rows = await query<{ field_id: string; value: string; n: string }>(
    sql`select r.field_id, r.value, sum(r.n)::text as n from feedback_rollup r
        where ${coveringSql(scope)} and r.field_id = any(${fieldIds}::text[])
        group by r.field_id, r.value`,
  );
  return rows.map((row) => ({ field_id: row.field_id, value: row.value, n: Number(row.n) }));
}

/**
 * Per bucket start (`YYYY-MM-DD` in the scope's zone) and value, the ratings of one field: from
 * the day rows in UTC, from the hour rows in any other zone.
 */
export async function rollupRatingBuckets(
  query: ReadQuery,
  scope: RollupScope,
  options: { fieldId: string; interval: 'day' | 'week' | 'month' },
): Promise<{ bucket: string; rating: string; n: number }[]> {
  const grain = UTC_ZONES.has(scope.tz) && scope.lo % DAY_MS === 0 && scope.hi % DAY_MS === 0;
  const range = grain ? bucketRange('d', scope.lo, scope.hi) : bucketRange('h', scope.lo, scope.hi);
  if (!range) return [];
  const rows = await query<{ bucket: string; rating: string; n: string }>(
    sql`select to_char(date_trunc(${options.interval}, r.bucket at time zone ${scope.tz}), 'YYYY-MM-DD') as bucket,
          r.value as rating, sum(r.n)::text as n
        from feedback_rollup r
        where ${dimensionsSql(scope)} and ${range}
          and r.field_id = ${options.fieldId} and r.value <> ''
        group by 1, 2`,
  );
  return rows.map((row) => ({ bucket: row.bucket, rating: row.rating, n: Number(row.n) }));
}
