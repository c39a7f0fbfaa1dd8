import type { TeamRole } from '@heed/contracts';

/** A team the caller may act in, and with which role. */
export interface TeamAccess {
  id: string;
  slug: string;
  name: string;
  /** The role from the caller's group mappings (highest), before org-admin coercion. */
  actorRole: TeamRole | undefined;
  /** The role decisions use: `admin` for org admins, else `actorRole`. */
  effectiveRole: TeamRole;
  roleSource: 'group_mapping' | 'org_admin';
}

/** What the team-selection policy chose for a call: one team, or every team of the caller. */
export type TeamSelectionResult = { team: TeamAccess } | { teams: TeamAccess[] };
