import { ApiKeyEventSchema, ApiKeySchema, TeamSchema } from '@heed/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pseudonym } from '../audit/pseudonym.ts';
import { getAs, mapGroup, submitFeedback } from '../testing/dashboard-fixtures.ts';
import { type SeededTeam, seedTeam } from '../testing/fixtures.ts';
import { startTestApp, TEST_ADMIN_GROUP, type TestApp } from '../testing/test-app.ts';

/**
 * Who may see what on the dashboard read surface, over real HTTP with real tokens.
 * Rules: docs/rules/keys.md#keys-8 (visibility of key events), docs/rules/roles.md#roles-2 to
 * docs/rules/roles.md#roles-9, docs/rules/audit.md#audit-6 (auth.oidc.denied, auth.team.denied)
 * and docs/rules/audit.md#audit-5 (privacy).
 */

let app: TestApp;
let red: SeededTeam;
let blue: SeededTeam;

const ENDPOINTS: [string, [string, string][]][] = [
  ['/dashboard/api-keys/events', [['team', 'red']]],
  ['/intern/teams', []],
  ['/intern/filters/bootstrap', []],
  ['/dashboard/surveys/red', [['team', 'red']]],
];

beforeAll(async () => {
  app = await startTestApp();
  red = await seedTeam(app, { slug: 'red' });
  blue = await seedTeam(app, { slug: 'blue' });
  await mapGroup(app, 'red', 'g-red-viewers', 'viewer');
  await mapGroup(app, 'red', 'g-red-editors', 'editor');
  await mapGroup(app, 'red', 'g-red-admins', 'admin');
  await mapGroup(app, 'blue', 'g-blue', 'viewer');
  await submitFeedback(app, red, 'red-survey');
  await submitFeedback(app, blue, 'blue-secret-survey');
});
afterAll(async () => {
  await app.close();
});

describe('authentication', () => {
  it.each(ENDPOINTS)(
    '%s answers 401 without a token, with auth.oidc.denied',
    async (path, query) => {
      const before = app.output.auditEvents.length;
      const response = await getAs(app, path, undefined, query);
      expect(response.status).toBe(401);
      expect(response.headers.get('www-authenticate')).toMatch(/^Bearer/);
      expect(await response.json()).toMatchObject({ code: 'unauthorized' });
      expect(app.output.auditEvents.slice(before).map((event) => event.audit_event)).toEqual([
        'auth.oidc.denied',
      ]);
    },
  );

  it.each(ENDPOINTS)(
    '%s answers 401 to an API key instead of a user token',
    async (path, query) => {
      const response = await getAs(app, path, red.secretKey.value, query);
      expect(response.status).toBe(401);
    },
  );

  it.each(ENDPOINTS)('%s answers 401 to an expired token', async (path, query) => {
    const token = await app.issuer.mintToken({
      sub: 'late',
      groups: [TEST_ADMIN_GROUP],
      expiresInSeconds: -120,
    });
    expect((await getAs(app, path, token, query)).status).toBe(401);
  });
});

describe('visibility of API key events', () => {
  type Event = { keyId: string; keyType: string };

  async function visible(token: string, keyId?: string): Promise<Event[]> {
    const query: [string, string][] = [['team', 'red']];
    if (keyId) query.push(['keyId', keyId]);
    const response = await getAs(app, '/dashboard/api-keys/events', token, query);
    expect(response.status).toBe(200);
    return ((await response.json()) as { events: Event[] }).events;
  }

  const orgAdmins: [string, string[]][] = [
    ['an org admin without a mapping', [TEST_ADMIN_GROUP]],
    ['an org admin who is also a team viewer', [TEST_ADMIN_GROUP, 'g-red-viewers']],
  ];
  const members: [string, string[]][] = [
    ['a team admin', ['g-red-admins']],
    ['a team editor', ['g-red-editors']],
    ['a team viewer', ['g-red-viewers']],
  ];

  it.each(orgAdmins)('%s sees the events of every key of the team', async (_who, groups) => {
    const token = await app.tokenFor({ sub: `org-admin-${groups.length}`, groups });
    const events = await visible(token);
    expect(events.map((event) => event.keyType).sort()).toEqual(['pk', 'sk']);
    expect(await visible(token, red.secretKey.id)).toEqual([
      expect.objectContaining({ keyId: red.secretKey.id, keyType: 'sk' }),
    ]);
  });

  it.each(members)('%s sees only the events of pk keys', async (who, groups) => {
    const token = await app.tokenFor({ sub: `member-${who}`, groups });
    const events = await visible(token);
    expect(events).toEqual([
      expect.objectContaining({ keyId: red.publishableKey.id, keyType: 'pk' }),
    ]);
    expect(await visible(token, red.publishableKey.id)).toHaveLength(1);
  });

  it.each(members)('%s asking for an sk key by id gets an empty list', async (who, groups) => {
    const token = await app.tokenFor({ sub: `member-sk-${who}`, groups });
    const response = await getAs(app, '/dashboard/api-keys/events', token, [
      ['team', 'red'],
      ['keyId', red.secretKey.id],
    ]);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ events: [], nextBefore: null });
  });

  it('passes on only a pseudonym as actor.userRef, never anything else that was stored', async () => {
    const em = app.runtime.deps.orm.em.fork();
    em.create(ApiKeyEventSchema, {
      apiKey: em.getReference(ApiKeySchema, red.publishableKey.id),
      team: em.getReference(TeamSchema, red.teamId),
      keyPrefix: 'heed_pk_live',
      keyType: 'pk',
      eventType: 'rotated',
      actor: { type: 'oidc_user', userRef: 'raw-subject-in-row', keyId: null },
      createdAt: new Date('2000-01-01T00:00:00Z'),
    });
    await em.flush();
    const token = await app.tokenFor({ sub: 'org-admin-ref', groups: [TEST_ADMIN_GROUP] });
    const response = await getAs(app, '/dashboard/api-keys/events', token, [['team', 'red']]);
    const text = await response.text();
    expect(text).not.toContain('raw-subject-in-row');
    const events = (JSON.parse(text) as { events: { actor: { userRef: unknown } }[] }).events;
    expect(events.at(-1)?.actor).toEqual({ type: 'oidc_user', userRef: null, keyId: null });
  });

  it('never shows the events of another team’s key, not even to an org admin', async () => {
    const token = await app.tokenFor({ sub: 'org-admin-x', groups: [TEST_ADMIN_GROUP] });
    expect(await visible(token, blue.publishableKey.id)).toEqual([]);
    expect(await visible(token, blue.secretKey.id)).toEqual([]);
  });
});

