import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAlertMessage, insertAlertRule } from '../testing/alert-fixtures.ts';
import { type CallAnswer, callAs, expectProblem, sqlRows } from '../testing/curating.fixtures.ts';
import { mapGroup } from '../testing/dashboard-fixtures.ts';
import { type SeededTeam, seedTeam } from '../testing/fixtures.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { messageIdOf } from '../webhooks/message-id.ts';

/**
 * Who may do what with alert rules, and where their secrets go (contract: "Closing the loop" →
 * Alerts; Rules: docs/rules/alerts.md#alerts-1, docs/rules/alerts.md#alerts-3): viewers read,
 * editors create, change and test, admins delete; another team's rule is 404; a Slack or Teams
 * URL is answered masked only, stored sealed, and reaches no log line or audit event, nor do a
 * rule's name, filter or e-mail addresses.
 */

const PATH = '/intern/alerts';
const URL_HOST = 'hooks-secret-host.example.com';
const URL_TOKEN = 'alert-url-token-5e2c9a';
const SLACK_URL = `https://${URL_HOST}/services/T000/B000/${URL_TOKEN}`;
const TEAMS_URL = `https://${URL_HOST}/webhookb2/${URL_TOKEN}-teams?sig=${URL_TOKEN}`;
const NEW_URL = `https://${URL_HOST}/v2/${URL_TOKEN}-rotated`;
const RULE_NAME = 'Secret rule name 81fd';
const FILTER_WORDS = 'secretfilterword';
const ADDRESS = 'secret.recipient.4c1d@example.com';

let app: TestApp;
let shop: SeededTeam;
let other: SeededTeam;
let admin: string;
let editor: string;
let viewer: string;
let otherAdmin: string;
let foreign: { id: string; messageId: string };
/** Every answer the tests got: none may carry a clear URL. */
const answers: CallAnswer[] = [];

async function call(
  token: string | undefined,
  method: string,
  path: string,
  options: { team?: string; body?: unknown } = {},
): Promise<CallAnswer> {
  const answer = await callAs(app, token, method, path, options);
  answers.push(answer);
  return answer;
}

beforeAll(async () => {
  app = await startTestApp(
    { HEED_SMTP_URL: 'smtp://127.0.0.1:2525', HEED_SMTP_FROM: 'heed@example.com' },
    { webhookDelivery: false },
  );
  shop = await seedTeam(app, { slug: 'shop' });
  other = await seedTeam(app, { slug: 'other' });
  await mapGroup(app, 'shop', 'g-admins', 'admin');
  await mapGroup(app, 'shop', 'g-editors', 'editor');
  await mapGroup(app, 'shop', 'g-viewers', 'viewer');
  await mapGroup(app, 'other', 'g-other-admins', 'admin');
  admin = await app.tokenFor({ sub: 'alert-admin', groups: ['g-admins'] });
  editor = await app.tokenFor({ sub: 'alert-editor', groups: ['g-editors'] });
  viewer = await app.tokenFor({ sub: 'alert-viewer', groups: ['g-viewers'] });
  otherAdmin = await app.tokenFor({ sub: 'other-admin', groups: ['g-other-admins'] });
  const rule = await insertAlertRule(app, {
    teamId: other.teamId,
    filter: { surveyId: 'other-survey' },
    name: 'Other team rule',
    destinations: [{ type: 'slack', url: 'https://hooks.slack.com/services/other-team' }],
  });
  const message = await insertAlertMessage(app, {
    teamId: other.teamId,
    ruleId: rule.id,
    target: { destinationId: String(rule.destinationIds[0]) },
    status: 'pending',
    createdAt: new Date(Date.now() - 60_000),
  });
  foreign = { id: rule.id, messageId: messageIdOf(message) };
});
afterAll(async () => {
  await app.close();
});

const body = (overrides: Record<string, unknown> = {}) => ({
  name: 'Rule',
  filter: { surveyId: 'checkout' },
  mode: 'instant',
  destinations: [{ type: 'email', to: ['ops@example.com'] }],
  ...overrides,
});

/** Every route, aimed at rule `id`, with the least role it needs. */
function routes(id: string): [string, string, unknown, 'viewer' | 'editor' | 'admin'][] {
  return [
    ['GET', PATH, undefined, 'viewer'],
    ['GET', `${PATH}/${id}/deliveries`, undefined, 'viewer'],
    ['POST', PATH, body(), 'editor'],
    ['PATCH', `${PATH}/${id}`, { enabled: false }, 'editor'],
    ['POST', `${PATH}/${id}/test`, undefined, 'editor'],
    ['DELETE', `${PATH}/${id}`, undefined, 'admin'],
  ];
}

