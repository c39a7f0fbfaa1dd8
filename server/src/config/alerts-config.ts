import { z } from 'zod';
import { blankAsUnset } from './blank-as-unset.ts';

/** How Heed sends alert e-mail: read with the rest of the environment by `config.ts`. */
export const alertsEnvironmentSchema = z.object({
  HEED_SMTP_URL: z.preprocess(
    blankAsUnset,
    z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  ),
  HEED_SMTP_FROM: z.preprocess(
    blankAsUnset,
    z
      .string()
      .trim()
      .max(320)
      .refine((from) => /^(?:[^<>]*<[^@\s<>]+@[^@\s<>]+>|[^@\s<>]+@[^@\s<>]+)$/.test(from), {
        message: 'must be an address, e.g. Heed <heed@example.com>',
      })
      .optional(),
  ),
});

export interface AlertsConfig {
  /**
   * Where alert e-mail is sent from and through (`HEED_SMTP_URL`, `HEED_SMTP_FROM`); undefined
   * when not configured (an e-mail destination is then refused). The URL may hold a password:
   * it never reaches a log line.
   */
  smtp: { url: string; from: string } | undefined;
}

export function alertsConfig(env: z.infer<typeof alertsEnvironmentSchema>): AlertsConfig {
  const url = env.HEED_SMTP_URL;
  const from = env.HEED_SMTP_FROM;
  return { smtp: url && from ? { url, from } : undefined };
}
