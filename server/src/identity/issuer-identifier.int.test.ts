import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * `HEED_OIDC_ISSUER` is kept exactly as configured. Issuers that end in `/` (Auth0:
 * `https://tenant.example.com/`, Entra ID v1: `https://sts…/<tenant>/`) are discovered at
 * `<issuer>.well-known/openid-configuration` and their tokens, whose `iss` ends in `/`, accepted.
 */
function setupStatus(app: TestApp, token: string) {
  return fetch(`${app.url}/api/v1/setup/status`, {
    headers: { authorization: `Bearer ${token}` },
  });
}

describe.each([
  ['a host and a trailing slash', '/'],
  ['a path and a trailing slash', '/4f2c9a0e-tenant/'],
])('an issuer identifier with %s', (_name, issuerPath) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({}, { issuerPath });
  });
  afterAll(async () => {
    await app.close();
  });

  it('is configured as it is, and its tokens are accepted', async () => {
    expect(app.issuer.issuer.endsWith(issuerPath)).toBe(true);
    expect(app.runtime.deps.config.oidc?.issuer).toBe(app.issuer.issuer);

    const response = await setupStatus(app, await app.tokenFor({ sub: 'slash-user' }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ orgExists: false, hasApiKeys: false, orgName: null });
  });

  it('refuses a token whose iss lacks the trailing slash with 401', async () => {
    const token = await app.issuer.mintToken({ iss: app.issuer.issuer.replace(/\/$/, '') });

    const response = await setupStatus(app, token);
    expect(response.status).toBe(401);
    expect(response.headers.get('content-type')).toContain('application/problem+json');
  });
});
