import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { text } from '../text.ts';
import { teamRoleSchema, teamSchema, teamSlugSchema } from './team.ts';

export const organisationSchema = z
  .object({ slug: z.string(), name: z.string() })
  .meta({ id: 'Organisation' });

export const groupMappingSchema = z
  .object({ id: z.uuid(), oidcGroupId: z.string(), role: teamRoleSchema })
  .meta({ id: 'GroupMapping' });

export const getOrganisationContract = defineContract({
  method: 'GET',
  path: '/admin/org',
  successStatus: 200,
  caller: 'oidc',
  summary: 'The organisation',
  description: 'Org admins only (members of `HEED_ADMIN_GROUP`). 404 before setup.',
  tags: ['organisation'],
  errorStatuses: [403, 404],
  input: z.object({}),
  output: organisationSchema,
});

export const listTeamsContract = defineContract({
  method: 'GET',
  path: '/admin/org/teams',
  successStatus: 200,
  caller: 'oidc',
  summary: 'All teams of the organisation',
  tags: ['organisation'],
  errorStatuses: [403, 404],
  input: z.object({}),
  output: z.object({ teams: z.array(teamSchema) }).meta({ id: 'TeamList' }),
});

export const createTeamContract = defineContract({
  method: 'POST',
  path: '/admin/org/teams',
  successStatus: 201,
  caller: 'oidc',
  summary: 'Create a team',
  description: 'A taken slug is 409.',
  tags: ['organisation'],
  errorStatuses: [403, 404, 409],
  input: z.object({ slug: teamSlugSchema, name: text().trim().min(1).max(100) }),
  output: teamSchema,
});

export const listGroupMappingsContract = defineContract({
  method: 'GET',
  path: '/admin/org/teams/{slug}/group-mappings',
  successStatus: 200,
  caller: 'oidc',
  summary: 'The group mappings of a team',
  description: 'Org admins only. Sorted by group id.',
  tags: ['organisation'],
  errorStatuses: [403, 404],
  input: z.object({ slug: text().max(63) }),
  output: z.object({ mappings: z.array(groupMappingSchema) }).meta({ id: 'GroupMappingList' }),
});

export const createGroupMappingContract = defineContract({
  method: 'POST',
  path: '/admin/org/teams/{slug}/group-mappings',
  successStatus: 201,
  caller: 'oidc',
  summary: 'Map an identity-provider group to a team role',
  description: 'Members of the group get the role in the team; `role` defaults to `admin`.',
  tags: ['organisation'],
  errorStatuses: [403, 404, 409],
  input: z.object({
    slug: text().max(63),
    oidcGroupId: text().trim().min(1).max(300),
    role: teamRoleSchema.optional(),
  }),
  output: groupMappingSchema,
});

export const deleteGroupMappingContract = defineContract({
  method: 'DELETE',
  path: '/admin/org/teams/{slug}/group-mappings/{id}',
  successStatus: 204,
  caller: 'oidc',
  summary: 'Remove a group mapping',
  tags: ['organisation'],
  errorStatuses: [403, 404],
  input: z.object({ slug: text().max(63), id: z.uuid() }),
  output: z.void(),
});
