import type { TestApp } from '../testing/test-app.ts';

/** Test helpers of the key-administration integration tests. */

/** A request to `/api/v1/admin/api-keys<path>` with a secret key, and a JSON body when given. */
export function adminRequest(
  target: TestApp,
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  secretKey: string,
  body?: unknown,
): Promise<Response> {
  return fetch(`${target.url}/api/v1/admin/api-keys${path}`, {
    method,
    headers: {
      authorization: `Bearer ${secretKey}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}
