/**
 * An alert rule as its form holds it (a draft), read from a saved rule, from the explorer's URL or
 * from the submitted form, and turned into the API's input. The filter is the explorer's own state
 * (`FilterState`, the same parameter names in the form); what a rule refuses is left out here, in
 * words the page shows. Rules: docs/rules/alerts.md#alerts-2, docs/rules/alerts.md#alerts-3.
 */
import {
  ALERT_LIMITS,
  type AlertDestination,
  type AlertDestinationInput,
  type AlertFilter,
  type AlertRule,
  isTimeZone,
} from '@heed/contracts';
import { filterChips } from '#lib/feedback/filter-chips.ts';
import {
  emptyFilterState,
  FILTER_PARAMETERS,
  type FilterState,
  readFilterState,
} from '#lib/feedback/filter-state.ts';

export const DESTINATION_TYPES = ['slack', 'teams', 'email', 'webhook'] as const;
export type DestinationType = (typeof DESTINATION_TYPES)[number];

export function isDestinationType(value: unknown): value is DestinationType {
  return DESTINATION_TYPES.some((type) => type === value);
}

/** A destination in the form: a saved Slack/Teams one has its `id` and masked URL. */
export type DestinationDraft =
  | {
      type: 'slack' | 'teams';
      /** The saved destination's id; empty for a new one. */
      id: string;
      /** The saved destination's masked URL (`https://hooks.slack.com/…`). */
      masked: string;
      /** A new URL: for a new destination, or to replace the saved one's. */
      url: string;
    }
  | { type: 'email' /** Addresses as typed: separated by commas, spaces or lines. */; to: string }
  | { type: 'webhook'; endpointId: string };

export interface RuleDraft {
  name: string;
  /** The explorer's filter state; `tag` stays empty (a rule refuses it). */
  filter: FilterState;
  /** The time zone of the filter's `from` and `to` days. */
  filterTz: string;
  mode: 'instant' | 'digest';
  digestHour: number;
  tz: string;
  enabled: boolean;
  destinations: DestinationDraft[];
}

/** The digest's hour a new rule starts with. */
export const DEFAULT_DIGEST_HOUR = 8;

const NAME_LENGTH = 80;

export function emptyDraft(timeZone: string): RuleDraft {
  return {
    name: '',
    filter: emptyFilterState(),
    filterTz: timeZone,
    mode: 'instant',
    digestHour: DEFAULT_DIGEST_HOUR,
    tz: timeZone,
    enabled: true,
    destinations: [],
  };
}

/** The explorer's state of a rule's filter (read as the explorer reads its URL). */
export function filterStateOf(filter: AlertFilter): FilterState {
  const params = new URLSearchParams();
  for (const name of FILTER_PARAMETERS) {
    const value = (filter as Record<string, unknown>)[name];
    for (const each of Array.isArray(value) ? value : [value]) {
      if (typeof each === 'string') params.append(name, each);
    }
  }
  return readFilterState(params);
}

function destinationDraft(destination: AlertDestination): DestinationDraft {
  switch (destination.type) {
    case 'slack':
    case 'teams':
      return { type: destination.type, id: destination.id, masked: destination.url, url: '' };
    case 'email':
      return { type: 'email', to: destination.to.join(', ') };
    case 'webhook':
      return { type: 'webhook', endpointId: destination.endpointId };
  }
}

/** The form of a saved rule; `timeZone` is the digest's zone offered should it become one. */
export function draftOfRule(rule: AlertRule, timeZone: string): RuleDraft {
  return {
    name: rule.name,
    filter: filterStateOf(rule.filter),
    filterTz: rule.filter.tz ?? 'UTC',
    mode: rule.mode,
    digestHour: rule.digestHour ?? DEFAULT_DIGEST_HOUR,
    tz: rule.tz ?? timeZone,
    enabled: rule.enabled,
    destinations: rule.destinations.map(destinationDraft),
  };
}

/** A new destination of a type, empty. */
export function newDestination(type: DestinationType): DestinationDraft {
  if (type === 'email') return { type, to: '' };
  if (type === 'webhook') return { type, endpointId: '' };
  return { type, id: '', masked: '', url: '' };
}

/**
 * A new rule's form from the explorer's query string: its filters, but not what a rule refuses
 * (`tag`, `status`, `assignee`: a rule is matched when an item arrives, before it is tagged,
 * assigned or worked on) nor the period (`from`, `to`: the explorer's period is for looking back;
 * a rule watches what arrives). `left` names, as the explorer's chips do, what was left out.
 */
