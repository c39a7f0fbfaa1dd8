/**
 * REST (`/api/v1`, including the dedicated submission route) and tRPC (`/trpc`, as the dashboard's
 * `@trpc/client` calls it) give the same answer to the same call: status, problem code and the
 * headers a client acts on. Every case runs through both transports and is checked against the
 * table, so a header dropped by one transport, or a 400 arriving as PARSE_ERROR, fails here.
 */
import type { ProcedureContract } from '@heed/contracts';
import {
  apiKeyEventsContract,
  createApiKeyContract,
  createTeamContract,
  feedbackItemContract,
  filtersBootstrapContract,
  getOrganisationContract,
  myTeamsContract,
  revokeApiKeyContract,
  rotateApiKeyContract,
  setupStatusContract,
  submitFeedbackContract,
} from '@heed/contracts';
import { createTRPCUntypedClient, httpLink, TRPCClientError } from '@trpc/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mapGroup } from '../testing/dashboard-fixtures.ts';
import {
  fourFieldSubmission,
  ratingSubmission,
  type SeededTeam,
  seedTeam,
} from '../testing/fixtures.ts';
import { inputOfRestCall, trpcPathOf } from '../testing/served-procedures.ts';
import { startTestApp, TEST_ADMIN_GROUP, type TestApp } from '../testing/test-app.ts';
import type { AppRouter } from '../trpc/router.ts';

interface Call {
  path: string;
  query?: [string, string][];
  body?: unknown;
  headers?: Record<string, string>;
}

interface Answer {
  status: number;
  headers: Headers;
  /** The problem body (REST) or `error.data.problem` (tRPC); undefined on success. */
  problem: Record<string, unknown> | undefined;
  /** tRPC only: `error.data.code` and `error.data.httpStatus`. */
  trpcError?: { code: unknown; httpStatus: unknown };
}

/** The headers clients act on; each case names those it expects, the others must be absent. */
const WATCHED = [
  'cache-control',
  'www-authenticate',
  'retry-after',
  'ratelimit-limit',
  'ratelimit-remaining',
  'ratelimit-reset',
] as const;
type Watched = (typeof WATCHED)[number];

interface Case {
  name: string;
  contract: ProcedureContract;
  /** Builds the call; run once per transport (so each may create what it then uses). */
  call: () => Call | Promise<Call>;
  status: number;
  /** tRPC has no empty answers: a 204 is 200 there, with `{ result: {} }`. */
  trpcStatus?: number;
  /** Problem code and tRPC error code of a failure. */
  error?: { code: string; trpc: string };
  headers: Partial<Record<Watched, string | RegExp>>;
}

let app: TestApp;
let parity: SeededTeam;
let tight: SeededTeam;
let viewerToken: string;
let adminToken: string;

const ORIGIN = 'https://app.example.com';
const SECONDS = /^[1-9]\d*$/;
const NON_NEGATIVE = /^\d+$/;
const rateLimited = (limit: string) => ({
  'ratelimit-limit': limit,
  'ratelimit-remaining': NON_NEGATIVE,
  'ratelimit-reset': NON_NEGATIVE,
});
const bearer = (value: string) => ({ authorization: `Bearer ${value}` });
/** A submission call, over the hot REST route or as `submission.submit`. */
const submission =
  (body: unknown, headers: () => Record<string, string> = () => ({})) =>
  (): Call => ({ path: '/submission', body, headers: headers() });

beforeAll(async () => {
  app = await startTestApp();
  parity = await seedTeam(app, { slug: 'parity' });
  tight = await seedTeam(app, { slug: 'tight', rateLimit: 1 });
  await mapGroup(app, 'parity', 'g-parity', 'viewer');
  viewerToken = await app.tokenFor({ sub: 'parity-viewer', groups: ['g-parity'] });
  adminToken = await app.tokenFor({ sub: 'parity-admin', groups: [TEST_ADMIN_GROUP] });
  // The survey's definition, so that a structural change conflicts.
  expect(
    (
      await rest(
        {
          path: '/submission',
          body: ratingSubmission('parity-survey'),
          headers: bearer(parity.secretKey.value),
        },
        'POST',
      )
    ).status,
  ).toBe(201);
  // The tight key's one request a minute, spent.
  expect(
    (await rest({ path: '/admin/api-keys', headers: bearer(tight.secretKey.value) }, 'GET')).status,
  ).toBe(200);
});
afterAll(async () => {
  await app?.close();
});

