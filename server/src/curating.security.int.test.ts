import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs, sqlRows, storeTextFeedback } from './testing/curating.fixtures.ts';
import { mapGroup } from './testing/dashboard-fixtures.ts';
import { type SeededTeam, seedTeam } from './testing/fixtures.ts';
import { startTestApp, type TestApp } from './testing/test-app.ts';

/**
 * Who may curate (Rules: docs/rules/roles.md#roles-4, docs/rules/roles.md#roles-10): viewers
 * read, editors also tag and create/update markers and themes, admins also delete and run the key
 * lifecycle; a role too low is 403 with `team_editor_required` / `team_admin_required`; another
 * team's resource is 404, indistinguishable from one that does not exist, and stays untouched.
 */

const ORIGIN = 'https://shop.example.com';
let app: TestApp;
let a: SeededTeam;
let b: SeededTeam;
const tokens: Record<'viewer' | 'editor' | 'admin', string> = { viewer: '', editor: '', admin: '' };

/** B's things, which A's admin aims at from team A. */
const bThings = { feedback: '', marker: '', theme: '', survey: 'b-survey' };

beforeAll(async () => {
  app = await startTestApp();
  a = await seedTeam(app, { slug: 'team-a', allowedOrigins: [ORIGIN] });
  b = await seedTeam(app, { slug: 'team-b', allowedOrigins: [ORIGIN] });
  for (const role of ['viewer', 'editor', 'admin'] as const) {
    await mapGroup(app, 'team-a', `g-a-${role}`, role);
    tokens[role] = await app.tokenFor({ sub: `a-${role}`, groups: [`g-a-${role}`] });
  }
  await mapGroup(app, 'team-b', 'g-b-admin', 'admin');
  const bAdmin = await app.tokenFor({ sub: 'b-admin', groups: ['g-b-admin'] });
  await storeTextFeedback(app, a, 'a-survey', 'Payment failed.');
  bThings.feedback = await storeTextFeedback(app, b, bThings.survey, 'Payment failed.');
  const marker = await callAs(app, bAdmin, 'POST', `/intern/surveys/${bThings.survey}/markers`, {
    team: 'team-b',
    body: { date: '2026-11-20', label: 'B release' },
  });
  bThings.marker = String(marker.body.id);
  const theme = await callAs(app, bAdmin, 'POST', '/intern/themes', {
    team: 'team-b',
    body: { name: 'B theme', keywords: ['payment'] },
  });
  bThings.theme = String(theme.body.id);
  await callAs(app, bAdmin, 'POST', `/intern/feedback/${bThings.feedback}/tags`, {
    team: 'team-b',
    body: { tag: 'b-tag' },
  });
});
afterAll(async () => {
  await app.close();
});

interface Call {
  method: string;
  path: () => string;
  body?: unknown;
  role: 'viewer' | 'editor' | 'admin';
}

