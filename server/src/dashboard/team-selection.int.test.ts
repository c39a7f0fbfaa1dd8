import type { TeamScope } from '@heed/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ForbiddenError, TeamRequiredError } from '../errors/domain-errors.ts';
import type { Actor } from '../identity/actor.ts';
import { resolveTeam } from '../org/resolve-team.ts';
import { createRequestContext } from '../request/request-context.ts';
import { getAs, mapGroup } from '../testing/dashboard-fixtures.ts';
import { seedTeam } from '../testing/fixtures.ts';
import { startTestApp, TEST_ADMIN_GROUP, type TestApp } from '../testing/test-app.ts';

/**
 * The team-selection policy (Rules: docs/rules/roles.md#roles-4 to docs/rules/roles.md#roles-9,
 * docs/rules/audit.md#audit-3: auth.team.* and `authorization_policy`) as the dashboard's read
 * surface applies it, over real HTTP with real tokens. The policy has no implicit-read or role-gated read endpoint yet, so those rows of the
 * matrix call `resolveTeam` directly with a request context built like the transport builds it.
 *
 * Teams: `b-team`, `a-team`, `a1`, `solo`. Ordinal order: `a-team` < `a1` < `b-team` (`-` is
 * 0x2d, `1` is 0x31); a collation that ignores punctuation would put `a1` first.
 */

const EVENTS = '/dashboard/api-keys/events';
const TEAMS = '/intern/teams';
const BOOTSTRAP = '/intern/filters/bootstrap';

let app: TestApp;
/** Member of b-team (viewer), a-team (editor) and a1 (admin). */
let multi: string;
/** Member of `solo` only. */
let single: string;
/** Org admin with a viewer mapping in a-team. */
let orgAdmin: string;

type Audit = Record<string, unknown>;

beforeAll(async () => {
  app = await startTestApp();
  for (const slug of ['b-team', 'a-team', 'a1', 'solo']) await seedTeam(app, { slug });
  await mapGroup(app, 'b-team', 'g-b', 'viewer');
  await mapGroup(app, 'a-team', 'g-a', 'editor');
  await mapGroup(app, 'a1', 'g-a1', 'admin');
  await mapGroup(app, 'solo', 'g-solo', 'viewer');
  await mapGroup(app, 'a-team', 'g-a-viewers', 'viewer');
  multi = await app.tokenFor({ sub: 'multi-user', groups: ['g-b', 'g-a', 'g-a1'] });
  single = await app.tokenFor({ sub: 'single-user', groups: ['g-solo'] });
  orgAdmin = await app.tokenFor({ sub: 'org-admin', groups: [TEST_ADMIN_GROUP, 'g-a-viewers'] });
});
afterAll(async () => {
  await app.close();
});

/** Runs a request and returns its status, body and the audit events it emitted. */
async function call(path: string, token: string, query: [string, string][] = []) {
  const before = app.output.auditEvents.length;
  const response = await getAs(app, path, token, query);
  const body = (await response.json()) as Record<string, unknown>;
  return { status: response.status, body, audits: app.output.auditEvents.slice(before) };
}

function expectNoTeamIn(event: Audit) {
  expect(event).not.toHaveProperty('team_id');
  expect(event).not.toHaveProperty('team_slug');
  expect(event).not.toHaveProperty('resource_id');
  const line = JSON.stringify(event);
  for (const slug of ['a-team', 'b-team', 'a1', 'solo']) expect(line).not.toContain(slug);
}

describe('docs/rules/roles.md#roles-5: explicit team required', () => {
  it.each([
    ['absent', []],
    ['empty', [['team', '']]],
    [
      'empty first of a repeated team',
      [
        ['team', ''],
        ['team', 'a-team'],
      ],
    ],
  ] as [string, [string, string][]][])(
    'answers 400 team_required when ?team= is %s, audited without any team',
    async (_name, query) => {
      const { status, body, audits } = await call(EVENTS, multi, query);
      expect(status).toBe(400);
      expect(body).toMatchObject({ status: 400, code: 'team_required' });
      expect(audits).toEqual([
        expect.objectContaining({
          audit_event: 'auth.team.explicit_team_missing',
          audit_category: 'auth',
          audit_operation: 'authorize',
          audit_outcome: 'denied',
          actor_type: 'oidc_user',
          resource_type: 'team',
          authorization_policy: 'explicit_team_required',
          route_template: '/api/v1/dashboard/api-keys/events',
          request_method: 'GET',
        }),
      ]);
      expectNoTeamIn(audits[0] as Audit);
    },
  );

  it('is required even of a user with a single team and of an org admin', async () => {
    expect((await call(EVENTS, single)).status).toBe(400);
    expect((await call(EVENTS, orgAdmin)).body).toMatchObject({ code: 'team_required' });
  });

  it('requires ?team= on the path route too, even though the path names the team', async () => {
    const { status, body, audits } = await call('/dashboard/surveys/a-team', multi);
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'team_required' });
    expect(audits.map((event) => event.authorization_policy)).toEqual(['explicit_team_required']);
    expectNoTeamIn(audits[0] as Audit);
  });

  // DEFECT (server/src/org/resolve-team.ts): the path/query comparison runs before the
  // missing-team check, so an empty first `team` on a path route is answered `invalid_request`
  // and the `auth.team.explicit_team_missing` audit event is never written. See the report.
  it('treats an empty first ?team= on the path route as missing, not as a mismatch', async () => {
    const { status, body, audits } = await call('/dashboard/surveys/a-team', multi, [
      ['team', ''],
      ['team', 'a-team'],
    ]);
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'team_required' });
    expect(audits.map((event) => event.authorization_policy)).toEqual(['explicit_team_required']);
  });
});

