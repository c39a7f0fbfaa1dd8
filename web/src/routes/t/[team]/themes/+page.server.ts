import { actOnApi, loadFromApi, refuseAction } from '#lib/server/api.ts';
import { parseKeywords } from '#lib/themes/theme-form.ts';
import type { Actions, PageServerLoad } from './$types';

/** Themes of the team, each with how many feedback items it matches (and how many match none). */
export const load: PageServerLoad = async (event) => {
  const { params, parent } = event;
  const { team } = await parent();
  const { themes } = await loadFromApi(event, (api) =>
    api.themes.list.query({ team: params.team }),
  );
  const countOf = (theme: string) =>
    loadFromApi(event, (api) =>
      api.feedback.list.query({ team: params.team, theme, limit: 1 }).then((page) => page.total),
    );
  const [counts, uncategorized] = await Promise.all([
    Promise.all(themes.map((theme) => countOf(theme.id))),
    countOf('uncategorized'),
  ]);
  return {
    team,
    themes: themes.map((theme, index) => ({ ...theme, count: counts[index] ?? 0 })),
    uncategorized,
  };
};

function text(data: FormData, name: string): string {
  const value = data.get(name);
  return typeof value === 'string' ? value.trim() : '';
}

export const actions: Actions = {
  createTheme: async (event) => {
    const data = await event.request.formData();
    const name = text(data, 'name');
    const keywords = parseKeywords(text(data, 'keywords'));
    const color = text(data, 'color');
    if (!name || keywords.length === 0) {
      return refuseAction(400, 'createTheme', 'A theme needs a name and at least one keyword.');
    }
    return actOnApi(event, 'createTheme', async (api) => {
      const theme = await api.themes.create.mutate({
        team: event.params.team,
        name,
        keywords,
        ...(color ? { color } : {}),
      });
      return { action: 'createTheme', message: `Theme “${theme.name}” created.` };
    });
  },
  updateTheme: async (event) => {
    const data = await event.request.formData();
    const id = text(data, 'id');
    const name = text(data, 'name');
    const keywords = parseKeywords(text(data, 'keywords'));
    const color = text(data, 'color');
    if (!id || !name || keywords.length === 0) {
      return refuseAction(400, 'updateTheme', 'A theme needs a name and at least one keyword.');
    }
    return actOnApi(event, 'updateTheme', async (api) => {
      const theme = await api.themes.update.mutate({
        team: event.params.team,
        id,
        name,
        keywords,
        color: color || null,
      });
      return { action: 'updateTheme', message: `Theme “${theme.name}” saved.` };
    });
  },
  deleteTheme: async (event) => {
    const data = await event.request.formData();
    const id = text(data, 'id');
    if (!id) return refuseAction(400, 'deleteTheme', 'Which theme?');
    return actOnApi(event, 'deleteTheme', async (api) => {
      await api.themes.remove.mutate({ team: event.params.team, id });
      return { action: 'deleteTheme', message: 'The theme was deleted.', deleted: id };
    });
  },
};
