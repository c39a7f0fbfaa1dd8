/**
 * Runs the PostgreSQL binaries: `initdb` once per data directory, then the server, whose
 * readiness and port are read from its `postmaster.pid` (as `pg_ctl` does). Another process's
 * server on the same data directory is found the same way, so it can be shared.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { chown, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { EmbeddedDatabaseError } from './embedded-database-error.ts';
import type { PostgresBinaries } from './postgres-binaries.ts';
import type { ServerUser } from './server-user.ts';

/** How long a server may take to become ready (or to finish stopping). */
const STARTUP_TIMEOUT_MS = 60_000;
const POLL_MS = 50;

export interface ClusterSettings {
  binaries: PostgresBinaries;
  dataDir: string;
  /** `undefined`: the current user. */
  user: ServerUser | undefined;
  onLog: (line: string) => void;
}

export interface RunningServer {
  pid: number;
  port: number;
  status: string;
}

/** The server running on `dataDir`, waiting while it starts or stops; `undefined` when none. */
export async function runningServer(dataDir: string): Promise<RunningServer | undefined> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  for (;;) {
    const lock = await readLockFile(dataDir);
    if (!lock || !isAlive(lock.pid)) return undefined;
    if (lock.status === 'ready') return lock;
    if (Date.now() > deadline) {
      throw new EmbeddedDatabaseError(
        `the embedded PostgreSQL in ${dataDir} (process ${lock.pid}) stayed '${lock.status}' ` +
          `for ${STARTUP_TIMEOUT_MS / 1000} s: stop that process, or set DATABASE_URL`,
      );
    }
    await sleep(POLL_MS);
  }
}

/** Creates the cluster with one password-authenticated superuser. */
export async function initialiseCluster(
  settings: ClusterSettings,
  superuser: { name: string; password: string },
): Promise<void> {
  const { dataDir, user } = settings;
  // initdb reads the password from a file: one only the server's user can read, removed after.
  const passwordDir = await mkdtemp(path.join(path.dirname(dataDir), '.initdb-'));
  const passwordFile = path.join(passwordDir, 'password');
  try {
    await writeFile(passwordFile, `${superuser.password}\n`, { mode: 0o600 });
    if (user) {
      await chown(passwordDir, user.uid, user.gid);
      await chown(passwordFile, user.uid, user.gid);
    }
    const initdb = launch(settings, settings.binaries.initdb, [
      `--pgdata=${dataDir}`,
      '--auth=scram-sha-256',
      `--username=${superuser.name}`,
      `--pwfile=${passwordFile}`,
      '--encoding=UTF8',
      '--locale=C',
      '--no-instructions',
    ]);
    if ((await initdb.finished) !== 0) {
      throw new EmbeddedDatabaseError(
        `could not create the embedded PostgreSQL in ${dataDir}: ${initdb.failure()}`,
      );
    }
  } finally {
    await rm(passwordDir, { recursive: true, force: true });
  }
}

export interface StartedServer {
  stop(): Promise<void>;
}

/** What `postmaster.pid` says of a server that accepts connections. */
const ACCEPTING = new Set(['ready', 'standby']);

/** Starts the server on `port` (loopback only) and waits until it accepts connections. */
export async function startServer(settings: ClusterSettings, port: number): Promise<StartedServer> {
  const server = launch(settings, settings.binaries.postgres, [
    '-D',
    settings.dataDir,
    '-p',
    String(port),
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    'fsync=off',
  ]);
  let exited = false;
  const exit = server.finished.then(() => {
    exited = true;
  });
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  for (;;) {
    if (exited) {
      throw new EmbeddedDatabaseError(
        `the embedded PostgreSQL in ${settings.dataDir} did not start: ${server.failure()}`,
      );
    }
    const lock = await readLockFile(settings.dataDir);
    // A hot standby (a test's streaming replica) accepts connections as `standby`.
    if (lock && lock.pid === server.process.pid && ACCEPTING.has(lock.status)) break;
    if (Date.now() > deadline) {
      server.process.kill('SIGQUIT');
      throw new EmbeddedDatabaseError(
        `the embedded PostgreSQL in ${settings.dataDir} was not ready after ` +
          `${STARTUP_TIMEOUT_MS / 1000} s: ${server.failure()}`,
      );
    }
    await sleep(POLL_MS);
  }
  return {
    async stop() {
      if (exited) return;
      // Fast shutdown: open sessions are ended, then the server stops cleanly.
      server.process.kill('SIGINT');
      const timer = setTimeout(() => server.process.kill('SIGQUIT'), STARTUP_TIMEOUT_MS);
      await exit;
      clearTimeout(timer);
    },
  };
}

interface Launched {
  process: ChildProcess;
  /** Its exit code once it ended (`null` when killed by a signal or it could not start). */
  finished: Promise<number | null>;
  /** The most telling line of the output so far (the last error), for a one-line failure. */
  failure(): string;
}

function launch(settings: ClusterSettings, executable: string, args: string[]): Launched {
  const child = spawn(executable, args, {
    ...(settings.user ? { uid: settings.user.uid, gid: settings.user.gid } : {}),
    env: { ...process.env, LC_MESSAGES: 'C' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  let spawnError: Error | undefined;
  const collect = (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n')) {
      if (line.trim() === '') continue;
      lines.push(line.trim());
      if (lines.length > 50) lines.shift();
      settings.onLog(line.trim());
    }
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const finished = new Promise<number | null>((resolve) => {
    child.once('error', (error) => {
      spawnError = error;
      resolve(null);
    });
    child.once('close', (code) => resolve(code));
  });
  return {
    process: child,
    finished,
    failure() {
      if (spawnError) return spawnError.message;
      const telling = lines.findLast((line) => /\b(FATAL|ERROR|PANIC|error):/.test(line));
      return telling ?? lines.at(-1) ?? 'no output';
    },
  };
}

async function readLockFile(dataDir: string): Promise<RunningServer | undefined> {
  const text = await readFile(path.join(dataDir, 'postmaster.pid'), 'utf8').catch(() => undefined);
  if (!text) return undefined;
  // Lines: pid, data directory, start time, port, socket directory, listen address, shared
  // memory key, status (`starting`, `ready`, `stopping`).
  const lines = text.split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isSafeInteger(pid) || !Number.isSafeInteger(port)) return undefined;
  return { pid, port, status: (lines[7] ?? '').trim() };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
