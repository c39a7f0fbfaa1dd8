import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * Headers every answer of the API carries, whatever answered it: `X-Content-Type-Options:
 * nosniff`; and the reference page's Content-Security-Policy.
 */

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.close();
});

const json = { 'content-type': 'application/json' };

/** One request of each kind the API answers: success, refusal and error of every route family. */
const REQUESTS: [string, string, RequestInit?][] = [
  ['probe: alive', '/internal/isAlive'],
  ['probe: ready', '/internal/isReady'],
  ['metrics', '/internal/metrics'],
  ['REST success', '/api/v1/health'],
  ['REST 401 problem', '/api/v1/intern/teams'],
  ['REST 404 problem', '/api/v1/no-such-thing'],
  ['OpenAPI document', '/api/v1/openapi.json'],
  ['reference page', '/api/v1/docs'],
  ['reference page script', '/api/v1/docs/init.js'],
  ['reference page style sheet', '/api/v1/docs/assets/swagger-ui.css'],
  ['tRPC success', '/trpc/system.health'],
  ['tRPC 401', '/trpc/dashboard.myTeams'],
  ['tRPC unknown procedure', '/trpc/no.such'],
  [
    'submission 401',
    '/api/v1/submission',
    { method: 'POST', headers: json, body: JSON.stringify({ surveyId: 's' }) },
  ],
  [
    'submission 415',
    '/api/v1/submission',
    { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'x' },
  ],
  [
    'submission preflight',
    '/api/v1/submission',
    {
      method: 'OPTIONS',
      headers: {
        origin: 'https://shop.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type, authorization',
      },
    },
  ],
  ['widget file', '/widget/v1/heed.js'],
  ['widget 404', '/widget/v1/no-such.js'],
  ['unknown path', '/no-such-path'],
];

describe('X-Content-Type-Options on every answer', () => {
  it.each(REQUESTS)('%s: nosniff', async (_name, path, init) => {
    const response = await fetch(`${app.url}${path}`, init);
    await response.arrayBuffer();
    expect(response.status).toBeLessThan(500);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('the reference page', () => {
  it('has a Content-Security-Policy that allows only its own origin, nothing inline', async () => {
    const response = await fetch(`${app.url}/api/v1/docs`);
    expect(response.status).toBe(200);
    const policy = response.headers.get('content-security-policy') ?? '';
    const directives = new Map(
      policy.split(';').map((part) => {
        const [name, ...sources] = part.trim().split(/\s+/);
        return [name, sources] as const;
      }),
    );
    expect(directives.get('default-src')).toEqual(["'none'"]);
    expect(directives.get('script-src')).toEqual(["'self'"]);
    expect(directives.get('style-src')).toEqual(["'self'"]);
    expect(directives.get('connect-src')).toEqual(["'self'"]);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy).not.toContain('unsafe-inline');
  });
});
