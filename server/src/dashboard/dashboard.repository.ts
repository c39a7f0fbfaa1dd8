import type { DeviceType, FieldDefinition } from '@heed/contracts';
import { type HeedQueries, isoUtc } from '@heed/db';
import { sql } from 'kysely';

/**
 * The dashboard's reads of a team's setup: its registered surveys and their response counts, the
 * values its filters offer, and its keys' events. Each returns the rows as stored; the services
 * sort, shape and decide who sees what.
 */

/**
 * A team's registered surveys: id, survey type and registration time only (a definition can be
 * large, and listing surveys never needs its fields or labels).
 */
export function registeredSurveys(db: HeedQueries, teamId: string) {
  return db
    .selectFrom('survey_definition')
    .select([
      'survey_id',
      sql<string | null>`definition->>'surveyType'`.as('survey_type'),
      isoUtc(sql.ref('created_at')).as('registered_at'),
    ])
    .where('team_id', '=', teamId)
    .execute();
}

/** The number of stored responses of each survey of a team that has any. */
export function responsesPerSurvey(db: HeedQueries, teamId: string) {
  return db
    .selectFrom('feedback')
    .select(['survey_id', sql<number>`count(*)::int`.as('responses')])
    .where('team_id', '=', teamId)
    .groupBy('survey_id')
    .execute();
}

/** Device types in the order the filter offers them. */
const DEVICE_TYPES = sql`(values ('mobile', 1), ('tablet', 2), ('desktop', 3))`;

/**
 * What a team's filters can offer, as stored: its registered surveys with their fields, the app
 * names of its keys, its tags in use, its themes, the device types its feedback has (in the
 * filter's order), and the first and last time it received feedback. Run in one snapshot (`db`).
 */
export async function filterOptionRows(db: HeedQueries, teamId: string) {
  const surveys = await db
    .selectFrom('survey_definition')
    .select([
      'survey_id',
      sql<string | null>`definition->>'surveyType'`.as('survey_type'),
      sql<FieldDefinition[] | null>`definition->'fields'`.as('fields'),
    ])
    .where('team_id', '=', teamId)
    .execute();
  const apps = await db
    .selectFrom('api_key')
    .select('app_name')
    .distinct()
    .where('team_id', '=', teamId)
    .execute();
  const tags = await db
    .selectFrom('feedback_tag')
    .select('tag')
    .distinct()
    .where('team_id', '=', teamId)
    .execute();
  const themes = await db
    .selectFrom('theme')
    .select(['id', 'name', 'color'])
    .where('team_id', '=', teamId)
    .execute();
  const deviceTypes = await sql<{ device_type: DeviceType }>`select seen.device_type
      from ${DEVICE_TYPES} as seen(device_type, position)
     where exists (select 1 from feedback f
                    where f.team_id = ${teamId} and f.device_type = seen.device_type)
     order by seen.position`.execute(db);
  const range = await db
    .selectFrom('feedback')
    .select([
      isoUtc(sql`min(received_at)`).$castTo<string | null>().as('first_response_at'),
      isoUtc(sql`max(received_at)`).$castTo<string | null>().as('last_response_at'),
    ])
    .where('team_id', '=', teamId)
    .executeTakeFirst();
  return { surveys, apps, tags, themes, deviceTypes: deviceTypes.rows, range };
}

/**
 * A team's key events, newest first: of one key (`keyId`), and only of `pk` keys (`onlyKeyType`)
 * when given.
 */
export function apiKeyEvents(
  db: HeedQueries,
  teamId: string,
  options: { keyId?: string | undefined; onlyKeyType?: 'pk' | undefined; limit: number },
) {
  let query = db
    .selectFrom('api_key_event as e')
    .select([
      'e.id',
      'e.api_key_id',
      'e.key_prefix',
      'e.key_type',
      'e.event_type',
      'e.actor',
      isoUtc(sql.ref('e.created_at')).as('created_at'),
    ])
    .where('e.team_id', '=', teamId);
  if (options.keyId) query = query.where('e.api_key_id', '=', options.keyId);
  if (options.onlyKeyType) query = query.where('e.key_type', '=', options.onlyKeyType);
  return query
    .orderBy('e.created_at', 'desc')
    .orderBy('e.id', 'desc')
    .limit(options.limit)
    .execute();
}
