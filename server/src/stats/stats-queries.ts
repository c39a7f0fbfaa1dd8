import type { FieldDefinition } from '@heed/contracts';
import type { FeedbackFilter } from '../feedback/feedback-filter.ts';
import {
  type RollupScope,
  rollupAnswerCounts,
  rollupRatingBuckets,
  rollupTotals,
} from '../feedback/feedback-rollups.ts';
import type { ReadQuery } from '../feedback/read-snapshot.ts';
import { type SqlFragment, sql } from '../feedback/sql-fragment.ts';
import type { Interval } from './stats-period.ts';

/**
 * The SQL of the statistics. Every query starts from the feedback the list filters select
 * (`where`, the filter module's condition on `feedback f`) and counts in the database; no item
 * crosses the wire.
 */

/** The statements of the statistics for one filter condition (also printed by the bench). */
export function statsSql(
  where: SqlFragment,
  options: { tz: string; fieldId: string; interval: Interval },
) {
  const { tz, fieldId, interval } = options;
  return {
    totals: sql`select count(*)::int as total,
       (count(*) filter (where f.has_text))::int as with_text,
       to_char(min(f.received_at) at time zone ${tz}, 'YYYY-MM-DD') as first_day,
       to_char(max(f.received_at) at time zone ${tz}, 'YYYY-MM-DD') as last_day
     from feedback f where ${where}`,
    answers: sql`with answer as materialized (
       select a->>'fieldId' as field_id, a->'value' as value
       from feedback f cross join lateral jsonb_array_elements(f.answers) a
       where ${where}
     )
     select field_id, null as value, count(*)::int as n from answer
       where value->>'type' <> 'text' or btrim(value->>'text') <> ''
       group by field_id
     union all
     select field_id, v.value, count(*)::int from answer cross join lateral (
         select value->>'rating' as value where value->>'type' = 'rating'
         union all select value->>'selectedOptionId' where value->>'type' = 'singleChoice'
         union all select jsonb_array_elements_text(value->'selectedOptionIds')
           where value->>'type' = 'multiChoice'
       ) v
       group by field_id, v.value`,
    themes: sql`select a->>'fieldId' as field_id, fm.theme_id, count(*)::int as n
     from feedback f
     cross join lateral jsonb_array_elements(f.answers) a
     left join feedback_theme fm on fm.feedback_id = f.id
     where ${where} and a->'value'->>'type' = 'text' and btrim(a->'value'->>'text') <> ''
     group by 1, 2`,
    ratingBuckets: sql`select
       to_char(date_trunc(${interval}, f.received_at at time zone ${tz}), 'YYYY-MM-DD') as bucket,
       a->'value'->>'rating' as rating, count(*)::int as n
     from feedback f cross join lateral jsonb_array_elements(f.answers) a
     where ${where} and a->>'fieldId' = ${fieldId} and a->'value'->>'type' = 'rating'
     group by 1, 2`,
  };
}

const NO_TREND = { fieldId: '', interval: 'day' } as const;

/**
 * Statistics are short aggregate queries whose row estimates (set-returning jsonb functions) are
 * far too high: PostgreSQL's JIT would spend more compiling them than running them. Off for this
 * transaction only.
 */
export async function withoutJit(query: ReadQuery): Promise<void> {
  await query(sql`select set_config('jit', 'off', true)`);
}

export interface Totals {
  total: number;
  withText: number;
  firstDay: string | null;
  lastDay: string | null;
}

export async function queryTotals(
  query: ReadQuery,
  where: SqlFragment,
  tz: string,
): Promise<Totals> {
  const rows = await query<{
    total: number;
    with_text: number;
    first_day: string | null;
    last_day: string | null;
  }>(statsSql(where, { tz, ...NO_TREND }).totals);
  const row = rows[0];
  return {
    total: row?.total ?? 0,
    withText: row?.with_text ?? 0,
    firstDay: row?.first_day ?? null,
    lastDay: row?.last_day ?? null,
  };
}

/**
 * The totals from the rollups; the first and last day (only needed for an open period) from the
 * rows, each one step of an index (`min`/`max` of `received_at`).
 */
export async function queryRollupTotals(
  query: ReadQuery,
  scope: RollupScope,
  where: SqlFragment,
  filter: Pick<FeedbackFilter, 'from' | 'to' | 'tz'>,
): Promise<Totals> {
  const { total, withText } = await rollupTotals(query, scope);
  if (total === 0 || (filter.from !== undefined && filter.to !== undefined)) {
    return { total, withText, firstDay: null, lastDay: null };
  }
  const rows = await query<{ first_day: string | null; last_day: string | null }>(
    sql`select to_char(min(f.received_at) at time zone ${filter.tz}, 'YYYY-MM-DD') as first_day,
       to_char(max(f.received_at) at time zone ${filter.tz}, 'YYYY-MM-DD') as last_day
     from feedback f where ${where}`,
  );
  return {
    total,
    withText,
    firstDay: rows[0]?.first_day ?? null,
    lastDay: rows[0]?.last_day ?? null,
  };
}

