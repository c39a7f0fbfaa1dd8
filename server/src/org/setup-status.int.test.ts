import { ApiKeySchema, OrganisationSchema, TeamSchema } from '@heed/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pseudonym } from '../audit/pseudonym.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.close();
});

function getStatus(token?: string) {
  return fetch(`${app.url}/api/v1/setup/status`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

describe('GET /api/v1/setup/status — happy path', () => {
  it('reports a fresh installation, then the organisation and its keys once they exist', async () => {
    const fresh = await getStatus(await app.tokenFor({ sub: 'user-a', groups: ['g-1'] }));
    expect(fresh.status).toBe(200);
    expect(await fresh.json()).toEqual({ orgExists: false, hasApiKeys: false, orgName: null });

    const em = app.runtime.deps.orm.em.fork();
    const organisation = em.create(OrganisationSchema, { slug: 'acme', name: 'Acme' });
    const team = em.create(TeamSchema, { organisation, slug: 'default', name: 'Default' });
    em.create(ApiKeySchema, {
      team,
      keyType: 'pk',
      keyPrefix: 'heed_pk_live',
      keyHash: 'a'.repeat(64),
      appName: 'web',
      expiresAt: null,
      revokedAt: null,
      lastUsedAt: null,
    });
    await em.flush();
    const response = await getStatus(await app.tokenFor());
    expect(await response.json()).toEqual({ orgExists: true, hasApiKeys: true, orgName: 'Acme' });
  });
});

describe('GET /api/v1/setup/status — security', () => {
  it('rejects a missing token with 401 and an auth.oidc.denied audit event', async () => {
    const before = app.output.auditEvents.length;
    const response = await getStatus();
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toMatch(/^Bearer/);
    const events = app.output.auditEvents.slice(before);
    expect(events).toEqual([
      expect.objectContaining({
        audit_schema: 'heed.audit.v1',
        audit_event: 'auth.oidc.denied',
        audit_category: 'auth',
        audit_outcome: 'denied',
        actor_type: 'anonymous',
      }),
    ]);
  });

  it.each([
    ['expired', { expiresInSeconds: -120 }],
    ['wrong audience', { aud: 'someone-else' }],
    ['wrong issuer', { iss: 'https://evil.example' }],
    ['foreign signing key', { signWith: 'foreign' as const }],
    ['unsigned (alg none)', { alg: 'none' as const }],
  ])('rejects a token that is %s with 401', async (_name, options) => {
    const token = await app.issuer.mintToken({ sub: 'user-b', ...options });
    const before = app.output.auditEvents.length;
    const response = await getStatus(token);
    expect(response.status).toBe(401);
    expect((await response.json()) as unknown).toMatchObject({ code: 'unauthorized' });
    expect(app.output.auditEvents.slice(before).map((event) => event.audit_event)).toEqual([
      'auth.oidc.denied',
    ]);
  });

  it('answers 503 with auth.oidc.failure when the identity provider is down, never accepting', async () => {
    // A fresh app: its verifier has not cached the JWKS yet.
    const isolated = await startTestApp();
    try {
      const token = await isolated.tokenFor();
      isolated.issuer.setBroken('jwks-500');
      const response = await fetch(`${isolated.url}/api/v1/setup/status`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({ code: 'service_unavailable' });
      expect(isolated.output.auditEvents.map((event) => event.audit_event)).toContain(
        'auth.oidc.failure',
      );
    } finally {
      await isolated.close();
    }
  });

  it('never writes the token or the raw subject to any log line', async () => {
    const token = await app.tokenFor({ sub: 'subject-secret-42', groups: ['group-raw-7'] });
    await getStatus(token);
    await getStatus(`${token}x`);
    const everything = app.output.lines.join('\n');
    expect(everything).not.toContain(token);
    expect(everything).not.toContain('subject-secret-42');
    expect(everything).not.toContain('group-raw-7');
    expect(pseudonym('subject-secret-42')).toMatch(/^id:[0-9a-f]{12}$/);
  });
});
