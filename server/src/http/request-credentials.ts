import type { IncomingHttpHeaders } from 'node:http';
import { READ_AFTER_HEADER } from '@heed/contracts';
import type { RequestCredentials } from '../request/request-context.ts';

/** The credentials an HTTP request carries in its headers, for REST and `/trpc` alike. */
export function credentialsOf(headers: IncomingHttpHeaders): RequestCredentials {
  const apiKey = headers['x-api-key'];
  const readAfter = headers[READ_AFTER_HEADER];
  return {
    authorization: headers.authorization,
    apiKey: Array.isArray(apiKey) ? apiKey[0] : apiKey,
    origin: headers.origin,
    readAfter: Array.isArray(readAfter) ? readAfter[0] : readAfter,
  };
}
