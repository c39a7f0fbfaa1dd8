import { error, redirect } from '@sveltejs/kit';
import { timeZoneChoices } from '#lib/alerts/alert-words.ts';
import { draftFromExplorer } from '#lib/alerts/rule-draft.ts';
import { themeNamer } from '#lib/feedback/filter-chips.ts';
import { hasRole } from '#lib/nav.ts';
import { alertPageBasics, submitRuleForm, viewerTimeZone } from '#lib/server/alert-pages.ts';
import { loadFromApi } from '#lib/server/api.ts';
import type { Actions, PageServerLoad } from './$types';

/**
 * A new alert rule. The query string may carry the explorer's filters ("Alert me about these"):
 * the form starts from them, without those a rule cannot have, which the page names.
 */
export const load: PageServerLoad = async (event) => {
  const { team } = await event.parent();
  if (!hasRole(team.role, 'editor')) {
    error(403, { message: 'Only editors of this team create alert rules.' });
  }
  const timeZone = viewerTimeZone(event);
  const [{ bootstrap, endpoints }, { rules }] = await Promise.all([
    alertPageBasics(event, team),
    loadFromApi(event, (api) => api.alerts.list.query({ team: team.slug })),
  ]);
  const { draft, left } = draftFromExplorer(
    event.url.searchParams,
    timeZone,
    themeNamer(bootstrap.themes),
  );
  return {
    bootstrap,
    endpoints,
    draft,
    left,
    ruleCount: rules.length,
    timeZones: timeZoneChoices([timeZone]),
  };
};

export const actions: Actions = {
  create: async (event) => {
    const result = await submitRuleForm(event, 'create', (api, input) =>
      api.alerts.create.mutate({
        team: event.params.team,
        name: input.name,
        filter: input.filter,
        mode: input.mode,
        ...(input.digestHour === null ? {} : { digestHour: input.digestHour }),
        ...(input.tz === null ? {} : { tz: input.tz }),
        destinations: input.destinations,
        enabled: input.enabled,
      }),
    );
    if ('id' in result) redirect(303, `/t/${event.params.team}/alerts/${result.id}?created`);
    return result;
  },
};
