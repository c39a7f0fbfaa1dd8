import type pg from 'pg';
import { queryDatabaseAt } from './database-seed.ts';
import type { TestApp } from './test-app.ts';

/** `POST /api/v1/submission` with a secret key; `body` is sent as JSON. */
export function submitWithSecretKey(app: TestApp, secretKey: string, body: unknown) {
  return fetch(`${app.url}/api/v1/submission`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${secretKey}` },
    body: JSON.stringify(body),
  });
}

/** One statement on the app's database, straight to the server (never through a test proxy). */
export async function queryDatabase<Row extends pg.QueryResultRow>(
  app: TestApp,
  text: string,
  values: unknown[] = [],
): Promise<Row[]> {
  return queryDatabaseAt<Row>(app.database.url, text, values);
}
