import { z } from 'zod';
import { cutText, oneLine } from './text-cut.ts';

/**
 * What an `alert.triggered` message says, whatever carries it: made once from the stored body
 * (`{ type, timestamp, data: { rule, team, items, total, sample? } }`) and the rule's settings, then
 * rendered by each destination's renderer (`slack-message.ts`, `teams-message.ts`,
 * `email-message.ts`) within that destination's limits. Every string taken from the body is a
 * customer value (stored, so already redacted): renderers escape it for their format.
 * Rule: docs/rules/alert-messages.md#alert-messages-1.
 */

/** A text answer is cut at this many characters in every destination. */
export const ANSWER_TEXT_MAX = 3000;
/** A question label is cut at this many characters. */
export const LABEL_MAX = 150;
/** A message lists this many items at most (a digest's newest). */
export const DIGEST_ITEMS_MAX = 10;

/** instant: one item; digest: the day's count and newest items; more: "and N more" (no items). */
export type AlertKind = 'instant' | 'digest' | 'more';

/** The rule's settings read when the message is claimed. */
export interface AlertRuleSettings {
  mode: string;
  /** The digest's time zone; times are shown in it (UTC when null). */
  tz: string | null;
  /** The rule's filter (the explorer's parameters), for the link to all matches. */
  filter: Record<string, unknown> | null;
}

export type AnswerView =
  | { kind: 'rating'; label: string; stars: string; score: string }
  | { kind: 'text'; label: string; text: string }
  | { kind: 'choice'; label: string; choices: string };

export interface ItemView {
  id: string;
  /** `<base>/t/<team>/feedback?item=<id>`. */
  url: string;
  surveyId: string;
  appName: string;
  /** When it was received, written out in the rule's time zone (or UTC). */
  receivedAt: string;
  /** The same instant in Unix seconds (Slack shows it in the reader's time zone). */
  receivedAtSeconds: number | undefined;
  answers: AnswerView[];
  /** Answers left out to keep within the destination's limits. */
  hiddenAnswers: number;
}

export interface AlertContent {
  kind: AlertKind;
  /** A test message (`data.sample`): its items are examples. */
  sample: boolean;
  ruleName: string;
  team: string;
  /** Items matched (a digest's day, the hour's held-back ones for `more`, 1 for `instant`). */
  total: number;
  items: ItemView[];
  /** The explorer under the rule's filter. */
  listUrl: string;
  /** One sentence of Heed's own saying what happened (no customer value in it). */
  headline: string;
  /** The note of a test message, or null. */
  sampleNote: string | null;
}

/** The body could not be read as an `alert.triggered` body. */
export class AlertBodyError extends Error {
  constructor() {
    super('not an alert.triggered body');
    this.name = 'AlertBodyError';
  }
}

const valueSchema = z.union([
  z.object({
    type: z.literal('rating'),
    rating: z.number(),
    ratingScale: z.number(),
    ratingVariant: z.string().optional(),
  }),
  z.object({ type: z.literal('text'), text: z.string() }),
  z.object({ type: z.literal('singleChoice'), selectedOptionId: z.string() }),
  z.object({ type: z.literal('multiChoice'), selectedOptionIds: z.array(z.string()) }),
]);

const itemSchema = z.object({
  id: z.string(),
  surveyId: z.string(),
  appName: z.string(),
  receivedAt: z.string(),
  answers: z.array(
    z.object({
      fieldId: z.string().optional(),
      question: z.object({ label: z.string() }).optional(),
      value: z.unknown(),
    }),
  ),
});

const bodySchema = z.object({
  type: z.literal('alert.triggered'),
  data: z.object({
    rule: z.object({ id: z.string(), name: z.string() }),
    team: z.string(),
    items: z.array(z.unknown()),
    total: z.number().int().min(0),
    sample: z.boolean().optional(),
  }),
});

