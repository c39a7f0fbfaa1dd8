import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ratingSubmission, type SeededTeam, seedTeam } from '../testing/fixtures.ts';
import { ManualClock, startTestApp, type TestApp } from '../testing/test-app.ts';
import { adminRequest as adminRequestTo } from './api-key-admin.fixtures.ts';

/**
 * API key administration, happy paths. Rules: docs/rules/keys.md#keys-3, docs/rules/keys.md#keys-4,
 * docs/rules/keys.md#keys-6, docs/rules/keys.md#keys-7, docs/rules/audit.md#audit-6.
 */

const ORIGIN = 'https://app.example.com';
const HOUR = 3_600_000;
const PK_PATTERN = /^heed_pk_live_[0-9A-Za-z]{38}$/;
const KEY_VALUE_PATTERN = /heed_(pk|sk)_[a-z]+_[0-9A-Za-z]{20,}/;
const HASH_PATTERN = /[0-9a-f]{64}/;
const ISSUED_FIELDS = [
  'allowedOrigins',
  'appName',
  'createdAt',
  'id',
  'key',
  'keyType',
  'rateLimit',
  'team',
];
const LISTED_FIELDS = [
  'allowedOrigins',
  'appName',
  'createdAt',
  'expiresAt',
  'id',
  'keyPrefix',
  'keyType',
  'lastUsedAt',
  'rateLimit',
  'replacesKeyId',
  'revokedAt',
  'status',
  'team',
];

const SUBMISSION = ratingSubmission('s1');

interface IssuedKey {
  id: string;
  key: string;
  keyType: string;
  team: string;
  appName: string;
  allowedOrigins: string[];
  rateLimit: number;
  createdAt: string;
}

interface RotatedKey extends IssuedKey {
  previousKeyId: string;
  previousKeyExpiresAt: string;
}

interface ListedKey {
  id: string;
  keyPrefix: string;
  keyType: string;
  team: string;
  appName: string;
  allowedOrigins: string[];
  rateLimit: number;
  status: string;
  createdAt: string;
  expiresAt: string | null;
  revokedAt: string | null;
  lastUsedAt: string | null;
}

const clock = new ManualClock(new Date('2026-11-22T09:00:00.000Z'));
let app: TestApp;
let team: SeededTeam;

beforeAll(async () => {
  app = await startTestApp({}, { clock });
  team = await seedTeam(app, { slug: 'happy' });
});
afterAll(async () => {
  await app.close();
});

function sha256(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex');
}

function adminRequest(
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  secretKey: string,
  body?: unknown,
): Promise<Response> {
  return adminRequestTo(app, method, path, secretKey, body);
}

function submitWithPk(key: string): Promise<Response> {
  return fetch(`${app.url}/api/v1/submission`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': key, origin: ORIGIN },
    body: JSON.stringify(SUBMISSION),
  });
}

function submitWithSk(key: string): Promise<Response> {
  return fetch(`${app.url}/api/v1/submission`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
    body: JSON.stringify(SUBMISSION),
  });
}

async function createPk(
  secretKey: string,
  body: Record<string, unknown> = { keyType: 'pk', appName: 'web', allowedOrigins: [ORIGIN] },
): Promise<IssuedKey> {
  const response = await adminRequest('POST', '', secretKey, body);
  expect(response.status).toBe(201);
  return (await response.json()) as IssuedKey;
}

async function listKeys(secretKey: string): Promise<ListedKey[]> {
  const response = await adminRequest('GET', '', secretKey);
  expect(response.status).toBe(200);
  const body = (await response.json()) as { keys: ListedKey[] };
  return body.keys;
}

async function listed(secretKey: string, id: string): Promise<ListedKey> {
  const key = (await listKeys(secretKey)).find((candidate) => candidate.id === id);
  expect(key).toBeDefined();
  return key as ListedKey;
}

/** docs/rules/limits.md#limits-2: keyed responses carry RateLimit-Limit, -Remaining and -Reset. */
function expectRateLimitHeaders(response: Response, limit: number): void {
  expect(response.headers.get('ratelimit-limit')).toBe(String(limit));
  const remaining = Number(response.headers.get('ratelimit-remaining') ?? Number.NaN);
  expect(Number.isInteger(remaining)).toBe(true);
  expect(remaining).toBeGreaterThanOrEqual(0);
  expect(remaining).toBeLessThan(limit);
  const reset = Number(response.headers.get('ratelimit-reset') ?? Number.NaN);
  expect(Number.isInteger(reset)).toBe(true);
  expect(reset).toBeGreaterThanOrEqual(0);
  expect(reset).toBeLessThanOrEqual(60);
}

