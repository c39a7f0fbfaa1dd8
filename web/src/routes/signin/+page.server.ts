import { redirect } from '@sveltejs/kit';
import { isApiReady } from '#lib/server/api-status.ts';
import { safeReturnTo } from '#lib/server/return-to.ts';
import { HEED_API_URL } from '$app/env/private';
import type { PageServerLoad } from './$types';

const MESSAGES: Record<string, string> = {
  callback: 'Signing in did not complete. Please try again.',
  expired: 'The sign-in took too long or was started in another browser. Please try again.',
  issuer: 'The identity provider could not be reached. Try again in a moment.',
};

export const load: PageServerLoad = async ({ url, locals, fetch }) => {
  const returnTo = safeReturnTo(url.searchParams.get('returnTo'));
  if (locals.session) redirect(303, returnTo);
  const error = url.searchParams.get('error');
  return {
    loginHref: `/auth/login?returnTo=${encodeURIComponent(returnTo)}`,
    error: error ? (MESSAGES[error] ?? MESSAGES.callback) : null,
    signedOut: url.searchParams.has('signedOut'),
    returning: returnTo !== '/',
    apiReady: await isApiReady(HEED_API_URL, { fetch }),
  };
};
