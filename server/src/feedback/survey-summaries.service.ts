import type { FieldDefinition, SurveyDefinition } from '@heed/contracts';
import type { DashboardContext } from '../dashboard/dashboard-context.ts';
import { ordinalCompare } from '../org/ordinal-compare.ts';
import { selectedTeam } from '../org/selected-team.ts';
import { inReadSnapshot } from './read-snapshot.ts';
import { isoUtc, sql } from './sql-fragment.ts';

export interface SurveySummary {
  surveyId: string;
  surveyType: string;
  appNames: string[];
  responses: number;
  firstResponseAt: string | null;
  lastResponseAt: string | null;
  fields: FieldDefinition[];
}

/**
 * The registered surveys of the selected team, sorted by `surveyId` (ordinal), each with its
 * fields, the apps that answered it, its number of responses and its first and last response.
 */
export async function listSurveySummaries(
  ctx: DashboardContext,
): Promise<{ surveys: SurveySummary[] }> {
  const team = selectedTeam(ctx);
  const rows = await inReadSnapshot(ctx.deps, (query) =>
    query<{
      survey_id: string;
      definition: SurveyDefinition;
      responses: number;
      first_response_at: string | null;
      last_response_at: string | null;
      app_names: string[];
    }>(
      sql`select d.survey_id, d.definition, s.responses, s.first_response_at, s.last_response_at,
                 s.app_names
            from survey_definition d
            cross join lateral (
              select count(*)::int as responses,
                     ${isoUtc('min(f.received_at)')} as first_response_at,
                     ${isoUtc('max(f.received_at)')} as last_response_at,
                     coalesce(array_agg(distinct f.app_name), '{}') as app_names
                from feedback f where f.team_id = d.team_id and f.survey_id = d.survey_id) s
           where d.team_id = ${team.id}`,
    ),
  );
  const surveys = rows
    .map((row) => ({
      surveyId: row.survey_id,
      surveyType: String(row.definition.surveyType ?? ''),
      appNames: [...row.app_names].sort(ordinalCompare),
      responses: row.responses,
      firstResponseAt: row.first_response_at,
      lastResponseAt: row.last_response_at,
      fields: row.definition.fields,
    }))
    .sort((a, b) => ordinalCompare(a.surveyId, b.surveyId));
  return { surveys };
}
