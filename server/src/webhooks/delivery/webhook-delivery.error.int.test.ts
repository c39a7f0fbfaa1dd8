import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiProcessEnvironment, freePort, startApiProcess } from '../../testing/api-process.ts';
import { type SeededTeam, seedTeam } from '../../testing/fixtures.ts';
import { startTestApp, TEST_SESSION_SECRET, type TestApp } from '../../testing/test-app.ts';
import { waitFor } from '../../testing/wait-for.ts';
import { insertWebhookEndpoint } from '../../testing/webhook-fixtures.ts';
import {
  enqueueTestMessage,
  insertCreatedMessage,
  type ReceivedWebhook,
  settledMessage,
  startWebhookReceiver,
  storedAttempts,
  storedEndpoint,
  storedMessage,
  type WebhookReceiver,
} from '../../testing/webhook-receiver.ts';
import { messageIdOf } from '../message-id.ts';

/**
 * What goes wrong at delivery: anything but a 2xx is retried after the schedule, then the message
 * is `failed`; `410` disables the endpoint at once (`gone`, audited); an endpoint failing for 5
 * days is disabled (`failing`); redirects are not followed; an attempt past the timeout fails;
 * messages of a disabled endpoint wait; a slow endpoint does not hold the others up; a replica
 * killed mid-send hands its claims over.
 */

const ENVIRONMENT = {
  HEED_WEBHOOK_ALLOW_HTTP: 'true',
  HEED_WEBHOOK_ALLOW_PRIVATE: 'true',
  HEED_WEBHOOK_RETRY_SCHEDULE: '1s,1s',
  HEED_WEBHOOK_TIMEOUT_MS: '2000',
};

let app: TestApp;
let team: SeededTeam;
let receiver: WebhookReceiver;
const answers = new Map<
  string,
  (request: ReceivedWebhook) => {
    status: number;
    delayMs?: number;
    headers?: Record<string, string>;
  }
>();

beforeAll(async () => {
  // Four attempts at an endpoint at a time, so the slow endpoint below fills its slots.
  app = await startTestApp(ENVIRONMENT, { webhookDelivery: { perEndpoint: 4 } });
  team = await seedTeam(app, { slug: 'hooks-errors' });
  receiver = await startWebhookReceiver(
    (request) => answers.get(request.path)?.(request) ?? { status: 204 },
  );
});
afterAll(async () => {
  await receiver.close();
  await app.close();
});

const on = (path: string) => receiver.received.filter((request) => request.path === path);

async function endpoint(path: string, enabled = true) {
  return insertWebhookEndpoint(app, {
    teamId: team.teamId,
    url: `${receiver.url}${path}`,
    eventTypes: ['webhook.test'],
    enabled,
  });
}

const disabledAudits = (endpointId: string) =>
  app.output.auditEvents.filter(
    (event) => event.audit_event === 'webhook.disabled' && event.resource_id === endpointId,
  );

