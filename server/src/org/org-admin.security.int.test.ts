import { GroupMappingSchema, TeamSchema } from '@heed/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pseudonym } from '../audit/pseudonym.ts';
import { startTestApp, TEST_ADMIN_GROUP, type TestApp } from '../testing/test-app.ts';

/**
 * Organisation administration, who may do what. Rules: docs/rules/roles.md#roles-1,
 * docs/rules/roles.md#roles-2 (org admins are the members of `HEED_ADMIN_GROUP`; a team role, even
 * `admin`, is not org admin), docs/rules/errors.md#errors-2 (401/403), docs/rules/audit.md#audit-5
 * (no tokens, key values, raw subjects or raw OIDC group ids in audit events).
 */

const ADMIN_SUB = 'org-admin-subject-e81f';
const USER_SUB = 'team-admin-subject-2c90';
/** Raw OIDC group ids, as an identity provider would send them: they must never be logged. */
const TEAM_ADMIN_GROUP = 'raw-group-id-7f3a9c51';
const MAPPED_GROUP = '0b6f4f2e-3c1d-4e7a-9a55-raw-group-d41c';

let app: TestApp;
let adminToken: string;
let userToken: string;
let keys: { secretKey: string; publishableKey: string };
let mappingId: string;

beforeAll(async () => {
  app = await startTestApp();
  adminToken = await app.tokenFor({ sub: ADMIN_SUB, groups: [TEST_ADMIN_GROUP] });
  expect((await call('POST', '/setup', { token: adminToken, body: { name: 'Acme' } })).status).toBe(
    201,
  );
  const keyResponse = await call('POST', '/setup/keys', {
    token: adminToken,
    body: { allowedOrigins: ['https://app.example.com'] },
  });
  expect(keyResponse.status).toBe(201);
  keys = (await keyResponse.json()) as typeof keys;
  // The non-admin user is even a team admin of `default`, through a group mapping.
  const mapping = await call('POST', '/admin/org/teams/default/group-mappings', {
    token: adminToken,
    body: { oidcGroupId: TEAM_ADMIN_GROUP, role: 'admin' },
  });
  expect(mapping.status).toBe(201);
  mappingId = ((await mapping.json()) as { id: string }).id;
  userToken = await app.tokenFor({ sub: USER_SUB, groups: [TEAM_ADMIN_GROUP, 'heed-admins-x'] });
});
afterAll(async () => {
  await app.close();
});

