import {
  internCreateApiKeyContract,
  internListApiKeysContract,
  internRevokeApiKeyContract,
  internRotateApiKeyContract,
} from '@heed/contracts';
import { mutation, query } from '../trpc/procedure.ts';
import {
  createKeyInTeam,
  listKeysOfTeam,
  revokeKeyInTeam,
  rotateKeyInTeam,
} from './team-keys.service.ts';

/** The dashboard's key lifecycle under `/api/v1/intern/api-keys` (team admins). */
export const teamKeyProcedures = {
  list: query(internListApiKeysContract, ({ ctx }) => listKeysOfTeam(ctx)),
  create: mutation(internCreateApiKeyContract, ({ ctx, input }) => createKeyInTeam(ctx, input)),
  rotate: mutation(internRotateApiKeyContract, ({ ctx, input }) => rotateKeyInTeam(ctx, input)),
  revoke: mutation(internRevokeApiKeyContract, ({ ctx, input }) => revokeKeyInTeam(ctx, input)),
};
