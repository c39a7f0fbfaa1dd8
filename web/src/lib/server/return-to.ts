/**
 * Where a user returns after signing in: a path of this dashboard (with its query), never another
 * site, never the sign-in routes themselves.
 */

const BASE = 'http://dashboard.invalid';

/**
 * Whether `path` stays on this origin as a redirect target: one leading slash, no second slash or
 * backslash after it (a browser reads `//host` and `/\host` as another site), no control character
 * and no backslash anywhere.
 */
function isSameOriginPath(path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return false;
  if ([...path].some((character) => character.charCodeAt(0) < 0x20 || character === '\u007f'))
    return false;
  return new URL(path, BASE).origin === BASE;
}

/** `value` when it is a safe local path to return to, else `/`. */
export function safeReturnTo(value: string | null | undefined): string {
  if (!value || !isSameOriginPath(value)) return '/';
  const parsed = new URL(value, BASE);
  // What the value normalises to (`/.//x`, `/..//x` and `/%2e//x` become `//x`) is checked again:
  // it is what the browser will be sent to.
  const path = `${parsed.pathname}${parsed.search}`;
  if (!isSameOriginPath(path)) return '/';
  if (parsed.pathname.startsWith('/auth/') || parsed.pathname === '/signin') return '/';
  return path;
}

/** The sign-in page, asked to come back to `url` (the page the user wanted). */
export function signInPath(url: URL): string {
  const back = safeReturnTo(`${url.pathname}${url.search}`);
  return back === '/' ? '/signin' : `/signin?returnTo=${encodeURIComponent(back)}`;
}
