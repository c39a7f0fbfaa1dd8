/**
 * The dashboard's only way to the Heed API: typed tRPC calls made on the dashboard's server with
 * the signed-in user's access token. The token stays on the server; the browser never sees it.
 */
import { READ_AFTER_HEADER } from '@heed/contracts';
import type { AppRouter } from '@heed/server';
import { type ActionFailure, error, fail, type RequestEvent, redirect } from '@sveltejs/kit';
import { createTRPCClient, httpLink } from '@trpc/client';
import { HEED_API_URL } from '$app/env/private';
import { type ActionRefusal, fieldErrorsOf } from './action-result.ts';
import { apiFailure } from './api-failure.ts';
import { dashboardMetrics } from './dashboard-metrics.ts';
import { keepReadAfter } from './read-after.ts';
import { signInPath } from './return-to.ts';

export { type ActionRefusal, refuseAction } from './action-result.ts';
export { type ApiFailure, apiFailure } from './api-failure.ts';

/** A call to the API may take this long before the dashboard gives up on it. */
const API_TIMEOUT_MS = 15_000;

export type HeedApi = ReturnType<typeof createTRPCClient<AppRouter>>;

/**
 * A tRPC client for the API, with `accessToken` as the bearer. With `event`, every call sends the
 * position of the user's last change (`read-after.ts`) and keeps the one a change answers.
 */
export function apiWithToken(
  accessToken: string,
  event?: Pick<RequestEvent, 'cookies' | 'locals'>,
): HeedApi {
  return createTRPCClient<AppRouter>({
    links: [
      httpLink({
        url: `${HEED_API_URL}/trpc`,
        headers: () => {
          const position = event?.locals.readAfter?.position;
          return {
            authorization: `Bearer ${accessToken}`,
            ...(position ? { [READ_AFTER_HEADER]: position } : {}),
          };
        },
        fetch: (input, init) =>
          fetch(input, {
            ...init,
            signal: init?.signal
              ? AbortSignal.any([init.signal, AbortSignal.timeout(API_TIMEOUT_MS)])
              : AbortSignal.timeout(API_TIMEOUT_MS),
          }).then(
            (response) => {
              if (response.status >= 400) dashboardMetrics.countApiError(response.status);
              const position = response.headers.get(READ_AFTER_HEADER);
              if (event && position) keepReadAfter(event, position);
              return response;
            },
            (cause: unknown) => {
              dashboardMetrics.countApiError(undefined);
              throw cause;
            },
          ),
      }),
    ],
  });
}

/** The API as the user of this request; without a session, the way to sign-in and back. */
export function apiFor(event: RequestEvent): HeedApi {
  const session = event.locals.session;
  if (!session) redirect(303, signInPath(event.url));
  return apiWithToken(session.accessToken, event);
}

/**
 * Runs an API call for a load function: a 401 sends the user to sign in and back to this page;
 * any other failure becomes the error page with a message for the user.
 */
export async function loadFromApi<T>(
  event: RequestEvent,
  call: (api: HeedApi) => Promise<T>,
): Promise<T> {
  const api = apiFor(event);
  try {
    return await call(api);
  } catch (cause) {
    const failure = apiFailure(cause);
    if (failure.status === 401) redirect(303, signInPath(event.url));
    error(failure.status, {
      message: failure.message,
      retryAfterSeconds: failure.retryAfterSeconds,
    });
  }
}

/**
 * Runs an API call for a form action. The one shape of every action's result: the call's value
 * (data for the page, such as `{ action, message }`), or `fail(status, { action, error, problem })`
 * with the API's reason (and `fieldErrors`, the fields a 400 named). A 401 sends the user to sign in and back to this page.
 */
export async function actOnApi<T>(
  event: RequestEvent,
  action: string,
  call: (api: HeedApi) => Promise<T>,
): Promise<T | ActionFailure<ActionRefusal>> {
  const api = apiFor(event);
  try {
    return await call(api);
  } catch (cause) {
    const failure = apiFailure(cause);
    if (failure.status === 401) redirect(303, signInPath(event.url));
    const fieldErrors = fieldErrorsOf(failure.errors);
    return fail(failure.status, {
      action,
      error: failure.message,
      problem: { status: failure.status, code: failure.code, title: failure.title },
      ...(fieldErrors ? { fieldErrors } : {}),
    });
  }
}
