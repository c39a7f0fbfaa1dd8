import type { FeedbackStatus } from '@heed/contracts';
import { queriesOf } from '@heed/db';
import { InvalidRequestError, NotFoundError } from '../errors/domain-errors.ts';
import { findFeedbackItem } from '../feedback/feedback.repository.ts';
import type { FeedbackItem } from '../feedback/feedback-item.ts';
import { assigneeRefOf } from '../members/members.service.ts';
import { selectedTeam, type TeamActionContext } from '../org/team-action.ts';
import {
  enqueueFeedbackUpdated,
  type FeedbackChange,
} from '../webhooks/feedback-updated.repository.ts';
import { lockTeamItem, setItemTriage } from './triage.repository.ts';

/**
 * `PATCH /intern/feedback/{id}` (Rule: docs/rules/triage.md#triage-3): sets an item's status
 * and/or assignee, in one transaction with its `feedback.updated` (`changes`: what did change,
 * `status` before `assignee`). A status that changes sets `statusChangedAt` (the app's clock);
 * setting what the item has already changes nothing and writes nothing. The item's row is locked
 * first, so changes of one item go one after the other. Answers the item after the change.
 */
export async function updateFeedbackTriage(
  ctx: TeamActionContext,
  input: { id: string; status?: FeedbackStatus | undefined; assignee?: string | null | undefined },
): Promise<FeedbackItem> {
  const team = selectedTeam(ctx);
  if (input.status === undefined && input.assignee === undefined) {
    throw new InvalidRequestError('Send `status`, `assignee` or both.', [
      { path: '(body)', message: 'Send `status`, `assignee` or both.' },
    ]);
  }
  const at = ctx.deps.clock.now();
  const { item, changed } = await ctx.em.transactional(async (tx) => {
    const db = queriesOf(tx);
    const current = await lockTeamItem(db, team.id, input.id);
    if (!current) throw new NotFoundError('No such feedback item in this team.');
    const assigneeRef =
      input.assignee === undefined
        ? undefined
        : await assigneeRefOf(ctx, db, team.id, input.assignee, 'assignee');
    const changes: FeedbackChange[] = [];
    if (input.status !== undefined && input.status !== current.status) changes.push('status');
    if (assigneeRef !== undefined && assigneeRef !== current.assignee_ref) {
      changes.push('assignee');
    }
    if (changes.length > 0) {
      await setItemTriage(db, team.id, input.id, {
        ...(changes.includes('status') && input.status
          ? { status: { value: input.status, at } }
          : {}),
        ...(changes.includes('assignee') ? { assigneeRef: assigneeRef ?? null } : {}),
      });
      await enqueueFeedbackUpdated(db, {
        teamId: team.id,
        teamSlug: team.slug,
        feedbackId: input.id,
        changes,
        at,
      });
    }
    const after = await findFeedbackItem(db, team.id, input.id);
    if (!after) throw new NotFoundError('No such feedback item in this team.');
    return { item: after, changed: changes.length > 0 };
  });
  if (changed) ctx.deps.webhookDelivery.nudge();
  return item;
}
