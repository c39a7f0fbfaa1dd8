import { type RawBuilder, type SqlBool, sql } from 'kysely';
import { answerKey } from './answer-keys.query.ts';
import type { FeedbackFilter } from './feedback-filter.ts';

/**
 * A feedback filter (`feedback-filter.ts`) as one condition on `feedback f`, for the list,
 * statistics and export. Each condition is written so an index serves it: the team and time range
 * by `(team_id, received_at, id)`, ratings and choices by `answer_keys @> …` (a rating range by
 * `answer_keys && …`, one key a rating of the range; both read from the survey index with the
 * survey, else the GIN index of the keys), words by the item's row in `feedback_search` (its
 * primary key while the list walks the keyset order, the GIN index of its words otherwise), a
 * status other than `new` and an assignee by the partial indexes of triage
 * (`feedback_triage_status_index`, `feedback_assignee_index`).
 */

type Condition = RawBuilder<SqlBool>;

const and = (conditions: Condition[]): Condition =>
  sql<SqlBool>`${sql.join(conditions, sql` and `)}`;

/** The condition on `feedback f` for the team and the filter (never empty: the team is in it). */
export function filterWhere(teamId: string, filter: FeedbackFilter): Condition {
  return and(filterConditions(teamId, filter));
}

/** The conditions of `filterWhere`, one a filter value. */
function filterConditions(teamId: string, filter: FeedbackFilter): Condition[] {
  const conditions = scopeConditions('f', teamId, filter);
  for (const { fieldId, min, max } of filter.ratings) {
    if (min === max) {
      conditions.push(sql`f.answer_keys @> array[${answerKey(fieldId, String(min))}]`);
    } else {
      // Few keys: a range spans at most FILTER_LIMITS.ratingRangeValues ratings.
      const keys = Array.from({ length: max - min + 1 }, (_, index) =>
        answerKey(fieldId, String(min + index)),
      );
      conditions.push(sql`f.answer_keys && array[${sql.join(keys)}]`);
    }
  }
  // A single choice and each option of a multiple choice have the same key.
  for (const { fieldId, optionId } of filter.choices) {
    conditions.push(sql`f.answer_keys @> array[${answerKey(fieldId, optionId)}]`);
  }
  if (filter.hasText !== undefined) conditions.push(sql`f.has_text = ${filter.hasText}`);
  for (const tag of filter.tags) {
    conditions.push(
      sql`exists (select 1 from feedback_tag ft where ft.feedback_id = f.id and ft.tag = ${tag})`,
    );
  }
  if (filter.theme === 'uncategorized') {
    conditions.push(
      sql`(f.has_text and not exists (select 1 from feedback_theme fm where fm.feedback_id = f.id))`,
    );
  } else if (filter.theme !== undefined) {
    conditions.push(
      sql`exists (select 1 from feedback_theme fm where fm.feedback_id = f.id and fm.theme_id = ${filter.theme}::uuid)`,
    );
  }
  if (filter.deviceType !== undefined) conditions.push(sql`f.device_type = ${filter.deviceType}`);
  if (filter.q !== undefined) {
    // An item without text has no row there, and its empty text matches no word.
    conditions.push(
      sql`exists (select 1 from feedback_search s where s.feedback_id = f.id and ${wordsMatch('s', filter.q)})`,
    );
  }
  // Rule: docs/rules/triage.md#triage-6: any of the statuses; one assignee, or none. One status
  // is an equality, so the partial index hands its items out in keyset order; `<> 'new'` is said
  // outright, so that index visibly serves any statuses but `new`.
  const [onlyStatus] = filter.statuses;
  if (filter.statuses.length === 1 && onlyStatus !== undefined) {
    conditions.push(sql`f.status = ${onlyStatus}`);
  } else if (filter.statuses.length > 1) {
    conditions.push(sql`f.status = any(${filter.statuses}::text[])`);
  }
  if (filter.statuses.length > 0 && !filter.statuses.includes('new')) {
    conditions.push(sql`f.status <> 'new'`);
  }
  if (filter.assigneeRef === null) conditions.push(sql`f.assignee_ref is null`);
  else if (filter.assigneeRef !== undefined) {
    conditions.push(sql`f.assignee_ref = ${filter.assigneeRef}`);
  }
  return conditions;
}

/** The words of `feedback_search` (aliased `alias`) hold every word of `q`. */
function wordsMatch(alias: 's', q: string): Condition {
  return sql<SqlBool>`${sql.ref(`${alias}.words`)} @@ plainto_tsquery('simple', ${q})`;
}

/**
 * The conditions on what every row about an item records of it (team, survey, arrival, app), on
 * the table aliased `alias`: `feedback` itself, or `feedback_theme` or `feedback_search`, which
 * copy them.
 */
function scopeConditions(
  alias: 'f' | 'fm' | 's',
  teamId: string,
  filter: FeedbackFilter,
): Condition[] {
  const column = (name: string) => sql.ref(`${alias}.${name}`);
  const conditions: Condition[] = [sql`${column('team_id')} = ${teamId}`];
  if (filter.surveyId !== undefined) {
    conditions.push(sql`${column('survey_id')} = ${filter.surveyId}`);
  }
  if (filter.from !== undefined) {
    conditions.push(
      sql`${column('received_at')} >= (${filter.from}::date::timestamp at time zone ${filter.tz})`,
    );
  }
  if (filter.to !== undefined) {
    conditions.push(
      sql`${column('received_at')} < ((${filter.to}::date + 1)::timestamp at time zone ${filter.tz})`,
    );
  }
  if (filter.appName !== undefined) {
    conditions.push(sql`${column('app_name')} = ${filter.appName}`);
  }
  return conditions;
}

/**
 * The theme matches (`feedback_theme fm`) of the items `filter` selects, when the filter narrows
 * only by what each match records of its item (team, survey, period, app); undefined otherwise.
 */
export function themeMatchScopeWhere(
  teamId: string,
  filter: FeedbackFilter,
): Condition | undefined {
  const scope = scopeConditions('fm', teamId, filter);
  const narrowsFurther = filterConditions(teamId, filter).length > scope.length;
  return narrowsFurther ? undefined : and(scope);
}

/**
 * The search rows (`feedback_search s`) of the items `filter` selects, when it has words (`q`) and
 * narrows otherwise only by what each search row records of its item (team, survey, period, app);
 * undefined otherwise. Counting them reads the narrow search table alone, never `feedback`.
 */
export function searchScopeWhere(teamId: string, filter: FeedbackFilter): Condition | undefined {
  if (filter.q === undefined) return undefined;
  const scope = scopeConditions('s', teamId, filter);
  const narrowsFurther = filterConditions(teamId, filter).length > scope.length + 1;
  return narrowsFurther ? undefined : and([...scope, wordsMatch('s', filter.q)]);
}
