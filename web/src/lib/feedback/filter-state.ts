import {
  type DeviceType,
  deviceTypeSchema,
  FEEDBACK_STATUSES,
  type FeedbackStatus,
  FILTER_LIMITS,
  isTimeZone,
  type RatingFilter,
  ratingFilterValue,
  splitChoice,
  splitRating,
} from '@heed/contracts';

/**
 * The feedback explorer's filters as they live in the page URL. The URL is the only store of the
 * filter state: a link carries the whole view, and the back button walks through earlier views.
 * Values that the API would refuse are dropped while reading, so a hand-edited link shows the
 * feedback it still can instead of an error.
 */
export interface FilterState {
  surveyId?: string;
  from?: string;
  to?: string;
  appName?: string;
  /** `<fieldId>:<rating>` or `<fieldId>:<min>-<max>` (written as `ratingFilterValue` writes it), all must hold. */
  rating: string[];
  /** `<fieldId>:<optionId>`, all must hold. */
  choice: string[];
  hasText?: 'true' | 'false';
  tag: string[];
  /** A theme id, or `uncategorized`. */
  theme?: string;
  deviceType?: DeviceType;
  q?: string;
  /** Workflow statuses, any of them (in the order of `FEEDBACK_STATUSES`). */
  status: FeedbackStatus[];
  /** A member's `userRef`, `me` or `none` (unassigned). */
  assignee?: string;
}

/** The filter parameters, in the order links write them. */
export const FILTER_PARAMETERS = [
  'surveyId',
  'from',
  'to',
  'appName',
  'rating',
  'choice',
  'hasText',
  'tag',
  'theme',
  'deviceType',
  'q',
  'status',
  'assignee',
] as const;

export type FilterParameter = (typeof FILTER_PARAMETERS)[number];

const REPEATABLE = new Set<FilterParameter>(['rating', 'choice', 'tag', 'status']);

/** The parameters that hold a list of values. */
export type RepeatableParameter = 'rating' | 'choice' | 'tag' | 'status';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A member's `userRef` (`id:` and 12 hex characters). */
const USER_REF = /^id:[0-9a-f]{12}$/;

export function emptyFilterState(): FilterState {
  return { rating: [], choice: [], tag: [], status: [] };
}

/** Whether `value` is a workflow status. */
export function isFeedbackStatus(value: string): value is FeedbackStatus {
  return (FEEDBACK_STATUSES as readonly string[]).includes(value);
}

/** Whether `value` is what the `assignee` filter takes: a `userRef`, `me` or `none`. */
export function isAssigneeFilter(value: string): boolean {
  return value === 'me' || value === 'none' || USER_REF.test(value);
}

/** A copy of the state, its lists copied too (the state is never changed in place). */
function copyOf(state: FilterState): FilterState {
  return {
    ...state,
    rating: [...state.rating],
    choice: [...state.choice],
    tag: [...state.tag],
    status: [...state.status],
  };
}

/** A real calendar day written `YYYY-MM-DD`. */
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

function identifier(value: string | null): string | undefined {
  const trimmed = value?.trim();
  if (!trimmed || trimmed.length > FILTER_LIMITS.identifierLength) return undefined;
  return trimmed;
}

function unique(values: string[]): string[] {
  return [...new Set(values)].slice(0, FILTER_LIMITS.repeats);
}

/** Reads the filters from a page's query string, keeping only values the API accepts. */
export function readFilterState(params: URLSearchParams): FilterState {
  const state = emptyFilterState();
  const surveyId = identifier(params.get('surveyId'));
  if (surveyId) state.surveyId = surveyId;
  const from = params.get('from');
  if (from && isCalendarDay(from)) state.from = from;
  const to = params.get('to');
  if (to && isCalendarDay(to)) state.to = to;
  const appName = identifier(params.get('appName'));
  if (appName) state.appName = appName;
  // One way to write each: `overall:03-3` reads as `overall:3`.
  state.rating = unique(
    params
      .getAll('rating')
      .map(splitRating)
      .filter((rating) => rating !== null)
      .map(ratingFilterValue),
  );
  state.choice = unique(params.getAll('choice').filter((value) => splitChoice(value) !== null));
  const hasText = params.get('hasText');
  if (hasText === 'true' || hasText === 'false') state.hasText = hasText;
  state.tag = unique(
    params
      .getAll('tag')
      .map((tag) => tag.trim().toLowerCase())
      .filter((tag) => tag.length > 0 && [...tag].length <= FILTER_LIMITS.tagLength),
  );
  const theme = params.get('theme');
  if (theme === 'uncategorized' || (theme && UUID.test(theme))) state.theme = theme.toLowerCase();
  const device = deviceTypeSchema.safeParse(params.get('deviceType'));
  if (device.success) state.deviceType = device.data;
  const q = params.get('q')?.trim();
  if (q) state.q = q.slice(0, FILTER_LIMITS.qLength);
  // One way to write them: in the order of the statuses, whatever the link's order.
  const statuses = new Set(params.getAll('status'));
  state.status = FEEDBACK_STATUSES.filter((status) => statuses.has(status));
  const assignee = params.get('assignee')?.trim().toLowerCase();
  if (assignee && isAssigneeFilter(assignee)) state.assignee = assignee;
  return state;
}

