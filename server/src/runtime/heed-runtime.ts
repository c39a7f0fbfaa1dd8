import type { Server } from 'node:http';
import path from 'node:path';
import {
  type DatabaseServer,
  type DatabaseTimeouts,
  driverTimeouts,
  ensureDatabase,
  externalServer,
  migrateToLatest,
  nativePool,
  openOrm,
  startEmbeddedServer,
  takeSessionLock,
} from '@heed/db';
import pg from 'pg';
import packageJson from '../../package.json' with { type: 'json' };
import { AlertMatching } from '../alerts/alert-matching.ts';
import { AlertRuleHints } from '../alerts/alert-rule-hints.ts';
import { AlertScheduler, type AlertSchedulerOptions } from '../alerts/alert-scheduler.ts';
import { dashboardBaseOf } from '../alerts/messages/alert-content.ts';
import { type AuditLog, createAuditLog } from '../audit/audit-log.ts';
import type { HeedConfig } from '../config/config.ts';
import { FiltersBootstrapCache } from '../dashboard/filters-bootstrap-cache.ts';
import { ExportSlots } from '../export/export-slots.ts';
import { MAX_CONCURRENT_EXPORTS } from '../export/feedback-export.service.ts';
import { cursorSigningKeyOf } from '../feedback/feedback-cursor.ts';
import { timeZoneNamesOf } from '../feedback/time-zone-names.ts';
import { createRequestListener, type Readiness } from '../http/app.ts';
import { createBearerTokenVerifier } from '../identity/bearer-token.ts';
import { ApiKeyDirectory } from '../keys/api-key-directory.ts';
import { KeyHashCache } from '../keys/key-hash-cache.ts';
import { createKeyRateLimiter, type KeyRateLimiter } from '../keys/key-rate-limiter.ts';
import { UnknownKeyCache } from '../keys/unknown-key-cache.ts';
import { assertNoUpgradeBlockers } from '../keys/upgrade-guard.ts';
import { createLogger, type Logger } from '../logging/logger.ts';
import { MemberPresence } from '../members/member-presence.ts';
import { HeedMetrics } from '../metrics/heed-metrics.ts';
import { FeedbackRetention } from '../retention/feedback-retention.ts';
import { JOB_LOCK_NAMESPACE } from '../retention/job-lock.ts';
import { FeedbackWriter } from '../submission/feedback-writer.ts';
import { SurveyDefinitionRegistry } from '../submission/survey-definition-registry.ts';
import {
  type DeliveryWorkerOptions,
  WebhookDeliveryWorker,
} from '../webhooks/delivery/webhook-delivery-worker.ts';
import { webhookSealingKeyOf } from '../webhooks/endpoint-sealing.ts';
import { type Clock, systemClock } from './clock.ts';
import type { AppDependencies } from './dependencies.ts';
import { LoadedOnce } from './loaded-once.ts';
import { FallbackReadPool } from './read-pool.ts';
import { RecentWrites } from './recent-writes.ts';
import { replicaRouting } from './replica-routing.ts';

export interface HeedRuntime {
  deps: AppDependencies;
  /** Every HTTP request: give it to `http.createServer`. */
  handler: ReturnType<typeof createRequestListener>;
  readiness: Readiness;
  /** With `HEED_RETENTION_DAYS`: the retention job (scheduled unless `retention: false`). */
  retention: FeedbackRetention | undefined;
  /** The webhook delivery worker (running unless `webhookDelivery: false`). */
  webhookDelivery: WebhookDeliveryWorker;
  /** The alerts' digests and hour windows (scheduled unless `alertScheduler: false`). */
  alertScheduler: AlertScheduler;
  /** Migrations this start applied. */
  appliedMigrations: string[];
  /** Drains in-flight requests (when listening), closes the pool and stops an embedded database. */
  close(): Promise<void>;
}

