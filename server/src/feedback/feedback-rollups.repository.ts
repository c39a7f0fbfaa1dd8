import type { HeedQueries } from '@heed/db';
import { type RawBuilder, type SqlBool, sql } from 'kysely';
import type { FeedbackFilter } from './feedback-filter.ts';
import type { RollupScope } from './feedback-rollups.ts';

/**
 * Reads of `feedback_rollup r` (see `feedback-rollups.ts` for what the rollups hold and when they
 * answer a filter). Each part of a period is one range of the primary key.
 */

type Condition = RawBuilder<SqlBool>;

const DAY_MS = 86_400_000;

/** Zones whose days are UTC days: trends in them read the day rows. */
const UTC_ZONES = new Set(['UTC', 'Etc/UTC', 'Etc/GMT', 'GMT', 'Etc/Universal', 'Universal']);

/**
 * The filter's period as UTC milliseconds: `from`'s first instant and the first instant after
 * `to`, in the filter's zone (null for a bound the filter leaves open), as PostgreSQL reckons them.
 */
export async function periodBoundsMs(
  db: HeedQueries,
  filter: Pick<FeedbackFilter, 'from' | 'to' | 'tz'>,
): Promise<{ lo: number | null; hi: number | null }> {
  const row = await db
    .selectNoFrom([
      sql<
        string | null
      >`(extract(epoch from (${filter.from ?? null}::date::timestamp at time zone ${filter.tz})) * 1000)::bigint::text`.as(
        'lo',
      ),
      sql<
        string | null
      >`(extract(epoch from ((${filter.to ?? null}::date + 1)::timestamp at time zone ${filter.tz})) * 1000)::bigint::text`.as(
        'hi',
      ),
    ])
    .executeTakeFirst();
  return {
    lo: row?.lo ? Number(row.lo) : null,
    hi: row?.hi ? Number(row.hi) : null,
  };
}

const instant = (ms: number) =>
  ms === Number.NEGATIVE_INFINITY
    ? '-infinity'
    : ms === Number.POSITIVE_INFINITY
      ? 'infinity'
      : new Date(ms).toISOString();

/** The dimensions of a scope as a condition on `feedback_rollup r`. */
function dimensionsWhere(scope: RollupScope): Condition {
  let condition = sql<SqlBool>`r.team_id = ${scope.teamId}::uuid`;
  if (scope.surveyId !== undefined)
    condition = sql<SqlBool>`${condition} and r.survey_id = ${scope.surveyId}`;
  if (scope.appName !== undefined)
    condition = sql<SqlBool>`${condition} and r.app_name = ${scope.appName}`;
  if (scope.hasText !== undefined)
    condition = sql<SqlBool>`${condition} and r.has_text = ${scope.hasText}`;
  return condition;
}

function bucketRange(grain: 'h' | 'd' | 'm', from: number, to: number): Condition | undefined {
  if (!(from < to)) return undefined;
  return sql<SqlBool>`(r.grain = ${grain} and r.bucket >= ${instant(from)}::timestamptz and r.bucket < ${instant(to)}::timestamptz)`;
}

/** The first instant of the UTC month holding `ms`, or of the next one (`up`). */
function monthStart(ms: number, up: boolean): number {
  if (!Number.isFinite(ms)) return ms;
  const date = new Date(ms);
  const start = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1);
  return up && start < ms ? Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1) : start;
}

/** Whole UTC days of `[lo, hi)` from the day rows, the hours at either end from the hour rows. */
function dayRanges(lo: number, hi: number): (Condition | undefined)[] {
  const dayFrom = Number.isFinite(lo) ? Math.ceil(lo / DAY_MS) * DAY_MS : lo;
  const dayTo = Number.isFinite(hi) ? Math.floor(hi / DAY_MS) * DAY_MS : hi;
  return dayFrom < dayTo
    ? [bucketRange('d', dayFrom, dayTo), bucketRange('h', lo, dayFrom), bucketRange('h', dayTo, hi)]
    : [bucketRange('h', lo, hi)];
}

/**
 * The rollup rows that together cover the scope's period exactly once: the month rows of the
 * whole UTC months inside it, the day rows of the whole days left, the hour rows of the rest.
 */
export function coveringWhere(scope: RollupScope): Condition {
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
  const ranges = parts.filter((part): part is Condition => part !== undefined);
  if (ranges.length === 0) return sql<SqlBool>`${dimensionsWhere(scope)} and false`;
  const joined = ranges.reduce((all, part) => sql<SqlBool>`${all} or ${part}`);
  return sql<SqlBool>`${dimensionsWhere(scope)} and (${joined})`;
}

