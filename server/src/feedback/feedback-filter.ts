import { splitChoice, splitRating } from '@heed/contracts';
import { InvalidRequestError } from '../errors/domain-errors.ts';
import { answerKeySql } from './answer-keys.ts';
import { joinSql, type SqlFragment, sql } from './sql-fragment.ts';

/**
 * The feedback filters of the list, statistics and export: from the validated request parameters
 * to one normalised filter, and from the filter to one parameterised SQL condition on
 * `feedback f`. Each condition is written so an index serves it: the team and time range by
 * `(team_id, received_at, id)`, ratings and choices by `answer_keys @> …` (read from the survey
 * index with the survey, else the GIN index of the keys), words
 * by the `to_tsvector('simple', coalesce(text_content, ''))` expression index.
 */

export interface FeedbackFilter {
  surveyId?: string;
  /** `YYYY-MM-DD`, inclusive, in `tz`. */
  from?: string;
  to?: string;
  /** IANA zone of `from` and `to` as PostgreSQL names it. */
  tz: string;
  appName?: string;
  ratings: { fieldId: string; rating: number }[];
  choices: { fieldId: string; optionId: string }[];
  hasText?: boolean;
  /** Lower-case, trimmed. */
  tags: string[];
  theme?: string;
  deviceType?: string;
  q?: string;
}

/** The filter parameters as the contract validated them. */
export interface FeedbackFilterInput {
  surveyId?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  tz?: string | undefined;
  appName?: string | undefined;
  rating?: string | string[] | undefined;
  choice?: string | string[] | undefined;
  hasText?: 'true' | 'false' | undefined;
  tag?: string | string[] | undefined;
  theme?: string | undefined;
  deviceType?: string | undefined;
  q?: string | undefined;
}

const list = (value: string | string[] | undefined): string[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

function invalid(parameter: string, message: string): InvalidRequestError {
  return new InvalidRequestError(`The filter parameter ${parameter} is not valid.`, [
    { path: parameter, message },
  ]);
}

/**
 * The time-zone names PostgreSQL knows, read once per process (lower-case → its own spelling).
 * A zone the runtime accepts but PostgreSQL does not is refused rather than failing the query.
 */
export type TimeZoneNames = () => Promise<ReadonlyMap<string, string>>;

/** Normalises validated filter parameters; throws a 400 naming the parameter that is wrong. */
export async function parseFeedbackFilter(
  input: FeedbackFilterInput,
  timeZoneNames: TimeZoneNames,
): Promise<FeedbackFilter> {
  if (input.from !== undefined && input.to !== undefined && input.from > input.to) {
    throw invalid('from', 'Must not be after `to`.');
  }
  let tz = 'UTC';
  if (input.tz !== undefined) {
    const known = (await timeZoneNames()).get(input.tz.toLowerCase());
    if (!known) throw invalid('tz', 'Must be an IANA time zone such as Europe/Oslo.');
    tz = known;
  }
  const ratings = list(input.rating).map((value) => {
    const pair = splitRating(value);
    if (!pair) throw invalid('rating', 'Must be <fieldId>:<rating>.');
    return pair;
  });
  const choices = list(input.choice).map((value) => {
    const pair = splitChoice(value);
    if (!pair) throw invalid('choice', 'Must be <fieldId>:<optionId>.');
    return pair;
  });
  const tags = [...new Set(list(input.tag).map((tag) => tag.trim().toLowerCase()))];
  const filter: FeedbackFilter = { tz, ratings, choices, tags };
  if (input.surveyId !== undefined) filter.surveyId = input.surveyId;
  if (input.from !== undefined) filter.from = input.from;
  if (input.to !== undefined) filter.to = input.to;
  if (input.appName !== undefined) filter.appName = input.appName;
  if (input.hasText !== undefined) filter.hasText = input.hasText === 'true';
  if (input.theme !== undefined) filter.theme = input.theme;
  if (input.deviceType !== undefined) filter.deviceType = input.deviceType;
  // Words only: a query of punctuation alone has nothing to match and filters nothing.
  if (input.q !== undefined && /[\p{L}\p{N}]/u.test(input.q)) filter.q = input.q;
  return filter;
}

/**
 * The condition on `feedback f` for the team and the filter, as one parameterised fragment
 * (`and`-joined; never empty: the team is always part of it).
 */
export function filterSql(teamId: string, filter: FeedbackFilter): SqlFragment {
  return joinSql(filterConditions(teamId, filter), ' and ');
}

/** The conditions of `filterSql`, one a filter value. */
function filterConditions(teamId: string, filter: FeedbackFilter): SqlFragment[] {
  const conditions = scopeConditions('f', teamId, filter);
  for (const { fieldId, rating } of filter.ratings) {
    conditions.push(sql`f.answer_keys @> array[${answerKeySql(fieldId, String(rating))}]`);
  }
  // A single choice and each option of a multiple choice have the same key.
  for (const { fieldId, optionId } of filter.choices) {
    conditions.push(sql`f.answer_keys @> array[${answerKeySql(fieldId, optionId)}]`);
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
    conditions.push(
      sql`to_tsvector('simple', coalesce(f.text_content, '')) @@ plainto_tsquery('simple', ${filter.q})`,
    );
  }
  return conditions;
}

/**
 * The conditions on what every row about an item records of it (team, survey, arrival, app), on
 * the table aliased `alias`: `feedback` itself, or `feedback_theme`, which copies them.
 */
function scopeConditions(alias: 'f' | 'fm', teamId: string, filter: FeedbackFilter): SqlFragment[] {
  const column = (name: string): SqlFragment => ({ sql: `${alias}.${name}`, bindings: [] });
  const conditions: SqlFragment[] = [sql`${column('team_id')} = ${teamId}`];
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
export function themeMatchScopeSql(
  teamId: string,
  filter: FeedbackFilter,
): SqlFragment | undefined {
  const scope = scopeConditions('fm', teamId, filter);
  const narrowsFurther = filterConditions(teamId, filter).length > scope.length;
  return narrowsFurther ? undefined : joinSql(scope, ' and ');
}
