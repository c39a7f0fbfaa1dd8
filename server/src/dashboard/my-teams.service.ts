import type { TeamRole } from '@heed/contracts';
import type { TeamAccess } from '../org/team-access.ts';
import { type DashboardContext, markNoStore } from './dashboard-context.ts';

/**
 * The caller's teams with the role decisions use (`effectiveRole`): every authorised team when
 * the request had no `team` parameter at all, else the one the policy selected.
 */
export function listMyTeams(ctx: Pick<DashboardContext, 'teamSelection' | 'response'>): {
  teams: { slug: string; name: string; role: TeamRole }[];
} {
  const selection = ctx.teamSelection;
  if (!selection) throw new Error('listMyTeams() called outside a team-scoped procedure');
  markNoStore(ctx);
  const teams: TeamAccess[] = 'teams' in selection ? selection.teams : [selection.team];
  return {
    teams: teams.map((team) => ({ slug: team.slug, name: team.name, role: team.effectiveRole })),
  };
}
