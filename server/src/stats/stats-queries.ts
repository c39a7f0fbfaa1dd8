import { answerKeyExpression } from '@heed/db';
import { fieldKeySql, KEY_FIELD_SQL, KEY_VALUE_SQL } from '../feedback/answer-keys.ts';
import { type SqlFragment, sql } from '../feedback/sql-fragment.ts';
import type { Interval } from './stats-period.ts';

/**
 * The statements of the statistics (`stats.repository.ts`) over an old SQL fragment condition, as
 * the bench prints them until it compiles `statsOverviewQuery` and `ratingBucketsQuery`.
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
