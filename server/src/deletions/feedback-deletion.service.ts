import { queriesOf } from '@heed/db';
import { NotFoundError } from '../errors/domain-errors.ts';
import { auditTeamAction, selectedTeam, type TeamActionContext } from '../org/team-action.ts';
import { makeCreatedPayloads } from '../webhooks/created-payloads.repository.ts';
import { enqueueEvent } from '../webhooks/outbox.repository.ts';
import { deleteTeamFeedbackItem } from './deletions.repository.ts';

/**
 * Deletes one feedback item of the selected team (its tags and theme matches cascade) and writes
 * its `feedback.deleted` event, in one transaction. A `feedback.created` of the item still
 * waiting to be sent gets its body first, so it is delivered with the item it announces.
 */
export async function deleteFeedback(ctx: TeamActionContext, input: { id: string }): Promise<void> {
  const team = selectedTeam(ctx);
  const at = ctx.deps.clock.now();
  const deleted = await ctx.em.transactional(async (tx) => {
    const db = queriesOf(tx);
    await makeCreatedPayloads(db, { teamId: team.id, feedbackIds: [input.id] });
    const item = await deleteTeamFeedbackItem(db, team.id, input.id);
    if (!item) return false;
    await enqueueEvent(db, {
      teamId: team.id,
      type: 'feedback.deleted',
      at,
      data: { id: input.id, surveyId: item.surveyId, team: team.slug },
    });
    return true;
  });
  const event = { event: 'feedback.delete', operation: 'delete' } as const;
  const resource = { type: 'feedback', id: input.id };
  if (!deleted) {
    auditTeamAction(ctx, team, { ...event, outcome: 'not_found', resource });
    throw new NotFoundError('No such feedback item in this team.');
  }
  auditTeamAction(ctx, team, { ...event, outcome: 'success', resource, resourceCount: 1 });
  ctx.deps.filtersBootstrap.invalidate(team.id);
}
