import { FEEDBACK_STATUSES, type FeedbackStatus, type TriageCounts } from '@heed/contracts';
import type { HeedQueries } from '@heed/db';
import { sql } from 'kysely';

/**
 * Reads of `feedback_triage_count`: the items of a team per survey and status, kept at write time
 * by the triggers of `feedback` (`feedback_triage_count_fn`, db/src/schema/functions.ts), so a
 * read snapshot sees counts and rows alike. A team's counts are a range of the primary key.
 */

/** The team's items (of one survey when given) per status; every status present, 0 when none. */
export async function triageCounts(
  db: HeedQueries,
  teamId: string,
  surveyId?: string,
): Promise<TriageCounts> {
  const rows = await db
    .selectFrom('feedback_triage_count as c')
    .select(['c.status', sql<string>`sum(c.n)::text`.as('n')])
    .where('c.team_id', '=', teamId)
    .$if(surveyId !== undefined, (query) => query.where('c.survey_id', '=', surveyId ?? ''))
    .groupBy('c.status')
    .execute();
  const counts = Object.fromEntries(FEEDBACK_STATUSES.map((status) => [status, 0])) as TriageCounts;
  for (const row of rows) {
    if ((FEEDBACK_STATUSES as readonly string[]).includes(row.status)) {
      counts[row.status as FeedbackStatus] = Number(row.n);
    }
  }
  return counts;
}

/** How many of the team's items (of one survey when given) have one of `statuses`. */
export async function triageCount(
  db: HeedQueries,
  teamId: string,
  options: { surveyId?: string | undefined; statuses: readonly FeedbackStatus[] },
): Promise<number> {
  const row = await db
    .selectFrom('feedback_triage_count as c')
    .select(sql<string | null>`sum(c.n)::text`.as('n'))
    .where('c.team_id', '=', teamId)
    .where('c.status', '=', (eb) => eb.fn.any(eb.val([...options.statuses])))
    .$if(options.surveyId !== undefined, (query) =>
      query.where('c.survey_id', '=', options.surveyId ?? ''),
    )
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
