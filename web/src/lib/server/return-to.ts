/**
 * Where a user returns after signing in: a path of this dashboard (with its query), never another
 * site, never the sign-in routes themselves.
 */

/** `value` when it is a safe local path to return to, else `/`. */
export function safeReturnTo(value: string | null | undefined): string {
  if (!value?.startsWith('/') || value.startsWith('//') || value.includes('\\')) return '/';
  if ([...value].some((character) => character.charCodeAt(0) < 0x20)) return '/';
  const parsed = new URL(value, 'http://dashboard.invalid');
  if (parsed.origin !== 'http://dashboard.invalid') return '/';
  if (parsed.pathname.startsWith('/auth/') || parsed.pathname === '/signin') return '/';
  return `${parsed.pathname}${parsed.search}`;
}

/** The sign-in page, asked to come back to `url` (the page the user wanted). */
export function signInPath(url: URL): string {
  const back = safeReturnTo(`${url.pathname}${url.search}`);
  return back === '/' ? '/signin' : `/signin?returnTo=${encodeURIComponent(back)}`;
}
