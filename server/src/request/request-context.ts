import type { EntityManager } from '@heed/db';
import type { Actor } from '../identity/actor.ts';
import type { TeamSelectionResult } from '../org/team-access.ts';
import type { AppDependencies } from '../runtime/dependencies.ts';

/**
 * The context of one call, whatever carried it: REST, tRPC over HTTP, or the CLI in process. It
 * knows no HTTP type; what the answer needs beyond its body is declared in `response`, and one
 * function (`http/response-head.ts`) turns that into a status and headers for both HTTP transports.
 */

/** The credentials a call carries; all absent for in-process (CLI) calls. */
export interface RequestCredentials {
  authorization: string | undefined;
  apiKey: string | undefined;
  origin: string | undefined;
  /**
   * `READ_AFTER_HEADER`: the WAL position of the caller's last change, as an earlier answer gave
   * it (`request/read-your-writes.ts`). Not a credential: it can only make the caller's own reads
   * fresher.
   */
  readAfter: string | undefined;
}

/** The rate-limit counter a call was counted against (`RateLimit-*`). */
export interface RateLimitState {
  limit: number;
  remaining: number;
  resetSeconds: number;
}

/**
 * What the call declares about the answer; never headers themselves. Status and cache policy come
 * from the contract (`trpc/procedure.ts`); services only count rate limits.
 */
export interface ResponseMeta {
  /**
   * Success status: the contract's `successStatus`, or its `repeatStatus` for a repeat (200 when
   * unset).
   */
  status: number | undefined;
  /**
   * The contract's `cache`. `no-store`: per-user authorised data that no shared or browser cache
   * may keep.
   */
  cachePolicy: 'no-store' | undefined;
  /** The counter this call was counted against, allowed or not. */
  rateLimit: RateLimitState | undefined;
  /** After a signed-in user's change: the primary's WAL position, for `READ_AFTER_HEADER`. */
  readAfter?: string | undefined;
}

export interface RequestContext {
  /**
   * The long-lived parts; a call whose caller changed something lately gets a copy whose read pool
   * is bound to that change (`request/read-your-writes.ts`).
   */
  deps: AppDependencies;
  /** This request's own EntityManager fork, made on first use (the hot paths never need one). */
  readonly em: EntityManager;
  /** Established by the caller middleware from the credentials (or preset for the CLI). */
  actor: Actor | undefined;
  credentials: RequestCredentials;
  request:
    | {
        method: string;
        routeTemplate: string;
        /** Set by the REST edge: path parameters arrive as they stand in the URL, percent-encoded. */
        percentEncodedPath?: boolean;
      }
    | undefined;
  /** For team-scoped procedures: the team (or teams) chosen by the team-selection policy. */
  teamSelection: TeamSelectionResult | undefined;
  response: ResponseMeta;
}

export function createRequestContext(
  deps: AppDependencies,
  options: {
    credentials?: Partial<RequestCredentials>;
    actor?: Actor;
    request?: RequestContext['request'];
  } = {},
): RequestContext {
  let em: EntityManager | undefined;
  return {
    deps,
    get em() {
      em ??= deps.orm.em.fork();
      return em;
    },
    actor: options.actor,
    credentials: {
      authorization: options.credentials?.authorization,
      apiKey: options.credentials?.apiKey,
      origin: options.credentials?.origin,
      readAfter: options.credentials?.readAfter,
    },
    request: options.request,
    teamSelection: undefined,
    response: { status: undefined, cachePolicy: undefined, rateLimit: undefined },
  };
}
