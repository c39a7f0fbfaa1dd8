import { createTestDatabase, type TestDatabase } from '@heed/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LoopbackIssuer, startLoopbackIssuer } from '../identity/loopback-issuer.ts';
import {
  type ApiProcess,
  apiProcessEnvironment,
  freePort,
  startApiProcess,
} from '../testing/api-process.ts';
import { seedTeamInDatabase } from '../testing/database-seed.ts';
import { fourFieldSubmission } from '../testing/fixtures.ts';
import { loadedProbedModules, moduleLoadProbeOption } from '../testing/module-load-probe-output.ts';
import {
  type OtlpReceiver,
  type ReceivedSpan,
  startOtlpReceiver,
} from '../testing/otlp-receiver.ts';

/**
 * The API process with `OTEL_EXPORTER_OTLP_ENDPOINT` set exports its spans over OTLP/HTTP: one
 * server span per request named by method and route template, PostgreSQL spans beneath it, an
 * incoming `traceparent` continued, and nothing a customer chose or a caller sent as a secret.
 */

const SURVEY_ID = 'tracing-survey-5f1c9e';
const TEAM_SLUG = 'tracing-team-a7d2';
const TEXT_ANSWER = 'tracing answer 8b3e that only the customer wrote';
const ADMIN_GROUP = 'tracing-admins';
const INCOMING_TRACE_ID = '4bf92f3577b34da6a3ce929d0e0e4736';
const INCOMING_PARENT_ID = '00f067aa0ba902b7';
const SERVER = 2;

let database: TestDatabase;
let issuer: LoopbackIssuer;
let receiver: OtlpReceiver;
let api: ApiProcess;
let key: string;
let token: string;
let exitCode: number | null;

function serverSpans(spans: ReceivedSpan[], name: string): ReceivedSpan[] {
  return spans.filter((span) => span.kind === SERVER && span.name === name);
}

/** A submission with a text answer, as the team's backend sends it. */
function submit(base: string, headers: Record<string, string> = {}): Promise<Response> {
  const submission = fourFieldSubmission(SURVEY_ID) as { answers: { value: object }[] };
  submission.answers[1] = { ...submission.answers[1], value: { type: 'text', text: TEXT_ANSWER } };
  return fetch(`${base}/api/v1/submission`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${key}`, ...headers },
    body: JSON.stringify(submission),
  });
}

/** Every value a caller or customer chose that must never reach an exported span. */
function secrets(): string[] {
  return [key, token, SURVEY_ID, TEAM_SLUG, TEXT_ANSWER, 'team=', 'Bearer'];
}

beforeAll(async () => {
  [database, issuer, receiver] = await Promise.all([
    createTestDatabase(),
    startLoopbackIssuer(),
    startOtlpReceiver(),
  ]);
  ({ secretKey: key } = await seedTeamInDatabase(database.url, {
    slug: TEAM_SLUG,
    rateLimit: 1000,
  }));
  token = await issuer.mintToken({ sub: 'tracing-admin', groups: [ADMIN_GROUP] });
  api = await startApiProcess(
    await freePort(),
    apiProcessEnvironment(database.url, issuer.issuer, {
      HEED_ADMIN_GROUP: ADMIN_GROUP,
      LOG_LEVEL: 'debug',
      NODE_OPTIONS: moduleLoadProbeOption(),
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
      OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
      OTEL_BSP_SCHEDULE_DELAY: '200',
    }),
  );

  const submitted = await submit(api.url, {
    traceparent: `00-${INCOMING_TRACE_ID}-${INCOMING_PARENT_ID}-01`,
  });
  expect(submitted.status, await submitted.text()).toBe(201);
  const listed = await fetch(
    `${api.url}/api/v1/intern/feedback?team=${TEAM_SLUG}&surveyId=${SURVEY_ID}`,
    { headers: { authorization: `Bearer ${token}` } },
  );
  expect(listed.status, await listed.text()).toBe(200);
  const input = encodeURIComponent(JSON.stringify({ team: TEAM_SLUG, surveyId: SURVEY_ID }));
  const viaTrpc = await fetch(`${api.url}/trpc/feedback.list?input=${input}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(viaTrpc.status, await viaTrpc.text()).toBe(200);
  const refused = await fetch(`${api.url}/api/v1/intern/feedback?team=${TEAM_SLUG}`);
  expect(refused.status).toBe(401);
  // The last spans leave on SIGTERM: the stop flushes them before the process exits.
  exitCode = await api.stop();
}, 120_000);

afterAll(async () => {
  if (api?.child.exitCode === null) await api.stop();
  await Promise.all([receiver?.close(), issuer?.close()]);
  await database?.drop();
});

