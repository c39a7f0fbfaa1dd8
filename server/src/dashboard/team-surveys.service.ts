import { queriesOf } from '@heed/db';
import { selectedTeam } from '../org/selected-team.ts';
import { responsesPerSurvey } from './dashboard.repository.ts';
import type { DashboardContext } from './dashboard-context.ts';
import { listRegisteredSurveys } from './registered-surveys.ts';

export interface TeamSurvey {
  surveyId: string;
  surveyType: string;
  registeredAt: string;
  responses: number;
}

/**
 * The registered surveys of the selected team (the path slug, confirmed by `?team=`), sorted by
 * `surveyId`, each with the number of stored responses.
 */
export async function listTeamSurveys(
  ctx: DashboardContext,
): Promise<{ team: string; surveys: TeamSurvey[] }> {
  const team = selectedTeam(ctx);
  const [definitions, counts] = await Promise.all([
    listRegisteredSurveys(ctx.em, team.id),
    responsesPerSurvey(queriesOf(ctx.em), team.id),
  ]);
  const responses = new Map(counts.map((row) => [row.survey_id, Number(row.responses)]));
  const surveys = definitions.map((definition) => ({
    ...definition,
    responses: responses.get(definition.surveyId) ?? 0,
  }));
  return { team: team.slug, surveys };
}
