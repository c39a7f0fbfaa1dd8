import type { TeamRole } from '@heed/contracts';
import type { TeamAccess } from '../org/team-access.ts';
import type { DashboardContext } from './dashboard-context.ts';

/**
 * The caller's teams with the role decisions use (`effectiveRole`): every authorised team when
 * the request had no `team` parameter at all, else the one the policy selected; and whether the
 * caller is an org admin, so the dashboard need not probe an org-admin operation (and be refused,
 * audited) to know.
 */
export function listMyTeams(ctx: Pick<DashboardContext, 'actor' | 'teamSelection' | 'response'>): {
  teams: { slug: string; name: string; role: TeamRole }[];
  isOrgAdmin: boolean;
} {
  const selection = ctx.teamSelection;
  if (!selection) throw new Error('listMyTeams() called outside a team-scoped procedure');
  const teams: TeamAccess[] = 'teams' in selection ? selection.teams : [selection.team];
  return {
    teams: teams.map((team) => ({ slug: team.slug, name: team.name, role: team.effectiveRole })),
    isOrgAdmin: ctx.actor?.type === 'oidc_user' && ctx.actor.isOrgAdmin,
  };
}
