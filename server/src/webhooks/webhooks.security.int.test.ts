import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs, expectProblem, sqlRows } from '../testing/curating.fixtures.ts';
import { mapGroup } from '../testing/dashboard-fixtures.ts';
import { type SeededTeam, seedTeam } from '../testing/fixtures.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { insertWebhookEndpoint, insertWebhookMessage } from '../testing/webhook-fixtures.ts';
import { messageIdOf } from './message-id.ts';

/**
 * Who may administer webhooks, and where their secrets go (contract: "Closing the loop" →
 * Webhooks; brief rules: URLs, secrets and descriptions never reach a log line, an audit event or
 * the database in clear). Editors and viewers are refused (403); another team's endpoint is 404.
 */

const PATH = '/intern/webhooks';
const URL_SECRET = 'tok-3f9a71c2e8d4';
const URL_HOST = 'hooks-secret-host.example.com';
const URL = `https://${URL_HOST}/services/T000/B000/${URL_SECRET}`;
const NEW_URL = `https://${URL_HOST}/v2/${URL_SECRET}-rotated`;
const DESCRIPTION = 'Description secret 7c1e of the ops channel';

let app: TestApp;
let shop: SeededTeam;
let other: SeededTeam;
let admin: string;
let editor: string;
let viewer: string;
let otherAdmin: string;
let foreign: { id: string; messageId: string };

beforeAll(async () => {
  app = await startTestApp();
  shop = await seedTeam(app, { slug: 'shop' });
  other = await seedTeam(app, { slug: 'other' });
  await mapGroup(app, 'shop', 'g-admins', 'admin');
  await mapGroup(app, 'shop', 'g-editors', 'editor');
  await mapGroup(app, 'shop', 'g-viewers', 'viewer');
  await mapGroup(app, 'other', 'g-other-admins', 'admin');
  admin = await app.tokenFor({ sub: 'hook-admin', groups: ['g-admins'] });
  editor = await app.tokenFor({ sub: 'hook-editor', groups: ['g-editors'] });
  viewer = await app.tokenFor({ sub: 'hook-viewer', groups: ['g-viewers'] });
  otherAdmin = await app.tokenFor({ sub: 'other-admin', groups: ['g-other-admins'] });
  const endpoint = await insertWebhookEndpoint(app, {
    teamId: other.teamId,
    url: 'https://other-team.example.com/in',
    eventTypes: ['feedback.created'],
  });
  const message = await insertWebhookMessage(app, {
    teamId: other.teamId,
    endpointId: endpoint.id,
    status: 'failed',
    createdAt: new Date(Date.now() - 60_000),
  });
  foreign = { id: endpoint.id, messageId: messageIdOf(message) };
});
afterAll(async () => {
  await app.close();
});

/** Every route of the webhook administration, aimed at `id`. */
function routes(id: string, messageId: string): [string, string, unknown][] {
  return [
    ['GET', PATH, undefined],
    ['POST', PATH, { url: 'https://hooks.example.com/in', eventTypes: ['webhook.test'] }],
    ['PATCH', `${PATH}/${id}`, { enabled: false }],
    ['POST', `${PATH}/${id}/rotate-secret`, { gracePeriodHours: 1 }],
    ['POST', `${PATH}/${id}/test`, undefined],
    ['GET', `${PATH}/${id}/messages`, undefined],
    ['POST', `${PATH}/${id}/messages/${messageId}/retry`, undefined],
    ['DELETE', `${PATH}/${id}`, undefined],
  ];
}

