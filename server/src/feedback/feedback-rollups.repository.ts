import type { HeedQueries } from '@heed/db';
import { type RawBuilder, type SqlBool, sql } from 'kysely';
import type { FeedbackFilter } from './feedback-filter.ts';
import type { RollupScope } from './feedback-rollups.ts';
import {
  type BucketSegment,
  bucketSegments,
  coveringSegments,
  onQuarterHour,
} from './rollup-coverage.ts';

/**
 * Reads of `feedback_rollup r` (see `feedback-rollups.ts` for what the rollups hold and when they
 * answer a filter). Each part of a period is one range of the primary key.
 */

type Condition = RawBuilder<SqlBool>;

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

/**
 * The first instant (UTC milliseconds) of each of `days` (`YYYY-MM-DD`) in `tz`, in their order,
 * as PostgreSQL reckons them (as the filters and the rows' buckets do).
 */
export async function dayStartsMs(db: HeedQueries, days: string[], tz: string): Promise<number[]> {
  if (days.length === 0) return [];
  const result = await sql<{ ms: string }>`
    select (extract(epoch from (d.day::date::timestamp at time zone ${tz})) * 1000)::bigint::text as ms
      from unnest(${days}::text[]) with ordinality as d(day, i)
     order by d.i`.execute(db);
  return result.rows.map((row) => Number(row.ms));
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

/**
 * The rollup rows that together cover the scope's period exactly once (`coveringSegments`): the
 * month rows of the whole UTC months inside it, the day rows of the whole days left, the hour
 * rows of the whole hours left, the quarter-hour rows of the rest.
 */
export function coveringWhere(scope: RollupScope): Condition {
  const ranges = coveringSegments(scope.lo, scope.hi).map(
    (segment) =>
      sql<SqlBool>`(r.grain = ${segment.grain} and r.bucket >= ${instant(segment.from)}::timestamptz and r.bucket < ${instant(segment.to)}::timestamptz)`,
  );
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

/** A bucket of a trend: its label (`YYYY-MM-DD` in the scope's zone) and first instant (UTC ms). */
export interface RollupBucket {
  start: string;
  from: number;
}

/**
 * The statement of `rollupRatingBuckets`: each bucket (`[from, next bucket's from)`, the last up
 * to the scope's end) counted from its own fewest rows (`bucketSegments`), each segment's rows
 * added to or taken off its bucket. Counts that agree with the rows never sum below 0; counts
 * that drifted (see `heed rollups verify`) could, and such a value is left out rather than
 * answered negative. Undefined when there is no bucket.
 */
export function rollupRatingBucketsQuery(
  db: HeedQueries,
  scope: RollupScope,
  options: { fieldId: string; buckets: RollupBucket[] },
) {
  const { buckets } = options;
  const segments = bucketSegments(
    buckets.map((bucket) => bucket.from),
    scope.hi,
  );
  if (segments.length === 0) return undefined;
  const column = <T>(pick: (segment: BucketSegment) => T) => segments.map(pick);
  // Each segment one range scan of the primary key (lateral, kept a subquery by `offset 0`):
  // joined, the planner cannot see the ranges and scans the team's whole field instead.
  return db
    .selectFrom(
      sql<{ grain: string; lo: Date; hi: Date; bucket: string; sign: number }>`unnest(
             ${column((segment) => segment.grain)}::text[],
             ${column((segment) => instant(segment.from))}::timestamptz[],
             ${column((segment) => instant(segment.to))}::timestamptz[],
             ${column((segment) => buckets[segment.bucket]?.start)}::text[],
             ${column((segment) => segment.sign)}::int[])`.as<'s'>(
        sql`s(grain, lo, hi, bucket, sign)`,
      ),
    )
    .innerJoinLateral(
      (eb) =>
        eb
          .selectFrom('feedback_rollup as r')
          .select(['r.value', 'r.n'])
          .where(
            sql<SqlBool>`${dimensionsWhere(scope)} and r.grain = s.grain and r.field_id = ${options.fieldId}
              and r.bucket >= s.lo and r.bucket < s.hi and r.value <> ''`,
          )
          .offset(0)
          .as('r'),
      (join) => join.onTrue(),
    )
    .select(['s.bucket', 'r.value as rating', sql<string>`sum(r.n * s.sign)::text`.as('n')])
    .groupBy(['s.bucket', 'r.value'])
    .having(sql<SqlBool>`sum(r.n * s.sign) > 0`);
}

/**
 * The buckets of a trend over the scope whose labels are `starts` (`YYYY-MM-DD`, the first
 * bucket's start may lie before the period: it begins at the scope's start), or undefined when
 * the rollups cannot bound them: a bucket that does not begin on a quarter hour in UTC (a zone's
 * old local mean time).
 */
export async function rollupBuckets(
  db: HeedQueries,
  scope: RollupScope,
  starts: string[],
): Promise<RollupBucket[] | undefined> {
  const instants = await dayStartsMs(db, starts.slice(1), scope.tz);
  const buckets = starts.map((start, index) => ({
    start,
    from: index === 0 ? scope.lo : (instants[index - 1] as number),
  }));
  return buckets.every((bucket) => Number.isFinite(bucket.from) && onQuarterHour(bucket.from))
    ? buckets
    : undefined;
}

/**
 * Per bucket start and value, the ratings of one field in the scope, or undefined when the
 * rollups cannot answer (`rollupBuckets`).
 */
export async function rollupRatingBuckets(
  db: HeedQueries,
  scope: RollupScope,
  options: { fieldId: string; starts: string[] },
): Promise<{ bucket: string; rating: string; n: number }[] | undefined> {
  const buckets = await rollupBuckets(db, scope, options.starts);
  if (!buckets) return undefined;
  const query = rollupRatingBucketsQuery(db, scope, { fieldId: options.fieldId, buckets });
  if (!query) return [];
  const rows = await query.execute();
  return rows.map((row) => ({ bucket: row.bucket, rating: row.rating, n: Number(row.n) }));
}
