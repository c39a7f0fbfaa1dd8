import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pseudonym } from '../audit/pseudonym.ts';
import { callAs, sqlRows } from '../testing/curating.fixtures.ts';
import { mapGroup } from '../testing/dashboard-fixtures.ts';
import { type SeededTeam, seedTeam } from '../testing/fixtures.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { insertWebhookMessage, storedEndpointUrl } from '../testing/webhook-fixtures.ts';
import { unsealEndpointField } from './endpoint-sealing.ts';
import { messageIdOf } from './message-id.ts';

/**
 * A team admin administers webhook endpoints (contract: "Closing the loop" → Webhooks): create
 * (a secret shown once), list, change, rotate the secret, send a test, read the delivery log, send
 * a message again, delete.
 */

const SECRET = /^whsec_[A-Za-z0-9+/]{43}=$/;
const PATH = '/intern/webhooks';
let app: TestApp;
let shop: SeededTeam;
let admin: string;

beforeAll(async () => {
  // The outbox as the routes write it: no delivery worker takes messages meanwhile.
  app = await startTestApp({}, { webhookDelivery: false });
  shop = await seedTeam(app, { slug: 'shop' });
  await mapGroup(app, 'shop', 'g-admins', 'admin');
  admin = await app.tokenFor({ sub: 'hook-admin', groups: ['g-admins'] });
});
afterAll(async () => {
  await app.close();
});

async function create(body: Record<string, unknown>) {
  const answer = await callAs(app, admin, 'POST', PATH, { team: 'shop', body });
  expect(answer.status, answer.text).toBe(201);
  return answer;
}

interface EndpointRow {
  enabled: boolean;
  disabled_reason: string | null;
  failing_since: Date | null;
  secret_sealed: string;
  previous_secret_sealed: string | null;
  previous_secret_expires_at: Date | null;
}

async function endpointRow(id: string): Promise<EndpointRow> {
  const [row] = await sqlRows<EndpointRow>(app, 'select * from webhook_endpoint where id = ?', [
    id,
  ]);
  if (!row) throw new Error('no such endpoint row');
  return row;
}

