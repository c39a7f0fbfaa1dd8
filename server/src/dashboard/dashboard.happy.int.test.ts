import { ApiKeyEventSchema, ApiKeySchema, TeamSchema } from '@heed/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pseudonym } from '../audit/pseudonym.ts';
import { issueKey } from '../keys/api-key.service.ts';
import { getAs, mapGroup, submitFeedback } from '../testing/dashboard-fixtures.ts';
import { type SeededTeam, seedTeam } from '../testing/fixtures.ts';
import { ManualClock, startTestApp, TEST_ADMIN_GROUP, type TestApp } from '../testing/test-app.ts';

/**
 * The dashboard read surface when everything is in order, over real HTTP with real tokens.
 * Rules: docs/rules/keys.md#keys-8 (key events), docs/rules/dashboard.md#dashboard-9,
 * docs/rules/limits.md#limits-6 (events page size 1–100), docs/rules/limits.md#limits-10 (bootstrap
 * cache up to five minutes).
 */

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const clock = new ManualClock(new Date('2026-11-22T09:00:00.000Z'));
let app: TestApp;
let team: SeededTeam;
let busy: SeededTeam;
let viewer: string;
let orgAdmin: string;
/** Ids of the keys made in the events scenario. */
let rotatedKeyId: string;
let dashboardKeyId: string;

type Event = {
  id: string;
  keyId: string;
  keyPrefix: string;
  keyType: string;
  eventType: string;
  actor: { type: string; userRef: string | null; keyId: string | null };
  createdAt: string;
};

beforeAll(async () => {
  app = await startTestApp({}, { clock });
  team = await seedTeam(app, { slug: 'happy' });
  busy = await seedTeam(app, { slug: 'busy' });
  await seedTeam(app, { slug: 'quiet' });
  await mapGroup(app, 'happy', 'g-happy', 'viewer');
  await mapGroup(app, 'quiet', 'g-quiet', 'editor');
  viewer = await app.tokenFor({ sub: 'viewer-user', groups: ['g-happy'] });
  orgAdmin = await app.tokenFor({ sub: 'org-admin', groups: [TEST_ADMIN_GROUP] });
});
afterAll(async () => {
  await app.close();
});

async function json(response: Response): Promise<Record<string, unknown>> {
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  return (await response.json()) as Record<string, unknown>;
}

async function events(token: string, query: [string, string][]): Promise<Event[]> {
  const response = await getAs(app, '/dashboard/api-keys/events', token, query);
  expect(response.status).toBe(200);
  const body = await json(response);
  expect(body.nextBefore).toBeNull();
  return body.events as Event[];
}

