import { GroupMappingSchema, OrganisationSchema, TeamSchema } from '@heed/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pseudonym } from '../audit/pseudonym.ts';
import { startTestApp, TEST_ADMIN_GROUP, type TestApp } from '../testing/test-app.ts';
import { authorisedTeams } from './resolve-team.ts';

/**
 * Organisation administration, happy paths. Rules: docs/rules/roles.md#roles-12,
 * docs/rules/roles.md#roles-3 (a mapping without a role is admin), docs/rules/audit.md#audit-6.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const ADMIN_SUB = 'org-admin-subject-4b7e';

let app: TestApp;
let token: string;
let orgId: string;

beforeAll(async () => {
  app = await startTestApp();
  token = await app.tokenFor({ sub: ADMIN_SUB, groups: [TEST_ADMIN_GROUP] });
  const setup = await call('POST', '/setup', { name: 'Acme' });
  expect(setup.status).toBe(201);
  const [organisation] = await app.runtime.deps.orm.em.fork().find(OrganisationSchema, {});
  orgId = organisation?.id ?? '';
});
afterAll(async () => {
  await app.close();
});

function call(method: string, path: string, body?: unknown): Promise<Response> {
  return fetch(`${app.url}/api/v1${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

async function created<T>(response: Response): Promise<T> {
  expect(response.status).toBe(201);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  return (await response.json()) as T;
}

function auditSince(before: number) {
  return app.output.auditEvents.slice(before);
}

const adminActor = () => ({
  actor_type: 'oidc_user',
  actor_user_ref: pseudonym(ADMIN_SUB),
  actor_is_org_admin: true,
});

async function teamId(slug: string): Promise<string> {
  const team = await app.runtime.deps.orm.em.fork().findOne(TeamSchema, { slug });
  expect(team).not.toBeNull();
  return team?.id ?? '';
}

/** The teams (and roles) a non-admin user in `groups` gets through the group mappings. */
async function teamsOfUser(groups: string[]) {
  const teams = await authorisedTeams(app.runtime.deps.orm.em.fork(), {
    type: 'oidc_user',
    subject: 'someone',
    groups,
    isOrgAdmin: false,
  });
  return teams.map((team) => ({ slug: team.slug, role: team.actorRole }));
}

describe('GET /api/v1/admin/org', () => {
  it('answers 200 with exactly the slug and name', async () => {
    const response = await call('GET', '/admin/org');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ slug: 'acme', name: 'Acme' });
  });
});

describe('teams', () => {
  it('lists the default team after setup', async () => {
    const response = await call('GET', '/admin/org/teams');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ teams: [{ slug: 'default', name: 'Default' }] });
  });

  it('creates a team: 201 with exactly {slug, name}, audited as admin.team.create', async () => {
    const before = app.output.auditEvents.length;
    const team = await created(
      await call('POST', '/admin/org/teams', { slug: 'zeta', name: ' Zeta ' }),
    );
    expect(team).toEqual({ slug: 'zeta', name: 'Zeta' });
    const id = await teamId('zeta');
    expect(auditSince(before)).toEqual([
      expect.objectContaining({
        audit_event: 'admin.team.create',
        audit_category: 'admin',
        audit_operation: 'create',
        audit_outcome: 'success',
        resource_type: 'team',
        resource_id: id,
        team_id: id,
        team_slug: 'zeta',
        org_id: orgId,
        org_slug: 'acme',
        route_template: '/api/v1/admin/org/teams',
        request_method: 'POST',
        ...adminActor(),
      }),
    ]);
  });

  it('lists every team sorted by slug (ordinal)', async () => {
    for (const slug of ['beta-2', 'alpha', 'a1', '0-first', 'b'.repeat(63)]) {
      await created(await call('POST', '/admin/org/teams', { slug, name: `Team ${slug}` }));
    }
    const response = await call('GET', '/admin/org/teams');
    expect(response.status).toBe(200);
    const { teams } = (await response.json()) as { teams: { slug: string; name: string }[] };
    expect(teams.map((team) => team.slug)).toEqual([
      '0-first',
      'a1',
      'alpha',
      'b'.repeat(63),
      'beta-2',
      'default',
      'zeta',
    ]);
    for (const team of teams) expect(Object.keys(team).sort()).toEqual(['name', 'slug']);
  });
});

