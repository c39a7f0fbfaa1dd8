import { listMembersContract } from '@heed/contracts';
import { query } from '../trpc/procedure.ts';
import { listMembers } from './members.service.ts';

/** The people who have used a team, under `/api/v1/intern`. */
export const memberProcedures = {
  list: query(listMembersContract, ({ ctx }) => listMembers(ctx)),
};
