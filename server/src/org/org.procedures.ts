import { setupStatusContract } from '@heed/contracts';
import { query } from '../trpc/procedure.ts';
import { getSetupStatus } from './setup.service.ts';

export const setupProcedures = {
  status: query(setupStatusContract, ({ ctx }) => getSetupStatus(ctx.em)),
};

/** Organisation administration under `/api/v1/admin/org`. */
export const orgAdminProcedures = {};
