import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { type TeamScope, teamQuerySchema } from '../org/team.ts';
import { text } from '../text.ts';
import {
  allowedOriginsSchema,
  apiKeyIdParamsSchema,
  issuedApiKeySchema,
  keyTypeSchema,
  rateLimitSchema,
} from './api-key.ts';
import { listApiKeysContract, rotateApiKeyContract } from './api-key-admin.contract.ts';

const adminScope = { selection: 'explicit', role: 'admin' } satisfies TeamScope;

export const internListApiKeysContract = defineContract({
  method: 'GET',
  path: '/intern/api-keys',
  successStatus: 200,
  cache: 'no-store',
  caller: 'oidc',
  summary: 'The team’s keys (dashboard)',
  description: 'Team admins. As `GET /admin/api-keys`: never a key value or hash.',
  tags: ['api-keys'],
  errorStatuses: [403],
  team: adminScope,
  input: z.object({ team: teamQuerySchema }),
  output: listApiKeysContract.output,
});

export const internCreateApiKeyContract = defineContract({
  method: 'POST',
  path: '/intern/api-keys',
  successStatus: 201,
  caller: 'oidc',
  summary: 'Create a key (dashboard)',
  description:
    'Team admins may create `pk` and `sk` keys. A `pk` key needs at least one allowed origin ' +
    'unless the installation sets `HEED_ALLOW_UNRESTRICTED_PK_ORIGINS=true`; an `sk` key takes ' +
    'none. The value is shown once. Audited as `api_key.create` with the user as actor.',
  tags: ['api-keys'],
  errorStatuses: [403],
  team: adminScope,
  input: z.object({
    team: teamQuerySchema,
    keyType: keyTypeSchema,
    appName: text().trim().min(1).max(100),
    allowedOrigins: allowedOriginsSchema.optional(),
    rateLimit: rateLimitSchema.optional().describe('Requests per minute; default 1000.'),
  }),
  output: issuedApiKeySchema,
});

export const internRotateApiKeyContract = defineContract({
  method: 'POST',
  path: '/intern/api-keys/{id}/rotate',
  successStatus: 201,
  caller: 'oidc',
  summary: 'Rotate a key (dashboard)',
  description:
    'Team admins, `pk` and `sk` keys alike: a new key with the same type, app name, allowed ' +
    'origins and rate limit; the old one keeps working for `gracePeriodHours` (0 = stops at ' +
    'once). A revoked or expired key is 409; another team’s key 404.',
  tags: ['api-keys'],
  errorStatuses: [403, 404, 409],
  team: adminScope,
  input: apiKeyIdParamsSchema.extend({
    team: teamQuerySchema,
    gracePeriodHours: z.int().min(0).max(720),
  }),
  output: rotateApiKeyContract.output,
});

export const internRevokeApiKeyContract = defineContract({
  method: 'DELETE',
  path: '/intern/api-keys/{id}',
  successStatus: 204,
  caller: 'oidc',
  summary: 'Revoke a key (dashboard)',
  description:
    'Team admins. The key stops working at once on every API replica. Another team’s key is 404.',
  tags: ['api-keys'],
  errorStatuses: [403, 404],
  team: adminScope,
  input: apiKeyIdParamsSchema.extend({ team: teamQuerySchema }),
  output: z.void(),
});
