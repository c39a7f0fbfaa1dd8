/**
 * `npm start`: builds the dashboard (when a source changed since its last build), then runs the API and the dashboard side by side; once both
 * answer ready it says where they are in one line. When either stops, the other is stopped too;
 * SIGINT/SIGTERM are passed on so both drain cleanly.
 * `npm run start:api` (`--api-only`): the API process alone, with the same Node.js flags.
 *
 * Stopping works whichever process is signalled. npm's script shell `exec`s this process (see the
 * root package.json), so the signal npm passes on to its child reaches this process, not a shell
 * that would die and leave it running. Run through npm, this process stops everything when npm
 * goes away (its parent changes). The API and the dashboard have an IPC channel to this process
 * and stop when it closes (`@heed/server/parent-process`), so none of them outlives it.
 *
 * With nothing configured, this process provides what both need: the embedded PostgreSQL (no
 * `DATABASE_URL`), the development identity provider (no `HEED_OIDC_ISSUER`) and, with it, a
 * session secret kept in `HEED_DATA_DIR` across starts; it hands them to both processes.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { ensureDatabase, startEmbeddedServer } from '@heed/db';
import {
  apiNodeFlags,
  ConfigError,
  embeddedDataDir,
  loadConfig,
  startLoopbackIssuer,
} from '@heed/server';
import { developmentSessionSecret } from './development-session-secret.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig(process.env);
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const apiOnly = process.argv.includes('--api-only');

// SIGINT/SIGTERM are handled from the start: until the processes run, a stop ends what runs so far
// (the build, then the embedded PostgreSQL and the development issuer) and exits.
let stopSignal: NodeJS.Signals | undefined;
let onStop = (signal: NodeJS.Signals): void => {
  stopSignal ??= signal;
};
process.on('SIGINT', () => onStop('SIGINT'));
process.on('SIGTERM', () => onStop('SIGTERM'));

if (!apiOnly) {
  // A process group of its own (npm, its shell, vite), so a stop reaches all of it.
  const build = spawn('npm', ['run', 'build:when-stale', '--silent', '-w', '@heed/web'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  onStop = (signal) => {
    stopSignal ??= signal;
    try {
      process.kill(-(build.pid as number), signal);
    } catch {
      // the build has ended
    }
  };
  const [status] = (await once(build, 'exit')) as [number | null];
  if (stopSignal) process.exit(0);
  if (status !== 0) {
    console.error('the dashboard build failed');
    process.exit(1);
  }
  onStop = (signal) => {
    stopSignal ??= signal;
  };
}

/** Variables both processes get; the host is fixed here, before `DATABASE_URL` may be added. */
const shared: Record<string, string> = { HOST: config.host };
const cleanups: (() => Promise<void>)[] = [];

if (!apiOnly && !config.databaseUrl) {
  const dataDir = embeddedDataDir(config);
  console.log(`DATABASE_URL is not set: starting the embedded PostgreSQL in ${dataDir}`);
  const server = await startEmbeddedServer({ dataDir });
  cleanups.push(() => server.stop());
  shared.DATABASE_URL = await ensureDatabase(server, 'heed');
}
if (!apiOnly && !config.oidc) {
  const adminGroup = config.adminGroup ?? 'heed-admins';
  const issuer = await startLoopbackIssuer({ adminGroup, clientId: 'heed-dashboard' });
  cleanups.push(() => issuer.close());
  Object.assign(shared, {
    HEED_OIDC_ISSUER: issuer.issuer,
    HEED_OIDC_AUDIENCE: 'heed-api',
    HEED_OIDC_CLIENT_ID: 'heed-dashboard',
    HEED_ADMIN_GROUP: adminGroup,
  });
  // Kept in HEED_DATA_DIR and reused: webhook endpoints are sealed with a key derived from it.
  if (!config.sessionSecret) {
    shared.HEED_SESSION_SECRET = await developmentSessionSecret(config.dataDir);
  }
  console.warn(
    `*** HEED_OIDC_ISSUER is not set: signing in through a DEVELOPMENT identity provider at ` +
      `${issuer.issuer} where anyone can sign in as anyone. Never run like this in production. ***`,
  );
}

if (stopSignal) {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
  process.exit(0);
}

const apiUrl = config.apiUrl ?? `http://127.0.0.1:${config.port}`;
const dashboardUrl = config.publicUrl ?? `http://localhost:${config.webPort}`;
/** Stdio of both processes: this one's, and the IPC channel whose end tells them to stop. */
const stdio = ['inherit', 'inherit', 'inherit', 'ipc'] as const;
const api = spawn(process.execPath, [...apiNodeFlags(), 'server/src/main.ts'], {
  cwd: root,
  stdio: [...stdio],
  env: { ...process.env, ...shared },
});
const children: ChildProcess[] = [api];
if (!apiOnly) {
  children.push(
    spawn(process.execPath, ['web/src/main.ts'], {
      cwd: root,
      stdio: [...stdio],
      env: {
        ...process.env,
        ...shared,
        PORT: String(config.webPort),
        HEED_API_URL: apiUrl,
        HEED_PUBLIC_URL: dashboardUrl,
      },
    }),
  );
}

let exitCode = 0;
let stopping = false;
function stopAll(signal: NodeJS.Signals): void {
  stopping = true;
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  }
}
async function finish(): Promise<void> {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
  process.exit(exitCode);
}
for (const child of children) {
  child.on('exit', (code) => {
    if (code) exitCode = code;
    stopAll('SIGTERM');
    if (children.every((each) => each.exitCode !== null || each.signalCode !== null)) {
      void finish();
    }
  });
}
onStop = stopAll;

// Run through npm: when npm goes away without passing a signal on (killed outright), this process
// is handed to another parent; then everything stops as on SIGTERM.
if (process.env.npm_lifecycle_event) {
  const parent = process.ppid;
  const watch = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(watch);
    stopAll('SIGTERM');
  }, 250);
  watch.unref();
}

/** Where this machine reaches a process listening on `host`. */
function localUrl(port: number): string {
  const wildcard = ['0.0.0.0', '::', ''].includes(config.host);
  const host = wildcard
    ? '127.0.0.1'
    : config.host.includes(':')
      ? `[${config.host}]`
      : config.host;
  return `http://${host}:${port}`;
}
async function isReady(url: string): Promise<boolean> {
  return fetch(`${url}/internal/isReady`, { signal: AbortSignal.timeout(2_000) })
    .then((response) => response.ok)
    .catch(() => false);
}

// One human line once every process answers ready: where the dashboard and the API are.
const readyChecks = apiOnly
  ? [localUrl(config.port)]
  : [localUrl(config.port), localUrl(config.webPort)];
while (!stopping) {
  const answers = await Promise.all(readyChecks.map(isReady));
  if (stopping) break;
  if (answers.every(Boolean)) {
    console.log(apiOnly ? `API: ${apiUrl}` : `Dashboard: ${dashboardUrl} · API: ${apiUrl}`);
    break;
  }
  await new Promise((resolve) => setTimeout(resolve, 250));
}
