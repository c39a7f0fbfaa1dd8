import { randomUUID } from 'node:crypto';
import { ALERT_LIMITS, MAX_ALERT_RULES } from '@heed/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CallAnswer, callAs, expectProblem, sqlRows } from '../testing/curating.fixtures.ts';
import { mapGroup } from '../testing/dashboard-fixtures.ts';
import { type SeededTeam, seedTeam } from '../testing/fixtures.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { insertWebhookEndpoint } from '../testing/webhook-fixtures.ts';

/**
 * What the alert rules refuse (contract: "Closing the loop" → Alerts; Rules:
 * docs/rules/alerts.md): bad filters (the explorer's parser names `filter.<param>`) and filters
 * that make no sense in a rule, a digest without its hour, destinations Heed cannot or may not
 * send to (plain http, internal addresses, e-mail without SMTP, another team's endpoint, unknown
 * saved destinations), more than 50 rules a team, unknown rules, and Slack or Teams URLs without
 * `HEED_SESSION_SECRET`.
 */

const PATH = '/intern/alerts';
const SLACK = 'https://hooks.slack.com/services/T1/B1/error-test-token';
let app: TestApp;
let shop: SeededTeam;
let other: SeededTeam;
let editor: string;
let admin: string;
let endpointId: string;
let foreignEndpointId: string;

beforeAll(async () => {
  app = await startTestApp();
  shop = await seedTeam(app, { slug: 'shop' });
  other = await seedTeam(app, { slug: 'other' });
  await mapGroup(app, 'shop', 'g-editors', 'editor');
  await mapGroup(app, 'shop', 'g-admins', 'admin');
  editor = await app.tokenFor({ sub: 'alert-editor', groups: ['g-editors'] });
  admin = await app.tokenFor({ sub: 'alert-admin', groups: ['g-admins'] });
  const insert = async (teamId: string) =>
    (
      await insertWebhookEndpoint(app, {
        teamId,
        url: 'https://hooks.example.com/in',
        eventTypes: ['feedback.created'],
      })
    ).id;
  endpointId = await insert(shop.teamId);
  foreignEndpointId = await insert(other.teamId);
});
afterAll(async () => {
  await app.close();
});

const rule = (overrides: Record<string, unknown> = {}) => ({
  name: 'A rule',
  filter: { surveyId: 'checkout' },
  mode: 'instant',
  destinations: [{ type: 'slack', url: SLACK }],
  ...overrides,
});

const create = (body: Record<string, unknown>, target: TestApp = app, token = editor) =>
  callAs(target, token, 'POST', PATH, { team: 'shop', body });

const patch = (id: string, body: Record<string, unknown>) =>
  callAs(app, editor, 'PATCH', `${PATH}/${id}`, { team: 'shop', body });

async function created(body: Record<string, unknown>): Promise<CallAnswer> {
  const answer = await create(body);
  expect(answer.status, answer.text).toBe(201);
  return answer;
}

function messageOf(answer: CallAnswer, path: string): string {
  const errors = answer.body.errors as { path: string; message: string }[];
  return errors.find((error) => error.path === path)?.message ?? '';
}

async function ruleCount(): Promise<number> {
  const [row] = await sqlRows<{ n: number }>(
    app,
    'select count(*)::int as n from alert_rule where team_id = ?',
    [shop.teamId],
  );
  return Number(row?.n);
}

