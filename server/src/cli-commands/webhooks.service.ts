/**
 * `heed webhooks list` and `heed webhooks retry-failed`: a team's webhook endpoints with their
 * delivery backlog, and sending the messages that failed again, as the `system` actor.
 */
import { teamSlugSchema } from '@heed/contracts';
import { queriesOf, TeamSchema, WebhookEndpointSchema } from '@heed/db';
import { z } from 'zod';
import { ConflictError, ForbiddenError, NotFoundError } from '../errors/domain-errors.ts';
import type { RequestContext } from '../request/request-context.ts';
import { unsealEndpointField } from '../webhooks/endpoint-sealing.ts';
import { messageCountsOfTeam } from '../webhooks/webhook-endpoints.repository.ts';
import { requeueFailedMessages } from '../webhooks/webhook-messages.repository.ts';
import { messageLogStart } from '../webhooks/webhook-messages.service.ts';

/** The CLI's options, validated before the database is opened. */
export const webhookCommandInputSchemas = {
  list: z.object({ team: teamSlugSchema }),
  retryFailed: z.object({ team: teamSlugSchema, endpoint: z.uuid().optional() }),
};

type WebhooksContext = Pick<RequestContext, 'em' | 'actor' | 'deps'>;

/** An endpoint as the CLI shows it: its URL cut to what identifies it without its credentials. */
export interface EndpointSummary {
  id: string;
  /** Scheme, host and the first path segment (`/…` when there is more); never a query. */
  where: string;
  enabled: boolean;
  disabledReason: string | null;
  eventTypes: string[];
  /** Messages of the last 30 days waiting to be sent, and those that failed for good. */
  pending: number;
  failed: number;
}

function requireSystem(context: WebhooksContext): void {
  if (context.actor?.type !== 'system') {
    throw new ForbiddenError('Only the operations CLI (system) may do this.');
  }
}

async function teamOf(context: WebhooksContext, slug: string) {
  const team = await context.em.findOne(TeamSchema, { slug });
  if (!team) throw new NotFoundError(`No team with the slug '${slug}'.`);
  return team;
}

/**
 * What identifies an endpoint's URL without what may be its credentials: user information, the
 * query and the path past its first segment are left out (Slack's and Teams' URLs carry their
 * token in the path).
 */
export function endpointWhereOf(url: string): string {
  const parsed = new URL(url);
  const [first, ...rest] = parsed.pathname.split('/').filter((segment) => segment !== '');
  const path = first === undefined ? '/' : `/${first}${rest.length > 0 ? '/…' : ''}`;
  return `${parsed.protocol}//${parsed.host}${path}`;
}

/** The team's endpoints, oldest first, with their pending and failed messages. */
export async function listWebhooksAsSystem(
  context: WebhooksContext,
  input: z.infer<typeof webhookCommandInputSchemas.list>,
): Promise<{ team: string; endpoints: EndpointSummary[] }> {
  requireSystem(context);
  const team = await teamOf(context, input.team);
  const endpoints = await context.em.find(
    WebhookEndpointSchema,
    { team: team.id },
    { orderBy: { createdAt: 'asc', id: 'asc' } },
  );
  if (endpoints.length === 0) return { team: team.slug, endpoints: [] };
  const key = context.deps.webhookSealingKey;
  if (!key) {
    throw new ConflictError(
      'Webhook endpoints are sealed with a key from HEED_SESSION_SECRET: set it as for the API.',
    );
  }
  const counts = await messageCountsOfTeam(
    queriesOf(context.em),
    team.id,
    messageLogStart(context.deps.clock.now()),
  );
  return {
    team: team.slug,
    endpoints: endpoints.map((endpoint) => ({
      id: endpoint.id,
      where: endpointWhereOf(unsealEndpointField(key, endpoint.id, 'url', endpoint.urlSealed)),
      enabled: endpoint.enabled,
      disabledReason: endpoint.disabledReason ?? null,
      eventTypes: [...endpoint.eventTypes].sort(),
      pending: counts.get(endpoint.id)?.pending ?? 0,
      failed: counts.get(endpoint.id)?.failed ?? 0,
    })),
  };
}

/**
 * Makes the failed messages of the last 30 days of the team (of one endpoint when given) pending
 * and due now: the delivery workers send them again, each with its own `webhook-id`.
 */
export async function retryFailedWebhooksAsSystem(
  context: WebhooksContext,
  input: z.infer<typeof webhookCommandInputSchemas.retryFailed>,
): Promise<{ team: string; requeued: number }> {
  requireSystem(context);
  const team = await teamOf(context, input.team);
  if (input.endpoint !== undefined) {
    const endpoint = await context.em.findOne(WebhookEndpointSchema, {
      id: input.endpoint,
      team: team.id,
    });
    if (!endpoint)
      throw new NotFoundError(`Team '${team.slug}' has no webhook endpoint with this id.`);
  }
  const requeued = await requeueFailedMessages(queriesOf(context.em), {
    teamId: team.id,
    endpointId: input.endpoint,
    since: messageLogStart(context.deps.clock.now()),
  });
  return { team: team.slug, requeued };
}
