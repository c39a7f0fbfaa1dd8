import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { type TeamScope, teamQuerySchema } from '../org/team.ts';
import { SUBMISSION_EXAMPLE, submissionContextSchema } from '../submission/submit.contract.ts';
import { fieldDefinitionSchema } from '../submission/survey-definition.ts';
import { assigneeSchema, feedbackStatusSchema } from '../triage/feedback-status.ts';
import { feedbackFilterShape, unknownParameter } from './feedback-filter.ts';

export const FEEDBACK_PAGE = { defaultLimit: 50, maxLimit: 200 } as const;

/** An answer as stored: TEXT answers may carry placeholders where personal data was removed. */
const storedAnswerSchema = z
  .object({
    fieldId: z.string(),
    fieldType: z.enum(['RATING', 'TEXT', 'SINGLE_CHOICE', 'MULTI_CHOICE']),
    question: z.object({ label: z.string() }),
    value: z.discriminatedUnion('type', [
      z.object({
        type: z.literal('rating'),
        rating: z.int(),
        ratingVariant: z.string(),
        ratingScale: z.int(),
      }),
      z.object({ type: z.literal('text'), text: z.string() }),
      z.object({ type: z.literal('singleChoice'), selectedOptionId: z.string() }),
      z.object({ type: z.literal('multiChoice'), selectedOptionIds: z.array(z.string()) }),
    ]),
  })
  .meta({ id: 'StoredAnswer' });

const FEEDBACK_ITEM_EXAMPLE = {
  id: '6f1c2f9e-8a52-4d7e-9a35-2b1f0c7d9e41',
  surveyId: 'checkout-satisfaction',
  surveyType: 'rating',
  appName: 'webshop',
  submittedAt: '2026-11-22T10:15:00.000Z',
  receivedAt: '2026-11-22T10:15:00.412Z',
  answers: [
    SUBMISSION_EXAMPLE.answers[0],
    {
      ...SUBMISSION_EXAMPLE.answers[1],
      value: { type: 'text', text: 'Slow payment page, call me at [phone removed]' },
    },
  ],
  tags: ['payment'],
  themes: ['0b6c7f61-3f7a-4a53-8f0e-1f4a5e9b2c10'],
  context: { pathname: '/checkout/payment', deviceType: 'mobile', locale: 'nb-NO' },
  sensitiveDataRedacted: true,
  status: 'in_progress',
  assignee: { userRef: 'id:3f9a0c2b7d14', name: 'Kari Nordmann' },
  statusChangedAt: '2026-11-22T13:02:41.118Z',
};

export const feedbackItemSchema = z
  .object({
    id: z.uuid(),
    surveyId: z.string(),
    surveyType: z.string(),
    appName: z.string(),
    submittedAt: z.iso.datetime(),
    receivedAt: z.iso.datetime(),
    answers: z.array(storedAnswerSchema),
    tags: z.array(z.string()),
    themes: z.array(z.uuid()).describe('Ids of the team’s themes the text answers match.'),
    context: submissionContextSchema.nullable(),
    sensitiveDataRedacted: z
      .boolean()
      .describe('Personal data in a TEXT answer was replaced by a placeholder before storing.'),
    status: feedbackStatusSchema,
    assignee: assigneeSchema.nullable().describe('The member the item is assigned to, or null.'),
    statusChangedAt: z.iso
      .datetime()
      .nullable()
      .describe('When the status last changed; null while it never has (a `new` item).'),
  })
  .meta({ id: 'FeedbackItem', examples: [FEEDBACK_ITEM_EXAMPLE] });

