import { z } from 'zod';
import { defineContract } from '../contract.ts';

export const setupStatusContract = defineContract({
  method: 'GET',
  path: '/setup/status',
  successStatus: 200,
  caller: 'oidc',
  summary: 'Onboarding status',
  description:
    'Whether the organisation has been set up and whether any API key exists, so the dashboard ' +
    'can guide the first administrator.',
  tags: ['setup'],
  input: z.object({}),
  output: z
    .object({
      orgExists: z.boolean(),
      hasApiKeys: z.boolean(),
      orgName: z.string().nullable(),
    })
    .meta({ id: 'SetupStatus' }),
});
