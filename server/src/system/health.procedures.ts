import { healthContract } from '@heed/contracts';
import { query } from '../trpc/procedure.ts';
import { checkHealth } from './health.service.ts';

export const systemProcedures = {
  health: query(healthContract, ({ ctx }) => checkHealth(ctx.deps)),
};
