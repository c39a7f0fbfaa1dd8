import type { EntityManager } from '@heed/db';
import { ordinalCompare } from '../org/ordinal-compare.ts';

export interface RegisteredSurvey {
  surveyId: string;
  surveyType: string;
  registeredAt: string;
}

/**
 * A team's registered surveys, sorted by `surveyId` (ordinal). Only the id, the survey type and
 * the registration time leave the database: a definition can be large, and listing surveys
 * never needs its fields or labels.
 */
export async function listRegisteredSurveys(
  em: EntityManager,
  teamId: string,
): Promise<RegisteredSurvey[]> {
  const rows = await em.execute<
    { survey_id: string; survey_type: string | null; created_at: Date | string }[]
  >(
    `select survey_id, definition->>'surveyType' as survey_type, created_at
       from survey_definition where team_id = ?`,
    [teamId],
  );
  return rows
    .map((row) => ({
      surveyId: row.survey_id,
      surveyType: row.survey_type ?? '',
      registeredAt: new Date(row.created_at).toISOString(),
    }))
    .sort((a, b) => ordinalCompare(a.surveyId, b.surveyId));
}
