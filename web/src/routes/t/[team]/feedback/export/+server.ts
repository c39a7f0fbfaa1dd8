import { READ_AFTER_HEADER } from '@heed/contracts';
import { redirect } from '@sveltejs/kit';
import { explorerHref } from '#lib/feedback/explorer-links.ts';
import { exportFailureReason } from '#lib/feedback/export-failure.ts';
import { readFilterState, toApiFilter } from '#lib/feedback/filter-state.ts';
import { signInPath } from '#lib/server/return-to.ts';
import { TIME_ZONE_COOKIE, timeZoneOf } from '#lib/time-zone.ts';
import { HEED_API_URL } from '$app/env/private';
import type { RequestHandler } from './$types';

const FORMATS = new Set(['csv', 'json', 'xlsx']);
/** Headers of the API's answer that the download keeps. */
const PASSED_HEADERS = ['content-type', 'content-disposition', 'x-content-type-options'];

/**
 * Streams the API's export of the explorer's filters to the browser as a download. The API is
 * called here, with the session's access token, so the token never reaches the browser. A
 * refusal (a viewer, too many exports, a bad filter) sends the user back to the explorer with
 * the reason.
 */
export const GET: RequestHandler = async ({ locals, params, url, cookies, fetch }) => {
  const session = locals.session;
  if (!session) redirect(303, signInPath(url));
  const state = readFilterState(url.searchParams);

  function back(reason: string): never {
    const target = new URL(explorerHref(params.team, state), url);
    target.searchParams.set('exportFailed', reason);
    redirect(303, `${target.pathname}${target.search}`);
  }

  const format = url.searchParams.get('format') ?? '';
  if (!FORMATS.has(format)) back('400');
  const query = new URLSearchParams();
  const filter = toApiFilter(state, timeZoneOf(cookies.get(TIME_ZONE_COOKIE)));
  for (const [name, value] of Object.entries(filter)) {
    for (const each of Array.isArray(value) ? value : [value]) query.append(name, String(each));
  }
  query.set('team', params.team);
  query.set('format', format);

  let upstream: Response;
  try {
    const readAfter = locals.readAfter?.position;
    upstream = await fetch(`${HEED_API_URL}/api/v1/intern/export?${query}`, {
      headers: {
        authorization: `Bearer ${session.accessToken}`,
        ...(readAfter ? { [READ_AFTER_HEADER]: readAfter } : {}),
      },
    });
  } catch {
    back('503');
  }
  if (upstream.status === 401) redirect(303, signInPath(url));
  if (!upstream.ok || !upstream.body) {
    await upstream.body?.cancel();
    back(exportFailureReason(upstream.status, upstream.headers.get('retry-after')));
  }
  const headers = new Headers({ 'cache-control': 'no-store' });
  for (const name of PASSED_HEADERS) {
    const value = upstream.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(upstream.body, { status: 200, headers });
};