function keyAuditSince(before: number): Record<string, unknown>[] {
  return app.output.auditEvents
    .slice(before)
    .filter((event) => String(event.audit_event).startsWith('api_key.'));
}

async function eventRows(keyId: string) {
  return app.runtime.deps.orm.em
    .getConnection()
    .execute<{ event_type: string; key_prefix: string; key_type: string; actor: unknown }[]>(
      'select event_type, key_prefix, key_type, actor from api_key_event where api_key_id = ?',
      [keyId],
    );
}

describe('POST /api/v1/admin/api-keys — create a publishable key', () => {
  it('answers 201 with exactly the issued-key fields, origins normalised, rate limit 1000', async () => {
    const before = app.output.auditEvents.length;
    const response = await adminRequest('POST', '', team.secretKey.value, {
      keyType: 'pk',
      appName: 'checkout-widget',
      allowedOrigins: [
        'HTTPS://App.Example.COM/',
        'https://app.example.com:443',
        'http://localhost:5173',
      ],
    });
    expect(response.status).toBe(201);
    expectRateLimitHeaders(response, 1000);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const body = (await response.json()) as IssuedKey;
    expect(Object.keys(body).sort()).toEqual(ISSUED_FIELDS);
    expect(body).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/),
      key: expect.stringMatching(PK_PATTERN),
      keyType: 'pk',
      team: 'happy',
      appName: 'checkout-widget',
      allowedOrigins: ['https://app.example.com', 'http://localhost:5173'],
      rateLimit: 1000,
      createdAt: clock.now().toISOString(),
    });

    expect(keyAuditSince(before)).toEqual([
      expect.objectContaining({
        audit_schema: 'heed.audit.v1',
        audit_event: 'api_key.create',
        audit_category: 'api_key',
        audit_operation: 'create',
        audit_outcome: 'success',
        actor_type: 'api_key',
        actor_key_id: team.secretKey.id,
        resource_type: 'api_key',
        resource_id: body.id,
        team_slug: 'happy',
        route_template: '/api/v1/admin/api-keys',
        request_method: 'POST',
      }),
    ]);
  });

  it('issues a key that works for POST /api/v1/submission from an allowed origin', async () => {
    const created = await createPk(team.secretKey.value, {
      keyType: 'pk',
      appName: 'survey',
      allowedOrigins: [ORIGIN],
      rateLimit: 250,
    });
    expect(created.rateLimit).toBe(250);
    const response = await submitWithPk(created.key);
    expect(response.status).toBe(201);
    expect(response.headers.get('ratelimit-limit')).toBe('250');
    expect(response.headers.get('ratelimit-remaining')).toBe('249');
  });

  it('stores only the SHA-256 hash of the key, never the value', async () => {
    const created = await createPk(team.secretKey.value);
    const connection = app.runtime.deps.orm.em.getConnection();
    const [row] = await connection.execute<{ key_hash: string }[]>(
      'select key_hash from api_key where id = ?',
      [created.id],
    );
    expect(row?.key_hash).toBe(sha256(created.key));
    const everyRow = await connection.execute<Record<string, unknown>[]>('select * from api_key');
    expect(everyRow.length).toBeGreaterThanOrEqual(3);
    const dump = JSON.stringify(everyRow);
    expect(dump).not.toContain(created.key);
    expect(dump).not.toContain(team.secretKey.value);
    expect(dump).not.toContain(team.publishableKey.value);
    expect(dump).not.toMatch(KEY_VALUE_PATTERN);
  });

  it('records a created key event with the calling secret key as actor', async () => {
    const created = await createPk(team.secretKey.value);
    expect(await eventRows(created.id)).toEqual([
      {
        event_type: 'created',
        key_prefix: 'heed_pk_live',
        key_type: 'pk',
        actor: expect.objectContaining({ type: 'api_key', keyId: team.secretKey.id }),
      },
    ]);
  });
});

