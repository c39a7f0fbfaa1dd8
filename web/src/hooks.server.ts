/**
 * Every request to the dashboard passes here: metrics and probes first (no session, not counted),
 * then the same-origin check of state-changing requests and the form encoding of their bodies,
 * the session lookup (with token refresh shortly before expiry), and the sign-in requirement of
 * every page but sign-in itself.
 */
import { nameRequestSpan } from '@heed/server/tracing';
import { isHttpError, isRedirect, type RequestEvent, redirect } from '@sveltejs/kit';
import type { Handle, HandleServerError, ServerInit } from '@sveltejs/kit/hooks';
import { demoPagePolicy } from '#lib/server/content-security-policy.ts';
import { auditDenial } from '#lib/server/dashboard-audit.ts';
import { dashboardMetrics, metricsAccess } from '#lib/server/dashboard-metrics.ts';
import { probeAnswer } from '#lib/server/dashboard-probes.ts';
import {
  type DashboardRuntime,
  dashboardRuntime,
  missingConfiguration,
} from '#lib/server/dashboard-runtime.ts';
import { refuseNonFormBody } from '#lib/server/form-content-type.ts';
import { REFRESH_MARGIN_MS } from '#lib/server/oidc.ts';
import { readAfterOf } from '#lib/server/read-after.ts';
import { signInPath } from '#lib/server/return-to.ts';
import { clearSessionCookie, SESSION_COOKIE } from '#lib/server/session-cookie.ts';
import type { ActiveSession, SessionTokens } from '#lib/server/session-store.ts';
import { building } from '$app/env';
import { HEED_API_URL, HEED_METRICS_TOKEN } from '$app/env/private';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Paths open without a session. */
const PUBLIC_PATHS = new Set(['/signin', '/auth/login', '/auth/callback', '/auth/logout']);
const METRICS_PATH = '/internal/metrics';

/** Refreshes in flight, by session id, so parallel requests of one session refresh once. */
const refreshing = new Map<string, Promise<SessionTokens | undefined>>();

function facts(event: RequestEvent) {
  return { routeId: event.route.id, method: event.request.method };
}

function plain(status: number, text: string): Response {
  return new Response(text, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });
}

/** Fresh tokens for a session whose access token ends soon; undefined: sign in again. */
async function freshTokens(
  runtime: DashboardRuntime,
  session: ActiveSession,
): Promise<SessionTokens | undefined> {
  const tokens = session.data.tokens;
  if (tokens.accessTokenExpiresAt - Date.now() > REFRESH_MARGIN_MS) return tokens;
  if (!tokens.refreshToken) return tokens.accessTokenExpiresAt > Date.now() ? tokens : undefined;
  let pending = refreshing.get(session.id);
  if (!pending) {
    pending = runtime.oidc
      .refresh(tokens)
      .then(async (next) => {
        await runtime.sessions.update(session.id, { ...session.data, tokens: next });
        return next;
      })
      .catch((error: unknown) => {
        runtime.logger.info({ err: error }, 'token refresh failed: the user signs in again');
        return undefined;
      })
      .finally(() => refreshing.delete(session.id));
    refreshing.set(session.id, pending);
  }
  return pending;
}

async function establishSession(event: RequestEvent, runtime: DashboardRuntime): Promise<void> {
  const id = event.cookies.get(SESSION_COOKIE);
  if (!id) return;
  const lookup = await runtime.sessions.load(id);
  dashboardMetrics.countSessionLookup(
    lookup.kind === 'active' ? 'found' : lookup.kind === 'expired' ? 'expired' : 'missing',
  );
  if (lookup.kind !== 'active') {
    clearSessionCookie(event.cookies, runtime.publicUrl);
    auditDenial(runtime.audit, 'session_check', facts(event));
    return;
  }
  const tokens = await freshTokens(runtime, lookup.session);
  if (!tokens) {
    await runtime.sessions.destroy(id);
    clearSessionCookie(event.cookies, runtime.publicUrl);
    return;
  }
  event.locals.session = { id, user: lookup.session.data.user, accessToken: tokens.accessToken };
  event.locals.readAfter = readAfterOf(event.cookies, runtime.publicUrl.protocol === 'https:');
}

/** A missing required variable stops the server at start, with one line naming it. */
export const init: ServerInit = () => {
  if (building) return;
  const missing = missingConfiguration();
  if (missing) {
    process.stderr.write(`${missing}\n`);
    process.exit(1);
  }
};

