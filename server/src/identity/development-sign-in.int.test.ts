import { createHash, randomBytes } from 'node:crypto';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

let app: TestApp;
const CLIENT_ID = 'heed-dashboard';
const REDIRECT_URI = 'http://127.0.0.1:9/auth/callback';

beforeAll(async () => {
  app = await startTestApp();
});

afterAll(async () => {
  await app?.close();
});

function pkce() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

function authorizationParams(challenge: string, overrides: Record<string, string> = {}) {
  return new URLSearchParams({
    response_type: 'code',
    client_id: CLIENT_ID,
    redirect_uri: REDIRECT_URI,
    scope: 'openid profile email offline_access',
    state: 'state-1',
    nonce: 'nonce-1',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    ...overrides,
  });
}

/** Picks `user` on the sign-in page; resolves to the redirect the browser would follow. */
async function pick(params: URLSearchParams, user = 'dev-org-admin'): Promise<Response> {
  const form = new URLSearchParams(params);
  form.set('user', user);
  return fetch(`${app.issuer.issuer}/authorize`, {
    method: 'POST',
    body: form,
    redirect: 'manual',
  });
}

async function codeFor(challenge: string, user = 'dev-org-admin'): Promise<string> {
  const response = await pick(authorizationParams(challenge), user);
  expect(response.status).toBe(303);
  const location = new URL(response.headers.get('location') ?? '');
  return location.searchParams.get('code') ?? '';
}

function token(body: Record<string, string>) {
  return fetch(`${app.issuer.issuer}/token`, {
    method: 'POST',
    body: new URLSearchParams({ client_id: CLIENT_ID, ...body }),
  });
}

