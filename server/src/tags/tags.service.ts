import { MAX_TAGS_PER_ITEM } from '@heed/contracts';
import { type HeedQueries, queriesOf } from '@heed/db';
import { InvalidRequestError, NotFoundError } from '../errors/domain-errors.ts';
import { ordinalCompare } from '../org/ordinal-compare.ts';
import type { TeamAccess } from '../org/team-access.ts';
import { auditTeamAction, selectedTeam, type TeamActionContext } from '../org/team-action.ts';
import { type Repeated, repeated } from '../request/repeated-answer.ts';
import {
  enqueueFeedbackUpdated,
  enqueueFeedbackUpdates,
} from '../webhooks/feedback-updated.repository.ts';
import {
  deleteTag,
  deleteTagFromItems,
  insertTag,
  insertTagOnItems,
  itemsAtTagCap,
  lockTeamFeedbackItem,
  tagCounts,
  tagsOfItem,
} from './tags.repository.ts';

/**
 * Tags a feedback item of the selected team. The item's row is locked for the check and the
 * insert, so two concurrent calls cannot together pass the cap of tags an item may carry.
 * A tag the item has already is a no-op answered with 200 instead of 201. A tag added writes the
 * item's `feedback.updated` (`changes: ["tags"]`) in the same transaction; a no-op writes nothing.
 */
export async function addTag(
  ctx: TeamActionContext,
  input: { id: string; tag: string },
): Promise<{ tags: string[] } | Repeated<{ tags: string[] }>> {
  const team = selectedTeam(ctx);
  const at = ctx.deps.clock.now();
  const result = await ctx.em.transactional(async (tx) => {
    const db = queriesOf(tx);
    if (!(await lockTeamFeedbackItem(db, team.id, input.id))) {
      throw new NotFoundError('No such feedback item in this team.');
    }
    const tags = await tagsOfItem(db, input.id);
    if (tags.includes(input.tag)) return { created: false, tags };
    if (tags.length >= MAX_TAGS_PER_ITEM) {
      throw new InvalidRequestError(`A feedback item carries at most ${MAX_TAGS_PER_ITEM} tags.`, [
        { path: 'tag', message: `The item has ${MAX_TAGS_PER_ITEM} tags already.` },
      ]);
    }
    await insertTag(db, { teamId: team.id, feedbackId: input.id, tag: input.tag });
    await enqueueFeedbackUpdated(db, {
      teamId: team.id,
      teamSlug: team.slug,
      feedbackId: input.id,
      changes: ['tags'],
      at,
    });
    return { created: true, tags: [...tags, input.tag] };
  });
  if (result.created) ctx.deps.filtersBootstrap.invalidate(team.id);
  const answer = { tags: result.tags.sort(ordinalCompare) };
  return result.created ? answer : repeated(answer);
}

/**
 * Removes a tag from a feedback item of the selected team; audited as `tag.delete`. The item's
 * `feedback.updated` (`changes: ["tags"]`) is written in the same transaction.
 */
export async function removeTag(
  ctx: TeamActionContext,
  input: { id: string; tag: string },
): Promise<void> {
  const team = selectedTeam(ctx);
  const at = ctx.deps.clock.now();
  const removed = await ctx.em.transactional(async (tx) => {
    const db = queriesOf(tx);
    // Changes of one item's tags go one after the other, so each event shows the item after it.
    if (!(await lockTeamFeedbackItem(db, team.id, input.id))) return false;
    const deleted = await deleteTag(db, { teamId: team.id, feedbackId: input.id, tag: input.tag });
    if (deleted) {
      await enqueueFeedbackUpdated(db, {
        teamId: team.id,
        teamSlug: team.slug,
        feedbackId: input.id,
        changes: ['tags'],
        at,
      });
    }
    return deleted;
  });
  const event = { event: 'tag.delete', operation: 'delete' } as const;
  const resource = { type: 'feedback_tag', id: input.id };
  if (!removed) {
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
  const rows = await tagCounts(queriesOf(ctx.em), team.id);
  const tags = rows
    .map((row) => ({ tag: row.tag, count: Number(row.count) }))
    .sort((a, b) => b.count - a.count || ordinalCompare(a.tag, b.tag));
  return { tags };
}

/**
 * Adds `tag` to many items of the team at once (a bulk change), by the rules of one item's tags
 * (Rule: docs/rules/limits.md#limits-8): an item that has the tag already is left as it is, and
 * when any item lacking it carries 20 tags already, none is tagged and the call is a 400 naming
 * `path` (the caller's transaction then takes back whatever else it changed). The caller holds the items' rows locked (so the cap holds against concurrent changes)
 * and runs this on its transaction; each item tagged writes its `feedback.updated` (`changes:
 * ["tags"]`). Returns the ids of the items tagged.
 */
export async function tagItems(
  db: HeedQueries,
  team: Pick<TeamAccess, 'id' | 'slug'>,
  change: { feedbackIds: readonly string[]; tag: string; at: Date; path: string },
): Promise<string[]> {
  if (change.feedbackIds.length === 0) return [];
  const full = await itemsAtTagCap(db, change.feedbackIds, change.tag, MAX_TAGS_PER_ITEM);
  if (full > 0) {
    throw new InvalidRequestError(
      `A feedback item carries at most ${MAX_TAGS_PER_ITEM} tags: ${full} of the items have ` +
        `${MAX_TAGS_PER_ITEM} already. Nothing was changed.`,
      [{ path: change.path, message: `${full} item(s) have ${MAX_TAGS_PER_ITEM} tags already.` }],
    );
  }
  const tagged = await insertTagOnItems(db, {
    teamId: team.id,
    feedbackIds: change.feedbackIds,
    tag: change.tag,
  });
  await enqueueFeedbackUpdates(db, {
    teamId: team.id,
    teamSlug: team.slug,
    feedbackIds: tagged,
    changes: ['tags'],
    at: change.at,
  });
  return tagged;
}

/**
 * Removes `tag` from many items of the team at once (a bulk change), on the caller's transaction;
 * each item that carried it writes its `feedback.updated` (`changes: ["tags"]`). Returns the ids
 * of the items it was removed from. The caller audits the removal (`tag.delete`).
 */
export async function untagItems(
  db: HeedQueries,
  team: Pick<TeamAccess, 'id' | 'slug'>,
  change: { feedbackIds: readonly string[]; tag: string; at: Date },
): Promise<string[]> {
  if (change.feedbackIds.length === 0) return [];
  const untagged = await deleteTagFromItems(db, {
    teamId: team.id,
    feedbackIds: change.feedbackIds,
    tag: change.tag,
  });
  await enqueueFeedbackUpdates(db, {
    teamId: team.id,
    teamSlug: team.slug,
    feedbackIds: untagged,
    changes: ['tags'],
    at: change.at,
  });
  return untagged;
}
