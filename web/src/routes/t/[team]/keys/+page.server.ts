import { pseudonym } from '@heed/server/audit';
import { error } from '@sveltejs/kit';
import { GRACE_PERIODS } from '#lib/key-lifecycle.ts';
import { actOnApi, loadFromApi, refuseAction } from '#lib/server/api.ts';
import type { Actions, PageServerLoad } from './$types';

/**
 * The team's keys and their events. The URL holds what is open: `?key=<id>` narrows the
 * timeline, `?rotate=<id>` and `?revoke=<id>` open the confirmation of that action.
 */
export const load: PageServerLoad = async (event) => {
  const { team } = await event.parent();
  if (team.role !== 'admin') {
    error(403, { message: 'Only admins of this team manage its keys.' });
  }
  const keyFilter = event.url.searchParams.get('key') ?? undefined;
  const [list, events] = await loadFromApi(event, (api) =>
    Promise.all([
      api.teamKeys.list.query({ team: team.slug }),
      api.dashboard.apiKeyEvents.query({
        team: team.slug,
        limit: 50,
        ...(keyFilter && /^[0-9a-f-]{36}$/.test(keyFilter) ? { keyId: keyFilter } : {}),
      }),
    ]),
  );
  return {
    keys: list.keys,
    events: events.events,
    keyFilter: keyFilter ?? null,
    rotate: event.url.searchParams.get('rotate'),
    revoke: event.url.searchParams.get('revoke'),
    // Key events name who acted by a pseudonym only; the signed-in member's own are theirs.
    me: {
      ref: pseudonym(event.locals.session?.user.sub ?? ''),
      name: event.locals.session?.user.name ?? null,
    },
  };
};

function origins(text: string): string[] {
  return text
    .split(/[\s,]+/)
    .map((each) => each.trim())
    .filter((each) => each !== '');
}

export const actions: Actions = {
  create: async (event) => {
    const form = await event.request.formData();
    const keyType = form.get('keyType') === 'sk' ? 'sk' : 'pk';
    const appName = String(form.get('appName') ?? '').trim();
    const allowedOrigins = origins(String(form.get('allowedOrigins') ?? ''));
    if (!appName) return refuseAction(400, 'create', 'Name the app the key is for.');
    return actOnApi(event, 'create', async (api) => {
      const issued = await api.teamKeys.create.mutate({
        team: event.params.team,
        keyType,
        appName,
        ...(keyType === 'pk' ? { allowedOrigins } : {}),
      });
      return { action: 'create', message: 'Key created.', issued };
    });
  },

  rotate: async (event) => {
    const form = await event.request.formData();
    const id = String(form.get('id') ?? '');
    const gracePeriodHours = Number(form.get('gracePeriodHours'));
    if (!GRACE_PERIODS.some((period) => period.hours === gracePeriodHours)) {
      return refuseAction(400, 'rotate', 'Choose how long the old key keeps working.');
    }
    return actOnApi(event, 'rotate', async (api) => {
      const issued = await api.teamKeys.rotate.mutate({
        team: event.params.team,
        id,
        gracePeriodHours,
      });
      return { action: 'rotate', message: 'Key rotated.', issued };
    });
  },

  revoke: async (event) => {
    const form = await event.request.formData();
    const id = String(form.get('id') ?? '');
    if (form.get('confirm') !== 'yes') {
      return refuseAction(400, 'revoke', 'Confirm that the key should stop working.');
    }
    return actOnApi(event, 'revoke', async (api) => {
      await api.teamKeys.revoke.mutate({ team: event.params.team, id });
      return { action: 'revoke', message: 'The key was revoked; it no longer works.', revoked: id };
    });
  },
};
