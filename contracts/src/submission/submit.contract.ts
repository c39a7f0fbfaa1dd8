import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { identifierText, text } from '../text.ts';
import {
  definitionConflictProblemSchema,
  surveyLimitProblemSchema,
} from './definition-conflict.ts';
import { answerSchema, SUBMISSION_LIMITS, surveyDefinitionSchema } from './survey-definition.ts';

/** A complete submission: a rating and a comment with their definition. */
export const SUBMISSION_EXAMPLE = {
  schemaVersion: 2,
  surveyId: 'checkout-satisfaction',
  surveyType: 'rating',
  submittedAt: '2026-11-22T10:15:00Z',
  answers: [
    {
      fieldId: 'overall',
      fieldType: 'RATING',
      question: { label: 'How was checkout?' },
      value: { type: 'rating', rating: 4, ratingVariant: 'emoji', ratingScale: 5 },
    },
    {
      fieldId: 'comment',
      fieldType: 'TEXT',
      question: { label: 'Anything to add?' },
      value: { type: 'text', text: 'Quick and easy.' },
    },
  ],
  definition: {
    surveyType: 'rating',
    fields: [
      {
        fieldId: 'overall',
        fieldType: 'RATING',
        label: 'How was checkout?',
        ratingVariant: 'emoji',
        ratingScale: 5,
      },
      { fieldId: 'comment', fieldType: 'TEXT', label: 'Anything to add?' },
    ],
  },
};

/** Limits of the optional submission context. */
export const CONTEXT_LIMITS = {
  pathnameLength: 500,
  tags: 20,
  tagKeyLength: 50,
  tagValueLength: 100,
  localeLength: 35,
} as const;

/** `timeToCompleteMs` is kept only within this range; outside it is stored as unknown (null). */
export const TIME_TO_COMPLETE_RANGE_MS = { min: 1_000, max: 30 * 60_000 } as const;

export const deviceTypeSchema = z
  .enum(['mobile', 'tablet', 'desktop'])
  .meta({ id: 'DeviceType', description: 'The kind of device the answers were given on.' });
export type DeviceType = z.infer<typeof deviceTypeSchema>;

