/**
 * The dashboard process: `node web/src/main.ts` (after `npm run build -w @heed/web`). It serves
 * the production build through adapter-node's request handler on its own HTTP server, so it owns
 * the stop sequence, the same as the API's: on SIGTERM/SIGINT `/internal/isReady` answers 503 at
 * once, the process keeps serving for `HEED_PRESTOP_DELAY_MS` (answers close their connections),
 * then stops accepting connections, closes idle keep-alive connections, lets in-flight requests
 * finish, closes the database pool last and exits 0 — or 1 once `HEED_SHUTDOWN_TIMEOUT_MS` passed.
 *
 * adapter-node's variables keep their meaning (`HOST`, `PORT`, `ORIGIN`, `XFF_DEPTH`,
 * `BODY_SIZE_LIMIT`, …); its `SHUTDOWN_TIMEOUT` is replaced by `HEED_SHUTDOWN_TIMEOUT_MS`.
 */
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createLogger } from '@heed/server/logging';
import { stopWhenParentGoes } from '@heed/server/parent-process';
import { armStopDeadline, preStopWithin } from '@heed/server/stop-deadline';
import type { LevelWithSilent } from 'pino';
import {
  closeAll,
  type StopSettings,
  startDraining,
  stopSettings,
} from './lib/server/dashboard-lifecycle.ts';

type Handler = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

let settings: StopSettings;
try {
  settings = stopSettings(process.env);
} catch (error) {
  process.stderr.write(`${(error as Error).message}\n`);
  process.exit(1);
}

// Signals are handled from the start: a stop while the app loads ends the process once it listens.
let listening = false;
let stopRequested: string | undefined;
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
stopWhenParentGoes(() => void shutdown('parent process gone'));

// The build's instrumentation (OpenTelemetry, `src/instrumentation.server.ts`) comes first, as
// adapter-node's own entry loads it: before any module it traces. Only the handler is used here.
const instrumentation = new URL('../build/server/instrumentation.server.js', import.meta.url);
if (existsSync(instrumentation)) await import(instrumentation.href);

// Loading the build runs the app's `init` (which stops the process on a missing variable).
const buildHandler = new URL('../build/handler.js', import.meta.url).href;
const { handler } = (await import(buildHandler)) as { handler: Handler };

const logger = createLogger((process.env.LOG_LEVEL?.trim() || 'info') as LevelWithSilent);
const host = process.env.HOST?.trim() || '0.0.0.0';
const port = Number(process.env.PORT?.trim() || '3000');

let stopping = false;
let closing = false;
const server = createServer((req, res) => {
  // While stopping, every answer closes its connection: clients and balancers reconnect to another
  // replica instead of reusing a connection that is about to go away.
  if (stopping) res.shouldKeepAlive = false;
  // Once closing, a connection that finished its request is closed instead of waiting for more.
  res.on('close', () => {
    if (closing) server.closeIdleConnections();
  });
  handler(req, res, () => {
    res.statusCode = 404;
    res.end();
  });
});

async function drain(graceMs: number): Promise<void> {
  closing = true;
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  // Keep-alive connections with no request in flight would hold `close` until they time out.
  server.closeIdleConnections();
  const timer = setTimeout(() => server.closeAllConnections(), graceMs);
  await closed;
  clearTimeout(timer);
}

async function shutdown(signal: string): Promise<void> {
  if (!listening) {
    stopRequested ??= signal;
    return;
  }
  if (stopping) return;
  stopping = true;
  const deadlineMs = settings.shutdownTimeoutMs;
  logger.info({ signal, deadlineMs }, 'dashboard shutting down: draining in-flight requests');
  armStopDeadline(logger, deadlineMs);
  startDraining();
  // Pre-stop: keep serving while `/internal/isReady` says 503, so load balancers take this
  // replica out of rotation before it stops accepting connections.
  const preStopMs = preStopWithin(settings.preStopDelayMs, deadlineMs);
  if (preStopMs > 0) {
    logger.info({ preStopMs }, 'not ready any more: serving on until load balancers notice');
    await new Promise((resolve) => setTimeout(resolve, preStopMs));
  }
  // Half of what is left for in-flight requests, the rest to close the database pool.
  await drain(Math.floor((deadlineMs - preStopMs) / 2));
  await closeAll();
  logger.info('dashboard stopped');
  await new Promise<void>((resolve) => logger.flush(() => resolve()));
  process.exit(0);
}
server.listen(port, host);
await once(server, 'listening');
listening = true;
logger.info({ host, port }, 'Heed dashboard listening');
if (stopRequested) await shutdown(stopRequested);