/** Every curating procedure, aimed at A's own (possibly absent) things. */
const CALLS: Record<string, Call> = {
  'POST /intern/feedback/{id}/tags': {
    method: 'POST',
    path: () => `/intern/feedback/${randomUUID()}/tags`,
    body: { tag: 'x' },
    role: 'editor',
  },
  'DELETE /intern/feedback/{id}/tags/{tag}': {
    method: 'DELETE',
    path: () => `/intern/feedback/${randomUUID()}/tags/x`,
    role: 'editor',
  },
  'POST /intern/surveys/{surveyId}/markers': {
    method: 'POST',
    path: () => '/intern/surveys/a-survey/markers',
    body: { date: '2026-11-20', label: 'x' },
    role: 'editor',
  },
  'PATCH /intern/surveys/{surveyId}/markers/{id}': {
    method: 'PATCH',
    path: () => `/intern/surveys/a-survey/markers/${randomUUID()}`,
    body: { label: 'x' },
    role: 'editor',
  },
  'DELETE /intern/surveys/{surveyId}/markers/{id}': {
    method: 'DELETE',
    path: () => `/intern/surveys/a-survey/markers/${randomUUID()}`,
    role: 'admin',
  },
  'POST /intern/themes': {
    method: 'POST',
    path: () => '/intern/themes',
    body: { name: 'x', keywords: ['x'] },
    role: 'editor',
  },
  'PATCH /intern/themes/{id}': {
    method: 'PATCH',
    path: () => `/intern/themes/${randomUUID()}`,
    body: { name: 'y' },
    role: 'editor',
  },
  'DELETE /intern/themes/{id}': {
    method: 'DELETE',
    path: () => `/intern/themes/${randomUUID()}`,
    role: 'admin',
  },
  'DELETE /intern/feedback/{id}': {
    method: 'DELETE',
    path: () => `/intern/feedback/${randomUUID()}`,
    role: 'admin',
  },
  'DELETE /intern/surveys/{surveyId}': {
    method: 'DELETE',
    path: () => '/intern/surveys/no-such-survey',
    role: 'admin',
  },
  'GET /intern/api-keys': { method: 'GET', path: () => '/intern/api-keys', role: 'admin' },
  'POST /intern/api-keys': {
    method: 'POST',
    path: () => '/intern/api-keys',
    body: { keyType: 'sk', appName: 'x' },
    role: 'admin',
  },
  'POST /intern/api-keys/{id}/rotate': {
    method: 'POST',
    path: () => `/intern/api-keys/${randomUUID()}/rotate`,
    body: { gracePeriodHours: 0 },
    role: 'admin',
  },
  'DELETE /intern/api-keys/{id}': {
    method: 'DELETE',
    path: () => `/intern/api-keys/${randomUUID()}`,
    role: 'admin',
  },
  'GET /intern/webhooks': { method: 'GET', path: () => '/intern/webhooks', role: 'admin' },
  'POST /intern/webhooks': {
    method: 'POST',
    path: () => '/intern/webhooks',
    body: { url: 'https://hooks.example.com/in', eventTypes: ['webhook.test'] },
    role: 'admin',
  },
  'PATCH /intern/webhooks/{id}': {
    method: 'PATCH',
    path: () => `/intern/webhooks/${randomUUID()}`,
    body: { enabled: false },
    role: 'admin',
  },
  'POST /intern/webhooks/{id}/rotate-secret': {
    method: 'POST',
    path: () => `/intern/webhooks/${randomUUID()}/rotate-secret`,
    body: { gracePeriodHours: 0 },
    role: 'admin',
  },
  'DELETE /intern/webhooks/{id}': {
    method: 'DELETE',
    path: () => `/intern/webhooks/${randomUUID()}`,
    role: 'admin',
  },
  'POST /intern/webhooks/{id}/test': {
    method: 'POST',
    path: () => `/intern/webhooks/${randomUUID()}/test`,
    role: 'admin',
  },
  'GET /intern/webhooks/{id}/messages': {
    method: 'GET',
    path: () => `/intern/webhooks/${randomUUID()}/messages`,
    role: 'admin',
  },
  'POST /intern/webhooks/{id}/messages/{messageId}/retry': {
    method: 'POST',
    path: () => `/intern/webhooks/${randomUUID()}/messages/msg_${'0'.repeat(26)}/retry`,
    role: 'admin',
  },
};

const RANK = { viewer: 1, editor: 2, admin: 3 } as const;

describe.each(Object.entries(CALLS))('%s', (_id, call) => {
  it('is denied with 403 to every role below its own, audited with the policy', async () => {
    for (const role of ['viewer', 'editor'] as const) {
      if (RANK[role] >= RANK[call.role]) continue;
      const answer = await callAs(app, tokens[role], call.method, call.path(), {
        team: 'team-a',
        body: call.body,
      });
      expect(answer.status, `${role}: ${answer.text}`).toBe(403);
      expect(answer.body).toMatchObject({ code: 'forbidden' });
      expect(answer.audits).toEqual([
        expect.objectContaining({
          audit_event: 'auth.team.denied',
          authorization_policy:
            call.role === 'admin' ? 'team_admin_required' : 'team_editor_required',
          effective_role: role,
          required_role: call.role,
        }),
      ]);
    }
  });

  it('is 401 without a token and with a secret key instead of a user token', async () => {
    const none = await callAs(app, undefined, call.method, call.path(), {
      team: 'team-a',
      body: call.body,
    });
    expect(none.status).toBe(401);
    const key = await callAs(app, a.secretKey.value, call.method, call.path(), {
      team: 'team-a',
      body: call.body,
    });
    expect(key.status).toBe(401);
  });

  it('needs an explicit ?team= (400 team_required)', async () => {
    const answer = await callAs(app, tokens.admin, call.method, call.path(), { body: call.body });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('team_required');
  });
});