export const submissionContextSchema = z
  .object({
    pathname: text()
      .min(1)
      .max(CONTEXT_LIMITS.pathnameLength)
      .regex(/^\/[^?#]*$/, 'Must be a path starting with "/", without query (?) or fragment (#).')
      .optional(),
    deviceType: deviceTypeSchema.optional(),
    viewport: z
      .object({ width: z.int().min(1).max(100_000), height: z.int().min(1).max(100_000) })
      .optional(),
    locale: text()
      .max(CONTEXT_LIMITS.localeLength)
      .regex(/^[A-Za-z]{2,8}(?:[-_][A-Za-z0-9]{1,8})*$/, 'Must be a language tag such as nb-NO.')
      .optional(),
    tags: z
      .record(
        text().regex(
          /^[A-Za-z0-9][A-Za-z0-9_.:-]{0,49}$/,
          'Tag keys are 1–50 letters, digits and _.:- (starting with a letter or digit).',
        ),
        text().max(CONTEXT_LIMITS.tagValueLength),
      )
      .refine((tags) => Object.keys(tags).length <= CONTEXT_LIMITS.tags, {
        message: `At most ${CONTEXT_LIMITS.tags} tags.`,
      })
      .optional(),
  })
  .meta({
    id: 'SubmissionContext',
    description:
      'Where and how the answers were given. Stored with the feedback and filterable; never ' +
      'written to an audit event.',
    examples: [
      {
        pathname: '/checkout/payment',
        deviceType: 'mobile',
        viewport: { width: 390, height: 844 },
        locale: 'nb-NO',
        tags: { release: '2026.11', plan: 'pro' },
      },
    ],
  });

export const submissionSchema = z
  .object({
    schemaVersion: z.literal(2),
    surveyId: identifierText(SUBMISSION_LIMITS.surveyIdLength),
    surveyType: text().min(1).max(100),
    submittedAt: z.iso
      .datetime({ offset: false })
      .refine((value) => value >= '1970-01-01', { message: 'Must be 1970 or later.' }),
    answers: z.array(answerSchema).min(1).max(SUBMISSION_LIMITS.answers),
    definition: surveyDefinitionSchema,
    deduplicationKey: z
      .string()
      .min(16)
      .max(128)
      .regex(/^[A-Za-z0-9._:-]+$/, 'Only letters, digits and . _ : - are allowed.')
      .optional()
      .describe(
        'Makes a retry safe: a repeat of the same key for the key’s team and `surveyId` stores ' +
          'nothing new and answers 200 with the first submission’s receipt and `duplicate: true`.',
      ),
    context: submissionContextSchema.optional(),
    startedAt: z.iso
      .datetime({ offset: false })
      .optional()
      .describe('When the respondent opened the survey (ISO 8601 UTC).'),
    timeToCompleteMs: z
      .int()
      .optional()
      .describe(
        'How long answering took, in milliseconds. Kept only within 1 s – 30 min; any other ' +
          'value is accepted and stored as unknown.',
      ),
  })
  .meta({
    id: 'Submission',
    examples: [
      SUBMISSION_EXAMPLE,
      {
        ...SUBMISSION_EXAMPLE,
        context: {
          pathname: '/checkout/payment',
          deviceType: 'mobile',
          viewport: { width: 390, height: 844 },
          locale: 'nb-NO',
          tags: { release: '2026.11' },
        },
        startedAt: '2026-11-22T10:14:12Z',
        timeToCompleteMs: 48_000,
      },
    ],
  });

export const submitFeedbackContract = defineContract({
  method: 'POST',
  path: '/submission',
  successStatus: 201,
  repeatStatus: 200,
  caller: 'api_key',
  summary: 'Submit survey answers',
  description:
    'Stores one set of answers for the key’s team. A browser sends its publishable key in ' +
    '`X-Api-Key` (the request `Origin` must be one of the key’s `allowedOrigins`); a backend ' +
    'sends its secret key as `Authorization: Bearer`. The first valid submission for a ' +
    '`surveyId` registers its definition; later ones must have the same structure, else 409 ' +
    '`definition_conflict` with a `diff`. A team registers at most `HEED_MAX_SURVEYS_PER_TEAM` ' +
    'surveys (default 1000); a new `surveyId` past that is 409 `survey_limit_reached`, while ' +
    'registered surveys keep working. Every answer is checked against the definition (the ' +
    'first submission’s own block; later ones the registered definition, whatever labels or ' +
    'rating scales their block claims): its `fieldId` exists, its value fits the field type, ' +
    'ratings lie within the variant (emoji 1–5, thumbs 1–2, stars 1–5, nps 0–10) and repeat the ' +
    'field’s `ratingScale`, chosen options exist. ' +
    'With a `deduplicationKey` already stored for the team and `surveyId`, nothing new is stored ' +
    'and the answer is **200** with the first submission’s `id` and `receivedAt` and ' +
    '`duplicate: true` (first wins when two arrive at once). While the database cannot answer, or ' +
    'too many submissions wait to be stored, the answer is 503 with `Retry-After`: send the same ' +
    'submission again later, with the same `deduplicationKey`, and it is stored at most once. ' +
    'Before storing, TEXT answers are scanned for personal data (e-mail addresses, phone ' +
    'numbers, national identity numbers with valid check digits, card numbers with a valid Luhn ' +
    'digit, account numbers and IBANs with valid check digits); each match is replaced by a ' +
    'placeholder such as `[email removed]` and the stored item is marked ' +
    '`sensitiveDataRedacted`. The optional `context`, `startedAt` and `timeToCompleteMs` are ' +
    'stored with the answers.',
  tags: ['submission'],
  errorStatuses: [403, 409, 429],
  errorBodies: { 409: z.union([definitionConflictProblemSchema, surveyLimitProblemSchema]) },
  input: submissionSchema,
  output: z
    .object({
      id: z.uuid(),
      surveyId: z.string(),
      surveyIdRef: z
        .string()
        .describe('Log-safe reference of surveyId: `id:` + first 12 hex of its SHA-256.'),
      receivedAt: z.iso.datetime(),
      duplicate: z
        .literal(true)
        .optional()
        .describe('Present (with status 200) when the `deduplicationKey` was already stored.'),
    })
    .meta({ id: 'SubmissionReceipt' }),
});