describe('tracing the API process (OTEL_EXPORTER_OTLP_ENDPOINT set)', () => {
  it('stops cleanly after flushing its spans', () => {
    expect(exitCode, api.output()).toBe(0);
  });

  it('names each request span by method and route template, with its status', () => {
    const spans = receiver.spans();
    const submission = serverSpans(spans, 'POST /api/v1/submission');
    expect(submission, spans.map((span) => span.name).join(', ')).toHaveLength(1);
    expect(submission[0]?.attributes['http.response.status_code']).toBe(201);
    expect(submission[0]?.attributes['http.route']).toBe('/api/v1/submission');
    expect(submission[0]?.attributes['http.request.method']).toBe('POST');

    const list = serverSpans(spans, 'GET /api/v1/intern/feedback');
    expect(list.map((span) => span.attributes['http.response.status_code']).sort()).toEqual([
      200, 401,
    ]);
    const trpc = serverSpans(spans, 'GET /trpc/feedback.list');
    expect(trpc).toHaveLength(1);
    expect(trpc[0]?.attributes['http.response.status_code']).toBe(200);
    expect(trpc[0]?.attributes['http.route']).toBe('/trpc/feedback.list');
  });

  it('continues the trace of an incoming traceparent', () => {
    const [submission] = serverSpans(receiver.spans(), 'POST /api/v1/submission');
    expect(submission?.traceId).toBe(INCOMING_TRACE_ID);
    expect(submission?.parentSpanId).toBe(INCOMING_PARENT_ID);
  });

  it('records PostgreSQL queries as spans beneath the request, without their text', () => {
    const spans = receiver.spans();
    const [list] = serverSpans(spans, 'GET /trpc/feedback.list');
    const queries = spans.filter(
      (span) =>
        span.traceId === list?.traceId && span.attributes['db.system.name'] === 'postgresql',
    );
    expect(queries.map((query) => query.attributes['db.operation.name'])).toContain('SELECT');
    for (const query of queries) {
      expect(query.name).toMatch(/^pg\.query:[A-Za-z][\w:-]*$/);
      expect(query.attributes['db.query.text']).toBeUndefined();
      expect(query.attributes['db.namespace']).toBe(new URL(database.url).pathname.slice(1));
    }
  });

  it('records no query outside a request (start-up, heartbeats, the flush at the stop)', () => {
    const roots = receiver.spans().filter((span) => span.parentSpanId === '');
    expect(roots.length).toBeGreaterThan(0);
    for (const root of roots) expect(root.kind, root.name).toBe(SERVER);
  });

  it('names the service heed-api', () => {
    const spans = receiver.spans();
    expect(new Set(spans.map((span) => span.resource['service.name']))).toEqual(
      new Set(['heed-api']),
    );
  });

  it('never exports a key, a token, a surveyId, a team slug, an answer or a URL', () => {
    const payload = receiver.rawPayload();
    expect(payload.length).toBeGreaterThan(0);
    for (const secret of secrets()) {
      expect(payload, secret).not.toContain(secret);
    }
    const keys = new Set(receiver.spans().flatMap((span) => Object.keys(span.attributes)));
    for (const recorded of ['url.full', 'url.path', 'url.query', 'http.target', 'http.url']) {
      expect(keys, recorded).not.toContain(recorded);
    }
  });

  it('writes the trace and span ids into log lines written inside a request', () => {
    const [submission] = serverSpans(receiver.spans(), 'POST /api/v1/submission');
    const lines = api
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    const requestLine = lines.find(
      (line) => line.msg === 'request' && line.path === '/api/v1/submission',
    );
    expect(requestLine?.trace_id).toBe(INCOMING_TRACE_ID);
    expect(requestLine?.span_id).toBe(submission?.spanId);
    const listening = lines.find((line) => line.msg === 'Heed API listening');
    expect(listening).toBeDefined();
    expect(listening?.trace_id).toBeUndefined();
  });

  it('loads the OpenTelemetry SDK and instrumentations (what the "off" test finds absent)', () => {
    expect(loadedProbedModules(api.output())).toEqual(
      expect.arrayContaining([
        '@opentelemetry/sdk-trace',
        '@opentelemetry/instrumentation-http',
        '@opentelemetry/instrumentation-pg',
        'tracing-start',
      ]),
    );
  });
});

describe('tracing with the default protocol (http/protobuf)', () => {
  it('exports protobuf only when the stop flushes, with OTEL_SERVICE_NAME, without any secret', async () => {
    const protobufReceiver = await startOtlpReceiver();
    try {
      const protobufApi = await startApiProcess(
        await freePort(),
        apiProcessEnvironment(database.url, issuer.issuer, {
          OTEL_EXPORTER_OTLP_ENDPOINT: protobufReceiver.url,
          OTEL_SERVICE_NAME: 'heed-api-eu-west',
          OTEL_RESOURCE_ATTRIBUTES: 'deployment.environment.name=tracing-test',
          // Nothing leaves before the stop: the spans arrive only through the flush on SIGTERM.
          OTEL_BSP_SCHEDULE_DELAY: '600000',
        }),
      );
      const submitted = await submit(protobufApi.url);
      expect(submitted.status).toBe(201);
      expect(protobufReceiver.contentTypes()).toEqual([]);
      expect(await protobufApi.stop(), protobufApi.output()).toBe(0);

      expect(protobufReceiver.contentTypes()).toEqual(['application/x-protobuf']);
      const payload = protobufReceiver.rawPayload();
      // Protobuf keeps strings as they are: the span name is there, so a secret would be too.
      expect(payload).toContain('POST /api/v1/submission');
      expect(payload).toContain('heed-api-eu-west');
      expect(payload).toContain('tracing-test');
      for (const secret of secrets()) expect(payload, secret).not.toContain(secret);
    } finally {
      await protobufReceiver.close();
    }
  });
});
