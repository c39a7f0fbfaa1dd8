import { redirect } from '@sveltejs/kit';
import { dashboardRuntime } from '#lib/server/dashboard-runtime.ts';
import { clearSessionCookie, SESSION_COOKIE } from '#lib/server/session-cookie.ts';
import type { RequestHandler } from './$types';

/**
 * Signs out: the session row goes, the cookie is cleared, and when the issuer has an
 * `end_session_endpoint` the browser goes there too (RP-initiated logout) and comes back to the
 * sign-in page. A POST, so the same-origin check guards it.
 */
export const POST: RequestHandler = async ({ cookies, locals }) => {
  const runtime = await dashboardRuntime();
  const id = cookies.get(SESSION_COOKIE);
  let idToken: string | undefined;
  if (id) {
    const lookup = await runtime.sessions.load(id);
    if (lookup.kind === 'active') idToken = lookup.session.data.tokens.idToken;
    await runtime.sessions.destroy(id);
  }
  locals.session = undefined;
  clearSessionCookie(cookies, runtime.publicUrl);
  const back = new URL('/signin?signedOut=1', runtime.publicUrl).toString();
  const endSession = await runtime.oidc.endSessionUrl(idToken, back);
  if (endSession) redirect(303, endSession.toString(), { external: [endSession.origin] });
  redirect(303, '/signin?signedOut=1');
};