export interface RuntimeOptions {
  logger?: Logger;
  auditLog?: AuditLog;
  /** Connection pool size; the CLI needs only a couple of connections. */
  poolMax?: number;
  /** Apply pending migrations before serving; the API always does, `heed health` does not. */
  migrate?: boolean;
  clock?: Clock;
  /** Refuse to start on upgrade blockers (the API does; the CLI must not: it fixes them). */
  upgradeGuard?: boolean;
  /**
   * Schedule the retention job when `HEED_RETENTION_DAYS` is set (default true). The CLI does
   * not; tests run it by hand (`runtime.retention.runOnce()`) or with a short `intervalMs`.
   */
  retention?: boolean | { intervalMs?: number; batchSize?: number; schedule?: boolean };
  /** Process metrics (memory, event loop, GC) in `/internal/metrics`; default true. */
  processMetrics?: boolean;
  /**
   * Run the webhook delivery worker (default true; the CLI does not), with options for tests
   * (poll interval, bounds).
   */
  webhookDelivery?: boolean | DeliveryWorkerOptions;
  /**
   * Schedule the alert scheduler (default true; the CLI does not; tests run it by hand with
   * `runtime.alertScheduler.runOnce()`), with options.
   */
  alertScheduler?: boolean | AlertSchedulerOptions;
}

/** Where the embedded PostgreSQL keeps its data: the same for the API, `npm start` and the CLI. */
export function embeddedDataDir(config: Pick<HeedConfig, 'dataDir'>): string {
  return path.resolve(config.dataDir, 'postgres');
}

async function openDatabase(
  config: HeedConfig,
  logger: Logger,
): Promise<{ server: DatabaseServer; url: string }> {
  if (config.databaseUrl) {
    return { server: externalServer(config.databaseUrl), url: config.databaseUrl };
  }
  const dataDir = embeddedDataDir(config);
  logger.info({ dataDir }, 'DATABASE_URL is not set: starting the embedded PostgreSQL');
  const server = await startEmbeddedServer({
    dataDir,
    onLog: (line) => logger.debug({ postgres: line }, 'embedded postgres'),
  });
  return { server, url: await ensureDatabase(server, 'heed') };
}

/**
 * Brings Heed up to the point where it can serve: database (embedded when no `DATABASE_URL`),
 * migrations (before any traffic), identity, the HTTP application.
 */
