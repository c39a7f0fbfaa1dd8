import type { FieldDefinition, statsTrendSchema } from '@heed/contracts';
import type { z } from 'zod';
import { consumeAnalyticsRead } from '../dashboard/analytics-rate-limit.ts';
import type { DashboardContext } from '../dashboard/dashboard-context.ts';
import { InvalidRequestError } from '../errors/domain-errors.ts';
import { type FeedbackFilterInput, parseFeedbackFilter } from '../feedback/feedback-filter.ts';
import { rollupScope } from '../feedback/feedback-rollups.ts';
import { inReadSnapshot } from '../feedback/read-snapshot.ts';
import { timeZoneNamesOf } from '../feedback/time-zone-names.ts';
import { userRefOf } from '../members/user-ref.ts';
import { selectedTeam } from '../org/selected-team.ts';
import { findSurveyFields } from '../submission/submission.repository.ts';
import { isMasked } from './aggregate-privacy.ts';
import { averageOf, ratingDistribution, ratingValues } from './rating-scale.ts';
import { listMarkers } from './stats.repository.ts';
import { ratingBuckets } from './stats-counts.ts';
import {
  bucketStarts,
  type Interval,
  type Period,
  previousPeriod,
  today,
  trendPeriod,
} from './stats-period.ts';

export type StatsTrend = z.input<typeof statsTrendSchema>;
type Bucket = StatsTrend['buckets'][number];
type RatingField = Extract<FieldDefinition, { fieldType: 'RATING' }>;

function bucketsOf(
  period: Period,
  interval: Interval,
  counts: Map<string, Map<string, number>>,
  scale: number[],
  threshold: number,
): Bucket[] {
  return bucketStarts(period.from, period.to, interval).map((start) => {
    const distribution = ratingDistribution(scale, counts.get(start) ?? new Map());
    const responses = Object.values(distribution).reduce((sum, n) => sum + n, 0);
    if (isMasked(responses, threshold)) {
      return { start, responses: null, average: null, distribution: null, masked: true };
    }
    return { start, responses, average: averageOf(distribution), distribution, masked: false };
  });
}

function ratingFieldOf(fields: FieldDefinition[], fieldId: string): RatingField {
  const field = fields.find((candidate) => candidate.fieldId === fieldId);
  if (field?.fieldType !== 'RATING') {
    throw new InvalidRequestError('fieldId must name a RATING field of the survey.', [
      { path: 'fieldId', message: 'Not a RATING field of the survey `surveyId`.' },
    ]);
  }
  return field;
}

/** `GET /intern/stats/trend`: one rating field per day, week or month, with the period before. */
export async function getStatsTrend(
  ctx: DashboardContext,
  input: FeedbackFilterInput & { fieldId: string; interval: Interval },
): Promise<StatsTrend> {
  const team = selectedTeam(ctx);
  await consumeAnalyticsRead(ctx);
  const filter = await parseFeedbackFilter(input, timeZoneNamesOf(ctx.deps), userRefOf(ctx.actor));
  const surveyId = filter.surveyId;
  if (surveyId === undefined) {
    throw new InvalidRequestError('A trend needs the survey of its field.', [
      { path: 'surveyId', message: 'Required with fieldId.' },
    ]);
  }
  const { fieldId, interval } = input;
  const period = trendPeriod(filter, interval, today(ctx.deps.clock.now(), filter.tz));
  const previous = previousPeriod(period, interval);
  const threshold = ctx.deps.config.minAggregate;
  const bucketing = { fieldId, interval };
  return inReadSnapshot(ctx.deps, async (db) => {
    const field = ratingFieldOf(await findSurveyFields(db, team.id, surveyId), fieldId);
    const scale = ratingValues(field);
    // Ratings and choices select items by another answer: the rollups cannot cross them.
    const bucketsOver = async (range: Period) => {
      const over = { ...filter, ...range };
      const scope =
        filter.ratings.length + filter.choices.length === 0
          ? await rollupScope(db, team.id, over)
          : undefined;
      return ratingBuckets(db, team.id, over, { ...bucketing, period: range }, scope);
    };
    const current = await bucketsOver(period);
    const before = await bucketsOver(previous);
    const markers = await listMarkers(db, team.id, surveyId, period);
    return {
      interval,
      tz: filter.tz,
      fieldId,
      period,
      buckets: bucketsOf(period, interval, current, scale, threshold),
      previous: {
        period: previous,
        buckets: bucketsOf(previous, interval, before, scale, threshold),
      },
      markers: markers.map((marker) => ({
        id: marker.id,
        surveyId: marker.survey_id,
        date: marker.date,
        label: marker.label,
        description: marker.description,
        color: marker.color,
        createdAt: new Date(marker.created_at).toISOString(),
        updatedAt: new Date(marker.updated_at).toISOString(),
      })),
    };
  });
}
