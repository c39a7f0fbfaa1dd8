/**
 * The dashboard as an OpenID Connect client (openid-client): discovery of the issuer, the
 * authorization code flow with PKCE (S256), `state` and `nonce`, refresh, and RP-initiated logout
 * when the issuer has an `end_session_endpoint`.
 */
import * as client from 'openid-client';
import type { SessionData, SessionTokens } from './session-store.ts';

/** Seconds a call to the issuer may take. */
const ISSUER_TIMEOUT_SECONDS = 10;
/** Tokens are refreshed when they end within this many milliseconds. */
export const REFRESH_MARGIN_MS = 60_000;

export interface OidcSettings {
  issuer: string;
  clientId: string;
  clientSecret: string | undefined;
  /** `<HEED_PUBLIC_URL>/auth/callback`. */
  redirectUri: string;
}

/** What the sign-in remembers between the redirect to the issuer and the callback. */
export interface PendingSignIn {
  state: string;
  nonce: string;
  codeVerifier: string;
  /** Path (with query) to return to after sign-in. */
  returnTo: string;
  /** Epoch milliseconds. */
  startedAt: number;
}

export class OidcClient {
  readonly #settings: OidcSettings;
  #configuration: Promise<client.Configuration> | undefined;

  constructor(settings: OidcSettings) {
    this.#settings = settings;
  }

  /** The discovered configuration; a failed discovery is retried on the next call. */
  configuration(): Promise<client.Configuration> {
    if (!this.#configuration) {
      const { issuer, clientId, clientSecret } = this.#settings;
      const insecure = new URL(issuer).protocol === 'http:';
      const discovered = client
        .discovery(
          new URL(issuer),
          clientId,
          clientSecret,
          clientSecret ? client.ClientSecretBasic(clientSecret) : client.None(),
          {
            timeout: ISSUER_TIMEOUT_SECONDS,
            ...(insecure ? { execute: [client.allowInsecureRequests] } : {}),
          },
        )
        .then((configuration) => {
          configuration.timeout = ISSUER_TIMEOUT_SECONDS;
          return configuration;
        });
      discovered.catch(() => {
        this.#configuration = undefined;
      });
      this.#configuration = discovered;
    }
    return this.#configuration;
  }

  /** Where to send the browser to sign in, and what to remember until it comes back. */
  async startSignIn(returnTo: string): Promise<{ url: URL; pending: PendingSignIn }> {
    const configuration = await this.configuration();
    const codeVerifier = client.randomPKCECodeVerifier();
    const pending: PendingSignIn = {
      state: client.randomState(),
      nonce: client.randomNonce(),
      codeVerifier,
      returnTo,
      startedAt: Date.now(),
    };
    const offered = configuration.serverMetadata().scopes_supported ?? [];
    const scope = ['openid', 'profile', 'email'];
    if (offered.includes('offline_access')) scope.push('offline_access');
    const url = client.buildAuthorizationUrl(configuration, {
      redirect_uri: this.#settings.redirectUri,
      scope: scope.join(' '),
      code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state: pending.state,
      nonce: pending.nonce,
    });
    return { url, pending };
  }

  /** Exchanges the callback's code; throws when any check (state, nonce, PKCE, ID token) fails. */
  async finishSignIn(callbackUrl: URL, pending: PendingSignIn): Promise<SessionData> {
    const configuration = await this.configuration();
    const response = await client.authorizationCodeGrant(configuration, callbackUrl, {
      pkceCodeVerifier: pending.codeVerifier,
      expectedState: pending.state,
      expectedNonce: pending.nonce,
      idTokenExpected: true,
    });
    const claims = response.claims();
    if (!claims) throw new Error('the issuer returned no ID token');
    return {
      user: {
        sub: claims.sub,
        name: typeof claims.name === 'string' ? claims.name : undefined,
        email: typeof claims.email === 'string' ? claims.email : undefined,
      },
      tokens: tokensOf(response),
    };
  }

  /** New tokens for a refresh token; throws when the issuer refuses. */
  async refresh(tokens: SessionTokens): Promise<SessionTokens> {
    if (!tokens.refreshToken) throw new Error('no refresh token');
    const configuration = await this.configuration();
    const response = await client.refreshTokenGrant(configuration, tokens.refreshToken);
    const next = tokensOf(response);
    return {
      ...next,
      refreshToken: next.refreshToken ?? tokens.refreshToken,
      idToken: next.idToken ?? tokens.idToken,
    };
  }

  /** The issuer's end-session URL, when it has one. */
  async endSessionUrl(idToken: string | undefined, postLogoutRedirectUri: string) {
    try {
      const configuration = await this.configuration();
      if (!configuration.serverMetadata().end_session_endpoint) return undefined;
      return client.buildEndSessionUrl(configuration, {
        post_logout_redirect_uri: postLogoutRedirectUri,
        ...(idToken ? { id_token_hint: idToken } : {}),
      });
    } catch {
      return undefined;
    }
  }

  /**
   * The group → role mappings the development identity provider advertises (its
   * `heed_development_group_roles` metadata); undefined for any other issuer.
   */
  async developmentGroupRoles(): Promise<
    Record<string, 'viewer' | 'editor' | 'admin'> | undefined
  > {
    const metadata = (await this.configuration()).serverMetadata() as Record<string, unknown>;
    const roles = metadata.heed_development_group_roles;
    if (!roles || typeof roles !== 'object') return undefined;
    const result: Record<string, 'viewer' | 'editor' | 'admin'> = {};
    for (const [group, role] of Object.entries(roles)) {
      if (role === 'viewer' || role === 'editor' || role === 'admin') result[group] = role;
    }
    return result;
  }
}

function tokensOf(response: client.TokenEndpointResponse & client.TokenEndpointResponseHelpers) {
  const expiresIn = response.expiresIn() ?? 300;
  return {
    accessToken: response.access_token,
    accessTokenExpiresAt: Date.now() + expiresIn * 1000,
    refreshToken: response.refresh_token,
    idToken: response.id_token,
  } satisfies SessionTokens;
}
