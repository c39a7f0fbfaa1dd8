/**
 * A process for the propagation test, run as `node traced-fetch-process.ts` with an OTLP endpoint
 * set: it starts tracing as Heed's processes do, serves one request whose handler calls a second
 * server with `fetch` (as the dashboard calls the API), and prints the `traceparent` that second
 * server received as one line `downstream traceparent: <value>`.
 */
import { createRequire } from 'node:module';
import { startProcessTracing } from '../tracing/process-tracing.ts';

await startProcessTracing({
  serviceName: 'heed-test',
  serviceVersion: '0',
  untracedPathPrefixes: [],
});
// Loaded after tracing started, as the applications load theirs.
const http = createRequire(import.meta.url)('node:http') as typeof import('node:http');

function listen(server: import('node:http').Server): Promise<string> {
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      resolve(`http://127.0.0.1:${port}`);
    });
  });
}

let received: string | undefined;
const downstream = http.createServer((request, response) => {
  const { traceparent } = request.headers;
  received = typeof traceparent === 'string' ? traceparent : undefined;
  response.end('ok');
});
const front = http.createServer(async (_request, response) => {
  const downstreamUrl = await listen(downstream);
  await (await fetch(downstreamUrl)).text();
  response.end('done');
});
const frontUrl = await listen(front);
await (
  await fetch(frontUrl, { headers: { traceparent: process.env.INCOMING_TRACEPARENT ?? '' } })
).text();
process.stdout.write(`downstream traceparent: ${received ?? 'none'}\n`);
process.exit(0);
