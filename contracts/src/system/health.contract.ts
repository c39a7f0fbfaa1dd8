import { z } from 'zod';
import { defineContract } from '../contract.ts';

export const healthContract = defineContract({
  method: 'GET',
  path: '/health',
  successStatus: 200,
  caller: 'public',
  summary: 'Service health',
  description:
    'Whether the API can serve traffic: the database answers and every migration has run. ' +
    'Load balancers should use the plain-text probes `/internal/isAlive` and `/internal/isReady`.',
  tags: ['system'],
  errorStatuses: [503],
  input: z.object({}),
  output: z
    .object({
      status: z.enum(['ok']),
      version: z.string(),
      database: z.object({
        reachable: z.boolean(),
        pendingMigrations: z.array(z.string()),
      }),
    })
    .meta({ id: 'Health' }),
});