describe('docs/rules/roles.md#roles-6: implicit team of a normal read (resolveTeam, no such endpoint yet)', () => {
  const implicit: TeamScope = { selection: 'implicit', role: 'viewer' };
  const actorFor = (groups: string[]): Actor => ({
    type: 'oidc_user',
    subject: 'implicit-user',
    groups,
    isOrgAdmin: false,
  });

  it('chooses the only team of a single-team user, with ?team= absent or empty', async () => {
    for (const team of [undefined, '']) {
      const ctx = createRequestContext(app.runtime.deps, { actor: actorFor(['g-solo']) });
      const result = await resolveTeam(ctx, implicit, { team });
      expect(result).toMatchObject({ team: { slug: 'solo', effectiveRole: 'viewer' } });
    }
  });

  it('denies a multi-team user without ?team= with 400 and ambiguous_multi_team_read', async () => {
    const before = app.output.auditEvents.length;
    const ctx = createRequestContext(app.runtime.deps, {
      actor: actorFor(['g-a', 'g-b']),
      request: { method: 'GET', routeTemplate: '/api/v1/dashboard/example' },
    });
    const error = await resolveTeam(ctx, implicit, {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TeamRequiredError);
    expect(error).toMatchObject({ status: 400, code: 'team_required' });
    const audits = app.output.auditEvents.slice(before);
    expect(audits).toEqual([
      expect.objectContaining({
        audit_event: 'auth.team.explicit_team_missing',
        audit_outcome: 'denied',
        authorization_policy: 'ambiguous_multi_team_read',
      }),
    ]);
    expectNoTeamIn(audits[0] as Audit);
  });

  it('takes an explicit ?team= of a multi-team user', async () => {
    const ctx = createRequestContext(app.runtime.deps, { actor: actorFor(['g-a', 'g-b']) });
    expect(await resolveTeam(ctx, implicit, { team: 'b-team' })).toMatchObject({
      team: { slug: 'b-team' },
    });
  });

  it('denies a user without any team with 403', async () => {
    const ctx = createRequestContext(app.runtime.deps, { actor: actorFor(['g-unknown']) });
    await expect(resolveTeam(ctx, implicit, {})).rejects.toBeInstanceOf(ForbiddenError);
  });
});

describe('docs/rules/roles.md#roles-7: filters bootstrap picks the lowest slug (ordinal, case-sensitive)', () => {
  it('chooses a-team over a1 and b-team without ?team=', async () => {
    const { status, body } = await call(BOOTSTRAP, multi);
    expect(status).toBe(200);
    expect(body.team).toBe('a-team');
  });

  it('takes ?team= when given, and the only team of a single-team user', async () => {
    expect((await call(BOOTSTRAP, multi, [['team', 'b-team']])).body.team).toBe('b-team');
    expect((await call(BOOTSTRAP, single)).body.team).toBe('solo');
  });

  it('chooses the org admin’s lowest slug among all teams', async () => {
    expect((await call(BOOTSTRAP, orgAdmin)).body.team).toBe('a-team');
  });

  it('answers 403 to a user without teams', async () => {
    const nobody = await app.tokenFor({ sub: 'nobody', groups: ['g-none'] });
    const { status, audits } = await call(BOOTSTRAP, nobody);
    expect(status).toBe(403);
    expect(audits.map((event) => event.audit_event)).toEqual(['auth.team.denied']);
  });
});

describe('docs/rules/roles.md#roles-7: intern/teams aggregates only when team is absent altogether', () => {
  it('lists every authorised team with its effective role without a team parameter', async () => {
    const { status, body, audits } = await call(TEAMS, multi);
    expect(status).toBe(200);
    expect(body).toEqual({
      teams: [
        { slug: 'a-team', name: 'a-team', role: 'editor' },
        { slug: 'a1', name: 'a1', role: 'admin' },
        { slug: 'b-team', name: 'b-team', role: 'viewer' },
      ],
      isOrgAdmin: false,
    });
    expect(audits).toEqual([]);
  });

  it('lists only the named team with ?team=<slug>', async () => {
    const { body } = await call(TEAMS, multi, [['team', 'a1']]);
    expect(body).toEqual({
      teams: [{ slug: 'a1', name: 'a1', role: 'admin' }],
      isOrgAdmin: false,
    });
  });

  // DEFECT (outside server/src/dashboard): the REST adapter (trpc-to-openapi's getQuery) drops
  // query values that are empty strings, so `?team=` reaches the policy as "absent" and the call
  // aggregates. See the report; this test stays red until the REST edge keeps empty values.
  it('answers 400 team_required to an empty ?team=', async () => {
    const { status, body, audits } = await call(TEAMS, multi, [['team', '']]);
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'team_required' });
    expect(audits.map((event) => event.authorization_policy)).toEqual(['explicit_team_required']);
  });

  it('answers 400 to ?team=&team=a-team (an empty first value is not rescued)', async () => {
    const { status, body } = await call(TEAMS, multi, [
      ['team', ''],
      ['team', 'a-team'],
    ]);
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'team_required' });
  });

  it('gives the org admin every team as admin', async () => {
    const { body } = await call(TEAMS, orgAdmin);
    expect(body.teams).toEqual(
      ['a-team', 'a1', 'b-team', 'solo'].map((slug) => ({ slug, name: slug, role: 'admin' })),
    );
  });

  it('gives a user without teams an empty list', async () => {
    const nobody = await app.tokenFor({ sub: 'nobody-2', groups: [] });
    const { status, body } = await call(TEAMS, nobody);
    expect(status).toBe(200);
    expect(body).toEqual({ teams: [], isOrgAdmin: false });
  });
});

