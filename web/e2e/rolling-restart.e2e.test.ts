import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import {
  type RoundRobinProxy,
  startRoundRobinProxy,
  startTestApp,
  type TestApp,
} from '@heed/server/testing';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  getFreePort,
  launchBrowser,
  setUpAcme,
  startWebServer,
  type WebServer,
} from './support.ts';

/**
 * `SIGTERM` on a dashboard process (`node web/src/main.ts`): `/internal/isReady` answers 503 at
 * once while pages are still served for `HEED_PRESTOP_DELAY_MS`, then the process drains and
 * exits 0 within `HEED_SHUTDOWN_TIMEOUT_MS`. Two replicas behind a health-checking round-robin
 * balancer are restarted one after the other while signed-in clients load pages continuously:
 * every page is answered 200, and the balancer never failed to forward a request.
 */

const PRE_STOP_MS = 1_500;
const SHUTDOWN_TIMEOUT_MS = 10_000;
const PAGES = ['/t/default/keys', '/t/default/feedback'];

let api: TestApp;
let proxy: RoundRobinProxy;
let ports: number[];
let sessionSecret: string;
const webs: WebServer[] = [];
let cookie: string;

function startReplica(port: number): Promise<WebServer> {
  return startWebServer({
    apiUrl: api.url,
    port,
    readyPath: '/internal/isReady',
    env: {
      HEED_PUBLIC_URL: proxy.url,
      HEED_OIDC_ISSUER: api.issuer.issuer,
      HEED_OIDC_CLIENT_ID: 'heed-dashboard',
      DATABASE_URL: api.database.url,
      HEED_SESSION_SECRET: sessionSecret,
      HEED_PRESTOP_DELAY_MS: String(PRE_STOP_MS),
      HEED_SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_TIMEOUT_MS),
      LOG_LEVEL: 'info',
    },
  });
}

/** The status of `GET url` (redirects not followed), or the error code when nothing answered. */
async function statusOf(url: string, headers: Record<string, string> = {}): Promise<string> {
  try {
    const answer = await fetch(url, {
      headers,
      redirect: 'manual',
      signal: AbortSignal.timeout(10_000),
    });
    await answer.arrayBuffer();
    return String(answer.status);
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause;
    return cause?.code ?? (error as Error).message;
  }
}

async function until<T>(probe: () => Promise<T | undefined>, withinMs: number): Promise<T> {
  const deadline = Date.now() + withinMs;
  while (Date.now() < deadline) {
    const value = await probe();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`not within ${withinMs} ms`);
}

beforeAll(async () => {
  api = await startTestApp();
  ports = [await getFreePort(), await getFreePort()];
  proxy = await startRoundRobinProxy(
    ports.map((port) => `http://127.0.0.1:${port}`),
    { readinessPath: '/internal/isReady', checkEveryMs: 100 },
  );
  sessionSecret = randomBytes(32).toString('base64url');
  for (const port of ports) webs.push(await startReplica(port));
  await setUpAcme(api);
  // The real sign-in, through the balancer; the load then uses its session cookie.
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    await page.goto(`${proxy.url}${PAGES[0]}`);
    await page.waitForURL((url) => url.pathname === '/signin');
    await page.getByRole('link', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.origin === new URL(api.issuer.issuer).origin);
    await page.locator('button[name="user"][value="dev-team-admin"]').click();
    await page.waitForURL((url) => url.origin === proxy.url && url.pathname === PAGES[0]);
    const session = (await page.context().cookies()).find((each) => each.name === 'heed_session');
    cookie = `heed_session=${session?.value}`;
  } finally {
    await browser.close();
  }
});

afterAll(async () => {
  await proxy?.close();
  for (const web of webs) await web.stop();
  await api?.close();
});

describe('stopping a dashboard replica', () => {
  test('a rolling restart of two replicas under load loses no request', async () => {
    const inRotation = (count: number) =>
      until(async () => (proxy.inRotation.length === count ? true : undefined), 30_000);
    await inRotation(2);

    const answered = new Map<string, number>();
    let running = true;
    const worker = async (offset: number) => {
      for (let turn = offset; running; turn++) {
        const path = PAGES[turn % PAGES.length] as string;
        const status = await statusOf(`${proxy.url}${path}`, { cookie });
        const key = `${path} ${status}`;
        answered.set(key, (answered.get(key) ?? 0) + 1);
      }
    };
    const workers = [0, 1, 2, 3].map(worker);

    for (const index of [0, 1]) {
      const replica = webs[index] as WebServer;
      const exited = once(replica.child, 'exit') as Promise<[number | null]>;
      const stoppedAt = Date.now();
      replica.child.kill('SIGTERM');

      // Readiness drops at once; liveness stays; pages are still served, closing connections.
      const notReadyAfterMs = await until(async () => {
        const status = await statusOf(`${replica.url}/internal/isReady`);
        return status === '503' ? Date.now() - stoppedAt : undefined;
      }, PRE_STOP_MS / 2);
      expect(notReadyAfterMs).toBeLessThan(PRE_STOP_MS / 2);
      expect(await statusOf(`${replica.url}/internal/isAlive`)).toBe('200');
      const direct = await fetch(`${replica.url}${PAGES[0]}`, {
        headers: { cookie },
        redirect: 'manual',
      });
      await direct.arrayBuffer();
      expect(direct.status).toBe(200);
      expect(direct.headers.get('connection')).toBe('close');
      expect(Date.now() - stoppedAt).toBeLessThan(PRE_STOP_MS);
      // The balancer noticed within its check interval and sends nothing to it any more.
      await until(async () => (proxy.inRotation.includes(index) ? undefined : true), PRE_STOP_MS);

      const [code] = await exited;
      const stopMs = Date.now() - stoppedAt;
      expect(code, replica.output()).toBe(0);
      expect(stopMs).toBeGreaterThanOrEqual(PRE_STOP_MS);
      expect(stopMs).toBeLessThan(SHUTDOWN_TIMEOUT_MS);
      expect(replica.output()).toContain('dashboard stopped');
      expect(replica.output()).not.toContain('"level":"error"');

      webs[index] = await startReplica(ports[index] as number);
      await inRotation(2);
    }
    // Load on the restarted pair for a moment, then stop it.
    await new Promise((resolve) => setTimeout(resolve, 500));
    running = false;
    await Promise.all(workers);

    const expected = Object.fromEntries(PAGES.map((path) => [`${path} 200`, expect.any(Number)]));
    expect({ answered: Object.fromEntries(answered), failures: proxy.failures }).toEqual({
      answered: expected,
      failures: [],
    });
    for (const path of PAGES) expect(answered.get(`${path} 200`)).toBeGreaterThan(10);
  }, 120_000);
});
