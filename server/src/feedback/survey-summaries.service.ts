import type { FieldDefinition } from '@heed/contracts';
import type { DashboardContext } from '../dashboard/dashboard-context.ts';
import { ordinalCompare } from '../org/ordinal-compare.ts';
import { selectedTeam } from '../org/selected-team.ts';
import { listSurveyActivity } from './feedback.repository.ts';
import { inReadSnapshot } from './read-snapshot.ts';

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
  const rows = await inReadSnapshot(ctx.deps, (db) => listSurveyActivity(db, team.id));
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
