import { error } from '@sveltejs/kit';
import { actOnApi, loadFromApi, refuseAction } from '#lib/server/api.ts';
import { formId, messageView } from '#lib/server/webhook-form.ts';
import type { Actions, PageServerLoad } from './$types';

/**
 * One endpoint's delivery log, newest first. The query string holds the view: `?status=` narrows
 * it to pending, delivered or failed messages, `?cursor=` is the API's cursor of an older page.
 */
export const load: PageServerLoad = async (event) => {
  const { team } = await event.parent();
  if (team.role !== 'admin') {
    error(403, { message: 'Only admins of this team manage its webhooks.' });
  }
  const view = messageView(event.url.searchParams);
  const id = event.params.id;
  if (!/^[0-9a-f-]{36}$/i.test(id))
    error(404, { message: 'This webhook endpoint does not exist.' });
  const [{ endpoints }, log] = await loadFromApi(event, (api) =>
    Promise.all([
      api.webhooks.list.query({ team: team.slug }),
      api.webhooks.messages.query({
        team: team.slug,
        id,
        ...(view.status ? { status: view.status } : {}),
        ...(view.cursor ? { cursor: view.cursor } : {}),
      }),
    ]),
  );
  const endpoint = endpoints.find((each) => each.id === id);
  if (!endpoint) error(404, { message: 'This webhook endpoint does not exist.' });
  return { endpoint, messages: log.messages, nextCursor: log.nextCursor, view };
};

export const actions: Actions = {
  retry: async (event) => {
    const form = await event.request.formData();
    const messageId = formId(form, 'messageId');
    if (!messageId) return refuseAction(400, 'retry', 'Which message should be sent again?');
    return actOnApi(event, 'retry', async (api) => {
      await api.webhooks.retry.mutate({
        team: event.params.team,
        id: event.params.id,
        messageId,
      });
      return { action: 'retry', message: `Message ${messageId} is due again; it is sent shortly.` };
    });
  },

  test: async (event) =>
    actOnApi(event, 'test', async (api) => {
      const queued = await api.webhooks.test.mutate({
        team: event.params.team,
        id: event.params.id,
      });
      return { action: 'test', message: `Test event queued (${queued.messageId}).` };
    }),
};
