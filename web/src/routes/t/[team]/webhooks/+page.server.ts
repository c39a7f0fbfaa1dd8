import { error } from '@sveltejs/kit';
import { actOnApi, loadFromApi, refuseAction } from '#lib/server/api.ts';
import { endpointFields, formId } from '#lib/server/webhook-form.ts';
import type { Actions, PageServerLoad } from './$types';

/**
 * The team's webhook endpoints. The URL holds what is open: `?edit=<id>` the edit form of an
 * endpoint, `?rotate=<id>` the rotation of its secret.
 */
export const load: PageServerLoad = async (event) => {
  const { team } = await event.parent();
  if (team.role !== 'admin') {
    error(403, { message: 'Only admins of this team manage its webhooks.' });
  }
  const { endpoints } = await loadFromApi(event, (api) =>
    api.webhooks.list.query({ team: team.slug }),
  );
  return {
    endpoints,
    edit: event.url.searchParams.get('edit'),
    rotate: event.url.searchParams.get('rotate'),
  };
};

const NO_EVENTS = 'Choose at least one event type.';

export const actions: Actions = {
  create: async (event) => {
    const fields = endpointFields(await event.request.formData());
    if (!fields.url) return refuseAction(400, 'create', 'Enter the URL Heed should send to.');
    if (fields.eventTypes.length === 0) return refuseAction(400, 'create', NO_EVENTS);
    return actOnApi(event, 'create', async (api) => {
      const created = await api.webhooks.create.mutate({ team: event.params.team, ...fields });
      return {
        action: 'create',
        message: 'Endpoint created.',
        created: { endpointId: created.id, secret: created.secret },
      };
    });
  },

  update: async (event) => {
    const form = await event.request.formData();
    const id = formId(form);
    const fields = endpointFields(form);
    if (!fields.url) return refuseAction(400, 'update', 'Enter the URL Heed should send to.');
    if (fields.eventTypes.length === 0) return refuseAction(400, 'update', NO_EVENTS);
    return actOnApi(event, 'update', async (api) => {
      await api.webhooks.update.mutate({ team: event.params.team, id, ...fields });
      return { action: 'update', message: 'Endpoint saved.', saved: id };
    });
  },

  toggle: async (event) => {
    const form = await event.request.formData();
    const id = formId(form);
    const enabled = form.get('enabled') === 'true';
    return actOnApi(event, 'toggle', async (api) => {
      await api.webhooks.update.mutate({ team: event.params.team, id, enabled });
      return {
        action: 'toggle',
        message: enabled
          ? 'Endpoint enabled: new events are sent to it again.'
          : 'Endpoint disabled: no messages are sent to it until it is enabled.',
      };
    });
  },

  rotate: async (event) => {
    const form = await event.request.formData();
    const id = formId(form);
    const gracePeriodHours = Number(form.get('gracePeriodHours'));
    if (!Number.isInteger(gracePeriodHours) || gracePeriodHours < 0 || gracePeriodHours > 72) {
      return refuseAction(
        400,
        'rotate',
        'Choose how long the old secret keeps signing (0–72 hours).',
      );
    }
    return actOnApi(event, 'rotate', async (api) => {
      const rotated = await api.webhooks.rotateSecret.mutate({
        team: event.params.team,
        id,
        gracePeriodHours,
      });
      return {
        action: 'rotate',
        message: 'Secret rotated.',
        rotated: {
          endpointId: id,
          secret: rotated.secret,
          previousSecretExpiresAt: rotated.previousSecretExpiresAt,
        },
      };
    });
  },

  delete: async (event) => {
    const form = await event.request.formData();
    const id = formId(form);
    return actOnApi(event, 'delete', async (api) => {
      await api.webhooks.delete.mutate({ team: event.params.team, id });
      return {
        action: 'delete',
        message: 'Endpoint deleted; its pending messages were dropped.',
        deleted: id,
      };
    });
  },

  test: async (event) => {
    const form = await event.request.formData();
    const id = formId(form);
    return actOnApi(event, 'test', async (api) => {
      const queued = await api.webhooks.test.mutate({ team: event.params.team, id });
      return {
        action: 'test',
        message: `Test event queued (${queued.messageId}).`,
        tested: { endpointId: id, messageId: queued.messageId },
      };
    });
  },
};
