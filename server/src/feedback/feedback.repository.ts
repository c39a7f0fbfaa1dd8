import type { SurveyDefinition } from '@heed/contracts';
import { type HeedQueries, isoUtc } from '@heed/db';
import { sql } from 'kysely';
import type { FeedbackPosition } from './feedback-cursor.ts';
import { filterWhere, searchScopeWhere } from './feedback-filter.query.ts';
import type { FeedbackFilter } from './feedback-filter.ts';
import { feedbackItemColumns } from './feedback-item.query.ts';

/**
 * The explorer's reads of `feedback`: a page in keyset order, one item, a count, and the team's
 * surveys with what answered them.
 */

/**
 * The statement of one page of the team's feedback the filter selects, newest first
 * (`received_at`, then `id`), after `after` when given: `limit` rows, each with its exact
 * position in that order (`received_at` to the microsecond, UTC) for the next page's cursor.
 */
export function feedbackPageQuery(
  db: HeedQueries,
  teamId: string,
  filter: FeedbackFilter,
  options: { after?: FeedbackPosition | undefined; limit: number },
) {
  const { after } = options;
  return db
    .selectFrom('feedback as f')
    .select(feedbackItemColumns)
    .select(
      sql<string>`to_char(f.received_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`.as(
        'position',
      ),
    )
    .where(filterWhere(teamId, filter))
    .$if(after !== undefined, (query) =>
      query.where(
        sql<boolean>`(f.received_at, f.id) < (${after?.receivedAt}::timestamptz, ${after?.id}::uuid)`,
      ),
    )
    .orderBy('f.received_at', 'desc')
    .orderBy('f.id', 'desc')
    .limit(options.limit);
}

export function findFeedbackPage(
  db: HeedQueries,
  teamId: string,
  filter: FeedbackFilter,
  options: { after?: FeedbackPosition | undefined; limit: number },
) {
  return feedbackPageQuery(db, teamId, filter, options).execute();
}

/** One item of the team, or undefined. */
export function findFeedbackItem(db: HeedQueries, teamId: string, id: string) {
  return db
    .selectFrom('feedback as f')
    .select(feedbackItemColumns)
    .where('f.team_id', '=', teamId)
    .where('f.id', '=', sql<string>`${id}::uuid`)
    .executeTakeFirst();
}

/** The statement counting the team's items the filter selects, from the rows. */
export function feedbackCountQuery(db: HeedQueries, teamId: string, filter: FeedbackFilter) {
  return db
    .selectFrom('feedback as f')
    .select(sql<number>`count(*)::int`.as('total'))
    .where(filterWhere(teamId, filter));
}

/**
 * The statement counting the same items from their search rows alone, when the filter has words
 * and narrows otherwise only by survey, period and app; undefined otherwise.
 */
export function searchCountQuery(db: HeedQueries, teamId: string, filter: FeedbackFilter) {
  const where = searchScopeWhere(teamId, filter);
  return where
    ? db
        .selectFrom('feedback_search as s')
        .select(sql<number>`count(*)::int`.as('total'))
        .where(where)
    : undefined;
}

export async function countFeedback(
  db: HeedQueries,
  teamId: string,
  filter: FeedbackFilter,
): Promise<number> {
  const row = await (
    searchCountQuery(db, teamId, filter) ?? feedbackCountQuery(db, teamId, filter)
  ).executeTakeFirst();
  return row?.total ?? 0;
}

/**
 * The time-zone names PostgreSQL knows (`pg_timezone_names`, about 1,200), for the filter's `tz`.
 */
export async function listTimeZoneNames(db: HeedQueries): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`select name from pg_timezone_names`.execute(db);
  return rows.map((row) => row.name);
}

/**
 * Every registered survey of the team with its definition, its number of responses, its first
 * and last response (ISO UTC, null without any) and the apps that answered it (unordered).
 */
export function listSurveyActivity(db: HeedQueries, teamId: string) {
  return db
    .selectFrom('survey_definition as d')
    .crossJoinLateral((eb) =>
      eb
        .selectFrom('feedback as f')
        .select([
          sql<number>`count(*)::int`.as('responses'),
          isoUtc(sql`min(f.received_at)`).$castTo<string | null>().as('first_response_at'),
          isoUtc(sql`max(f.received_at)`).$castTo<string | null>().as('last_response_at'),
          sql<string[]>`coalesce(array_agg(distinct f.app_name), '{}')`.as('app_names'),
        ])
        .whereRef('f.team_id', '=', 'd.team_id')
        .whereRef('f.survey_id', '=', 'd.survey_id')
        .as('s'),
    )
    .select((eb) => [
      'd.survey_id',
      eb.ref('d.definition').$castTo<SurveyDefinition>().as('definition'),
      's.responses',
      's.first_response_at',
      's.last_response_at',
      's.app_names',
    ])
    .where('d.team_id', '=', teamId)
    .execute();
}
