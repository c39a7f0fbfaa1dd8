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

type PageOptions = { after?: FeedbackPosition | undefined; limit: number };

/** `(received_at, id)` of the rows aliased `alias` come after `after` in the newest-first order. */
function afterPosition(alias: 'f' | 's', id: 'id' | 'feedback_id', after: FeedbackPosition) {
  return sql<boolean>`(${sql.ref(`${alias}.received_at`)}, ${sql.ref(`${alias}.${id}`)}) < (${after.receivedAt}::timestamptz, ${after.id}::uuid)`;
}

/** The items of a page, each with its exact position (`received_at` to the microsecond, UTC). */
function pageItems(db: HeedQueries) {
  return db
    .selectFrom('feedback as f')
    .select(feedbackItemColumns)
    .select(
      sql<string>`to_char(f.received_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`.as(
        'position',
      ),
    );
}

/**
 * The statement of one page of the team's feedback the filter selects, newest first
 * (`received_at`, then `id`), after `after` when given: `limit` rows, each with its exact
 * position in that order (`received_at` to the microsecond, UTC) for the next page's cursor.
 */
export function feedbackPageQuery(
  db: HeedQueries,
  teamId: string,
  filter: FeedbackFilter,
  options: PageOptions,
) {
  const { after } = options;
  return pageItems(db)
    .where(filterWhere(teamId, filter))
    .$if(after !== undefined, (query) =>
      query.where(afterPosition('f', 'id', after as FeedbackPosition)),
    )
    .orderBy('f.received_at', 'desc')
    .orderBy('f.id', 'desc')
    .limit(options.limit);
}

/**
 * The same page when the filter has words and narrows otherwise only by survey, period and app:
 * its items are found among the narrow search rows (`feedback_search`, which hold each item's
 * arrival and id), newest first, and only those `limit` items are read from `feedback`; undefined
 * for other filters. A search row's words are tested while its order index is walked, or the
 * words' index finds the matches and their newest are taken, as the planner judges; either way
 * no wide item row is read that is not on the page.
 */
export function searchPageQuery(
  db: HeedQueries,
  teamId: string,
  filter: FeedbackFilter,
  options: PageOptions,
) {
  const where = searchScopeWhere(teamId, filter);
  if (!where) return undefined;
  const { after } = options;
  const onPage = db
    .selectFrom('feedback_search as s')
    .select('s.feedback_id')
    .where(where)
    .$if(after !== undefined, (query) =>
      query.where(afterPosition('s', 'feedback_id', after as FeedbackPosition)),
    )
    .orderBy('s.received_at', 'desc')
    .orderBy('s.feedback_id', 'desc')
    .limit(options.limit);
  return pageItems(db)
    .where('f.team_id', '=', teamId)
    .where(sql<boolean>`f.id = any(array(${onPage}))`)
    .orderBy('f.received_at', 'desc')
    .orderBy('f.id', 'desc')
    .limit(options.limit);
}

export function findFeedbackPage(
  db: HeedQueries,
  teamId: string,
  filter: FeedbackFilter,
  options: PageOptions,
) {
  const search = searchPageQuery(db, teamId, filter, options);
  return search ? search.execute() : feedbackPageQuery(db, teamId, filter, options).execute();
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
