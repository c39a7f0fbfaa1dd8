import type { RequestContext } from '../request/request-context.ts';
import type { TeamAccess } from './team-access.ts';

/** The team the team-selection policy chose for this call (single-team procedures). */
export function selectedTeam(ctx: Pick<RequestContext, 'teamSelection'>): TeamAccess {
  const selection = ctx.teamSelection;
  if (!selection || !('team' in selection)) {
    throw new Error('selectedTeam() called outside a single-team procedure');
  }
  return selection.team;
}
