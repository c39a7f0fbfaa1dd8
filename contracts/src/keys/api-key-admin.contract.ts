import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { text } from '../text.ts';
import {
  allowedOriginsSchema,
  apiKeyIdParamsSchema,
  apiKeySummarySchema,
  issuedApiKeySchema,
  rateLimitSchema,
} from './api-key.ts';

export const createApiKeyContract = defineContract({
  method: 'POST',
  path: '/admin/api-keys',
  successStatus: 201,
  caller: 'secret_key',
  summary: 'Create a publishable key',
  description:
    'Creates a `pk` key for the secret key’s team. At least one allowed origin is required ' +
    'unless the installation sets `HEED_ALLOW_UNRESTRICTED_PK_ORIGINS=true`. A secret key cannot ' +
    'mint secret keys (403): those come from setup, the dashboard or the CLI.',
  tags: ['api-keys'],
  errorStatuses: [403, 429],
  input: z.object({
    keyType: z.enum(['pk', 'sk']).describe('Only `pk` is accepted here.'),
    appName: text().trim().min(1).max(100),
    allowedOrigins: allowedOriginsSchema.optional(),
    rateLimit: rateLimitSchema.optional().describe('Requests per minute; default 1000.'),
  }),
  output: issuedApiKeySchema,
});

export const listApiKeysContract = defineContract({
  method: 'GET',
  path: '/admin/api-keys',
  successStatus: 200,
  caller: 'secret_key',
  summary: 'List the team’s keys',
  tags: ['api-keys'],
  errorStatuses: [403, 429],
  input: z.object({}),
  output: z.object({ keys: z.array(apiKeySummarySchema) }).meta({ id: 'ApiKeyList' }),
});

export const rotateApiKeyContract = defineContract({
  method: 'POST',
  path: '/admin/api-keys/{id}/rotate',
  successStatus: 201,
  caller: 'secret_key',
  summary: 'Rotate a publishable key',
  description:
    'Issues a new `pk` key with the same app name, allowed origins and rate limit. The old key ' +
    'keeps working for `gracePeriodHours` (0 = stops at once). Secret keys cannot be rotated ' +
    'with a secret key (403). Only an active key is rotated, and only once (its successor is ' +
    'rotated next): a revoked, expired or already rotated key is 409, and so is a `pk` key ' +
    'without allowed origins unless `HEED_ALLOW_UNRESTRICTED_PK_ORIGINS=true`. Rotations and ' +
    'revocations of one key at the same time happen one after the other.',
  tags: ['api-keys'],
  errorStatuses: [403, 404, 409, 429],
  input: apiKeyIdParamsSchema.extend({ gracePeriodHours: z.int().min(0).max(720) }),
  output: issuedApiKeySchema
    .extend({
      previousKeyId: z.uuid(),
      previousKeyExpiresAt: z.iso.datetime(),
    })
    .meta({ id: 'RotatedApiKey' }),
});

export const revokeApiKeyContract = defineContract({
  method: 'DELETE',
  path: '/admin/api-keys/{id}',
  successStatus: 204,
  caller: 'secret_key',
  summary: 'Revoke a key',
  description:
    'Revokes a `pk` or `sk` key of the same team; it stops working at once on every API ' +
    'replica. An unknown key, or one of another team, is 404.',
  tags: ['api-keys'],
  errorStatuses: [403, 404, 429],
  input: apiKeyIdParamsSchema,
  output: z.void(),
});
