import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ratingSubmission, type SeededTeam, seedTeam } from '../testing/fixtures.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { checksumBase62, generateApiKey } from './api-key-format.ts';

/**
 * API key administration, who may do what. Rules: docs/rules/keys.md#keys-1 (keys scoped to one
 * team, `pk` in X-Api-Key, `sk` as Bearer), docs/rules/keys.md#keys-2 (key format with checksum),
 * docs/rules/keys.md#keys-4 (the 403 of a secret key minting or rotating a secret key),
 * docs/rules/audit.md#audit-3, docs/rules/audit.md#audit-5, docs/rules/errors.md#errors-2
 * (401/403).
 */

const ORIGIN = 'https://app.example.com';

const SUBMISSION = ratingSubmission('s1');

let app: TestApp;
let teamA: SeededTeam;
let teamB: SeededTeam;
/** Every key value (or near-key value) this file ever sends; none may reach the output. */
const secrets = new Set<string>();

beforeAll(async () => {
  app = await startTestApp();
  teamA = await seedTeam(app, { slug: 'team-a' });
  teamB = await seedTeam(app, { slug: 'team-b' });
  for (const team of [teamA, teamB]) {
    secrets.add(team.secretKey.value);
    secrets.add(team.publishableKey.value);
  }
});
afterAll(async () => {
  await app.close();
});

type Method = 'GET' | 'POST' | 'DELETE';

