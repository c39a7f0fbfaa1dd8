import { HEED_API_URL } from '$app/env/private';
import type { PageServerLoad } from './$types';

/** The demo loads the widget from the API, as a customer's site would. */
export const load: PageServerLoad = () => ({ apiUrl: HEED_API_URL });
