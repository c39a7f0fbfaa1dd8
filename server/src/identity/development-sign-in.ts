/**
 * The sign-in endpoints of the development identity provider: an authorization endpoint that
 * shows a page to pick a development user, a token endpoint (authorization code with PKCE S256,
 * refresh tokens) and an end-session endpoint. The tokens are real RS256 JWTs signed with the
 * issuer's published key, so the API verifies them exactly as it verifies a production issuer's.
 * For development and tests on loopback only: nobody authenticates here, one clicks a user.
 */
import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  accessTokenClaims,
  type IssuerLocation,
  type SigningKey,
  sendJson,
  signAccessToken,
} from './loopback-issuer.ts';

/** A user one can sign in as. */
export type DevelopmentUser = {
  sub: string;
  name: string;
  email: string;
  groups: string[];
  /** One line on the picker page: what the user may do. */
  description: string;
};

/** Groups the development users carry and the team role a development setup maps each to. */
export const DEVELOPMENT_GROUP_ROLES = {
  'heed-dev-team-admins': 'admin',
  'heed-dev-team-editors': 'editor',
  'heed-dev-team-viewers': 'viewer',
} as const;

/** The users of the development identity provider. */
export function developmentUsers(adminGroup: string): DevelopmentUser[] {
  return [
    {
      sub: 'dev-org-admin',
      name: 'Olivia Org-Admin',
      email: 'olivia@heed.invalid',
      groups: [adminGroup],
      description: 'Organisation admin: sets up Heed, teams, group mappings and keys',
    },
    {
      sub: 'dev-team-admin',
      name: 'Adam Team-Admin',
      email: 'adam@heed.invalid',
      groups: ['heed-dev-team-admins'],
      description: 'Admin of the mapped team: keys, deletions and everything an editor does',
    },
    {
      sub: 'dev-editor',
      name: 'Edith Editor',
      email: 'edith@heed.invalid',
      groups: ['heed-dev-team-editors'],
      description: 'Editor of the mapped team: export, tags, markers and themes',
    },
    {
      sub: 'dev-viewer',
      name: 'Victor Viewer',
      email: 'victor@heed.invalid',
      groups: ['heed-dev-team-viewers'],
      description: 'Viewer of the mapped team: reads feedback and statistics',
    },
  ];
}

export type SignInEndpointOptions = {
  location: IssuerLocation;
  signingKey: () => SigningKey;
  users: () => readonly DevelopmentUser[];
  /** Client id the dashboard uses; requests naming another are refused. */
  clientId: string;
  /** When set, the token endpoint requires it (basic or post); unset: a public client. */
  clientSecret?: string | undefined;
  /** Lifetime of access and ID tokens; default 600 s. */
  accessTokenSeconds?: () => number;
};

type PendingCode = {
  clientId: string;
  redirectUri: string;
  codeChallenge: string;
  nonce: string | undefined;
  scope: string;
  user: DevelopmentUser;
  expiresAt: number;
};

type RefreshGrant = { clientId: string; scope: string; sub: string };

const CODE_LIFETIME_MS = 60_000;
const MAX_PENDING_CODES = 1_000;
const MAX_REFRESH_TOKENS = 10_000;
const MAX_FORM_BYTES = 16 * 1024;
const CALLBACK_PATH = '/auth/callback';

/** Inserts into a map that keeps at most `max` entries, dropping the oldest first. */
function boundedSet<K, V>(map: Map<K, V>, key: K, value: V, max: number): void {
  map.set(key, value);
  while (map.size > max) {
    const oldest = map.keys().next();
    if (oldest.done) break;
    map.delete(oldest.value);
  }
}

function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

function s256(verifier: string): string {
  return createHash('sha256').update(verifier, 'ascii').digest('base64url');
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

async function readForm(request: IncomingMessage): Promise<URLSearchParams | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_FORM_BYTES) return undefined;
    chunks.push(chunk as Buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function sendHtml(response: ServerResponse, status: number, body: string): void {
  response.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; form-action *",
    'x-frame-options': 'DENY',
  });
  response.end(body);
}