describe('GET /api/v1/admin/api-keys — list the team’s keys', () => {
  it('answers 200 { keys } with the contract fields and never a key value or hash', async () => {
    const created = await createPk(team.secretKey.value, {
      keyType: 'pk',
      appName: 'listed-app',
      allowedOrigins: [ORIGIN],
      rateLimit: 42,
    });
    const response = await adminRequest('GET', '', team.secretKey.value);
    expect(response.status).toBe(200);
    expectRateLimitHeaders(response, 1000);
    const text = await response.text();
    const body = JSON.parse(text) as { keys: ListedKey[] };
    expect(Object.keys(body)).toEqual(['keys']);
    expect(body.keys.length).toBeGreaterThanOrEqual(3);
    for (const key of body.keys) {
      expect(Object.keys(key).sort()).toEqual(LISTED_FIELDS);
      expect(key.team).toBe('happy');
    }
    expect(body.keys.find((key) => key.id === created.id)).toEqual({
      id: created.id,
      keyPrefix: 'heed_pk_live',
      keyType: 'pk',
      team: 'happy',
      appName: 'listed-app',
      allowedOrigins: [ORIGIN],
      rateLimit: 42,
      status: 'active',
      createdAt: created.createdAt,
      expiresAt: null,
      revokedAt: null,
      lastUsedAt: null,
      replacesKeyId: null,
    });
    expect(body.keys.find((key) => key.id === team.secretKey.id)).toMatchObject({
      keyPrefix: 'heed_sk_live',
      keyType: 'sk',
      status: 'active',
    });
    expect(text).not.toContain(created.key);
    expect(text).not.toContain(team.secretKey.value);
    expect(text).not.toContain(team.publishableKey.value);
    expect(text).not.toMatch(KEY_VALUE_PATTERN);
    expect(text).not.toMatch(HASH_PATTERN);
  });

  it('shows lastUsedAt once the used-key ids are flushed', async () => {
    const created = await createPk(team.secretKey.value);
    expect((await listed(team.secretKey.value, created.id)).lastUsedAt).toBeNull();
    expect((await submitWithPk(created.key)).status).toBe(201);
    await app.runtime.deps.apiKeys.flushLastUsed();
    const lastUsedAt = (await listed(team.secretKey.value, created.id)).lastUsedAt;
    expect(lastUsedAt).toEqual(expect.any(String));
    expect(Number.isNaN(Date.parse(lastUsedAt as string))).toBe(false);
  });
});

describe('POST /api/v1/admin/api-keys/{id}/rotate', () => {
  it('issues a new key with the old origins and limit; the old one works for the grace period', async () => {
    const old = await createPk(team.secretKey.value, {
      keyType: 'pk',
      appName: 'rotating',
      allowedOrigins: [ORIGIN, 'https://other.example.org'],
      rateLimit: 77,
    });
    expect((await submitWithPk(old.key)).status).toBe(201);
    const rotatedAt = clock.now();

    const before = app.output.auditEvents.length;
    const response = await adminRequest('POST', `/${old.id}/rotate`, team.secretKey.value, {
      gracePeriodHours: 24,
    });
    expect(response.status).toBe(201);
    expectRateLimitHeaders(response, 1000);
    const rotated = (await response.json()) as RotatedKey;
    expect(Object.keys(rotated).sort()).toEqual(
      [...ISSUED_FIELDS, 'previousKeyExpiresAt', 'previousKeyId'].sort(),
    );
    expect(rotated).toEqual({
      id: expect.any(String),
      key: expect.stringMatching(PK_PATTERN),
      keyType: 'pk',
      team: 'happy',
      appName: 'rotating',
      allowedOrigins: [ORIGIN, 'https://other.example.org'],
      rateLimit: 77,
      createdAt: rotatedAt.toISOString(),
      previousKeyId: old.id,
      previousKeyExpiresAt: new Date(rotatedAt.getTime() + 24 * HOUR).toISOString(),
    });
    expect(rotated.id).not.toBe(old.id);
    expect(rotated.key).not.toBe(old.key);

    expect(keyAuditSince(before)).toEqual([
      expect.objectContaining({
        audit_schema: 'heed.audit.v1',
        audit_event: 'api_key.rotate',
        audit_category: 'api_key',
        audit_outcome: 'success',
        actor_type: 'api_key',
        actor_key_id: team.secretKey.id,
        resource_id: old.id,
        team_slug: 'happy',
        route_template: '/api/v1/admin/api-keys/{id}/rotate',
        request_method: 'POST',
      }),
    ]);

    // Both keys work, the new one with the copied limit.
    expect((await submitWithPk(old.key)).status).toBe(201);
    const fresh = await submitWithPk(rotated.key);
    expect(fresh.status).toBe(201);
    expect(fresh.headers.get('ratelimit-limit')).toBe('77');
    expect(await listed(team.secretKey.value, old.id)).toMatchObject({
      status: 'expiring',
      expiresAt: rotated.previousKeyExpiresAt,
      revokedAt: null,
    });

    clock.advance(24 * HOUR - 60_000);
    expect((await submitWithPk(old.key)).status).toBe(201);
    expect((await submitWithPk(rotated.key)).status).toBe(201);

    clock.advance(2 * 60_000);
    const expired = await submitWithPk(old.key);
    expect(expired.status).toBe(401);
    expect(expired.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(await expired.json()).toMatchObject({ status: 401, code: 'unauthorized' });
    expect((await submitWithPk(rotated.key)).status).toBe(201);
    expect((await listed(team.secretKey.value, old.id)).status).toBe('expired');
    expect((await listed(team.secretKey.value, rotated.id)).status).toBe('active');

    expect(await eventRows(old.id)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          event_type: 'rotated',
          key_type: 'pk',
          actor: expect.objectContaining({ type: 'api_key', keyId: team.secretKey.id }),
        }),
      ]),
    );
    expect(await eventRows(rotated.id)).toEqual([
      expect.objectContaining({
        event_type: 'created',
        actor: expect.objectContaining({ type: 'api_key', keyId: team.secretKey.id }),
      }),
    ]);
  });

  it('stops the old key at once with gracePeriodHours 0', async () => {
    const old = await createPk(team.secretKey.value);
    expect((await submitWithPk(old.key)).status).toBe(201);
    const response = await adminRequest('POST', `/${old.id}/rotate`, team.secretKey.value, {
      gracePeriodHours: 0,
    });
    expect(response.status).toBe(201);
    const rotated = (await response.json()) as RotatedKey;
    expect(rotated.previousKeyExpiresAt).toBe(clock.now().toISOString());
    expect((await submitWithPk(old.key)).status).toBe(401);
    expect((await submitWithPk(rotated.key)).status).toBe(201);
    expect((await listed(team.secretKey.value, old.id)).status).toBe('expired');
  });
});