export const feedbackListContract = defineContract({
  method: 'GET',
  path: '/intern/feedback',
  successStatus: 200,
  cache: 'no-store',
  caller: 'oidc',
  summary: 'Feedback of a team, newest first',
  description:
    'Newest first (`receivedAt`, then `id`). Filters: `surveyId`; `from`/`to` (inclusive days ' +
    'in `tz`, default UTC, of `receivedAt`); `appName`; `rating=<fieldId>:<n>` and ' +
    '`choice=<fieldId>:<optionId>` (repeatable, all must hold); `hasText`; `tag` (repeatable, ' +
    'all must hold); `theme=<themeId>|uncategorized`; `deviceType`; `q` (words in the text ' +
    'answers); `status` (repeatable, any of); `assignee=<userRef>|me|none`. `total` counts every item matching the filters. Pass `nextCursor` as `cursor` ' +
    'for the next page (with the same filters); pages never skip or repeat an item while new ' +
    'feedback arrives. A cursor is opaque and signed: an altered one is 400. An unknown ' +
    'parameter or a bad value is 400 naming it.',
  tags: ['dashboard'],
  errorStatuses: [403],
  team: { selection: 'implicit', role: 'viewer' } satisfies TeamScope,
  input: z
    .object({
      team: teamQuerySchema,
      ...feedbackFilterShape,
      limit: z.coerce
        .number()
        .int()
        .min(1)
        .max(FEEDBACK_PAGE.maxLimit)
        .optional()
        .describe(`Page size, 1–${FEEDBACK_PAGE.maxLimit}; default ${FEEDBACK_PAGE.defaultLimit}.`),
      cursor: z.string().min(1).max(512).optional().describe('`nextCursor` of the previous page.'),
    })
    .catchall(unknownParameter),
  output: z
    .object({
      items: z.array(feedbackItemSchema),
      nextCursor: z.string().nullable().describe('null on the last page.'),
      total: z.int().describe('Items matching the filters, on every page.'),
    })
    .meta({
      id: 'FeedbackPage',
      examples: [{ items: [FEEDBACK_ITEM_EXAMPLE], nextCursor: null, total: 1 }],
    }),
});

export const feedbackItemContract = defineContract({
  method: 'GET',
  path: '/intern/feedback/{id}',
  successStatus: 200,
  cache: 'no-store',
  caller: 'oidc',
  summary: 'One feedback item',
  description: 'An item of another team, or none, is 404.',
  tags: ['dashboard'],
  errorStatuses: [403, 404],
  team: { selection: 'implicit', role: 'viewer' } satisfies TeamScope,
  input: z.object({ id: z.uuid(), team: teamQuerySchema }),
  output: feedbackItemSchema,
});

export const surveySummarySchema = z
  .object({
    surveyId: z.string(),
    surveyType: z.string(),
    appNames: z.array(z.string()).describe('Apps whose keys submitted answers to the survey.'),
    responses: z.int(),
    firstResponseAt: z.iso.datetime().nullable(),
    lastResponseAt: z.iso.datetime().nullable(),
    fields: z.array(fieldDefinitionSchema),
  })
  .meta({ id: 'SurveySummary' });

export const surveyListContract = defineContract({
  method: 'GET',
  path: '/intern/surveys',
  successStatus: 200,
  cache: 'no-store',
  caller: 'oidc',
  summary: 'Surveys of a team with their responses',
  description:
    'Every registered survey of the team, sorted by `surveyId` (ordinal), with its fields, the ' +
    'apps that answered it and its first and last response.',
  tags: ['dashboard'],
  errorStatuses: [403],
  team: { selection: 'implicit', role: 'viewer' } satisfies TeamScope,
  input: z.object({ team: teamQuerySchema }),
  output: z.object({ surveys: z.array(surveySummarySchema) }).meta({
    id: 'SurveyList',
    examples: [
      {
        surveys: [
          {
            surveyId: 'checkout-satisfaction',
            surveyType: 'rating',
            appNames: ['webshop'],
            responses: 412,
            firstResponseAt: '2026-10-01T08:12:44.120Z',
            lastResponseAt: '2026-11-22T10:15:00.412Z',
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
        ],
      },
    ],
  }),
});