describe('docs/rules/roles.md#roles-8: a repeated team uses the first value, never rescued by a later one', () => {
  it.each([EVENTS, TEAMS, BOOTSTRAP])('%s uses the first of two authorised teams', async (path) => {
    const { status, body } = await call(path, multi, [
      ['team', 'b-team'],
      ['team', 'a-team'],
    ]);
    expect(status).toBe(200);
    if (path === TEAMS) expect(body.teams).toEqual([expect.objectContaining({ slug: 'b-team' })]);
    if (path === BOOTSTRAP) expect(body.team).toBe('b-team');
  });

  it.each([EVENTS, TEAMS, BOOTSTRAP])(
    '%s answers 403 when the first value is unauthorised, even if a later one is',
    async (path) => {
      const { status, body, audits } = await call(path, multi, [
        ['team', 'solo'],
        ['team', 'a-team'],
      ]);
      expect(status).toBe(403);
      expect(body).toMatchObject({ code: 'forbidden' });
      expect(audits.map((event) => event.audit_event)).toEqual(['auth.team.denied']);
    },
  );

  it('answers 400 to ?team=&team=a-team on the events endpoint', async () => {
    const { status } = await call(EVENTS, multi, [
      ['team', ''],
      ['team', 'a-team'],
    ]);
    expect(status).toBe(400);
  });
});

describe('docs/rules/roles.md#roles-9: path slug and ?team= must agree', () => {
  it('answers 400 invalid_request when they differ, whoever asks', async () => {
    for (const token of [multi, orgAdmin]) {
      const { status, body } = await call('/dashboard/surveys/a-team', token, [['team', 'b-team']]);
      expect(status).toBe(400);
      expect(body).toMatchObject({ code: 'invalid_request', errors: [{ path: 'team' }] });
    }
  });

  it('compares the first value of a repeated team with the path', async () => {
    const agree = await call('/dashboard/surveys/a-team', multi, [
      ['team', 'a-team'],
      ['team', 'b-team'],
    ]);
    expect(agree.status).toBe(200);
    const differ = await call('/dashboard/surveys/a-team', multi, [
      ['team', 'b-team'],
      ['team', 'a-team'],
    ]);
    expect(differ.status).toBe(400);
  });

  it('answers 200 when they agree and 403 when both name a team the caller lacks', async () => {
    expect((await call('/dashboard/surveys/a1', multi, [['team', 'a1']])).status).toBe(200);
    const denied = await call('/dashboard/surveys/solo', multi, [['team', 'solo']]);
    expect(denied.status).toBe(403);
    expect(denied.audits.map((event) => event.audit_event)).toEqual(['auth.team.denied']);
  });
});

