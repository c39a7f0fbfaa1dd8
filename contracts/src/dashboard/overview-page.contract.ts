import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { surveySummarySchema } from '../feedback/feedback.contract.ts';
import { feedbackFilterShape, unknownParameter } from '../feedback/feedback-filter.ts';
import { type TeamScope, teamQuerySchema } from '../org/team.ts';
import { statsOverviewSchema, statsTrendSchema } from '../stats/stats.contract.ts';
import { identifierText } from '../text.ts';
import { themeSchema } from '../themes/themes.contract.ts';

/**
 * Everything the dashboard's survey overview shows, in one call: the team's surveys, the survey
 * shown, its trend (with its markers) and statistics over the trend's period, and the team's
 * themes. Each part is the answer of the procedure it composes (`GET /intern/surveys`,
 * `/intern/stats/trend`, `/intern/stats/overview`, `/intern/themes`).
 */
export const overviewPageSchema = z
  .object({
    surveys: z.array(surveySummarySchema).describe('As `GET /intern/surveys`.'),
    surveyId: z
      .string()
      .nullable()
      .describe(
        'The survey shown: `surveyId` when given, else the one answered last; null without surveys.',
      ),
    trendFieldId: z
      .string()
      .nullable()
      .describe(
        'The RATING field of the trend: `fieldId` when it is one, else the first; null without one.',
      ),
    trend: statsTrendSchema
      .nullable()
      .describe(
        'As `GET /intern/stats/trend` for `trendFieldId` (markers included); null without a RATING field.',
      ),
    overview: statsOverviewSchema
      .nullable()
      .describe('As `GET /intern/stats/overview` over the trend’s period; null without surveys.'),
    themes: z.array(themeSchema).describe('As `GET /intern/themes`.'),
  })
  .meta({ id: 'OverviewPage' });

export const overviewPageContract = defineContract({
  method: 'GET',
  path: '/intern/pages/overview',
  successStatus: 200,
  cache: 'no-store',
  caller: 'oidc',
  summary: 'The survey overview page in one call',
  description:
    'The team’s surveys, the survey shown (`surveyId`, default: the one answered last), the trend ' +
    'of one of its RATING fields (`fieldId`, default: the first) per `interval` (default `day`) ' +
    'over its default period in `tz`, with the markers, the statistics of that period, and the ' +
    'team’s themes — what the individual reads answer, with one authentication and one team ' +
    'selection. It counts against the analytics limit as the reads it replaces: one read for the ' +
    'statistics and one for the trend (none without surveys). An unknown `surveyId` is 404.',
  tags: ['dashboard'],
  errorStatuses: [403, 404, 429],
  team: { selection: 'explicit', role: 'viewer' } satisfies TeamScope,
  input: z
    .object({
      team: teamQuerySchema,
      surveyId: feedbackFilterShape.surveyId,
      fieldId: identifierText(200).optional().describe('A RATING field of the survey shown.'),
      interval: z.enum(['day', 'week', 'month']).optional(),
      tz: feedbackFilterShape.tz,
    })
    .catchall(unknownParameter),
  output: overviewPageSchema,
});
