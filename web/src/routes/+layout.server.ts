import { apiFailure, apiWithToken } from '#lib/server/api.ts';
import type { LayoutServerLoad } from './$types';

/**
 * Who is signed in, which teams they may open and whether they administer the organisation; the
 * page shell (nav, switcher) needs all three, and one call to the API answers them.
 */
export const load: LayoutServerLoad = async (event) => {
  const session = event.locals.session;
  if (!session) return { user: null, teams: [], isOrgAdmin: false, shellError: null };
  const api = apiWithToken(session.accessToken, event);
  const user = { name: session.user.name ?? session.user.email ?? 'Signed-in user' };
  try {
    const mine = await api.dashboard.myTeams.query({});
    return { user, teams: mine.teams, isOrgAdmin: mine.isOrgAdmin, shellError: null };
  } catch (cause) {
    const failure = apiFailure(cause);
    // No team yet (or no organisation yet): an empty list, not an error.
    const noTeams = failure.status === 403 || failure.status === 404;
    return { user, teams: [], isOrgAdmin: false, shellError: noTeams ? null : failure.message };
  }
};
