import type { TeamRole, TeamScope } from '@heed/contracts';
import { type EntityManager, queriesOf } from '@heed/db';
import type { AuthorizationPolicy } from '../audit/audit-event.ts';
import { auditAsCaller } from '../audit/caller-audit.ts';
import {
  ForbiddenError,
  InvalidRequestError,
  TeamRequiredError,
  UnauthorizedError,
} from '../errors/domain-errors.ts';
import type { Actor } from '../identity/actor.ts';
import type { Logger } from '../logging/logger.ts';
import type { RequestContext } from '../request/request-context.ts';
import { ordinalCompare } from './ordinal-compare.ts';
import { mappedTeams } from './team-access.repository.ts';
import type { TeamAccess, TeamSelectionResult } from './team-access.ts';

const ROLE_RANK: Readonly<Record<TeamRole, number>> = { viewer: 1, editor: 2, admin: 3 };

/**
 * The rank of a stored role: 0 for anything but `viewer`, `editor` and `admin` (a row written by
 * hand, or by a later version that knows more roles), which grants nothing.
 */
export function roleRank(role: string): number {
  return Object.hasOwn(ROLE_RANK, role) ? ROLE_RANK[role as TeamRole] : 0;
}

/** Whether `role` is at least `required`; an unknown role meets nothing. */
export function meetsRole(role: string, required: TeamRole): boolean {
  const needed = roleRank(required);
  return needed > 0 && roleRank(role) >= needed;
}

/**
 * Every team the user may see: all of them for an org admin, else those its groups map to with a
 * known role. A mapping with an unknown role grants no access and is reported to `logger` by its
 * id only (never the group id or the role text).
 */
export async function authorisedTeams(
  em: EntityManager,
  actor: Actor,
  logger?: Pick<Logger, 'warn'>,
): Promise<TeamAccess[]> {
  if (actor.type !== 'oidc_user') return [];
  if (!actor.isOrgAdmin && actor.groups.length === 0) return [];
  const rows = await mappedTeams(queriesOf(em), actor.groups, actor.isOrgAdmin);
  const teams = new Map<string, { slug: string; name: string; role: TeamRole | undefined }>();
  for (const row of rows) {
    const team = teams.get(row.id) ?? { slug: row.slug, name: row.name, role: undefined };
    teams.set(row.id, team);
    if (row.mapping_id === null || row.role === null) continue;
    if (roleRank(row.role) === 0) {
      logger?.warn(
        { groupMappingId: row.mapping_id, teamId: row.id },
        'A group mapping has a role Heed does not know; it grants no access',
      );
      continue;
    }
    const role = row.role as TeamRole;
    if (!team.role || roleRank(role) > roleRank(team.role)) team.role = role;
  }
  return [...teams]
    .filter(([, team]) => actor.isOrgAdmin || team.role !== undefined)
    .map(
      ([id, team]) =>
        ({
          id,
          slug: team.slug,
          name: team.name,
          actorRole: team.role,
          effectiveRole: actor.isOrgAdmin ? 'admin' : (team.role ?? 'viewer'),
          roleSource: actor.isOrgAdmin ? 'org_admin' : 'group_mapping',
        }) satisfies TeamAccess,
    )
    .sort((a, b) => ordinalCompare(a.slug, b.slug));
}

/** The first value of a possibly repeated `team` parameter; `undefined` when it is absent. */
function firstTeamValue(raw: string | string[] | undefined): string | undefined {
  return Array.isArray(raw) ? (raw[0] ?? '') : raw;
}

/**
 * The one team-selection policy (Rules: docs/rules/roles.md#roles-5 to docs/rules/roles.md#roles-9)
 * for every team-scoped procedure, which declares in its contract how the team is chosen and which
 * role it needs. Denials are audited here.
 */
export async function resolveTeam(
  ctx: RequestContext,
  scope: TeamScope,
  input: { team?: string | string[] | undefined; [name: string]: unknown },
): Promise<TeamSelectionResult> {
  const actor = ctx.actor;
  if (actor?.type !== 'oidc_user') throw new UnauthorizedError('A signed-in user is required.');
  const missing = (policy: AuthorizationPolicy, detail: string) => {
    auditAsCaller(ctx, {
      event: 'auth.team.explicit_team_missing',
      operation: 'authorize',
      outcome: 'denied',
      resource: { type: 'team' },
      authorization: { policy },
    });
    return new TeamRequiredError(detail, [{ path: 'team', message: detail }]);
  };

  const requested = firstTeamValue(input.team);
  const pathSlug = scope.pathParam ? String(input[scope.pathParam] ?? '') : undefined;
  if (pathSlug !== undefined && requested && requested !== pathSlug) {
    throw new InvalidRequestError('The team in the path and in ?team= differ.', [
      { path: 'team', message: 'Must equal the team in the path.' },
    ]);
  }

  const teams = await authorisedTeams(ctx.em, actor, ctx.deps.logger);
  if (scope.selection === 'aggregate' && input.team === undefined) return { teams };

  let chosen: TeamAccess | undefined;
  if (requested !== undefined && requested !== '') {
    chosen = teams.find((team) => team.slug === requested);
    if (!chosen) {
      auditAsCaller(ctx, {
        event: 'auth.team.denied',
        operation: 'authorize',
        outcome: 'denied',
        resource: { type: 'team', customerIdentifier: requested },
      });
      throw new ForbiddenError('You have no access to this team.');
    }
  } else if (scope.selection === 'explicit' || scope.selection === 'aggregate') {
    throw missing('explicit_team_required', 'This call needs an explicit ?team=<slug>.');
  } else if (scope.selection === 'lowest_slug') {
    chosen = teams[0];
  } else if (teams.length === 1) {
    chosen = teams[0];
  } else if (teams.length > 1) {
    throw missing('ambiguous_multi_team_read', 'You belong to several teams: add ?team=<slug>.');
  }
  if (!chosen) {
    auditAsCaller(ctx, {
      event: 'auth.team.denied',
      operation: 'authorize',
      outcome: 'denied',
      resource: { type: 'team' },
    });
    throw new ForbiddenError('You belong to no team.');
  }
  requireTeamRole(ctx, chosen, scope.role);
  return { team: chosen };
}

/**
 * Refuses, audited as `auth.team.denied`, a caller whose role in the chosen team is below
 * `required`: the team-selection policy's own check, and the check of a call whose least role
 * depends on what it is asked to do (a bulk deletion needs `admin` where other bulk changes need
 * `editor`).
 */
export function requireTeamRole(
  ctx: Pick<RequestContext, 'deps' | 'actor' | 'request'>,
  team: TeamAccess,
  required: TeamRole,
): void {
  if (meetsRole(team.effectiveRole, required)) return;
  auditAsCaller(ctx, {
    event: 'auth.team.denied',
    operation: 'authorize',
    outcome: 'denied',
    resource: { type: 'team', id: team.id },
    team: { id: team.id, slug: team.slug },
    authorization: {
      policy: required === 'admin' ? 'team_admin_required' : 'team_editor_required',
      ...(team.actorRole ? { actorRole: team.actorRole } : {}),
      effectiveRole: team.effectiveRole,
      requiredRole: required,
      roleSource: team.roleSource,
    },
  });
  throw new ForbiddenError(`This needs the ${required} role in the team.`);
}
