import type { HeedApi } from './api.ts';

/**
 * Whether the API treats the user as an org admin, as the caller's teams answer says. Asked
 * directly: probing an org-admin operation would be refused (and audited) for everyone else.
 * The API decides; the dashboard only asks. Unknown (the API unreachable): not an admin.
 */
export async function isOrgAdminWith(api: HeedApi): Promise<boolean> {
  try {
    return (await api.dashboard.myTeams.query({})).isOrgAdmin;
  } catch {
    return false;
  }
}
