import type { Server } from 'node:http';
import path from 'node:path';
import {
  type DatabaseServer,
  type DatabaseTimeouts,
  ensureDatabase,
  externalServer,
  migrateToLatest,
  nativePool,
  openOrm,
  startEmbeddedServer,
} from '@heed/db';
import packageJson from '../../package.json' with { type: 'json' };
import { type AuditLog, createAuditLog } from '../audit/audit-log.ts';
import type { HeedConfig } from '../config/config.ts';
import { createApp, type Readiness } from '../http/app.ts';
import { createBearerTokenVerifier } from '../identity/bearer-token.ts';
import { ApiKeyDirectory } from '../keys/api-key-directory.ts';
import { createKeyRateLimiter } from '../keys/key-rate-limiter.ts';
import { UnknownKeyCache } from '../keys/unknown-key-cache.ts';
import { assertNoUpgradeBlockers } from '../keys/upgrade-guard.ts';
import { createLogger, type Logger } from '../logging/logger.ts';
import { FeedbackWriter } from '../submission/feedback-writer.ts';
import { SurveyDefinitionRegistry } from '../submission/survey-definition-registry.ts';
import { type Clock, systemClock } from './clock.ts';
import type { AppDependencies } from './dependencies.ts';

export interface HeedRuntime {
  deps: AppDependencies;
  app: ReturnType<typeof createApp>;
  readiness: Readiness;
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
}

async function openDatabase(
  config: HeedConfig,
  logger: Logger,
): Promise<{ server: DatabaseServer; url: string }> {
  if (config.databaseUrl) {
    return { server: externalServer(config.databaseUrl), url: config.databaseUrl };
  }
  const dataDir = path.resolve(config.dataDir, 'postgres');
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
  const apiKeys = new ApiKeyDirectory(pool, database.url, logger, {
    maxAgeMs: config.resilience.keyCacheMaxAgeMs,
    timeouts,
  });
  await apiKeys.start();
  const rateLimiter = await createKeyRateLimiter({ pool, logger });
  const feedbackWriter = new FeedbackWriter(pool, logger, {
    queueMax: config.resilience.writeQueueMax,
    patienceMs: config.resilience.dbStatementTimeoutMs,
  });
  const clock = options.clock ?? systemClock;
  const deps: AppDependencies = {
    config,
    orm,
    logger,
    auditLog: options.auditLog ?? createAuditLog(),
    clock,
    apiKeys,
    unknownApiKeys: new UnknownKeyCache(clock),
    rateLimiter,
    surveyDefinitions: new SurveyDefinitionRegistry(pool, {
      cacheBytes: config.limits.definitionCacheBytes,
      maxSurveysPerTeam: config.limits.maxSurveysPerTeam,
    }),
    feedbackWriter,
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
  const app = createApp(deps, readiness);
  let closed = false;
  return {
    deps,
    app,
    readiness,
    appliedMigrations: applied,
    async close() {
      if (closed) return;
      closed = true;
      readiness.draining = true;
      await feedbackWriter.drain();
      feedbackWriter.close();
      await apiKeys.close();
      await rateLimiter.close();
      await orm.close(true);
      await database.server.stop();
    },
  };
}

/**
 * Applies pending migrations on a connection of their own, without the statement limits of the
 * serving pool: a migration may legitimately run long (an index on a large table).
 */
async function migrate(databaseUrl: string): Promise<string[]> {
  const orm = await openOrm({ databaseUrl, poolMax: 2 });
  try {
    return await migrateToLatest(orm);
  } finally {
    await orm.close(true);
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
