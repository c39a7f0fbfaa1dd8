import type { IncomingHttpHeaders } from 'node:http';
import type { EntityManager } from '@heed/db';
import type { Actor } from '../identity/actor.ts';
import type { TeamSelectionResult } from '../org/resolve-team.ts';
import type { AppDependencies } from '../runtime/dependencies.ts';

/** What the transport hands over about the request; absent for in-process (CLI) calls. */
export interface RequestCredentials {
  authorization: string | undefined;
  apiKey: string | undefined;
  origin: string | undefined;
}

export interface RequestContext {
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
  /** Success status and extra headers the REST edge writes. */
  response: { status: number | undefined; headers: Record<string, string> };
}

/** The credentials a REST request carries in its headers. */
export function credentialsOf(headers: IncomingHttpHeaders): RequestCredentials {
  const apiKey = headers['x-api-key'];
  return {
    authorization: headers.authorization,
    apiKey: Array.isArray(apiKey) ? apiKey[0] : apiKey,
    origin: headers.origin,
  };
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
    },
    request: options.request,
    teamSelection: undefined,
    response: { status: undefined, headers: {} },
  };
}
