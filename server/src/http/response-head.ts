import { type Problem, READ_AFTER_HEADER } from '@heed/contracts';
import type { ResponseMeta } from '../request/request-context.ts';
import { domainErrorOf, toProblem } from './problem.ts';

/** What an HTTP answer is made of besides a success body. */
export interface ResponseHead {
  status: number;
  headers: Record<string, string>;
  /** The problem body of a failed call. */
  problem: Problem | undefined;
}

const CHALLENGE = 'Bearer realm="heed"';

/**
 * The one place that turns what a call declared (`ctx.response`) and how it ended (its result, or
 * the error it threw) into a status, headers and a problem body. The REST edge, the submission
 * route, the `/trpc` adapter and the app's error handler all answer through it, so a client gets
 * the same status, code and headers whichever transport it uses.
 */
export function responseHeadOf(
  meta: ResponseMeta | undefined,
  failure?: { error: unknown },
): ResponseHead {
  const headers: Record<string, string> = {};
  if (meta?.cachePolicy) headers['Cache-Control'] = meta.cachePolicy;
  if (meta?.rateLimit) {
    const { limit, remaining, resetSeconds } = meta.rateLimit;
    headers['RateLimit-Limit'] = String(limit);
    headers['RateLimit-Remaining'] = String(Math.max(0, remaining));
    headers['RateLimit-Reset'] = String(Math.max(0, Math.ceil(resetSeconds)));
  }
  if (meta?.readAfter) headers[READ_AFTER_HEADER] = meta.readAfter;
  if (!failure) return { status: meta?.status ?? 200, headers, problem: undefined };

  const problem = toProblem(failure.error);
  const cause = domainErrorOf(failure.error);
  if (cause?.retryAfterSeconds !== undefined) {
    headers['Retry-After'] = String(Math.max(1, Math.ceil(cause.retryAfterSeconds)));
  }
  if (problem.status === 401) {
    // RFC 9110: every 401 names a challenge; RFC 6750: `invalid_token` only for a refused token.
    headers['WWW-Authenticate'] = cause?.invalidToken
      ? `${CHALLENGE}, error="invalid_token"`
      : CHALLENGE;
  }
  return { status: problem.status, headers, problem };
}

/** How long a public asset may be cached: a moving channel (revalidated) or a fixed version. */
export type AssetCaching = 'channel' | 'immutable';

const ASSET_CACHE_CONTROL: Record<AssetCaching, string> = {
  // A channel such as `/widget/v1/heed.js` moves to new releases: a day, then revalidate (ETag).
  channel: 'public, max-age=86400, stale-while-revalidate=604800',
  // An exact version never changes: a year, never revalidated.
  immutable: 'public, max-age=31536000, immutable',
};

/**
 * The head of a public static asset that any site may load (the widget): cacheable, readable
 * cross-origin (a `<script integrity crossorigin>` needs CORS) and embeddable under
 * `Cross-Origin-Embedder-Policy`.
 */
export function publicAssetHeadOf(asset: {
  contentType: string;
  etag: string;
  caching: AssetCaching;
}): Record<string, string> {
  return {
    'Content-Type': asset.contentType,
    'Cache-Control': ASSET_CACHE_CONTROL[asset.caching],
    ETag: asset.etag,
    'Access-Control-Allow-Origin': '*',
    'Cross-Origin-Resource-Policy': 'cross-origin',
    'X-Content-Type-Options': 'nosniff',
  };
}
