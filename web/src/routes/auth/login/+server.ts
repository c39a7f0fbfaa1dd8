import { redirect } from '@sveltejs/kit';
import { dashboardRuntime } from '#lib/server/dashboard-runtime.ts';
import { safeReturnTo } from '#lib/server/return-to.ts';
import { setSignInCookie } from '#lib/server/session-cookie.ts';
import type { RequestHandler } from './$types';

/** Starts a sign-in: remembers state, nonce, PKCE verifier and where to return, then goes to the issuer. */
export const GET: RequestHandler = async ({ url, cookies }) => {
  const runtime = await dashboardRuntime();
  const returnTo = safeReturnTo(url.searchParams.get('returnTo'));
  let target: URL;
  try {
    const started = await runtime.oidc.startSignIn(returnTo);
    setSignInCookie(cookies, runtime.publicUrl, runtime.signInKey, started.pending);
    target = started.url;
  } catch (error) {
    runtime.logger.warn({ err: error }, 'the identity provider could not be reached');
    redirect(303, `/signin?error=issuer&returnTo=${encodeURIComponent(returnTo)}`);
  }
  redirect(303, target.toString(), { external: [target.origin] });
};