describe('the filter', () => {
  it('refuses bad values, naming filter.<param> (the explorer’s own checks)', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ surveyId: 'checkout', rating: 'overall' }, 'filter.rating'],
      [{ surveyId: 'checkout', from: '2026-11-20', to: '2026-11-01' }, 'filter.from'],
      [{ surveyId: 'checkout', tz: 'Mars/Olympus_Mons' }, 'filter.tz'],
      [{ surveyId: 'checkout', from: '2026-02-30' }, 'filter.from'],
      [{ surveyId: 'checkout', hasText: 'yes' }, 'filter.hasText'],
      [{ surveyId: 'checkout', theme: 'not-a-theme' }, 'filter.theme'],
      [{ rating: 'overall:1' }, 'filter.surveyId'],
      [{ surveyId: '' }, 'filter.surveyId'],
    ];
    for (const [filter, path] of cases) {
      const answer = await create(rule({ filter }));
      expectProblem(answer, 400, path);
    }
    expect(await ruleCount()).toBe(0);
  });

  it('refuses what a filter does not have (cursor, limit), naming it', async () => {
    for (const parameter of ['cursor', 'limit', 'team']) {
      const answer = await create(rule({ filter: { surveyId: 'checkout', [parameter]: '10' } }));
      expectProblem(answer, 400, 'filter');
      expect(messageOf(answer, 'filter')).toContain(parameter);
    }
  });

  it('refuses a tag filter: a rule is matched when an item arrives, before it can be tagged', async () => {
    const answer = await create(rule({ filter: { surveyId: 'checkout', tag: 'urgent' } }));
    expectProblem(answer, 400, 'filter.tag');
    expect(answer.body.detail).toMatch(/before anyone can tag it/);
    const changed = await created(rule());
    expectProblem(
      await patch(String(changed.body.id), { filter: { surveyId: 'x', tag: ['a', 'b'] } }),
      400,
      'filter.tag',
    );
  });

  it('refuses status and assignee filters: an item arrives new and unassigned', async () => {
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ status: 'new' }, 'filter.status', /its status is always `new`/],
      [{ status: ['resolved', 'in_progress'] }, 'filter.status', /its status is always `new`/],
      [{ assignee: 'none' }, 'filter.assignee', /before anyone is assigned/],
      [{ assignee: 'id:3f9a0c2b7d14' }, 'filter.assignee', /before anyone is assigned/],
      [{ assignee: 'me' }, 'filter.assignee', /A rule has no “me”/],
    ];
    const changed = await created(rule());
    const before = await ruleCount();
    for (const [parameter, path, detail] of cases) {
      const filter = { surveyId: 'checkout', ...parameter };
      const answer = await create(rule({ filter }));
      expectProblem(answer, 400, path);
      expect(answer.body.detail).toMatch(detail);
      expectProblem(await patch(String(changed.body.id), { filter }), 400, path);
    }
    expect(await ruleCount()).toBe(before);
    const [row] = await sqlRows<{ filter: unknown }>(
      app,
      'select filter from alert_rule where id = ?',
      [changed.body.id],
    );
    expect(row?.filter).toEqual({ surveyId: 'checkout' });
  });

  it('accepts days: a rule keeps them (it is quiet outside them)', async () => {
    const answer = await created(
      rule({ filter: { surveyId: 'checkout', from: '2020-01-01', to: '2020-01-31', tz: 'UTC' } }),
    );
    expect(answer.body.filter).toEqual({
      surveyId: 'checkout',
      from: '2020-01-01',
      to: '2020-01-31',
      tz: 'UTC',
    });
  });
});