describe('GET /api/v1/dashboard/api-keys/events', () => {
  it('lists created, rotated and revoked events newest first, with the acting key or user', async () => {
    // t+1s: the backend rotates the widget key; t+2s: a dashboard user issues a key; t+3s: the
    // backend revokes it.
    clock.advance(1_000);
    const rotate = await fetch(
      `${app.url}/api/v1/admin/api-keys/${team.publishableKey.id}/rotate`,
      {
        method: 'POST',
        headers: {
          authorization: `Bearer ${team.secretKey.value}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ gracePeriodHours: 1 }),
      },
    );
    expect(rotate.status).toBe(201);
    rotatedKeyId = ((await rotate.json()) as { id: string }).id;
    clock.advance(1_000);
    const em = app.runtime.deps.orm.em.fork();
    const dashboardUser = {
      type: 'oidc_user' as const,
      subject: 'dash-subject-7',
      groups: [],
      isOrgAdmin: true,
    };
    const made = await issueKey(
      { deps: app.runtime.deps, em, actor: dashboardUser, request: undefined },
      {
        teamId: team.teamId,
        keyType: 'pk',
        appName: 'mobile',
        allowedOrigins: ['https://m.example.com'],
        rateLimit: 100,
      },
    );
    await em.flush();
    dashboardKeyId = made.issued.id;
    clock.advance(1_000);
    const revoke = await fetch(`${app.url}/api/v1/admin/api-keys/${dashboardKeyId}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${team.secretKey.value}` },
    });
    expect(revoke.status).toBe(204);

    const listed = await events(orgAdmin, [['team', 'happy']]);
    expect(listed).toHaveLength(6);
    for (const event of listed) {
      expect(event.id).toMatch(UUID);
      expect(event.createdAt).toMatch(ISO);
    }
    const times = listed.map((event) => Date.parse(event.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const bySecret = { type: 'api_key', userRef: null, keyId: team.secretKey.id };
    expect(listed[0]).toEqual({
      id: expect.any(String),
      keyId: dashboardKeyId,
      keyPrefix: 'heed_pk_live',
      keyType: 'pk',
      eventType: 'revoked',
      actor: bySecret,
      createdAt: '2026-11-22T09:00:03.000Z',
    });
    expect(listed[1]).toMatchObject({
      keyId: dashboardKeyId,
      eventType: 'created',
      actor: { type: 'oidc_user', userRef: pseudonym('dash-subject-7'), keyId: null },
      createdAt: '2026-11-22T09:00:02.000Z',
    });
    expect(listed.slice(2, 4)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ keyId: rotatedKeyId, eventType: 'created', actor: bySecret }),
        expect.objectContaining({
          keyId: team.publishableKey.id,
          eventType: 'rotated',
          actor: bySecret,
          createdAt: '2026-11-22T09:00:01.000Z',
        }),
      ]),
    );
    expect(listed.slice(4)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          keyId: team.secretKey.id,
          keyType: 'sk',
          keyPrefix: 'heed_sk_live',
          eventType: 'created',
          actor: { type: 'system', userRef: null, keyId: null },
          createdAt: '2026-11-22T09:00:00.000Z',
        }),
        expect.objectContaining({ keyId: team.publishableKey.id, eventType: 'created' }),
      ]),
    );
  });

  it('never carries the raw subject of the acting user', async () => {
    const response = await getAs(app, '/dashboard/api-keys/events', orgAdmin, [['team', 'happy']]);
    expect(await response.text()).not.toContain('dash-subject-7');
  });

  it('filters to one key with keyId', async () => {
    const listed = await events(orgAdmin, [
      ['team', 'happy'],
      ['keyId', dashboardKeyId],
    ]);
    expect(listed.map((event) => event.eventType)).toEqual(['revoked', 'created']);
    expect(listed.every((event) => event.keyId === dashboardKeyId)).toBe(true);
  });

  it('returns 50 events by default, up to 100 with limit, newest first', async () => {
    const em = app.runtime.deps.orm.em.fork();
    const apiKey = em.getReference(ApiKeySchema, busy.publishableKey.id);
    const teamRef = em.getReference(TeamSchema, busy.teamId);
    const base = Date.parse('2026-11-23T00:00:00.000Z');
    for (let index = 0; index < 120; index++) {
      em.create(ApiKeyEventSchema, {
        apiKey,
        team: teamRef,
        keyPrefix: 'heed_pk_live',
        keyType: 'pk',
        eventType: 'rotated',
        actor: { type: 'system', userRef: null, keyId: null },
        createdAt: new Date(base + index * 1_000),
      });
    }
    await em.flush();

    const page = await events(orgAdmin, [['team', 'busy']]);
    expect(page).toHaveLength(50);
    expect(page[0]?.createdAt).toBe(new Date(base + 119_000).toISOString());
    expect(page[49]?.createdAt).toBe(new Date(base + 70_000).toISOString());
    expect(
      await events(orgAdmin, [
        ['team', 'busy'],
        ['limit', '100'],
      ]),
    ).toHaveLength(100);
    const one = await events(orgAdmin, [
      ['team', 'busy'],
      ['limit', '1'],
    ]);
    expect(one.map((event) => event.createdAt)).toEqual([new Date(base + 119_000).toISOString()]);
  });

  it('answers an empty list for a team without events of the asked key', async () => {
    expect(
      await events(orgAdmin, [
        ['team', 'quiet'],
        ['keyId', '00000000-0000-4000-8000-000000000000'],
      ]),
    ).toEqual([]);
  });
});

describe('GET /api/v1/intern/teams', () => {
  it('lists the viewer’s team with its role', async () => {
    const response = await getAs(app, '/intern/teams', viewer);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await json(response)).toEqual({
      teams: [{ slug: 'happy', name: 'happy', role: 'viewer' }],
      isOrgAdmin: false,
    });
  });

  it('says whether the caller is an org admin, and asking writes no audit event', async () => {
    const before = app.output.auditEvents.length;
    expect(await json(await getAs(app, '/intern/teams', orgAdmin))).toMatchObject({
      isOrgAdmin: true,
    });
    expect(await json(await getAs(app, '/intern/teams', viewer))).toMatchObject({
      isOrgAdmin: false,
    });
    expect(app.output.auditEvents.slice(before)).toEqual([]);
  });

  it('aggregates over several teams, sorted by slug', async () => {
    const both = await app.tokenFor({ sub: 'two-teams', groups: ['g-quiet', 'g-happy'] });
    expect(await json(await getAs(app, '/intern/teams', both))).toEqual({
      teams: [
        { slug: 'happy', name: 'happy', role: 'viewer' },
        { slug: 'quiet', name: 'quiet', role: 'editor' },
      ],
      isOrgAdmin: false,
    });
  });
});

describe('GET /api/v1/intern/filters/bootstrap', () => {
  it('lists the team’s registered surveys and app names, sorted, with no-store', async () => {
    await submitFeedback(app, team, 'zeta', 'nps');
    await submitFeedback(app, team, 'alpha', 'rating');
    await submitFeedback(app, team, 'alpha', 'rating');
    await submitFeedback(app, team, 'Beta', 'feedback');
    await submitFeedback(app, busy, 'busy-only', 'rating');

    const response = await getAs(app, '/intern/filters/bootstrap', viewer);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('ratelimit-limit')).toBe('300');
    expect(Number(response.headers.get('ratelimit-remaining'))).toBeLessThan(300);
    expect(Number(response.headers.get('ratelimit-reset'))).toBeGreaterThanOrEqual(0);
    const fields = [{ fieldId: 'comment', fieldType: 'TEXT', label: 'Anything to add?' }];
    expect(await json(response)).toEqual({
      team: 'happy',
      surveys: [
        { surveyId: 'Beta', surveyType: 'feedback', fields },
        { surveyId: 'alpha', surveyType: 'rating', fields },
        { surveyId: 'zeta', surveyType: 'nps', fields },
      ],
      // Every key of the team, revoked or not: their feedback keeps its app name.
      appNames: ['backend', 'mobile', 'widget'],
      tags: [],
      themes: [],
      deviceTypes: [],
      firstResponseAt: clock.now().toISOString(),
      lastResponseAt: clock.now().toISOString(),
    });
  });

  it('serves from the per-team cache for five minutes, then reads again', async () => {
    const before = await json(await getAs(app, '/intern/filters/bootstrap', viewer));
    clock.advance(60_000);
    await submitFeedback(app, team, 'alpha', 'rating');
    const cached = await json(await getAs(app, '/intern/filters/bootstrap', viewer));
    expect(cached.lastResponseAt).toBe(before.lastResponseAt);
    clock.advance(5 * 60_000);
    const fresh = await json(await getAs(app, '/intern/filters/bootstrap', viewer));
    expect(fresh.lastResponseAt).toBe(new Date(clock.now().getTime() - 5 * 60_000).toISOString());
  });

  it('forgets the cached options when a survey is registered', async () => {
    await submitFeedback(app, team, 'gamma', 'rating');
    const fresh = await json(await getAs(app, '/intern/filters/bootstrap', viewer));
    expect((fresh.surveys as { surveyId: string }[]).map((survey) => survey.surveyId)).toEqual([
      'Beta',
      'alpha',
      'gamma',
      'zeta',
    ]);
  });

  it('answers a team without surveys with empty surveys', async () => {
    const editor = await app.tokenFor({ sub: 'quiet-editor', groups: ['g-quiet'] });
    expect(await json(await getAs(app, '/intern/filters/bootstrap', editor))).toEqual({
      team: 'quiet',
      surveys: [],
      appNames: ['backend', 'widget'],
      tags: [],
      themes: [],
      deviceTypes: [],
      firstResponseAt: null,
      lastResponseAt: null,
    });
  });
});

describe('GET /api/v1/dashboard/surveys/{teamSlug}', () => {
  it('lists the surveys with their type, registration time and number of responses', async () => {
    const response = await getAs(app, '/dashboard/surveys/happy', viewer, [['team', 'happy']]);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = await json(response);
    expect(body).toEqual({
      team: 'happy',
      surveys: [
        {
          surveyId: 'Beta',
          surveyType: 'feedback',
          registeredAt: expect.any(String),
          responses: 1,
        },
        { surveyId: 'alpha', surveyType: 'rating', registeredAt: expect.any(String), responses: 3 },
        { surveyId: 'gamma', surveyType: 'rating', registeredAt: expect.any(String), responses: 1 },
        { surveyId: 'zeta', surveyType: 'nps', registeredAt: expect.any(String), responses: 1 },
      ],
    });
    for (const survey of body.surveys as { registeredAt: string }[]) {
      expect(survey.registeredAt).toMatch(ISO);
    }
  });

  it('answers a team without surveys with an empty list', async () => {
    const editor = await app.tokenFor({ sub: 'quiet-editor', groups: ['g-quiet'] });
    const response = await getAs(app, '/dashboard/surveys/quiet', editor, [['team', 'quiet']]);
    expect(await json(response)).toEqual({ team: 'quiet', surveys: [] });
  });
});
