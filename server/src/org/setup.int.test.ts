import { ApiKeyEventSchema, ApiKeySchema, OrganisationSchema, TeamSchema } from '@heed/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pseudonym } from '../audit/pseudonym.ts';
import { startTestApp, TEST_ADMIN_GROUP, type TestApp } from '../testing/test-app.ts';
import { organisationSlugOf } from './setup.service.ts';

/**
 * Onboarding. Rules: docs/rules/roles.md#roles-11, docs/rules/origins.md#origins-3 (the
 * unrestricted-origins exception), docs/rules/errors.md#errors-1 (problem+json with `errors[]`),
 * docs/rules/audit.md#audit-5.
 */

const ORIGIN = 'https://app.example.com';
const SK_PATTERN = /^heed_sk_live_[0-9A-Za-z]{38}$/;
const PK_PATTERN = /^heed_pk_live_[0-9A-Za-z]{38}$/;
const ADMIN_SUB = 'setup-admin-subject-93c1';

const SUBMISSION = {
  schemaVersion: 2,
  surveyId: 's1',
  surveyType: 'rating',
  submittedAt: '2026-11-22T10:00:00Z',
  answers: [
    {
      fieldId: 'q1',
      fieldType: 'RATING',
      question: { label: 'How?' },
      value: { type: 'rating', rating: 4, ratingVariant: 'emoji', ratingScale: 5 },
    },
  ],
  definition: {
    surveyType: 'rating',
    fields: [
      { fieldId: 'q1', fieldType: 'RATING', label: 'How?', ratingVariant: 'emoji', ratingScale: 5 },
    ],
  },
};

