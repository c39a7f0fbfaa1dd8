import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A loopback HTTP load balancer for tests: each request goes to the next backend in turn (not each
 * connection: clients keep connections alive), with its method, path, headers and body, and the
 * answer comes back as it is plus `x-test-backend: <index>`, so a test can tell who answered.
 */
export interface RoundRobinProxy {
  url: string;
  close(): Promise<void>;
}

export async function startRoundRobinProxy(backends: string[]): Promise<RoundRobinProxy> {
  let next = 0;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const server = http.createServer((request, response) => {
    const index = next;
    next = (next + 1) % backends.length;
    const target = new URL(request.url ?? '/', backends[index]);
    const upstream = http.request(
      target,
      { method: request.method, headers: request.headers, agent },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, {
          ...answer.headers,
          'x-test-backend': String(index),
        });
        answer.pipe(response);
      },
    );
    upstream.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(upstream);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      agent.destroy();
    },
  };
}