/** The statement of `rollupCount`. */
export function rollupCountQuery(
  db: HeedQueries,
  scope: RollupScope,
  key: { fieldId: string; value: string } = { fieldId: '', value: '' },
) {
  return db
    .selectFrom('feedback_rollup as r')
    .select(sql<string | null>`sum(r.n)::text`.as('n'))
    .where(coveringWhere(scope))
    .where('r.field_id', '=', key.fieldId)
    .where('r.value', '=', key.value);
}

/** How many items the scope holds, or how many of them have `value` in field `fieldId`. */
export async function rollupCount(
  db: HeedQueries,
  scope: RollupScope,
  key?: { fieldId: string; value: string },
): Promise<number> {
  const row = await rollupCountQuery(db, scope, key).executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The statement of `rollupTotals`. */
export function rollupTotalsQuery(db: HeedQueries, scope: RollupScope) {
  return db
    .selectFrom('feedback_rollup as r')
    .select([
      sql<string | null>`sum(r.n)::text`.as('total'),
      sql<string | null>`sum(r.n) filter (where r.has_text)::text`.as('with_text'),
    ])
    .where(sql<SqlBool>`${coveringWhere(scope)} and r.field_id = '' and r.value = ''`);
}

/** Items and items with text in the scope. */
export async function rollupTotals(
  db: HeedQueries,
  scope: RollupScope,
): Promise<{ total: number; withText: number }> {
  const row = await rollupTotalsQuery(db, scope).executeTakeFirst();
  return { total: Number(row?.total ?? 0), withText: Number(row?.with_text ?? 0) };
}

/** The statement of `rollupAnswerCounts`. */
export function rollupAnswerCountsQuery(db: HeedQueries, scope: RollupScope, fieldIds: string[]) {
  return db
    .selectFrom('feedback_rollup as r')
    .select(['r.field_id', 'r.value', sql<string>`sum(r.n)::text`.as('n')])
    .where(sql<SqlBool>`${coveringWhere(scope)} and r.field_id = any(${fieldIds}::text[])`)
    .groupBy(['r.field_id', 'r.value']);
}

/** Per field of `fieldIds` and value (`''`: answered at all) the number of answers in the scope. */
export async function rollupAnswerCounts(
  db: HeedQueries,
  scope: RollupScope,
  fieldIds: string[],
): Promise<{ field_id: string; value: string; n: number }[]> {
  const rows = await rollupAnswerCountsQuery(db, scope, fieldIds).execute();
  return rows.map((row) => ({ field_id: row.field_id, value: row.value, n: Number(row.n) }));
}

/**
 * The statement of `rollupRatingBuckets`, or undefined when the scope's period is empty: from the
 * day rows in UTC, from the hour rows in any other zone.
 */
export function rollupRatingBucketsQuery(
  db: HeedQueries,
  scope: RollupScope,
  options: { fieldId: string; interval: 'day' | 'week' | 'month' },
) {
  const grain = UTC_ZONES.has(scope.tz) && scope.lo % DAY_MS === 0 && scope.hi % DAY_MS === 0;
  const range = grain ? bucketRange('d', scope.lo, scope.hi) : bucketRange('h', scope.lo, scope.hi);
  if (!range) return undefined;
  return db
    .selectFrom('feedback_rollup as r')
    .select([
      sql<string>`to_char(date_trunc(${options.interval}, r.bucket at time zone ${scope.tz}), 'YYYY-MM-DD')`.as(
        'bucket',
      ),
      'r.value as rating',
      sql<string>`sum(r.n)::text`.as('n'),
    ])
    .where(
      sql<SqlBool>`${dimensionsWhere(scope)} and ${range}
          and r.field_id = ${options.fieldId} and r.value <> ''`,
    )
    .groupBy([sql`1`, sql`2`]);
}

/**
 * Per bucket start (`YYYY-MM-DD` in the scope's zone) and value, the ratings of one field in the
 * scope.
 */
export async function rollupRatingBuckets(
  db: HeedQueries,
  scope: RollupScope,
  options: { fieldId: string; interval: 'day' | 'week' | 'month' },
): Promise<{ bucket: string; rating: string; n: number }[]> {
  const query = rollupRatingBucketsQuery(db, scope, options);
  if (!query) return [];
  const rows = await query.execute();
  return rows.map((row) => ({ bucket: row.bucket, rating: row.rating, n: Number(row.n) }));
}