describe('roles', () => {
  const RANK = { viewer: 1, editor: 2, admin: 3 } as const;

  it('each route answers its role and up, and refuses the roles below (403, nothing changed)', async () => {
    const rule = await insertAlertRule(app, {
      teamId: shop.teamId,
      filter: { surveyId: 'checkout' },
      name: 'Kept',
      destinations: [{ type: 'email', to: ['ops@example.com'] }],
    });
    const tokens = { viewer, editor, admin };
    for (const [method, path, payload, least] of routes(rule.id)) {
      for (const role of ['viewer', 'editor'] as const) {
        if (RANK[role] >= RANK[least]) continue;
        const answer = await call(tokens[role], method, path, { team: 'shop', body: payload });
        expectProblem(answer, 403);
        expect(answer.audits).toEqual([
          expect.objectContaining({
            audit_event: 'auth.team.denied',
            required_role: least,
            effective_role: role,
          }),
        ]);
      }
    }
    const [row] = await sqlRows<{ n: number; enabled: boolean; messages: number }>(
      app,
      `select (select count(*)::int from alert_rule where team_id = ?) as n,
              (select enabled from alert_rule where id = ?) as enabled,
              (select count(*)::int from webhook_message where alert_rule_id = ?) as messages`,
      [shop.teamId, rule.id, rule.id],
    );
    expect(row).toEqual({ n: 1, enabled: true, messages: 0 });

    for (const [method, path, payload, least] of routes(rule.id)) {
      const answer = await call(tokens[least], method, path, { team: 'shop', body: payload });
      expect(answer.status, `${least} ${method} ${path}: ${answer.text}`).toBeLessThan(300);
    }
  });

  it('another team’s rule is 404 through one’s own team, 403 through theirs, and stays as it was', async () => {
    for (const [method, path, payload] of routes(foreign.id).slice(1)) {
      if (method === 'POST' && path === PATH) continue;
      const answer = await call(admin, method, path, { team: 'shop', body: payload });
      expectProblem(answer, 404);
      expect(answer.text).not.toContain('Other team rule');
      expectProblem(await call(admin, method, path, { team: 'other', body: payload }), 403);
    }
    const [row] = await sqlRows<{ enabled: boolean; status: string; destinations: number }>(
      app,
      `select r.enabled, m.status,
              (select count(*)::int from alert_destination d where d.rule_id = r.id) as destinations
         from alert_rule r join webhook_message m on m.alert_rule_id = r.id where r.id = ?`,
      [foreign.id],
    );
    expect(row).toEqual({ enabled: true, status: 'pending', destinations: 1 });
    const listed = await call(admin, 'GET', PATH, { team: 'shop' });
    expect(listed.text).not.toContain(foreign.id);
    const theirs = await call(otherAdmin, 'GET', PATH, { team: 'other' });
    expect((theirs.body.rules as { id: string }[]).map((r) => r.id)).toEqual([foreign.id]);
    const log = await call(otherAdmin, 'GET', `${PATH}/${foreign.id}/deliveries`, {
      team: 'other',
    });
    expect(log.body.deliveries).toEqual([expect.objectContaining({ id: foreign.messageId })]);
  });

  it('a webhook endpoint of another team is no destination', async () => {
    const [endpoint] = await sqlRows<{ id: string }>(
      app,
      `insert into webhook_endpoint (id, team_id, url_sealed, description, event_types, enabled,
         secret_sealed, created_at, updated_at)
       values (gen_random_uuid(), ?, 'x', '', '{feedback.created}', true, 'x', now(), now())
       returning id`,
      [other.teamId],
    );
    const answer = await call(editor, 'POST', PATH, {
      team: 'shop',
      body: body({ destinations: [{ type: 'webhook', endpointId: endpoint?.id }] }),
    });
    expectProblem(answer, 400, 'destinations.0.endpointId');
  });

  it('needs an explicit team to write and a signed-in caller', async () => {
    expectProblem(await call(editor, 'POST', PATH, { body: body() }), 400);
    expectProblem(await call(undefined, 'GET', PATH, { team: 'shop' }), 401);
    expectProblem(await call(shop.secretKey.value, 'GET', PATH, { team: 'shop' }), 401);
  });
});

