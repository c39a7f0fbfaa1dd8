import {
  createGroupMappingContract,
  createTeamContract,
  deleteGroupMappingContract,
  getOrganisationContract,
  listGroupMappingsContract,
  listTeamsContract,
  setupKeysContract,
  setupOrganisationContract,
  setupStatusContract,
} from '@heed/contracts';
import { mutation, query } from '../trpc/procedure.ts';
import {
  createGroupMapping,
  createTeam,
  deleteGroupMapping,
  getOrganisation,
  listGroupMappings,
  listTeams,
} from './org-admin.service.ts';
import { createSetupKeys, getSetupStatus, setupOrganisation } from './setup.service.ts';

export const setupProcedures = {
  status: query(setupStatusContract, ({ ctx }) => getSetupStatus(ctx.em)),
  organisation: mutation(setupOrganisationContract, ({ ctx, input }) =>
    setupOrganisation(ctx, input),
  ),
  keys: mutation(setupKeysContract, ({ ctx, input }) => createSetupKeys(ctx, input)),
};

/** Organisation administration under `/api/v1/admin/org`. */
export const orgAdminProcedures = {
  get: query(getOrganisationContract, ({ ctx }) => getOrganisation(ctx)),
  listTeams: query(listTeamsContract, ({ ctx }) => listTeams(ctx)),
  createTeam: mutation(createTeamContract, ({ ctx, input }) => createTeam(ctx, input)),
  listGroupMappings: query(listGroupMappingsContract, ({ ctx, input }) =>
    listGroupMappings(ctx, input),
  ),
  createGroupMapping: mutation(createGroupMappingContract, ({ ctx, input }) =>
    createGroupMapping(ctx, input),
  ),
  deleteGroupMapping: mutation(deleteGroupMappingContract, ({ ctx, input }) =>
    deleteGroupMapping(ctx, input),
  ),
};
