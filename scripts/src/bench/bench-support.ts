/**
 * What both benches need: child processes (Heed, the floor) with their last output kept, ports,
 * `/proc` RSS sampling and a short-lived database client.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  createScratchDirectory,
  type DatabaseServer,
  ensureDatabase,
  externalServer,
  quoteIdentifier,
  startEmbeddedServer,
} from '@heed/db';
import pg from 'pg';
import { apiNodeFlags } from '../../../server/src/runtime/node-flags.ts';

export const root = fileURLToPath(new URL('../../..', import.meta.url));
const RSS_SAMPLE_MS = 200;

export const log = (line: string) => process.stdout.write(`${line}\n`);
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A positive number from the environment variable `name`, or `fallback` when it is unset. */
export function settingOf(name: string, fallback: number): number {
  const raw = process.env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
}

// ---------------------------------------------------------------- child processes

export interface Child {
  name: string;
  process: ChildProcess;
  /** Last lines the child wrote, shown when something goes wrong. */
  output: string[];
}

export function startChild(
  name: string,
  script: string,
  env: Record<string, string>,
  nodeFlags: readonly string[] = [],
  profileDir?: string,
): Child {
  const profile = profileDir
    ? [
        '--cpu-prof',
        `--cpu-prof-dir=${path.resolve(profileDir)}`,
        `--cpu-prof-name=${name}.cpuprofile`,
      ]
    : [];
  const child = spawn(process.execPath, [...nodeFlags, ...profile, script], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n')) {
      if (line.trim() === '') continue;
      output.push(line);
      if (output.length > 40) output.shift();
    }
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return { name, process: child, output };
}

export function running(child: Child): boolean {
  return child.process.exitCode === null && child.process.signalCode === null;
}

export async function stopChild(child: Child | undefined): Promise<void> {
  if (!child || !running(child)) return;
  const exited = once(child.process, 'exit');
  child.process.kill('SIGTERM');
  const timedOut = await Promise.race([exited.then(() => false), sleep(15_000).then(() => true)]);
  if (timedOut && running(child)) {
    child.process.kill('SIGKILL');
    await exited;
  }
}

export function childFailure(child: Child, what: string): Error {
  const tail = child.output.slice(-15).join('\n  ');
  return new Error(`${child.name} ${what}${tail ? `; its last output:\n  ${tail}` : ''}`);
}

export async function waitUntilReady(child: Child, url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!running(child)) throw childFailure(child, 'exited before it was ready');
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw childFailure(child, `was not ready within ${timeoutMs / 1000} s`);
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('could not find a free port'));
      });
    });
  });
}

export function rssBytes(pid: number): number | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1];
    return kb === undefined ? undefined : Number(kb) * 1024;
  } catch {
    return undefined;
  }
}

export function sampleRss(pid: number): { stop(): number } {
  let max = rssBytes(pid) ?? 0;
  const timer = setInterval(() => {
    max = Math.max(max, rssBytes(pid) ?? 0);
  }, RSS_SAMPLE_MS);
  return {
    stop() {
      clearInterval(timer);
      max = Math.max(max, rssBytes(pid) ?? 0);
      return max;
    },
  };
}

export async function withClient<T>(
  url: string,
  use: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

/** A fresh `heed_bench_<random>` database on the given server, or on an embedded one. */
export interface BenchDatabase {
  url: string;
  name: string;
  /** What kind of server, for the report. */
  kind: string;
  /** Drops the database, stops an embedded server and removes its directory; never throws. */
  close(): Promise<void>;
}

/** `BENCH_KEEP_DATABASE=1`: an external server's bench database is kept for inspection. */
const keepDatabase = process.env.BENCH_KEEP_DATABASE === '1';

export async function openBenchDatabase(databaseUrl: string | undefined): Promise<BenchDatabase> {
  let server: DatabaseServer;
  let tempDir: string | undefined;
  let kind: string;
  if (databaseUrl) {
    server = externalServer(databaseUrl);
    kind = `external PostgreSQL (${new URL(databaseUrl).host})`;
  } else {
    tempDir = await createScratchDirectory('heed-bench-');
    log('DATABASE_URL is not set: starting an embedded PostgreSQL …');
    server = await startEmbeddedServer({ dataDir: path.join(tempDir, 'postgres') });
    kind = 'embedded PostgreSQL (fsync=off)';
  }
  const name = `heed_bench_${randomBytes(6).toString('hex')}`;
  const close = async () => {
    if (keepDatabase && databaseUrl) {
      log(`kept database ${name} (BENCH_KEEP_DATABASE)`);
      return;
    }
    await withClient(server.adminUrl, (client) =>
      client.query(`drop database if exists ${quoteIdentifier(name)} with (force)`),
    ).catch((error: unknown) => log(`could not drop ${name}: ${(error as Error).message}`));
    await server.stop().catch(() => {});
    if (tempDir) await rm(tempDir, { recursive: true, force: true }).catch(() => {});
  };
  try {
    return { url: await ensureDatabase(server, name), name, kind, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/**
 * Heed as a child process on a free loopback port (`server/src/main.ts`: it migrates the database
 * first), answering once `/internal/isReady` does. The caller stops it with `stopChild`.
 */
export async function startHeed(
  databaseUrl: string,
  issuer: string,
  profileDir?: string,
  options: { name?: string; env?: Record<string, string> } = {},
): Promise<{ child: Child; base: string }> {
  const port = await freePort();
  const child = startChild(
    options.name ?? 'heed',
    'server/src/main.ts',
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      HEED_OIDC_ISSUER: issuer,
      HEED_OIDC_AUDIENCE: 'heed-api',
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    apiNodeFlags(),
    profileDir,
  );
  const base = `http://127.0.0.1:${port}`;
  await waitUntilReady(child, `${base}/internal/isReady`);
  return { child, base };
}
