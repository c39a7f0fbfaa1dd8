import { type FeedbackStatus, type RatingFilter, readRating, splitChoice } from '@heed/contracts';
import { InvalidRequestError } from '../errors/domain-errors.ts';

/**
 * The feedback filters of the list, statistics and export: from the validated request parameters
 * to one normalised filter (its condition on `feedback f` is `filterWhere`, in
 * `feedback-filter.query.ts`).
 */

export interface FeedbackFilter {
  surveyId?: string;
  /** `YYYY-MM-DD`, inclusive, in `tz`. */
  from?: string;
  to?: string;
  /** IANA zone of `from` and `to` as PostgreSQL names it. */
  tz: string;
  appName?: string;
  /** Each: a rating of `fieldId` from `min` to `max`, inclusive (one rating: `min` = `max`). */
  ratings: RatingFilter[];
  choices: { fieldId: string; optionId: string }[];
  hasText?: boolean;
  /** Lower-case, trimmed. */
  tags: string[];
  theme?: string;
  deviceType?: string;
  q?: string;
  /** Any of these statuses; empty: every status. */
  statuses: FeedbackStatus[];
  /** The assignee's `userRef`, or null for unassigned items; undefined: anyone's or nobody's. */
  assigneeRef?: string | null;
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
  status?: FeedbackStatus | FeedbackStatus[] | undefined;
  /** A member's `userRef`, `me` or `none`. */
  assignee?: string | undefined;
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

/**
 * Normalises validated filter parameters; throws a 400 naming the parameter that is wrong. `me`
 * is the caller's `userRef` (what `assignee=me` means); a caller without one cannot ask for it.
 */
export async function parseFeedbackFilter(
  input: FeedbackFilterInput,
  timeZoneNames: TimeZoneNames,
  me?: string,
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
    const read = readRating(value);
    if ('problem' in read) throw invalid('rating', read.problem);
    return read;
  });
  const choices = list(input.choice).map((value) => {
    const pair = splitChoice(value);
    if (!pair) throw invalid('choice', 'Must be <fieldId>:<optionId>.');
    return pair;
  });
  const tags = [...new Set(list(input.tag).map((tag) => tag.trim().toLowerCase()))];
  const statuses = [...new Set(list(input.status))].sort() as FeedbackStatus[];
  const filter: FeedbackFilter = { tz, ratings, choices, tags, statuses };
  if (input.surveyId !== undefined) filter.surveyId = input.surveyId;
  if (input.from !== undefined) filter.from = input.from;
  if (input.to !== undefined) filter.to = input.to;
  if (input.appName !== undefined) filter.appName = input.appName;
  if (input.hasText !== undefined) filter.hasText = input.hasText === 'true';
  if (input.theme !== undefined) filter.theme = input.theme;
  if (input.deviceType !== undefined) filter.deviceType = input.deviceType;
  // Words only: a query of punctuation alone has nothing to match and filters nothing.
  if (input.q !== undefined && /[\p{L}\p{N}]/u.test(input.q)) filter.q = input.q;
  if (input.assignee === 'none') filter.assigneeRef = null;
  else if (input.assignee === 'me') {
    if (me === undefined) throw invalid('assignee', '`me` needs a signed-in user.');
    filter.assigneeRef = me;
  } else if (input.assignee !== undefined) filter.assigneeRef = input.assignee;
  return filter;
}
