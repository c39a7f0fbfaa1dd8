/**
 * The browser-test harness of the dashboard. Inside a vitest `e2e` (or `screenshots`) project:
 *
 * ```ts
 * const stack = await startStack();          // API + dashboard + loopback issuer, fresh database
 * const browser = await launchBrowser();
 * const page = await stack.newPage(browser); // a fresh context; `page.errors` collects JS errors
 * await stack.signIn(page, 'dev-org-admin', '/onboarding'); // the REAL sign-in, see below
 * await stack.setUpOrganisation();           // org "Acme", team `default`, first keys, role groups
 * …
 * await stack.close();
 * ```
 *
 * - The API is the real Heed application in this process (`startTestApp` of `@heed/server/testing`)
 *   on a database of its own cloned from the migrated template (vitest global setup of `@heed/db`).
 * - Its OIDC issuer is the test issuer: the development issuer's sign-in page (pick a user),
 *   token endpoint (code + PKCE, refresh tokens) and end-session endpoint, with real RS256 tokens
 *   the API verifies as usual. `stack.issuer.setSignInUsers([...])` changes who can sign in; the
 *   default users are `developmentUsers('heed-admins')`: `dev-org-admin` (org admin),
 *   `dev-team-admin`, `dev-editor`, `dev-viewer` (groups `heed-dev-team-*`, which
 *   `setUpOrganisation()` maps to team `default` as the onboarding does).
 * - The dashboard is the production build (`e2e/global-setup.ts` builds it when stale) in a child
 *   process on a free port; `stack.web.output()` is everything it printed (log and audit lines).
 * - The API's `HEED_PUBLIC_URL` is the dashboard's URL (alert messages link to its pages). Its alert
 *   scheduler runs only when asked: `startStack({ alertScheduler: { intervalMs: 1_000 } })`.
 * - `stack.open(page, path)` opens a page and waits for hydration (before using controls that
 *   hydration could reset, such as a select).
 * - `stack.signIn(page, sub, path)` opens `path`, follows the redirect to the sign-in page, clicks
 *   "Sign in", picks the user on the issuer's page and waits until the dashboard shows `path`.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  startTestApp,
  type TestApp,
  type TestAppOptions,
  type TestIssuer,
} from '@heed/server/testing';
import type { Browser, Page } from 'playwright-core';

export const webDir = fileURLToPath(new URL('..', import.meta.url));
export const buildEntry = path.join(webDir, 'build', 'index.js');
/** The dashboard process as production runs it: `node src/main.ts` serving the build. */
export const processEntry = path.join(webDir, 'src', 'main.ts');

const LOOPBACK = '127.0.0.1';

/**
 * The environment for child processes: the current one without the variables the test runner
 * sets for itself (they change how Vite and SvelteKit behave), plus the given overrides.
 */
export function childEnv(overrides: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (key.startsWith('VITEST') || key === 'TEST' || key === 'NODE_ENV') continue;
    env[key] = value;
  }
  return { ...env, NODE_ENV: 'production', ...overrides };
}

async function listen(server: Server): Promise<void> {
  server.listen(0, LOOPBACK);
  await once(server, 'listening');
}

async function close(server: Server): Promise<void> {
  if (!server.listening) return;
  server.closeAllConnections();
  await new Promise<void>((resolve, reject) =>
    server.close((error) => (error ? reject(error) : resolve())),
  );
}

/** Finds a port that is free right now, by briefly listening on it. */
export async function getFreePort(): Promise<number> {
  const server = createServer();
  await listen(server);
  const { port } = server.address() as AddressInfo;
  await close(server);
  return port;
}

/** A URL on which nothing listens, so connections to it are refused. */
export async function getClosedUrl(): Promise<string> {
  return `http://${LOOPBACK}:${await getFreePort()}`;
}

export interface WebServer {
  url: string;
  child: ChildProcess;
  /** Everything the server printed, for failure messages. */
  output(): string;
  /** SIGTERM (SIGKILL after `graceMs`, default 5 s); resolves with the exit code. */
  stop(graceMs?: number): Promise<number | null>;
}

const running = new Set<ChildProcess>();

// Last resort if the test process dies without running its cleanup hooks.
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

async function stopProcess(child: ChildProcess, graceMs = 5_000): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) {
    running.delete(child);
    return child.exitCode;
  }
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  try {
    const [code] = (await exited) as [number | null];
    return code;
  } finally {
    clearTimeout(timer);
    running.delete(child);
  }
}

