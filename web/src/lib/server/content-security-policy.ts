/**
 * The dashboard's Content-Security-Policy is Kit's (`csp` in vite.config.ts, with a nonce per
 * page). One page needs more: the widget demo loads the widget script from the API's origin and
 * the widget posts the answer there, so that page's policy allows the API's origin in
 * `script-src` and `connect-src` (the API's URL is known only at run time). A policy belongs to a
 * document, so links to the demo page load it as a new document (`data-sveltekit-reload`): reached
 * by a client-side navigation it would keep the policy of the page it came from.
 */

/** `policy` with `origin` added to the sources of `directive` (the directive added if absent). */
function allow(policy: string, directive: string, origin: string): string {
  const parts = policy
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  const index = parts.findIndex((part) => part.split(/\s+/)[0] === directive);
  if (index === -1) return [...parts, `${directive} ${origin}`].join('; ');
  const sources = parts[index]?.split(/\s+/).slice(1) ?? [];
  if (!sources.includes(origin)) parts[index] = [directive, ...sources, origin].join(' ');
  return parts.join('; ');
}

/** The demo page's policy: the page's own plus the API's origin for its script and requests. */
export function demoPagePolicy(policy: string, apiUrl: string): string {
  const origin = new URL(apiUrl).origin;
  return allow(allow(policy, 'script-src', origin), 'connect-src', origin);
}
