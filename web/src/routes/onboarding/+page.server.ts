import { actOnApi, loadFromApi, refuseAction } from '#lib/server/api.ts';
import { dashboardRuntime } from '#lib/server/dashboard-runtime.ts';
import { HEED_API_URL } from '$app/env/private';
import type { Actions, PageServerLoad } from './$types';

/** The first administrator's path: organisation, then the first key pair. */
export const load: PageServerLoad = async (event) => {
  const { isOrgAdmin } = await event.parent();
  const status = await loadFromApi(event, (api) => api.setup.status.query({}));
  const runtime = await dashboardRuntime();
  return {
    status,
    isOrgAdmin,
    dashboardOrigin: runtime.publicUrl.origin,
    apiUrl: HEED_API_URL,
  };
};

function origins(text: string): string[] {
  return text
    .split(/[\s,]+/)
    .map((each) => each.trim())
    .filter((each) => each !== '');
}

export const actions: Actions = {
  /** Creates the organisation (and its team `default`). */
  organisation: async (event) => {
    const form = await event.request.formData();
    const name = String(form.get('name') ?? '').trim();
    if (!name) return refuseAction(400, 'organisation', 'Give the organisation a name.');
    const runtime = await dashboardRuntime();
    return actOnApi(event, 'organisation', async (api) => {
      const result = await api.setup.organisation.mutate({ name });
      // With the development identity provider, its team roles are mapped to the first team so
      // that each development user signs in with the role the sign-in page promises.
      const roles = await runtime.oidc.developmentGroupRoles().catch(() => undefined);
      for (const [oidcGroupId, role] of Object.entries(roles ?? {})) {
        // A mapping that exists already (or is refused) leaves the organisation created.
        await api.org.createGroupMapping
          .mutate({ slug: result.team.slug, oidcGroupId, role })
          .catch(() => undefined);
      }
      return { action: 'organisation', message: `Organisation ${result.org.name} created.` };
    });
  },

  /** Creates the first `sk` and `pk` keys; their values are shown this once. */
  keys: async (event) => {
    const form = await event.request.formData();
    const allowedOrigins = origins(String(form.get('allowedOrigins') ?? ''));
    if (allowedOrigins.length === 0) {
      return refuseAction(400, 'keys', 'Name at least one origin the widget will run on.');
    }
    return actOnApi(event, 'keys', async (api) => {
      const keys = await api.setup.keys.mutate({ allowedOrigins });
      return { action: 'keys', message: 'The first keys were created.', keys };
    });
  },
};