interface CallOptions {
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

function call(app: TestApp, method: string, path: string, options: CallOptions = {}) {
  const { token, body, headers = {} } = options;
  return fetch(`${app.url}/api/v1${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

function adminToken(app: TestApp, sub = ADMIN_SUB): Promise<string> {
  return app.tokenFor({ sub, groups: ['team-group-1', TEST_ADMIN_GROUP] });
}

async function expectProblem(response: Response, status: number, code: string) {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
  const body = (await response.json()) as Record<string, unknown>;
  expect(body).toMatchObject({ status, code });
  expect(JSON.stringify(body)).not.toMatch(/heed_(pk|sk)_live_[0-9A-Za-z]/);
  return body;
}

async function expectValidationError(response: Response, path: string) {
  const body = await expectProblem(response, 400, 'invalid_request');
  const errors = body.errors as { path: string; message: string }[];
  expect(Array.isArray(errors)).toBe(true);
  expect(errors.map((error) => error.path)).toContain(path);
  for (const error of errors) expect(typeof error.message).toBe('string');
}

function auditSince(app: TestApp, before: number) {
  return app.output.auditEvents.slice(before);
}

async function setUp(app: TestApp, name = 'Acme'): Promise<void> {
  const response = await call(app, 'POST', '/setup', {
    token: await adminToken(app),
    body: { name },
  });
  expect(response.status).toBe(201);
}

describe('organisationSlugOf — the organisation slug derived from its name', () => {
  it.each([
    ['Acme', 'acme'],
    ['  Acme Feedback AS ', 'acme-feedback-as'],
    ['Kaffe & Kake -- Oslo!', 'kaffe-kake-oslo'],
    ['Café Ørsted', 'cafe-rsted'],
    ['ÆØÅ', 'a'],
    ['日本語', 'org'],
    ['!!!', 'org'],
    [`${'x'.repeat(62)} y`, 'x'.repeat(62)],
    ['a'.repeat(100), 'a'.repeat(63)],
  ])('%j → %j', (name, slug) => {
    expect(organisationSlugOf(name)).toBe(slug);
    expect(slug).toMatch(/^[a-z0-9][a-z0-9-]{0,62}$/);
  });
});

describe('onboarding — happy path', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('status → setup → status → setup/keys → status; the keys work at once', async () => {
    const token = await adminToken(app);
    const status = async () => {
      const response = await call(app, 'GET', '/setup/status', { token });
      expect(response.status).toBe(200);
      return response.json();
    };
    expect(await status()).toEqual({ orgExists: false, hasApiKeys: false, orgName: null });

    const before = app.output.auditEvents.length;
    const setup = await call(app, 'POST', '/setup', {
      token,
      body: { name: '  Acme Feedback AS ' },
    });
    expect(setup.status).toBe(201);
    expect(setup.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await setup.json()).toEqual({
      org: { slug: 'acme-feedback-as', name: 'Acme Feedback AS' },
      team: { slug: 'default', name: 'Default' },
    });
    const em = app.runtime.deps.orm.em.fork();
    const [organisation] = await em.find(OrganisationSchema, {});
    const [team] = await em.find(TeamSchema, {});
    expect(organisation).toBeDefined();
    expect(team).toBeDefined();
    const orgId = organisation?.id;
    const teamId = team?.id;
    const actor = {
      actor_type: 'oidc_user',
      actor_user_ref: pseudonym(ADMIN_SUB),
      actor_is_org_admin: true,
    };
    expect(auditSince(app, before)).toEqual([
      expect.objectContaining({
        audit_event: 'admin.org.update',
        audit_category: 'admin',
        audit_operation: 'create',
        audit_outcome: 'success',
        resource_type: 'organisation',
        resource_id: orgId,
        org_id: orgId,
        org_slug: 'acme-feedback-as',
        route_template: '/api/v1/setup',
        request_method: 'POST',
        ...actor,
      }),
      expect.objectContaining({
        audit_event: 'admin.team.create',
        audit_operation: 'create',
        audit_outcome: 'success',
        resource_type: 'team',
        resource_id: teamId,
        org_id: orgId,
        team_id: teamId,
        team_slug: 'default',
        ...actor,
      }),
    ]);

    expect(await status()).toEqual({
      orgExists: true,
      hasApiKeys: false,
      orgName: 'Acme Feedback AS',
    });

    const keysBefore = app.output.auditEvents.length;
    const keys = await call(app, 'POST', '/setup/keys', {
      token,
      body: { allowedOrigins: [`${ORIGIN}/`] },
    });
    expect(keys.status).toBe(201);
    const pair = (await keys.json()) as { secretKey: string; publishableKey: string };
    expect(Object.keys(pair).sort()).toEqual(['publishableKey', 'secretKey']);
    expect(pair.secretKey).toMatch(SK_PATTERN);
    expect(pair.publishableKey).toMatch(PK_PATTERN);

    expect(await status()).toEqual({
      orgExists: true,
      hasApiKeys: true,
      orgName: 'Acme Feedback AS',
    });

    // The secret key administers the default team's keys: the pair, pk bound to the origins.
    const listing = await call(app, 'GET', '/admin/api-keys', { token: pair.secretKey });
    expect(listing.status).toBe(200);
    const { keys: listed } = (await listing.json()) as {
      keys: { id: string; keyType: string; team: string; allowedOrigins: string[] }[];
    };
    expect(listed).toHaveLength(2);
    const sk = listed.find((key) => key.keyType === 'sk');
    const pk = listed.find((key) => key.keyType === 'pk');
    expect(sk).toMatchObject({ team: 'default', allowedOrigins: [] });
    expect(pk).toMatchObject({ team: 'default', allowedOrigins: [ORIGIN] });

    // The key-creation audit events name each key by its id, with the team.
    const keyEvents = auditSince(app, keysBefore).filter(
      (event) => event.audit_event === 'api_key.create',
    );
    expect(keyEvents).toHaveLength(2);
    for (const event of keyEvents) {
      expect(event).toMatchObject({
        audit_category: 'api_key',
        audit_operation: 'create',
        audit_outcome: 'success',
        resource_type: 'api_key',
        team_id: teamId,
        team_slug: 'default',
        org_id: orgId,
        route_template: '/api/v1/setup/keys',
        ...actor,
      });
    }
    expect(keyEvents.map((event) => event.resource_id).sort()).toEqual([sk?.id, pk?.id].sort());
    // …and the keys' own event history records the user by pseudonym only.
    const rows = await em.fork().find(ApiKeyEventSchema, {});
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.eventType).toBe('created');
      expect(row.actor).toEqual({ type: 'oidc_user', userRef: pseudonym(ADMIN_SUB), keyId: null });
    }

    // The publishable key accepts a submission from the allowed origin, and no other.
    const submit = (headers: Record<string, string>) =>
      call(app, 'POST', '/submission', { body: SUBMISSION, headers });
    expect((await submit({ 'x-api-key': pair.publishableKey, origin: ORIGIN })).status).toBe(201);
    await expectProblem(
      await submit({ 'x-api-key': pair.publishableKey, origin: 'https://evil.example' }),
      403,
      'origin_not_allowed',
    );
    // The secret key is never origin-validated.
    const bySecret = await submit({
      authorization: `Bearer ${pair.secretKey}`,
      origin: 'https://anywhere.example',
    });
    expect(bySecret.status).toBe(201);

    const everything = app.output.lines.join('\n');
    for (const secret of [pair.secretKey, pair.publishableKey, token, ADMIN_SUB]) {
      expect(everything).not.toContain(secret);
    }
  });

  it('answers a second setup with 409 conflict and changes nothing', async () => {
    const before = app.output.auditEvents.length;
    const response = await call(app, 'POST', '/setup', {
      token: await adminToken(app),
      body: { name: 'Another Org' },
    });
    await expectProblem(response, 409, 'conflict');
    const em = app.runtime.deps.orm.em.fork();
    expect(await em.count(OrganisationSchema, {})).toBe(1);
    expect(await em.count(TeamSchema, {})).toBe(1);
    expect(auditSince(app, before)).toEqual([
      expect.objectContaining({
        audit_event: 'admin.org.update',
        audit_outcome: 'conflict',
        org_slug: 'acme-feedback-as',
      }),
    ]);
  });

  it('answers a second setup/keys with 409 conflict and issues no key', async () => {
    const response = await call(app, 'POST', '/setup/keys', {
      token: await adminToken(app),
      body: { allowedOrigins: [ORIGIN] },
    });
    await expectProblem(response, 409, 'conflict');
    expect(await app.runtime.deps.orm.em.fork().count(ApiKeySchema, {})).toBe(2);
  });
});

describe('onboarding — errors', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers setup/keys before setup with 404 not_found', async () => {
    const response = await call(app, 'POST', '/setup/keys', {
      token: await adminToken(app),
      body: { allowedOrigins: [ORIGIN] },
    });
    await expectProblem(response, 404, 'not_found');
  });

  it.each([
    ['no body', undefined, 'name'],
    ['no name', {}, 'name'],
    ['a blank name', { name: '   ' }, 'name'],
    ['a name over 100 characters', { name: 'n'.repeat(101) }, 'name'],
    ['a name that is not a string', { name: 42 }, 'name'],
  ])('rejects setup with %s: 400 with errors[]', async (_case, body, path) => {
    const response = await call(app, 'POST', '/setup', { token: await adminToken(app), body });
    await expectValidationError(response, path);
    expect(await app.runtime.deps.orm.em.fork().count(OrganisationSchema, {})).toBe(0);
  });

  it('rejects bad JSON with 400 and another content type with 415', async () => {
    const token = await adminToken(app);
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const badJson = await fetch(`${app.url}/api/v1/setup`, {
      method: 'POST',
      headers,
      body: '{"name": ',
    });
    await expectProblem(badJson, 400, 'invalid_request');
    const text = await fetch(`${app.url}/api/v1/setup`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'text/plain' },
      body: 'name=Acme',
    });
    await expectProblem(text, 415, 'unsupported_media_type');
  });

  it('lets exactly one of five concurrent setups succeed', async () => {
    const token = await adminToken(app);
    const responses = await Promise.all(
      [1, 2, 3, 4, 5].map((n) =>
        call(app, 'POST', '/setup', { token, body: { name: `Org ${n}` } }),
      ),
    );
    expect(responses.map((response) => response.status).sort()).toEqual([201, 409, 409, 409, 409]);
    const em = app.runtime.deps.orm.em.fork();
    expect(await em.count(OrganisationSchema, {})).toBe(1);
    expect(await em.count(TeamSchema, {})).toBe(1);
  });

  it.each([
    ['no body', undefined, 'allowedOrigins'],
    ['no allowedOrigins', {}, 'allowedOrigins'],
    ['empty allowedOrigins', { allowedOrigins: [] }, 'allowedOrigins'],
    ['allowedOrigins that is not an array', { allowedOrigins: ORIGIN }, 'allowedOrigins'],
  ])('rejects setup/keys with %s: 400 with errors[]', async (_case, body, path) => {
    const response = await call(app, 'POST', '/setup/keys', {
      token: await adminToken(app),
      body,
    });
    await expectValidationError(response, path);
    expect(await app.runtime.deps.orm.em.fork().count(ApiKeySchema, {})).toBe(0);
  });

  it.each([
    ['a path', `${ORIGIN}/app`],
    ['plain http off localhost', 'http://app.example.com'],
    ['no scheme', 'app.example.com'],
    ['a wildcard', '*'],
  ])('rejects setup/keys with an origin with %s: 400', async (_case, origin) => {
    const response = await call(app, 'POST', '/setup/keys', {
      token: await adminToken(app),
      body: { allowedOrigins: [origin] },
    });
    const body = await expectProblem(response, 400, 'invalid_request');
    expect(Array.isArray(body.errors)).toBe(true);
    expect(await app.runtime.deps.orm.em.fork().count(ApiKeySchema, {})).toBe(0);
  });

  it('lets exactly one of four concurrent setup/keys calls succeed', async () => {
    const token = await adminToken(app);
    const responses = await Promise.all(
      [1, 2, 3, 4].map(() =>
        call(app, 'POST', '/setup/keys', { token, body: { allowedOrigins: [ORIGIN] } }),
      ),
    );
    expect(responses.map((response) => response.status).sort()).toEqual([201, 409, 409, 409]);
    expect(await app.runtime.deps.orm.em.fork().count(ApiKeySchema, {})).toBe(2);
  });
});

describe('onboarding — HEED_ALLOW_UNRESTRICTED_PK_ORIGINS=true', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ HEED_ALLOW_UNRESTRICTED_PK_ORIGINS: 'true' });
  });
  afterAll(async () => {
    await app.close();
  });

  it('issues the pair with no origins; the pk then accepts any origin', async () => {
    await setUp(app);
    const response = await call(app, 'POST', '/setup/keys', {
      token: await adminToken(app),
      body: { allowedOrigins: [] },
    });
    expect(response.status).toBe(201);
    const pair = (await response.json()) as { secretKey: string; publishableKey: string };
    const listing = await call(app, 'GET', '/admin/api-keys', { token: pair.secretKey });
    const { keys } = (await listing.json()) as {
      keys: { keyType: string; allowedOrigins: string[] }[];
    };
    expect(keys.map((key) => [key.keyType, key.allowedOrigins]).sort()).toEqual([
      ['pk', []],
      ['sk', []],
    ]);
    const submission = await call(app, 'POST', '/submission', {
      body: SUBMISSION,
      headers: { 'x-api-key': pair.publishableKey, origin: 'https://any.example' },
    });
    expect(submission.status).toBe(201);
  });
});

describe('onboarding — security', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it.each([
    ['/setup', { name: 'Acme' }, 'organisation'],
    ['/setup/keys', { allowedOrigins: [ORIGIN] }, 'api_key'],
  ])(
    'answers POST %s by a non-admin with 403 and auth.org_admin.denied',
    async (path, body, resourceType) => {
      const sub = 'plain-user-subject-5d2e';
      const token = await app.tokenFor({ sub, groups: ['team-group-1', 'heed-admins-not'] });
      const before = app.output.auditEvents.length;
      const response = await call(app, 'POST', path, { token, body });
      await expectProblem(response, 403, 'forbidden');
      expect(auditSince(app, before)).toEqual([
        expect.objectContaining({
          audit_event: 'auth.org_admin.denied',
          audit_category: 'auth',
          audit_operation: 'authorize',
          audit_outcome: 'denied',
          actor_type: 'oidc_user',
          actor_user_ref: pseudonym(sub),
          actor_is_org_admin: false,
          resource_type: resourceType,
          route_template: `/api/v1${path}`,
          request_method: 'POST',
        }),
      ]);
      const em = app.runtime.deps.orm.em.fork();
      expect(await em.count(OrganisationSchema, {})).toBe(0);
      expect(await em.count(ApiKeySchema, {})).toBe(0);
    },
  );

  it.each([
    ['/setup', { name: 'Acme' }],
    ['/setup/keys', { allowedOrigins: [ORIGIN] }],
  ])('answers POST %s without a valid token with 401', async (path, body) => {
    const before = app.output.auditEvents.length;
    await expectProblem(await call(app, 'POST', path, { body }), 401, 'unauthorized');
    const forged = await app.issuer.mintToken({
      sub: 'x',
      groups: [TEST_ADMIN_GROUP],
      signWith: 'foreign',
    });
    await expectProblem(
      await call(app, 'POST', path, { body, token: forged }),
      401,
      'unauthorized',
    );
    expect(auditSince(app, before).map((event) => event.audit_event)).toEqual([
      'auth.oidc.denied',
      'auth.oidc.denied',
    ]);
    expect(await app.runtime.deps.orm.em.fork().count(OrganisationSchema, {})).toBe(0);
  });

  it('does not accept an API key in place of an admin token', async () => {
    await setUp(app);
    const token = await adminToken(app);
    const keys = await call(app, 'POST', '/setup/keys', {
      token,
      body: { allowedOrigins: [ORIGIN] },
    });
    const pair = (await keys.json()) as { secretKey: string; publishableKey: string };
    for (const key of [pair.secretKey, pair.publishableKey]) {
      await expectProblem(
        await call(app, 'POST', '/setup', { token: key, body: { name: 'Other' } }),
        401,
        'unauthorized',
      );
      await expectProblem(
        await call(app, 'POST', '/setup/keys', { token: key, body: { allowedOrigins: [ORIGIN] } }),
        401,
        'unauthorized',
      );
    }
    const everything = app.output.lines.join('\n');
    for (const secret of [pair.secretKey, pair.publishableKey, token, ADMIN_SUB, 'team-group-1']) {
      expect(everything).not.toContain(secret);
    }
  });
});