/** Per field: how many answered it; per field and value (rating or option id): how many chose it. */
export interface AnswerCounts {
  responses: Map<string, number>;
  values: Map<string, Map<string, number>>;
}

export async function queryAnswerCounts(
  query: ReadQuery,
  where: SqlFragment,
): Promise<AnswerCounts> {
  const rows = await query<{ field_id: string; value: string | null; n: number }>(
    statsSql(where, { tz: 'UTC', ...NO_TREND }).answers,
  );
  const counts: AnswerCounts = { responses: new Map(), values: new Map() };
  for (const row of rows) {
    if (row.value === null) {
      counts.responses.set(row.field_id, row.n);
      continue;
    }
    let values = counts.values.get(row.field_id);
    if (!values) {
      values = new Map();
      counts.values.set(row.field_id, values);
    }
    values.set(row.value, row.n);
  }
  return counts;
}

/** The same counts from the rollups. */
export async function queryRollupAnswerCounts(
  query: ReadQuery,
  scope: RollupScope,
  fields: FieldDefinition[],
): Promise<AnswerCounts> {
  const counts: AnswerCounts = { responses: new Map(), values: new Map() };
  const fieldIds = fields.map((field) => field.fieldId);
  for (const row of await rollupAnswerCounts(query, scope, fieldIds)) {
    if (row.value === '') {
      counts.responses.set(row.field_id, row.n);
      continue;
    }
    let values = counts.values.get(row.field_id);
    if (!values) {
      values = new Map();
      counts.values.set(row.field_id, values);
    }
    values.set(row.value, row.n);
  }
  return counts;
}

/** Per TEXT field: items with a text there, by matched theme (`null`: no theme matched). */
export async function queryTextThemes(
  query: ReadQuery,
  where: SqlFragment,
): Promise<Map<string, Map<string | null, number>>> {
  const rows = await query<{ field_id: string; theme_id: string | null; n: number }>(
    statsSql(where, { tz: 'UTC', ...NO_TREND }).themes,
  );
  const themes = new Map<string, Map<string | null, number>>();
  for (const row of rows) {
    let byTheme = themes.get(row.field_id);
    if (!byTheme) {
      byTheme = new Map();
      themes.set(row.field_id, byTheme);
    }
    byTheme.set(row.theme_id, row.n);
  }
  return themes;
}

/**
 * The same per TEXT field from the rollup counts: `theme:<id>` is a theme's items, `theme:*` the
 * items with any theme, so the items without one are the field's answers less those.
 */
export function rollupTextThemes(
  counts: AnswerCounts,
  fields: FieldDefinition[],
): Map<string, Map<string | null, number>> {
  const themes = new Map<string, Map<string | null, number>>();
  for (const field of fields) {
    if (field.fieldType !== 'TEXT') continue;
    const byTheme = new Map<string | null, number>();
    let withTheme = 0;
    for (const [value, n] of counts.values.get(field.fieldId) ?? []) {
      if (value === 'theme:*') withTheme = n;
      else if (value.startsWith('theme:')) byTheme.set(value.slice('theme:'.length), n);
    }
    const without = (counts.responses.get(field.fieldId) ?? 0) - withTheme;
    if (without > 0) byTheme.set(null, without);
    themes.set(field.fieldId, byTheme);
  }
  return themes;
}

/** The fields of a team's survey, in definition order; empty when the team has no such survey. */
export async function querySurveyFields(
  query: ReadQuery,
  teamId: string,
  surveyId: string,
): Promise<FieldDefinition[]> {
  const rows = await query<{ definition: { fields?: FieldDefinition[] } }>(
    sql`select definition from survey_definition where team_id = ${teamId} and survey_id = ${surveyId}`,
  );
  return rows[0]?.definition.fields ?? [];
}

/**
 * Ratings of one field per bucket start (`YYYY-MM-DD` in `tz`) and value: from the rollups when
 * `scope` is given, else from the rows `where` selects.
 */
export async function queryRatingBuckets(
  query: ReadQuery,
  where: SqlFragment,
  options: { fieldId: string; interval: Interval; tz: string },
  scope?: RollupScope,
): Promise<Map<string, Map<string, number>>> {
  const rows = scope
    ? await rollupRatingBuckets(query, scope, options)
    : await query<{ bucket: string; rating: string; n: number }>(
        statsSql(where, options).ratingBuckets,
      );
  const buckets = new Map<string, Map<string, number>>();
  for (const row of rows) {
    let values = buckets.get(row.bucket);
    if (!values) {
      values = new Map();
      buckets.set(row.bucket, values);
    }
    values.set(row.rating, row.n);
  }
  return buckets;
}

export interface MarkerRow extends Record<string, unknown> {
  id: string;
  survey_id: string;
  date: string;
  label: string;
  description: string | null;
  color: string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

export async function queryMarkers(
  query: ReadQuery,
  teamId: string,
  surveyId: string,
  period: { from: string; to: string },
): Promise<MarkerRow[]> {
  return query<MarkerRow>(
    sql`select id, survey_id, date, label, description, color, created_at, updated_at from marker
     where team_id = ${teamId} and survey_id = ${surveyId}
       and date between ${period.from} and ${period.to}
     order by date, created_at, id`,
  );
}