describe('DELETE /api/v1/admin/api-keys/{id}', () => {
  it('revokes a same-team publishable key with 204; it is refused at once', async () => {
    const doomed = await createPk(team.secretKey.value);
    expect((await submitWithPk(doomed.key)).status).toBe(201);

    const before = app.output.auditEvents.length;
    const response = await adminRequest('DELETE', `/${doomed.id}`, team.secretKey.value);
    expect(response.status).toBe(204);
    expectRateLimitHeaders(response, 1000);
    expect(await response.text()).toBe('');

    const refused = await submitWithPk(doomed.key);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ code: 'unauthorized' });
    expect(await listed(team.secretKey.value, doomed.id)).toMatchObject({
      status: 'revoked',
      revokedAt: clock.now().toISOString(),
    });

    expect(keyAuditSince(before)).toEqual([
      expect.objectContaining({
        audit_schema: 'heed.audit.v1',
        audit_event: 'api_key.revoke',
        audit_category: 'api_key',
        audit_outcome: 'success',
        actor_type: 'api_key',
        actor_key_id: team.secretKey.id,
        resource_id: doomed.id,
        team_slug: 'happy',
        route_template: '/api/v1/admin/api-keys/{id}',
        request_method: 'DELETE',
      }),
    ]);
    expect(await eventRows(doomed.id)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          event_type: 'revoked',
          actor: expect.objectContaining({ type: 'api_key', keyId: team.secretKey.id }),
        }),
      ]),
    );
  });

  it('lets a secret key revoke itself', async () => {
    const other = await seedTeam(app, { slug: 'self-revoke' });
    expect((await submitWithSk(other.secretKey.value)).status).toBe(201);
    const response = await adminRequest('DELETE', `/${other.secretKey.id}`, other.secretKey.value);
    expect(response.status).toBe(204);
    expect((await submitWithSk(other.secretKey.value)).status).toBe(401);
    expect((await adminRequest('GET', '', other.secretKey.value)).status).toBe(401);
    // The team's publishable key is untouched.
    expect((await submitWithPk(other.publishableKey.value)).status).toBe(201);
  });
});

describe('audit and log output', () => {
  it('never contains a key value or key hash', async () => {
    const created = await createPk(team.secretKey.value);
    await submitWithPk(created.key);
    const everything = app.output.lines.join('\n');
    for (const value of [created.key, team.secretKey.value, team.publishableKey.value]) {
      expect(everything).not.toContain(value);
      expect(everything).not.toContain(sha256(value));
    }
    expect(everything).not.toMatch(KEY_VALUE_PATTERN);
  });
});
