import { BULK_LIMITS, MAX_TAG_CHARACTERS } from '@heed/contracts';
import { pseudonym } from '@heed/server/audit';
import { readFilterState, toApiFilter } from '#lib/feedback/filter-state.ts';
import { itemsChanged, STATUS_LABELS } from '#lib/feedback/triage-words.ts';
import { formatCount } from '#lib/format.ts';
import { actOnApi, apiFailure, apiFor, loadFromApi, refuseAction } from '#lib/server/api.ts';
import { usableSecretKeyCount } from '#lib/server/team-secret-keys.ts';
import { readBulkChange, readItemTriage } from '#lib/server/triage-form.ts';
import { TIME_ZONE_COOKIE, timeZoneOf } from '#lib/time-zone.ts';
import { HEED_API_URL } from '$app/env/private';
import type { Actions, PageServerLoad } from './$types';

/** Items a page of the explorer shows. */
const EXPLORER_PAGE_SIZE = 25;

/**
 * The feedback explorer: the filters, the page cursor (`cursor`) and the open item (`item`) all
 * live in the URL, so every view is a link and the back button returns to the one before.
 */
export const load: PageServerLoad = async (event) => {
  const { params, url, cookies, parent } = event;
  const { team } = await parent();
  const timeZone = timeZoneOf(cookies.get(TIME_ZONE_COOKIE));
  const state = readFilterState(url.searchParams);
  const cursor = url.searchParams.get('cursor') ?? undefined;
  const itemId = url.searchParams.get('item') ?? undefined;
  const filter = toApiFilter(state, timeZone);

  const [bootstrap, page, members] = await Promise.all([
    loadFromApi(event, (api) => api.dashboard.filtersBootstrap.query({ team: params.team })),
    loadFromApi(event, (api) =>
      api.feedback.list.query({
        team: params.team,
        ...filter,
        limit: EXPLORER_PAGE_SIZE,
        ...(cursor ? { cursor } : {}),
      }),
    ),
    // Whom items can be assigned to, and whose names the assignee filter shows.
    loadFromApi(event, (api) => api.members.list.query({ team: params.team })),
  ]);

  let item = itemId ? page.items.find((each) => each.id === itemId) : undefined;
  let itemError: string | null = null;
  if (itemId && !item) {
    try {
      item = await apiFor(event).feedback.get.query({ team: params.team, id: itemId });
    } catch (cause) {
      itemError = apiFailure(cause).message;
    }
  }

  const exportFailure = url.searchParams.get('exportFailed');
  return {
    team,
    timeZone,
    state,
    cursor: cursor ?? null,
    bootstrap,
    page,
    item: item ?? null,
    itemError,
    exportFailure,
    members: members.members.map(({ userRef, name }) => ({ userRef, name })),
    /** The signed-in user's `userRef`, to tell "Me" among the members. */
    myRef: event.locals.session ? pseudonym(event.locals.session.user.sub) : null,
    apiUrl: HEED_API_URL,
    secretKeys: bootstrap.surveys.length === 0 ? await usableSecretKeyCount(event, team) : null,
  };
};

function text(data: FormData, name: string): string {
  const value = data.get(name);
  return typeof value === 'string' ? value.trim() : '';
}

export const actions: Actions = {
  addTag: async (event) => {
    const data = await event.request.formData();
    const id = text(data, 'id');
    const tag = text(data, 'tag');
    if (!id || !tag) return refuseAction(400, 'addTag', 'Write a tag to add.');
    const characters = [...tag].length;
    if (characters > MAX_TAG_CHARACTERS) {
      // Refused here with the limit named, never cut: the tag the user meant is not stored.
      return refuseAction(
        400,
        'addTag',
        `A tag has at most ${MAX_TAG_CHARACTERS} characters; this one has ${characters}. Shorten it and add it again.`,
      );
    }
    return actOnApi(event, 'addTag', async (api) => {
      const result = await api.tags.add.mutate({ team: event.params.team, id, tag });
      return { action: 'addTag', message: `Tagged “${tag}”.`, tags: result.tags };
    });
  },
  removeTag: async (event) => {
    const data = await event.request.formData();
    const id = text(data, 'id');
    const tag = text(data, 'tag');
    if (!id || !tag) return refuseAction(400, 'removeTag', 'Which tag?');
    return actOnApi(event, 'removeTag', async (api) => {
      await api.tags.remove.mutate({ team: event.params.team, id, tag });
      return { action: 'removeTag', message: `Tag “${tag}” removed.` };
    });
  },
  deleteFeedback: async (event) => {
    const data = await event.request.formData();
    const id = text(data, 'id');
    if (!id) return refuseAction(400, 'deleteFeedback', 'Which feedback?');
    return actOnApi(event, 'deleteFeedback', async (api) => {
      await api.deletions.feedback.mutate({ team: event.params.team, id });
      return { action: 'deleteFeedback', message: 'The feedback was deleted.', deleted: id };
    });
  },
  triage: async (event) => {
    const reading = readItemTriage(await event.request.formData());
    if (!reading.ok) return refuseAction(400, 'triage', reading.error);
    const { id, status, assignee } = reading.value;
    return actOnApi(event, 'triage', async (api) => {
      const item = await api.triage.update.mutate({
        team: event.params.team,
        id,
        ...(status ? { status } : {}),
        ...(assignee !== undefined ? { assignee } : {}),
      });
      const message =
        status !== undefined
          ? `Marked “${STATUS_LABELS[item.status]}”.`
          : item.assignee
            ? `Assigned to ${item.assignee.name}.`
            : 'Unassigned.';
      return { action: 'triage', message };
    });
  },
  bulk: async (event) => {
    const reading = readBulkChange(await event.request.formData());
    if (!reading.ok) return refuseAction(400, 'bulk', reading.error);
    const { scope, action } = reading.value;
    // "Every item matching" is the page's own filter: the one in the URL the form posts to.
    const selection =
      scope === 'filter'
        ? {
            filter: toApiFilter(
              readFilterState(event.url.searchParams),
              timeZoneOf(event.cookies.get(TIME_ZONE_COOKIE)),
            ),
          }
        : { ids: scope.ids };
    const result = await actOnApi(event, 'bulk', async (api) => {
      const { affected } = await api.triage.bulk.mutate({
        team: event.params.team,
        ...selection,
        action,
      });
      return {
        action: 'bulk',
        message: itemsChanged(affected, action.type === 'delete'),
        affected,
      };
    });
    const refusal = 'data' in result ? result.data : undefined;
    if (refusal?.problem?.code === 'too_many') {
      // The API's reason (`too_many`) with the way out.
      const most = formatCount(BULK_LIMITS.matches);
      refusal.error = `Too many items: these filters select more than ${most} items, and one change takes at most ${most}. Add a filter (a survey, a period, a status) and try again.`;
    }
    return result;
  },
};
