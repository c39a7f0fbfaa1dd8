import type { HeedQueries } from '@heed/db';

/**
 * Whether the team registered the survey. With `lock`, the definition row stays locked (`for no
 * key update`) until the transaction ends.
 */
export async function teamHasSurvey(
  db: HeedQueries,
  teamId: string,
  surveyId: string,
  lock: boolean,
): Promise<boolean> {
  const query = db
    .selectFrom('survey_definition')
    .select('id')
    .where('team_id', '=', teamId)
    .where('survey_id', '=', surveyId);
  const row = await (lock ? query.forNoKeyUpdate() : query).executeTakeFirst();
  return row !== undefined;
}

/** How many markers a survey of the team has. */
export async function countSurveyMarkers(
  db: HeedQueries,
  teamId: string,
  surveyId: string,
): Promise<number> {
  const row = await db
    .selectFrom('marker')
    .select((eb) => eb.cast<number>(eb.fn.countAll(), 'integer').as('n'))
    .where('team_id', '=', teamId)
    .where('survey_id', '=', surveyId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Deletes a marker of a survey of the team; false when there is no such marker. */
export async function deleteSurveyMarker(
  db: HeedQueries,
  marker: { teamId: string; surveyId: string; id: string },
): Promise<boolean> {
  const deleted = await db
    .deleteFrom('marker')
    .where('id', '=', marker.id)
    .where('team_id', '=', marker.teamId)
    .where('survey_id', '=', marker.surveyId)
    .returning('id')
    .execute();
  return deleted.length > 0;
}