describe('the schedule', () => {
  it('a digest needs its hour, 0–23; an instant rule has neither hour nor zone', async () => {
    const missing = await create(rule({ mode: 'digest' }));
    expectProblem(missing, 400, 'digestHour');
    expect(missing.body.detail).toMatch(/needs `digestHour`/);
    expectProblem(await create(rule({ mode: 'digest', digestHour: 24 })), 400, 'digestHour');
    expectProblem(await create(rule({ mode: 'digest', digestHour: 1.5 })), 400, 'digestHour');
    expectProblem(await create(rule({ mode: 'hourly' })), 400, 'mode');
    expectProblem(await create(rule({ digestHour: 9 })), 400, 'digestHour');
    expectProblem(await create(rule({ tz: 'Europe/Oslo' })), 400, 'tz');
    expectProblem(
      await create(rule({ mode: 'digest', digestHour: 9, tz: 'Mars/Olympus_Mons' })),
      400,
      'tz',
    );
  });

  it('a change keeps a digest whole', async () => {
    const instant = String((await created(rule())).body.id);
    expectProblem(await patch(instant, { digestHour: 9 }), 400, 'digestHour');
    expectProblem(await patch(instant, { mode: 'digest' }), 400, 'digestHour');
    expectProblem(await patch(instant, { tz: 'Europe/Oslo' }), 400, 'tz');
    const digest = String((await created(rule({ mode: 'digest', digestHour: 8 }))).body.id);
    expectProblem(await patch(digest, { digestHour: null }), 400, 'digestHour');
    expectProblem(await patch(digest, { tz: 'Nowhere/Land' }), 400, 'tz');
    const [row] = await sqlRows<{ digest_hour: number; tz: string }>(
      app,
      'select digest_hour, tz from alert_rule where id = ?',
      [digest],
    );
    expect(row).toEqual({ digest_hour: 8, tz: 'UTC' });
    // Back to instant, the hour and zone go (null is also accepted).
    const back = await patch(digest, { mode: 'instant', digestHour: null, tz: null });
    expect(back.status, back.text).toBe(200);
    expect(back.body).toMatchObject({ mode: 'instant', digestHour: null, tz: null });
  });

  it('refuses an empty change, a bad name, and unknown or malformed rules', async () => {
    const id = String((await created(rule())).body.id);
    expectProblem(await patch(id, {}), 400, 'body');
    expectProblem(await patch(id, { name: '   ' }), 400, 'name');
    expectProblem(await patch(id, { name: 'n'.repeat(81) }), 400, 'name');
    expectProblem(await create(rule({ name: '' })), 400, 'name');
    const unknown = randomUUID();
    const calls: [string, string, unknown][] = [
      ['PATCH', `${PATH}/${unknown}`, { enabled: false }],
      ['DELETE', `${PATH}/${unknown}`, undefined],
      ['POST', `${PATH}/${unknown}/test`, undefined],
      ['GET', `${PATH}/${unknown}/deliveries`, undefined],
    ];
    for (const [method, path, body] of calls) {
      const token = method === 'DELETE' ? admin : editor;
      const answer = await callAs(app, token, method, path, { team: 'shop', body });
      expectProblem(answer, 404);
      expect(answer.body.detail).toBe('No such alert rule in this team.');
    }
    expectProblem(await patch('not-a-uuid', { enabled: true }), 400, 'id');
  });
});

