import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, test } from 'vitest';
import { isApiReady } from './api-status.ts';

const servers: Server[] = [];

async function serve(handler: Parameters<typeof createServer>[1]): Promise<string> {
  const server = createServer(handler);
  servers.push(server);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

describe('isApiReady', () => {
  test('is true when the readiness endpoint answers 200', async () => {
    let requested = '';
    const url = await serve((request, response) => {
      requested = request.url ?? '';
      response.end('OK');
    });

    expect(await isApiReady(`${url}/`)).toBe(true);
    expect(requested).toBe('/internal/isReady');
  });

  test('is false when the readiness endpoint answers an error status', async () => {
    const url = await serve((_request, response) => {
      response.writeHead(503).end('starting');
    });

    expect(await isApiReady(url)).toBe(false);
  });

  test('is false when nothing listens', async () => {
    const url = await serve(() => {});
    const closed = servers.pop();
    await new Promise((resolve) => closed?.close(resolve));

    expect(await isApiReady(url)).toBe(false);
  });

  test('is false when the API does not answer in time', async () => {
    const url = await serve(() => {
      // Never answer.
    });
    const started = performance.now();

    expect(await isApiReady(url, { timeoutMs: 200 })).toBe(false);
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});