function request(
  method: Method,
  path: string,
  headers: Record<string, string>,
  body?: unknown,
): Promise<Response> {
  return fetch(`${app.url}/api/v1${path}`, {
    method,
    headers: {
      ...headers,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

const bearer = (key: string) => ({ authorization: `Bearer ${key}` });
const publishable = (key: string) => ({ 'x-api-key': key, origin: ORIGIN });

function submit(headers: Record<string, string>): Promise<Response> {
  return request('POST', '/submission', headers, SUBMISSION);
}

/** The four administration operations, aimed at `targetId`. */
function adminOperations(targetId: string) {
  return [
    {
      name: 'create',
      method: 'POST' as const,
      path: '/admin/api-keys',
      body: { keyType: 'pk', appName: 'x', allowedOrigins: [ORIGIN] } as unknown,
    },
    { name: 'list', method: 'GET' as const, path: '/admin/api-keys', body: undefined },
    {
      name: 'rotate',
      method: 'POST' as const,
      path: `/admin/api-keys/${targetId}/rotate`,
      body: { gracePeriodHours: 0 } as unknown,
    },
    {
      name: 'revoke',
      method: 'DELETE' as const,
      path: `/admin/api-keys/${targetId}`,
      body: undefined,
    },
  ];
}

async function expectProblem(response: Response, status: number, code: string) {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
  const body = (await response.json()) as Record<string, unknown>;
  expect(body).toMatchObject({ status, code });
  const text = JSON.stringify(body);
  for (const secret of secrets) expect(text).not.toContain(secret);
  expect(text).not.toMatch(/heed_(pk|sk)_live_[0-9A-Za-z]/);
  return body;
}

async function keyIds(secretKey: string): Promise<string[]> {
  const response = await request('GET', '/admin/api-keys', bearer(secretKey));
  expect(response.status).toBe(200);
  return ((await response.json()) as { keys: { id: string }[] }).keys.map((key) => key.id);
}

function keyAuditSince(before: number): Record<string, unknown>[] {
  return app.output.auditEvents
    .slice(before)
    .filter((event) => String(event.audit_event).startsWith('api_key.'));
}

describe('administration without a credential', () => {
  it.each(adminOperations(randomUUID()))('answers $name with 401', async (operation) => {
    const response = await request(operation.method, operation.path, {}, operation.body);
    await expectProblem(response, 401, 'unauthorized');
  });
});

describe('administration with a publishable key', () => {
  it('refuses to create a key with 403 and audits secret_key_required', async () => {
    const before = app.output.auditEvents.length;
    const idsBefore = await keyIds(teamA.secretKey.value);
    const response = await request(
      'POST',
      '/admin/api-keys',
      publishable(teamA.publishableKey.value),
      { keyType: 'pk', appName: 'sneaky', allowedOrigins: [ORIGIN] },
    );
    await expectProblem(response, 403, 'forbidden');
    expect(await keyIds(teamA.secretKey.value)).toEqual(idsBefore);
    expect(keyAuditSince(before)).toEqual([
      expect.objectContaining({
        audit_schema: 'heed.audit.v1',
        audit_event: 'api_key.create',
        audit_category: 'api_key',
        audit_outcome: 'denied',
        actor_type: 'api_key',
        actor_key_id: teamA.publishableKey.id,
        team_slug: 'team-a',
        authorization_policy: 'secret_key_required',
      }),
    ]);
  });

  it.each(
    adminOperations('00000000-0000-4000-8000-000000000000').filter((op) => op.name !== 'create'),
  )('refuses $name with 403 and changes nothing', async (operation) => {
    const ids = await keyIds(teamA.secretKey.value);
    const path = operation.path.replace(
      '00000000-0000-4000-8000-000000000000',
      teamA.publishableKey.id,
    );
    const response = await request(
      operation.method,
      path,
      publishable(teamA.publishableKey.value),
      operation.body,
    );
    await expectProblem(response, 403, 'forbidden');
    expect(await keyIds(teamA.secretKey.value)).toEqual(ids);
    expect((await submit(publishable(teamA.publishableKey.value))).status).toBe(201);
  });
});

describe('a secret key and secret keys', () => {
  it('may not create a secret key: 403 forbidden, audited secret_key_minting_blocked', async () => {
    const before = app.output.auditEvents.length;
    const idsBefore = await keyIds(teamA.secretKey.value);
    const response = await request('POST', '/admin/api-keys', bearer(teamA.secretKey.value), {
      keyType: 'sk',
      appName: 'second-backend',
    });
    const body = await expectProblem(response, 403, 'forbidden');
    expect(body).not.toHaveProperty('key');
    expect(await keyIds(teamA.secretKey.value)).toEqual(idsBefore);
    expect(keyAuditSince(before)).toEqual([
      expect.objectContaining({
        audit_schema: 'heed.audit.v1',
        audit_event: 'api_key.create',
        audit_category: 'api_key',
        audit_outcome: 'denied',
        actor_type: 'api_key',
        actor_key_id: teamA.secretKey.id,
        team_slug: 'team-a',
        authorization_policy: 'secret_key_minting_blocked',
      }),
    ]);
  });

  it('may not rotate a secret key: 403 forbidden, audited secret_key_rotation_blocked', async () => {
    const before = app.output.auditEvents.length;
    const idsBefore = await keyIds(teamA.secretKey.value);
    const response = await request(
      'POST',
      `/admin/api-keys/${teamA.secretKey.id}/rotate`,
      bearer(teamA.secretKey.value),
      { gracePeriodHours: 0 },
    );
    const body = await expectProblem(response, 403, 'forbidden');
    expect(body).not.toHaveProperty('key');
    expect(keyAuditSince(before)).toEqual([
      expect.objectContaining({
        audit_schema: 'heed.audit.v1',
        audit_event: 'api_key.rotate',
        audit_outcome: 'denied',
        actor_type: 'api_key',
        actor_key_id: teamA.secretKey.id,
        team_slug: 'team-a',
        authorization_policy: 'secret_key_rotation_blocked',
      }),
    ]);
    // Nothing issued, and the secret key still works (grace 0 would have stopped it).
    expect(await keyIds(teamA.secretKey.value)).toEqual(idsBefore);
    expect((await submit(bearer(teamA.secretKey.value))).status).toBe(201);
  });
});

describe('team isolation', () => {
  it('lists only the caller’s own team', async () => {
    const response = await request('GET', '/admin/api-keys', bearer(teamA.secretKey.value));
    expect(response.status).toBe(200);
    const { keys } = (await response.json()) as { keys: { id: string; team: string }[] };
    const ids = keys.map((key) => key.id);
    expect(ids).toEqual(expect.arrayContaining([teamA.secretKey.id, teamA.publishableKey.id]));
    expect(ids).not.toContain(teamB.secretKey.id);
    expect(ids).not.toContain(teamB.publishableKey.id);
    expect(new Set(keys.map((key) => key.team))).toEqual(new Set(['team-a']));
  });

  it.each([
    ['publishable', () => teamB.publishableKey.id],
    ['secret', () => teamB.secretKey.id],
  ])(
    'answers 404 to rotating or revoking another team’s %s key, which keeps working',
    async (_kind, idOf) => {
      const id = idOf();
      await expectProblem(
        await request('POST', `/admin/api-keys/${id}/rotate`, bearer(teamA.secretKey.value), {
          gracePeriodHours: 0,
        }),
        404,
        'not_found',
      );
      await expectProblem(
        await request('DELETE', `/admin/api-keys/${id}`, bearer(teamA.secretKey.value)),
        404,
        'not_found',
      );
      expect((await submit(publishable(teamB.publishableKey.value))).status).toBe(201);
      expect((await submit(bearer(teamB.secretKey.value))).status).toBe(201);
      expect(await keyIds(teamB.secretKey.value)).toHaveLength(2);
    },
  );
});

describe('invalid credentials', () => {
  it('refuses a revoked secret key with 401', async () => {
    const team = await seedTeam(app, { slug: 'team-revoked' });
    secrets.add(team.secretKey.value);
    secrets.add(team.publishableKey.value);
    expect((await request('GET', '/admin/api-keys', bearer(team.secretKey.value))).status).toBe(
      200,
    );
    expect(
      (
        await request(
          'DELETE',
          `/admin/api-keys/${team.secretKey.id}`,
          bearer(team.secretKey.value),
        )
      ).status,
    ).toBe(204);
    for (const operation of adminOperations(team.publishableKey.id)) {
      const response = await request(
        operation.method,
        operation.path,
        bearer(team.secretKey.value),
        operation.body,
      );
      await expectProblem(response, 401, 'unauthorized');
    }
    await expectProblem(await submit(bearer(team.secretKey.value)), 401, 'unauthorized');
  });

  function forgedKeys(): [string, string][] {
    const real = teamA.publishableKey.value;
    const last = real.at(-1) === 'A' ? 'B' : 'A';
    const random = 'Q'.repeat(32);
    const keys: [string, string][] = [
      ['malformed', 'heed_pk_live_not-a-key'],
      ['a real key with a wrong checksum', `${real.slice(0, -1)}${last}`],
      [
        'a real key with a changed random part',
        `${real.slice(0, 13)}${real[13] === 'A' ? 'B' : 'A'}${real.slice(14)}`,
      ],
      ['a test-mode key', `heed_pk_test_${random}${checksumBase62(random)}`],
      ['a well-formed key that was never issued', generateApiKey('pk').value],
      ['a real key with trailing garbage', `${real}x`],
    ];
    for (const [, key] of keys) secrets.add(key);
    return keys;
  }

  it('refuses forged publishable keys in X-Api-Key with 401', async () => {
    for (const [name, key] of forgedKeys()) {
      const response = await submit(publishable(key));
      expect(response.status, name).toBe(401);
      await expectProblem(response, 401, 'unauthorized');
    }
  });

  it('refuses forged secret keys as Bearer with 401', async () => {
    const real = teamA.secretKey.value;
    const random = 'Z'.repeat(32);
    const keys: [string, string][] = [
      ['malformed', 'heed_sk_live_short'],
      [
        'a real key with a wrong checksum',
        `${real.slice(0, -1)}${real.at(-1) === 'A' ? 'B' : 'A'}`,
      ],
      ['a test-mode key', `heed_sk_test_${random}${checksumBase62(random)}`],
      ['a well-formed key that was never issued', generateApiKey('sk').value],
    ];
    for (const [name, key] of keys) {
      secrets.add(key);
      const response = await request('GET', '/admin/api-keys', bearer(key));
      expect(response.status, name).toBe(401);
      await expectProblem(response, 401, 'unauthorized');
    }
  });

  it('refuses a secret key sent in X-Api-Key with 401', async () => {
    await expectProblem(await submit({ 'x-api-key': teamA.secretKey.value }), 401, 'unauthorized');
    await expectProblem(
      await request('GET', '/admin/api-keys', { 'x-api-key': teamA.secretKey.value }),
      401,
      'unauthorized',
    );
  });

  it('refuses a publishable key sent as Bearer with 401', async () => {
    await expectProblem(
      await submit({ ...bearer(teamA.publishableKey.value), origin: ORIGIN }),
      401,
      'unauthorized',
    );
    await expectProblem(
      await request('GET', '/admin/api-keys', {
        ...bearer(teamA.publishableKey.value),
        origin: ORIGIN,
      }),
      401,
      'unauthorized',
    );
  });
});

describe('origins', () => {
  it('refuses a publishable key from an origin it does not allow with 403', async () => {
    for (const origin of ['https://evil.example', 'https://app.example.com.evil.example']) {
      const response = await submit({ 'x-api-key': teamA.publishableKey.value, origin });
      await expectProblem(response, 403, 'origin_not_allowed');
    }
  });

  it('never origin-validates a secret key', async () => {
    const response = await submit({
      ...bearer(teamA.secretKey.value),
      origin: 'https://evil.example',
    });
    expect(response.status).toBe(201);
  });
});

describe('output privacy', () => {
  it('never writes a key value or key hash to any audit or log line', async () => {
    // Exercise the success paths too, so key values pass through every layer at least once.
    const created = await request('POST', '/admin/api-keys', bearer(teamA.secretKey.value), {
      keyType: 'pk',
      appName: 'privacy',
      allowedOrigins: [ORIGIN],
    });
    expect(created.status).toBe(201);
    const issued = (await created.json()) as { id: string; key: string };
    secrets.add(issued.key);
    expect((await submit(publishable(issued.key))).status).toBe(201);
    const rotated = await request(
      'POST',
      `/admin/api-keys/${issued.id}/rotate`,
      bearer(teamA.secretKey.value),
      { gracePeriodHours: 1 },
    );
    expect(rotated.status).toBe(201);
    secrets.add(((await rotated.json()) as { key: string }).key);

    expect(app.output.auditEvents.length).toBeGreaterThan(5);
    const everything = app.output.lines.join('\n');
    expect(secrets.size).toBeGreaterThan(10);
    for (const secret of secrets) {
      expect(everything).not.toContain(secret);
      expect(everything).not.toContain(createHash('sha256').update(secret).digest('hex'));
    }
    expect(everything).not.toMatch(/heed_(pk|sk)_(live|test)_[0-9A-Za-z]{8,}/);
  });
});
