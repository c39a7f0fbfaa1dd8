import type { HeedQueries } from '@heed/db';
import { sql } from 'kysely';

/**
 * Whether the team has the feedback item, locking its row until the transaction ends: tags of one
 * item are added one after the other, so the cap of tags an item carries holds.
 */
export async function lockTeamFeedbackItem(
  db: HeedQueries,
  teamId: string,
  feedbackId: string,
): Promise<boolean> {
  const item = await db
    .selectFrom('feedback')
    .select('id')
    .where('id', '=', feedbackId)
    .where('team_id', '=', teamId)
    .forUpdate()
    .executeTakeFirst();
  return item !== undefined;
}

/** The tags a feedback item carries. */
export async function tagsOfItem(db: HeedQueries, feedbackId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('feedback_tag')
    .select('tag')
    .where('feedback_id', '=', feedbackId)
    .execute();
  return rows.map((row) => row.tag);
}

export async function insertTag(
  db: HeedQueries,
  tag: { teamId: string; feedbackId: string; tag: string },
): Promise<void> {
  await db
    .insertInto('feedback_tag')
    .values((eb) => ({
      feedback_id: tag.feedbackId,
      tag: tag.tag,
      team_id: tag.teamId,
      created_at: eb.fn<Date>('now'),
    }))
    .execute();
}

/** Removes a tag from an item of the team; false when the item did not carry it. */
export async function deleteTag(
  db: HeedQueries,
  tag: { teamId: string; feedbackId: string; tag: string },
): Promise<boolean> {
  const removed = await db
    .deleteFrom('feedback_tag')
    .where('feedback_id', '=', tag.feedbackId)
    .where('tag', '=', tag.tag)
    .where('team_id', '=', tag.teamId)
    .returning('feedback_id')
    .execute();
  return removed.length > 0;
}

/** The team's tags with how many items carry each, in no particular order. */
export function tagCounts(db: HeedQueries, teamId: string) {
  return db
    .selectFrom('feedback_tag')
    .select(['tag', (eb) => eb.cast<number>(eb.fn.countAll(), 'integer').as('count')])
    .where('team_id', '=', teamId)
    .groupBy('tag')
    .execute();
}

/**
 * How many of the items (ids of the team's, rows locked by the caller) lack `tag` and carry `cap`
 * tags or more already: those a bulk tag would take past the cap.
 */
export async function itemsAtTagCap(
  db: HeedQueries,
  feedbackIds: readonly string[],
  tag: string,
  cap: number,
): Promise<number> {
  const row = await db
    .selectFrom('feedback_tag as t')
    .select(sql<number>`count(distinct t.feedback_id)::int`.as('n'))
    .where('t.feedback_id', '=', (eb) => eb.fn.any(sql<string[]>`${[...feedbackIds]}::uuid[]`))
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('feedback_tag as own')
            .select(sql.lit(1).as('one'))
            .whereRef('own.feedback_id', '=', 't.feedback_id')
            .where('own.tag', '=', tag),
        ),
      ),
    )
    .groupBy('t.feedback_id')
    .having(sql<boolean>`count(*) >= ${cap}`)
    .execute();
  return row.length;
}

/** Tags items of the team that lack `tag`; the ids of those it tagged. */
export async function insertTagOnItems(
  db: HeedQueries,
  tag: { teamId: string; feedbackIds: readonly string[]; tag: string },
): Promise<string[]> {
  const rows = await db
    .insertInto('feedback_tag')
    .columns(['feedback_id', 'tag', 'team_id', 'created_at'])
    .expression((eb) =>
      eb
        .selectFrom('feedback as f')
        .select([
          'f.id',
          eb.val(tag.tag).as('tag'),
          'f.team_id',
          eb.fn<Date>('now').as('created_at'),
        ])
        .where('f.team_id', '=', tag.teamId)
        .where('f.id', '=', (inner) =>
          inner.fn.any(sql<string[]>`${[...tag.feedbackIds]}::uuid[]`),
        ),
    )
    .onConflict((conflict) => conflict.doNothing())
    .returning('feedback_id')
    .execute();
  return rows.map((row) => row.feedback_id);
}

/** Removes `tag` from items of the team; the ids of those that carried it. */
export async function deleteTagFromItems(
  db: HeedQueries,
  tag: { teamId: string; feedbackIds: readonly string[]; tag: string },
): Promise<string[]> {
  const rows = await db
    .deleteFrom('feedback_tag')
    .where('team_id', '=', tag.teamId)
    .where('tag', '=', tag.tag)
    .where('feedback_id', '=', (eb) => eb.fn.any(sql<string[]>`${[...tag.feedbackIds]}::uuid[]`))
    .returning('feedback_id')
    .execute();
  return rows.map((row) => row.feedback_id);
}
