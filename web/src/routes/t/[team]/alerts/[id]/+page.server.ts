import { error, isActionFailure, redirect } from '@sveltejs/kit';
import { timeZoneChoices } from '#lib/alerts/alert-words.ts';
import { draftOfRule } from '#lib/alerts/rule-draft.ts';
import { alertPageBasics, submitRuleForm, viewerTimeZone } from '#lib/server/alert-pages.ts';
import { actOnApi, loadFromApi } from '#lib/server/api.ts';
import type { Actions, PageServerLoad } from './$types';

const NOT_FOUND = 'This alert rule does not exist. It may have been deleted.';

/**
 * One alert rule: its form (editors) or its facts (viewers), and its recent deliveries. `?created`
 * right after it was created.
 */
export const load: PageServerLoad = async (event) => {
  const { team } = await event.parent();
  const id = event.params.id;
  if (!/^[0-9a-f-]{36}$/i.test(id)) error(404, { message: NOT_FOUND });
  const [{ rules }, { deliveries }, { bootstrap, endpoints }] = await Promise.all([
    loadFromApi(event, (api) => api.alerts.list.query({ team: team.slug })),
    loadFromApi(event, (api) => api.alerts.deliveries.query({ team: team.slug, id })),
    alertPageBasics(event, team),
  ]);
  const rule = rules.find((each) => each.id === id);
  if (!rule) error(404, { message: NOT_FOUND });
  const timeZone = viewerTimeZone(event);
  return {
    rule,
    deliveries,
    bootstrap,
    endpoints,
    draft: draftOfRule(rule, timeZone),
    timeZones: timeZoneChoices([timeZone, rule.tz ?? '']),
    created: event.url.searchParams.has('created'),
  };
};

export const actions: Actions = {
  update: (event) =>
    submitRuleForm(event, 'update', async (api, input) => {
      await api.alerts.update.mutate({
        team: event.params.team,
        id: event.params.id,
        name: input.name,
        filter: input.filter,
        mode: input.mode,
        digestHour: input.digestHour,
        tz: input.tz,
        destinations: input.destinations,
      });
      return { action: 'update', message: 'Alert rule saved.' };
    }),

  toggle: async (event) => {
    const form = await event.request.formData();
    const enabled = form.get('enabled') === 'true';
    return actOnApi(event, 'toggle', async (api) => {
      await api.alerts.update.mutate({ team: event.params.team, id: event.params.id, enabled });
      return {
        action: 'toggle',
        message: enabled
          ? 'Alert rule enabled: matching feedback is sent again.'
          : 'Alert rule disabled: nothing is sent until it is enabled.',
      };
    });
  },

  test: (event) =>
    actOnApi(event, 'test', async (api) => {
      const { messageIds } = await api.alerts.test.mutate({
        team: event.params.team,
        id: event.params.id,
      });
      return {
        action: 'test',
        message: `Sample alert queued for ${messageIds.length} ${messageIds.length === 1 ? 'destination' : 'destinations'}; see the deliveries below.`,
        messageIds,
      };
    }),

  delete: async (event) => {
    const result = await actOnApi(event, 'delete', async (api) => {
      await api.alerts.delete.mutate({ team: event.params.team, id: event.params.id });
      return { action: 'delete', message: 'Alert rule deleted.' };
    });
    if (!isActionFailure(result)) redirect(303, `/t/${event.params.team}/alerts?deleted`);
    return result;
  },
};
