import { queriesOf } from '@heed/db';
import { NotFoundError } from '../errors/domain-errors.ts';
import { auditTeamAction, selectedTeam, type TeamActionContext } from '../org/team-action.ts';
import { makeCreatedPayloads } from '../webhooks/created-payloads.repository.ts';
import { enqueueEvent } from '../webhooks/outbox.repository.ts';
import { deleteSurveyData, lockSurveyDefinition } from './deletions.repository.ts';

/**
 * Deletes a survey of the selected team with everything of it — feedback (tags and theme matches
 * cascade), markers and the registered definition — in one transaction, so the next submission
 * of the `surveyId` registers a new definition.
 *
 * The definition row is locked first (`for update`): a feedback insert that references it waits
 * for the deletion and then fails on its foreign key, which the submission answers by registering
 * anew; nothing can slip in between deleting the feedback and deleting the definition. This
 * replica's definition cache forgets the survey at once; the others on their next use of it.
 *
 * The same transaction writes the `survey.deleted` event, after giving the survey's
 * `feedback.created` messages still waiting their bodies (so they keep the items they announce).
 */
export async function deleteSurvey(
  ctx: TeamActionContext,
  input: { surveyId: string },
): Promise<{ surveyId: string; deletedCount: number }> {
  const team = selectedTeam(ctx);
  const resource = { type: 'survey', customerIdentifier: input.surveyId };
  const at = ctx.deps.clock.now();
  const deletedCount = await ctx.em.transactional(async (tx) => {
    const db = queriesOf(tx);
    const definitionId = await lockSurveyDefinition(db, team.id, input.surveyId);
    if (!definitionId) return undefined;
    await makeCreatedPayloads(db, { teamId: team.id, surveyId: input.surveyId });
    const count = await deleteSurveyData(db, {
      teamId: team.id,
      surveyId: input.surveyId,
      definitionId,
    });
    await enqueueEvent(db, {
      teamId: team.id,
      type: 'survey.deleted',
      at,
      data: { surveyId: input.surveyId, team: team.slug, deletedCount: count },
    });
    return count;
  });
  if (deletedCount === undefined) {
    auditTeamAction(ctx, team, {
      event: 'survey_feedback.delete',
      operation: 'delete',
      outcome: 'not_found',
      resource,
    });
    throw new NotFoundError('The team has no survey with this surveyId.');
  }
  ctx.deps.surveyDefinitions.forget(team.id, input.surveyId);
  ctx.deps.filtersBootstrap.invalidate(team.id);
  auditTeamAction(ctx, team, {
    event: 'survey_feedback.delete',
    operation: 'delete',
    outcome: 'success',
    resource,
    resourceCount: deletedCount,
  });
  auditTeamAction(ctx, team, {
    event: 'admin.survey_definition.delete',
    operation: 'delete',
    outcome: 'success',
    resource: { type: 'survey_definition', customerIdentifier: input.surveyId },
  });
  return { surveyId: input.surveyId, deletedCount };
}