describe('destinations', () => {
  it('needs 1 to 10, each a known type', async () => {
    expectProblem(await create(rule({ destinations: [] })), 400, 'destinations');
    const many = Array.from({ length: ALERT_LIMITS.destinations + 1 }, () => ({
      type: 'slack',
      url: SLACK,
    }));
    expectProblem(await create(rule({ destinations: many })), 400, 'destinations');
    expectProblem(
      await create(rule({ destinations: [{ type: 'pigeon', url: SLACK }] })),
      400,
      'destinations.0.type',
    );
  });

  it('a Slack or Teams URL: https, no internal address, never echoed', async () => {
    const http = await create(
      rule({ destinations: [{ type: 'teams', url: 'http://acme.webhook.office.com/x' }] }),
    );
    expectProblem(http, 400, 'destinations.0.url');
    expect(http.body.detail).toMatch(/HEED_WEBHOOK_ALLOW_HTTP/);
    for (const url of [
      'https://127.0.0.1/error-test-token',
      'https://[::ffff:a9fe:a9fe]/error-test-token',
      'https://10.0.0.7/error-test-token',
      'https://localhost/error-test-token',
    ]) {
      const answer = await create(
        rule({
          destinations: [
            { type: 'webhook', endpointId },
            { type: 'slack', url },
          ],
        }),
      );
      expectProblem(answer, 400, 'destinations.1.url');
      expect(answer.text).not.toContain('error-test-token');
    }
    expectProblem(
      await create(rule({ destinations: [{ type: 'slack', url: 'not a url' }] })),
      400,
      'destinations.0.url',
    );
    expectProblem(
      await create(rule({ destinations: [{ type: 'slack', url: 'ftp://hooks.slack.com/x' }] })),
      400,
      'destinations.0.url',
    );
  });

  it('a Slack or Teams destination is a URL or a saved id, not both, not neither', async () => {
    expectProblem(
      await create(rule({ destinations: [{ type: 'slack', url: SLACK, id: randomUUID() }] })),
      400,
      'destinations.0.url',
    );
    expectProblem(
      await create(rule({ destinations: [{ type: 'slack' }] })),
      400,
      'destinations.0.url',
    );
    const fresh = await create(rule({ destinations: [{ type: 'slack', id: randomUUID() }] }));
    expectProblem(fresh, 400, 'destinations.0.id');
  });

  it('a saved destination must be the rule’s, of that type, once', async () => {
    const saved = await created(
      rule({
        destinations: [
          { type: 'slack', url: SLACK },
          { type: 'teams', url: 'https://acme.webhook.office.com/x' },
        ],
      }),
    );
    const id = String(saved.body.id);
    const [slack, teams] = (saved.body.destinations as { id: string }[]).map((d) => d.id);
    const another = await created(rule());
    const anothers = (another.body.destinations as { id: string }[])[0]?.id;
    const cases: [unknown[], string][] = [
      [[{ type: 'slack', id: randomUUID() }], 'destinations.0.id'],
      [[{ type: 'teams', id: slack }], 'destinations.0.id'],
      [
        [
          { type: 'slack', url: SLACK },
          { type: 'slack', id: teams },
        ],
        'destinations.1.id',
      ],
      [[{ type: 'slack', id: anothers }], 'destinations.0.id'],
      [
        [
          { type: 'slack', id: slack },
          { type: 'slack', id: slack },
        ],
        'destinations.1.id',
      ],
    ];
    for (const [destinations, path] of cases) {
      expectProblem(await patch(id, { destinations }), 400, path);
    }
    // Nothing changed.
    const rows = await sqlRows<{ id: string }>(
      app,
      'select id from alert_destination where rule_id = ? order by position',
      [id],
    );
    expect(rows.map((row) => row.id)).toEqual([slack, teams]);
  });

  it('e-mail needs SMTP: 400 naming the destination and saying so', async () => {
    const answer = await create(
      rule({
        destinations: [
          { type: 'slack', url: SLACK },
          { type: 'email', to: ['a@b.example'] },
        ],
      }),
    );
    expectProblem(answer, 400, 'destinations.1');
    expect(answer.body.detail).toMatch(/destinations\[1\].*SMTP is not configured/);
    expect(messageOf(answer, 'destinations.1')).toBe('SMTP is not configured.');
  });

  it('a webhook destination must be an endpoint of the team, once', async () => {
    expectProblem(
      await create(rule({ destinations: [{ type: 'webhook', endpointId: foreignEndpointId }] })),
      400,
      'destinations.0.endpointId',
    );
    expectProblem(
      await create(rule({ destinations: [{ type: 'webhook', endpointId: randomUUID() }] })),
      400,
      'destinations.0.endpointId',
    );
    expectProblem(
      await create(
        rule({
          destinations: [
            { type: 'webhook', endpointId },
            { type: 'webhook', endpointId },
          ],
        }),
      ),
      400,
      'destinations.1.endpointId',
    );
    const ok = await created(rule({ destinations: [{ type: 'webhook', endpointId }] }));
    expect(ok.body.destinations).toEqual([{ id: expect.any(String), type: 'webhook', endpointId }]);
  });
});

