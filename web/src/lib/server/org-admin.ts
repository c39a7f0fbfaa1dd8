import type { HeedApi } from './api.ts';
import { apiFailure } from './api.ts';

/**
 * Whether the API treats the user as an org admin: it answers the organisation to them (or 404
 * before setup) and refuses everyone else with 403. The API decides; the dashboard only asks.
 */
export async function isOrgAdminWith(api: HeedApi): Promise<boolean> {
  try {
    await api.org.get.query({});
    return true;
  } catch (cause) {
    return apiFailure(cause).status === 404;
  }
}
