import { type EntityManager, queriesOf } from '@heed/db';
import { ordinalCompare } from '../org/ordinal-compare.ts';
import { registeredSurveys } from './dashboard.repository.ts';

export interface RegisteredSurvey {
  surveyId: string;
  surveyType: string;
  registeredAt: string;
}

/**
 * A team's registered surveys, sorted by `surveyId` (ordinal), without their definitions
 * (`registeredSurveys`).
 */
export async function listRegisteredSurveys(
  em: EntityManager,
  teamId: string,
): Promise<RegisteredSurvey[]> {
  const rows = await registeredSurveys(queriesOf(em), teamId);
  return rows
    .map((row) => ({
      surveyId: row.survey_id,
      surveyType: row.survey_type ?? '',
      registeredAt: row.registered_at,
    }))
    .sort((a, b) => ordinalCompare(a.surveyId, b.surveyId));
}
