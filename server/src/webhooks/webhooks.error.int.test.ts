import { randomUUID } from 'node:crypto';
import { MAX_WEBHOOK_ENDPOINTS } from '@heed/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs, expectProblem, sqlRows } from '../testing/curating.fixtures.ts';
import { mapGroup } from '../testing/dashboard-fixtures.ts';
import { type SeededTeam, seedTeam } from '../testing/fixtures.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { insertWebhookEndpoint, insertWebhookMessage } from '../testing/webhook-fixtures.ts';
import { messageIdOf } from './message-id.ts';

/**
 * What the webhook administration refuses (contract: "Closing the loop" → Webhooks): more than 20
 * endpoints a team, plain http and internal address literals (unless switched on), bad event
 * types and grace periods, unknown endpoints and messages, a garbled cursor, a message being sent,
 * and everything that needs sealing without `HEED_SESSION_SECRET`.
 */

const PATH = '/intern/webhooks';
let app: TestApp;
let shop: SeededTeam;
let admin: string;
let endpointId: string;

beforeAll(async () => {
  app = await startTestApp();
  shop = await seedTeam(app, { slug: 'shop' });
  await mapGroup(app, 'shop', 'g-admins', 'admin');
  admin = await app.tokenFor({ sub: 'hook-admin', groups: ['g-admins'] });
  endpointId = (
    await insertWebhookEndpoint(app, {
      teamId: shop.teamId,
      url: 'https://hooks.example.com/in',
      eventTypes: ['feedback.created'],
    })
  ).id;
});
afterAll(async () => {
  await app.close();
});

const create = (body: Record<string, unknown>, target: TestApp = app, token = admin) =>
  callAs(target, token, 'POST', PATH, { team: 'shop', body });

/** Internal addresses, spelled every way a URL can spell them. */
const INTERNAL_URLS = [
  'https://127.0.0.1/hook',
  'https://2130706433/hook',
  'https://0x7f.1/hook',
  'https://0177.0.0.1/hook',
  'https://127.1:8443/hook',
  'https://[::1]/hook',
  'https://[::ffff:7f00:1]/hook',
  'https://[::ffff:127.0.0.1]/hook',
  'https://[0:0:0:0:0:ffff:a00:1]/hook',
  'https://10.1.2.3/hook',
  'https://172.16.0.1/hook',
  'https://192.168.1.1/hook',
  'https://169.254.169.254/latest/meta-data',
  'https://[fe80::1]/hook',
  'https://[fd00::1]/hook',
  'https://100.64.0.1/hook',
  'https://224.0.0.1/hook',
  'https://0.0.0.0/hook',
  'https://[::]/hook',
  'https://localhost/hook',
];

