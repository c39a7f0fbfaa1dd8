/**
 * An endpoint's delivery log (`/api/v1/intern/webhooks/{id}/messages`) and sending a message
 * again, for the team's admins. The log covers the last 30 days, as long as messages are kept.
 */
import type { WebhookMessage } from '@heed/contracts';
import { queriesOf } from '@heed/db';
import { ConflictError, NotFoundError } from '../errors/domain-errors.ts';
import { selectedTeam, type TeamActionContext } from '../org/team-action.ts';
import { lastAttemptOf } from './last-attempt.ts';
import { messageIdOf, uuidOfMessageId } from './message-id.ts';
import { teamHasEndpoint } from './webhook-endpoints.repository.ts';
import { decodeMessageCursor, encodeMessageCursor } from './webhook-message-cursor.ts';
import {
  lockMessageOfEndpoint,
  type MessageStatus,
  messagesOfEndpoint,
  requeueMessage,
} from './webhook-messages.repository.ts';

/** How long the delivery log reaches back. */
export const MESSAGE_LOG_DAYS = 30;
const DAY_MS = 86_400_000;

/** The start of the delivery log at `now`. */
export function messageLogStart(now: Date): Date {
  return new Date(now.getTime() - MESSAGE_LOG_DAYS * DAY_MS);
}

const NO_ENDPOINT = 'No such webhook endpoint in this team.';

/** A page of the endpoint's delivery log, newest first. */
export async function listEndpointMessages(
  ctx: TeamActionContext,
  input: {
    id: string;
    status?: MessageStatus | undefined;
    cursor?: string | undefined;
    limit: number;
  },
): Promise<{ messages: WebhookMessage[]; nextCursor: string | null }> {
  const team = selectedTeam(ctx);
  const after = input.cursor === undefined ? undefined : decodeMessageCursor(input.cursor);
  const db = queriesOf(ctx.em);
  if (!(await teamHasEndpoint(db, team.id, input.id, false))) {
    throw new NotFoundError(NO_ENDPOINT);
  }
  const rows = await messagesOfEndpoint(db, {
    teamId: team.id,
    endpointId: input.id,
    since: messageLogStart(ctx.deps.clock.now()),
    status: input.status,
    after,
    limit: input.limit + 1,
  });
  const page = rows.slice(0, input.limit);
  const last = page.at(-1);
  return {
    messages: page.map((row) => ({
      id: messageIdOf(row.id),
      eventType: row.event_type,
      createdAt: row.created_at,
      status: row.status as MessageStatus,
      attempts: row.attempts,
      nextAttemptAt: row.status === 'pending' ? row.next_attempt_at : null,
      lastAttempt: lastAttemptOf(row),
      payload: row.payload ?? null,
    })),
    nextCursor:
      rows.length > input.limit && last
        ? encodeMessageCursor({ createdAt: last.position_at, id: last.id })
        : null,
  };
}

/**
 * Makes a message of the endpoint pending and due now, whatever its status: it is sent again
 * with the same `webhook-id`, its attempts counted on. One being sent right now is a 409.
 */
export async function retryEndpointMessage(
  ctx: TeamActionContext,
  input: { id: string; messageId: string },
): Promise<{ messageId: string }> {
  const team = selectedTeam(ctx);
  const rowId = uuidOfMessageId(input.messageId);
  if (!rowId) throw new NotFoundError('No such message of this endpoint.');
  await ctx.em.transactional(async (tx) => {
    const db = queriesOf(tx);
    const message = await lockMessageOfEndpoint(db, {
      teamId: team.id,
      endpointId: input.id,
      messageId: rowId,
      since: messageLogStart(ctx.deps.clock.now()),
    });
    if (!message) throw new NotFoundError('No such message of this endpoint.');
    if (message.claimed) {
      throw new ConflictError('The message is being sent right now; try again in a minute.');
    }
    await requeueMessage(db, message.id);
  });
  ctx.deps.webhookDelivery.nudge();
  return { messageId: input.messageId };
}
