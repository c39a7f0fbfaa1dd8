import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestDatabase, type TestDatabase } from '@heed/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LoopbackIssuer, startLoopbackIssuer } from '../identity/loopback-issuer.ts';
import { apiProcessEnvironment, freePort, startApiProcess } from '../testing/api-process.ts';

/**
 * Tracing never takes the API down: a collector that does not answer costs neither requests nor
 * the stop, and a tracing variable Heed cannot use stops the start with one line naming it.
 */

let database: TestDatabase;
let issuer: LoopbackIssuer;
let silentCollector: Server;

beforeAll(async () => {
  [database, issuer] = await Promise.all([createTestDatabase(), startLoopbackIssuer()]);
  // Accepts connections and export requests, and never answers them.
  silentCollector = createServer(() => undefined).listen(0, '127.0.0.1');
  await once(silentCollector, 'listening');
});
afterAll(async () => {
  silentCollector?.closeAllConnections();
  silentCollector?.close();
  await issuer?.close();
  await database?.drop();
});

function environment(extra: Record<string, string>): Record<string, string> {
  return apiProcessEnvironment(database.url, issuer.issuer, extra);
}

describe('tracing with a collector that never answers', () => {
  it('serves requests and stops within its flush bound', async () => {
    const { port } = silentCollector.address() as AddressInfo;
    const api = await startApiProcess(
      await freePort(),
      environment({
        OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${port}`,
        OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
        OTEL_BSP_SCHEDULE_DELAY: '100',
      }),
    );
    for (let index = 0; index < 5; index += 1) {
      const answer = await fetch(`${api.url}/api/v1/submission`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: 'Bearer heed_sk_live_x' },
        body: '{}',
      });
      expect(answer.status).toBe(401);
    }
    const stopping = Date.now();
    expect(await api.stop(), api.output()).toBe(0);
    // The stop waits at most 2 s for the collector, then exits.
    expect(Date.now() - stopping).toBeLessThan(8_000);
  });
});

describe('tracing variables Heed cannot use', () => {
  it.each([
    ['OTEL_TRACES_SAMPLER', { OTEL_TRACES_SAMPLER: 'sometimes' }],
    [
      'OTEL_TRACES_SAMPLER_ARG',
      { OTEL_TRACES_SAMPLER: 'traceidratio', OTEL_TRACES_SAMPLER_ARG: '2' },
    ],
    ['OTEL_EXPORTER_OTLP_PROTOCOL', { OTEL_EXPORTER_OTLP_PROTOCOL: 'grpc' }],
    ['OTEL_BSP_MAX_QUEUE_SIZE', { OTEL_BSP_MAX_QUEUE_SIZE: '-1' }],
  ])('stop the start with a line naming %s', async (name, variables) => {
    const start = startApiProcess(
      await freePort(),
      environment({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:4318', ...variables }),
    );
    await expect(start).rejects.toThrow(new RegExp(`exited early:\\n${name} `));
  });
});