describe('webhook delivery failures', () => {
  it('retries after each pause of the schedule, then fails the message', async () => {
    answers.set('/broken', () => ({ status: 500 }));
    const { id: endpointId } = await endpoint('/broken');
    const messageId = await enqueueTestMessage(app, team.teamId, endpointId);
    const settled = await settledMessage(app, messageId);
    expect(settled).toMatchObject({
      status: 'failed',
      attempts: 3,
      next_attempt_at: null,
      claimed_by: null,
      last_http_status: 500,
      delivered_at: null,
    });
    const requests = on('/broken');
    expect(requests).toHaveLength(3);
    expect(new Set(requests.map((request) => request.headers['webhook-id']))).toEqual(
      new Set([messageIdOf(messageId)]),
    );
    // Each retry waited its pause (1 s ±10 %).
    for (let i = 1; i < requests.length; i++) {
      expect((requests[i]?.at ?? 0) - (requests[i - 1]?.at ?? 0)).toBeGreaterThanOrEqual(850);
    }
    expect((await storedAttempts(app, messageId)).map((a) => a.http_status)).toEqual([
      500, 500, 500,
    ]);
    const stored = await storedEndpoint(app, endpointId);
    expect(stored.failing_since).not.toBeNull();
    expect(stored.enabled).toBe(true);
  });

  it('disables an endpoint that answers 410 at once, audited, and keeps its other messages waiting', async () => {
    let gone = true;
    answers.set('/gone', () => ({ status: gone ? 410 : 204 }));
    const { id: endpointId } = await endpoint('/gone');
    const messageId = await enqueueTestMessage(app, team.teamId, endpointId);
    expect(await settledMessage(app, messageId)).toMatchObject({
      status: 'failed',
      attempts: 1,
      last_http_status: 410,
    });
    expect(await storedEndpoint(app, endpointId)).toMatchObject({
      enabled: false,
      disabled_reason: 'gone',
    });
    const [audit] = disabledAudits(endpointId);
    expect(audit).toMatchObject({
      audit_event: 'webhook.disabled',
      actor_type: 'system',
      resource_type: 'webhook_endpoint',
      resource_id: endpointId,
      team_id: team.teamId,
      team_slug: 'hooks-errors',
      audit_outcome: 'success',
    });
    expect(disabledAudits(endpointId)).toHaveLength(1);

    // Written while disabled (a retry asked by hand, say): it waits, and is not claimed.
    const waiting = await enqueueTestMessage(app, team.teamId, endpointId);
    const { id: otherId } = await endpoint('/after-gone');
    const later = await enqueueTestMessage(app, team.teamId, otherId);
    expect((await settledMessage(app, later)).status).toBe('delivered');
    expect(await storedMessage(app, waiting)).toMatchObject({
      status: 'pending',
      attempts: 0,
      claimed_by: null,
    });
    expect(on('/gone')).toHaveLength(1);

    gone = false;
    await app.runtime.deps.orm.em
      .fork()
      .execute('update webhook_endpoint set enabled = true, disabled_reason = null where id = ?', [
        endpointId,
      ]);
    expect(await settledMessage(app, waiting)).toMatchObject({ status: 'delivered', attempts: 1 });
  });

  it('disables an endpoint with no success for 5 days when an attempt fails', async () => {
    answers.set('/failing', () => ({ status: 502 }));
    const { id: endpointId } = await endpoint('/failing');
    await app.runtime.deps.orm.em
      .fork()
      .execute(
        `update webhook_endpoint set failing_since = now() - interval '5 days 1 hour' where id = ?`,
        [endpointId],
      );
    const messageId = await enqueueTestMessage(app, team.teamId, endpointId);
    const { value: attempted } = await waitFor(async () => {
      const row = await storedMessage(app, messageId);
      return row.attempts > 0 ? row : undefined;
    }, 10_000);
    // Its message waits for the endpoint to be enabled again.
    expect(attempted).toMatchObject({ status: 'pending', attempts: 1, last_http_status: 502 });
    expect(await storedEndpoint(app, endpointId)).toMatchObject({
      enabled: false,
      disabled_reason: 'failing',
    });
    expect(disabledAudits(endpointId)).toHaveLength(1);
  });

  it('does not follow a redirect', async () => {
    answers.set('/moved', () => ({
      status: 307,
      headers: { location: `${receiver.url}/moved-target` },
    }));
    const { id: endpointId } = await endpoint('/moved');
    const messageId = await enqueueTestMessage(app, team.teamId, endpointId);
    const settled = await settledMessage(app, messageId);
    expect(settled).toMatchObject({ status: 'failed', attempts: 3, last_http_status: 307 });
    expect(settled.last_error).toBe('redirect');
    expect(on('/moved')).toHaveLength(3);
    expect(on('/moved-target')).toHaveLength(0);
  });

  it('fails an attempt past the timeout, and a slow endpoint does not hold up another', async () => {
    answers.set('/slow', () => ({ status: 204, delayMs: 5_000 }));
    const { id: slowId } = await endpoint('/slow');
    const { id: fastId } = await endpoint('/fast');
    const slow: string[] = [];
    for (let i = 0; i < 8; i++) slow.push(await enqueueTestMessage(app, team.teamId, slowId));
    const fast = await enqueueTestMessage(app, team.teamId, fastId);
    expect((await settledMessage(app, fast)).status).toBe('delivered');
    // No slow attempt could have ended (each runs into the 2 s timeout), and the slow endpoint
    // had no more than its own four slots.
    for (const id of slow) expect((await storedMessage(app, id)).attempts).toBe(0);
    expect(on('/slow').length).toBeLessThanOrEqual(4);

    const { value } = await waitFor(async () => {
      const row = await storedMessage(app, slow[0] as string);
      return row.attempts > 0 ? row : undefined;
    }, 10_000);
    expect(value).toMatchObject({
      status: 'pending',
      last_error: 'timeout',
      last_http_status: null,
    });
    const [attempt] = await storedAttempts(app, slow[0] as string);
    expect(attempt?.error).toBe('timeout');
    expect(attempt?.duration_ms).toBeGreaterThanOrEqual(1_900);
    await app.runtime.deps.orm.em
      .fork()
      .execute(`update webhook_endpoint set enabled = false where id = ?`, [slowId]);
  });

  it('fails an attempt whose connection is refused with network', async () => {
    const closed = await startWebhookReceiver();
    const url = `${closed.url}/nobody`;
    await closed.close();
    const { id: endpointId } = await insertWebhookEndpoint(app, {
      teamId: team.teamId,
      url,
      eventTypes: ['webhook.test'],
    });
    const messageId = await enqueueTestMessage(app, team.teamId, endpointId);
    const { value } = await waitFor(async () => {
      const row = await storedMessage(app, messageId);
      return row.attempts > 0 ? row : undefined;
    }, 10_000);
    expect(value).toMatchObject({ last_error: 'network', last_http_status: null });
  });

  it('fails a feedback.created whose item is gone before its body was made', async () => {
    const { id: endpointId } = await endpoint('/orphan');
    const messageId = await insertCreatedMessage(app, team.teamId, endpointId, randomUUID());
    const settled = await settledMessage(app, messageId);
    expect(settled).toMatchObject({ status: 'failed', last_error: 'item_deleted', payload: null });
    expect(await storedAttempts(app, messageId)).toHaveLength(0);
    expect(on('/orphan')).toHaveLength(0);
  });
});

