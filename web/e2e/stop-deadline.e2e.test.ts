import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import {
  startDatabaseProxy,
  startTestApp,
  type TcpProxy,
  type TestApp,
} from '@heed/server/testing';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startWebServer, type WebServer } from './support.ts';

/**
 * A dashboard process whose database stopped answering still ends within
 * `HEED_SHUTDOWN_TIMEOUT_MS` after SIGTERM: readiness drops at once, the request stuck on the
 * database is cut when the drain's share of the time is over, and when closing the pool hangs
 * too, the process exits 1 at the deadline and says so.
 */

const PRE_STOP_MS = 500;
const SHUTDOWN_TIMEOUT_MS = 3_000;

let api: TestApp;
let database: TcpProxy;
let web: WebServer;

beforeAll(async () => {
  api = await startTestApp();
  database = await startDatabaseProxy(api.database.url);
  web = await startWebServer({
    apiUrl: api.url,
    readyPath: '/internal/isReady',
    env: {
      DATABASE_URL: database.urlFor(api.database.url),
      HEED_OIDC_ISSUER: api.issuer.issuer,
      HEED_SESSION_SECRET: randomBytes(32).toString('base64url'),
      HEED_PRESTOP_DELAY_MS: String(PRE_STOP_MS),
      HEED_SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_TIMEOUT_MS),
    },
  });
});

afterAll(async () => {
  database?.resume();
  await web?.stop();
  await database?.close();
  await api?.close();
});

describe('stopping a dashboard whose database stopped answering', () => {
  test('ends at HEED_SHUTDOWN_TIMEOUT_MS with exit 1, having dropped readiness first', async () => {
    // A session cookie makes every request look its session up in the database.
    const cookie = `heed_session=${randomBytes(32).toString('base64url')}`;
    const before = await fetch(`${web.url}/signin`, { headers: { cookie } });
    expect(before.status).toBe(200);
    await before.arrayBuffer();

    database.stall();
    const stuck = fetch(`${web.url}/signin`, { headers: { cookie } }).then(
      async (answer) => `${answer.status} ${await answer.text()}`,
      (error: Error) => error.message,
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    const exited = once(web.child, 'exit') as Promise<[number | null]>;
    const stoppedAt = Date.now();
    web.child.kill('SIGTERM');

    await new Promise((resolve) => setTimeout(resolve, PRE_STOP_MS / 5));
    const ready = await fetch(`${web.url}/internal/isReady`);
    expect(ready.status).toBe(503);
    expect(await ready.text()).toBe('NOT READY');

    const [code] = await exited;
    const stopMs = Date.now() - stoppedAt;
    expect(code, web.output()).toBe(1);
    expect(stopMs).toBeGreaterThanOrEqual(SHUTDOWN_TIMEOUT_MS);
    expect(stopMs).toBeLessThan(SHUTDOWN_TIMEOUT_MS + 1_000);
    expect(web.output()).toContain('shutdown deadline passed');
    expect(web.output()).not.toContain('dashboard stopped');
    // The stuck request did not keep the process: its connection was cut.
    expect(await stuck).toBe('fetch failed');
  }, 60_000);
});
