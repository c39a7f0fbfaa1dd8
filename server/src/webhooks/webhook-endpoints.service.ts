/**
 * A team's webhook endpoints (`/api/v1/intern/webhooks`), for its admins (the contracts' team
 * scope checks the role): at most `MAX_WEBHOOK_ENDPOINTS` a team, URLs under the address rules,
 * URL and secrets stored sealed. Creation, changes, rotations and deletions are audited
 * (`webhook.*`) with the endpoint's id only: never its URL, description or secret.
 */
import {
  MAX_WEBHOOK_ENDPOINTS,
  type WebhookEndpoint as WebhookEndpointView,
  type WebhookEventType,
} from '@heed/contracts';
import {
  type EntityManager,
  queriesOf,
  type WebhookEndpoint,
  WebhookEndpointSchema,
} from '@heed/db';
import type { AuditEventId } from '../audit/audit-event.ts';
import { ConflictError, InvalidRequestError, NotFoundError } from '../errors/domain-errors.ts';
import type { TeamAccess } from '../org/team-access.ts';
import { auditTeamAction, selectedTeam, type TeamActionContext } from '../org/team-action.ts';
import { checkEndpointUrl } from './endpoint-address.ts';
import { newWebhookSecret, sealEndpointField, unsealEndpointField } from './endpoint-sealing.ts';
import { messageIdOf } from './message-id.ts';
import { enqueueForEndpoint } from './outbox.repository.ts';
import {
  countTeamEndpoints,
  deleteTeamEndpoint,
  lockTeamForEndpoints,
  teamHasEndpoint,
} from './webhook-endpoints.repository.ts';

const NO_ENDPOINT = 'No such webhook endpoint in this team.';
const HOUR_MS = 3_600_000;

/** The sealing key; a 409 problem without `HEED_SESSION_SECRET`. */
function sealingKey(ctx: TeamActionContext): Buffer {
  const key = ctx.deps.webhookSealingKey;
  if (!key) {
    throw new ConflictError(
      'Webhooks need HEED_SESSION_SECRET: set it (the same on every replica) to use webhook ' +
        'endpoints; their URLs and secrets are sealed with a key derived from it.',
    );
  }
  return key;
}

function opened(key: Buffer, endpoint: WebhookEndpoint): string {
  try {
    return unsealEndpointField(key, endpoint.id, 'url', endpoint.urlSealed);
  } catch {
    throw new ConflictError(
      'A stored webhook endpoint does not open with this HEED_SESSION_SECRET: was it changed?',
    );
  }
}

function endpointView(key: Buffer, endpoint: WebhookEndpoint): WebhookEndpointView {
  return {
    id: endpoint.id,
    url: opened(key, endpoint),
    description: endpoint.description,
    eventTypes: [...endpoint.eventTypes].sort() as WebhookEventType[],
    enabled: endpoint.enabled,
    disabledReason: (endpoint.disabledReason ?? null) as WebhookEndpointView['disabledReason'],
    createdAt: endpoint.createdAt.toISOString(),
    updatedAt: endpoint.updatedAt.toISOString(),
  };
}

function audit(
  ctx: TeamActionContext,
  team: TeamAccess,
  event: Extract<AuditEventId, `webhook.${string}`>,
  operation: string,
  outcome: 'success' | 'not_found',
  id: string,
): void {
  auditTeamAction(ctx, team, {
    event,
    operation,
    outcome,
    resource: { type: 'webhook_endpoint', id },
  });
}

async function endpointOfTeam(
  em: EntityManager,
  teamId: string,
  id: string,
): Promise<WebhookEndpoint | null> {
  return em.findOne(WebhookEndpointSchema, { id, team: teamId });
}

/** The team's endpoints, oldest first, URLs opened; never a secret. */
export async function listEndpoints(
  ctx: TeamActionContext,
): Promise<{ endpoints: WebhookEndpointView[] }> {
  const team = selectedTeam(ctx);
  const endpoints = await ctx.em.find(
    WebhookEndpointSchema,
    { team: team.id },
    { orderBy: { createdAt: 'asc', id: 'asc' } },
  );
  if (endpoints.length === 0) return { endpoints: [] };
  const key = sealingKey(ctx);
  return { endpoints: endpoints.map((endpoint) => endpointView(key, endpoint)) };
}

/** Creates an endpoint with a new secret, shown in this answer only. */
export async function createEndpoint(
  ctx: TeamActionContext,
  input: { url: string; description?: string | undefined; eventTypes: WebhookEventType[] },
): Promise<WebhookEndpointView & { secret: string }> {
  const team = selectedTeam(ctx);
  const key = sealingKey(ctx);
  checkEndpointUrl(input.url, ctx.deps.config.webhooks);
  const secret = newWebhookSecret();
  const endpoint = await ctx.em.transactional(async (tx) => {
    const db = queriesOf(tx);
    await lockTeamForEndpoints(db, team.id);
    if ((await countTeamEndpoints(db, team.id)) >= MAX_WEBHOOK_ENDPOINTS) {
      throw new InvalidRequestError(
        `A team has at most ${MAX_WEBHOOK_ENDPOINTS} webhook endpoints; delete one first.`,
        [{ path: 'url', message: `The team has ${MAX_WEBHOOK_ENDPOINTS} endpoints already.` }],
      );
    }
    const created = tx.create(WebhookEndpointSchema, {
      team: team.id,
      urlSealed: '',
      description: input.description ?? '',
      eventTypes: input.eventTypes,
      enabled: true,
      disabledReason: null,
      secretSealed: '',
    });
    created.urlSealed = sealEndpointField(key, created.id, 'url', input.url);
    created.secretSealed = sealEndpointField(key, created.id, 'secret', secret);
    await tx.flush();
    return created;
  });
  audit(ctx, team, 'webhook.create', 'create', 'success', endpoint.id);
  return { ...endpointView(key, endpoint), secret };
}