describe('another team’s resources are 404 and stay untouched', () => {
  const probes: [string, string, () => string, unknown?][] = [
    ['tagging B’s item', 'POST', () => `/intern/feedback/${bThings.feedback}/tags`, { tag: 'a' }],
    ['untagging B’s item', 'DELETE', () => `/intern/feedback/${bThings.feedback}/tags/b-tag`],
    ['deleting B’s item', 'DELETE', () => `/intern/feedback/${bThings.feedback}`],
    ['listing markers of B’s survey', 'GET', () => `/intern/surveys/${bThings.survey}/markers`],
    [
      'adding a marker to B’s survey',
      'POST',
      () => `/intern/surveys/${bThings.survey}/markers`,
      { date: '2026-11-20', label: 'x' },
    ],
    [
      'changing B’s marker',
      'PATCH',
      () => `/intern/surveys/${bThings.survey}/markers/${bThings.marker}`,
      { label: 'x' },
    ],
    [
      'deleting B’s marker',
      'DELETE',
      () => `/intern/surveys/${bThings.survey}/markers/${bThings.marker}`,
    ],
    ['changing B’s theme', 'PATCH', () => `/intern/themes/${bThings.theme}`, { name: 'x' }],
    ['deleting B’s theme', 'DELETE', () => `/intern/themes/${bThings.theme}`],
    ['deleting B’s survey', 'DELETE', () => `/intern/surveys/${bThings.survey}`],
    [
      'rotating B’s key',
      'POST',
      () => `/intern/api-keys/${b.secretKey.id}/rotate`,
      { gracePeriodHours: 0 },
    ],
    ['revoking B’s key', 'DELETE', () => `/intern/api-keys/${b.publishableKey.id}`],
  ];

  it.each(probes)('%s from team A is 404', async (_what, method, path, body) => {
    const answer = await callAs(app, tokens.admin, method, path(), { team: 'team-a', body });
    expect(answer.status, answer.text).toBe(404);
    expect(answer.body).toMatchObject({ code: 'not_found' });
    for (const secret of [bThings.survey, 'b-tag', 'B release', 'B theme', b.teamId]) {
      expect(answer.text).not.toContain(secret);
    }
  });

  it('left all of B’s things as they were', async () => {
    const [row] = await sqlRows<Record<string, number>>(
      app,
      `select (select count(*)::int from feedback where team_id = ?) as feedback,
              (select count(*)::int from feedback_tag where team_id = ? and tag = 'b-tag') as tags,
              (select count(*)::int from marker where team_id = ? and label = 'B release') as markers,
              (select count(*)::int from theme where team_id = ? and name = 'B theme') as themes,
              (select count(*)::int from survey_definition where team_id = ?) as surveys,
              (select count(*)::int from api_key where team_id = ? and revoked_at is null and expires_at is null) as keys`,
      [b.teamId, b.teamId, b.teamId, b.teamId, b.teamId, b.teamId],
    );
    expect(row).toEqual({ feedback: 1, tags: 1, markers: 1, themes: 1, surveys: 1, keys: 2 });
  });

  it('lists only A’s tags, themes and keys to A', async () => {
    const tags = await callAs(app, tokens.viewer, 'GET', '/intern/tags');
    expect(tags.text).not.toContain('b-tag');
    const themes = await callAs(app, tokens.viewer, 'GET', '/intern/themes', { team: 'team-a' });
    expect(themes.text).not.toContain('B theme');
    const keys = await callAs(app, tokens.admin, 'GET', '/intern/api-keys', { team: 'team-a' });
    expect(keys.text).not.toContain(b.secretKey.id);
  });
});