/** `GET /internal/metrics`: served before any session or database work. */
async function serveMetrics(event: RequestEvent): Promise<Response> {
  let clientAddress: string | undefined;
  try {
    clientAddress = event.getClientAddress();
  } catch {
    clientAddress = undefined;
  }
  const access = metricsAccess(
    HEED_METRICS_TOKEN,
    event.request.headers.get('authorization'),
    clientAddress,
  );
  if (access === 'unauthorized') {
    return new Response('Send the metrics token as a bearer token.', {
      status: 401,
      headers: {
        'content-type': 'text/plain; charset=utf-8',
        'www-authenticate': 'Bearer',
        'cache-control': 'no-store',
      },
    });
  }
  if (access === 'forbidden') {
    return plain(
      403,
      'Metrics are served to loopback callers only unless HEED_METRICS_TOKEN is set.',
    );
  }
  return new Response(await dashboardMetrics.metricsText(), {
    status: 200,
    headers: { 'content-type': dashboardMetrics.contentType, 'cache-control': 'no-store' },
  });
}

/**
 * Every answer is timed and counted by route id (never the path), method and status; with tracing
 * on, its span is named by method and route id too.
 */
export const handle: Handle = async ({ event, resolve }) => {
  if (event.request.method === 'GET') {
    if (event.url.pathname === METRICS_PATH) return serveMetrics(event);
    const probe = await probeAnswer(event.url.pathname);
    if (probe) return probe;
  }
  nameRequestSpan(event.request.method, event.route.id);
  const started = process.hrtime.bigint();
  const observe = (status: number) =>
    dashboardMetrics.observeHttp(
      event.request.method,
      event.route.id,
      status,
      Number(process.hrtime.bigint() - started) / 1e9,
    );
  try {
    const response = await handleRequest({ event, resolve });
    observe(response.status);
    return response;
  } catch (thrown) {
    observe(isRedirect(thrown) || isHttpError(thrown) ? thrown.status : 500);
    throw thrown;
  }
};

const handleRequest: Handle = async ({ event, resolve }) => {
  let runtime: DashboardRuntime;
  try {
    runtime = await dashboardRuntime();
  } catch {
    return plain(503, 'The Heed dashboard cannot reach its database. Try again in a moment.');
  }
  if (!SAFE_METHODS.has(event.request.method)) {
    if (event.request.headers.get('origin') !== runtime.publicUrl.origin) {
      auditDenial(runtime.audit, 'origin_check', facts(event));
      return plain(403, 'Refused: this request did not come from the Heed dashboard.');
    }
    const refusal = refuseNonFormBody(event.request);
    if (refusal) return refusal;
  }
  try {
    await establishSession(event, runtime);
  } catch (error) {
    runtime.logger.warn({ err: error }, 'the session store did not answer');
    return plain(503, 'The Heed dashboard cannot reach its database. Try again in a moment.');
  }
  if (!event.locals.session && !PUBLIC_PATHS.has(event.url.pathname)) {
    // A form post comes back to its page, not to the action.
    const target = SAFE_METHODS.has(event.request.method)
      ? signInPath(event.url)
      : signInPath(new URL(event.url.pathname, event.url));
    // Thrown, not returned: Kit then answers a data request in its own format and sends the
    // cleared cookie along.
    redirect(303, target);
  }
  const response = await resolve(event);
  const policy = response.headers.get('content-security-policy');
  if (policy && event.route.id === '/demo') {
    response.headers.set('content-security-policy', demoPagePolicy(policy, HEED_API_URL));
  }
  response.headers.set('x-frame-options', 'DENY');
  response.headers.set('referrer-policy', 'same-origin');
  response.headers.set('x-content-type-options', 'nosniff');
  if (event.locals.session) response.headers.set('cache-control', 'no-store');
  return response;
};

/** Unexpected errors are logged (type, message, stack; never request data) and shown plainly. */
export const handleError: HandleServerError = async (caught) => {
  if (caught.kind !== 'unknown') return;
  const runtime = await dashboardRuntime().catch(() => undefined);
  runtime?.logger.error({ err: caught.error }, 'the dashboard failed to answer a request');
  return { message: 'Something went wrong on the dashboard server. Try again in a moment.' };
};
