import { error } from '@sveltejs/kit';
import { actOnApi, loadFromApi, refuseAction } from '#lib/server/api.ts';
import type { Actions, PageServerLoad } from './$types';

const ROLES = ['viewer', 'editor', 'admin'] as const;
type Role = (typeof ROLES)[number];

/** The organisation, its teams and each team's group mappings (org admins). */
export const load: PageServerLoad = async (event) => {
  const { isOrgAdmin } = await event.parent();
  if (!isOrgAdmin) error(403, { message: 'Only organisation admins manage the organisation.' });
  return loadFromApi(event, async (api) => {
    const [org, list] = await Promise.all([api.org.get.query({}), api.org.listTeams.query({})]);
    const teams = await Promise.all(
      list.teams.map(async (team) => ({
        ...team,
        mappings: (await api.org.listGroupMappings.query({ slug: team.slug })).mappings,
      })),
    );
    return { org, teams, roles: ROLES };
  });
};

function roleOf(value: FormDataEntryValue | null): Role | undefined {
  return ROLES.find((role) => role === value);
}

export const actions: Actions = {
  createTeam: async (event) => {
    const form = await event.request.formData();
    const slug = String(form.get('slug') ?? '').trim();
    const name = String(form.get('name') ?? '').trim();
    if (!/^[a-z0-9][a-z0-9-]{0,62}$/.test(slug)) {
      return refuseAction(
        400,
        'createTeam',
        'The team id uses lower-case letters, digits and dashes (at most 63).',
      );
    }
    if (!name) return refuseAction(400, 'createTeam', 'Name the team.');
    return actOnApi(event, 'createTeam', async (api) => {
      const team = await api.org.createTeam.mutate({ slug, name });
      return { action: 'createTeam', message: `Team ${team.name} created.` };
    });
  },

  createMapping: async (event) => {
    const form = await event.request.formData();
    const slug = String(form.get('slug') ?? '');
    const oidcGroupId = String(form.get('oidcGroupId') ?? '').trim();
    const role = roleOf(form.get('role'));
    if (!oidcGroupId || !role) {
      return refuseAction(400, 'createMapping', 'Give the group id and a role.');
    }
    return actOnApi(event, 'createMapping', async (api) => {
      const mapping = await api.org.createGroupMapping.mutate({ slug, oidcGroupId, role });
      return { action: 'createMapping', message: `Group mapped as ${mapping.role}.` };
    });
  },

  deleteMapping: async (event) => {
    const form = await event.request.formData();
    const slug = String(form.get('slug') ?? '');
    const id = String(form.get('id') ?? '');
    return actOnApi(event, 'deleteMapping', async (api) => {
      await api.org.deleteGroupMapping.mutate({ slug, id });
      return { action: 'deleteMapping', message: 'Group mapping removed.' };
    });
  },
};
