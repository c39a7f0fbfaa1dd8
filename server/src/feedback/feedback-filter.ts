import { InvalidRequestError } from '../errors/domain-errors.ts';

/** Parameters of one SQL statement: `add(value)` gives its `$n` placeholder. */
export class SqlParams {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** The list filters, parsed and checked. */
export interface FeedbackFilter {
  surveyId?: string;
  /** Inclusive days (`YYYY-MM-DD`) in `tz`. */
  from?: string;
  to?: string;
  tz: string;
  appName?: string;
  ratings: { fieldId: string; rating: number }[];
  hasText?: boolean;
  tags: string[];
  deviceType?: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function list(value: unknown): string[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value.map(String) : [String(value)];
}

function bad(parameter: string, message: string): InvalidRequestError {
  return new InvalidRequestError(`Invalid ${parameter}: ${message}`, [
    { path: parameter, message },
  ]);
}

export function isTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

function validDay(value: string): boolean {
  if (!DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

export function parseFeedbackFilter(query: Record<string, unknown>): FeedbackFilter {
  const tz = query.tz === undefined ? 'UTC' : String(query.tz);
  if (!isTimeZone(tz)) throw bad('tz', 'Must be an IANA time zone such as Europe/Oslo.');
  const filter: FeedbackFilter = { tz, ratings: [], tags: [] };
  if (query.surveyId !== undefined) filter.surveyId = String(query.surveyId);
  for (const name of ['from', 'to'] as const) {
    if (query[name] === undefined) continue;
    const value = String(query[name]);
    if (!validDay(value)) throw bad(name, 'Must be a day YYYY-MM-DD.');
    filter[name] = value;
  }
  if (filter.from && filter.to && filter.from > filter.to)
    throw bad('from', 'Must not be after `to`.');
  if (query.appName !== undefined) filter.appName = String(query.appName);
  for (const raw of list(query.rating)) {
    const match = /^(.+):(\d{1,2})$/.exec(raw);
    if (!match) throw bad('rating', 'Must be <fieldId>:<n>.');
    filter.ratings.push({ fieldId: match[1] ?? '', rating: Number(match[2]) });
  }
  if (query.hasText !== undefined) {
    if (query.hasText !== 'true' && query.hasText !== 'false')
      throw bad('hasText', 'Must be true or false.');
    filter.hasText = query.hasText === 'true';
  }
  filter.tags = list(query.tag).map((tag) => tag.trim().toLowerCase());
  if (query.deviceType !== undefined) filter.deviceType = String(query.deviceType);
  return filter;
}

/** The WHERE condition of a filter on `feedback` aliased `alias`, for one team. */
export function feedbackFilterWhere(
  teamId: string,
  filter: FeedbackFilter,
  params: SqlParams,
  alias = 'f',
): string {
  const conditions = [`${alias}.team_id = ${params.add(teamId)}`];
  if (filter.surveyId !== undefined)
    conditions.push(`${alias}.survey_id = ${params.add(filter.surveyId)}`);
  if (filter.from !== undefined) {
    conditions.push(
      `${alias}.received_at >= (${params.add(filter.from)}::date)::timestamp at time zone ${params.add(filter.tz)}`,
    );
  }
  if (filter.to !== undefined) {
    conditions.push(
      `${alias}.received_at < (${params.add(filter.to)}::date + 1)::timestamp at time zone ${params.add(filter.tz)}`,
    );
  }
  if (filter.appName !== undefined)
    conditions.push(`${alias}.app_name = ${params.add(filter.appName)}`);
  for (const { fieldId, rating } of filter.ratings) {
    conditions.push(
      `${alias}.answers @> ${params.add(JSON.stringify([{ fieldId, value: { rating } }]))}::jsonb`,
    );
  }
  if (filter.hasText !== undefined)
    conditions.push(`${alias}.has_text = ${params.add(filter.hasText)}`);
  for (const tag of filter.tags) {
    conditions.push(
      `exists (select 1 from feedback_tag t where t.feedback_id = ${alias}.id and t.tag = ${params.add(tag)})`,
    );
  }
  if (filter.deviceType !== undefined) {
    conditions.push(`${alias}.device_type = ${params.add(filter.deviceType)}`);
  }
  return conditions.join(' and ');
}
