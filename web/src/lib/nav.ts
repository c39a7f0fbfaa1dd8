import type { TeamRole } from '@heed/contracts';

/** A section of a team's pages, in the order of the navigation. */
export interface TeamSection {
  /** Path below `/t/<team>`; empty for the overview. */
  path: string;
  label: string;
  /** Lowest role that sees the link (the API still decides every call). */
  role: TeamRole;
}

export const TEAM_SECTIONS: readonly TeamSection[] = [
  { path: '', label: 'Overview', role: 'viewer' },
  { path: '/feedback', label: 'Feedback', role: 'viewer' },
  { path: '/themes', label: 'Themes', role: 'viewer' },
  { path: '/alerts', label: 'Alerts', role: 'viewer' },
  { path: '/keys', label: 'Keys', role: 'admin' },
  { path: '/webhooks', label: 'Webhooks', role: 'admin' },
];

const RANK: Record<TeamRole, number> = { viewer: 0, editor: 1, admin: 2 };

/** Whether `role` is at least `required`. */
export function hasRole(role: TeamRole | undefined, required: TeamRole): boolean {
  return role !== undefined && RANK[role] >= RANK[required];
}

/** The section of `pathname` below `/t/<team>` (`''`, `/keys`, …), for keeping it when switching. */
export function sectionOf(pathname: string): string {
  const match = /^\/t\/[^/]+(\/[^/]+)?/.exec(pathname);
  const section = match?.[1] ?? '';
  return TEAM_SECTIONS.some((each) => each.path === section) ? section : '';
}