export async function startRuntime(
  config: HeedConfig,
  options: RuntimeOptions = {},
): Promise<HeedRuntime> {
  const logger = options.logger ?? createLogger(config.logLevel);
  const database = await openDatabase(config, logger);
  const timeouts: DatabaseTimeouts = {
    connectMs: config.resilience.dbConnectTimeoutMs,
    statementMs: config.resilience.dbStatementTimeoutMs,
  };
  let applied: string[] = [];
  if (options.migrate !== false) {
    try {
      applied = await migrate(database.url);
    } catch (error) {
      await database.server.stop();
      throw error;
    }
    if (applied.length > 0) logger.info({ migrations: applied }, 'database migrated');
  }
  const orm = await openOrm({
    databaseUrl: database.url,
    poolMax: options.poolMax ?? 10,
    timeouts,
  });
  try {
    if (options.upgradeGuard) {
      const now = (options.clock ?? systemClock).now();
      await assertNoUpgradeBlockers(orm.em.fork(), { ...config, now });
    }
  } catch (error) {
    await orm.close(true);
    await database.server.stop();
    throw error;
  }
  const pool = await nativePool(orm);
  const metrics = new HeedMetrics({ processMetrics: options.processMetrics !== false });
  const replica = config.operations.databaseReadUrl
    ? replicaRouting(
        {
          primaryUrl: database.url,
          replicaUrl: config.operations.databaseReadUrl,
          maxLagMs: config.operations.readMaxLagMs,
        },
        { poolMax: options.poolMax ?? 10, timeouts, logger },
      )
    : undefined;
  // The dashboard's reads and the exports on the primary: connections of their own, so that they
  // never wait behind the submissions' group commits nor behind each other (0: the serving pool).
  const dashboardPrimary = optionalPool(database.url, config.operations.dashboardPoolMax, timeouts);
  const exportPrimary = optionalPool(database.url, config.operations.exportPoolMax, timeouts);
  const readPool = new FallbackReadPool(dashboardPrimary ?? pool, replica, logger, metrics);
  const exportPool = new FallbackReadPool(exportPrimary ?? pool, replica, logger, metrics);
  const apiKeys = new ApiKeyDirectory(pool, database.url, logger, {
    maxAgeMs: config.resilience.keyCacheMaxAgeMs,
    timeouts,
    metrics,
  });
  await apiKeys.start();
  const rateLimiter = measuredRateLimiter(await createKeyRateLimiter({ pool, logger }), metrics);
  const clock = options.clock ?? systemClock;
  const alertRuleHints = new AlertRuleHints(clock);
  // The matching path's connections (opened on first use: none while no survey has rules).
  // Pipelining: a matching batch's statements go out in two round trips.
  const alertMatchingPool = ownPool(database.url, ALERT_MATCHING_POOL_MAX, timeouts, {
    pipeline: true,
  });
  const feedbackWriter = new FeedbackWriter(pool, logger, {
    queueMax: config.resilience.writeQueueMax,
    patienceMs: config.resilience.dbStatementTimeoutMs,
    metrics,
    // Called after a commit, long after the worker below exists.
    onMessagesWritten: () => webhookDelivery.nudge(),
    matchingPool: alertMatchingPool,
    alerts: new AlertMatching({
      clock,
      logger,
      hints: alertRuleHints,
      // Called on a first match, long after `deps` exists.
      timeZoneNames: () => timeZoneNamesOf(deps)(),
    }),
  });
  const surveyDefinitions = new SurveyDefinitionRegistry(pool, {
    cacheBytes: config.limits.definitionCacheBytes,
    maxSurveysPerTeam: config.limits.maxSurveysPerTeam,
  });
  const auditLog = options.auditLog ?? createAuditLog();
  const filtersBootstrap = new FiltersBootstrapCache(clock);
  const retentionDays = config.operations.retentionDays;
  const { schedule, ...retentionOptions } =
    typeof options.retention === 'object' ? options.retention : {};
  const retention =
    retentionDays === undefined
      ? undefined
      : new FeedbackRetention(
          { pool, logger, auditLog, clock, metrics, filtersBootstrap },
          { days: retentionDays, ...retentionOptions },
        );
  if (retention && options.retention !== false && schedule !== false) retention.start();
  // Connections are opened on first use: none when the worker is off and nothing is scraped.
  const webhookPool = ownPool(database.url, WEBHOOK_POOL_MAX, timeouts);
  const webhookDelivery = new WebhookDeliveryWorker(
    {
      pool: webhookPool,
      webhooks: config.webhooks,
      sealingKey: webhookSealingKeyOf(config.sessionSecret),
      logger,
      auditLog,
      clock,
      metrics,
      alerts: { smtp: config.alerts.smtp, dashboardBase: dashboardBaseOf(config) },
    },
    {
      claimMs: config.webhooks.claimMs,
      ...(typeof options.webhookDelivery === 'object' ? options.webhookDelivery : {}),
    },
  );
  metrics.watch({
    pool,
    ...(dashboardPrimary ? { dashboardPool: dashboardPrimary } : {}),
    ...(exportPrimary ? { exportPool: exportPrimary } : {}),
    ...(replica
      ? {
          readPool: replica.pool,
          replicaLagSeconds: () => (replica.lag.last?.lagMs ?? Number.NaN) / 1000,
        }
      : {}),
    keyListenerConnected: () => apiKeys.caching,
    definitionCacheBytes: () => surveyDefinitions.cachedBytes,
    writeQueueLength: () => feedbackWriter.queued,
    webhookQueue: () => webhookDelivery.queueStats(),
  });
  if (options.webhookDelivery !== false) webhookDelivery.start();
  const alertScheduler = new AlertScheduler(
    {
      pool,
      logger,
      clock,
      timeZoneNames: () => timeZoneNamesOf(deps)(),
      onMessagesWritten: () => webhookDelivery.nudge(),
    },
    typeof options.alertScheduler === 'object' ? options.alertScheduler : {},
  );
  if (options.alertScheduler !== false) alertScheduler.start();
  const deps: AppDependencies = {
    config,
    orm,
    readPool,
    exportPool,
    recentWrites: new RecentWrites(clock),
    metrics,
    logger,
    auditLog,
    clock,
    apiKeys,
    unknownApiKeys: new UnknownKeyCache(clock),
    apiKeyHashes: new KeyHashCache(),
    rateLimiter,
    surveyDefinitions,
    filtersBootstrap,
    memberPresence: new MemberPresence(clock),
    timeZoneNames: new LoadedOnce(),
    exportSlots: new ExportSlots(MAX_CONCURRENT_EXPORTS),
    cursorSigningKey: cursorSigningKeyOf(config.sessionSecret),
    webhookSealingKey: webhookSealingKeyOf(config.sessionSecret),
    feedbackWriter,
    alertRuleHints,
    webhookDelivery,
    bearerTokens: config.oidc
      ? createBearerTokenVerifier({
          issuer: config.oidc.issuer,
          audience: config.oidc.audience,
          groupsClaim: config.oidc.groupsClaim,
        })
      : undefined,
    version: packageJson.version,
  };
  const readiness: Readiness = { draining: false };
  const handler = createRequestListener(deps, readiness);
  let closed = false;
  return {
    deps,
    handler,
    readiness,
    retention,
    webhookDelivery,
    alertScheduler,
    appliedMigrations: applied,
    async close() {
      if (closed) return;
      closed = true;
      readiness.draining = true;
      await retention?.close();
      await alertScheduler.close();
      await webhookDelivery.close();
      await webhookPool.end();
      await feedbackWriter.drain();
      feedbackWriter.close();
      await alertMatchingPool.end();
      await apiKeys.close();
      await rateLimiter.close();
      // Ends the replica's pool too (the export pool shares it).
      await readPool.close();
      await dashboardPrimary?.end();
      await exportPrimary?.end();
      await orm.close(true);
      await database.server.stop();
    },
  };
}

