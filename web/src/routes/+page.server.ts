import { isApiReady } from '#lib/server/api-status.ts';
import { HEED_API_URL } from '$app/env/private';
import type { PageServerLoad } from './$types';

export const load: PageServerLoad = async ({ fetch }) => {
  return { apiReady: await isApiReady(HEED_API_URL, { fetch }) };
};