/** The query string of a filter state; the same state always gives the same string. */
export function filterSearchParams(state: FilterState): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of FILTER_PARAMETERS) {
    const value = state[name];
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) params.append(name, item);
    else params.set(name, value);
  }
  return params;
}

/** Whether any filter is set. */
export function hasFilters(state: FilterState): boolean {
  return filterSearchParams(state).size > 0;
}

/**
 * The filter input of the API's list, statistics and export procedures. Repeatable filters go as
 * arrays, absent ones are left out; `tz` is the browser's time zone: `from`/`to` are its days, and
 * statistics count days, weeks and months in it.
 */
export type ApiFilter = {
  surveyId?: string;
  from?: string;
  to?: string;
  tz?: string;
  appName?: string;
  rating?: string[];
  choice?: string[];
  hasText?: 'true' | 'false';
  tag?: string[];
  theme?: string;
  deviceType?: DeviceType;
  q?: string;
  status?: FeedbackStatus[];
  assignee?: string;
};

export function toApiFilter(state: FilterState, timeZone: string): ApiFilter {
  const filter: ApiFilter = {};
  for (const name of FILTER_PARAMETERS) {
    const value = state[name];
    if (value === undefined) continue;
    if (Array.isArray(value)) {
      if (value.length > 0) (filter as Record<string, string[]>)[name] = [...value];
    } else {
      (filter as Record<string, string>)[name] = value;
    }
  }
  if (isTimeZone(timeZone)) filter.tz = timeZone;
  return filter;
}

/** A copy of the state with one filter set (a string) or cleared (`undefined`). */
export function withFilter(
  state: FilterState,
  name: Exclude<FilterParameter, RepeatableParameter>,
  value: string | undefined,
): FilterState {
  const next = copyOf(state);
  if (value === undefined || value === '') delete next[name];
  else (next as unknown as Record<string, string>)[name] = value;
  // The rating and choice filters name fields of one survey: they go when the survey changes.
  if (name === 'surveyId' && value !== state.surveyId) {
    next.rating = [];
    next.choice = [];
  }
  return next;
}

/** A copy of the state with a value of a repeatable filter added or removed. */
export function toggleRepeatable(
  state: FilterState,
  name: RepeatableParameter,
  value: string,
): FilterState {
  const values: string[] = state[name];
  const next = values.includes(value)
    ? values.filter((existing) => existing !== value)
    : [...values, value];
  const copy = copyOf(state);
  if (name === 'status') copy.status = FEEDBACK_STATUSES.filter((status) => next.includes(status));
  else copy[name] = next;
  return copy;
}

/**
 * The state with the triage filters (`status`, `assignee`) replaced and the others kept: what the
 * quick filters link to.
 */
export function withTriage(
  state: FilterState,
  triage: { status?: FeedbackStatus[]; assignee?: string },
): FilterState {
  const next = copyOf(state);
  next.status = FEEDBACK_STATUSES.filter((status) => triage.status?.includes(status));
  if (triage.assignee === undefined) delete next.assignee;
  else next.assignee = triage.assignee;
  return next;
}

/** The one rating filter of a field (the explorer offers one per field), or undefined. */
export function ratingOf(
  state: FilterState,
  fieldId: string,
): Pick<RatingFilter, 'min' | 'max'> | undefined {
  for (const value of state.rating) {
    const parsed = splitRating(value);
    if (parsed?.fieldId === fieldId) return { min: parsed.min, max: parsed.max };
  }
  return undefined;
}

/** A rating filter as people read it: `overall 4`, `overall 1–2`. */
export function ratingFilterLabel(value: string): string {
  const parsed = splitRating(value);
  if (!parsed) return value;
  const { fieldId, min, max } = parsed;
  return min === max ? `${fieldId} ${min}` : `${fieldId} ${min}–${max}`;
}

/** The one choice filter of a field, or undefined. */
export function choiceOf(state: FilterState, fieldId: string): string | undefined {
  for (const value of state.choice) {
    const parsed = splitChoice(value);
    if (parsed?.fieldId === fieldId) return parsed.optionId;
  }
  return undefined;
}

/** Sets (or clears, with `undefined`) the rating filter of one field: one rating, or a range. */
export function withRating(
  state: FilterState,
  fieldId: string,
  rating: Pick<RatingFilter, 'min' | 'max'> | undefined,
): FilterState {
  const rest = state.rating.filter((value) => splitRating(value)?.fieldId !== fieldId);
  return {
    ...state,
    rating: rating === undefined ? rest : [...rest, ratingFilterValue({ fieldId, ...rating })],
  };
}

/** Sets (or clears, with `undefined`) the choice filter of one field. */
export function withChoice(
  state: FilterState,
  fieldId: string,
  optionId: string | undefined,
): FilterState {
  const rest = state.choice.filter((value) => splitChoice(value)?.fieldId !== fieldId);
  return { ...state, choice: optionId === undefined ? rest : [...rest, `${fieldId}:${optionId}`] };
}

/** Whether a parameter name is one of the filters (others, like `cursor` or `item`, are not). */
export function isFilterParameter(name: string): name is FilterParameter {
  return (FILTER_PARAMETERS as readonly string[]).includes(name);
}

export function isRepeatable(name: FilterParameter): boolean {
  return REPEATABLE.has(name);
}
