import { redirect } from '@sveltejs/kit';
import { sectionOf } from '#lib/nav.ts';
import type { RequestHandler } from './$types';

/** The team switcher's form: the same section of the chosen team. */
export const GET: RequestHandler = ({ url }) => {
  const team = url.searchParams.get('team') ?? '';
  if (!/^[a-z0-9][a-z0-9-]{0,62}$/.test(team)) redirect(303, '/');
  const section = sectionOf(`/t/${team}${url.searchParams.get('section') ?? ''}`);
  redirect(303, `/t/${team}${section}`);
};