function page(title: string, content: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark"><title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;padding:1rem;background:Canvas;color:CanvasText;line-height:1.5}
main{max-width:32rem;margin:2rem auto}
.warning{border:2px solid #b54708;border-radius:.5rem;padding:.5rem .75rem;font-weight:600}
ul{list-style:none;padding:0;display:grid;gap:.75rem}
button{width:100%;text-align:left;padding:.75rem 1rem;border-radius:.5rem;border:1px solid color-mix(in srgb,CanvasText 30%,transparent);background:Canvas;color:CanvasText;font:inherit;cursor:pointer}
button:hover{background:color-mix(in srgb,CanvasText 6%,Canvas)}
button:focus-visible{outline:3px solid #2e90fa;outline-offset:2px}
.name{font-weight:600;display:block}.what{display:block;font-size:.9rem}
</style></head><body><main>${content}</main></body></html>`;
}

type AuthorizationRequest = {
  clientId: string;
  redirectUri: string;
  state: string | undefined;
  nonce: string | undefined;
  scope: string;
  codeChallenge: string;
};

/** Validates the parameters of an authorization request; a string is the reason it is refused. */
function authorizationRequest(
  params: URLSearchParams,
  clientId: string,
): AuthorizationRequest | string {
  const redirectUri = params.get('redirect_uri') ?? '';
  if (!URL.canParse(redirectUri)) return 'redirect_uri is missing or not a URL';
  const redirect = new URL(redirectUri);
  if (!['http:', 'https:'].includes(redirect.protocol) || redirect.pathname !== CALLBACK_PATH) {
    return `redirect_uri must be an http(s) URL ending in ${CALLBACK_PATH}`;
  }
  if (params.get('client_id') !== clientId) return 'client_id is unknown';
  if (params.get('response_type') !== 'code') return 'response_type must be code';
  const codeChallenge = params.get('code_challenge') ?? '';
  if (params.get('code_challenge_method') !== 'S256' || !/^[\w-]{43}$/.test(codeChallenge)) {
    return 'PKCE with code_challenge_method S256 is required';
  }
  const scope = params.get('scope') ?? '';
  if (!scope.split(' ').includes('openid')) return 'scope must include openid';
  return {
    clientId,
    redirectUri,
    state: params.get('state') ?? undefined,
    nonce: params.get('nonce') ?? undefined,
    scope,
    codeChallenge,
  };
}

/**
 * The handler of the sign-in endpoints. It answers (and resolves to `true`) for the paths it owns
 * under the issuer; for any other path it resolves to `false` without touching the response.
 */
export function createSignInEndpoints(options: SignInEndpointOptions) {
  const { location } = options;
  const codes = new Map<string, PendingCode>();
  const refreshTokens = new Map<string, RefreshGrant>();
  const lifetime = () => options.accessTokenSeconds?.() ?? 600;
  const paths = {
    authorize: new URL(`${location.endpointBase}/authorize`).pathname,
    token: new URL(`${location.endpointBase}/token`).pathname,
    logout: new URL(`${location.endpointBase}/logout`).pathname,
  };

  async function tokensFor(user: DevelopmentUser, clientId: string, scope: string, nonce?: string) {
    const key = options.signingKey();
    const seconds = lifetime();
    const accessToken = await signAccessToken(key, {
      ...accessTokenClaims(location.issuer, {
        sub: user.sub,
        groups: user.groups,
        expiresInSeconds: seconds,
      }),
      // The name a team's member list shows (Rule: docs/rules/triage.md#triage-2), as many
      // providers put it in their access tokens.
      name: user.name,
      jti: randomUUID(),
    });
    const now = Math.floor(Date.now() / 1000);
    const idToken = await signAccessToken(key, {
      iss: location.issuer,
      sub: user.sub,
      aud: clientId,
      iat: now,
      exp: now + seconds,
      auth_time: now,
      name: user.name,
      email: user.email,
      ...(nonce === undefined ? {} : { nonce }),
    });
    const body: Record<string, unknown> = {
      access_token: accessToken,
      id_token: idToken,
      token_type: 'Bearer',
      expires_in: seconds,
      scope,
    };
    if (scope.split(' ').includes('offline_access')) {
      const refreshToken = randomToken();
      boundedSet(
        refreshTokens,
        refreshToken,
        { clientId, scope, sub: user.sub },
        MAX_REFRESH_TOKENS,
      );
      body.refresh_token = refreshToken;
    }
    return body;
  }

  function pickerPage(request: AuthorizationRequest): string {
    const hidden = Object.entries({
      client_id: request.clientId,
      redirect_uri: request.redirectUri,
      response_type: 'code',
      scope: request.scope,
      code_challenge: request.codeChallenge,
      code_challenge_method: 'S256',
      ...(request.state === undefined ? {} : { state: request.state }),
      ...(request.nonce === undefined ? {} : { nonce: request.nonce }),
    })
      .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
      .join('');
    const users = options
      .users()
      .map(
        (user) =>
          `<li><form method="post" action="${escapeHtml(paths.authorize)}">${hidden}` +
          `<button type="submit" name="user" value="${escapeHtml(user.sub)}">` +
          `<span class="name">${escapeHtml(user.name)}</span>` +
          `<span class="what">${escapeHtml(user.description)}</span></button></form></li>`,
      )
      .join('');
    return page(
      'Sign in: development identity provider',
      '<h1>Sign in to Heed</h1>' +
        '<p class="warning" role="note">Development identity provider: anyone can sign in as ' +
        'anyone. Never use it in production; set HEED_OIDC_ISSUER to your identity provider.</p>' +
        `<p>Choose who you are:</p><ul>${users}</ul>`,
    );
  }

  async function authorize(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (request.method === 'GET') {
      const parsed = authorizationRequest(url.searchParams, options.clientId);
      if (typeof parsed === 'string') {
        sendHtml(
          response,
          400,
          page('Sign-in refused', `<h1>Sign-in refused</h1><p>${escapeHtml(parsed)}</p>`),
        );
        return;
      }
      sendHtml(response, 200, pickerPage(parsed));
      return;
    }
    if (request.method !== 'POST') {
      sendJson(response, 405, { error: 'method_not_allowed' });
      return;
    }
    const form = await readForm(request);
    const parsed = form ? authorizationRequest(form, options.clientId) : 'the form is too large';
    const user = options.users().find((each) => each.sub === form?.get('user'));
    if (typeof parsed === 'string' || !user) {
      const reason = typeof parsed === 'string' ? parsed : 'unknown user';
      sendHtml(
        response,
        400,
        page('Sign-in refused', `<h1>Sign-in refused</h1><p>${escapeHtml(reason)}</p>`),
      );
      return;
    }
    const code = randomToken();
    boundedSet(
      codes,
      code,
      {
        clientId: parsed.clientId,
        redirectUri: parsed.redirectUri,
        codeChallenge: parsed.codeChallenge,
        nonce: parsed.nonce,
        scope: parsed.scope,
        user,
        expiresAt: Date.now() + CODE_LIFETIME_MS,
      },
      MAX_PENDING_CODES,
    );
    const target = new URL(parsed.redirectUri);
    target.searchParams.set('code', code);
    if (parsed.state !== undefined) target.searchParams.set('state', parsed.state);
    target.searchParams.set('iss', location.issuer);
    response.writeHead(303, { location: target.toString(), 'cache-control': 'no-store' });
    response.end();
  }

  /** The client id the token request authenticates as, or undefined when it fails. */
  function authenticatedClient(request: IncomingMessage, form: URLSearchParams) {
    const header = request.headers.authorization ?? '';
    let clientId = form.get('client_id') ?? undefined;
    let secret = form.get('client_secret') ?? undefined;
    if (header.startsWith('Basic ')) {
      const decoded = Buffer.from(header.slice(6), 'base64').toString('utf8');
      const colon = decoded.indexOf(':');
      clientId = decodeURIComponent(decoded.slice(0, colon));
      secret = decodeURIComponent(decoded.slice(colon + 1));
    }
    if (clientId !== options.clientId) return undefined;
    if (options.clientSecret !== undefined && !sameText(secret ?? '', options.clientSecret)) {
      return undefined;
    }
    return clientId;
  }

  async function token(request: IncomingMessage, response: ServerResponse): Promise<void> {
    if (request.method !== 'POST') {
      sendJson(response, 405, { error: 'method_not_allowed' });
      return;
    }
    const form = await readForm(request);
    if (!form) {
      sendJson(response, 400, { error: 'invalid_request' });
      return;
    }
    const clientId = authenticatedClient(request, form);
    if (!clientId) {
      sendJson(response, 401, { error: 'invalid_client' });
      return;
    }
    const grantType = form.get('grant_type');
    if (grantType === 'authorization_code') {
      const code = form.get('code') ?? '';
      const pending = codes.get(code);
      codes.delete(code);
      const verifier = form.get('code_verifier') ?? '';
      if (
        !pending ||
        pending.expiresAt < Date.now() ||
        pending.clientId !== clientId ||
        pending.redirectUri !== form.get('redirect_uri') ||
        !sameText(s256(verifier), pending.codeChallenge)
      ) {
        sendJson(response, 400, { error: 'invalid_grant' });
        return;
      }
      sendJson(
        response,
        200,
        await tokensFor(pending.user, clientId, pending.scope, pending.nonce),
      );
      return;
    }
    if (grantType === 'refresh_token') {
      const refreshToken = form.get('refresh_token') ?? '';
      const grant = refreshTokens.get(refreshToken);
      refreshTokens.delete(refreshToken);
      const user = options.users().find((each) => each.sub === grant?.sub);
      if (!grant || grant.clientId !== clientId || !user) {
        sendJson(response, 400, { error: 'invalid_grant' });
        return;
      }
      sendJson(response, 200, await tokensFor(user, clientId, grant.scope));
      return;
    }
    sendJson(response, 400, { error: 'unsupported_grant_type' });
  }

  function logout(request: IncomingMessage, response: ServerResponse): void {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const target = url.searchParams.get('post_logout_redirect_uri');
    if (target && URL.canParse(target) && /^https?:$/.test(new URL(target).protocol)) {
      const redirect = new URL(target);
      const state = url.searchParams.get('state');
      if (state) redirect.searchParams.set('state', state);
      response.writeHead(303, { location: redirect.toString(), 'cache-control': 'no-store' });
      response.end();
      return;
    }
    sendHtml(
      response,
      200,
      page('Signed out', '<h1>Signed out</h1><p>You can close this page.</p>'),
    );
  }

  return {
    /** Answers the request when it is for one of the sign-in endpoints. */
    async handle(request: IncomingMessage, response: ServerResponse): Promise<boolean> {
      const path = new URL(request.url ?? '/', 'http://localhost').pathname;
      if (path === paths.authorize) await authorize(request, response);
      else if (path === paths.token) await token(request, response);
      else if (path === paths.logout) logout(request, response);
      else return false;
      return true;
    },
  };
}
