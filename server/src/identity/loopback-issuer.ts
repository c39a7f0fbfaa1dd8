/**
 * A real OpenID Connect issuer on loopback: discovery, JWKS and RS256-signed tokens. Tests use it
 * as the identity provider, and `npm start` runs it as the development identity provider when no
 * `HEED_OIDC_ISSUER` is configured.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { base64url, type CryptoKey, exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';

/**
 * Failure modes the test issuer can simulate:
 * - `none`: everything works.
 * - `jwks-500`: the JWKS endpoint answers 500, discovery still works.
 * - `discovery-500`: the discovery document answers 500, the JWKS endpoint still works.
 * - `down`: every connection is dropped without an answer.
 */
export type LoopbackIssuerBrokenMode = 'none' | 'jwks-500' | 'discovery-500' | 'down';

export type MintTokenOptions = {
  /** `sub` claim; default `'user-1'`. */
  sub?: string;
  /** Group names put in the groups claim; default `[]`. */
  groups?: string[];
  /** Name of the claim carrying the groups; default `'groups'`. */
  groupsClaim?: string;
  /** `aud` claim; default `'heed-api'`. */
  aud?: string | string[];
  /** `iss` claim; default is the issuer URL. */
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

export type LoopbackIssuer = {
  /** Issuer identifier, for example `http://127.0.0.1:41234` (no trailing slash). */
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
  setBroken(mode: LoopbackIssuerBrokenMode): void;
  close(): Promise<void>;
};

type SigningKey = {
  kid: string;
  privateKey: CryptoKey;
  publicJwk: JWK;
};

const signingAlgorithm = 'RS256';

async function createSigningKey(kid: string): Promise<SigningKey> {
  const { privateKey, publicKey } = await generateKeyPair(signingAlgorithm, { extractable: true });
  const exported = await exportJWK(publicKey);
  return {
    kid,
    privateKey,
    publicJwk: { ...exported, kid, alg: signingAlgorithm, use: 'sig' },
  };
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(text),
    'cache-control': 'no-store',
  });
  response.end(text);
}

function encodeJsonSegment(value: unknown): string {
  return base64url.encode(JSON.stringify(value));
}

/**
 * Starts a minimal OpenID Connect issuer on loopback that publishes a discovery document and a
 * JWKS, and mints RS256 access tokens for tests.
 */
export async function startLoopbackIssuer(): Promise<LoopbackIssuer> {
  const publishedKeys: SigningKey[] = [await createSigningKey(`key-${randomUUID()}`)];
  const foreignKey = await createSigningKey(`foreign-${randomUUID()}`);
  let brokenMode: LoopbackIssuerBrokenMode = 'none';
  let jwksRequestCount = 0;
  let discoveryRequestCount = 0;
  let issuer = '';

  const currentKey = (): SigningKey => {
    const key = publishedKeys.at(-1);
    if (key === undefined) {
      throw new Error('The test issuer has no signing key');
    }
    return key;
  };

  const discoveryDocument = () => ({
    issuer,
    jwks_uri: `${issuer}/jwks`,
    authorization_endpoint: `${issuer}/authorize`,
    token_endpoint: `${issuer}/token`,
    userinfo_endpoint: `${issuer}/userinfo`,
    response_types_supported: ['code'],
    subject_types_supported: ['public'],
    grant_types_supported: ['authorization_code', 'refresh_token'],
    id_token_signing_alg_values_supported: [signingAlgorithm],
    token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
    code_challenge_methods_supported: ['S256'],
    scopes_supported: ['openid', 'profile', 'email'],
    claims_supported: ['sub', 'iss', 'aud', 'exp', 'iat', 'nbf', 'groups'],
  });

  const handleRequest = (request: IncomingMessage, response: ServerResponse): void => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    const isDiscovery = path === '/.well-known/openid-configuration';
    const isJwks = path === '/jwks';
    if (isDiscovery) {
      discoveryRequestCount += 1;
    }
    if (isJwks) {
      jwksRequestCount += 1;
    }

    if (brokenMode === 'down') {
      request.socket.destroy();
      return;
    }
    if (request.method !== 'GET') {
      sendJson(response, 405, { error: 'method_not_allowed' });
      return;
    }
    if (isDiscovery) {
      if (brokenMode === 'discovery-500') {
        sendJson(response, 500, { error: 'server_error' });
        return;
      }
      sendJson(response, 200, discoveryDocument());
      return;
    }
    if (isJwks) {
      if (brokenMode === 'jwks-500') {
        sendJson(response, 500, { error: 'server_error' });
        return;
      }
      sendJson(response, 200, { keys: publishedKeys.map((key) => key.publicJwk) });
      return;
    }
    sendJson(response, 404, { error: 'not_found' });
  };

  const server = createServer(handleRequest);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  issuer = `http://127.0.0.1:${port}`;
  const jwksUri = `${issuer}/jwks`;
  const discoveryUri = `${issuer}/.well-known/openid-configuration`;

  const mintToken = async (options: MintTokenOptions = {}): Promise<string> => {
    const nowSeconds = Math.floor(Date.now() / 1000);
    const claims: Record<string, unknown> = {
      iss: options.iss ?? issuer,
      sub: options.sub ?? 'user-1',
      aud: options.aud ?? 'heed-api',
      iat: nowSeconds,
      exp: nowSeconds + (options.expiresInSeconds ?? 300),
      [options.groupsClaim ?? 'groups']: options.groups ?? [],
    };
    if (options.notBeforeSeconds !== undefined) {
      claims.nbf = nowSeconds + options.notBeforeSeconds;
    }
    for (const [name, value] of Object.entries(options.claims ?? {})) {
      if (value === undefined) {
        delete claims[name];
      } else {
        claims[name] = value;
      }
    }

    const signingKey = options.signWith === 'foreign' ? foreignKey : currentKey();
    const kid = options.kid ?? currentKey().kid;

    if (options.alg === 'none') {
      const header = { alg: 'none', typ: 'JWT', kid };
      return `${encodeJsonSegment(header)}.${encodeJsonSegment(claims)}.`;
    }
    return new SignJWT(claims)
      .setProtectedHeader({ alg: signingAlgorithm, typ: 'JWT', kid })
      .sign(signingKey.privateKey);
  };

  const rotateKey = async (): Promise<string> => {
    const key = await createSigningKey(`key-${randomUUID()}`);
    publishedKeys.push(key);
    return key.kid;
  };

  const close = async (): Promise<void> => {
    await new Promise<void>((resolve, reject) => {
      server.close((error) => (error ? reject(error) : resolve()));
      server.closeAllConnections();
    });
  };

  return {
    issuer,
    jwksUri,
    discoveryUri,
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
    rotateKey,
    setBroken(mode: LoopbackIssuerBrokenMode) {
      brokenMode = mode;
    },
    close,
  };
}
