/**
 * The OpenID Connect issuer of the tests: the development issuer's discovery, JWKS and RS256
 * tokens (`identity/loopback-issuer.ts`), plus what tests need and production must not have —
 * tokens signed with a foreign key or not at all, any claims, key rotation, request counts and an
 * issuer that fails on demand.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { base64url } from 'jose';
import {
  createSignInEndpoints,
  type DevelopmentUser,
  developmentUsers,
} from '../identity/development-sign-in.ts';
import {
  accessTokenClaims,
  createSigningKey,
  issuerLocation,
  listenOnLoopback,
  type SigningKey,
  sendJson,
  serveIssuerDocuments,
  signAccessToken,
} from '../identity/loopback-issuer.ts';

/**
 * Failure modes the test issuer can simulate:
 * - `none`: everything works.
 * - `jwks-500`: the JWKS endpoint answers 500, discovery still works.
 * - `discovery-500`: the discovery document answers 500, the JWKS endpoint still works.
 * - `down`: every connection is dropped without an answer.
 */
export type TestIssuerBrokenMode = 'none' | 'jwks-500' | 'discovery-500' | 'down';

export type MintTokenOptions = {
  /** `sub` claim; default `'user-1'`. */
  sub?: string;
  /** Group names put in the groups claim; default `[]`. */
  groups?: string[];
  /** Name of the claim carrying the groups; default `'groups'`. */
  groupsClaim?: string;
  /** `aud` claim; default `'heed-api'`. */
  aud?: string | string[];
  /** `iss` claim; default is the issuer identifier. */
  iss?: string;
  /** Seconds from now until `exp`; default 300, negative for an already expired token. */
  expiresInSeconds?: number;
  /** When set, `nbf` is now plus this many seconds. */
  notBeforeSeconds?: number;
  /** Extra claims merged last; a claim set to `undefined` is removed from the token. */
  claims?: Record<string, unknown>;
  /** `issuer` signs with the current published key, `foreign` with a key absent from the JWKS. */
  signWith?: 'issuer' | 'foreign';
  /** `none` produces an unsigned token with the header `{ "alg": "none" }`. */
  alg?: 'RS256' | 'none';
  /** `kid` header; default is the kid of the current published key. */
  kid?: string;
};

export type TestIssuerOptions = {
  /** The dashboard client the sign-in endpoints serve; default `heed-dashboard`, public. */
  clientId?: string;
  clientSecret?: string;
  /**
   * Path of the issuer identifier, empty or starting with `/`; it may end in `/` like the issuers
   * of Auth0 (`https://tenant.example.com/`) and Entra ID v1 (`https://sts…/<tenant>/`).
   */
  path?: string;
};

export type TestIssuer = {
  /** Issuer identifier, for example `http://127.0.0.1:41234` or `http://127.0.0.1:41234/t/`. */
  readonly issuer: string;
  readonly jwksUri: string;
  readonly discoveryUri: string;
  /** Number of requests received by the JWKS endpoint, failed ones included. */
  readonly requestCount: number;
  /** Number of requests received by the discovery endpoint, failed ones included. */
  readonly discoveryRequestCount: number;
  /** Kid of the key currently used for signing. */
  readonly currentKid: string;
  mintToken(options?: MintTokenOptions): Promise<string>;
  /** Publishes a new key and signs with it from now on; resolves to its kid. */
  rotateKey(): Promise<string>;
  setBroken(mode: TestIssuerBrokenMode): void;
  /**
   * The users the sign-in page offers (default: the development users, org admins in
   * `heed-admins`). Browser tests sign in by clicking one.
   */
  setSignInUsers(users: DevelopmentUser[]): void;
  /** Lifetime of the access and ID tokens the token endpoint issues; default 600 s. */
  setTokenLifetime(seconds: number): void;
  close(): Promise<void>;
};

function encodeJsonSegment(value: unknown): string {
  return base64url.encode(JSON.stringify(value));
}