/** The dashboard's external URL without a trailing slash: `HEED_PUBLIC_URL`, else the default. */
export function dashboardBaseOf(config: { publicUrl: string | undefined; webPort: number }) {
  return (config.publicUrl ?? `http://localhost:${config.webPort}`).replace(/\/+$/, '');
}

export function alertContentOf(
  payload: unknown,
  rule: AlertRuleSettings,
  dashboardBase: string,
): AlertContent {
  const parsed = bodySchema.safeParse(payload);
  if (!parsed.success) throw new AlertBodyError();
  const { data } = parsed.data;
  const items = data.items.flatMap((raw) => {
    const item = itemSchema.safeParse(raw);
    return item.success ? [item.data] : [];
  });
  const kind: AlertKind =
    items.length === 0 && data.total > 0 ? 'more' : rule.mode === 'digest' ? 'digest' : 'instant';
  if (kind !== 'more' && items.length === 0) throw new AlertBodyError();
  const teamPath = `${dashboardBase}/t/${encodeURIComponent(data.team)}/feedback`;
  const listed = items.slice(0, DIGEST_ITEMS_MAX);
  const views = listed.map((item) => ({
    id: item.id,
    url: `${teamPath}?item=${encodeURIComponent(item.id)}`,
    surveyId: oneLine(item.surveyId),
    appName: oneLine(item.appName),
    receivedAt: formatInstant(item.receivedAt, rule.tz),
    receivedAtSeconds: secondsOf(item.receivedAt),
    answers: item.answers.map(answerViewOf),
    hiddenAnswers: 0,
  }));
  const total = Math.max(data.total, views.length);
  const ruleName = oneLine(data.rule.name) || 'Alert';
  return {
    kind,
    sample: data.sample === true,
    ruleName,
    team: data.team,
    total,
    items: views,
    listUrl: listUrlOf(teamPath, rule.filter),
    headline: headlineOf(kind, total, views.length),
    sampleNote:
      data.sample === true
        ? 'Test message: sent from the alert’s settings to check this destination; the feedback in it is an example.'
        : null,
  };
}

function headlineOf(kind: AlertKind, total: number, listed: number): string {
  const matches = (n: number) => `${n} ${n === 1 ? 'match' : 'matches'}`;
  if (kind === 'instant') return 'New feedback matches this alert.';
  if (kind === 'more') {
    return (
      `${matches(total)} more in the last hour. An alert sends at most 30 messages an hour; ` +
      'the rest are in Heed.'
    );
  }
  if (listed < total) return `${matches(total)} in the last 24 hours. The ${listed} newest:`;
  return `${matches(total)} in the last 24 hours.`;
}

/** A rating as stars and `n/scale`: `★★★★☆` and `4/5`. */
export function ratingView(rating: number, scale: number): { stars: string; score: string } {
  const top = Math.max(1, Math.min(10, Math.round(scale)));
  const filled = Math.max(0, Math.min(top, Math.round(rating)));
  return { stars: '★'.repeat(filled) + '☆'.repeat(top - filled), score: `${rating}/${scale}` };
}

function answerViewOf(answer: {
  fieldId?: string | undefined;
  question?: { label: string } | undefined;
  value: unknown;
}): AnswerView {
  const label = cutText(oneLine(answer.question?.label ?? answer.fieldId ?? ''), LABEL_MAX);
  const value = valueSchema.safeParse(answer.value);
  if (!value.success) return { kind: 'choice', label, choices: '' };
  const parsed = value.data;
  switch (parsed.type) {
    case 'rating':
      return { kind: 'rating', label, ...ratingView(parsed.rating, parsed.ratingScale) };
    case 'text':
      return { kind: 'text', label, text: cutText(visibleText(parsed.text), ANSWER_TEXT_MAX) };
    case 'singleChoice':
      return { kind: 'choice', label, choices: oneLine(parsed.selectedOptionId) };
    case 'multiChoice':
      return { kind: 'choice', label, choices: oneLine(parsed.selectedOptionIds.join(', ')) };
  }
}