export function draftFromExplorer(
  params: URLSearchParams,
  timeZone: string,
  themeName: (id: string) => string,
): { draft: RuleDraft; left: string[] } {
  const state = readFilterState(params);
  const cannot = new Set(['tag', 'from', 'to', 'status', 'assignee']);
  const left = filterChips(state, themeName)
    .filter((chip) => cannot.has(chip.name))
    .map((chip) => chip.label);
  const filter: FilterState = { ...state, tag: [], status: [] };
  delete filter.from;
  delete filter.to;
  delete filter.assignee;
  const draft = emptyDraft(timeZone);
  draft.filter = filter;
  draft.name = suggestedName(filter, themeName);
  return { draft, left };
}

/** A name for a new rule from its filter: `Rating: overall 1–2 · checkout`. */
export function suggestedName(filter: FilterState, themeName: (id: string) => string): string {
  if (!filter.surveyId) return '';
  const words = filterChips(filter, themeName)
    .filter((chip) => chip.name !== 'surveyId')
    .map((chip) => chip.label);
  const name = [words.join(', ') || 'All feedback', filter.surveyId].join(' · ');
  return name.length <= NAME_LENGTH ? name : `${name.slice(0, NAME_LENGTH - 1)}…`;
}

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
}

/** The filter fields of the form (the explorer's parameter names) as a query string. */
function filterParams(form: FormData): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of FILTER_PARAMETERS) {
    for (const value of form.getAll(name)) {
      if (typeof value === 'string' && value.trim() !== '') params.append(name, value);
    }
  }
  return params;
}

/** The destinations of the form (`d.<i>.type`, `d.<i>.url`, …), in their order. */
function destinationsOf(form: FormData): DestinationDraft[] {
  const indexes = new Set<number>();
  for (const key of form.keys()) {
    const match = /^d\.(\d{1,2})\.type$/.exec(key);
    if (match) indexes.add(Number(match[1]));
  }
  const list: DestinationDraft[] = [];
  for (const index of [...indexes].sort((a, b) => a - b)) {
    const field = (name: string) => text(form, `d.${index}.${name}`);
    const type = field('type');
    if (type === 'slack' || type === 'teams') {
      list.push({ type, id: field('id'), masked: field('masked'), url: field('url') });
    } else if (type === 'email') {
      list.push({ type, to: field('to') });
    } else if (type === 'webhook') {
      list.push({ type, endpointId: field('endpointId') });
    }
  }
  return list;
}

/** The rule form as it was submitted. */
export function readDraft(form: FormData, timeZone: string): RuleDraft {
  const hourText = text(form, 'digestHour');
  const hour = /^\d{1,2}$/.test(hourText) ? Number(hourText) : Number.NaN;
  const tz = text(form, 'tz');
  const filterTz = text(form, 'filterTz');
  return {
    name: text(form, 'name'),
    filter: { ...readFilterState(filterParams(form)), tag: [] },
    filterTz: isTimeZone(filterTz) ? filterTz : timeZone,
    mode: text(form, 'mode') === 'digest' ? 'digest' : 'instant',
    digestHour: Number.isInteger(hour) && hour >= 0 && hour <= 23 ? hour : DEFAULT_DIGEST_HOUR,
    tz: tz || timeZone,
    enabled: form.get('enabled') === 'true',
    destinations: destinationsOf(form),
  };
}

/**
 * What the form's other buttons ask (without JavaScript; with it the page does it in place):
 * `add:<type>` a destination, `remove:<index>` one, `refresh` the survey's questions. Answers the
 * changed draft, or undefined when the form is to be saved.
 */
export function applyIntent(draft: RuleDraft, intent: string): RuleDraft | undefined {
  const [verb, argument] = intent.split(':');
  if (verb === 'add' && isDestinationType(argument)) {
    if (draft.destinations.length >= ALERT_LIMITS.destinations) return draft;
    return { ...draft, destinations: [...draft.destinations, newDestination(argument)] };
  }
  if (verb === 'remove') {
    const index = Number(argument);
    return { ...draft, destinations: draft.destinations.filter((_, at) => at !== index) };
  }
  if (verb === 'refresh') return draft;
  return undefined;
}

/** E-mail addresses as typed, split at commas, semicolons, spaces and lines. */
export function addressesOf(to: string): string[] {
  return to.split(/[\s,;]+/).filter((address) => address !== '');
}

/** The API's input of a draft (`enabled` included: the creation sends it). */
export interface RuleInput {
  name: string;
  filter: AlertFilter;
  mode: 'instant' | 'digest';
  digestHour: number | null;
  tz: string | null;
  destinations: AlertDestinationInput[];
  enabled: boolean;
}