describe('with SMTP and the address switches', () => {
  let open: TestApp;
  let openEditor: string;

  beforeAll(async () => {
    open = await startTestApp({
      HEED_SMTP_URL: 'smtps://heed:smtp-password@smtp.example.com:465',
      HEED_SMTP_FROM: 'heed@example.com',
      HEED_WEBHOOK_ALLOW_HTTP: 'true',
      HEED_WEBHOOK_ALLOW_PRIVATE: 'true',
    });
    await seedTeam(open, { slug: 'shop' });
    await mapGroup(open, 'shop', 'g-editors', 'editor');
    openEditor = await open.tokenFor({ sub: 'alert-editor', groups: ['g-editors'] });
  });
  afterAll(async () => {
    await open.close();
  });

  it('accepts e-mail destinations, and plain http and internal addresses when switched on', async () => {
    const answer = await create(
      rule({
        destinations: [
          { type: 'email', to: ['ops@example.com'] },
          { type: 'slack', url: 'http://127.0.0.1:9000/hook' },
          { type: 'teams', url: 'http://localhost:8080/teams' },
        ],
      }),
      open,
      openEditor,
    );
    expect(answer.status, answer.text).toBe(201);
    expect(answer.body.destinations).toEqual([
      { id: expect.any(String), type: 'email', to: ['ops@example.com'] },
      { id: expect.any(String), type: 'slack', url: 'http://127.0.0.1:9000/…' },
      { id: expect.any(String), type: 'teams', url: 'http://localhost:8080/…' },
    ]);
    const bad = await create(
      rule({ destinations: [{ type: 'email', to: ['not an address'] }] }),
      open,
      openEditor,
    );
    expectProblem(bad, 400, 'destinations.0.to.0');
    const many = Array.from({ length: ALERT_LIMITS.emailAddresses + 1 }, (_, i) => `a${i}@x.io`);
    expectProblem(
      await create(rule({ destinations: [{ type: 'email', to: many }] }), open, openEditor),
      400,
      'destinations.0.to',
    );
    for (const line of open.output.lines) expect(line).not.toContain('smtp-password');
  });
});

describe('the cap', () => {
  it(`holds a team to ${MAX_ALERT_RULES} rules, under concurrent creations too`, async () => {
    const missing = MAX_ALERT_RULES - (await ruleCount());
    expect(missing).toBeGreaterThan(10);
    const answers = await Promise.all(
      Array.from({ length: missing + 4 }, (_, index) =>
        create(rule({ name: `Rule ${index}`, destinations: [{ type: 'webhook', endpointId }] })),
      ),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(missing);
    const refused = answers.filter((answer) => answer.status !== 201);
    expect(refused).toHaveLength(4);
    for (const answer of refused) {
      expectProblem(answer, 400, 'team');
      expect(answer.body.detail).toMatch(/at most 50 alert rules/);
    }
    expect(await ruleCount()).toBe(MAX_ALERT_RULES);
    const [{ n }] = (await sqlRows<{ n: number }>(
      app,
      'select count(*)::int as n from alert_rule where team_id = ?',
      [other.teamId],
    )) as [{ n: number }];
    expect(n).toBe(0);
  });
});

describe('without HEED_SESSION_SECRET', () => {
  let bare: TestApp;
  let bareEditor: string;

  beforeAll(async () => {
    bare = await startTestApp({
      HEED_SESSION_SECRET: undefined,
      HEED_SMTP_URL: 'smtp://127.0.0.1:2525',
      HEED_SMTP_FROM: 'heed@example.com',
    });
    await seedTeam(bare, { slug: 'shop' });
    await mapGroup(bare, 'shop', 'g-editors', 'editor');
    bareEditor = await bare.tokenFor({ sub: 'alert-editor', groups: ['g-editors'] });
  });
  afterAll(async () => {
    await bare.close();
  });

  it('refuses a Slack or Teams URL (409 naming HEED_SESSION_SECRET); e-mail needs no sealing', async () => {
    const answer = await create(rule(), bare, bareEditor);
    expectProblem(answer, 409);
    expect(answer.body.detail).toMatch(/HEED_SESSION_SECRET/);
    expect(await sqlRows(bare, 'select id from alert_rule')).toEqual([]);
    const email = await create(
      rule({ destinations: [{ type: 'email', to: ['ops@example.com'] }] }),
      bare,
      bareEditor,
    );
    expect(email.status, email.text).toBe(201);
  });
});
