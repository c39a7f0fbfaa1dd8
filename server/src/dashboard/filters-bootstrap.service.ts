import type { DeviceType, FieldDefinition } from '@heed/contracts';
import { inReadSnapshot } from '../feedback/read-snapshot.ts';
import { isoUtc, sql } from '../feedback/sql-fragment.ts';
import { ordinalCompare } from '../org/ordinal-compare.ts';
import { selectedTeam } from '../org/selected-team.ts';
import type { AppDependencies } from '../runtime/dependencies.ts';
import { ANALYTICS_LIMIT_PER_MINUTE, consumeAnalyticsRead } from './analytics-rate-limit.ts';
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
): Promise<FilterOptions> {
  return inReadSnapshot(deps, async (query) => {
    const definitions = await query<{
      survey_id: string;
      survey_type: string | null;
      fields: FieldDefinition[] | null;
    }>(
      sql`select survey_id, definition->>'surveyType' as survey_type, definition->'fields' as fields
            from survey_definition where team_id = ${teamId}`,
    );
    const apps = await query<{ app_name: string }>(
      sql`select distinct app_name from api_key where team_id = ${teamId}`,
    );
    const tags = await query<{ tag: string }>(
      sql`select distinct tag from feedback_tag where team_id = ${teamId}`,
    );
    const themes = await query<{ id: string; name: string; color: string | null }>(
      sql`select id, name, color from theme where team_id = ${teamId}`,
    );
    const deviceTypes = await query<{ device_type: DeviceType }>(
      sql`select seen.device_type from (values ('mobile', 1), ('tablet', 2), ('desktop', 3))
            as seen(device_type, position)
           where exists (select 1 from feedback f
                          where f.team_id = ${teamId} and f.device_type = seen.device_type)
           order by seen.position`,
    );
    const range = await query<{
      first_response_at: string | null;
      last_response_at: string | null;
    }>(
      sql`select ${isoUtc('min(received_at)')} as first_response_at,
                 ${isoUtc('max(received_at)')} as last_response_at
            from feedback where team_id = ${teamId}`,
    );
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
      firstResponseAt: range[0]?.first_response_at ?? null,
      lastResponseAt: range[0]?.last_response_at ?? null,
    };
  });
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
    filters = await loadFilterOptions(ctx.deps, team.id);
    cache.set(team.id, filters);
  }
  return { team: team.slug, ...filters };
}