async function waitUntilAnswering(
  url: string,
  child: ChildProcess,
  output: () => string,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      const reason = child.exitCode ?? child.signalCode;
      throw new Error(`web server exited early (${reason}):\n${output()}`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(1_000) });
      await response.body?.cancel();
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`web server did not answer at ${url} within ${timeoutMs}ms:\n${output()}`);
}

/** Starts the production build (`node src/main.ts`) and waits until it answers HTTP. */
export async function startWebServer(options: {
  apiUrl: string;
  /** Listening port; default a free one. */
  port?: number;
  /** Further environment of the dashboard process (issuer, database, secrets). */
  env?: Record<string, string>;
  /** Path that must answer for the server to count as started; default `/signin`. */
  readyPath?: string;
  timeoutMs?: number;
}): Promise<WebServer> {
  const port = options.port ?? (await getFreePort());
  const url = `http://${LOOPBACK}:${port}`;
  const child = spawn(process.execPath, [processEntry], {
    cwd: webDir,
    env: childEnv({
      PORT: String(port),
      HOST: LOOPBACK,
      HEED_API_URL: options.apiUrl,
      HEED_PUBLIC_URL: url,
      ...options.env,
    }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  child.on('error', (error) => {
    output += `\n${error.stack ?? error.message}`;
  });
  const server: WebServer = {
    url,
    child,
    output: () => output,
    stop: (graceMs) => stopProcess(child, graceMs),
  };
  try {
    await waitUntilAnswering(
      `${url}${options.readyPath ?? '/signin'}`,
      child,
      server.output,
      options.timeoutMs ?? 30_000,
    );
  } catch (error) {
    await server.stop();
    throw error;
  }
  return server;
}

/** A headless Chromium for one test file (see `@heed/server/testing/browser`). */
export { launchBrowser } from '@heed/server/testing/browser';

/** A page that remembers the JavaScript errors it saw. */
export type TrackedPage = Page & { errors: string[] };

export interface Stack {
  api: TestApp;
  issuer: TestIssuer;
  web: WebServer;
  /** The dashboard's session secret of this run. */
  sessionSecret: string;
  /** A page in a fresh browser context (its own cookies), optionally with a colour scheme. */
  newPage(
    browser: Browser,
    options?: { colorScheme?: 'light' | 'dark'; width?: number; height?: number },
  ): Promise<TrackedPage>;
  /** Opens `path` of the dashboard and waits until the page is hydrated (interactive). */
  open(page: Page, path: string): Promise<void>;
  /** Signs in as `sub` through the issuer's sign-in page, arriving at `path`. */
  signIn(page: Page, sub: string, path?: string): Promise<void>;
  /**
   * What the onboarding creates, done through the API as the org admin: organisation `Acme`
   * with team `default`, the first key pair (dashboard origin allowed) and the development role
   * groups mapped to `default`. Returns the publishable key.
   */
  setUpOrganisation(): Promise<{ publishableKey: string; secretKey: string }>;
  /** Calls the API's tRPC endpoint as `sub` (org admin when in `heed-admins`). */
  trpc(
    sub: string,
    groups: string[],
    procedure: string,
    input: unknown,
    kind?: 'query' | 'mutation',
  ): Promise<unknown>;
  close(): Promise<void>;
}

export const DEVELOPMENT_ROLE_GROUPS = {
  'heed-dev-team-admins': 'admin',
  'heed-dev-team-editors': 'editor',
  'heed-dev-team-viewers': 'viewer',
} as const;

/**
 * For tests that run their own dashboards: what the onboarding creates but keys, through the API
 * as the org admin: organisation `Acme`, team `default`, the development role groups mapped to it.
 */
export async function setUpAcme(api: TestApp): Promise<void> {
  const token = await api.tokenFor({ sub: 'dev-org-admin', groups: ['heed-admins'] });
  const asOrgAdmin = async (procedure: string, input: unknown) => {
    const response = await fetch(`${api.url}/trpc/${procedure}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(input),
    });
    if (!response.ok) throw new Error(`${procedure} answered ${response.status}`);
  };
  await asOrgAdmin('setup.organisation', { name: 'Acme' });
  for (const [oidcGroupId, role] of Object.entries(DEVELOPMENT_ROLE_GROUPS)) {
    await asOrgAdmin('org.createGroupMapping', { slug: 'default', oidcGroupId, role });
  }
}

/** The API, the test issuer and the dashboard on a fresh database. */
export async function startStack(
  options: {
    env?: Record<string, string>;
    /** Further environment of the API (e.g. `HEED_WEBHOOK_ALLOW_HTTP`). */
    apiEnv?: Record<string, string>;
    /** The API's process metrics (memory, event loop) in its `/internal/metrics` too. */
    processMetrics?: boolean;
    /** The API's alert scheduler (digests, hour windows): not scheduled unless given. */
    alertScheduler?: TestAppOptions['alertScheduler'];
  } = {},
): Promise<Stack> {
  // The dashboard's port is chosen first: the API links to it in alert messages.
  const webPort = await getFreePort();
  const api = await startTestApp(
    { HEED_PUBLIC_URL: `http://${LOOPBACK}:${webPort}`, ...options.apiEnv },
    {
      processMetrics: options.processMetrics ?? false,
      ...(options.alertScheduler !== undefined ? { alertScheduler: options.alertScheduler } : {}),
    },
  );
  const sessionSecret = randomBytes(32).toString('base64url');
  let web: WebServer;
  try {
    web = await startWebServer({
      apiUrl: api.url,
      port: webPort,
      env: {
        HEED_OIDC_ISSUER: api.issuer.issuer,
        HEED_OIDC_CLIENT_ID: 'heed-dashboard',
        DATABASE_URL: api.database.url,
        HEED_SESSION_SECRET: sessionSecret,
        LOG_LEVEL: 'debug',
        ...options.env,
      },
    });
  } catch (error) {
    await api.close();
    throw error;
  }
  const contexts = new Set<{ close(): Promise<void> }>();

  async function trpc(
    sub: string,
    groups: string[],
    procedure: string,
    input: unknown,
    kind: 'query' | 'mutation' = 'mutation',
  ): Promise<unknown> {
    const token = await api.tokenFor({ sub, groups });
    const url = new URL(`${api.url}/trpc/${procedure}`);
    if (kind === 'query') url.searchParams.set('input', JSON.stringify(input));
    const response = await fetch(url, {
      method: kind === 'query' ? 'GET' : 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      ...(kind === 'mutation' ? { body: JSON.stringify(input) } : {}),
    });
    const body = (await response.json()) as { result?: { data?: unknown }; error?: unknown };
    if (!response.ok)
      throw new Error(`${procedure} answered ${response.status}: ${JSON.stringify(body)}`);
    return body.result?.data;
  }

  return {
    api,
    issuer: api.issuer,
    web,
    sessionSecret,
    async newPage(browser, pageOptions = {}) {
      const context = await browser.newContext({
        colorScheme: pageOptions.colorScheme ?? 'light',
        viewport: { width: pageOptions.width ?? 1280, height: pageOptions.height ?? 800 },
      });
      contexts.add(context);
      const page = (await context.newPage()) as TrackedPage;
      page.errors = [];
      page.on('pageerror', (error) => page.errors.push(error.message));
      return page;
    },
    async open(page, path) {
      await page.goto(`${web.url}${path}`);
      await page.locator('html[data-hydrated="true"]').waitFor();
    },
    async signIn(page, sub, path = '/') {
      await page.goto(`${web.url}${path}`);
      await page.waitForURL((url) => url.pathname === '/signin');
      await page.getByRole('link', { name: 'Sign in' }).click();
      await page.waitForURL((url) => url.origin === new URL(api.issuer.issuer).origin);
      await page.locator(`button[name="user"][value="${sub}"]`).click();
      await page.waitForURL((url) => url.origin === web.url && url.pathname !== '/auth/callback');
      await page.locator('html[data-hydrated="true"]').waitFor();
    },
    async setUpOrganisation() {
      const admin = ['dev-org-admin', ['heed-admins']] as const;
      await trpc(admin[0], [...admin[1]], 'setup.organisation', { name: 'Acme' });
      const keys = (await trpc(admin[0], [...admin[1]], 'setup.keys', {
        allowedOrigins: [web.url],
      })) as { publishableKey: string; secretKey: string };
      for (const [oidcGroupId, role] of Object.entries(DEVELOPMENT_ROLE_GROUPS)) {
        await trpc(admin[0], [...admin[1]], 'org.createGroupMapping', {
          slug: 'default',
          oidcGroupId,
          role,
        });
      }
      return keys;
    },
    trpc,
    async close() {
      for (const context of contexts) await context.close().catch(() => {});
      await web.stop();
      await api.close();
    },
  };
}
