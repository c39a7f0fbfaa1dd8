import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ratingSubmission, type SeededTeam, seedTeam } from '../testing/fixtures.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { adminRequest } from './api-key-admin.fixtures.ts';

/**
 * API key administration, invalid input and impossible moves. Rules: docs/rules/errors.md#errors-1
 * (problem+json, `errors[]`), docs/rules/limits.md#limits-6 (grace period 0 to 720 hours),
 * docs/rules/origins.md#origins-3 (at least one origin per `pk` key), docs/rules/keys.md#keys-7
 * (the 404 of DELETE).
 */

const ORIGIN = 'https://app.example.com';

const SUBMISSION = ratingSubmission('s1');

let app: TestApp;
let unrestricted: TestApp;
let team: SeededTeam;
let unrestrictedTeam: SeededTeam;

beforeAll(async () => {
  [app, unrestricted] = await Promise.all([
    startTestApp(),
    startTestApp({ HEED_ALLOW_UNRESTRICTED_PK_ORIGINS: 'true' }),
  ]);
  [team, unrestrictedTeam] = await Promise.all([
    seedTeam(app, { slug: 'errors' }),
    seedTeam(unrestricted, { slug: 'open' }),
  ]);
});
afterAll(async () => {
  await Promise.all([app?.close(), unrestricted?.close()]);
});

function submitWithPk(target: TestApp, key: string, origin?: string): Promise<Response> {
  return fetch(`${target.url}/api/v1/submission`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-api-key': key,
      ...(origin ? { origin } : {}),
    },
    body: JSON.stringify(SUBMISSION),
  });
}

async function expectProblem(response: Response, status: number, code: string) {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
  const body = (await response.json()) as Record<string, unknown>;
  expect(body).toMatchObject({ status, code });
  expect(typeof body.type).toBe('string');
  expect(typeof body.title).toBe('string');
  expect(typeof body.detail).toBe('string');
  const text = JSON.stringify(body);
  expect(text).not.toMatch(/heed_(pk|sk)_live_/);
  expect(text).not.toMatch(/\bstack\b|\.ts:\d+|select |insert |update /i);
  return body;
}

/** 400 `invalid_request` whose `errors[]` names the offending field. */
async function expectInvalid(response: Response, pathPattern: RegExp) {
  const body = await expectProblem(response, 400, 'invalid_request');
  const errors = body.errors as { path: unknown; message: unknown }[];
  expect(Array.isArray(errors)).toBe(true);
  expect(errors.length).toBeGreaterThan(0);
  for (const error of errors) {
    expect(typeof error.path).toBe('string');
    expect(typeof error.message).toBe('string');
  }
  expect(errors.map((error) => error.path)).toContainEqual(expect.stringMatching(pathPattern));
  return body;
}

async function createPk(target: TestApp, secretKey: string, body: Record<string, unknown>) {
  const response = await adminRequest(target, 'POST', '', secretKey, body);
  expect(response.status).toBe(201);
  return (await response.json()) as { id: string; key: string; allowedOrigins: string[] };
}

async function keyCount(): Promise<number> {
  const response = await adminRequest(app, 'GET', '', team.secretKey.value);
  expect(response.status).toBe(200);
  return ((await response.json()) as { keys: unknown[] }).keys.length;
}

describe('POST /api/v1/admin/api-keys — invalid bodies', () => {
  it.each([
    ['appName is missing', { keyType: 'pk', allowedOrigins: [ORIGIN] }, /^appName$/],
    [
      'keyType is not pk or sk',
      { keyType: 'xx', appName: 'a', allowedOrigins: [ORIGIN] },
      /^keyType$/,
    ],
    ['keyType is missing', { appName: 'a', allowedOrigins: [ORIGIN] }, /^keyType$/],
    [
      'rateLimit is 0',
      { keyType: 'pk', appName: 'a', allowedOrigins: [ORIGIN], rateLimit: 0 },
      /^rateLimit$/,
    ],
    [
      'rateLimit is not an integer',
      { keyType: 'pk', appName: 'a', allowedOrigins: [ORIGIN], rateLimit: 2.5 },
      /^rateLimit$/,
    ],
    [
      'allowedOrigins is not an array',
      { keyType: 'pk', appName: 'a', allowedOrigins: ORIGIN },
      /^allowedOrigins/,
    ],
  ])('answers 400 invalid_request when %s', async (_name, body, path) => {
    const before = await keyCount();
    await expectInvalid(await adminRequest(app, 'POST', '', team.secretKey.value, body), path);
    expect(await keyCount()).toBe(before);
  });

  it('answers 400 to a request without a body', async () => {
    const response = await fetch(`${app.url}/api/v1/admin/api-keys`, {
      method: 'POST',
      headers: { authorization: `Bearer ${team.secretKey.value}` },
    });
    await expectProblem(response, 400, 'invalid_request');
  });

  it.each([
    ['absent', { keyType: 'pk', appName: 'no-origins' }],
    ['empty', { keyType: 'pk', appName: 'no-origins', allowedOrigins: [] }],
  ])('refuses a publishable key whose allowedOrigins are %s with 400', async (_name, body) => {
    const before = await keyCount();
    await expectInvalid(
      await adminRequest(app, 'POST', '', team.secretKey.value, body),
      /^allowedOrigins/,
    );
    expect(await keyCount()).toBe(before);
  });

  it.each([
    ['plain http on a public host', 'http://evil.com'],
    ['a path', 'https://a.com/path'],
    ['a wildcard', 'https://*.example.com'],
    ['no scheme', 'app.example.com'],
    ['the opaque origin null', 'null'],
  ])('refuses an allowed origin with %s with 400', async (_name, origin) => {
    const before = await keyCount();
    const body = await expectInvalid(
      await adminRequest(app, 'POST', '', team.secretKey.value, {
        keyType: 'pk',
        appName: 'bad-origin',
        allowedOrigins: [ORIGIN, origin],
      }),
      /^allowedOrigins/,
    );
    expect(JSON.stringify(body)).not.toContain('"key"');
    expect(await keyCount()).toBe(before);
  });
});