/** Starts a test issuer on a free loopback port. */
export async function startTestIssuer(options: TestIssuerOptions = {}): Promise<TestIssuer> {
  const publishedKeys: SigningKey[] = [await createSigningKey()];
  const foreignKey = await createSigningKey();
  let brokenMode: TestIssuerBrokenMode = 'none';
  let jwksRequestCount = 0;
  let discoveryRequestCount = 0;
  let signInUsers = developmentUsers('heed-admins');
  let tokenLifetime = 600;

  const listening = await listenOnLoopback();
  const location = issuerLocation(listening.origin, options.path);
  const currentKey = (): SigningKey => {
    const key = publishedKeys.at(-1);
    if (key === undefined) throw new Error('The test issuer has no signing key');
    return key;
  };
  const signIn = createSignInEndpoints({
    location,
    signingKey: currentKey,
    users: () => signInUsers,
    clientId: options.clientId ?? 'heed-dashboard',
    clientSecret: options.clientSecret,
    accessTokenSeconds: () => tokenLifetime,
  });

  listening.server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    const isDiscovery = path === location.discoveryPath;
    const isJwks = path === location.jwksPath;
    if (isDiscovery) discoveryRequestCount += 1;
    if (isJwks) jwksRequestCount += 1;

    if (brokenMode === 'down') {
      request.socket.destroy();
      return;
    }
    if ((isDiscovery && brokenMode === 'discovery-500') || (isJwks && brokenMode === 'jwks-500')) {
      sendJson(response, 500, { error: 'server_error' });
      return;
    }
    signIn
      .handle(request, response)
      .then((handled) => {
        if (!handled) serveIssuerDocuments(location, () => publishedKeys, request, response);
      })
      .catch(() => {
        if (!response.headersSent) sendJson(response, 500, { error: 'server_error' });
        else response.destroy();
      });
  });

  const mintToken = async (mint: MintTokenOptions = {}): Promise<string> => {
    const claims = accessTokenClaims(location.issuer, {
      sub: mint.sub ?? 'user-1',
      groups: mint.groups ?? [],
      ...(mint.groupsClaim === undefined ? {} : { groupsClaim: mint.groupsClaim }),
      ...(mint.aud === undefined ? {} : { aud: mint.aud }),
      ...(mint.expiresInSeconds === undefined ? {} : { expiresInSeconds: mint.expiresInSeconds }),
    });
    if (mint.iss !== undefined) claims.iss = mint.iss;
    if (mint.notBeforeSeconds !== undefined) {
      claims.nbf = Math.floor(Date.now() / 1000) + mint.notBeforeSeconds;
    }
    for (const [name, value] of Object.entries(mint.claims ?? {})) {
      if (value === undefined) delete claims[name];
      else claims[name] = value;
    }
    const kid = mint.kid ?? currentKey().kid;
    if (mint.alg === 'none') {
      return `${encodeJsonSegment({ alg: 'none', typ: 'JWT', kid })}.${encodeJsonSegment(claims)}.`;
    }
    return signAccessToken(mint.signWith === 'foreign' ? foreignKey : currentKey(), claims, kid);
  };

  return {
    issuer: location.issuer,
    jwksUri: location.jwksUri,
    discoveryUri: location.discoveryUri,
    get requestCount() {
      return jwksRequestCount;
    },
    get discoveryRequestCount() {
      return discoveryRequestCount;
    },
    get currentKid() {
      return currentKey().kid;
    },
    mintToken,
    async rotateKey() {
      const key = await createSigningKey();
      publishedKeys.push(key);
      return key.kid;
    },
    setBroken(mode: TestIssuerBrokenMode) {
      brokenMode = mode;
    },
    setSignInUsers(users: DevelopmentUser[]) {
      signInUsers = users;
    },
    setTokenLifetime(seconds: number) {
      tokenLifetime = seconds;
    },
    close: listening.close,
  };
}
