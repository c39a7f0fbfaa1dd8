import { ApiKeySchema, type EntityManager } from '@heed/db';
import { ordinalCompare } from '../org/ordinal-compare.ts';
import { selectedTeam } from '../org/selected-team.ts';
import type { AppDependencies } from '../runtime/dependencies.ts';
import { ANALYTICS_LIMIT_PER_MINUTE, consumeAnalyticsRead } from './analytics-rate-limit.ts';
import { type DashboardContext, markNoStore } from './dashboard-context.ts';
import { type FilterOptions, FiltersBootstrapCache } from './filters-bootstrap-cache.ts';
import { listRegisteredSurveys } from './registered-surveys.ts';

/** One cache per running application (tests run several in one process). */
const caches = new WeakMap<AppDependencies, FiltersBootstrapCache>();

function cacheOf(deps: AppDependencies): FiltersBootstrapCache {
  let cache = caches.get(deps);
  if (!cache) {
    cache = new FiltersBootstrapCache(deps.clock);
    caches.set(deps, cache);
  }
  return cache;
}

/** Reads a team's filter options from the database: its registered surveys and its app names. */
export async function loadFilterOptions(em: EntityManager, teamId: string): Promise<FilterOptions> {
  const [definitions, keys] = await Promise.all([
    listRegisteredSurveys(em, teamId),
    em.find(ApiKeySchema, { team: teamId }, { fields: ['appName'] }),
  ]);
  const surveys = definitions.map(({ surveyId, surveyType }) => ({ surveyId, surveyType }));
  const appNames = [...new Set(keys.map((key) => key.appName))].sort(ordinalCompare);
  return { surveys, appNames };
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
  markNoStore(ctx);
  await consumeAnalyticsRead(ctx, options.limitPerMinute ?? ANALYTICS_LIMIT_PER_MINUTE);
  const cache = options.cache ?? cacheOf(ctx.deps);
  let filters = cache.get(team.id);
  if (!filters) {
    filters = await loadFilterOptions(ctx.em, team.id);
    cache.set(team.id, filters);
  }
  return { team: team.slug, surveys: filters.surveys, appNames: filters.appNames };
}
