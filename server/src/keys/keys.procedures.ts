import {
  createApiKeyContract,
  listApiKeysContract,
  revokeApiKeyContract,
  rotateApiKeyContract,
} from '@heed/contracts';
import { mutation, query } from '../trpc/procedure.ts';
import {
  createPublishableKey,
  listTeamKeys,
  revokeTeamKey,
  rotatePublishableKey,
} from './api-key.service.ts';

export const apiKeyProcedures = {
  create: mutation(createApiKeyContract, ({ ctx, input }) => createPublishableKey(ctx, input)),
  list: query(listApiKeysContract, ({ ctx }) => listTeamKeys(ctx)),
  rotate: mutation(rotateApiKeyContract, ({ ctx, input }) => rotatePublishableKey(ctx, input)),
  revoke: mutation(revokeApiKeyContract, ({ ctx, input }) => revokeTeamKey(ctx, input)),
};
