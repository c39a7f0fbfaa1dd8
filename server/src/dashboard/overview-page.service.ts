import type { FieldDefinition } from '@heed/contracts';
import { NotFoundError } from '../errors/domain-errors.ts';
import { listSurveySummaries, type SurveySummary } from '../feedback/survey-summaries.service.ts';
import type { TeamActionContext } from '../org/team-action.ts';
import { getStatsOverview } from '../stats/stats-overview.service.ts';
import { today, trendPeriod } from '../stats/stats-period.ts';
import { getStatsTrend } from '../stats/stats-trend.service.ts';
import { listThemes } from '../themes/themes.service.ts';

type Interval = 'day' | 'week' | 'month';

/** The survey shown when none is asked for: the one answered last (then the first). */
function latestSurvey(surveys: SurveySummary[]): SurveySummary | undefined {
  return [...surveys].sort((a, b) =>
    (b.lastResponseAt ?? '').localeCompare(a.lastResponseAt ?? ''),
  )[0];
}

/** The trend's field: `fieldId` when it is a RATING field of the survey, else its first one. */
function trendFieldOf(
  survey: SurveySummary,
  fieldId: string | undefined,
): FieldDefinition | undefined {
  const ratings = survey.fields.filter((field) => field.fieldType === 'RATING');
  return ratings.find((field) => field.fieldId === fieldId) ?? ratings[0];
}

/**
 * `GET /intern/pages/overview`: what the survey overview shows, from the services of the reads it
 * composes, after one authentication and one team selection. The surveys and themes are read at
 * once; then the trend and the statistics, at once, over the same period (the trend's default
 * period, computed here so neither waits for the other). Each statistic counts against the
 * analytics limit as its own read does, so the page costs what its separate reads cost.
 */
export async function getOverviewPage(
  ctx: TeamActionContext,
  input: { surveyId?: string; fieldId?: string; interval?: Interval; tz?: string },
) {
  const [{ surveys }, { themes }] = await Promise.all([listSurveySummaries(ctx), listThemes(ctx)]);
  const none = { surveys, themes, surveyId: null, trendFieldId: null, trend: null, overview: null };
  if (surveys.length === 0) return none;
  const survey =
    input.surveyId === undefined
      ? latestSurvey(surveys)
      : surveys.find((each) => each.surveyId === input.surveyId);
  if (!survey) throw new NotFoundError('This team has no such survey.');

  const interval = input.interval ?? 'day';
  const scope = { surveyId: survey.surveyId, ...(input.tz === undefined ? {} : { tz: input.tz }) };
  const field = trendFieldOf(survey, input.fieldId);
  if (!field) {
    const overview = await getStatsOverview(ctx, scope);
    return { ...none, surveyId: survey.surveyId, overview };
  }
  const period = trendPeriod({}, interval, today(ctx.deps.clock.now(), input.tz ?? 'UTC'));
  const [trend, overview] = await Promise.all([
    getStatsTrend(ctx, { ...scope, ...period, fieldId: field.fieldId, interval }),
    getStatsOverview(ctx, { ...scope, ...period }),
  ]);
  return { ...none, surveyId: survey.surveyId, trendFieldId: field.fieldId, trend, overview };
}
