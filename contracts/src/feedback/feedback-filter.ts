import { z } from 'zod';
import { deviceTypeSchema } from '../submission/submit.contract.ts';
import { identifierText, text } from '../text.ts';
import { feedbackStatusSchema, userRefSchema } from '../triage/feedback-status.ts';

/**
 * The filters of the feedback list, statistics and export alike. Query parameters arrive flat: a
 * repeated name is an array, so the repeatable filters take one value or several.
 */

export const FILTER_LIMITS = {
  identifierLength: 200,
  qLength: 200,
  tagLength: 50,
  /** Most values of one repeatable filter. */
  repeats: 20,
  /** Most ratings one rating range spans (an NPS scale, 0–10, has 11). */
  ratingRangeValues: 11,
} as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written `YYYY-MM-DD`. */
function isCalendarDay(value: string): boolean {
  if (!DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** An IANA time-zone name the runtime knows (`Europe/Oslo`, `UTC`). */
export function isTimeZone(value: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const day = z
  .string()
  .refine(isCalendarDay, { message: 'Must be a calendar day written YYYY-MM-DD.' });

/** A rating filter: the items whose rating of field `fieldId` is `min` to `max`, inclusive. */
export interface RatingFilter {
  fieldId: string;
  min: number;
  max: number;
}

const RATING_SYNTAX =
  'Must be <fieldId>:<rating> or <fieldId>:<min>-<max>, e.g. overall:5 or overall:1-2.';

/**
 * Reads a rating filter value: `fieldId:n` (that rating) or `fieldId:min-max` (`min` to `max`,
 * inclusive; `min` ≤ `max`, at most `FILTER_LIMITS.ratingRangeValues` ratings), split at the last
 * colon (a rating has none). Gives the filter, or why the value is refused.
 */
export function readRating(value: string): RatingFilter | { problem: string } {
  const colon = value.lastIndexOf(':');
  const fieldId = value.slice(0, colon);
  const match = /^(\d{1,2})(?:-(\d{1,2}))?$/.exec(value.slice(colon + 1));
  if (colon < 1 || fieldId.length > FILTER_LIMITS.identifierLength || !match) {
    return { problem: RATING_SYNTAX };
  }
  const min = Number(match[1]);
  const max = match[2] === undefined ? min : Number(match[2]);
  if (min > max) return { problem: 'The first rating of a range must not be above the last.' };
  if (max - min + 1 > FILTER_LIMITS.ratingRangeValues) {
    return {
      problem: `A range spans at most ${FILTER_LIMITS.ratingRangeValues} ratings.`,
    };
  }
  return { fieldId, min, max };
}

/** The rating filter of a value `readRating` accepts, else null. */
export function splitRating(value: string): RatingFilter | null {
  const read = readRating(value);
  return 'problem' in read ? null : read;
}

/** A rating filter as its parameter value: `fieldId:n` for one rating, else `fieldId:min-max`. */
export function ratingFilterValue({ fieldId, min, max }: RatingFilter): string {
  return min === max ? `${fieldId}:${min}` : `${fieldId}:${min}-${max}`;
}

/** Splits `fieldId:optionId` at the first colon. */
export function splitChoice(value: string): { fieldId: string; optionId: string } | null {
  const colon = value.indexOf(':');
  const fieldId = value.slice(0, colon);
  const optionId = value.slice(colon + 1);
  if (colon < 1 || optionId === '') return null;
  if (
    fieldId.length > FILTER_LIMITS.identifierLength ||
    optionId.length > FILTER_LIMITS.identifierLength
  ) {
    return null;
  }
  return { fieldId, optionId };
}

/** One value, or several when the parameter is repeated. */
function repeatable<T extends z.ZodType>(value: T) {
  return z.union([value, z.array(value).min(1).max(FILTER_LIMITS.repeats)]);
}

const ratingValue = text()
  .normalize('NFC')
  .refine((value) => splitRating(value) !== null, {
    error: (issue) => {
      const read = readRating(String(issue.input));
      return 'problem' in read ? read.problem : RATING_SYNTAX;
    },
  });
const choiceValue = text()
  .normalize('NFC')
  .refine((value) => splitChoice(value) !== null, {
    message: 'Must be <fieldId>:<optionId>, e.g. channel:web.',
  });

/** The filter parameters (the shape; each request adds its own parameters). */
export const feedbackFilterShape = {
  surveyId: identifierText(FILTER_LIMITS.identifierLength).optional(),
  from: day.optional().describe('First day, inclusive, in `tz` (of `receivedAt`).'),
  to: day.optional().describe('Last day, inclusive, in `tz` (of `receivedAt`).'),
  tz: text()
    .refine(isTimeZone, { message: 'Must be an IANA time zone such as Europe/Oslo.' })
    .optional()
    .describe('IANA time zone of `from` and `to`; default `UTC`.'),
  appName: text().min(1).max(FILTER_LIMITS.identifierLength).optional(),
  rating: repeatable(ratingValue)
    .optional()
    .describe(
      '`<fieldId>:<rating>`, or `<fieldId>:<min>-<max>` for the ratings `min` to `max` inclusive ' +
        `(e.g. \`overall:1-2\`; \`min\` ≤ \`max\`, at most ${FILTER_LIMITS.ratingRangeValues} ` +
        'ratings); split at the last colon; repeatable, all must hold.',
    ),
  choice: repeatable(choiceValue)
    .optional()
    .describe('`<fieldId>:<optionId>` (split at the first colon); repeatable, all must hold.'),
  hasText: z.enum(['true', 'false']).optional(),
  tag: repeatable(text().trim().min(1).max(FILTER_LIMITS.tagLength))
    .optional()
    .describe('Repeatable; the item must carry every tag given (case-insensitive).'),
  theme: z
    .union([z.literal('uncategorized'), z.uuid()])
    .optional()
    .describe('A theme id, or `uncategorized`: items with text that matches no theme.'),
  deviceType: deviceTypeSchema.optional(),
  q: text()
    .min(1)
    .max(FILTER_LIMITS.qLength)
    .optional()
    .describe('Words that must all occur in the text answers (whole words, case-insensitive).'),
  status: repeatable(feedbackStatusSchema)
    .optional()
    .describe('`new`, `in_progress`, `resolved` or `ignored`; repeatable, any of them.'),
  assignee: z
    .union([z.literal('me'), z.literal('none'), userRefSchema])
    .optional()
    .describe('A member’s `userRef`, `me` (the caller) or `none` (unassigned items).'),
};

/**
 * The catch-all of a filtered request: every parameter it does not define is refused with an error
 * whose path is the parameter's name (zod's own strict mode reports them without a path).
 */
export const unknownParameter = z.unknown().refine(() => false, { message: 'Unknown parameter.' });
