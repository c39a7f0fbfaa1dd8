import { createTestDatabase, type TestDatabase } from '@heed/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LoopbackIssuer, startLoopbackIssuer } from '../identity/loopback-issuer.ts';
import { apiProcessEnvironment, freePort, startApiProcess } from '../testing/api-process.ts';
import { loadedProbedModules, moduleLoadProbeOption } from '../testing/module-load-probe-output.ts';

/**
 * Without an OTLP endpoint the API process loads no OpenTelemetry module at all, serving or not:
 * tracing costs nothing when it is off.
 */

/**
 * `@opentelemetry/api` is the no-op facade prom-client loads for its exemplars, tracing or not;
 * every other OpenTelemetry package (SDK, exporters, instrumentations, import hooks) must stay out.
 */
function withoutApi(modules: string[]): string[] {
  return modules.filter((name) => name !== '@opentelemetry/api');
}

let database: TestDatabase;
let issuer: LoopbackIssuer;

beforeAll(async () => {
  [database, issuer] = await Promise.all([createTestDatabase(), startLoopbackIssuer()]);
});
afterAll(async () => {
  await issuer?.close();
  await database?.drop();
});

/** The API's environment with `extra`, and the probe that lists the packages it loads. */
function environment(extra: Record<string, string>): Record<string, string> {
  return apiProcessEnvironment(database.url, issuer.issuer, {
    NODE_OPTIONS: moduleLoadProbeOption(),
    ...extra,
  });
}

describe('tracing off (no OTEL_EXPORTER_OTLP_ENDPOINT)', () => {
  it('loads no OpenTelemetry module while starting, serving and stopping', async () => {
    const api = await startApiProcess(
      await freePort(),
      environment({
        // Set but not an endpoint: these alone never turn tracing on.
        OTEL_SERVICE_NAME: 'heed-api-off',
        OTEL_TRACES_SAMPLER: 'always_on',
      }),
    );
    const answer = await fetch(`${api.url}/api/v1/submission`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer heed_sk_live_x' },
      body: '{}',
    });
    expect(answer.status).toBe(401);
    expect(await api.stop(), api.output()).toBe(0);
    expect(withoutApi(loadedProbedModules(api.output()))).toEqual([]);
  });

  it('stays off when OTEL_SDK_DISABLED=true, even with an endpoint', async () => {
    const api = await startApiProcess(
      await freePort(),
      environment({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:9', OTEL_SDK_DISABLED: 'true' }),
    );
    expect(await api.stop(), api.output()).toBe(0);
    expect(withoutApi(loadedProbedModules(api.output()))).toEqual([]);
  });
});