describe('tenant isolation', () => {
  it.each(ENDPOINTS.filter(([path]) => path !== '/intern/teams'))(
    '%s answers 403 to a member of another team, audited without the slug',
    async (path, query) => {
      const token = await app.tokenFor({ sub: 'blue-viewer', groups: ['g-blue'] });
      const before = app.output.auditEvents.length;
      const withTeam: [string, string][] = query.length > 0 ? query : [['team', 'red']];
      const response = await getAs(app, path, token, withTeam);
      expect(response.status).toBe(403);
      const audits = app.output.auditEvents.slice(before);
      expect(audits).toEqual([
        expect.objectContaining({
          audit_event: 'auth.team.denied',
          actor_user_ref: pseudonym('blue-viewer'),
          resource_id: pseudonym('red'),
          resource_id_pseudonymized: true,
        }),
      ]);
      expect(audits[0]).not.toHaveProperty('team_slug');
    },
  );

  it('answers 403 to /intern/teams?team= of a foreign team', async () => {
    const token = await app.tokenFor({ sub: 'blue-viewer', groups: ['g-blue'] });
    expect((await getAs(app, '/intern/teams', token, [['team', 'red']])).status).toBe(403);
  });

  it('keeps the filters cache per team: a cached team is not served to another team', async () => {
    const redViewer = await app.tokenFor({ sub: 'red-viewer', groups: ['g-red-viewers'] });
    const blueViewer = await app.tokenFor({ sub: 'blue-viewer-2', groups: ['g-blue'] });
    const redAnswer = await (await getAs(app, '/intern/filters/bootstrap', redViewer)).json();
    const blueAnswer = await (await getAs(app, '/intern/filters/bootstrap', blueViewer)).json();
    expect(redAnswer).toMatchObject({ team: 'red', surveys: [{ surveyId: 'red-survey' }] });
    expect(blueAnswer).toMatchObject({
      team: 'blue',
      surveys: [{ surveyId: 'blue-secret-survey' }],
    });
    const probe = await getAs(app, '/intern/filters/bootstrap', blueViewer, [['team', 'red']]);
    expect(probe.status).toBe(403);
    expect(await probe.text()).not.toContain('red-survey');
  });

  it('lists for /intern/teams only the caller’s own teams', async () => {
    const token = await app.tokenFor({ sub: 'blue-viewer', groups: ['g-blue', 'g-unknown'] });
    expect(await (await getAs(app, '/intern/teams', token)).json()).toEqual({
      teams: [{ slug: 'blue', name: 'blue', role: 'viewer' }],
      isOrgAdmin: false,
    });
  });
});

describe('privacy', () => {
  it('counts the analytics limit under the user’s pseudonym, never the raw subject', async () => {
    const token = await app.tokenFor({ sub: 'raw-subject-991', groups: ['g-red-viewers'] });
    expect((await getAs(app, '/intern/filters/bootstrap', token)).status).toBe(200);
    const rows = await app.runtime.deps.orm.em
      .fork()
      .execute<{ key: string }[]>("select key from heed_rate_limit where key like '%analytics%'");
    const keys = rows.map((row) => row.key);
    expect(keys.some((key) => key.endsWith(`analytics:${pseudonym('raw-subject-991')}`))).toBe(
      true,
    );
    expect(keys.join('\n')).not.toContain('raw-subject-991');
  });

  it('writes no token, raw subject, raw group or slug of a denied team to any log line', async () => {
    const token = await app.tokenFor({ sub: 'subject-secret-5', groups: ['group-raw-9'] });
    for (const [path, query] of ENDPOINTS) await getAs(app, path, token, query);
    await getAs(app, '/dashboard/api-keys/events', token, [['team', 'team-slug-typed-42']]);
    const everything = app.output.lines.join('\n');
    expect(everything).not.toContain(token);
    expect(everything).not.toContain('subject-secret-5');
    expect(everything).not.toContain('group-raw-9');
    expect(everything).not.toContain('team-slug-typed-42');
  });

  it('marks every dashboard answer no-store', async () => {
    const token = await app.tokenFor({ sub: 'org-admin-cache', groups: [TEST_ADMIN_GROUP] });
    for (const [path, query] of ENDPOINTS) {
      const response = await getAs(app, path, token, query);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
  });
});
