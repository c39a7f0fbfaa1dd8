/**
 * The development identity provider: a real OpenID Connect issuer on loopback that publishes a
 * discovery document and a JWKS, lets one sign in as a development user (authorization code with
 * PKCE, `identity/development-sign-in.ts`) and signs RS256 tokens. `npm start` runs it when no
 * `HEED_OIDC_ISSUER` is configured. The test issuer (`server/src/testing/test-issuer.ts`) is built
 * from the same pieces and adds the faults tests need.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type CryptoKey, exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';
import {
  createSignInEndpoints,
  DEVELOPMENT_GROUP_ROLES,
  type DevelopmentUser,
  developmentUsers,
} from './development-sign-in.ts';

export const signingAlgorithm = 'RS256';

export type SigningKey = {
  kid: string;
  privateKey: CryptoKey;
  publicJwk: JWK;
};

export async function createSigningKey(kid = `key-${randomUUID()}`): Promise<SigningKey> {
  const { privateKey, publicKey } = await generateKeyPair(signingAlgorithm, { extractable: true });
  const exported = await exportJWK(publicKey);
  return {
    kid,
    privateKey,
    publicJwk: { ...exported, kid, alg: signingAlgorithm, use: 'sig' },
  };
}

/** An issuer identifier and where its endpoints are served. */
export type IssuerLocation = {
  /** The issuer identifier exactly as tokens carry it in `iss` (with a trailing `/` if given). */
  issuer: string;
  /** The issuer without a trailing `/`; every endpoint URL starts with it. */
  endpointBase: string;
  discoveryPath: string;
  jwksPath: string;
  discoveryUri: string;
  jwksUri: string;
};

/**
 * The issuer `<origin><path>` and its endpoints. `path` is empty or starts with `/`, and may end
 * in `/` as some providers' issuers do. Discovery is at `<issuer>/.well-known/openid-configuration`
 * without a doubled `/`, which is how OpenID Connect clients (openid-client among them) build it.
 */
export function issuerLocation(origin: string, path = ''): IssuerLocation {
  if (path !== '' && !path.startsWith('/')) {
    throw new Error('An issuer path must start with "/"');
  }
  const basePath = path.replace(/\/+$/, '');
  const endpointBase = `${origin}${basePath}`;
  return {
    issuer: `${origin}${path}`,
    endpointBase,
    discoveryPath: `${basePath}/.well-known/openid-configuration`,
    jwksPath: `${basePath}/jwks`,
    discoveryUri: `${endpointBase}/.well-known/openid-configuration`,
    jwksUri: `${endpointBase}/jwks`,
  };
}

export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(text),
    'cache-control': 'no-store',
  });
  response.end(text);
}

function discoveryDocument(location: IssuerLocation) {
  const base = location.endpointBase;
  return {
    issuer: location.issuer,
    jwks_uri: location.jwksUri,
    authorization_endpoint: `${base}/authorize`,
    token_endpoint: `${base}/token`,
    end_session_endpoint: `${base}/logout`,
    response_types_supported: ['code'],
    subject_types_supported: ['public'],
    grant_types_supported: ['authorization_code', 'refresh_token'],
    id_token_signing_alg_values_supported: [signingAlgorithm],
    token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
    code_challenge_methods_supported: ['S256'],
    scopes_supported: ['openid', 'profile', 'email', 'offline_access'],
    claims_supported: ['sub', 'iss', 'aud', 'exp', 'iat', 'nbf', 'groups', 'name', 'email'],
    /**
     * Marks this issuer as Heed's development one and names the groups its users carry with the
     * team role a development setup maps each to (the dashboard's onboarding does so).
     */
    heed_development_group_roles: DEVELOPMENT_GROUP_ROLES,
  };
}

/** Answers a GET of the discovery document or the JWKS; anything else is 405 or 404. */
export function serveIssuerDocuments(
  location: IssuerLocation,
  publishedKeys: () => readonly SigningKey[],
  request: IncomingMessage,
  response: ServerResponse,
): void {
  const path = new URL(request.url ?? '/', 'http://localhost').pathname;
  if (request.method !== 'GET') {
    sendJson(response, 405, { error: 'method_not_allowed' });
  } else if (path === location.discoveryPath) {
    sendJson(response, 200, discoveryDocument(location));
  } else if (path === location.jwksPath) {
    sendJson(response, 200, { keys: publishedKeys().map((key) => key.publicJwk) });
  } else {
    sendJson(response, 404, { error: 'not_found' });
  }
}

/** An HTTP server on a free loopback port; attach a `request` listener to it. */
export async function listenOnLoopback(): Promise<{
  server: Server;
  origin: string;
  close(): Promise<void>;
}> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  return {
    server,
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

export type AccessTokenUser = {
  sub: string;
  groups: string[];
  /** Name of the claim carrying the groups; default `groups`. */
  groupsClaim?: string;
  /** Default `heed-api`. */
  aud?: string | string[];
  /** Seconds from now until `exp`; default 300. */
  expiresInSeconds?: number;
};

/** The claims of an access token the issuer gives `user`. */
export function accessTokenClaims(issuer: string, user: AccessTokenUser): Record<string, unknown> {
  const nowSeconds = Math.floor(Date.now() / 1000);
  return {
    iss: issuer,
    sub: user.sub,
    aud: user.aud ?? 'heed-api',
    iat: nowSeconds,
    exp: nowSeconds + (user.expiresInSeconds ?? 300),
    [user.groupsClaim ?? 'groups']: user.groups,
  };
}

/** An RS256 JWS of `claims`, naming `kid` (default: the signing key's) in its header. */
export function signAccessToken(
  key: SigningKey,
  claims: Record<string, unknown>,
  kid = key.kid,
): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: signingAlgorithm, typ: 'JWT', kid })
    .sign(key.privateKey);
}

export type LoopbackIssuer = {
  /** Issuer identifier, for example `http://127.0.0.1:41234`. */
  readonly issuer: string;
  readonly discoveryUri: string;
  readonly jwksUri: string;
  /** A signed access token for a development user. */
  mintToken(user: AccessTokenUser): Promise<string>;
  close(): Promise<void>;
};

export type LoopbackIssuerOptions = {
  /** Group of the development org admin; default `heed-admins`. */
  adminGroup?: string | undefined;
  /** The dashboard's client id; default `heed-dashboard`. */
  clientId?: string | undefined;
  clientSecret?: string | undefined;
  users?: DevelopmentUser[];
};

/** Starts the development identity provider on a free loopback port. */
export async function startLoopbackIssuer(
  options: LoopbackIssuerOptions = {},
): Promise<LoopbackIssuer> {
  const key = await createSigningKey();
  const listening = await listenOnLoopback();
  const location = issuerLocation(listening.origin);
  const users = options.users ?? developmentUsers(options.adminGroup ?? 'heed-admins');
  const signIn = createSignInEndpoints({
    location,
    signingKey: () => key,
    users: () => users,
    clientId: options.clientId ?? 'heed-dashboard',
    clientSecret: options.clientSecret,
  });
  listening.server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    signIn
      .handle(request, response)
      .then((handled) => {
        if (!handled) serveIssuerDocuments(location, () => [key], request, response);
      })
      .catch(() => {
        if (!response.headersSent) sendJson(response, 500, { error: 'server_error' });
        else response.destroy();
      });
  });
  return {
    issuer: location.issuer,
    discoveryUri: location.discoveryUri,
    jwksUri: location.jwksUri,
    mintToken: (user) => signAccessToken(key, accessTokenClaims(location.issuer, user)),
    close: listening.close,
  };
}
