import type { IncomingHttpHeaders } from 'node:http';
import type { RequestCredentials } from '../request/request-context.ts';

/** The credentials an HTTP request carries in its headers, for REST and `/trpc` alike. */
export function credentialsOf(headers: IncomingHttpHeaders): RequestCredentials {
  const apiKey = headers['x-api-key'];
  return {
    authorization: headers.authorization,
    apiKey: Array.isArray(apiKey) ? apiKey[0] : apiKey,
    origin: headers.origin,
  };
}
