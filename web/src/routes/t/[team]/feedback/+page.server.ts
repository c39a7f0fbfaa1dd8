import { MAX_TAG_CHARACTERS } from '@heed/contracts';
import { readFilterState, toApiFilter } from '#lib/feedback/filter-state.ts';
import { actOnApi, apiFailure, apiFor, loadFromApi, refuseAction } from '#lib/server/api.ts';
import { usableSecretKeyCount } from '#lib/server/team-secret-keys.ts';
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

  const [bootstrap, page] = await Promise.all([
    loadFromApi(event, (api) => api.dashboard.filtersBootstrap.query({ team: params.team })),
    loadFromApi(event, (api) =>
      api.feedback.list.query({
        team: params.team,
        ...filter,
        limit: EXPLORER_PAGE_SIZE,
        ...(cursor ? { cursor } : {}),
      }),
    ),
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
};
