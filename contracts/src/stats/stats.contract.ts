import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { feedbackFilterShape, unknownParameter } from '../feedback/feedback-filter.ts';
import { type TeamScope, teamQuerySchema } from '../org/team.ts';
import { identifierText } from '../text.ts';
import { triageCountsSchema } from '../triage/feedback-status.ts';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

const privacyNote =
  'Privacy: an aggregate computed from 1 to `HEED_MIN_AGGREGATE - 1` responses (default 5) is ' +
  'masked: `masked: true` and its counts and averages `null` (0 responses is not masked). ' +
  'Counts against the analytics rate limit (300 per minute per user).';

const count = z.int().min(0);

export const npsSchema = z
  .object({
    score: z.int().min(-100).max(100).describe('% promoters − % detractors, rounded.'),
    promoters: count.describe('Ratings 9–10.'),
    passives: count.describe('Ratings 7–8.'),
    detractors: count.describe('Ratings 0–6.'),
  })
  .meta({ id: 'Nps' });

const fieldBase = {
  fieldId: z.string(),
  label: z.string(),
  masked: z.boolean(),
  responses: count.nullable().describe('Responses that answered this field.'),
};

export const fieldStatsSchema = z
  .discriminatedUnion('fieldType', [
    z.object({
      ...fieldBase,
      fieldType: z.literal('RATING'),
      average: z.number().nullable().describe('Mean rating, rounded to two decimals.'),
      distribution: z
        .record(z.string(), count)
        .nullable()
        .describe('Every value of the scale → responses with it.'),
      nps: npsSchema.nullable().optional().describe('Only for the `nps` rating variant.'),
    }),
    z.object({
      ...fieldBase,
      fieldType: z.enum(['SINGLE_CHOICE', 'MULTI_CHOICE']),
      distribution: z
        .record(z.string(), count)
        .nullable()
        .describe('Every option id of the definition → responses that chose it.'),
      shares: z
        .record(z.string(), z.number().min(0).max(1))
        .nullable()
        .describe(
          'Every option id → the share of this field’s `responses` that chose it (0–1, four ' +
            'decimals). A MULTI_CHOICE response may choose several options, so its shares may add ' +
            'up to more than 1.',
        ),
    }),
    z.object({
      ...fieldBase,
      fieldType: z.literal('TEXT'),
      themes: z
        .array(z.object({ themeId: z.uuid(), count }))
        .nullable()
        .describe('Themes matched by the items with a text in this field, most frequent first.'),
      uncategorized: count.nullable().describe('Items with a text here that match no theme.'),
    }),
  ])
  .meta({ id: 'FieldStats' });

const period = z.object({ from: day.nullable(), to: day.nullable() });

export const statsOverviewSchema = z
  .object({
    total: count.nullable(),
    withText: count.nullable(),
    period: period.describe(
      'The `from`/`to` filter, else the days (in `tz`) of the first and last matching response.',
    ),
    privacy: z.object({
      threshold: z.int().min(1),
      masked: z.boolean().describe('Whether any aggregate of this answer is masked.'),
    }),
    fields: z.array(fieldStatsSchema),
    triage: triageCountsSchema.describe(
      'The triage queue: the team’s items (of `surveyId` when given) per status, whatever the ' +
        'other filters — the state of the work, not of the period shown. Counts of work, never ' +
        'masked.',
    ),
  })
  .meta({
    id: 'StatsOverview',
    examples: [
      {
        total: 120,
        withText: 48,
        period: { from: '2026-11-01', to: '2026-11-30' },
        privacy: { threshold: 5, masked: false },
        fields: [
          {
            fieldId: 'overall',
            fieldType: 'RATING',
            label: 'How was checkout?',
            masked: false,
            responses: 118,
            average: 4.21,
            distribution: { '1': 3, '2': 5, '3': 10, '4': 38, '5': 62 },
          },
          {
            fieldId: 'comment',
            fieldType: 'TEXT',
            label: 'Anything else?',
            masked: false,
            responses: 48,
            themes: [{ themeId: '2f1c6a0e-5d0b-4a43-9d7e-6b1d2a3c4e5f', count: 20 }],
            uncategorized: 28,
          },
          {
            fieldId: 'payment',
            fieldType: 'MULTI_CHOICE',
            label: 'How did you pay?',
            masked: false,
            responses: 24,
            distribution: { card: 12, invoice: 14, paypal: 10 },
            shares: { card: 0.5, invoice: 0.5833, paypal: 0.4167 },
          },
        ],
        triage: { new: 31, in_progress: 4, resolved: 120, ignored: 9 },
      },
    ],
  });

export const trendBucketSchema = z
  .object({
    start: day.describe('First day of the bucket in `tz` (weeks start on Monday).'),
    responses: count.nullable(),
    average: z.number().nullable(),
    distribution: z.record(z.string(), count).nullable(),
    masked: z.boolean(),
  })
  .meta({ id: 'TrendBucket' });

const trendMarkerSchema = z.object({
  id: z.uuid(),
  surveyId: z.string(),
  date: day,
  label: z.string(),
  description: z.string().nullable(),
  color: z.string().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});

export const statsTrendSchema = z
  .object({
    interval: z.enum(['day', 'week', 'month']),
    tz: z.string(),
    fieldId: z.string(),
    period: z.object({ from: day, to: day }),
    buckets: z.array(trendBucketSchema),
    previous: z
      .object({ period: z.object({ from: day, to: day }), buckets: z.array(trendBucketSchema) })
      .describe('The period of equal length just before, bucketed alike.'),
    markers: z.array(trendMarkerSchema).describe('The survey’s markers within the period.'),
  })
  .meta({ id: 'StatsTrend' });

export const statsOverviewContract = defineContract({
  method: 'GET',
  path: '/intern/stats/overview',
  successStatus: 200,
  cache: 'no-store',
  caller: 'oidc',
  summary: 'Statistics of the matching feedback',
  description:
    'Totals of the feedback matching the list filters and, when `surveyId` is given, one entry ' +
    'per field of that survey in definition order (without `surveyId`: totals only), and the ' +
    'triage counts of the team (of `surveyId` when given). ' +
    privacyNote,
  tags: ['dashboard'],
  errorStatuses: [403, 429],
  team: { selection: 'implicit', role: 'viewer' } satisfies TeamScope,
  input: z.object({ team: teamQuerySchema, ...feedbackFilterShape }).catchall(unknownParameter),
  output: statsOverviewSchema,
});

export const statsTrendContract = defineContract({
  method: 'GET',
  path: '/intern/stats/trend',
  successStatus: 200,
  cache: 'no-store',
  caller: 'oidc',
  summary: 'Trend of a rating field',
  description:
    'Buckets of one RATING field (`fieldId` of the survey `surveyId`) per `interval`, in the ' +
    'time zone `tz` (weeks start on Monday), over `from`–`to` (default: the last 30 days, 12 ' +
    'weeks or 12 months up to today), with the period of equal length just before and the ' +
    'survey’s markers. At most 1000 buckets. ' +
    privacyNote,
  tags: ['dashboard'],
  errorStatuses: [403, 429],
  team: { selection: 'implicit', role: 'viewer' } satisfies TeamScope,
  input: z
    .object({
      team: teamQuerySchema,
      ...feedbackFilterShape,
      fieldId: identifierText(200).describe('A RATING field of the survey `surveyId`.'),
      interval: z.enum(['day', 'week', 'month']),
    })
    .catchall(unknownParameter),
  output: statsTrendSchema,
});
