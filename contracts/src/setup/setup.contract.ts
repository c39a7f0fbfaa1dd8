import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { allowedOriginsSchema } from '../keys/api-key.ts';
import { organisationSchema } from '../org/org-admin.contract.ts';
import { teamSchema } from '../org/team.ts';
import { text } from '../text.ts';

export const setupOrganisationContract = defineContract({
  method: 'POST',
  path: '/setup',
  successStatus: 201,
  caller: 'oidc',
  summary: 'Set up the organisation',
  description:
    'Creates the installation’s one organisation and its team `default` (name `Default`). Org ' +
    'admins only; a second call is 409.',
  tags: ['setup'],
  errorStatuses: [403, 409],
  input: z.object({ name: text().trim().min(1).max(100) }),
  output: z.object({ org: organisationSchema, team: teamSchema }).meta({ id: 'SetupResult' }),
});

export const setupKeysContract = defineContract({
  method: 'POST',
  path: '/setup/keys',
  successStatus: 201,
  caller: 'oidc',
  summary: 'Create the first key pair',
  description:
    'Creates the first `sk` and `pk` keys of the default team; the values are shown once. ' +
    '`allowedOrigins` (at least one) apply to the `pk` key only, unless the installation sets ' +
    '`HEED_ALLOW_UNRESTRICTED_PK_ORIGINS=true`. Org admins only; 409 once the team has keys.',
  tags: ['setup'],
  errorStatuses: [403, 404, 409],
  input: z.object({ allowedOrigins: allowedOriginsSchema.optional() }),
  output: z.object({ secretKey: z.string(), publishableKey: z.string() }).meta({ id: 'SetupKeys' }),
});
