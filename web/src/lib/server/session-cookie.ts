/** The dashboard's cookies: the session id, and the sealed state of a sign-in in progress. */
import type { Cookies } from '@sveltejs/kit';
import type { PendingSignIn } from './oidc.ts';
import { seal, unseal } from './session-crypto.ts';
import { ABSOLUTE_TIMEOUT_MS } from './session-store.ts';

export const SESSION_COOKIE = 'heed_session';
export const SIGN_IN_COOKIE = 'heed_sign_in';
/** A sign-in must come back from the issuer within this time. */
export const SIGN_IN_TIMEOUT_MS = 10 * 60 * 1000;

function secure(publicUrl: URL): boolean {
  return publicUrl.protocol === 'https:';
}

export function setSessionCookie(cookies: Cookies, publicUrl: URL, id: string): void {
  cookies.set(SESSION_COOKIE, id, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: secure(publicUrl),
    maxAge: ABSOLUTE_TIMEOUT_MS / 1000,
  });
}

export function clearSessionCookie(cookies: Cookies, publicUrl: URL): void {
  cookies.delete(SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: secure(publicUrl),
  });
}

export function setSignInCookie(
  cookies: Cookies,
  publicUrl: URL,
  key: Buffer,
  pending: PendingSignIn,
): void {
  cookies.set(SIGN_IN_COOKIE, seal(key, pending, SIGN_IN_COOKIE), {
    path: '/auth',
    httpOnly: true,
    sameSite: 'lax',
    secure: secure(publicUrl),
    maxAge: SIGN_IN_TIMEOUT_MS / 1000,
  });
}

/** The sign-in in progress (and forgets it): undefined when missing, altered or too old. */
export function takeSignInCookie(
  cookies: Cookies,
  publicUrl: URL,
  key: Buffer,
): PendingSignIn | undefined {
  const sealed = cookies.get(SIGN_IN_COOKIE);
  cookies.delete(SIGN_IN_COOKIE, {
    path: '/auth',
    httpOnly: true,
    sameSite: 'lax',
    secure: secure(publicUrl),
  });
  if (!sealed) return undefined;
  const pending = unseal(key, sealed, SIGN_IN_COOKIE) as PendingSignIn | undefined;
  if (
    typeof pending?.state !== 'string' ||
    typeof pending.nonce !== 'string' ||
    typeof pending.codeVerifier !== 'string' ||
    typeof pending.returnTo !== 'string' ||
    typeof pending.startedAt !== 'number' ||
    Date.now() - pending.startedAt > SIGN_IN_TIMEOUT_MS
  ) {
    return undefined;
  }
  return pending;
}
