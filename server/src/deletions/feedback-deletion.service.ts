import { type HeedQueries, queriesOf } from '@heed/db';
import { NotFoundError } from '../errors/domain-errors.ts';
import type { TeamAccess } from '../org/team-access.ts';
import { auditTeamAction, selectedTeam, type TeamActionContext } from '../org/team-action.ts';
import { makeCreatedPayloads } from '../webhooks/created-payloads.repository.ts';
import { enqueueFeedbackDeletions } from '../webhooks/feedback-deleted.repository.ts';
import { deleteTeamFeedbackItems } from './deletions.repository.ts';

/**
 * Deletes feedback items of the team (their tags and theme matches cascade) and writes a
 * `feedback.deleted` event for each, on `db`'s transaction: one item (`DELETE
 * /intern/feedback/{id}`) or many (a bulk deletion). A `feedback.created` of an item still waiting
 * to be sent gets its body first, so it is delivered with the item it announces. Ids the team
 * does not have are skipped; returns how many items went.
 */
export async function deleteFeedbackItems(
  db: HeedQueries,
  team: Pick<TeamAccess, 'id' | 'slug'>,
  ids: readonly string[],
  at: Date,
): Promise<number> {
  if (ids.length === 0) return 0;
  await makeCreatedPayloads(db, { teamId: team.id, feedbackIds: ids });
  const deleted = await deleteTeamFeedbackItems(db, team.id, ids);
  await enqueueFeedbackDeletions(db, { teamId: team.id, teamSlug: team.slug, items: deleted, at });
  return deleted.length;
}

/**
 * Deletes one feedback item of the selected team and writes its `feedback.deleted` event, in one
 * transaction; audited as `feedback.delete`.
 */
export async function deleteFeedback(ctx: TeamActionContext, input: { id: string }): Promise<void> {
  const team = selectedTeam(ctx);
  const at = ctx.deps.clock.now();
  const deleted = await ctx.em.transactional(async (tx) =>
    deleteFeedbackItems(queriesOf(tx), team, [input.id], at),
  );
  const event = { event: 'feedback.delete', operation: 'delete' } as const;
  const resource = { type: 'feedback', id: input.id };
  if (deleted === 0) {
    auditTeamAction(ctx, team, { ...event, outcome: 'not_found', resource });
    throw new NotFoundError('No such feedback item in this team.');
  }
  auditTeamAction(ctx, team, { ...event, outcome: 'success', resource, resourceCount: 1 });
  ctx.deps.filtersBootstrap.invalidate(team.id);
}
