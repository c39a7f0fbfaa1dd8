import { NotFoundError } from '../errors/domain-errors.ts';
import { auditTeamAction, selectedTeam, type TeamActionContext } from '../org/team-action.ts';

/** Deletes one feedback item of the selected team (its tags and theme matches cascade). */
export async function deleteFeedback(ctx: TeamActionContext, input: { id: string }): Promise<void> {
  const team = selectedTeam(ctx);
  const deleted = await ctx.em.execute<{ id: string }[]>(
    'delete from feedback where id = ? and team_id = ? returning id',
    [input.id, team.id],
  );
  const event = { event: 'feedback.delete', operation: 'delete' } as const;
  const resource = { type: 'feedback', id: input.id };
  if (deleted.length === 0) {
    auditTeamAction(ctx, team, { ...event, outcome: 'not_found', resource });
    throw new NotFoundError('No such feedback item in this team.');
  }
  auditTeamAction(ctx, team, { ...event, outcome: 'success', resource, resourceCount: 1 });
  ctx.deps.filtersBootstrap.invalidate(team.id);
}