/** Line breaks and tabs stay; other control characters (invisible, and long in JSON) go. */
function visibleText(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes
  return text.replace(/\r\n?/g, '\n').replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g, '');
}

/** What a destination can carry: answers per item, and the size of labels and answers in all. */
export interface ContentLimits {
  answersPerItem: number;
  /** The cost of labels and answers over all items (see `cost`); shared equally among them. */
  textBudget: number;
  /** The cost of a text as the destination carries it; its length (characters) by default. */
  cost?: (text: string) => number;
}

/** A text answer that would be cut shorter than this is left out instead (it would say too little). */
const SHORTEST_CUT = 40;

/**
 * The items cut to a destination's limits: at most `answersPerItem` answers each, and labels and
 * answers of all items within `textBudget` (each item gets an equal share; a text that does not
 * fit is cut, and answers past the share are left out and counted in `hiddenAnswers`).
 */
export function fitItems(items: readonly ItemView[], limits: ContentLimits): ItemView[] {
  const cost = limits.cost ?? ((text: string) => text.length);
  const share = Math.floor(limits.textBudget / Math.max(1, items.length));
  return items.map((item) => {
    let left = share;
    const answers: AnswerView[] = [];
    for (const answer of item.answers) {
      if (answers.length >= limits.answersPerItem) break;
      const room = left - cost(answer.label);
      if (answer.kind === 'text') {
        const text = cutToCost(answer.text, room, cost);
        if (text === undefined) break;
        answers.push({ ...answer, text });
        left = room - cost(text);
      } else {
        const value = cost(
          answer.kind === 'rating' ? `${answer.stars} ${answer.score}` : answer.choices,
        );
        if (room < value) break;
        answers.push(answer);
        left = room - value;
      }
    }
    return { ...item, answers, hiddenAnswers: item.answers.length - answers.length };
  });
}

/** The longest cut of `text` whose cost is within `room`; undefined when it would say too little. */
function cutToCost(text: string, room: number, cost: (text: string) => number): string | undefined {
  if (cost(text) <= room) return text;
  let low = 0;
  let high = Math.min(text.length, Math.max(0, room));
  let best: string | undefined;
  while (low <= high) {
    const middle = Math.floor((low + high) / 2);
    const cut = cutText(text, middle);
    if (cost(cut) <= room) {
      best = cut;
      low = middle + 1;
    } else {
      high = middle - 1;
    }
  }
  return best !== undefined && best.length >= Math.min(SHORTEST_CUT, text.length)
    ? best
    : undefined;
}

/** `url`, or without its query when it is longer than `max` (a long filter in the link). */
export function urlWithin(url: string, max: number): string {
  if (url.length <= max) return url;
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

function listUrlOf(teamPath: string, filter: Record<string, unknown> | null): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filter ?? {})) {
    if (Array.isArray(value)) {
      for (const each of value) if (typeof each === 'string') params.append(name, each);
    } else if (typeof value === 'string' || typeof value === 'number') {
      params.set(name, String(value));
    } else if (typeof value === 'boolean') {
      params.set(name, value ? 'true' : 'false');
    }
  }
  const query = params.toString();
  return query ? `${teamPath}?${query}` : teamPath;
}

const instantFormats = new Map<string, Intl.DateTimeFormat>();

/** `22 Nov 2026, 10:15 UTC` (or in the rule's time zone, named). */
export function formatInstant(iso: string, tz: string | null): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return oneLine(iso);
  const zone = tz ?? 'UTC';
  let format = instantFormats.get(zone);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat('en-GB', {
        timeZone: zone,
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      });
    } catch {
      return formatInstant(iso, null);
    }
    instantFormats.set(zone, format);
  }
  return `${format.format(instant)} ${zone}`;
}

function secondsOf(iso: string): number | undefined {
  const ms = new Date(iso).getTime();
  return Number.isNaN(ms) ? undefined : Math.floor(ms / 1000);
}