describe('roles', () => {
  it('refuses editors and viewers of the team (403) on every route', async () => {
    const endpoint = await insertWebhookEndpoint(app, {
      teamId: shop.teamId,
      url: 'https://hooks.example.com/in',
      eventTypes: ['feedback.created'],
    });
    for (const token of [editor, viewer]) {
      for (const [method, path, body] of routes(endpoint.id, messageIdOf(endpoint.id))) {
        const answer = await callAs(app, token, method, path, { team: 'shop', body });
        expectProblem(answer, 403);
        expect(answer.text).not.toContain('hooks.example.com');
      }
    }
    const [{ n }] = (await sqlRows<{ n: number }>(
      app,
      'select count(*)::int as n from webhook_endpoint where team_id = ?',
      [shop.teamId],
    )) as [{ n: number }];
    expect(n).toBe(1);
  });

  it('refuses another team’s endpoint: 404 through one’s own team, 403 through theirs', async () => {
    for (const [method, path, body] of routes(foreign.id, foreign.messageId).slice(2)) {
      const answer = await callAs(app, admin, method, path, { team: 'shop', body });
      expectProblem(answer, 404);
      expect(answer.text).not.toContain('other-team.example.com');
      expectProblem(await callAs(app, admin, method, path, { team: 'other', body }), 403);
    }
    const [row] = await sqlRows<{ enabled: boolean; status: string }>(
      app,
      `select e.enabled, m.status from webhook_endpoint e join webhook_message m on m.endpoint_id = e.id
       where e.id = ?`,
      [foreign.id],
    );
    expect(row).toEqual({ enabled: true, status: 'failed' });
    const listed = await callAs(app, admin, 'GET', PATH, { team: 'shop' });
    expect(listed.text).not.toContain(foreign.id);
    const theirs = await callAs(app, otherAdmin, 'GET', PATH, { team: 'other' });
    expect((theirs.body.endpoints as unknown[]).length).toBe(1);
  });

  it('needs an explicit team and a signed-in caller', async () => {
    expectProblem(await callAs(app, admin, 'GET', PATH), 400);
    expectProblem(await callAs(app, undefined, 'GET', PATH, { team: 'shop' }), 401);
  });
});

describe('secrets', () => {
  const secrets: string[] = [];
  let id: string;

  beforeAll(async () => {
    const created = await callAs(app, admin, 'POST', PATH, {
      team: 'shop',
      body: { url: URL, description: DESCRIPTION, eventTypes: ['feedback.created'] },
    });
    expect(created.status, created.text).toBe(201);
    id = String(created.body.id);
    secrets.push(String(created.body.secret));
    const rotated = await callAs(app, admin, 'POST', `${PATH}/${id}/rotate-secret`, {
      team: 'shop',
      body: { gracePeriodHours: 48 },
    });
    secrets.push(String(rotated.body.secret));
    const patched = await callAs(app, admin, 'PATCH', `${PATH}/${id}`, {
      team: 'shop',
      body: { url: NEW_URL },
    });
    expect(patched.status).toBe(200);
    // Refused changes carry the secret values too: they must not be echoed or logged either.
    await callAs(app, admin, 'PATCH', `${PATH}/${id}`, {
      team: 'shop',
      body: { url: `http://${URL_HOST}/${URL_SECRET}` },
    });
    await callAs(app, admin, 'POST', PATH, {
      team: 'shop',
      body: { url: `https://127.0.0.1/${URL_SECRET}`, description: DESCRIPTION, eventTypes: [] },
    });
  });

  /** What must appear nowhere but in the answers to the admin. */
  const sensitive = () => [
    URL_SECRET,
    URL_HOST,
    DESCRIPTION,
    ...secrets,
    ...secrets.map((secret) => secret.slice('whsec_'.length)),
  ];

  it('stores no URL or secret in clear', async () => {
    const rows = await sqlRows<Record<string, unknown>>(
      app,
      'select * from webhook_endpoint where id = ?',
      [id],
    );
    expect(rows).toHaveLength(1);
    const stored = JSON.stringify(rows);
    for (const value of [URL_SECRET, URL_HOST, ...secrets]) {
      expect(stored).not.toContain(value);
    }
    expect(rows[0]?.previous_secret_sealed).toEqual(expect.any(String));
  });

  it('writes no URL, description or secret to a log line or an audit event', async () => {
    expect(secrets).toHaveLength(2);
    const audits = app.output.auditEvents.filter((event) =>
      String(event.audit_event).startsWith('webhook.'),
    );
    expect(audits.map((event) => event.audit_event)).toEqual(
      expect.arrayContaining(['webhook.create', 'webhook.rotate_secret', 'webhook.update']),
    );
    for (const event of audits) {
      expect(event.resource_type).toBe('webhook_endpoint');
    }
    for (const line of app.output.lines) {
      for (const value of sensitive()) expect(line).not.toContain(value);
    }
  });

  it('refusals do not echo the URL', async () => {
    const refused = await callAs(app, admin, 'PATCH', `${PATH}/${id}`, {
      team: 'shop',
      body: { url: `https://[::1]/${URL_SECRET}` },
    });
    expectProblem(refused, 400, 'url');
    expect(refused.text).not.toContain(URL_SECRET);
  });
});