describe('the development sign-in', () => {
  test('discovery offers the code flow with PKCE, refresh, end session and the development groups', async () => {
    const document = (await (await fetch(app.issuer.discoveryUri)).json()) as Record<
      string,
      unknown
    >;
    expect(document).toMatchObject({
      authorization_endpoint: `${app.issuer.issuer}/authorize`,
      token_endpoint: `${app.issuer.issuer}/token`,
      end_session_endpoint: `${app.issuer.issuer}/logout`,
      code_challenge_methods_supported: ['S256'],
      heed_development_group_roles: {
        'heed-dev-team-admins': 'admin',
        'heed-dev-team-editors': 'editor',
        'heed-dev-team-viewers': 'viewer',
      },
    });
    expect(document.scopes_supported).toContain('offline_access');
  });

  test('the sign-in page lists the development users and warns it is for development', async () => {
    const response = await fetch(
      `${app.issuer.issuer}/authorize?${authorizationParams(pkce().challenge)}`,
    );
    expect(response.status).toBe(200);
    const page = await response.text();
    for (const user of ['dev-org-admin', 'dev-team-admin', 'dev-editor', 'dev-viewer']) {
      expect(page).toContain(`value="${user}"`);
    }
    expect(page).toContain('Never use it in production');
  });

  test('a picked user comes back with code, state and issuer; the code gives tokens the API accepts', async () => {
    const { verifier, challenge } = pkce();
    const response = await pick(authorizationParams(challenge));
    const location = new URL(response.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe(REDIRECT_URI);
    expect(location.searchParams.get('state')).toBe('state-1');
    expect(location.searchParams.get('iss')).toBe(app.issuer.issuer);

    const answer = await token({
      grant_type: 'authorization_code',
      code: location.searchParams.get('code') ?? '',
      redirect_uri: REDIRECT_URI,
      code_verifier: verifier,
    });
    expect(answer.status).toBe(200);
    const tokens = (await answer.json()) as Record<string, string>;
    expect(tokens.token_type).toBe('Bearer');
    expect(decodeJwt(tokens.id_token ?? '')).toMatchObject({
      aud: CLIENT_ID,
      nonce: 'nonce-1',
      sub: 'dev-org-admin',
    });
    expect(decodeJwt(tokens.access_token ?? '')).toMatchObject({
      aud: 'heed-api',
      groups: ['heed-admins'],
      name: 'Olivia Org-Admin',
    });
    expect(tokens.refresh_token).toMatch(/^[\w-]{43}$/);

    const status = await fetch(`${app.url}/api/v1/setup/status`, {
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(status.status).toBe(200);
  });

  test('a wrong PKCE verifier, a reused code, another redirect URI or another client get nothing', async () => {
    const { verifier, challenge } = pkce();
    const wrongVerifier = await token({
      grant_type: 'authorization_code',
      code: await codeFor(challenge),
      redirect_uri: REDIRECT_URI,
      code_verifier: pkce().verifier,
    });
    expect(wrongVerifier.status).toBe(400);
    expect(await wrongVerifier.json()).toEqual({ error: 'invalid_grant' });

    const code = await codeFor(challenge);
    const exchange = {
      grant_type: 'authorization_code',
      code,
      redirect_uri: REDIRECT_URI,
      code_verifier: verifier,
    };
    expect((await token(exchange)).status).toBe(200);
    expect((await token(exchange)).status).toBe(400);

    const otherRedirect = await token({
      ...exchange,
      code: await codeFor(challenge),
      redirect_uri: 'http://127.0.0.1:10/auth/callback',
    });
    expect(otherRedirect.status).toBe(400);

    const otherClient = await token({
      ...exchange,
      code: await codeFor(challenge),
      client_id: 'someone-else',
    });
    expect(otherClient.status).toBe(401);
    expect(await otherClient.json()).toEqual({ error: 'invalid_client' });
  });

  test('an authorization request without S256 PKCE, with an unknown client or a foreign redirect is refused', async () => {
    const { challenge } = pkce();
    const refusals: Record<string, string>[] = [
      { code_challenge_method: 'plain' },
      { code_challenge: 'short' },
      { client_id: 'someone-else' },
      { redirect_uri: 'https://evil.example/steal' },
      { scope: 'profile' },
    ];
    for (const overrides of refusals) {
      const response = await fetch(
        `${app.issuer.issuer}/authorize?${authorizationParams(challenge, overrides)}`,
      );
      expect(response.status, JSON.stringify(overrides)).toBe(400);
      expect((await pick(authorizationParams(challenge, overrides))).status).toBe(400);
    }
    expect((await pick(authorizationParams(challenge), 'nobody')).status).toBe(400);
  });

  test('a refresh token gives new tokens once and is then used up', async () => {
    const { verifier, challenge } = pkce();
    const first = (await (
      await token({
        grant_type: 'authorization_code',
        code: await codeFor(challenge, 'dev-viewer'),
        redirect_uri: REDIRECT_URI,
        code_verifier: verifier,
      })
    ).json()) as Record<string, string>;
    const refreshed = await token({
      grant_type: 'refresh_token',
      refresh_token: first.refresh_token ?? '',
    });
    expect(refreshed.status).toBe(200);
    const second = (await refreshed.json()) as Record<string, string>;
    expect(decodeJwt(second.access_token ?? '')).toMatchObject({
      sub: 'dev-viewer',
      groups: ['heed-dev-team-viewers'],
    });
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(
      (await token({ grant_type: 'refresh_token', refresh_token: first.refresh_token ?? '' }))
        .status,
    ).toBe(400);
  });

  test('without offline_access there is no refresh token', async () => {
    const { verifier, challenge } = pkce();
    const response = await pick(authorizationParams(challenge, { scope: 'openid profile email' }));
    const code = new URL(response.headers.get('location') ?? '').searchParams.get('code') ?? '';
    const tokens = (await (
      await token({
        grant_type: 'authorization_code',
        code,
        redirect_uri: REDIRECT_URI,
        code_verifier: verifier,
      })
    ).json()) as Record<string, string>;
    expect(tokens.access_token).toBeTruthy();
    expect(tokens.refresh_token).toBeUndefined();
  });

  test('the end-session endpoint sends the browser back', async () => {
    const response = await fetch(
      `${app.issuer.issuer}/logout?post_logout_redirect_uri=${encodeURIComponent('http://127.0.0.1:9/signin?signedOut=1')}`,
      { redirect: 'manual' },
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('http://127.0.0.1:9/signin?signedOut=1');
  });
});
