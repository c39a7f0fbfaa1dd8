import { fail } from '@sveltejs/kit';
import { actOnApi, loadFromApi } from '#lib/server/api.ts';
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
    if (!name)
      return fail(400, { action: 'organisation', message: 'Give the organisation a name.' });
    const resultOutcome = await actOnApi(event, 'organisation', (api) =>
      api.setup.organisation.mutate({ name }),
    );
    if (!resultOutcome.ok) return resultOutcome.failure;
    const result = resultOutcome.value;
    // With the development identity provider, its team roles are mapped to the first team so
    // that each development user signs in with the role the sign-in page promises.
    const runtime = await dashboardRuntime();
    const roles = await runtime.oidc.developmentGroupRoles().catch(() => undefined);
    for (const [oidcGroupId, role] of Object.entries(roles ?? {})) {
      await actOnApi(event, 'organisation', (api) =>
        api.org.createGroupMapping.mutate({ slug: result.team.slug, oidcGroupId, role }),
      );
    }
    return { action: 'organisation', created: result.org.name };
  },

  /** Creates the first `sk` and `pk` keys; their values are shown this once. */
  keys: async (event) => {
    const form = await event.request.formData();
    const allowedOrigins = origins(String(form.get('allowedOrigins') ?? ''));
    if (allowedOrigins.length === 0) {
      return fail(400, {
        action: 'keys',
        message: 'Name at least one origin the widget will run on.',
      });
    }
    const keysOutcome = await actOnApi(event, 'keys', (api) =>
      api.setup.keys.mutate({ allowedOrigins }),
    );
    if (!keysOutcome.ok) return keysOutcome.failure;
    const keys = keysOutcome.value;
    return { action: 'keys', keys };
  },
};