describe('secrets', () => {
  let id: string;

  beforeAll(async () => {
    const created = await call(editor, 'POST', PATH, {
      team: 'shop',
      body: body({
        name: RULE_NAME,
        filter: { surveyId: 'checkout', q: FILTER_WORDS },
        destinations: [
          { type: 'slack', url: SLACK_URL },
          { type: 'teams', url: TEAMS_URL },
          { type: 'email', to: [ADDRESS] },
        ],
      }),
    });
    expect(created.status, created.text).toBe(201);
    id = String(created.body.id);
    const slackId = (created.body.destinations as { id: string }[])[0]?.id;
    const patched = await call(editor, 'PATCH', `${PATH}/${id}`, {
      team: 'shop',
      body: {
        destinations: [
          { type: 'slack', id: slackId },
          { type: 'teams', url: NEW_URL },
          { type: 'email', to: [ADDRESS] },
        ],
      },
    });
    expect(patched.status, patched.text).toBe(200);
    // Refused changes carry the URLs too: they must not be echoed or logged either.
    for (const url of [`http://${URL_HOST}/${URL_TOKEN}`, `https://127.0.0.1/${URL_TOKEN}`]) {
      const refused = await call(editor, 'PATCH', `${PATH}/${id}`, {
        team: 'shop',
        body: { destinations: [{ type: 'slack', url }] },
      });
      expectProblem(refused, 400, 'destinations.0.url');
    }
    await call(editor, 'POST', PATH, {
      team: 'shop',
      body: body({ name: RULE_NAME, destinations: [{ type: 'slack', url: SLACK_URL, id: id }] }),
    });
    const tested = await call(editor, 'POST', `${PATH}/${id}/test`, { team: 'shop' });
    expect(tested.status, tested.text).toBe(202);
    await call(viewer, 'GET', PATH, { team: 'shop' });
    await call(viewer, 'GET', `${PATH}/${id}/deliveries`, { team: 'shop' });
  });

  it('answers Slack and Teams URLs masked only: scheme and host', async () => {
    expect(answers.length).toBeGreaterThan(8);
    for (const answer of answers) {
      expect(answer.text).not.toContain(URL_TOKEN);
      expect(answer.text).not.toContain('/services/');
    }
    const listed = await call(viewer, 'GET', PATH, { team: 'shop' });
    const rule = (listed.body.rules as { id: string; destinations: unknown[] }[]).find(
      (r) => r.id === id,
    );
    expect(rule?.destinations).toEqual([
      { id: expect.any(String), type: 'slack', url: `https://${URL_HOST}/…` },
      { id: expect.any(String), type: 'teams', url: `https://${URL_HOST}/…` },
      { id: expect.any(String), type: 'email', to: [ADDRESS] },
    ]);
  });

  it('stores no URL in clear, in any column of rules, destinations or messages', async () => {
    const rows = await sqlRows<{ text: string }>(
      app,
      `select row_to_json(d)::text as text from alert_destination d where rule_id = ?
       union all select row_to_json(r)::text from alert_rule r where id = ?
       union all select row_to_json(m)::text from webhook_message m where alert_rule_id = ?`,
      [id, id, id],
    );
    expect(rows.length).toBeGreaterThanOrEqual(3 + 1 + 3);
    for (const row of rows) {
      expect(row.text).not.toContain(URL_TOKEN);
      expect(row.text).not.toContain('/services/');
      expect(row.text).not.toContain('/webhookb2/');
    }
    const sealed = await sqlRows<{ url_sealed: string | null; url_masked: string | null }>(
      app,
      "select url_sealed, url_masked from alert_destination where rule_id = ? and type <> 'email'",
      [id],
    );
    for (const row of sealed) {
      expect(row.url_sealed).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
      expect(row.url_masked).toBe(`https://${URL_HOST}/…`);
    }
  });

  it('writes no URL, name, filter value or address to a log line or an audit event', async () => {
    const audits = app.output.auditEvents.filter((event) =>
      String(event.audit_event).startsWith('alert_rule.'),
    );
    expect(audits.map((event) => event.audit_event)).toEqual(
      expect.arrayContaining(['alert_rule.create', 'alert_rule.update', 'alert_rule.delete']),
    );
    for (const event of audits) {
      expect(event.resource_type).toBe('alert_rule');
      expect(event.audit_category).toBe('alert');
    }
    expect(app.output.lines.length).toBeGreaterThan(answers.length);
    for (const line of app.output.lines) {
      for (const value of [URL_TOKEN, URL_HOST, RULE_NAME, FILTER_WORDS, ADDRESS]) {
        expect(line).not.toContain(value);
      }
    }
  });
});
