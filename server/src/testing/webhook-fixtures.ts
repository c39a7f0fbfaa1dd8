import { randomUUID } from 'node:crypto';
import { WebhookEndpointSchema } from '@heed/db';
import {
  newWebhookSecret,
  sealEndpointField,
  unsealEndpointField,
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
