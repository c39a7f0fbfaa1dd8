import { error } from '@sveltejs/kit';
import type { LayoutServerLoad } from './$types';

/** The team of the URL, when the user has it; its role shapes what the pages show. */
export const load: LayoutServerLoad = async ({ params, parent }) => {
  const { teams } = await parent();
  const team = teams.find((each) => each.slug === params.team);
  if (!team) error(404, { message: 'This team does not exist or you are not a member of it.' });
  return { team };
};
