import { redirect } from '@sveltejs/kit';
import { loadFromApi } from '#lib/server/api.ts';
import type { PageServerLoad } from './$types';

/**
 * The front door: onboarding while the organisation or its first keys are missing (org admins),
 * the team when there is one, a choice when there are several.
 */
export const load: PageServerLoad = async (event) => {
  const { teams, isOrgAdmin } = await event.parent();
  const status = await loadFromApi(event, (api) => api.setup.status.query({}));
  if (isOrgAdmin && (!status.orgExists || !status.hasApiKeys)) redirect(303, '/onboarding');
  const only = teams.length === 1 ? teams[0] : undefined;
  if (only) redirect(303, `/t/${only.slug}`);
  return { orgExists: status.orgExists, orgName: status.orgName };
};
