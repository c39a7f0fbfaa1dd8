import { z } from 'zod';
import { blankAsUnset } from './blank-as-unset.ts';

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
  HEED_PRESTOP_DELAY_MS: z.preprocess(
    blankAsUnset,
    z.coerce
      .number()
      .int('must be a whole number of milliseconds')
      .min(0, 'must be at least 0')
      .max(120_000, 'must be at most 120000')
      .optional()
      .default(0),
  ),
});

export interface OperationsConfig {
  /** Bearer token for `GET /internal/metrics`; unset: loopback callers only. */
  metricsToken: string | undefined;
  /** Feedback older than this many days (by `receivedAt`) is deleted; unset: kept forever. */
  retentionDays: number | undefined;
  /** A read replica for the dashboard's reads; unset: the primary serves them. */
  databaseReadUrl: string | undefined;
  /** After SIGTERM: how long the process keeps serving while reporting not ready. */
  preStopDelayMs: number;
}

export function operationsConfig(
  env: z.infer<typeof operationsEnvironmentSchema>,
): OperationsConfig {
  return {
    metricsToken: env.HEED_METRICS_TOKEN,
    retentionDays: env.HEED_RETENTION_DAYS,
    databaseReadUrl: env.DATABASE_READ_URL,
    preStopDelayMs: env.HEED_PRESTOP_DELAY_MS,
  };
}
