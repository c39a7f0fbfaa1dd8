import { inReadSnapshot } from '../feedback/read-snapshot.ts';
import { ordinalCompare } from '../org/ordinal-compare.ts';
import { selectedTeam } from '../org/selected-team.ts';
import type { AppDependencies, ReadOptions } from '../runtime/dependencies.ts';
import { ANALYTICS_LIMIT_PER_MINUTE, consumeAnalyticsRead } from './analytics-rate-limit.ts';
import { filterOptionRows } from './dashboard.repository.ts';
import type { DashboardContext } from './dashboard-context.ts';
import type { FilterOptions, FiltersBootstrapCache } from './filters-bootstrap-cache.ts';

/**
 * Reads a team's filter options from the database: its registered surveys with their fields
 * (labels and options), its app names, tags in use, themes, device types seen, and the first and
 * last time it received feedback. Only the columns needed are read, in one read-only snapshot
 * with a statement timeout.
 */
export async function loadFilterOptions(
  deps: Pick<AppDependencies, 'readPool'>,
  teamId: string,
  options?: ReadOptions,
): Promise<FilterOptions> {
  return inReadSnapshot(
    deps,
    async (db) => {
      const {
        surveys: definitions,
        apps,
        tags,
        themes,
        deviceTypes,
        range,
      } = await filterOptionRows(db, teamId);
      return {
        surveys: definitions
          .map((definition) => ({
            surveyId: definition.survey_id,
            surveyType: definition.survey_type ?? '',
            fields: definition.fields ?? [],
          }))
          .sort((a, b) => ordinalCompare(a.surveyId, b.surveyId)),
        appNames: apps.map((row) => row.app_name).sort(ordinalCompare),
        tags: tags.map((row) => row.tag).sort(ordinalCompare),
        themes: themes
          .map((theme) => ({ id: theme.id, name: theme.name, color: theme.color }))
          .sort((a, b) => ordinalCompare(a.name, b.name)),
        deviceTypes: deviceTypes.map((row) => row.device_type),
        firstResponseAt: range?.first_response_at ?? null,
        lastResponseAt: range?.last_response_at ?? null,
      };
    },
    options,
  );
}

/**
 * The filter options of the selected team (without `?team=`: the caller's lowest slug). Every
 * request, cached or not, first counts against the caller's analytics limit; the options come from
 * a per-team cache of at most five minutes. The answer itself is `Cache-Control: no-store`.
 */
export async function getFiltersBootstrap(
  ctx: DashboardContext,
  options: { limitPerMinute?: number; cache?: FiltersBootstrapCache } = {},
): Promise<{ team: string } & FilterOptions> {
  const team = selectedTeam(ctx);
  await consumeAnalyticsRead(ctx, options.limitPerMinute ?? ANALYTICS_LIMIT_PER_MINUTE);
  const cache = options.cache ?? ctx.deps.filtersBootstrap;
  let filters = cache.get(team.id);
  if (!filters) {
    filters = await loadFilterOptions(ctx.deps, team.id, {
      fromPrimary: cache.changedSinceStored(team.id),
    });
    cache.set(team.id, filters);
  }
  return { team: team.slug, ...filters };
}