describe('a replica that dies or stops mid-send', () => {
  it('hands its claims to another replica once they expire, which sends the same webhook-id', async () => {
    const base = await startTestApp(ENVIRONMENT, { webhookDelivery: false });
    const held = await startWebhookReceiver((_request, index) =>
      index === 0 ? { status: 204, delayMs: 30_000 } : { status: 204 },
    );
    try {
      const owner = await seedTeam(base, { slug: 'handover' });
      const { id: endpointId } = await insertWebhookEndpoint(base, {
        teamId: owner.teamId,
        url: `${held.url}/held`,
        eventTypes: ['webhook.test'],
      });
      const messageId = await enqueueTestMessage(base, owner.teamId, endpointId);
      const api = await startApiProcess(
        await freePort(),
        apiProcessEnvironment(base.database.url, base.issuer.issuer, {
          HEED_SESSION_SECRET: TEST_SESSION_SECRET,
          ...ENVIRONMENT,
          // The held attempt is still in flight when the process dies; its claim ends 3 s in.
          HEED_WEBHOOK_TIMEOUT_MS: '2000',
          HEED_WEBHOOK_CLAIM_MS: '3000',
        }),
      );
      let claimedBy: string | null = null;
      try {
        await waitFor(() => (held.received.length > 0 ? true : undefined), 20_000);
        expect(held.received).toHaveLength(1);
        claimedBy = (await storedMessage(base, messageId)).claimed_by;
        expect(claimedBy).not.toBeNull();
      } finally {
        const exited = once(api.child, 'exit');
        api.child.kill('SIGKILL');
        await exited;
      }
      const replica = await startTestApp(ENVIRONMENT, { replicaOf: base });
      try {
        const settled = await settledMessage(base, messageId);
        expect(settled).toMatchObject({ status: 'delivered', attempts: 1, claimed_by: null });
        expect(held.received).toHaveLength(2);
        expect(held.received[1]?.headers['webhook-id']).toBe(messageIdOf(messageId));
        expect(held.received[1]?.headers['webhook-id']).toBe(
          held.received[0]?.headers['webhook-id'],
        );
        expect(replica.runtime.webhookDelivery.replicaId).not.toBe(claimedBy);
      } finally {
        await replica.close();
      }
    } finally {
      await held.close();
      await base.close();
    }
  });

  it('gives its claims up when it stops mid-send, for another replica to send at once', async () => {
    const base = await startTestApp(ENVIRONMENT, { webhookDelivery: false });
    const held = await startWebhookReceiver((_request, index) =>
      index === 0 ? { status: 204, delayMs: 30_000 } : { status: 204 },
    );
    try {
      const owner = await seedTeam(base, { slug: 'stopping' });
      const { id: endpointId } = await insertWebhookEndpoint(base, {
        teamId: owner.teamId,
        url: `${held.url}/held`,
        eventTypes: ['webhook.test'],
      });
      // A claim period far past the test: only giving the claim up lets another replica send.
      const stopping = await startTestApp(
        { ...ENVIRONMENT, HEED_WEBHOOK_CLAIM_MS: '600000' },
        { replicaOf: base },
      );
      const messageId = await enqueueTestMessage(base, owner.teamId, endpointId);
      await waitFor(() => (held.received.length > 0 ? true : undefined), 10_000);
      expect((await storedMessage(base, messageId)).claimed_by).toBe(
        stopping.runtime.webhookDelivery.replicaId,
      );
      await stopping.close();
      expect(await storedMessage(base, messageId)).toMatchObject({
        status: 'pending',
        attempts: 0,
        claimed_by: null,
        claim_expires_at: null,
      });
      const replica = await startTestApp(ENVIRONMENT, { replicaOf: base });
      try {
        expect(await settledMessage(base, messageId)).toMatchObject({
          status: 'delivered',
          attempts: 1,
        });
        expect(held.received.map((request) => request.headers['webhook-id'])).toEqual([
          messageIdOf(messageId),
          messageIdOf(messageId),
        ]);
      } finally {
        await replica.close();
      }
    } finally {
      await held.close();
      await base.close();
    }
  });
});