function call(
  method: string,
  path: string,
  options: { token?: string; body?: unknown } = {},
): Promise<Response> {
  return fetch(`${app.url}/api/v1${path}`, {
    method,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
}

async function expectProblem(response: Response, status: number, code: string) {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
  const body = (await response.json()) as Record<string, unknown>;
  expect(body).toMatchObject({ status, code });
  return body;
}

function auditSince(before: number) {
  return app.output.auditEvents.slice(before);
}

/** Every organisation-administration operation, with a valid body. */
function operations() {
  return [
    { method: 'GET', path: '/admin/org', template: '/admin/org', resource: 'organisation' },
    { method: 'GET', path: '/admin/org/teams', template: '/admin/org/teams', resource: 'team' },
    {
      method: 'POST',
      path: '/admin/org/teams',
      template: '/admin/org/teams',
      resource: 'team',
      body: { slug: 'sneaky', name: 'Sneaky' },
    },
    {
      method: 'GET',
      path: '/admin/org/teams/default/group-mappings',
      template: '/admin/org/teams/{slug}/group-mappings',
      resource: 'group_mapping',
    },
    {
      method: 'POST',
      path: '/admin/org/teams/default/group-mappings',
      template: '/admin/org/teams/{slug}/group-mappings',
      resource: 'group_mapping',
      body: { oidcGroupId: MAPPED_GROUP, role: 'admin' },
    },
    {
      method: 'DELETE',
      path: `/admin/org/teams/default/group-mappings/${mappingId}`,
      template: '/admin/org/teams/{slug}/group-mappings/{id}',
      resource: 'group_mapping',
    },
  ] as { method: string; path: string; template: string; resource: string; body?: unknown }[];
}

async function expectStateUnchanged(): Promise<void> {
  const em = app.runtime.deps.orm.em.fork();
  expect(await em.count(TeamSchema, { slug: 'sneaky' })).toBe(0);
  expect(await em.count(GroupMappingSchema, { oidcGroupId: MAPPED_GROUP })).toBe(0);
  expect(await em.findOne(GroupMappingSchema, mappingId)).not.toBeNull();
}

describe('a signed-in user who is not an org admin (even a team admin): 403', () => {
  it('is refused every operation with 403 forbidden and auth.org_admin.denied', async () => {
    for (const operation of operations()) {
      const before = app.output.auditEvents.length;
      const response = await call(operation.method, operation.path, {
        token: userToken,
        body: operation.body,
      });
      await expectProblem(response, 403, 'forbidden');
      const events = auditSince(before);
      expect(events).toEqual([
        expect.objectContaining({
          audit_schema: 'heed.audit.v1',
          audit_event: 'auth.org_admin.denied',
          audit_category: 'auth',
          audit_operation: 'authorize',
          audit_outcome: 'denied',
          actor_type: 'oidc_user',
          actor_user_ref: pseudonym(USER_SUB),
          actor_is_org_admin: false,
          resource_type: operation.resource,
          route_template: `/api/v1${operation.template}`,
          request_method: operation.method,
        }),
      ]);
      // Nothing about the target is carried: no team, no mapping, no group.
      for (const field of ['team_id', 'team_slug', 'resource_id', 'org_id']) {
        expect(events[0]).not.toHaveProperty(field);
      }
    }
    await expectStateUnchanged();
  });

  it('is refused with 403 by a token without any groups', async () => {
    const token = await app.tokenFor({ sub: 'no-groups', groups: [] });
    for (const operation of operations()) {
      await expectProblem(
        await call(operation.method, operation.path, { token, body: operation.body }),
        403,
        'forbidden',
      );
    }
    await expectStateUnchanged();
  });
});

describe('no or an invalid bearer token: 401', () => {
  it('answers every operation without a token with 401 and auth.oidc.denied', async () => {
    for (const operation of operations()) {
      const before = app.output.auditEvents.length;
      const response = await call(operation.method, operation.path, { body: operation.body });
      await expectProblem(response, 401, 'unauthorized');
      expect(response.headers.get('www-authenticate')).toMatch(/^Bearer/);
      expect(auditSince(before).map((event) => event.audit_event)).toEqual(['auth.oidc.denied']);
    }
    await expectStateUnchanged();
  });

  it.each([
    ['expired', { expiresInSeconds: -120 }],
    ['for another audience', { aud: 'someone-else' }],
    ['signed by a foreign key', { signWith: 'foreign' as const }],
    ['unsigned (alg none)', { alg: 'none' as const }],
  ])('answers an admin-group token that is %s with 401', async (_case, options) => {
    const token = await app.issuer.mintToken({
      sub: ADMIN_SUB,
      groups: [TEST_ADMIN_GROUP],
      ...options,
    });
    for (const operation of operations()) {
      await expectProblem(
        await call(operation.method, operation.path, { token, body: operation.body }),
        401,
        'unauthorized',
      );
    }
    await expectStateUnchanged();
  });

  it('does not accept an API key of the organisation in place of a token', async () => {
    for (const key of [keys.secretKey, keys.publishableKey]) {
      for (const operation of operations()) {
        await expectProblem(
          await call(operation.method, operation.path, { token: key, body: operation.body }),
          401,
          'unauthorized',
        );
      }
    }
    await expectStateUnchanged();
  });
});

describe('privacy of the audit trail and the log', () => {
  it('names mappings by their id, never by the raw group id; no token, subject or key is logged', async () => {
    const before = app.output.auditEvents.length;
    const created = await call('POST', '/admin/org/teams/default/group-mappings', {
      token: adminToken,
      body: { oidcGroupId: MAPPED_GROUP, role: 'viewer' },
    });
    expect(created.status).toBe(201);
    const mapping = (await created.json()) as { id: string; oidcGroupId: string };
    expect(mapping.oidcGroupId).toBe(MAPPED_GROUP);
    await expectProblem(
      await call('POST', '/admin/org/teams/default/group-mappings', {
        token: adminToken,
        body: { oidcGroupId: MAPPED_GROUP },
      }),
      409,
      'conflict',
    );
    const deleted = await call('DELETE', `/admin/org/teams/default/group-mappings/${mapping.id}`, {
      token: adminToken,
    });
    expect(deleted.status).toBe(204);

    const events = auditSince(before);
    expect(events.map((event) => [event.audit_event, event.audit_outcome])).toEqual([
      ['admin.group_mapping.create', 'success'],
      ['admin.group_mapping.create', 'conflict'],
      ['admin.group_mapping.delete', 'success'],
    ]);
    expect(events[0]?.resource_id).toBe(mapping.id);
    expect(events[2]?.resource_id).toBe(mapping.id);

    const everything = app.output.lines.join('\n');
    for (const secret of [
      MAPPED_GROUP,
      TEAM_ADMIN_GROUP,
      adminToken,
      userToken,
      ADMIN_SUB,
      USER_SUB,
      keys.secretKey,
      keys.publishableKey,
    ]) {
      expect(everything).not.toContain(secret);
    }
    expect(everything).not.toMatch(/heed_(pk|sk)_live_[0-9A-Za-z]{20,}/);
    for (const event of app.output.auditEvents) {
      expect(event.actor_user_ref ?? pseudonym('x')).toMatch(/^id:[0-9a-f]{12}$/);
    }
  });
});
