import { actOnApi, refuseAction } from '#lib/server/api.ts';
import { dashboardRuntime } from '#lib/server/dashboard-runtime.ts';
import { HEED_API_URL } from '$app/env/private';
import type { Actions, PageServerLoad } from './$types';

/** The app name of the publishable keys the demo page issues, so the Keys page tells them apart. */
const DEMO_KEY_APP_NAME = 'Heed demo page';

/**
 * The demo loads the widget from the API, as a customer's site would. A team admin need not paste
 * a key: key values are never stored readable, so `demoKey` issues a publishable key of the team
 * that allows only this dashboard's origin, and the page fills it in.
 */
export const load: PageServerLoad = () => ({ apiUrl: HEED_API_URL });

export const actions: Actions = {
  demoKey: async (event) => {
    const form = await event.request.formData();
    const team = String(form.get('team') ?? '');
    if (!team) return refuseAction(400, 'demoKey', 'Which team should the key be of?');
    // The API decides: only an admin of the team may create its keys.
    const runtime = await dashboardRuntime();
    return actOnApi(event, 'demoKey', async (api) => {
      const issued = await api.teamKeys.create.mutate({
        team,
        keyType: 'pk',
        appName: DEMO_KEY_APP_NAME,
        allowedOrigins: [runtime.publicUrl.origin],
      });
      return {
        action: 'demoKey',
        message: `Filled in a new publishable key of ${team}.`,
        key: issued.key,
        team,
      };
    });
  },
};
