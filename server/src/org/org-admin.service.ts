import type { TeamRole } from '@heed/contracts';
import { GroupMappingSchema, type Organisation, type Team, TeamSchema } from '@heed/db';
import type { AuditEventInput } from '../audit/audit-event.ts';
import { auditAsCaller } from '../audit/caller-audit.ts';
import {
  ConflictError,
  NotFoundError,
  OrganisationNotSetUpError,
} from '../errors/domain-errors.ts';
import { requireOrgAdmin } from './require-org-admin.ts';
import { findOrganisation, type OrgContext } from './setup.service.ts';

/**
 * Organisation administration under `/api/v1/admin/org`: org admins only. Audit events carry Heed's
 * own ids (team, mapping) and never a raw OIDC group id.
 */

interface OrganisationView {
  slug: string;
  name: string;
}

interface TeamView {
  slug: string;
  name: string;
}

interface GroupMappingView {
  id: string;
  oidcGroupId: string;
  role: TeamRole;
}

/** PostgreSQL `unique_violation`, which the ORM's driver exception carries as `code`. */
function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === '23505';
}

const emit = auditAsCaller;

async function requireOrganisation(context: OrgContext): Promise<Organisation> {
  const organisation = await findOrganisation(context.em);
  if (!organisation) {
    throw new OrganisationNotSetUpError();
  }
  return organisation;
}

function orgRef(organisation: Organisation) {
  return { id: organisation.id, slug: organisation.slug };
}

function teamView(team: Team): TeamView {
  return { slug: team.slug, name: team.name };
}

/** The team of the organisation with this slug; 404 (audited for `event`) when there is none. */
async function requireTeam(
  context: OrgContext,
  organisation: Organisation,
  slug: string,
  event?: Pick<AuditEventInput, 'event' | 'operation'>,
): Promise<Team> {
  const team = await context.em.findOne(TeamSchema, { organisation, slug });
  if (!team) {
    if (event) {
      emit(context, {
        ...event,
        outcome: 'not_found',
        resource: { type: 'team', customerIdentifier: slug },
        org: orgRef(organisation),
      });
    }
    throw new NotFoundError('No team with this slug.');
  }
  return team;
}

export async function getOrganisation(context: OrgContext): Promise<OrganisationView> {
  requireOrgAdmin(context, 'organisation');
  const organisation = await requireOrganisation(context);
  return { slug: organisation.slug, name: organisation.name };
}

/** Every team of the organisation, by slug (ordinal). */
export async function listTeams(context: OrgContext): Promise<{ teams: TeamView[] }> {
  requireOrgAdmin(context, 'team');
  const organisation = await requireOrganisation(context);
  const teams = await context.em.find(TeamSchema, { organisation });
  return {
    teams: teams.map(teamView).sort((a, b) => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0)),
  };
}

export async function createTeam(
  context: OrgContext,
  input: { slug: string; name: string },
): Promise<TeamView> {
  const event = { event: 'admin.team.create', operation: 'create' } as const;
  requireOrgAdmin(context, 'team');
  const organisation = await requireOrganisation(context);
  const org = orgRef(organisation);
  const conflict = (existing: Team | null) => {
    emit(context, {
      ...event,
      outcome: 'conflict',
      resource: existing ? { type: 'team', id: existing.id } : { type: 'team' },
      org,
      ...(existing ? { team: { id: existing.id, slug: existing.slug } } : {}),
    });
    return new ConflictError('A team with this slug already exists.');
  };
  // Team slugs are unique across the installation; the unique index settles a race.
  const taken = await context.em.findOne(TeamSchema, { slug: input.slug });
  if (taken) throw conflict(taken);
  const team = context.em.create(TeamSchema, {
    organisation,
    slug: input.slug,
    name: input.name,
  });
  try {
    await context.em.flush();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    context.em.clear();
    throw conflict(await context.em.findOne(TeamSchema, { slug: input.slug }));
  }
  emit(context, {
    ...event,
    outcome: 'success',
    resource: { type: 'team', id: team.id },
    org,
    team: { id: team.id, slug: team.slug },
  });
  return teamView(team);
}

export async function createGroupMapping(
  context: OrgContext,
  input: { slug: string; oidcGroupId: string; role?: TeamRole | undefined },
): Promise<GroupMappingView> {
  const event = { event: 'admin.group_mapping.create', operation: 'create' } as const;
  requireOrgAdmin(context, 'group_mapping');
  const organisation = await requireOrganisation(context);
  const team = await requireTeam(context, organisation, input.slug, event);
  const scope = { org: orgRef(organisation), team: { id: team.id, slug: team.slug } };
  const conflict = (existingId: string | undefined) => {
    emit(context, {
      ...event,
      outcome: 'conflict',
      resource: existingId ? { type: 'group_mapping', id: existingId } : { type: 'group_mapping' },
      ...scope,
    });
    return new ConflictError('This group is already mapped to the team.');
  };
  const existing = await context.em.findOne(GroupMappingSchema, {
    team,
    oidcGroupId: input.oidcGroupId,
  });
  if (existing) throw conflict(existing.id);
  const mapping = context.em.create(GroupMappingSchema, {
    team,
    oidcGroupId: input.oidcGroupId,
    role: input.role ?? 'admin',
  });
  try {
    await context.em.flush();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    context.em.clear();
    const winner = await context.em.findOne(GroupMappingSchema, {
      team: team.id,
      oidcGroupId: input.oidcGroupId,
    });
    throw conflict(winner?.id);
  }
  emit(context, {
    ...event,
    outcome: 'success',
    resource: { type: 'group_mapping', id: mapping.id },
    ...scope,
  });
  return { id: mapping.id, oidcGroupId: mapping.oidcGroupId, role: mapping.role as TeamRole };
}

/** The mappings of a team, by group id. Reading them is not an audited change. */
export async function listGroupMappings(
  context: OrgContext,
  input: { slug: string },
): Promise<{ mappings: GroupMappingView[] }> {
  requireOrgAdmin(context, 'group_mapping');
  const organisation = await requireOrganisation(context);
  const team = await requireTeam(context, organisation, input.slug);
  const mappings = await context.em.find(
    GroupMappingSchema,
    { team },
    { orderBy: { oidcGroupId: 'asc', id: 'asc' } },
  );
  return {
    mappings: mappings.map((mapping) => ({
      id: mapping.id,
      oidcGroupId: mapping.oidcGroupId,
      role: mapping.role as TeamRole,
    })),
  };
}

export async function deleteGroupMapping(
  context: OrgContext,
  input: { slug: string; id: string },
): Promise<void> {
  const event = { event: 'admin.group_mapping.delete', operation: 'delete' } as const;
  requireOrgAdmin(context, 'group_mapping');
  const organisation = await requireOrganisation(context);
  const team = await requireTeam(context, organisation, input.slug, event);
  const scope = { org: orgRef(organisation), team: { id: team.id, slug: team.slug } };
  const mapping = await context.em.findOne(GroupMappingSchema, { id: input.id, team });
  if (!mapping) {
    emit(context, {
      ...event,
      outcome: 'not_found',
      resource: { type: 'group_mapping', id: input.id },
      ...scope,
    });
    throw new NotFoundError('No such group mapping in this team.');
  }
  await context.em.remove(mapping).flush();
  emit(context, {
    ...event,
    outcome: 'success',
    resource: { type: 'group_mapping', id: mapping.id },
    ...scope,
  });
}
