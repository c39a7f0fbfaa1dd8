/**
 * Allowed origins of publishable (`pk`) keys: validation and normalisation of configured origins,
 * and matching of a request's `Origin` header against them. Pure module.
 *
 * An origin is `scheme://host[:port]`, optionally followed by one `/`. Accepted schemes: `https`,
 * and `http` only for the loopback hosts `localhost`, `127.0.0.1` and `[::1]` (local
 * development). Every other scheme is rejected, including `chrome-extension:`/`moz-extension:`:
 * the widget is embedded in web pages, and extension origins can be added deliberately later.
 * Wildcards, paths, queries, fragments, user information, whitespace and the opaque origin
 * `null` are rejected.
 *
 * The normalised form is the WHATWG URL serialisation of the origin, which is exactly what a
 * browser sends in `Origin`: lower-case scheme and host, IDN hosts in punycode, default ports
 * (443/80) dropped, IP addresses in canonical form.
 */
import type { FieldError } from '../errors/domain-errors.ts';

export type NormalizedOrigin = { origin: string } | { error: string };
export type NormalizedOrigins = { origins: string[] } | { errors: FieldError[] };

/** Hosts for which plain `http` is accepted (URL serialisation, so IPv6 keeps its brackets). */
const LOOPBACK_HOSTS: ReadonlySet<string> = new Set(['localhost', '127.0.0.1', '[::1]']);

const EXAMPLE = 'an origin such as https://app.example.com';

/** Any whitespace or control character (the URL parser would silently strip tabs/newlines). */
const WHITESPACE_OR_CONTROL = /[\s\p{Cc}]/u;
/** `scheme://` at the very start. */
const SCHEME = /^([A-Za-z][A-Za-z0-9+.-]*):\/\//;
/** Port part of the authority: `:` and 1 to 5 digits. */
const PORT = /^:[0-9]{1,5}$/;

/**
 * Validates and normalises one configured origin. The error message is safe to return to the
 * caller and does not repeat the input.
 */
export function normalizeOrigin(input: string): NormalizedOrigin {
  if (typeof input !== 'string') return { error: 'must be a string' };
  if (input === '') return { error: `must not be empty; expected ${EXAMPLE}` };
  if (WHITESPACE_OR_CONTROL.test(input)) {
    return { error: 'must not contain whitespace or control characters' };
  }
  if (input.toLowerCase() === 'null') return { error: 'the opaque origin "null" is not allowed' };
  if (input.includes('*')) {
    return { error: 'wildcards are not allowed; list every origin explicitly' };
  }

  const scheme = SCHEME.exec(input);
  if (scheme === null) {
    return { error: `must start with a scheme and host; expected ${EXAMPLE}` };
  }
  const protocol = (scheme[1] ?? '').toLowerCase();
  if (protocol !== 'https' && protocol !== 'http') {
    return {
      error: 'scheme must be https (http is allowed only for localhost, 127.0.0.1 and [::1])',
    };
  }

  // Check the raw text: the URL parser would quietly accept and drop much of what follows.
  const rest = input.slice(scheme[0].length);
  const authorityEnd = rest.search(/[/\\?#]/);
  const authority = authorityEnd === -1 ? rest : rest.slice(0, authorityEnd);
  const tail = authorityEnd === -1 ? '' : rest.slice(authorityEnd);
  if (authority === '') return { error: `must include a host; expected ${EXAMPLE}` };
  if (tail !== '' && tail !== '/') {
    const pathEnd = tail.search(/[?#]/);
    const path = pathEnd === -1 ? tail : tail.slice(0, pathEnd);
    if (path !== '' && path !== '/') return { error: 'must not contain a path' };
    if (tail[path.length] === '?') return { error: 'must not contain a query' };
    return { error: 'must not contain a fragment' };
  }
  if (authority.includes('@')) return { error: 'must not contain user information' };
  let host: string;
  let port: string;
  if (authority.startsWith('[')) {
    const close = authority.indexOf(']');
    if (close === -1) return { error: `is not a valid origin; expected ${EXAMPLE}` };
    host = authority.slice(0, close + 1);
    port = authority.slice(close + 1);
  } else {
    const colon = authority.indexOf(':');
    host = colon === -1 ? authority : authority.slice(0, colon);
    port = colon === -1 ? '' : authority.slice(colon);
  }
  if (host === '') return { error: `must include a host; expected ${EXAMPLE}` };
  if (port !== '' && (!PORT.test(port) || Number(port.slice(1)) > 65535))
    return { error: 'port must be a number from 0 to 65535' };

  let url: URL;
  try {
    url = new URL(input);
  } catch {
    return { error: `is not a valid origin; expected ${EXAMPLE}` };
  }
  // Belt and braces: the raw checks above should already guarantee all of this.
  if (
    url.username !== '' ||
    url.password !== '' ||
    url.pathname !== '/' ||
    url.search !== '' ||
    url.hash !== '' ||
    url.hostname === ''
  ) {
    return { error: `is not a valid origin; expected ${EXAMPLE}` };
  }
  if (url.protocol === 'http:' && !LOOPBACK_HOSTS.has(url.hostname)) {
    return { error: 'must use https (http is allowed only for localhost, 127.0.0.1 and [::1])' };
  }
  return { origin: url.origin };
}

/**
 * Normalises a list of configured origins, de-duplicating by normalised form (first occurrence
 * wins). Errors carry the path `<path>.<index>`. An empty list is valid here: whether at least
 * one origin is required depends on the key type and `HEED_ALLOW_UNRESTRICTED_PK_ORIGINS`, which
 * the caller decides.
 */
export function normalizeAllowedOrigins(
  inputs: readonly string[],
  path = 'allowedOrigins',
): NormalizedOrigins {
  const origins: string[] = [];
  const errors: FieldError[] = [];
  inputs.forEach((input, index) => {
    const result = normalizeOrigin(input);
    if ('error' in result) {
      errors.push({ path: `${path}.${index}`, message: result.error });
    } else if (!origins.includes(result.origin)) {
      origins.push(result.origin);
    }
  });
  return errors.length > 0 ? { errors } : { origins };
}

/**
 * Whether a request's `Origin` header is one of the key's (already normalised) allowed origins:
 * exact match of scheme, host and port after normalising the header. An absent, empty or `null`
 * Origin, or one that does not normalise, never matches. Callers decide what an empty list means
 * (unrestricted `pk` key): this function returns false for it.
 */
export function originAllowed(
  allowedOrigins: readonly string[],
  requestOrigin: string | undefined,
): boolean {
  if (requestOrigin === undefined || requestOrigin === '' || requestOrigin === 'null') {
    return false;
  }
  const normalized = normalizeOrigin(requestOrigin);
  if ('error' in normalized) return false;
  return allowedOrigins.includes(normalized.origin);
}
