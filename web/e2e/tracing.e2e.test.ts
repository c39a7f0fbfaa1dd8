import {
  loadedProbedModules,
  moduleLoadProbeOption,
  type OtlpReceiver,
  type ReceivedSpan,
  startOtlpReceiver,
} from '@heed/server/testing';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type Stack, startStack, startWebServer } from './support.ts';

/**
 * The dashboard with `OTEL_EXPORTER_OTLP_ENDPOINT` set exports a span per request named by method
 * and route id, continues an incoming `traceparent`, traces its calls to the API (which carry the
 * trace on), and exports no slug, survey id or path; without an endpoint it loads no tracing code.
 */

const SURVEY_ID = 'dashboard-tracing-survey-3c7e';
const TRACE_ID = '0af7651916cd43dd8448eb211c80319c';
const PARENT_ID = 'b7ad6b7169203331';
const SERVER = 2;
const CLIENT = 3;

let receiver: OtlpReceiver;
let stack: Stack;
let browser: Browser;

/** The server span `name` that also satisfies `also` (the ready probe asks for `/signin` too). */
function serverSpan(
  name: string,
  also: (span: ReceivedSpan) => boolean = () => true,
): ReceivedSpan | undefined {
  return receiver.spans().find((span) => span.kind === SERVER && span.name === name && also(span));
}

function withStatus(status: number) {
  return (span: ReceivedSpan) => span.attributes['http.response.status_code'] === status;
}

beforeAll(async () => {
  receiver = await startOtlpReceiver();
  stack = await startStack({
    env: {
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
      OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
      OTEL_BSP_SCHEDULE_DELAY: '200',
    },
  });
  browser = await launchBrowser();
  await stack.setUpOrganisation();
});

afterAll(async () => {
  await browser?.close();
  await stack?.close();
  await receiver?.close();
});

describe('tracing the dashboard (OTEL_EXPORTER_OTLP_ENDPOINT set)', () => {
  it('names request spans by route id, continues traceparent and exports no path', async () => {
    const signIn = await fetch(`${stack.web.url}/signin`, {
      headers: { traceparent: `00-${TRACE_ID}-${PARENT_ID}-01` },
    });
    expect(signIn.status).toBe(200);
    const refused = await fetch(`${stack.web.url}/t/default/feedback?surveyId=${SURVEY_ID}`, {
      redirect: 'manual',
    });
    expect(refused.status).toBe(303);

    const continued = (span: ReceivedSpan) => span.traceId === TRACE_ID;
    await receiver.waitForSpans(
      () =>
        serverSpan('GET /signin', continued) !== undefined &&
        serverSpan('GET /t/[team]/feedback') !== undefined,
    );
    const signInSpan = serverSpan('GET /signin', continued);
    expect(signInSpan?.traceId).toBe(TRACE_ID);
    expect(signInSpan?.parentSpanId).toBe(PARENT_ID);
    expect(signInSpan?.attributes['http.response.status_code']).toBe(200);
    expect(signInSpan?.resource['service.name']).toBe('heed-dashboard');
    const feedbackSpan = serverSpan('GET /t/[team]/feedback');
    expect(feedbackSpan?.attributes['http.route']).toBe('/t/[team]/feedback');
    expect(feedbackSpan?.attributes['http.response.status_code']).toBe(303);

    const payload = receiver.rawPayload();
    for (const secret of [SURVEY_ID, '/t/default', 'surveyId=', stack.sessionSecret]) {
      expect(payload, secret).not.toContain(secret);
    }
  });

  it('traces a signed-in page with its calls to the API', async () => {
    const page = await stack.newPage(browser);
    await stack.signIn(page, 'dev-team-admin', '/t/default');
    await receiver.waitForSpans(() => serverSpan('GET /t/[team]', withStatus(200)) !== undefined);
    const overview = serverSpan('GET /t/[team]', withStatus(200));
    const inTrace = receiver.spans().filter((span) => span.traceId === overview?.traceId);
    expect(inTrace.filter((span) => span.kind === CLIENT).length).toBeGreaterThan(0);
    const payload = receiver.rawPayload();
    for (const secret of ['/t/default', 'heed_session', 'Bearer', stack.sessionSecret]) {
      expect(payload, secret).not.toContain(secret);
    }
  });
});

/** A second dashboard process on the stack's API and database, with `env` and the module probe. */
function startProbedDashboard(env: Record<string, string> = {}) {
  return startWebServer({
    apiUrl: stack.api.url,
    env: {
      HEED_OIDC_ISSUER: stack.issuer.issuer,
      HEED_OIDC_CLIENT_ID: 'heed-dashboard',
      DATABASE_URL: stack.api.database.url,
      HEED_SESSION_SECRET: stack.sessionSecret,
      NODE_OPTIONS: moduleLoadProbeOption(),
      ...env,
    },
  });
}

describe('stopping a traced dashboard', () => {
  it('sends its last spans on SIGTERM', async () => {
    const flushReceiver = await startOtlpReceiver();
    try {
      const web = await startProbedDashboard({
        OTEL_EXPORTER_OTLP_ENDPOINT: flushReceiver.url,
        // Nothing leaves before the stop: the spans arrive only through the flush at the end.
        OTEL_BSP_SCHEDULE_DELAY: '600000',
      });
      expect((await fetch(`${web.url}/signin`)).status).toBe(200);
      expect(flushReceiver.contentTypes()).toEqual([]);
      await web.stop();
      expect(flushReceiver.contentTypes()).toEqual(['application/x-protobuf']);
      expect(flushReceiver.rawPayload()).toContain('GET /signin');
      expect(loadedProbedModules(web.output())).toContain('tracing-start');
    } finally {
      await flushReceiver.close();
    }
  });
});

describe('the dashboard without an OTLP endpoint', () => {
  it('loads none of the tracing code', async () => {
    const web = await startProbedDashboard();
    expect((await fetch(`${web.url}/signin`)).status).toBe(200);
    await web.stop();
    const loaded = loadedProbedModules(web.output());
    expect(loaded.filter((name) => name !== '@opentelemetry/api')).toEqual([]);
  });
});
