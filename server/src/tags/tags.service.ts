import { MAX_TAGS_PER_ITEM } from '@heed/contracts';
import { InvalidRequestError, NotFoundError } from '../errors/domain-errors.ts';
import { ordinalCompare } from '../org/ordinal-compare.ts';
import { auditTeamAction, selectedTeam, type TeamActionContext } from '../org/team-action.ts';
import { type Repeated, repeated } from '../request/repeated-answer.ts';

/**
 * Tags a feedback item of the selected team. The item's row is locked for the check and the
 * insert, so two concurrent calls cannot together pass the cap of tags an item may carry.
 * A tag the item has already is a no-op answered with 200 instead of 201.
 */
export async function addTag(
  ctx: TeamActionContext,
  input: { id: string; tag: string },
): Promise<{ tags: string[] } | Repeated<{ tags: string[] }>> {
  const team = selectedTeam(ctx);
  const result = await ctx.em.transactional(async (tx) => {
    const item = await tx.execute<{ id: string }[]>(
      'select id from feedback where id = ? and team_id = ? for update',
      [input.id, team.id],
    );
    if (item.length === 0) throw new NotFoundError('No such feedback item in this team.');
    const rows = await tx.execute<{ tag: string }[]>(
      'select tag from feedback_tag where feedback_id = ?',
      [input.id],
    );
    const tags = rows.map((row) => row.tag);
    if (tags.includes(input.tag)) return { created: false, tags };
    if (tags.length >= MAX_TAGS_PER_ITEM) {
      throw new InvalidRequestError(`A feedback item carries at most ${MAX_TAGS_PER_ITEM} tags.`, [
        { path: 'tag', message: `The item has ${MAX_TAGS_PER_ITEM} tags already.` },
      ]);
    }
    await tx.execute(
      'insert into feedback_tag (feedback_id, tag, team_id, created_at) values (?, ?, ?, now())',
      [input.id, input.tag, team.id],
    );
    return { created: true, tags: [...tags, input.tag] };
  });
  if (result.created) ctx.deps.filtersBootstrap.invalidate(team.id);
  const answer = { tags: result.tags.sort(ordinalCompare) };
  return result.created ? answer : repeated(answer);
}

/** Removes a tag from a feedback item of the selected team; audited as `tag.delete`. */
export async function removeTag(
  ctx: TeamActionContext,
  input: { id: string; tag: string },
): Promise<void> {
  const team = selectedTeam(ctx);
  const removed = await ctx.em.execute<{ feedback_id: string }[]>(
    `delete from feedback_tag where feedback_id = ? and tag = ? and team_id = ?
     returning feedback_id`,
    [input.id, input.tag, team.id],
  );
  const event = { event: 'tag.delete', operation: 'delete' } as const;
  const resource = { type: 'feedback_tag', id: input.id };
  if (removed.length === 0) {
    auditTeamAction(ctx, team, { ...event, outcome: 'not_found', resource });
    throw new NotFoundError('No such tag on a feedback item of this team.');
  }
  auditTeamAction(ctx, team, { ...event, outcome: 'success', resource });
  ctx.deps.filtersBootstrap.invalidate(team.id);
}

/** The tags of the selected team with how many items carry each: most used first. */
export async function listTags(
  ctx: TeamActionContext,
): Promise<{ tags: { tag: string; count: number }[] }> {
  const team = selectedTeam(ctx);
  const rows = await ctx.em.execute<{ tag: string; count: number }[]>(
    'select tag, count(*)::int as count from feedback_tag where team_id = ? group by tag',
    [team.id],
  );
  const tags = rows
    .map((row) => ({ tag: row.tag, count: Number(row.count) }))
    .sort((a, b) => b.count - a.count || ordinalCompare(a.tag, b.tag));
  return { tags };
}