describe('unauthorised team: 403 and auth.team.denied', () => {
  it('denies a team the user is not mapped to, with a pseudonymised resource id', async () => {
    const { status, body, audits } = await call(EVENTS, single, [['team', 'a-team']]);
    expect(status).toBe(403);
    expect(body).toMatchObject({ status: 403, code: 'forbidden' });
    expect(audits).toEqual([
      expect.objectContaining({
        audit_event: 'auth.team.denied',
        audit_outcome: 'denied',
        actor_type: 'oidc_user',
        resource_type: 'team',
        resource_id_pseudonymized: true,
        resource_id: expect.stringMatching(/^id:[0-9a-f]{12}$/),
      }),
    ]);
    expect(JSON.stringify(audits)).not.toContain('a-team');
  });

  it('denies an unknown team the same way as an existing foreign one', async () => {
    const unknown = await call(EVENTS, single, [['team', 'no-such-team']]);
    const foreign = await call(EVENTS, single, [['team', 'b-team']]);
    expect(unknown.status).toBe(403);
    expect(unknown.body).toEqual(foreign.body);
  });
});

describe('docs/rules/roles.md#roles-4: role checks (resolveTeam with a role-gated scope)', () => {
  const viewerActor: Actor = {
    type: 'oidc_user',
    subject: 'viewer-user',
    groups: ['g-solo'],
    isOrgAdmin: false,
  };

  async function denial(actor: Actor, scope: TeamScope, team: string) {
    const before = app.output.auditEvents.length;
    const ctx = createRequestContext(app.runtime.deps, {
      actor,
      request: { method: 'POST', routeTemplate: '/api/v1/intern/example' },
    });
    const error = await resolveTeam(ctx, scope, { team }).catch((caught: unknown) => caught);
    return { error, audits: app.output.auditEvents.slice(before) };
  }

  it.each([
    ['editor', 'team_editor_required'],
    ['admin', 'team_admin_required'],
  ] as const)('denies a viewer a %s scope with 403 and %s', async (role, policy) => {
    const { error, audits } = await denial(viewerActor, { selection: 'explicit', role }, 'solo');
    expect(error).toBeInstanceOf(ForbiddenError);
    expect(error).toMatchObject({ status: 403, code: 'forbidden' });
    expect(audits).toEqual([
      expect.objectContaining({
        audit_event: 'auth.team.denied',
        audit_outcome: 'denied',
        resource_type: 'team',
        team_slug: 'solo',
        team_id: expect.any(String),
        authorization_policy: policy,
        actor_role: 'viewer',
        effective_role: 'viewer',
        required_role: role,
        role_source: 'group_mapping',
        route_template: '/api/v1/intern/example',
      }),
    ]);
  });

  it('lets an editor through an editor scope and denies it an admin scope', async () => {
    const editor: Actor = { ...viewerActor, subject: 'editor-user', groups: ['g-a'] };
    const allowed = await denial(editor, { selection: 'explicit', role: 'editor' }, 'a-team');
    expect(allowed.error).toMatchObject({ team: { slug: 'a-team', effectiveRole: 'editor' } });
    expect(allowed.audits).toEqual([]);
    const denied = await denial(editor, { selection: 'explicit', role: 'admin' }, 'a-team');
    expect(denied.error).toBeInstanceOf(ForbiddenError);
    expect(denied.audits[0]).toMatchObject({
      authorization_policy: 'team_admin_required',
      actor_role: 'editor',
      effective_role: 'editor',
      required_role: 'admin',
    });
  });

  it('takes the highest role when several groups map to the same team', async () => {
    const both: Actor = { ...viewerActor, groups: ['g-a-viewers', 'g-a'] };
    const result = await denial(both, { selection: 'explicit', role: 'editor' }, 'a-team');
    expect(result.error).toMatchObject({ team: { actorRole: 'editor', effectiveRole: 'editor' } });
  });

  it('makes an org admin act as admin in every team, keeping its mapping role as actor role', async () => {
    const admin: Actor = {
      type: 'oidc_user',
      subject: 'org-admin',
      groups: [TEST_ADMIN_GROUP, 'g-a-viewers'],
      isOrgAdmin: true,
    };
    const mapped = await denial(admin, { selection: 'explicit', role: 'admin' }, 'a-team');
    expect(mapped.error).toMatchObject({
      team: {
        slug: 'a-team',
        actorRole: 'viewer',
        effectiveRole: 'admin',
        roleSource: 'org_admin',
      },
    });
    const unmapped = await denial(admin, { selection: 'explicit', role: 'admin' }, 'b-team');
    expect(unmapped.error).toMatchObject({
      team: { slug: 'b-team', effectiveRole: 'admin', roleSource: 'org_admin' },
    });
    expect((unmapped.error as { team: { actorRole?: unknown } }).team.actorRole).toBeUndefined();
    expect([...mapped.audits, ...unmapped.audits]).toEqual([]);
  });

  it('reports the org admin’s effective role over HTTP as admin in every team', async () => {
    const { body } = await call(TEAMS, orgAdmin, [['team', 'a-team']]);
    expect(body).toEqual({
      teams: [{ slug: 'a-team', name: 'a-team', role: 'admin' }],
      isOrgAdmin: true,
    });
  });
});
