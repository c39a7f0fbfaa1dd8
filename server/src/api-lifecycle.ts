/**
 * The API process's life, loaded by `main.ts` once tracing is in place: reads the environment
 * once, migrates the database, opens the port, and drains on SIGTERM/SIGINT.
 */
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import { ConfigError, loadConfig } from './config/config.ts';
import { startLoopbackIssuer } from './identity/loopback-issuer.ts';
import { createLogger } from './logging/logger.ts';
import { drainServer, startRuntime } from './runtime/heed-runtime.ts';
import { stopWhenParentGoes } from './runtime/parent-process.ts';
import { armStopDeadline, preStopWithin } from './runtime/stop-deadline.ts';
import { TRACING_FLUSH_MS } from './tracing/process-tracing.ts';
import { shutdownTracing } from './tracing/tracing-switch.ts';

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig(process.env);
} catch (error) {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  throw error;
}

const logger = createLogger(config.logLevel);
let developmentIssuer: Awaited<ReturnType<typeof startLoopbackIssuer>> | undefined;
if (!config.oidc) {
  developmentIssuer = await startLoopbackIssuer({ adminGroup: config.adminGroup ?? 'heed-admins' });
  config = {
    ...config,
    oidc: {
      issuer: developmentIssuer.issuer,
      audience: 'heed-api',
      groupsClaim: 'groups',
      clientId: 'heed-dashboard',
      clientSecret: undefined,
    },
    adminGroup: config.adminGroup ?? 'heed-admins',
  };
  logger.warn(
    { issuer: developmentIssuer.issuer },
    '*** HEED_OIDC_ISSUER is not set: using a DEVELOPMENT identity provider on loopback. ' +
      'Never run like this in production. ***',
  );
}

// Signals are handled from the start: a stop during migrations still closes the database.
let runtime: Awaited<ReturnType<typeof startRuntime>> | undefined;
let server: Server | undefined;
let stopRequested: string | undefined;
let stopping = false;

async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  if (!runtime) {
    // Still starting: finish starting (or failing), then stop.
    stopRequested = signal;
    return;
  }
  stopping = true;
  const deadlineMs = config.resilience.shutdownTimeoutMs;
  logger.info({ signal, deadlineMs }, 'shutting down: draining in-flight requests');
  armStopDeadline(logger, deadlineMs);
  runtime.readiness.draining = true;
  // Pre-stop: keep serving while `/internal/isReady` says 503, so load balancers take this
  // replica out of rotation before it stops accepting connections.
  const preStopMs = preStopWithin(config.operations.preStopDelayMs, deadlineMs);
  if (server && preStopMs > 0) {
    logger.info({ preStopMs }, 'not ready any more: serving on until load balancers notice');
    await new Promise((resolve) => setTimeout(resolve, preStopMs));
  }
  // Half the deadline for in-flight requests, the rest to flush, close the pool and the database.
  if (server) await drainServer(server, Math.floor((deadlineMs - preStopMs) / 2));
  await runtime.close();
  await developmentIssuer?.close();
  // The last spans (this drain's requests included) go to the collector before the exit.
  await shutdownTracing(TRACING_FLUSH_MS);
  logger.info('stopped');
  await new Promise<void>((resolve) => logger.flush(() => resolve()));
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
stopWhenParentGoes(() => void shutdown('parent process gone'));

try {
  runtime = await startRuntime(config, { logger, upgradeGuard: true });
} catch (error) {
  logger.fatal({ err: error }, 'Heed API could not start');
  await new Promise<void>((resolve) => logger.flush(() => resolve()));
  await developmentIssuer?.close();
  await shutdownTracing(TRACING_FLUSH_MS);
  process.exit(1);
}
if (stopRequested) {
  await shutdown(stopRequested);
} else {
  server = createServer(runtime.handler).listen(config.port, config.host);
  await once(server, 'listening');
  logger.info({ host: config.host, port: config.port }, 'Heed API listening');
  if (stopRequested) await shutdown(stopRequested);
}
