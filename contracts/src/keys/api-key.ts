import { z } from 'zod';
import { text } from '../text.ts';

export const keyTypeSchema = z.enum(['pk', 'sk']);

export const allowedOriginsSchema = z
  .array(text().min(1).max(300))
  .max(50)
  .describe(
    'Origins (`https://app.example.com`, no path; `http` only for localhost) a publishable key ' +
      'accepts requests from.',
  );

export const rateLimitSchema = z
  .int()
  .min(1)
  .max(1_000_000)
  .describe('Requests per minute for this key.');

export const apiKeyIdParamsSchema = z.object({ id: z.uuid() });

/** A key as listed: never the key value or its hash. */
export const apiKeySummarySchema = z
  .object({
    id: z.uuid(),
    keyPrefix: z.string().describe('`heed_pk_live` or `heed_sk_live`.'),
    keyType: keyTypeSchema,
    team: z.string().describe('Slug of the team the key belongs to.'),
    appName: z.string(),
    allowedOrigins: z.array(z.string()),
    rateLimit: z.int(),
    status: z.enum(['active', 'expiring', 'expired', 'revoked']),
    createdAt: z.iso.datetime(),
    expiresAt: z.iso.datetime().nullable(),
    revokedAt: z.iso.datetime().nullable(),
    lastUsedAt: z.iso.datetime().nullable(),
    replacesKeyId: z
      .uuid()
      .nullable()
      .describe('The key this one replaced by rotation (null for a key created anew).'),
  })
  .meta({ id: 'ApiKeySummary' });

/** A key just issued: its value is in `key`, shown this once. */
export const issuedApiKeySchema = z
  .object({
    id: z.uuid(),
    key: z.string().describe('The full key value. It is shown once and cannot be retrieved.'),
    keyType: keyTypeSchema,
    team: z.string(),
    appName: z.string(),
    allowedOrigins: z.array(z.string()),
    rateLimit: z.int(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'IssuedApiKey' });
