import { alertPageBasics } from '#lib/server/alert-pages.ts';
import { loadFromApi } from '#lib/server/api.ts';
import type { PageServerLoad } from './$types';

/** The team's alert rules, oldest first; `?deleted` after a rule was deleted. */
export const load: PageServerLoad = async (event) => {
  const { team } = await event.parent();
  const [{ rules }, { bootstrap, endpoints }] = await Promise.all([
    loadFromApi(event, (api) => api.alerts.list.query({ team: team.slug })),
    alertPageBasics(event, team),
  ]);
  return {
    rules,
    themes: bootstrap.themes,
    endpoints,
    deleted: event.url.searchParams.has('deleted'),
  };
};
