import type { HeedQueries } from '@heed/db';

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