describe('group mappings', () => {
  interface Mapping {
    id: string;
    oidcGroupId: string;
    role: string;
  }

  it('maps a group without a role as admin: 201 {id, oidcGroupId, role}, audited by mapping id', async () => {
    const before = app.output.auditEvents.length;
    const mapping = await created<Mapping>(
      await call('POST', '/admin/org/teams/alpha/group-mappings', {
        oidcGroupId: '  grp-alpha-admins ',
      }),
    );
    expect(mapping).toEqual({
      id: expect.stringMatching(UUID),
      oidcGroupId: 'grp-alpha-admins',
      role: 'admin',
    });
    const alphaId = await teamId('alpha');
    expect(auditSince(before)).toEqual([
      expect.objectContaining({
        audit_event: 'admin.group_mapping.create',
        audit_category: 'admin',
        audit_operation: 'create',
        audit_outcome: 'success',
        resource_type: 'group_mapping',
        resource_id: mapping.id,
        team_id: alphaId,
        team_slug: 'alpha',
        org_id: orgId,
        route_template: '/api/v1/admin/org/teams/{slug}/group-mappings',
        request_method: 'POST',
        ...adminActor(),
      }),
    ]);
    const stored = await app.runtime.deps.orm.em.fork().findOne(GroupMappingSchema, mapping.id);
    expect(stored).toMatchObject({ oidcGroupId: 'grp-alpha-admins', role: 'admin' });
    expect(await teamsOfUser(['grp-alpha-admins'])).toEqual([{ slug: 'alpha', role: 'admin' }]);
  });

  it.each(['viewer', 'editor', 'admin'])('maps a group with role %s', async (role) => {
    const group = `grp-beta-${role}`;
    const mapping = await created<Mapping>(
      await call('POST', '/admin/org/teams/beta-2/group-mappings', { oidcGroupId: group, role }),
    );
    expect(mapping).toEqual({ id: expect.stringMatching(UUID), oidcGroupId: group, role });
    expect(await teamsOfUser([group])).toEqual([{ slug: 'beta-2', role }]);
  });

  it('maps one group to several teams, each with its own role', async () => {
    const group = 'grp-shared';
    await created(
      await call('POST', '/admin/org/teams/alpha/group-mappings', {
        oidcGroupId: group,
        role: 'viewer',
      }),
    );
    await created(
      await call('POST', '/admin/org/teams/zeta/group-mappings', {
        oidcGroupId: group,
        role: 'editor',
      }),
    );
    expect(await teamsOfUser([group])).toEqual([
      { slug: 'alpha', role: 'viewer' },
      { slug: 'zeta', role: 'editor' },
    ]);
  });

  it('deletes a mapping: 204 with no body, audited; the group loses the team', async () => {
    const group = 'grp-to-remove';
    const mapping = await created<Mapping>(
      await call('POST', '/admin/org/teams/default/group-mappings', {
        oidcGroupId: group,
        role: 'editor',
      }),
    );
    expect(await teamsOfUser([group])).toEqual([{ slug: 'default', role: 'editor' }]);

    const before = app.output.auditEvents.length;
    const response = await call('DELETE', `/admin/org/teams/default/group-mappings/${mapping.id}`);
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    const defaultId = await teamId('default');
    expect(auditSince(before)).toEqual([
      expect.objectContaining({
        audit_event: 'admin.group_mapping.delete',
        audit_category: 'admin',
        audit_operation: 'delete',
        audit_outcome: 'success',
        resource_type: 'group_mapping',
        resource_id: mapping.id,
        team_id: defaultId,
        team_slug: 'default',
        org_id: orgId,
        route_template: '/api/v1/admin/org/teams/{slug}/group-mappings/{id}',
        request_method: 'DELETE',
        ...adminActor(),
      }),
    ]);
    expect(await app.runtime.deps.orm.em.fork().findOne(GroupMappingSchema, mapping.id)).toBeNull();
    expect(await teamsOfUser([group])).toEqual([]);

    // The group can be mapped again afterwards.
    await created(
      await call('POST', '/admin/org/teams/default/group-mappings', { oidcGroupId: group }),
    );
  });
});

describe('GET /api/v1/admin/org/teams/{slug}/group-mappings', () => {
  it('lists the team’s mappings by group id, with their roles, and only that team’s', async () => {
    expect(
      (await call('POST', '/admin/org/teams', { slug: 'listing', name: 'Listing' })).status,
    ).toBe(201);
    expect((await call('POST', '/admin/org/teams', { slug: 'other', name: 'Other' })).status).toBe(
      201,
    );
    const viewer = await created<{ id: string }>(
      await call('POST', '/admin/org/teams/listing/group-mappings', {
        oidcGroupId: 'grp-z',
        role: 'viewer',
      }),
    );
    const admin = await created<{ id: string }>(
      await call('POST', '/admin/org/teams/listing/group-mappings', { oidcGroupId: 'grp-a' }),
    );
    await created(
      await call('POST', '/admin/org/teams/other/group-mappings', { oidcGroupId: 'x' }),
    );

    const response = await call('GET', '/admin/org/teams/listing/group-mappings');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      mappings: [
        { id: admin.id, oidcGroupId: 'grp-a', role: 'admin' },
        { id: viewer.id, oidcGroupId: 'grp-z', role: 'viewer' },
      ],
    });
    expect((await call('GET', '/admin/org/teams/nowhere/group-mappings')).status).toBe(404);
  });
});