const DESTINATION_NAMES: Record<DestinationType, string> = {
  slack: 'Slack',
  teams: 'Teams',
  email: 'e-mail',
  webhook: 'webhook',
};

/**
 * The API's input of a draft, or what is missing from it (by the API's field paths, so the page
 * shows both where the API would). The filter goes as the explorer sends it, with `tz` only when
 * it has days; a Slack or Teams destination with a new URL sends the URL, else its saved `id`.
 */
export function ruleInput(
  draft: RuleDraft,
): { input: RuleInput } | { error: string; fieldErrors: Record<string, string> } {
  const fieldErrors: Record<string, string> = {};
  if (!draft.name) fieldErrors.name = 'Give the rule a name.';
  if (!draft.filter.surveyId)
    fieldErrors['filter.surveyId'] = 'Choose the survey the rule watches.';
  if (draft.destinations.length === 0) {
    fieldErrors.destinations = 'Add at least one destination.';
  }
  const destinations: AlertDestinationInput[] = [];
  for (const [index, destination] of draft.destinations.entries()) {
    const path = `destinations.${index}`;
    switch (destination.type) {
      case 'slack':
      case 'teams':
        if (destination.url) destinations.push({ type: destination.type, url: destination.url });
        else if (destination.id) destinations.push({ type: destination.type, id: destination.id });
        else {
          fieldErrors[`${path}.url`] =
            `Enter the ${DESTINATION_NAMES[destination.type]} webhook URL.`;
        }
        break;
      case 'email': {
        const to = addressesOf(destination.to);
        if (to.length === 0) fieldErrors[`${path}.to`] = 'Enter at least one address.';
        else destinations.push({ type: 'email', to });
        break;
      }
      case 'webhook':
        if (destination.endpointId) {
          destinations.push({ type: 'webhook', endpointId: destination.endpointId });
        } else fieldErrors[`${path}.endpointId`] = 'Choose one of the team’s endpoints.';
        break;
    }
  }
  if (Object.keys(fieldErrors).length > 0) {
    return { error: 'The rule is not complete: see the fields marked below.', fieldErrors };
  }
  const state = draft.filter;
  const filter: AlertFilter = {
    surveyId: state.surveyId ?? '',
    ...(state.from ? { from: state.from } : {}),
    ...(state.to ? { to: state.to } : {}),
    ...(state.from || state.to ? { tz: draft.filterTz } : {}),
    ...(state.appName ? { appName: state.appName } : {}),
    ...(state.rating.length > 0 ? { rating: [...state.rating] } : {}),
    ...(state.choice.length > 0 ? { choice: [...state.choice] } : {}),
    ...(state.hasText ? { hasText: state.hasText } : {}),
    ...(state.theme ? { theme: state.theme } : {}),
    ...(state.deviceType ? { deviceType: state.deviceType } : {}),
    ...(state.q ? { q: state.q } : {}),
  };
  const digest = draft.mode === 'digest';
  return {
    input: {
      name: draft.name,
      filter,
      mode: draft.mode,
      digestHour: digest ? draft.digestHour : null,
      tz: digest ? draft.tz : null,
      destinations,
      enabled: draft.enabled,
    },
  };
}

/**
 * The message of the first field error at `path` or below it (`destinations.1` holds
 * `destinations.1.url` and `destinations.1.to.0`).
 */
export function errorAt(
  fieldErrors: Record<string, string> | undefined,
  path: string,
): string | undefined {
  if (!fieldErrors) return undefined;
  if (fieldErrors[path] !== undefined) return fieldErrors[path];
  const below = Object.keys(fieldErrors).find((key) => key.startsWith(`${path}.`));
  return below === undefined ? undefined : fieldErrors[below];
}

/** Parameters of the explorer's URL that are no filters: its page, open item and notices. */
const NOT_FILTERS = new Set(['cursor', 'item', 'exportFailed']);

/**
 * The new-rule page prefilled from the explorer's URL ("Alert me about these"): its query string
 * without the parameters that are no filters. The page reads it as the explorer does and names
 * what a rule cannot have.
 */
export function newRuleHref(team: string, explorerParams: Iterable<[string, string]>): string {
  const params = new URLSearchParams();
  for (const [name, value] of explorerParams) {
    if (!NOT_FILTERS.has(name) && !name.startsWith('/')) params.append(name, value);
  }
  const query = params.toString();
  return `/t/${encodeURIComponent(team)}/alerts/new${query ? `?${query}` : ''}`;
}