describe('webhook endpoints', () => {
  let endpointId: string;
  let firstSecret: string;

  it('creates an endpoint with a secret shown once, audited without its URL', async () => {
    const created = await create({
      url: '  https://hooks.example.com/heed?token=abc  ',
      description: 'Issue tracker',
      eventTypes: ['feedback.deleted', 'feedback.created', 'feedback.created'],
    });
    expect(created.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      url: 'https://hooks.example.com/heed?token=abc',
      description: 'Issue tracker',
      eventTypes: ['feedback.created', 'feedback.deleted'],
      enabled: true,
      disabledReason: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      secret: expect.stringMatching(SECRET),
    });
    endpointId = String(created.body.id);
    firstSecret = String(created.body.secret);
    expect(await storedEndpointUrl(app, endpointId)).toBe(
      'https://hooks.example.com/heed?token=abc',
    );
    expect(created.audits).toEqual([
      expect.objectContaining({
        audit_event: 'webhook.create',
        audit_category: 'webhook',
        audit_outcome: 'success',
        actor_user_ref: pseudonym('hook-admin'),
        resource_type: 'webhook_endpoint',
        resource_id: endpointId,
        team_slug: 'shop',
      }),
    ]);
    const key = app.runtime.deps.webhookSealingKey as Buffer;
    const row = await endpointRow(endpointId);
    expect(unsealEndpointField(key, endpointId, 'secret', row.secret_sealed)).toBe(firstSecret);

    const second = await create({
      url: 'https://other.example.org/in',
      eventTypes: ['webhook.test'],
    });
    expect(second.body.description).toBe('');
  });

  it('lists the endpoints oldest first, URLs open, without any secret', async () => {
    const listed = await callAs(app, admin, 'GET', PATH, { team: 'shop' });
    expect(listed.status).toBe(200);
    const endpoints = listed.body.endpoints as Record<string, unknown>[];
    expect(endpoints.map((endpoint) => endpoint.url)).toEqual([
      'https://hooks.example.com/heed?token=abc',
      'https://other.example.org/in',
    ]);
    expect(endpoints[0]).not.toHaveProperty('secret');
    expect(listed.text).not.toContain(firstSecret);
    expect(listed.text).not.toContain('whsec_');
  });

  it('changes fields, re-seals a new URL, and enabling clears why Heed disabled it', async () => {
    await app.runtime.deps.orm.em
      .fork()
      .execute(
        "update webhook_endpoint set enabled = false, disabled_reason = 'failing', failing_since = now() - interval '6 days' where id = ?",
        [endpointId],
      );
    const disabled = await callAs(app, admin, 'GET', PATH, { team: 'shop' });
    expect((disabled.body.endpoints as Record<string, unknown>[])[0]).toMatchObject({
      enabled: false,
      disabledReason: 'failing',
    });

    const patched = await callAs(app, admin, 'PATCH', `${PATH}/${endpointId}`, {
      team: 'shop',
      body: {
        url: 'https://hooks.example.com/v2',
        description: 'Tracker v2',
        eventTypes: ['survey.deleted'],
        enabled: true,
      },
    });
    expect(patched.status, patched.text).toBe(200);
    expect(patched.body).toMatchObject({
      id: endpointId,
      url: 'https://hooks.example.com/v2',
      description: 'Tracker v2',
      eventTypes: ['survey.deleted'],
      enabled: true,
      disabledReason: null,
    });
    expect(patched.body).not.toHaveProperty('secret');
    expect(patched.text).not.toContain('whsec_');
    expect(await storedEndpointUrl(app, endpointId)).toBe('https://hooks.example.com/v2');
    const row = await endpointRow(endpointId);
    expect(row).toMatchObject({ enabled: true, disabled_reason: null, failing_since: null });
    expect(patched.audits).toEqual([
      expect.objectContaining({
        audit_event: 'webhook.update',
        audit_outcome: 'success',
        resource_id: endpointId,
      }),
    ]);

    const off = await callAs(app, admin, 'PATCH', `${PATH}/${endpointId}`, {
      team: 'shop',
      body: { enabled: false },
    });
    expect(off.body).toMatchObject({ enabled: false, disabledReason: null });
    const on = await callAs(app, admin, 'PATCH', `${PATH}/${endpointId}`, {
      team: 'shop',
      body: { enabled: true },
    });
    expect(on.body).toMatchObject({ enabled: true, url: 'https://hooks.example.com/v2' });
  });

  it('rotates the secret, keeping the old one sealed for the grace period', async () => {
    const rotated = await callAs(app, admin, 'POST', `${PATH}/${endpointId}/rotate-secret`, {
      team: 'shop',
      body: { gracePeriodHours: 24 },
    });
    expect(rotated.status, rotated.text).toBe(201);
    expect(rotated.body).toEqual({
      secret: expect.stringMatching(SECRET),
      previousSecretExpiresAt: expect.any(String),
    });
    const newSecret = String(rotated.body.secret);
    expect(newSecret).not.toBe(firstSecret);
    const expires = Date.parse(String(rotated.body.previousSecretExpiresAt));
    expect(Math.abs(expires - (Date.now() + 24 * 3_600_000))).toBeLessThan(10 * 60_000);
    const key = app.runtime.deps.webhookSealingKey as Buffer;
    const row = await endpointRow(endpointId);
    expect(unsealEndpointField(key, endpointId, 'secret', row.secret_sealed)).toBe(newSecret);
    expect(
      unsealEndpointField(key, endpointId, 'previous-secret', String(row.previous_secret_sealed)),
    ).toBe(firstSecret);
    expect(new Date(String(row.previous_secret_expires_at)).getTime()).toBe(expires);
    expect(rotated.audits).toEqual([
      expect.objectContaining({
        audit_event: 'webhook.rotate_secret',
        audit_operation: 'rotate',
        audit_outcome: 'success',
        resource_id: endpointId,
      }),
    ]);

    const abrupt = await callAs(app, admin, 'POST', `${PATH}/${endpointId}/rotate-secret`, {
      team: 'shop',
      body: { gracePeriodHours: 0 },
    });
    expect(abrupt.status).toBe(201);
    expect(abrupt.body.previousSecretExpiresAt).toBeNull();
    const after = await endpointRow(endpointId);
    expect(after.previous_secret_sealed).toBeNull();
    expect(after.previous_secret_expires_at).toBeNull();
    expect(unsealEndpointField(key, endpointId, 'secret', after.secret_sealed)).toBe(
      abrupt.body.secret,
    );
  });

  it('queues a webhook.test message (202) for the endpoint, enabled or not', async () => {
    const tested = await callAs(app, admin, 'POST', `${PATH}/${endpointId}/test`, {
      team: 'shop',
    });
    expect(tested.status, tested.text).toBe(202);
    expect(tested.body).toEqual({ messageId: expect.stringMatching(/^msg_[0-9A-Z]{26}$/) });
    const rows = await sqlRows<{
      id: string;
      event_type: string;
      endpoint_id: string;
      team_id: string;
      payload: { type: string; timestamp: string; data: Record<string, unknown> };
    }>(app, "select * from webhook_message where event_type = 'webhook.test'");
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(messageIdOf(String(row?.id))).toBe(tested.body.messageId);
    expect(row).toMatchObject({ endpoint_id: endpointId, team_id: shop.teamId });
    expect(row?.payload).toEqual({
      type: 'webhook.test',
      timestamp: expect.any(String),
      data: { team: 'shop', endpointId },
    });

    const log = await callAs(app, admin, 'GET', `${PATH}/${endpointId}/messages`, {
      team: 'shop',
    });
    expect(log.status).toBe(200);
    expect(log.body.messages).toEqual([
      expect.objectContaining({
        id: tested.body.messageId,
        eventType: 'webhook.test',
        payload: row?.payload,
      }),
    ]);
  });
});

