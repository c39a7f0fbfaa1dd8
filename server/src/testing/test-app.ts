import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestDatabase, type TestDatabase } from '@heed/db/testing';
import { createAuditLog } from '../audit/audit-log.ts';
import { loadConfig } from '../config/config.ts';
import { createLogger } from '../logging/logger.ts';
import type { Clock } from '../runtime/clock.ts';
import {
  drainServer,
  type HeedRuntime,
  type RuntimeOptions,
  startRuntime,
} from '../runtime/heed-runtime.ts';
import { assertRollupsAgree } from './rollup-audit.ts';
import { startDatabaseProxy, type TcpProxy } from './tcp-proxy.ts';
import { startTestIssuer, type TestIssuer } from './test-issuer.ts';

export const TEST_AUDIENCE = 'heed-api';
export const TEST_ADMIN_GROUP = 'heed-admins';

/** Everything the process printed: application log lines and audit lines, as parsed JSON. */
export class CapturedOutput {
  readonly lines: string[] = [];

  write(line: string): void {
    this.lines.push(...line.split('\n').filter((part) => part.length > 0));
  }

  get records(): Record<string, unknown>[] {
    return this.lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  }

  get auditEvents(): Record<string, unknown>[] {
    return this.records.filter((record) => 'audit_schema' in record);
  }
}

export interface TestApp {
  /** Base URL, e.g. `http://127.0.0.1:41234`. */
  url: string;
  issuer: TestIssuer;
  runtime: HeedRuntime;
  database: TestDatabase;
  output: CapturedOutput;
  /** With `databaseProxy`: the proxy every database connection of the app goes through. */
  databaseProxy: TcpProxy | undefined;
  /** A valid OIDC access token for a user in the given groups. */
  tokenFor(options?: { sub?: string; groups?: string[] }): Promise<string>;
  close(): Promise<void>;
}

/** A clock tests move by hand. */
export class ManualClock implements Clock {
  #now: number;

  constructor(start = new Date()) {
    this.#now = start.getTime();
  }

  now(): Date {
    return new Date(this.#now);
  }

  advance(milliseconds: number): void {
    this.#now += milliseconds;
  }
}

/** The session secret of every test app (webhook endpoints are sealed with a key from it). */
export const TEST_SESSION_SECRET = 'heed-test-session-secret-0123456789abcdef';

export interface TestAppOptions {
  clock?: Clock;
  /** Run as a second replica on the database (and with the issuer) of another test app. */
  replicaOf?: TestApp;
  /** A database the test made (dropped by it too), instead of a clone of the test template. */
  database?: TestDatabase;
  /** Path of the test issuer's identifier, e.g. `/` or `/tenant/` (see `startTestIssuer`). */
  issuerPath?: string;
  /** Connect to the database through a loopback TCP proxy the test can stall or cut. */
  databaseProxy?: boolean;
  /** The retention job with `HEED_RETENTION_DAYS`: not scheduled unless asked (tests run it). */
  retention?: RuntimeOptions['retention'];
  /** Process metrics (memory, event loop, GC) in `/internal/metrics`; off unless asked. */
  processMetrics?: boolean;
  /** The webhook delivery worker: running unless `false`. */
  webhookDelivery?: RuntimeOptions['webhookDelivery'];
  /** The alert scheduler: not scheduled unless asked (tests run it with `runOnce`). */
  alertScheduler?: RuntimeOptions['alertScheduler'];
}

/**
 * The real Heed application on a database of its own and a real loopback OIDC issuer, listening on
 * a free loopback port. Tests talk to it over HTTP.
 */
export async function startTestApp(
  environment: Record<string, string | undefined> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const replicaOf = options.replicaOf;
  const database = replicaOf?.database ?? options.database ?? (await createTestDatabase());
  const issuer = replicaOf?.issuer ?? (await startTestIssuer({ path: options.issuerPath ?? '' }));
  const databaseProxy = options.databaseProxy ? await startDatabaseProxy(database.url) : undefined;
  const config = loadConfig({
    DATABASE_URL: databaseProxy?.urlFor(database.url) ?? database.url,
    HEED_OIDC_ISSUER: issuer.issuer,
    HEED_OIDC_AUDIENCE: TEST_AUDIENCE,
    HEED_ADMIN_GROUP: TEST_ADMIN_GROUP,
    LOG_LEVEL: 'debug',
    // Seals webhook endpoints; a replica derives the same key from the same secret.
    HEED_SESSION_SECRET: TEST_SESSION_SECRET,
    ...environment,
  });
  const output = new CapturedOutput();
  const runtime = await startRuntime(config, {
    logger: createLogger(config.logLevel, output),
    auditLog: createAuditLog(output),
    poolMax: 4,
    retention: options.retention ?? false,
    processMetrics: options.processMetrics ?? false,
    ...(options.webhookDelivery !== undefined ? { webhookDelivery: options.webhookDelivery } : {}),
    alertScheduler: options.alertScheduler ?? false,
    ...(options.clock ? { clock: options.clock } : {}),
  });
  const server: Server = createServer(runtime.handler).listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    issuer,
    runtime,
    database,
    output,
    databaseProxy,
    tokenFor: (options = {}) =>
      issuer.mintToken({ sub: options.sub ?? 'user-1', groups: options.groups ?? [] }),
    async close() {
      await drainServer(server, 2_000);
      databaseProxy?.resume();
      databaseProxy?.refuse(false);
      // Whatever the file did, the counts kept at write time still equal a recount (a replica
      // shares its primary's database: checked once, by the primary's application).
      const rollups = replicaOf ? undefined : await assertRollupsAgree(runtime).catch((e) => e);
      await runtime.close();
      await databaseProxy?.close();
      if (replicaOf) return;
      await issuer.close();
      if (!options.database) await database.drop();
      if (rollups) throw rollups;
    },
  };
}
