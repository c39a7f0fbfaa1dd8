import { answerKeyExpression, type HeedQueries } from '@heed/db';
import { type RawBuilder, type SqlBool, sql } from 'kysely';
import { fieldKey, KEY_FIELD, KEY_VALUE } from '../feedback/answer-keys.query.ts';
import { filterWhere } from '../feedback/feedback-filter.query.ts';
import type { FeedbackFilter } from '../feedback/feedback-filter.ts';
import type { Interval } from './stats-period.ts';

/**
 * The statistics' reads. Every statement over the rows starts from the feedback the list's filter
 * selects (`filterWhere` on `feedback f`) and counts in the database; no item crosses the wire.
 * They read the items' `answer_keys` (with `received_at`, `app_name` and `has_text`, all carried
 * by the survey index, so a survey's statistics are counted from the index alone), never the
 * `answers` documents. The counts the rollups answer are read in `feedback-rollups.repository.ts`.
 */

/** The "answered" key of the field id in column `field_id`. */
const ANSWERED_KEY = sql.raw<string>(answerKeyExpression('field_id', "''"));

/** A row of the overview statement (see `statsOverviewQuery`). */
export interface OverviewRow {
  kind: 'total' | 'answer' | 'theme';
  field_id: string | null;
  value: string | null;
  n: number;
  with_text: number | null;
  first_day: string | null;
  last_day: string | null;
}

/**
 * The overview of the items `where` (a condition on `feedback f`, `filterWhere`) selects, in one
 * statement that reads them once: a `total` row (items, items with text, first and last day in
 * `tz`) and, for a survey's fields (`textFieldIds` given), an `answer` row per field and value
 * (`value` null: answered at all) and a `theme` row per TEXT field and matched theme (`value`
 * null: no theme). Items answer alike far more often than not, so the keys are counted per
 * distinct set of keys first.
 */
export function statsOverviewQuery(
  where: RawBuilder<SqlBool>,
  tz: string,
  textFieldIds?: string[],
) {
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
     select 'answer', ${KEY_FIELD}, nullif(${KEY_VALUE}, ''), n, null, null, null
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
  return sql<OverviewRow>`with m as materialized (
       select f.id, f.answer_keys, f.has_text, f.received_at from feedback f where ${where})
     ${totals}${perField}`;
}

export async function statsOverviewRows(
  db: HeedQueries,
  teamId: string,
  filter: FeedbackFilter,
  textFieldIds?: string[],
): Promise<OverviewRow[]> {
  return (
    await statsOverviewQuery(filterWhere(teamId, filter), filter.tz, textFieldIds).execute(db)
  ).rows;
}

/**
 * The ratings of one field per bucket start (`YYYY-MM-DD` in `tz`) and value, counted from the
 * items `where` selects.
 */
export function ratingBucketsQuery(
  where: RawBuilder<SqlBool>,
  options: { fieldId: string; interval: Interval; tz: string },
) {
  const { tz } = options;
  return sql<{
    bucket: string;
    rating: string;
    n: number;
  }>`select g.bucket, substr(k, char_length(p.answered) + 1) as rating,
       sum(g.n)::int as n
     from (select to_char(date_trunc(${options.interval}, f.received_at at time zone ${tz}), 'YYYY-MM-DD')
                    as bucket,
                  f.answer_keys, count(*) as n
             from feedback f where ${where}
            group by 1, 2) g
     cross join (select ${fieldKey(options.fieldId)} as answered) p
     cross join unnest(g.answer_keys) k
     where starts_with(k, p.answered) and k <> p.answered
     group by 1, 2`;
}

export async function ratingBucketRows(
  db: HeedQueries,
  teamId: string,
  filter: FeedbackFilter,
  options: { fieldId: string; interval: Interval },
): Promise<{ bucket: string; rating: string; n: number }[]> {
  return (
    await ratingBucketsQuery(filterWhere(teamId, filter), { ...options, tz: filter.tz }).execute(db)
  ).rows;
}

/** The first and last day (`YYYY-MM-DD` in the filter's zone) of the team's items it selects. */
export async function firstAndLastDay(
  db: HeedQueries,
  teamId: string,
  filter: FeedbackFilter,
): Promise<{ firstDay: string | null; lastDay: string | null }> {
  const row = await db
    .selectFrom('feedback as f')
    .select([
      sql<string | null>`to_char(min(f.received_at) at time zone ${filter.tz}, 'YYYY-MM-DD')`.as(
        'first_day',
      ),
      sql<string | null>`to_char(max(f.received_at) at time zone ${filter.tz}, 'YYYY-MM-DD')`.as(
        'last_day',
      ),
    ])
    .where(filterWhere(teamId, filter))
    .executeTakeFirst();
  return { firstDay: row?.first_day ?? null, lastDay: row?.last_day ?? null };
}

/** The markers of a team's survey dated within the period, by date, then creation. */
export function listMarkers(
  db: HeedQueries,
  teamId: string,
  surveyId: string,
  period: { from: string; to: string },
) {
  return db
    .selectFrom('marker')
    .select([
      'id',
      'survey_id',
      'date',
      'label',
      'description',
      'color',
      'created_at',
      'updated_at',
    ])
    .where('team_id', '=', teamId)
    .where('survey_id', '=', surveyId)
    .where((eb) => eb.between('date', period.from, period.to))
    .orderBy('date')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}
