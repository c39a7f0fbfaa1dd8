import { hash } from 'node:crypto';

/**
 * The log-safe reference of an identifier: `id:` followed by the first 12 lowercase hex characters
 * of SHA-256 over its UTF-8 bytes. Used for user refs, pseudonymised resource ids and `surveyIdRef`.
 */
export function pseudonym(identifier: string): string {
  return `id:${hash('sha256', identifier).slice(0, 12)}`;
}
