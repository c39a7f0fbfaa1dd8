import type { HeedQueries } from '@heed/db';
import { sql } from 'kysely';

/**
 * Deletes one feedback item of the team (tags and theme matches cascade); the survey id it had,
 * or undefined when the team has no such item.
 */
export async function deleteTeamFeedbackItem(
  db: HeedQueries,
  teamId: string,
  feedbackId: string,
): Promise<{ surveyId: string } | undefined> {
  const deleted = await db
    .deleteFrom('feedback')
    .where('id', '=', feedbackId)
    .where('team_id', '=', teamId)
    .returning('survey_id as surveyId')
    .executeTakeFirst();
  return deleted;
}

/**
 * The id of the survey's registered definition, its row locked (`for update`) until the
 * transaction ends; undefined when the team has no such survey.
 */
export async function lockSurveyDefinition(
  db: HeedQueries,
  teamId: string,
  surveyId: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('survey_definition')
    .select('id')
    .where('team_id', '=', teamId)
    .where('survey_id', '=', surveyId)
    .forUpdate()
    .executeTakeFirst();
  return row?.id;
}

/**
 * Deletes a survey's markers, feedback and definition (in this order, on `db`'s transaction);
 * returns how many feedback items went.
 */
export async function deleteSurveyData(
  db: HeedQueries,
  survey: { teamId: string; surveyId: string; definitionId: string },
): Promise<number> {
  await db
    .deleteFrom('marker')
    .where('team_id', '=', survey.teamId)
    .where('survey_id', '=', survey.surveyId)
    .execute();
  const feedback = await db
    .with('deleted', (cte) =>
      cte
        .deleteFrom('feedback')
        .where('team_id', '=', survey.teamId)
        .where('survey_definition_id', '=', survey.definitionId)
        .returning(sql.lit(1).as('one')),
    )
    .selectFrom('deleted')
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirst();
  await db.deleteFrom('survey_definition').where('id', '=', survey.definitionId).execute();
  return Number(feedback?.n ?? 0);
}