describe('creating endpoints', () => {
  it('refuses plain http without HEED_WEBHOOK_ALLOW_HTTP (400 naming url)', async () => {
    const answer = await create({
      url: 'http://hooks.example.com/in',
      eventTypes: ['webhook.test'],
    });
    expectProblem(answer, 400, 'url');
    expect(answer.body.detail).toMatch(/HEED_WEBHOOK_ALLOW_HTTP/);
  });

  it('refuses other schemes and what is no URL', async () => {
    for (const url of [
      'ftp://hooks.example.com/in',
      'not a url',
      '',
      `https://x.example/${'a'.repeat(2048)}`,
    ]) {
      expectProblem(await create({ url, eventTypes: ['webhook.test'] }), 400, 'url');
    }
  });

  it('refuses a host that is an internal address literal, in any spelling', async () => {
    for (const url of INTERNAL_URLS) {
      const answer = await create({ url, eventTypes: ['webhook.test'] });
      expectProblem(answer, 400, 'url');
      expect(answer.text, url).not.toContain(url.split('/')[2]);
    }
    const patched = await callAs(app, admin, 'PATCH', `${PATH}/${endpointId}`, {
      team: 'shop',
      body: { url: 'https://[::ffff:a9fe:a9fe]/' },
    });
    expectProblem(patched, 400, 'url');
  });

  it('refuses no, unknown or misspelt event types', async () => {
    const cases = [[], ['feedback.exploded'], ['Feedback.Created'], 'feedback.created', undefined];
    for (const eventTypes of cases) {
      const answer = await create({ url: 'https://hooks.example.com/x', eventTypes });
      expectProblem(answer, 400);
      const paths = (answer.body.errors as { path: string }[]).map((error) => error.path);
      expect(
        paths.some((path) => path.startsWith('eventTypes')),
        answer.text,
      ).toBe(true);
    }
  });

  it('refuses a description over 200 characters', async () => {
    expectProblem(
      await create({
        url: 'https://hooks.example.com/x',
        eventTypes: ['webhook.test'],
        description: 'd'.repeat(201),
      }),
      400,
      'description',
    );
  });

  it(`holds a team to ${MAX_WEBHOOK_ENDPOINTS} endpoints, under concurrent creations too`, async () => {
    const [{ n }] = (await sqlRows<{ n: number }>(
      app,
      'select count(*)::int as n from webhook_endpoint where team_id = ?',
      [shop.teamId],
    )) as [{ n: number }];
    const missing = MAX_WEBHOOK_ENDPOINTS - n;
    const answers = await Promise.all(
      Array.from({ length: missing + 4 }, (_, index) =>
        create({ url: `https://hooks.example.com/${index}`, eventTypes: ['webhook.test'] }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(missing);
    const refused = answers.filter((answer) => answer.status !== 201);
    expect(refused).toHaveLength(4);
    for (const answer of refused) {
      expectProblem(answer, 400);
      expect(answer.body.detail).toContain(String(MAX_WEBHOOK_ENDPOINTS));
    }
    const [{ total }] = (await sqlRows<{ total: number }>(
      app,
      'select count(*)::int as total from webhook_endpoint where team_id = ?',
      [shop.teamId],
    )) as [{ total: number }];
    expect(total).toBe(MAX_WEBHOOK_ENDPOINTS);
    const answer = await create({
      url: 'https://hooks.example.com/21',
      eventTypes: ['webhook.test'],
    });
    expectProblem(answer, 400);
    expect(answer.body.detail).toMatch(/at most 20/);
  });
});

describe('changing endpoints', () => {
  it('refuses an empty change, a bad grace period and unknown endpoints', async () => {
    expectProblem(
      await callAs(app, admin, 'PATCH', `${PATH}/${endpointId}`, { team: 'shop', body: {} }),
      400,
    );
    for (const gracePeriodHours of [73, -1, 1.5]) {
      expectProblem(
        await callAs(app, admin, 'POST', `${PATH}/${endpointId}/rotate-secret`, {
          team: 'shop',
          body: { gracePeriodHours },
        }),
        400,
        'gracePeriodHours',
      );
    }
    expectProblem(
      await callAs(app, admin, 'PATCH', `${PATH}/${endpointId}`, {
        team: 'shop',
        body: { eventTypes: [] },
      }),
      400,
      'eventTypes',
    );
    const unknown = randomUUID();
    const calls: [string, string, unknown][] = [
      ['PATCH', `${PATH}/${unknown}`, { enabled: false }],
      ['POST', `${PATH}/${unknown}/rotate-secret`, { gracePeriodHours: 1 }],
      ['DELETE', `${PATH}/${unknown}`, undefined],
      ['POST', `${PATH}/${unknown}/test`, undefined],
      ['GET', `${PATH}/${unknown}/messages`, undefined],
      ['POST', `${PATH}/${unknown}/messages/${messageIdOf(randomUUID())}/retry`, undefined],
    ];
    for (const [method, path, body] of calls) {
      expectProblem(await callAs(app, admin, method, path, { team: 'shop', body }), 404);
    }
    expectProblem(
      await callAs(app, admin, 'PATCH', `${PATH}/not-a-uuid`, {
        team: 'shop',
        body: { enabled: true },
      }),
      400,
      'id',
    );
  });
});

describe('the delivery log and retries', () => {
  it('refuses a garbled cursor, status or limit (400)', async () => {
    const log = `${PATH}/${endpointId}/messages`;
    const good = Buffer.from(
      JSON.stringify(['2026-11-27T10:00:00.000000Z', randomUUID()]),
    ).toString('base64url');
    expect(
      (await callAs(app, admin, 'GET', log, { team: 'shop', query: [['cursor', good]] })).status,
    ).toBe(200);
    const garbage = [
      'garbage',
      '!!!',
      Buffer.from('{"a":1}').toString('base64url'),
      Buffer.from(JSON.stringify(['yesterday', randomUUID()])).toString('base64url'),
      Buffer.from(JSON.stringify(['2026-11-27T10:00:00.000000Z', 'x'])).toString('base64url'),
      Buffer.from(JSON.stringify(['2026-13-45T10:00:00.000000Z', randomUUID()])).toString(
        'base64url',
      ),
      'x'.repeat(201),
    ];
    for (const cursor of garbage) {
      expectProblem(
        await callAs(app, admin, 'GET', log, { team: 'shop', query: [['cursor', cursor]] }),
        400,
        'cursor',
      );
    }
    expectProblem(
      await callAs(app, admin, 'GET', log, { team: 'shop', query: [['status', 'lost']] }),
      400,
      'status',
    );
    expectProblem(
      await callAs(app, admin, 'GET', log, { team: 'shop', query: [['limit', '201']] }),
      400,
      'limit',
    );
  });

  it('retries only a message of this endpoint (404 else), never one being sent (409)', async () => {
    const other = await insertWebhookEndpoint(app, {
      teamId: shop.teamId,
      url: 'https://other.example.com/in',
      eventTypes: ['feedback.created'],
    });
    const ofOther = await insertWebhookMessage(app, {
      teamId: shop.teamId,
      endpointId: other.id,
      status: 'failed',
      createdAt: new Date(Date.now() - 60_000),
    });
    const retry = (endpoint: string, messageId: string) =>
      callAs(app, admin, 'POST', `${PATH}/${endpoint}/messages/${messageId}/retry`, {
        team: 'shop',
      });
    expectProblem(await retry(endpointId, messageIdOf(ofOther)), 404);
    expectProblem(await retry(endpointId, 'msg_nope'), 400, 'messageId');

    const old = await insertWebhookMessage(app, {
      teamId: shop.teamId,
      endpointId,
      status: 'failed',
      createdAt: new Date(Date.now() - 31 * 86_400_000),
    });
    expectProblem(await retry(endpointId, messageIdOf(old)), 404);

    const claimed = await insertWebhookMessage(app, {
      teamId: shop.teamId,
      endpointId,
      status: 'pending',
      createdAt: new Date(Date.now() - 60_000),
      claimExpiresAt: new Date(Date.now() + 60_000),
    });
    expectProblem(await retry(endpointId, messageIdOf(claimed)), 409);
    const [row] = await sqlRows<{ claimed_by: string | null }>(
      app,
      'select claimed_by from webhook_message where id = ?',
      [claimed],
    );
    expect(row?.claimed_by).toBe('replica-test');

    const expired = await insertWebhookMessage(app, {
      teamId: shop.teamId,
      endpointId,
      status: 'pending',
      createdAt: new Date(Date.now() - 60_000),
      claimExpiresAt: new Date(Date.now() - 60_000),
    });
    expect((await retry(endpointId, messageIdOf(expired))).status).toBe(202);
  });
});

describe('the address switches', () => {
  let open: TestApp;
  let openAdmin: string;

  beforeAll(async () => {
    open = await startTestApp({
      HEED_WEBHOOK_ALLOW_HTTP: 'true',
      HEED_WEBHOOK_ALLOW_PRIVATE: 'true',
    });
    await seedTeam(open, { slug: 'shop' });
    await mapGroup(open, 'shop', 'g-admins', 'admin');
    openAdmin = await open.tokenFor({ sub: 'hook-admin', groups: ['g-admins'] });
  });
  afterAll(async () => {
    await open.close();
  });

  it('allow plain http and internal addresses when switched on', async () => {
    for (const url of [
      'http://hooks.example.com/in',
      'http://127.0.0.1:9000/hook',
      'https://[::ffff:7f00:1]/x',
      'http://localhost:8080/',
    ]) {
      const answer = await create({ url, eventTypes: ['webhook.test'] }, open, openAdmin);
      expect(answer.status, answer.text).toBe(201);
    }
  });
});

describe('without HEED_SESSION_SECRET', () => {
  let bare: TestApp;
  let bareAdmin: string;

  beforeAll(async () => {
    bare = await startTestApp({ HEED_SESSION_SECRET: undefined });
    await seedTeam(bare, { slug: 'shop' });
    await mapGroup(bare, 'shop', 'g-admins', 'admin');
    bareAdmin = await bare.tokenFor({ sub: 'hook-admin', groups: ['g-admins'] });
  });
  afterAll(async () => {
    await bare.close();
  });

  it('lists no endpoints, and creating one is a 409 naming HEED_SESSION_SECRET', async () => {
    expect(bare.runtime.deps.webhookSealingKey).toBeUndefined();
    const listed = await callAs(bare, bareAdmin, 'GET', PATH, { team: 'shop' });
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual({ endpoints: [] });
    const answer = await create(
      { url: 'https://hooks.example.com/in', eventTypes: ['webhook.test'] },
      bare,
      bareAdmin,
    );
    expectProblem(answer, 409);
    expect(answer.body.detail).toMatch(/HEED_SESSION_SECRET/);
    const rows = await sqlRows(bare, 'select id from webhook_endpoint');
    expect(rows).toEqual([]);
  });
});
