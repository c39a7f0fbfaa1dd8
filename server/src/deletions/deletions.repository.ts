import type { HeedQueries } from '@heed/db';
import { sql } from 'kysely';

/**
 * Deletes feedback items of the team by id (tags and theme matches cascade); the id and survey id
 * of each one deleted (ids the team does not have are skipped).
 */
export function deleteTeamFeedbackItems(db: HeedQueries, teamId: string, ids: readonly string[]) {
  return db
    .deleteFrom('feedback')
    .where('team_id', '=', teamId)
    .where('id', '=', (eb) => eb.fn.any(sql<string[]>`${[...ids]}::uuid[]`))
    .returning(['id', 'survey_id as surveyId'])
    .execute();
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
