import { randomUUID } from 'node:crypto';
import { WebhookEndpointSchema } from '@heed/db';
import {
  newWebhookSecret,
  sealEndpointField,
  unsealEndpointField,
  webhookSealingKeyOf,
} from '../webhooks/endpoint-sealing.ts';
import type { TestApp } from './test-app.ts';

/**
 * A webhook endpoint of a team written straight into the database, sealed as the service seals
 * it: for tests of what happens around endpoints (events written, deliveries) that do not test
 * their administration.
 */
export async function insertWebhookEndpoint(
  app: TestApp,
  options: {
    teamId: string;
    url: string;
    eventTypes: string[];
    enabled?: boolean;
    description?: string;
  },
): Promise<{ id: string; secret: string }> {
  const key = app.runtime.deps.webhookSealingKey;
  if (!key) throw new Error('the test app has no HEED_SESSION_SECRET');
  const id = randomUUID();
  const secret = newWebhookSecret();
  const em = app.runtime.deps.orm.em.fork();
  em.create(WebhookEndpointSchema, {
    id,
    team: options.teamId,
    urlSealed: sealEndpointField(key, id, 'url', options.url),
    description: options.description ?? '',
    eventTypes: options.eventTypes,
    enabled: options.enabled ?? true,
    disabledReason: null,
    secretSealed: sealEndpointField(key, id, 'secret', secret),
  });
  await em.flush();
  return { id, secret };
}

/** The URL an endpoint row holds, opened (tests that check it is stored sealed). */
export async function storedEndpointUrl(app: TestApp, endpointId: string): Promise<string> {
  const key = app.runtime.deps.webhookSealingKey as Buffer;
  const row = await app.runtime.deps.orm.em.fork().findOneOrFail(WebhookEndpointSchema, endpointId);
  return unsealEndpointField(key, endpointId, 'url', row.urlSealed);
}

/**
 * A message of an endpoint written straight into the outbox, `createdAt` in the past, a pending
 * one due far in the future (no delivery picks it up while the test looks at it); its row id.
 */
export async function insertWebhookMessage(
  app: TestApp,
  options: {
    teamId: string;
    endpointId: string;
    createdAt: Date;
    status?: 'pending' | 'delivered' | 'failed';
    eventType?: string;
    attempts?: number;
    lastAttempt?: { at: Date; httpStatus: number | null; error: string | null; durationMs: number };
    claimExpiresAt?: Date;
  },
): Promise<string> {
  const id = randomUUID();
  const status = options.status ?? 'delivered';
  const eventType = options.eventType ?? 'feedback.deleted';
  const payload = {
    type: eventType,
    timestamp: options.createdAt.toISOString(),
    data: { id: randomUUID(), surveyId: 'survey', team: 'team' },
  };
  await app.runtime.deps.orm.em.fork().execute(
    `insert into webhook_message (id, team_id, endpoint_id, event_type, payload, status, attempts,
       next_attempt_at, claimed_by, claim_expires_at, last_attempt_at, last_http_status,
       last_error, last_duration_ms, delivered_at, created_at)
     values (?, ?, ?, ?, ?::jsonb, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      id,
      options.teamId,
      options.endpointId,
      eventType,
      JSON.stringify(payload),
      status,
      options.attempts ?? (options.lastAttempt ? 1 : 0),
      status === 'pending' ? new Date(Date.now() + 365 * 86_400_000) : null,
      options.claimExpiresAt ? 'replica-test' : null,
      options.claimExpiresAt ?? null,
      options.lastAttempt?.at ?? null,
      options.lastAttempt?.httpStatus ?? null,
      options.lastAttempt?.error ?? null,
      options.lastAttempt?.durationMs ?? null,
      status === 'delivered' ? options.createdAt : null,
      options.createdAt,
    ],
  );
  return id;
}

/**
 * The sealed columns of an endpoint row as an app running with `sessionSecret` seals them, for
 * tests that write endpoint rows without an app of their own (the CLI's).
 */
export function sealedEndpointColumns(
  sessionSecret: string,
  endpointId: string,
  url: string,
): { url_sealed: string; secret_sealed: string } {
  const key = webhookSealingKeyOf(sessionSecret);
  if (!key) throw new Error('a session secret is needed');
  return {
    url_sealed: sealEndpointField(key, endpointId, 'url', url),
    secret_sealed: sealEndpointField(key, endpointId, 'secret', newWebhookSecret()),
  };
}