async function rest(call: Call, method: string): Promise<Answer> {
  const search = new URLSearchParams(call.query ?? []).toString();
  const response = await fetch(`${app.url}/api/v1${call.path}${search ? `?${search}` : ''}`, {
    method,
    headers: {
      ...call.headers,
      ...(call.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(call.body === undefined ? {} : { body: JSON.stringify(call.body) }),
  });
  const text = await response.text();
  if (response.status >= 400) {
    expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
  }
  return {
    status: response.status,
    headers: response.headers,
    problem: response.status >= 400 ? (JSON.parse(text) as Record<string, unknown>) : undefined,
  };
}

/** The call as the dashboard makes it: `@trpc/client`'s `httpLink` against `/trpc`. */
async function trpc(contract: ProcedureContract, call: Call): Promise<Answer> {
  let last: Response | undefined;
  const client = createTRPCUntypedClient<AppRouter>({
    links: [
      httpLink({
        url: `${app.url}/trpc`,
        headers: call.headers ?? {},
        fetch: async (url, init) => {
          last = await fetch(url, init as RequestInit);
          return last;
        },
      }),
    ],
  });
  const path = trpcPathOf(contract);
  const input = inputOfRestCall(contract, call);
  try {
    if (contract.method === 'GET') await client.query(path, input);
    else await client.mutation(path, input);
    if (!last) throw new Error('no response');
    return { status: last.status, headers: last.headers, problem: undefined };
  } catch (error) {
    if (!(error instanceof TRPCClientError) || !last) throw error;
    const data = error.data as { code?: unknown; httpStatus?: unknown; problem?: unknown };
    return {
      status: last.status,
      headers: last.headers,
      problem: data.problem as Record<string, unknown> | undefined,
      trpcError: { code: data.code, httpStatus: data.httpStatus },
    };
  }
}

const CASES: Case[] = [
  {
    name: '401 without a token, with a Bearer challenge',
    contract: setupStatusContract,
    call: () => ({ path: '/setup/status' }),
    status: 401,
    error: { code: 'unauthorized', trpc: 'UNAUTHORIZED' },
    headers: { 'www-authenticate': 'Bearer realm="heed"' },
  },
  {
    name: '401 with a refused token: invalid_token',
    contract: setupStatusContract,
    call: () => ({ path: '/setup/status', headers: bearer('not-a-jwt') }),
    status: 401,
    error: { code: 'unauthorized', trpc: 'UNAUTHORIZED' },
    headers: { 'www-authenticate': 'Bearer realm="heed", error="invalid_token"' },
  },
  {
    name: '403 for a user who is no org admin',
    contract: getOrganisationContract,
    call: () => ({ path: '/admin/org', headers: bearer(viewerToken) }),
    status: 403,
    error: { code: 'forbidden', trpc: 'FORBIDDEN' },
    headers: {},
  },
  {
    name: '403 for a team the user has no access to',
    contract: filtersBootstrapContract,
    call: () => ({
      path: '/intern/filters/bootstrap',
      query: [['team', 'tight']],
      headers: bearer(viewerToken),
    }),
    status: 403,
    error: { code: 'forbidden', trpc: 'FORBIDDEN' },
    headers: {},
  },
  {
    name: '400 team_required (a domain 400 is BAD_REQUEST, not PARSE_ERROR)',
    contract: apiKeyEventsContract,
    call: () => ({ path: '/dashboard/api-keys/events', headers: bearer(viewerToken) }),
    status: 400,
    error: { code: 'team_required', trpc: 'BAD_REQUEST' },
    headers: {},
  },
  {
    name: '404 for an unknown key, with the key’s rate-limit state',
    contract: rotateApiKeyContract,
    call: () => ({
      path: '/admin/api-keys/00000000-0000-4000-8000-000000000000/rotate',
      body: { gracePeriodHours: 1 },
      headers: bearer(parity.secretKey.value),
    }),
    status: 404,
    error: { code: 'not_found', trpc: 'NOT_FOUND' },
    headers: rateLimited('1000'),
  },
  {
    name: '409 for a team slug that is taken',
    contract: createTeamContract,
    call: () => ({
      path: '/admin/org/teams',
      body: { slug: 'parity', name: 'Again' },
      headers: bearer(adminToken),
    }),
    status: 409,
    error: { code: 'conflict', trpc: 'CONFLICT' },
    headers: {},
  },
  {
    name: '200 filters bootstrap: Cache-Control no-store and the analytics limit',
    contract: filtersBootstrapContract,
    call: () => ({ path: '/intern/filters/bootstrap', headers: bearer(viewerToken) }),
    status: 200,
    headers: { 'cache-control': 'no-store', ...rateLimited('300') },
  },
  {
    name: '200 my teams: the contract’s cache policy on both transports',
    contract: myTeamsContract,
    call: () => ({ path: '/intern/teams', headers: bearer(viewerToken) }),
    status: 200,
    headers: { 'cache-control': myTeamsContract.cache },
  },
  {
    name: '404 from the handler: the contract’s cache policy covers its domain errors too',
    contract: feedbackItemContract,
    call: () => ({
      path: '/intern/feedback/00000000-0000-4000-8000-000000000000',
      query: [['team', 'parity']],
      headers: bearer(viewerToken),
    }),
    status: 404,
    error: { code: 'not_found', trpc: 'NOT_FOUND' },
    headers: { 'cache-control': feedbackItemContract.cache },
  },
  {
    name: '200 the organisation: a contract without a cache policy has no Cache-Control',
    contract: getOrganisationContract,
    call: () => ({ path: '/admin/org', headers: bearer(adminToken) }),
    status: 200,
    headers: {},
  },
  {
    name: '201 a publishable key created with a secret key',
    contract: createApiKeyContract,
    call: () => ({
      path: '/admin/api-keys',
      body: { keyType: 'pk', appName: 'widget', allowedOrigins: [ORIGIN] },
      headers: bearer(parity.secretKey.value),
    }),
    status: 201,
    headers: rateLimited('1000'),
  },
  {
    name: '204 a key revoked (200 over tRPC, whose answers always have a body)',
    contract: revokeApiKeyContract,
    call: async () => {
      const created = await fetch(`${app.url}/api/v1/admin/api-keys`, {
        method: 'POST',
        headers: { ...bearer(parity.secretKey.value), 'content-type': 'application/json' },
        body: JSON.stringify({ keyType: 'pk', appName: 'doomed', allowedOrigins: [ORIGIN] }),
      });
      const { id } = (await created.json()) as { id: string };
      return { path: `/admin/api-keys/${id}`, headers: bearer(parity.secretKey.value) };
    },
    status: 204,
    trpcStatus: 200,
    headers: rateLimited('1000'),
  },
  // The hot submission route and the `submission.submit` procedure.
  {
    name: 'submission: 201 with a secret key',
    contract: submitFeedbackContract,
    call: submission(ratingSubmission('parity-survey'), () => bearer(parity.secretKey.value)),
    status: 201,
    headers: rateLimited('1000'),
  },
  {
    name: 'submission: 201 with a publishable key in X-Api-Key from an allowed origin',
    contract: submitFeedbackContract,
    call: submission(ratingSubmission('parity-survey'), () => ({
      'x-api-key': parity.publishableKey.value,
      origin: ORIGIN,
    })),
    status: 201,
    headers: rateLimited('1000'),
  },
  {
    name: 'submission: 401 without a key',
    contract: submitFeedbackContract,
    call: submission(ratingSubmission('parity-survey')),
    status: 401,
    error: { code: 'unauthorized', trpc: 'UNAUTHORIZED' },
    headers: { 'www-authenticate': 'Bearer realm="heed"' },
  },
  {
    name: 'submission: 403 origin_not_allowed for a publishable key without Origin',
    contract: submitFeedbackContract,
    call: submission(ratingSubmission('parity-survey'), () => ({
      'x-api-key': parity.publishableKey.value,
    })),
    status: 403,
    error: { code: 'origin_not_allowed', trpc: 'FORBIDDEN' },
    headers: {},
  },
  {
    name: 'submission: 400 invalid_request for a body that breaks the schema',
    contract: submitFeedbackContract,
    call: submission({ ...ratingSubmission('parity-survey'), schemaVersion: 1 }, () =>
      bearer(parity.secretKey.value),
    ),
    status: 400,
    error: { code: 'invalid_request', trpc: 'BAD_REQUEST' },
    headers: rateLimited('1000'),
  },
  {
    name: 'submission: 409 definition_conflict for a changed structure',
    contract: submitFeedbackContract,
    call: submission(fourFieldSubmission('parity-survey'), () => bearer(parity.secretKey.value)),
    status: 409,
    error: { code: 'definition_conflict', trpc: 'CONFLICT' },
    headers: rateLimited('1000'),
  },
  {
    name: 'submission: 429 with Retry-After and RateLimit-*',
    contract: submitFeedbackContract,
    call: submission(ratingSubmission('parity-survey'), () => bearer(tight.secretKey.value)),
    status: 429,
    error: { code: 'rate_limited', trpc: 'TOO_MANY_REQUESTS' },
    headers: {
      'retry-after': SECONDS,
      'ratelimit-limit': '1',
      'ratelimit-remaining': '0',
      'ratelimit-reset': SECONDS,
    },
  },
];

function expectAnswer(answer: Answer, testCase: Case, transport: 'REST' | 'tRPC') {
  const what = `${transport}: ${JSON.stringify(answer.problem)}`;
  const status = transport === 'tRPC' ? (testCase.trpcStatus ?? testCase.status) : testCase.status;
  expect(answer.status, what).toBe(status);
  for (const name of WATCHED) {
    const expected = testCase.headers[name];
    const actual = answer.headers.get(name);
    if (expected === undefined) expect(actual, `${transport} ${name}`).toBeNull();
    else if (expected instanceof RegExp) expect(actual, `${transport} ${name}`).toMatch(expected);
    else expect(actual, `${transport} ${name}`).toBe(expected);
  }
  if (testCase.error) {
    expect(answer.problem, what).toMatchObject({
      status: testCase.status,
      code: testCase.error.code,
      type: `urn:heed:problem:${testCase.error.code}`,
    });
  } else {
    expect(answer.problem, what).toBeUndefined();
  }
}

describe('REST and tRPC give the same answer', () => {
  it.each(CASES.map((testCase) => [testCase.name, testCase] as const))('%s', async (_, c) => {
    const method = c.contract.method;
    const overRest = await rest(await c.call(), method);
    expectAnswer(overRest, c, 'REST');
    const overTrpc = await trpc(c.contract, await c.call());
    expectAnswer(overTrpc, c, 'tRPC');
    if (c.error) {
      expect(overTrpc.trpcError).toEqual({ code: c.error.trpc, httpStatus: c.status });
      // The same problem, member for member (the detail included).
      expect(overTrpc.problem).toEqual(overRest.problem);
    }
  });

  it('carries the definition diff to tRPC clients as to REST callers', async () => {
    const call = {
      path: '/submission',
      body: fourFieldSubmission('parity-survey'),
      headers: bearer(parity.secretKey.value),
    };
    const overTrpc = await trpc(submitFeedbackContract, call);
    expect(overTrpc.problem).toMatchObject({ diff: expect.any(Object), diffRedacted: false });
  });

  it('refuses a batch on /trpc: its calls would share one context', async () => {
    const input = encodeURIComponent(JSON.stringify({ 0: {}, 1: {} }));
    const response = await fetch(
      `${app.url}/trpc/system.health,system.health?batch=1&input=${input}`,
    );
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toContain('BAD_REQUEST');
  });
});
