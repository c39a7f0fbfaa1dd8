import { redirect } from '@sveltejs/kit';
import { apiWithToken } from '#lib/server/api.ts';
import { auditDenial, auditSignIn } from '#lib/server/dashboard-audit.ts';
import { dashboardMetrics } from '#lib/server/dashboard-metrics.ts';
import { dashboardRuntime } from '#lib/server/dashboard-runtime.ts';
import { isOrgAdminWith } from '#lib/server/org-admin.ts';
import { safeReturnTo } from '#lib/server/return-to.ts';
import {
  clearSessionCookie,
  SESSION_COOKIE,
  setSessionCookie,
  takeSignInCookie,
} from '#lib/server/session-cookie.ts';
import type { SessionData } from '#lib/server/session-store.ts';
import type { RequestHandler } from './$types';

/**
 * The issuer sends the browser back here with a code. The code is exchanged (state, nonce, PKCE
 * and the ID token checked), a new session is created — any session the browser had is ended, so
 * the id changes at every sign-in — and the user goes where they wanted to go.
 */
export const GET: RequestHandler = async (event) => {
  const { url, cookies } = event;
  const runtime = await dashboardRuntime();
  const requestFacts = { routeId: event.route.id, method: event.request.method };
  const pending = takeSignInCookie(cookies, runtime.publicUrl, runtime.signInKey);
  if (!pending) {
    dashboardMetrics.countSignIn('failure');
    auditDenial(runtime.audit, 'sign_in_callback', requestFacts);
    redirect(303, '/signin?error=expired');
  }
  // The URL the issuer redirected to, as the public URL names it (behind a proxy too).
  const callbackUrl = new URL(`${runtime.redirectUri}${url.search}`);
  let data: SessionData;
  try {
    data = await runtime.oidc.finishSignIn(callbackUrl, pending);
  } catch (error) {
    runtime.logger.info({ err: error }, 'a sign-in callback failed its checks');
    dashboardMetrics.countSignIn('failure');
    auditDenial(runtime.audit, 'sign_in_callback', requestFacts);
    redirect(
      303,
      `/signin?error=callback&returnTo=${encodeURIComponent(safeReturnTo(pending.returnTo))}`,
    );
  }
  const previous = cookies.get(SESSION_COOKIE);
  if (previous) {
    await runtime.sessions.destroy(previous);
    clearSessionCookie(cookies, runtime.publicUrl);
  }
  const session = await runtime.sessions.create(data);
  setSessionCookie(cookies, runtime.publicUrl, session.id);
  const isOrgAdmin = await isOrgAdminWith(apiWithToken(data.tokens.accessToken));
  dashboardMetrics.countSignIn('success');
  auditSignIn(runtime.audit, data.user.sub, requestFacts, isOrgAdmin);
  // Checked again: the sealed cookie holds what sign-in started with, and this is a redirect.
  redirect(303, safeReturnTo(pending.returnTo));
};
