import type { FieldDefinition } from '@heed/contracts';
import { answerKeyExpression } from '@heed/db';
import { fieldKeySql, KEY_FIELD_SQL, KEY_VALUE_SQL } from '../feedback/answer-keys.ts';
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

/**
 * The overview of the items `where` selects, in one statement that reads them once: a `total`
 * row (items, items with text, first and last day in `tz`) and, for a survey's fields
 * (`textFieldIds` given), an `answer` row per field and value (`value` null: answered at all)
 * and a `theme` row per TEXT field and matched theme (`value` null: no theme). Items answer
 * alike far more often than not, so the keys are counted per distinct set of keys first.
 */
/** The "answered" key of the field id in column `field_id`. */
const ANSWERED_KEY: SqlFragment = { sql: answerKeyExpression('field_id', "''"), bindings: [] };

function overviewSql(where: SqlFragment, tz: string, textFieldIds?: string[]): SqlFragment {
  const totals = sql`select 'total' as kind, null::text as field_id, null::text as value,
       count(*)::int as n, (count(*) filter (where m.has_text))::int as with_text,
       to_char(min(m.received_at) at time zone ${tz}, 'YYYY-MM-DD') as first_day,
       to_char(max(m.received_at) at time zone ${tz}, 'YYYY-MM-DD') as last_day
     from m`;
  const perField =
    textFieldIds === undefined
      ? sql``
      : sql`
     union all
     select 'answer', ${KEY_FIELD_SQL}, nullif(${KEY_VALUE_SQL}, ''), n, null, null, null
     from (select k, sum(g.n)::int as n
             from (select answer_keys, count(*) as n from m group by answer_keys) g
             cross join unnest(g.answer_keys) k
            group by k) c
     union all
     select 'theme', t.field_id, fm.theme_id::text, count(*)::int, null, null, null
     from m
     join (select field_id, ${ANSWERED_KEY} as answered
             from unnest(${textFieldIds}::text[]) field_id) t
       on m.answer_keys @> array[t.answered]
     left join feedback_theme fm on fm.feedback_id = m.id
     group by t.field_id, fm.theme_id`;
  return sql`with m as materialized (
       select f.id, f.answer_keys, f.has_text, f.received_at from feedback f where ${where})
     ${totals}${perField}`;
}

/**
 * The statements of the statistics for one filter condition (also printed by the bench). They
 * read the items' `answer_keys` (with `received_at`, `app_name` and `has_text`, all carried by
 * the survey index, so a survey's statistics are counted from the index alone), never the
 * `answers` documents.
 */
export function statsSql(
  where: SqlFragment,
  options: { tz: string; fieldId: string; interval: Interval; textFieldIds?: string[] },
) {
  const { tz, fieldId, interval } = options;
  return {
    overview: overviewSql(where, tz, options.textFieldIds),
    ratingBuckets: sql`select g.bucket, substr(k, char_length(p.answered) + 1) as rating,
       sum(g.n)::int as n
     from (select to_char(date_trunc(${interval}, f.received_at at time zone ${tz}), 'YYYY-MM-DD')
                    as bucket,
                  f.answer_keys, count(*) as n
             from feedback f where ${where}
            group by 1, 2) g
     cross join (select ${fieldKeySql(fieldId)} as answered) p
     cross join unnest(g.answer_keys) k
     where starts_with(k, p.answered) and k <> p.answered
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

/** Totals, answer counts and text themes counted from the rows (see `overviewSql`). */
export async function queryRowStats(
  query: ReadQuery,
  where: SqlFragment,
  tz: string,
  fields: FieldDefinition[],
): Promise<{
  totals: Totals;
  counts: AnswerCounts;
  themes: Map<string, Map<string | null, number>>;
}> {
  const textFieldIds =
    fields.length === 0
      ? undefined
      : fields.filter((field) => field.fieldType === 'TEXT').map((field) => field.fieldId);
  const rows = await query<{
    kind: 'total' | 'answer' | 'theme';
    field_id: string | null;
    value: string | null;
    n: number;
    with_text: number | null;
    first_day: string | null;
    last_day: string | null;
  }>(statsSql(where, { tz, ...NO_TREND, textFieldIds }).overview);
  const totals: Totals = { total: 0, withText: 0, firstDay: null, lastDay: null };
  const counts: AnswerCounts = { responses: new Map(), values: new Map() };
  const themes = new Map<string, Map<string | null, number>>();
  for (const row of rows) {
    if (row.kind === 'total') {
      totals.total = row.n;
      totals.withText = row.with_text ?? 0;
      totals.firstDay = row.first_day;
      totals.lastDay = row.last_day;
    } else if (row.kind === 'answer' && row.field_id !== null) {
      addCount(counts, row.field_id, row.value, row.n);
    } else if (row.kind === 'theme' && row.field_id !== null) {
      let byTheme = themes.get(row.field_id);
      if (!byTheme) {
        byTheme = new Map();
        themes.set(row.field_id, byTheme);
      }
      byTheme.set(row.value, row.n);
    }
  }
  return { totals, counts, themes };
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

/** Adds one count: a field answered (`value` null or empty) or one of its values. */
function addCount(counts: AnswerCounts, fieldId: string, value: string | null, n: number): void {
  if (value === null || value === '') {
    counts.responses.set(fieldId, n);
    return;
  }
  let values = counts.values.get(fieldId);
  if (!values) {
    values = new Map();
    counts.values.set(fieldId, values);
  }
  values.set(value, n);
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
    addCount(counts, row.field_id, row.value, row.n);
  }
  return counts;
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
