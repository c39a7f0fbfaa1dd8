import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedTeam } from '../testing/fixtures.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.close();
});

async function expectProblem(response: Response, status: number, code: string) {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
  const body = (await response.json()) as Record<string, unknown>;
  expect(body).toMatchObject({ status, code, type: `urn:heed:problem:${code}` });
  expect(typeof body.title).toBe('string');
  expect(typeof body.detail).toBe('string');
  expect(JSON.stringify(body)).not.toMatch(/stack|at .*\.ts:\d+|select |insert /i);
  return body;
}

describe('REST edge — happy path', () => {
  it('serves a contract procedure as REST: GET /api/v1/health', async () => {
    const response = await fetch(`${app.url}/api/v1/health`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({
      status: 'ok',
      version: expect.any(String),
      database: { reachable: true, pendingMigrations: [] },
    });
  });

  it('serves the same procedure over tRPC for the dashboard and the CLI', async () => {
    const response = await fetch(`${app.url}/trpc/system.health?input=${encodeURIComponent('{}')}`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { result: { data: { status: string } } };
    expect(body.result.data.status).toBe('ok');
  });

  it('answers the plain-text probes', async () => {
    for (const probe of ['isAlive', 'isReady']) {
      const response = await fetch(`${app.url}/internal/${probe}`);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe('OK');
    }
  });

  it('serves the OpenAPI 3.1 document, identical to the committed copy', async () => {
    const response = await fetch(`${app.url}/api/v1/openapi.json`);
    expect(response.status).toBe(200);
    const served = (await response.json()) as {
      openapi: string;
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    expect(served.openapi).toBe('3.1.0');
    expect(Object.keys(served.paths)).toEqual(expect.arrayContaining(['/health', '/setup/status']));
    expect(Object.keys(served.paths['/health']?.get?.responses ?? {})).toContain('200');
    expect(served.paths['/setup/status']?.get?.responses['401']).toBeDefined();
    const committed = JSON.parse(
      await readFile(new URL('../../../contracts/openapi.json', import.meta.url), 'utf8'),
    );
    expect(served).toEqual(committed);
  });

  it('serves the API reference page with its assets from the npm package', async () => {
    const page = await fetch(`${app.url}/api/v1/docs`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('/api/v1/docs/assets/swagger-ui-bundle.js');
    expect(html).not.toMatch(/https?:\/\//);
    const bundle = await fetch(`${app.url}/api/v1/docs/assets/swagger-ui-bundle.js`);
    expect(bundle.status).toBe(200);
    expect(bundle.headers.get('content-type')).toMatch(/javascript/);
    const init = await fetch(`${app.url}/api/v1/docs/init.js`);
    expect(await init.text()).toContain('/api/v1/openapi.json');
  });
});

describe('REST edge — errors are problem+json, never 500', () => {
  it('answers unknown paths with 404', async () => {
    await expectProblem(await fetch(`${app.url}/api/v1/no-such-thing`), 404, 'not_found');
    await expectProblem(await fetch(`${app.url}/nothing/here`), 404, 'not_found');
  });

  it.each([
    '/api/tokenx/v1/feedback',
    '/api/azure/v1/feedback',
    '/api/tokenx/v1/submission',
    '/api/azure/v1/submission',
  ])('answers the removed platform-specific submission endpoint %s with 404', async (path) => {
    const response = await fetch(`${app.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"schemaVersion":2}',
    });
    await expectProblem(response, 404, 'not_found');
  });

  it('answers invalid JSON with 400', async () => {
    const response = await fetch(`${app.url}/api/v1/setup/status`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"name": ',
    });
    await expectProblem(response, 400, 'invalid_request');
  });

  it('answers a body over 1 MiB with 413', async () => {
    const response = await fetch(`${app.url}/api/v1/setup/status`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ padding: 'x'.repeat(1024 * 1024 + 10) }),
    });
    await expectProblem(response, 413, 'payload_too_large');
  });

  it('answers a body that is not JSON with 415', async () => {
    const response = await fetch(`${app.url}/api/v1/setup/status`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'hello',
    });
    await expectProblem(response, 415, 'unsupported_media_type');
  });

  it('answers a method the path does not serve with a problem, not a 500', async () => {
    const response = await fetch(`${app.url}/api/v1/health`, { method: 'DELETE' });
    await expectProblem(response, 404, 'not_found');
  });

  it('answers a 204 with no body and no Content-Type (the adapter would send `null` as JSON)', async () => {
    const team = await seedTeam(app, { slug: 'rest-edge-204' });
    const auth = { authorization: `Bearer ${team.secretKey.value}` };
    const created = await fetch(`${app.url}/api/v1/admin/api-keys`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({
        keyType: 'pk',
        appName: 'gone',
        allowedOrigins: ['https://a.example'],
      }),
    });
    const { id } = (await created.json()) as { id: string };
    const revoked = await fetch(`${app.url}/api/v1/admin/api-keys/${id}`, {
      method: 'DELETE',
      headers: auth,
    });
    expect(revoked.status).toBe(204);
    expect(revoked.headers.get('content-type')).toBeNull();
    expect(await revoked.text()).toBe('');
    expect(revoked.headers.get('ratelimit-limit')).toBe('1000');
  });

  it('gives tRPC callers the same problem body', async () => {
    const response = await fetch(`${app.url}/trpc/setup.status?input=${encodeURIComponent('{}')}`);
    expect(response.status).toBe(401);
    const body = (await response.json()) as { error: { data: { problem: unknown } } };
    expect(body.error.data.problem).toMatchObject({ status: 401, code: 'unauthorized' });
    expect(JSON.stringify(body)).not.toContain('stack');
  });

  it('reports not ready while draining', async () => {
    app.runtime.readiness.draining = true;
    try {
      const response = await fetch(`${app.url}/internal/isReady`);
      expect(response.status).toBe(503);
    } finally {
      app.runtime.readiness.draining = false;
    }
  });
});
