import type { FieldDefinition, statsOverviewSchema } from '@heed/contracts';
import type { z } from 'zod';
import { consumeAnalyticsRead } from '../dashboard/analytics-rate-limit.ts';
import type { DashboardContext } from '../dashboard/dashboard-context.ts';
import {
  type FeedbackFilter,
  type FeedbackFilterInput,
  parseFeedbackFilter,
} from '../feedback/feedback-filter.ts';
import { rollupScope } from '../feedback/feedback-rollups.ts';
import { inReadSnapshot } from '../feedback/read-snapshot.ts';
import { timeZoneNamesOf } from '../feedback/time-zone-names.ts';
import { userRefOf } from '../members/user-ref.ts';
import { selectedTeam } from '../org/selected-team.ts';
import { findSurveyFields } from '../submission/submission.repository.ts';
import { triageCounts } from '../triage/triage-counts.repository.ts';
import { isMasked } from './aggregate-privacy.ts';
import { choiceShares } from './choice-shares.ts';
import { averageOf, npsOf, ratingDistribution, ratingValues } from './rating-scale.ts';
import {
  type AnswerCounts,
  rollupAnswerCountsOf,
  rollupTextThemes,
  rollupTotalsOf,
  rowStats,
  type Totals,
} from './stats-counts.ts';

export type StatsOverview = z.input<typeof statsOverviewSchema>;
type FieldStats = StatsOverview['fields'][number];

function fieldStats(
  field: FieldDefinition,
  counts: AnswerCounts,
  themes: Map<string | null, number> | undefined,
  threshold: number,
): FieldStats {
  const responses = counts.responses.get(field.fieldId) ?? 0;
  const masked = isMasked(responses, threshold);
  const base = { fieldId: field.fieldId, label: field.label, masked };
  const values = counts.values.get(field.fieldId) ?? new Map<string, number>();
  switch (field.fieldType) {
    case 'RATING': {
      const isNps = field.ratingVariant === 'nps';
      if (masked) {
        return {
          ...base,
          fieldType: 'RATING',
          responses: null,
          average: null,
          distribution: null,
          ...(isNps ? { nps: null } : {}),
        };
      }
      const distribution = ratingDistribution(ratingValues(field), values);
      return {
        ...base,
        fieldType: 'RATING',
        responses,
        average: averageOf(distribution),
        distribution,
        ...(isNps ? { nps: npsOf(distribution) } : {}),
      };
    }
    case 'SINGLE_CHOICE':
    case 'MULTI_CHOICE': {
      if (masked) {
        return {
          ...base,
          fieldType: field.fieldType,
          responses: null,
          distribution: null,
          shares: null,
        };
      }
      const distribution = Object.fromEntries(
        field.options.map((option) => [option.optionId, values.get(option.optionId) ?? 0]),
      );
      return {
        ...base,
        fieldType: field.fieldType,
        responses,
        distribution,
        shares: choiceShares(distribution, responses),
      };
    }
    case 'TEXT': {
      const matched = [...(themes ?? new Map<string | null, number>())]
        .filter((entry): entry is [string, number] => entry[0] !== null)
        .map(([themeId, count]) => ({ themeId, count }))
        .sort((a, b) => b.count - a.count || (a.themeId < b.themeId ? -1 : 1));
      return {
        ...base,
        fieldType: 'TEXT',
        responses: masked ? null : responses,
        themes: masked ? null : matched,
        uncategorized: masked ? null : (themes?.get(null) ?? 0),
      };
    }
  }
}

/** Counts of the feedback matching the filters and, for one survey, per-field statistics. */
export async function computeOverview(
  ctx: Pick<DashboardContext, 'deps'>,
  teamId: string,
  filter: FeedbackFilter,
): Promise<StatsOverview> {
  const threshold = ctx.deps.config.minAggregate;
  return inReadSnapshot(ctx.deps, async (db) => {
    // Ratings and choices select items by a second answer: the rollups cannot cross them.
    const scope =
      filter.ratings.length + filter.choices.length === 0
        ? await rollupScope(db, teamId, filter)
        : undefined;
    const fields = filter.surveyId ? await findSurveyFields(db, teamId, filter.surveyId) : [];
    let totals: Totals;
    let counts: AnswerCounts = { responses: new Map(), values: new Map() };
    let themes = new Map<string, Map<string | null, number>>();
    if (scope) {
      totals = await rollupTotalsOf(db, scope, filter);
      if (fields.length > 0 && totals.total > 0) {
        counts = await rollupAnswerCountsOf(db, scope, fields);
        themes = rollupTextThemes(counts, fields);
      }
    } else {
      ({ totals, counts, themes } = await rowStats(db, teamId, filter, fields));
    }
    const totalMasked = isMasked(totals.total, threshold);
    const withTextMasked = isMasked(totals.withText, threshold);
    const entries = fields.map((field) =>
      fieldStats(field, counts, themes.get(field.fieldId), threshold),
    );
    // The triage queue of the team (or survey), whatever else the filter narrows: work to do,
    // not an aggregate of answers, so never masked (Rule: docs/rules/triage.md#triage-5).
    const triage = await triageCounts(db, teamId, filter.surveyId);
    return {
      total: totalMasked ? null : totals.total,
      withText: withTextMasked ? null : totals.withText,
      period: { from: filter.from ?? totals.firstDay, to: filter.to ?? totals.lastDay },
      privacy: {
        threshold,
        masked: totalMasked || withTextMasked || entries.some((entry) => entry.masked),
      },
      fields: entries,
      triage,
    };
  });
}

/** `GET /intern/stats/overview`: counted against the analytics limit, never cached. */
export async function getStatsOverview(
  ctx: DashboardContext,
  input: FeedbackFilterInput,
): Promise<StatsOverview> {
  const team = selectedTeam(ctx);
  await consumeAnalyticsRead(ctx);
  const filter = await parseFeedbackFilter(input, timeZoneNamesOf(ctx.deps), userRefOf(ctx.actor));
  return computeOverview(ctx, team.id, filter);
}
