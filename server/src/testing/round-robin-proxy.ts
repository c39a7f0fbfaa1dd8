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
  /** Backends taking requests now (all, without `readinessPath`). */
  readonly inRotation: number[];
  /** Why requests could not be forwarded (answered 502): backend index and error code. */
  readonly failures: string[];
  close(): Promise<void>;
}

export interface RoundRobinOptions {
  /**
   * Like a real load balancer's health check: every `checkEveryMs` (default 100) each backend's
   * `readinessPath` is asked, and only backends that answered 200 last time get requests.
   */
  readinessPath?: string;
  checkEveryMs?: number;
}

export async function startRoundRobinProxy(
  backends: string[],
  options: RoundRobinOptions = {},
): Promise<RoundRobinProxy> {
  let next = 0;
  const ready = backends.map(() => true);
  let checker: NodeJS.Timeout | undefined;
  const failures: string[] = [];
  const { readinessPath } = options;
  if (readinessPath) {
    const check = () => {
      backends.forEach((backend, index) => {
        fetch(new URL(readinessPath, backend), { signal: AbortSignal.timeout(1_000) })
          .then(async (answer) => {
            await answer.arrayBuffer();
            ready[index] = answer.status === 200;
          })
          .catch(() => {
            ready[index] = false;
          });
      });
    };
    check();
    checker = setInterval(check, options.checkEveryMs ?? 100);
  }
  // Idle upstream connections are dropped well before the backend's own keep-alive timeout (5 s),
  // as load balancers are configured, so a request never races a backend closing an idle socket.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64, timeout: 2_000 });
  const server = http.createServer((request, response) => {
    let index = next;
    for (let tried = 0; tried < backends.length && !ready[index]; tried++) {
      index = (index + 1) % backends.length;
    }
    next = (index + 1) % backends.length;
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
    upstream.on('error', (error: NodeJS.ErrnoException) => {
      failures.push(`${index}: ${error.code ?? error.message}`);
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
    failures,
    get inRotation() {
      return backends.flatMap((_, index) => (ready[index] ? [index] : []));
    },
    async close() {
      clearInterval(checker);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      agent.destroy();
    },
  };
}
