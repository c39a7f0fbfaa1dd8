import { queriesOf } from '@heed/db';
import { NotFoundError } from '../errors/domain-errors.ts';
import { auditTeamAction, selectedTeam, type TeamActionContext } from '../org/team-action.ts';
import { deleteTeamFeedbackItem } from './deletions.repository.ts';

/** Deletes one feedback item of the selected team (its tags and theme matches cascade). */
export async function deleteFeedback(ctx: TeamActionContext, input: { id: string }): Promise<void> {
  const team = selectedTeam(ctx);
  const deleted = await deleteTeamFeedbackItem(queriesOf(ctx.em), team.id, input.id);
  const event = { event: 'feedback.delete', operation: 'delete' } as const;
  const resource = { type: 'feedback', id: input.id };
  if (!deleted) {
    auditTeamAction(ctx, team, { ...event, outcome: 'not_found', resource });
    throw new NotFoundError('No such feedback item in this team.');
  }
  auditTeamAction(ctx, team, { ...event, outcome: 'success', resource, resourceCount: 1 });
  ctx.deps.filtersBootstrap.invalidate(team.id);
}
