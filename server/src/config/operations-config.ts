import { z } from 'zod';
import { blankAsUnset } from './blank-as-unset.ts';
import { milliseconds } from './milliseconds-setting.ts';

/** `HEED_READ_MAX_LAG_MS` when unset: how far behind the primary a replica may serve reads. */
export const DEFAULT_READ_MAX_LAG_MS = 250;

/** `HEED_DASHBOARD_POOL_MAX` when unset: the primary's connections of the dashboard's reads. */
export const DEFAULT_DASHBOARD_POOL_MAX = 4;
/** `HEED_EXPORT_POOL_MAX` when unset: the primary's connections of the exports. */
export const DEFAULT_EXPORT_POOL_MAX = 2;

/** A number of connections; 0 shares the serving pool. */
const connections = (fallback: number) =>
  z.preprocess(
    blankAsUnset,
    z.coerce
      .number('must be a whole number of connections')
      .int('must be a whole number of connections')
      .min(0, 'must be at least 0')
      .max(100, 'must be at most 100')
      .optional()
      .default(fallback),
  );

/**
 * What a platform team sets to run Heed in production: metrics access, retention, a read
 * replica and the stop sequence. Read with the rest of the environment by `config.ts`.
 */
export const operationsEnvironmentSchema = z.object({
  HEED_METRICS_TOKEN: z.preprocess(
    blankAsUnset,
    z.string().trim().min(16, 'must be at least 16 characters').optional(),
  ),
  HEED_RETENTION_DAYS: z.preprocess(
    blankAsUnset,
    z.coerce
      .number('must be a whole number of days')
      .int('must be a whole number of days')
      .min(1, 'must be at least 1')
      .max(36_500, 'must be at most 36500')
      .optional(),
  ),
  DATABASE_READ_URL: z.preprocess(
    blankAsUnset,
    z
      .string()
      .trim()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// connection string')
      .optional(),
  ),
  HEED_READ_MAX_LAG_MS: milliseconds(DEFAULT_READ_MAX_LAG_MS, 20, 60_000),
  HEED_PRESTOP_DELAY_MS: milliseconds(0, 0, 120_000),
  HEED_DASHBOARD_POOL_MAX: connections(DEFAULT_DASHBOARD_POOL_MAX),
  HEED_EXPORT_POOL_MAX: connections(DEFAULT_EXPORT_POOL_MAX),
});

export interface OperationsConfig {
  /** Bearer token for `GET /internal/metrics`; unset: loopback callers only. */
  metricsToken: string | undefined;
  /** Feedback older than this many days (by `receivedAt`) is deleted; unset: kept forever. */
  retentionDays: number | undefined;
  /** A read replica for the dashboard's reads; unset: the primary serves them. */
  databaseReadUrl: string | undefined;
  /**
   * Reads go to the replica only while it is known to miss at most this many milliseconds of the
   * primary's writes (its replay lag plus the age of that measurement); else to the primary.
   */
  readMaxLagMs: number;
  /** After SIGTERM: how long the process keeps serving while reporting not ready. */
  preStopDelayMs: number;
  /**
   * Connections to the primary of the dashboard's reads (explorer, statistics, filters), apart
   * from the submissions' and the other work's: 0 shares the serving pool.
   */
  dashboardPoolMax: number;
  /** Connections to the primary of the exports' streams; 0 shares the serving pool. */
  exportPoolMax: number;
}

export function operationsConfig(
  env: z.infer<typeof operationsEnvironmentSchema>,
): OperationsConfig {
  return {
    metricsToken: env.HEED_METRICS_TOKEN,
    retentionDays: env.HEED_RETENTION_DAYS,
    databaseReadUrl: env.DATABASE_READ_URL,
    readMaxLagMs: env.HEED_READ_MAX_LAG_MS,
    preStopDelayMs: env.HEED_PRESTOP_DELAY_MS,
    dashboardPoolMax: env.HEED_DASHBOARD_POOL_MAX,
    exportPoolMax: env.HEED_EXPORT_POOL_MAX,
  };
}
