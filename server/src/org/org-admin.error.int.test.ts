import { randomUUID } from 'node:crypto';
import { GroupMappingSchema, TeamSchema } from '@heed/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TEST_ADMIN_GROUP, type TestApp } from '../testing/test-app.ts';

/**
 * Organisation administration, what goes wrong. Rules: docs/rules/errors.md#errors-1,
 * docs/rules/errors.md#errors-2 (400 for missing or wrong fields, 409 for what already exists,
 * `errors[]` on validation errors, bad JSON 400, wrong content type 415),
 * docs/rules/roles.md#roles-12 and docs/rules/limits.md#limits-9 (team slug
 * `^[a-z0-9][a-z0-9-]{0,62}$`, 409 for a taken slug).
 */

let app: TestApp;
let token: string;

beforeAll(async () => {
  app = await startTestApp();
  token = await app.tokenFor({ sub: 'org-admin-errors', groups: [TEST_ADMIN_GROUP] });
});
afterAll(async () => {
  await app.close();
});

function call(method: string, path: string, body?: unknown, target = app): Promise<Response> {
  return fetch(`${target.url}/api/v1${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

async function expectProblem(response: Response, status: number, code: string) {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
  const body = (await response.json()) as Record<string, unknown>;
  expect(body).toMatchObject({ type: expect.any(String), title: expect.any(String), status, code });
  expect(typeof body.detail).toBe('string');
  return body;
}

async function expectValidationError(response: Response, path: string) {
  const body = await expectProblem(response, 400, 'invalid_request');
  const errors = body.errors as { path: string; message: string }[];
  expect(Array.isArray(errors)).toBe(true);
  expect(errors.map((error) => error.path)).toContain(path);
}

function auditSince(before: number) {
  return app.output.auditEvents.slice(before);
}

async function createTeam(slug: string): Promise<void> {
  const response = await call('POST', '/admin/org/teams', { slug, name: slug });
  expect(response.status).toBe(201);
}

async function createMapping(slug: string, oidcGroupId: string): Promise<string> {
  const response = await call('POST', `/admin/org/teams/${slug}/group-mappings`, { oidcGroupId });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

describe('before setup: 404 not_found', () => {
  it.each([
    ['GET', '/admin/org', undefined],
    ['GET', '/admin/org/teams', undefined],
    ['POST', '/admin/org/teams', { slug: 'early', name: 'Early' }],
    ['POST', '/admin/org/teams/default/group-mappings', { oidcGroupId: 'g' }],
    ['DELETE', `/admin/org/teams/default/group-mappings/${randomUUID()}`, undefined],
  ])('%s %s', async (method, path, body) => {
    await expectProblem(await call(method, path, body), 404, 'not_found');
    expect(await app.runtime.deps.orm.em.fork().count(TeamSchema, {})).toBe(0);
  });
});

describe('after setup', () => {
  beforeAll(async () => {
    const setup = await call('POST', '/setup', { name: 'Acme' });
    expect(setup.status).toBe(201);
    await createTeam('alpha');
    await createTeam('beta');
  });

  describe('POST /api/v1/admin/org/teams', () => {
    it.each([
      ['upper-case letters', { slug: 'Alpha2', name: 'x' }, 'slug'],
      ['a leading dash', { slug: '-lead', name: 'x' }, 'slug'],
      ['a space', { slug: 'has space', name: 'x' }, 'slug'],
      ['an underscore', { slug: 'snake_case', name: 'x' }, 'slug'],
      ['a non-ASCII letter', { slug: 'blåbær', name: 'x' }, 'slug'],
      ['64 characters', { slug: 'a'.repeat(64), name: 'x' }, 'slug'],
      ['an empty slug', { slug: '', name: 'x' }, 'slug'],
      ['no slug', { name: 'x' }, 'slug'],
      ['a numeric slug', { slug: 42, name: 'x' }, 'slug'],
      ['no name', { slug: 'ok-slug' }, 'name'],
      ['a blank name', { slug: 'ok-slug', name: '  ' }, 'name'],
      ['a name over 100 characters', { slug: 'ok-slug', name: 'n'.repeat(101) }, 'name'],
      ['no body', undefined, 'slug'],
    ])('rejects %s with 400 and errors[]', async (_case, body, path) => {
      await expectValidationError(await call('POST', '/admin/org/teams', body), path);
      expect(await app.runtime.deps.orm.em.fork().count(TeamSchema, { slug: 'ok-slug' })).toBe(0);
    });

    it.each(['alpha', 'default'])(
      'answers a taken slug (%s) with 409 conflict, audited',
      async (slug) => {
        const before = app.output.auditEvents.length;
        await expectProblem(
          await call('POST', '/admin/org/teams', { slug, name: 'Again' }),
          409,
          'conflict',
        );
        const team = await app.runtime.deps.orm.em.fork().findOne(TeamSchema, { slug });
        expect(team?.name).not.toBe('Again');
        expect(auditSince(before)).toEqual([
          expect.objectContaining({
            audit_event: 'admin.team.create',
            audit_outcome: 'conflict',
            resource_type: 'team',
            team_id: team?.id,
            team_slug: slug,
          }),
        ]);
      },
    );

    it('lets exactly one of five concurrent creations of one slug succeed', async () => {
      const responses = await Promise.all(
        [1, 2, 3, 4, 5].map((n) =>
          call('POST', '/admin/org/teams', { slug: 'racy', name: `R${n}` }),
        ),
      );
      expect(responses.map((response) => response.status).sort()).toEqual([
        201, 409, 409, 409, 409,
      ]);
      for (const response of responses.filter((candidate) => candidate.status === 409)) {
        await expectProblem(response, 409, 'conflict');
      }
      expect(await app.runtime.deps.orm.em.fork().count(TeamSchema, { slug: 'racy' })).toBe(1);
    });

    it('answers bad JSON with 400 and another content type with 415', async () => {
      const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
      const url = `${app.url}/api/v1/admin/org/teams`;
      await expectProblem(
        await fetch(url, { method: 'POST', headers, body: '{"slug": "x",' }),
        400,
        'invalid_request',
      );
      await expectProblem(
        await fetch(url, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'text/plain' },
          body: 'slug=x',
        }),
        415,
        'unsupported_media_type',
      );
    });
  });

  describe('POST /api/v1/admin/org/teams/{slug}/group-mappings', () => {
    it('answers an unknown team with 404 not_found, audited without the raw slug', async () => {
      const before = app.output.auditEvents.length;
      await expectProblem(
        await call('POST', '/admin/org/teams/no-such-team/group-mappings', { oidcGroupId: 'g-1' }),
        404,
        'not_found',
      );
      const events = auditSince(before);
      expect(events).toEqual([
        expect.objectContaining({
          audit_event: 'admin.group_mapping.create',
          audit_outcome: 'not_found',
          resource_id_pseudonymized: true,
        }),
      ]);
      expect(JSON.stringify(events)).not.toContain('no-such-team');
      expect(await app.runtime.deps.orm.em.fork().count(GroupMappingSchema, {})).toBe(0);
    });

    it.each([
      ['no oidcGroupId', {}, 'oidcGroupId'],
      ['an empty oidcGroupId', { oidcGroupId: '' }, 'oidcGroupId'],
      ['a blank oidcGroupId', { oidcGroupId: '   ' }, 'oidcGroupId'],
      ['an oidcGroupId over 300 characters', { oidcGroupId: 'g'.repeat(301) }, 'oidcGroupId'],
      ['a numeric oidcGroupId', { oidcGroupId: 7 }, 'oidcGroupId'],
      ['an unknown role', { oidcGroupId: 'g-1', role: 'owner' }, 'role'],
      ['a role in capitals', { oidcGroupId: 'g-1', role: 'Admin' }, 'role'],
      ['a null role', { oidcGroupId: 'g-1', role: null }, 'role'],
      ['no body', undefined, 'oidcGroupId'],
    ])('rejects %s with 400 and errors[]', async (_case, body, path) => {
      await expectValidationError(
        await call('POST', '/admin/org/teams/alpha/group-mappings', body),
        path,
      );
      expect(await app.runtime.deps.orm.em.fork().count(GroupMappingSchema, {})).toBe(0);
    });

    it('answers a duplicate (team, group) with 409 conflict, also after trimming', async () => {
      await createMapping('alpha', 'g-dup');
      const before = app.output.auditEvents.length;
      for (const oidcGroupId of ['g-dup', '  g-dup  ']) {
        await expectProblem(
          await call('POST', '/admin/org/teams/alpha/group-mappings', {
            oidcGroupId,
            role: 'viewer',
          }),
          409,
          'conflict',
        );
      }
      expect(auditSince(before).map((event) => event.audit_outcome)).toEqual([
        'conflict',
        'conflict',
      ]);
      const stored = await app.runtime.deps.orm.em
        .fork()
        .find(GroupMappingSchema, { oidcGroupId: 'g-dup' });
      expect(stored.map((mapping) => mapping.role)).toEqual(['admin']);
    });

    it('lets exactly one of five concurrent identical mappings succeed', async () => {
      const responses = await Promise.all(
        [1, 2, 3, 4, 5].map(() =>
          call('POST', '/admin/org/teams/beta/group-mappings', { oidcGroupId: 'g-racy' }),
        ),
      );
      expect(responses.map((response) => response.status).sort()).toEqual([
        201, 409, 409, 409, 409,
      ]);
      expect(
        await app.runtime.deps.orm.em.fork().count(GroupMappingSchema, { oidcGroupId: 'g-racy' }),
      ).toBe(1);
    });
  });

  describe('DELETE /api/v1/admin/org/teams/{slug}/group-mappings/{id}', () => {
    it('answers an unknown mapping id with 404 not_found, audited', async () => {
      const id = randomUUID();
      const before = app.output.auditEvents.length;
      await expectProblem(
        await call('DELETE', `/admin/org/teams/alpha/group-mappings/${id}`),
        404,
        'not_found',
      );
      expect(auditSince(before)).toEqual([
        expect.objectContaining({
          audit_event: 'admin.group_mapping.delete',
          audit_outcome: 'not_found',
          resource_type: 'group_mapping',
          resource_id: id,
          team_slug: 'alpha',
        }),
      ]);
    });

    it('answers a mapping of another team with 404 and keeps it', async () => {
      const id = await createMapping('beta', 'g-of-beta');
      await expectProblem(
        await call('DELETE', `/admin/org/teams/alpha/group-mappings/${id}`),
        404,
        'not_found',
      );
      expect(await app.runtime.deps.orm.em.fork().findOne(GroupMappingSchema, id)).not.toBeNull();
    });

    it('answers an unknown team with 404', async () => {
      const id = await createMapping('beta', 'g-of-beta-2');
      await expectProblem(
        await call('DELETE', `/admin/org/teams/gamma/group-mappings/${id}`),
        404,
        'not_found',
      );
      expect(await app.runtime.deps.orm.em.fork().findOne(GroupMappingSchema, id)).not.toBeNull();
    });

    it('answers a second delete of one mapping with 404', async () => {
      const id = await createMapping('beta', 'g-twice');
      const first = await call('DELETE', `/admin/org/teams/beta/group-mappings/${id}`);
      expect(first.status).toBe(204);
      await expectProblem(
        await call('DELETE', `/admin/org/teams/beta/group-mappings/${id}`),
        404,
        'not_found',
      );
    });

    it('rejects an id that is not a UUID with 400 and errors[]', async () => {
      await expectValidationError(
        await call('DELETE', '/admin/org/teams/beta/group-mappings/not-a-uuid'),
        'id',
      );
    });
  });
});