describe('the delivery log', () => {
  let endpointId: string;
  const ids: string[] = [];

  beforeAll(async () => {
    const created = await callAs(app, admin, 'POST', PATH, {
      team: 'shop',
      body: { url: 'https://log.example.com/in', eventTypes: ['feedback.deleted'] },
    });
    endpointId = String(created.body.id);
    const base = Date.now() - 3_600_000;
    const statuses = ['delivered', 'failed', 'pending', 'delivered', 'failed'] as const;
    for (const [index, status] of statuses.entries()) {
      ids.push(
        await insertWebhookMessage(app, {
          teamId: shop.teamId,
          endpointId,
          status,
          createdAt: new Date(base + index * 1000),
          ...(status === 'pending'
            ? {}
            : {
                attempts: status === 'failed' ? 8 : 1,
                lastAttempt: {
                  at: new Date(base + index * 1000 + 500),
                  httpStatus: status === 'failed' ? 500 : 204,
                  error: null,
                  durationMs: 42,
                },
              }),
        }),
      );
    }
    // Two at the very same instant: the id decides their order.
    const same = new Date(base + 10_000);
    ids.push(await insertWebhookMessage(app, { teamId: shop.teamId, endpointId, createdAt: same }));
    ids.push(await insertWebhookMessage(app, { teamId: shop.teamId, endpointId, createdAt: same }));
    // Older than 30 days: no longer in the log.
    await insertWebhookMessage(app, {
      teamId: shop.teamId,
      endpointId,
      createdAt: new Date(Date.now() - 31 * 86_400_000),
    });
  });

  const newestFirst = () => {
    const [a, b] = ids.slice(5).sort().reverse();
    return [a, b, ...ids.slice(0, 5).reverse()].map((id) => messageIdOf(String(id)));
  };

  it('pages newest first with an opaque cursor, within the last 30 days', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page = await callAs(app, admin, 'GET', `${PATH}/${endpointId}/messages`, {
        team: 'shop',
        query: [['limit', '3'], ...(cursor ? ([['cursor', cursor]] as [string, string][]) : [])],
      });
      expect(page.status, page.text).toBe(200);
      const messages = page.body.messages as { id: string }[];
      expect(messages.length).toBeLessThanOrEqual(3);
      seen.push(...messages.map((message) => message.id));
      cursor = page.body.nextCursor as string | null;
      pages++;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    expect(seen).toEqual(newestFirst());
  });

  it('shows a message’s state, its last attempt, and when it is tried next only while pending', async () => {
    const log = await callAs(app, admin, 'GET', `${PATH}/${endpointId}/messages`, {
      team: 'shop',
    });
    const messages = log.body.messages as Record<string, unknown>[];
    const failed = messages.find((message) => message.id === messageIdOf(String(ids[4])));
    expect(failed).toEqual({
      id: messageIdOf(String(ids[4])),
      eventType: 'feedback.deleted',
      createdAt: expect.any(String),
      status: 'failed',
      attempts: 8,
      nextAttemptAt: null,
      lastAttempt: { at: expect.any(String), httpStatus: 500, error: null, durationMs: 42 },
      payload: expect.objectContaining({ type: 'feedback.deleted' }),
    });
    const pending = messages.find((message) => message.id === messageIdOf(String(ids[2])));
    expect(pending).toMatchObject({ status: 'pending', attempts: 0, lastAttempt: null });
    expect(typeof pending?.nextAttemptAt).toBe('string');
  });

  it('filters by status', async () => {
    const failed = await callAs(app, admin, 'GET', `${PATH}/${endpointId}/messages`, {
      team: 'shop',
      query: [['status', 'failed']],
    });
    expect((failed.body.messages as { id: string }[]).map((message) => message.id)).toEqual([
      messageIdOf(String(ids[4])),
      messageIdOf(String(ids[1])),
    ]);
    expect(failed.body.nextCursor).toBeNull();
  });

  it('sends a failed message again: pending and due now, its attempts kept', async () => {
    const messageId = messageIdOf(String(ids[1]));
    const retried = await callAs(
      app,
      admin,
      'POST',
      `${PATH}/${endpointId}/messages/${messageId}/retry`,
      { team: 'shop' },
    );
    expect(retried.status, retried.text).toBe(202);
    expect(retried.body).toEqual({ messageId });
    const [row] = await sqlRows<{ status: string; attempts: number; due: boolean }>(
      app,
      'select status, attempts, next_attempt_at <= now() as due from webhook_message where id = ?',
      [ids[1]],
    );
    expect(row).toEqual({ status: 'pending', attempts: 8, due: true });
  });

  it('deleting the endpoint deletes its messages (204)', async () => {
    const deleted = await callAs(app, admin, 'DELETE', `${PATH}/${endpointId}`, { team: 'shop' });
    expect(deleted.status, deleted.text).toBe(204);
    expect(deleted.audits).toEqual([
      expect.objectContaining({
        audit_event: 'webhook.delete',
        audit_outcome: 'success',
        resource_type: 'webhook_endpoint',
        resource_id: endpointId,
      }),
    ]);
    const left = await sqlRows(app, 'select id from webhook_message where endpoint_id = ?', [
      endpointId,
    ]);
    expect(left).toEqual([]);
    const listed = await callAs(app, admin, 'GET', PATH, { team: 'shop' });
    expect(
      (listed.body.endpoints as { id: string }[]).map((endpoint) => endpoint.id),
    ).not.toContain(endpointId);
  });
});