describe('HEED_ALLOW_UNRESTRICTED_PK_ORIGINS=true', () => {
  it('creates a publishable key without origins, which any origin may use', async () => {
    const created = await createPk(unrestricted, unrestrictedTeam.secretKey.value, {
      keyType: 'pk',
      appName: 'local-dev',
    });
    expect(created.allowedOrigins).toEqual([]);
    expect(
      (await submitWithPk(unrestricted, created.key, 'https://anywhere.example.net')).status,
    ).toBe(201);
  });

  it('still refuses invalid origins', async () => {
    await expectInvalid(
      await adminRequest(unrestricted, 'POST', '', unrestrictedTeam.secretKey.value, {
        keyType: 'pk',
        appName: 'bad',
        allowedOrigins: ['http://evil.com'],
      }),
      /^allowedOrigins/,
    );
  });
});

describe('POST /api/v1/admin/api-keys/{id}/rotate — invalid input and impossible moves', () => {
  it.each([
    ['721 (above 720)', { gracePeriodHours: 721 }],
    ['-1', { gracePeriodHours: -1 }],
    ['not an integer', { gracePeriodHours: 1.5 }],
    ['missing', {}],
  ])('answers 400 when gracePeriodHours is %s, leaving the key working', async (_name, body) => {
    const before = await keyCount();
    await expectInvalid(
      await adminRequest(
        app,
        'POST',
        `/${team.publishableKey.id}/rotate`,
        team.secretKey.value,
        body,
      ),
      /^gracePeriodHours$/,
    );
    expect(await keyCount()).toBe(before);
    expect((await submitWithPk(app, team.publishableKey.value, ORIGIN)).status).toBe(201);
  });

  it('accepts the upper bound of 720 hours', async () => {
    const key = await createPk(app, team.secretKey.value, {
      keyType: 'pk',
      appName: 'long-grace',
      allowedOrigins: [ORIGIN],
    });
    const before = Date.now();
    const response = await adminRequest(app, 'POST', `/${key.id}/rotate`, team.secretKey.value, {
      gracePeriodHours: 720,
    });
    expect(response.status).toBe(201);
    const after = Date.now();
    const rotated = (await response.json()) as { previousKeyExpiresAt: string };
    const expiresAt = Date.parse(rotated.previousKeyExpiresAt);
    expect(expiresAt).toBeGreaterThanOrEqual(before + 720 * 3_600_000);
    expect(expiresAt).toBeLessThanOrEqual(after + 720 * 3_600_000);
    expect((await submitWithPk(app, key.key, ORIGIN)).status).toBe(201);
  });

  it('answers 400 to an id that is not a UUID', async () => {
    await expectInvalid(
      await adminRequest(app, 'POST', '/not-a-uuid/rotate', team.secretKey.value, {
        gracePeriodHours: 1,
      }),
      /^id$/,
    );
  });

  it('answers 404 to an unknown key id', async () => {
    await expectProblem(
      await adminRequest(app, 'POST', `/${randomUUID()}/rotate`, team.secretKey.value, {
        gracePeriodHours: 1,
      }),
      404,
      'not_found',
    );
  });

  it('answers 409 to rotating a revoked key, and issues nothing', async () => {
    const key = await createPk(app, team.secretKey.value, {
      keyType: 'pk',
      appName: 'revoked-then-rotated',
      allowedOrigins: [ORIGIN],
    });
    expect((await adminRequest(app, 'DELETE', `/${key.id}`, team.secretKey.value)).status).toBe(
      204,
    );
    const before = await keyCount();
    await expectProblem(
      await adminRequest(app, 'POST', `/${key.id}/rotate`, team.secretKey.value, {
        gracePeriodHours: 24,
      }),
      409,
      'conflict',
    );
    expect(await keyCount()).toBe(before);
    expect((await submitWithPk(app, key.key, ORIGIN)).status).toBe(401);
  });
});

describe('DELETE /api/v1/admin/api-keys/{id} — invalid input', () => {
  it('answers 400 to an id that is not a UUID', async () => {
    await expectInvalid(
      await adminRequest(app, 'DELETE', '/not-a-uuid', team.secretKey.value),
      /^id$/,
    );
  });

  it('answers 404 to an unknown key id', async () => {
    await expectProblem(
      await adminRequest(app, 'DELETE', `/${randomUUID()}`, team.secretKey.value),
      404,
      'not_found',
    );
  });
});

describe('OpenAPI document of key administration', () => {
  it('documents the error statuses the key endpoints answer with', async () => {
    const response = await fetch(`${app.url}/api/v1/openapi.json`);
    expect(response.status).toBe(200);
    const document = (await response.json()) as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    const statuses = (path: string, method: string) =>
      Object.keys(document.paths[path]?.[method]?.responses ?? {});
    expect
      .soft(statuses('/admin/api-keys', 'post'))
      .toEqual(expect.arrayContaining(['201', '400', '401', '403', '429']));
    expect
      .soft(statuses('/admin/api-keys/{id}/rotate', 'post'))
      .toEqual(expect.arrayContaining(['201', '400', '401', '403', '404', '409', '429']));
    expect
      .soft(statuses('/admin/api-keys/{id}', 'delete'))
      .toEqual(expect.arrayContaining(['204', '400', '401', '403', '404', '429']));
  });
});