/** Changes the fields sent; enabling clears why Heed disabled it. */
export async function updateEndpoint(
  ctx: TeamActionContext,
  input: {
    id: string;
    url?: string | undefined;
    description?: string | undefined;
    eventTypes?: WebhookEventType[] | undefined;
    enabled?: boolean | undefined;
  },
): Promise<WebhookEndpointView> {
  const team = selectedTeam(ctx);
  const { id, url, description, eventTypes, enabled } = input;
  if ([url, description, eventTypes, enabled].every((value) => value === undefined)) {
    throw new InvalidRequestError('Send at least one field to change.', [
      { path: 'body', message: 'Send at least one of url, description, eventTypes, enabled.' },
    ]);
  }
  const key = sealingKey(ctx);
  if (url !== undefined) checkEndpointUrl(url, ctx.deps.config.webhooks);
  const endpoint = await endpointOfTeam(ctx.em, team.id, id);
  if (!endpoint) {
    audit(ctx, team, 'webhook.update', 'update', 'not_found', id);
    throw new NotFoundError(NO_ENDPOINT);
  }
  if (url !== undefined) endpoint.urlSealed = sealEndpointField(key, endpoint.id, 'url', url);
  if (description !== undefined) endpoint.description = description;
  if (eventTypes !== undefined) endpoint.eventTypes = eventTypes;
  if (enabled !== undefined) {
    // Whoever enables or disables it decides; Heed's reason no longer applies either way.
    if (enabled && !endpoint.enabled) endpoint.failingSince = null;
    endpoint.enabled = enabled;
    endpoint.disabledReason = null;
  }
  await ctx.em.flush();
  audit(ctx, team, 'webhook.update', 'update', 'success', endpoint.id);
  return endpointView(key, endpoint);
}

/**
 * A new secret, shown in this answer only. For `gracePeriodHours` the old one signs too; with 0
 * it stops at once (and a previous secret still in its grace stops with it).
 */
export async function rotateEndpointSecret(
  ctx: TeamActionContext,
  input: { id: string; gracePeriodHours: number },
): Promise<{ secret: string; previousSecretExpiresAt: string | null }> {
  const team = selectedTeam(ctx);
  const key = sealingKey(ctx);
  const secret = newWebhookSecret();
  const expiresAt =
    input.gracePeriodHours > 0
      ? new Date(ctx.deps.clock.now().getTime() + input.gracePeriodHours * HOUR_MS)
      : null;
  const rotated = await ctx.em.transactional(async (tx) => {
    // Two rotations at once take turns: each answer's secret is the one stored after it.
    if (!(await teamHasEndpoint(queriesOf(tx), team.id, input.id, true))) return undefined;
    const endpoint = await tx.findOneOrFail(WebhookEndpointSchema, input.id, { refresh: true });
    const current = unsealEndpointField(key, endpoint.id, 'secret', endpoint.secretSealed);
    endpoint.previousSecretSealed = expiresAt
      ? sealEndpointField(key, endpoint.id, 'previous-secret', current)
      : null;
    endpoint.previousSecretExpiresAt = expiresAt;
    endpoint.secretSealed = sealEndpointField(key, endpoint.id, 'secret', secret);
    await tx.flush();
    return endpoint;
  });
  if (!rotated) {
    audit(ctx, team, 'webhook.rotate_secret', 'rotate', 'not_found', input.id);
    throw new NotFoundError(NO_ENDPOINT);
  }
  audit(ctx, team, 'webhook.rotate_secret', 'rotate', 'success', rotated.id);
  return { secret, previousSecretExpiresAt: expiresAt?.toISOString() ?? null };
}

/** Deletes an endpoint with its messages (pending ones are never sent) and delivery log. */
export async function deleteEndpoint(ctx: TeamActionContext, input: { id: string }): Promise<void> {
  const team = selectedTeam(ctx);
  const deleted = await deleteTeamEndpoint(queriesOf(ctx.em), team.id, input.id);
  audit(ctx, team, 'webhook.delete', 'delete', deleted ? 'success' : 'not_found', input.id);
  if (!deleted) throw new NotFoundError(NO_ENDPOINT);
}

/** Queues a `webhook.test` message for the endpoint, enabled or not. */
export async function testEndpoint(
  ctx: TeamActionContext,
  input: { id: string },
): Promise<{ messageId: string }> {
  const team = selectedTeam(ctx);
  const rowId = await enqueueForEndpoint(queriesOf(ctx.em), input.id, {
    teamId: team.id,
    type: 'webhook.test',
    at: ctx.deps.clock.now(),
    data: { team: team.slug, endpointId: input.id },
  });
  if (!rowId) throw new NotFoundError(NO_ENDPOINT);
  ctx.deps.webhookDelivery.nudge();
  return { messageId: messageIdOf(rowId) };
}
