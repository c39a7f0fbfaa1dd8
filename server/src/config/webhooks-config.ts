import { z } from 'zod';
import { blankAsUnset } from './blank-as-unset.ts';

const booleanSwitch = z
  .enum(['true', 'false', '1', '0', ''], { error: 'must be true or false' })
  .optional()
  .transform((value) => value === 'true' || value === '1');

/** The default retry schedule: the pauses after the 1st, 2nd, … failed attempt. */
export const DEFAULT_WEBHOOK_RETRY_SCHEDULE = '5s,5m,30m,2h,5h,10h,10h';

const DURATION_UNITS_MS = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 } as const;

/** `5s,5m,30m,2h` → milliseconds; undefined when any part is not a positive duration. */
export function parseRetrySchedule(text: string): number[] | undefined {
  const parts = text.split(',').map((part) => part.trim());
  const pauses: number[] = [];
  for (const part of parts) {
    const match = /^(\d+(?:\.\d+)?)(ms|s|m|h)$/.exec(part);
    if (!match) return undefined;
    const ms = Number(match[1]) * DURATION_UNITS_MS[match[2] as keyof typeof DURATION_UNITS_MS];
    if (!(ms > 0) || ms > 7 * 24 * 3_600_000) return undefined;
    pauses.push(Math.round(ms));
  }
  return pauses.length > 0 && pauses.length <= 20 ? pauses : undefined;
}

/** How Heed sends webhooks: read with the rest of the environment by `config.ts`. */
export const webhooksEnvironmentSchema = z.object({
  HEED_WEBHOOK_TIMEOUT_MS: z.preprocess(
    blankAsUnset,
    z.coerce
      .number('must be a whole number of milliseconds')
      .int('must be a whole number of milliseconds')
      .min(100, 'must be at least 100')
      .max(45_000, 'must be at most 45000')
      .optional()
      .default(15_000),
  ),
  HEED_WEBHOOK_CLAIM_MS: z.preprocess(
    blankAsUnset,
    z.coerce
      .number('must be a whole number of milliseconds')
      .int('must be a whole number of milliseconds')
      .min(1_000, 'must be at least 1000')
      .max(600_000, 'must be at most 600000')
      .optional()
      .default(60_000),
  ),
  HEED_WEBHOOK_RETRY_SCHEDULE: z.preprocess(
    blankAsUnset,
    z
      .string()
      .optional()
      .default(DEFAULT_WEBHOOK_RETRY_SCHEDULE)
      .transform((text, ctx) => {
        const pauses = parseRetrySchedule(text);
        if (!pauses) {
          ctx.addIssue({
            code: 'custom',
            message: 'must be 1–20 comma-separated durations such as 5s,5m,30m,2h (ms, s, m, h)',
          });
          return z.NEVER;
        }
        return pauses;
      }),
  ),
  HEED_WEBHOOK_ALLOW_HTTP: booleanSwitch,
  HEED_WEBHOOK_ALLOW_PRIVATE: booleanSwitch,
});

export interface WebhooksConfig {
  /** How long an attempt may take until its 2xx (`HEED_WEBHOOK_TIMEOUT_MS`). */
  timeoutMs: number;
  /**
   * How long a replica's claim on a message holds (`HEED_WEBHOOK_CLAIM_MS`, default 60 s): past it,
   * another replica sends a message whose sender died. Always longer than `timeoutMs`.
   */
  claimMs: number;
  /** Pauses after each failed attempt, in milliseconds; past the last one a message is `failed`. */
  retryScheduleMs: number[];
  /** Plain `http` URLs are accepted (development and tests only). */
  allowHttp: boolean;
  /** Loopback, private and other internal addresses are accepted (development and tests only). */
  allowPrivate: boolean;
}

export function webhooksConfig(env: z.infer<typeof webhooksEnvironmentSchema>): WebhooksConfig {
  return {
    timeoutMs: env.HEED_WEBHOOK_TIMEOUT_MS,
    // An attempt always ends before its claim does (a timeout and a margin for recording it).
    claimMs: Math.max(env.HEED_WEBHOOK_CLAIM_MS, env.HEED_WEBHOOK_TIMEOUT_MS + 1_000),
    retryScheduleMs: env.HEED_WEBHOOK_RETRY_SCHEDULE,
    allowHttp: env.HEED_WEBHOOK_ALLOW_HTTP,
    allowPrivate: env.HEED_WEBHOOK_ALLOW_PRIVATE,
  };
}