/** Counts every decision of the key rate limiter by outcome and where it was made. */
function measuredRateLimiter(limiter: KeyRateLimiter, metrics: HeedMetrics): KeyRateLimiter {
  return {
    async consume(keyId, limitPerMinute) {
      const decision = await limiter.consume(keyId, limitPerMinute);
      metrics.countRateLimit(decision.allowed ? 'allowed' : 'denied', decision.source ?? 'store');
      return decision;
    },
    close: () => limiter.close(),
  };
}

/**
 * Connections of the feedback writer's matching path (batches whose surveys have instant alert
 * rules): as many as it runs at once.
 */
const ALERT_MATCHING_POOL_MAX = 2;

/**
 * A pool of `max` connections to `url` with the serving pool's timeouts, opened on first use. A
 * connection lost while idle is dropped by the pool (the next caller reconnects); one lost while
 * held (between two statements) is a failed statement for its holder, never an uncaught error of
 * the process. `pipeline` sends a client's queued statements without waiting for each answer.
 */
function ownPool(
  url: string,
  max: number,
  timeouts: DatabaseTimeouts,
  options: { pipeline?: boolean } = {},
): pg.Pool {
  const created = new pg.Pool({
    connectionString: url,
    max,
    ...options,
    ...driverTimeouts(timeouts),
  } as pg.PoolConfig);
  created.on('error', () => {});
  created.on('connect', (client) => client.on('error', () => {}));
  return created;
}

/** `ownPool` with `max` connections, or none for 0 (the caller then uses the serving pool). */
function optionalPool(url: string, max: number, timeouts: DatabaseTimeouts): pg.Pool | undefined {
  return max === 0 ? undefined : ownPool(url, max, timeouts);
}

/** Connections of the webhook delivery worker's own pool (claims, records, queue statistics). */
const WEBHOOK_POOL_MAX = 3;

/** The advisory lock of migrations: key 2 of the jobs' namespace (`withJobLock`). */
const MIGRATION_LOCK = [JOB_LOCK_NAMESPACE, 2] as const;

/**
 * Applies pending migrations on a connection of their own, without the statement limits of the
 * serving pool: a migration may legitimately run long (an index on a large table).
 */
async function migrate(databaseUrl: string): Promise<string[]> {
  // Replicas starting at once take turns: the first migrates, the others then find nothing to do.
  const lock = new pg.Client({ connectionString: databaseUrl });
  await lock.connect();
  try {
    await takeSessionLock(lock, MIGRATION_LOCK);
    const orm = await openOrm({ databaseUrl, poolMax: 2 });
    try {
      return await migrateToLatest(orm);
    } finally {
      await orm.close(true);
    }
  } finally {
    // Ending the session releases the lock.
    await lock.end().catch(() => {});
  }
}

/** Stops accepting connections and waits for in-flight requests, at most `graceMs`. */
export async function drainServer(server: Server, graceMs: number): Promise<void> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  const timer = setTimeout(() => server.closeAllConnections(), graceMs);
  await closed;
  clearTimeout(timer);
}
