import type { AuditEventInput } from '../audit/audit-event.ts';
import { auditAsCaller } from '../audit/caller-audit.ts';
import type { RequestContext } from '../request/request-context.ts';
import { selectedTeam } from './selected-team.ts';
import type { TeamAccess } from './team-access.ts';

/** What a service acting in the selected team needs of the request: the team policy already ran. */
export type TeamActionContext = Pick<
  RequestContext,
  'deps' | 'em' | 'actor' | 'request' | 'teamSelection' | 'response'
>;

/** An audit event of the calling user about something of the selected team. */
export function auditTeamAction(
  ctx: TeamActionContext,
  team: Pick<TeamAccess, 'id' | 'slug'>,
  event: Omit<AuditEventInput, 'actor' | 'request' | 'team'>,
): void {
  auditAsCaller(ctx, { ...event, team: { id: team.id, slug: team.slug } });
}

export { selectedTeam };
