/**
 * `npm start` as the README runs it (through npm, which runs its script through a shell): once
 * the API and the dashboard answer ready it says where they are in one human line; and whichever
 * process of it a supervisor signals — npm's, with SIGTERM or SIGINT, the whole group with SIGINT,
 * or `start.ts`'s node killed outright — every process of the tree (npm, `start.ts` with the development issuer, the API, the
 * dashboard) is gone within seconds and every port is free again.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '@heed/db';
import { createTestDatabase, type TestDatabase } from '@heed/db/testing';
import { afterEach, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

interface Started {
  npm: ChildProcess;
  output(): string;
  ports: number[];
  readyLine: string;
  /** `HEED_DATA_DIR` of the run. */
  dataDir: string;
}

const running: ChildProcess[] = [];
const databases: TestDatabase[] = [];
const dataDirs: string[] = [];
afterEach(async () => {
  for (const npm of running.splice(0)) {
    for (const pid of descendants(npm.pid as number)) signal(pid, 'SIGKILL');
    signal(npm.pid as number, 'SIGKILL');
  }
  for (const database of databases.splice(0)) await database.drop();
  for (const dataDir of dataDirs.splice(0)) await rm(dataDir, { recursive: true, force: true });
});

function signal(pid: number, name: NodeJS.Signals): void {
  try {
    process.kill(pid, name);
  } catch {
    // gone already
  }
}

/** Parent and state of a process from `/proc`, or `undefined` when it is gone (or a zombie). */
function processInfo(pid: number): { ppid: number; command: string } | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const [state, ppid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (state === 'Z' || state === 'X') return undefined;
    const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').trim();
    return { ppid: Number(ppid), command };
  } catch {
    return undefined;
  }
}

/** Every living descendant of `pid`. */
function descendants(pid: number): number[] {
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const info = processInfo(Number(entry));
    if (info) parents.set(Number(entry), info.ppid);
  }
  const found: number[] = [];
  const queue = [pid];
  while (queue.length > 0) {
    const parent = queue.shift() as number;
    for (const [child, ppid] of parents) {
      if (ppid === parent) {
        found.push(child);
        queue.push(child);
      }
    }
  }
  return found;
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

async function startThroughNpm(
  env: Record<string, string> = {},
  options: { ownGroup?: boolean } = {},
): Promise<Started> {
  const database = await createTestDatabase();
  databases.push(database);
  const [port, webPort] = [await freePort(), await freePort()];
  const dataDir = await mkdtemp(path.join(tmpdir(), 'heed-start-'));
  dataDirs.push(dataDir);
  const npm = spawn('npm', ['start'], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      DATABASE_URL: database.url,
      HOST: '127.0.0.1',
      PORT: String(port),
      WEB_PORT: String(webPort),
      LOG_LEVEL: 'warn',
      HEED_DATA_DIR: dataDir,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    // A process group of its own, as a terminal gives `npm start` (Ctrl-C signals the group).
    detached: options.ownGroup ?? false,
  });
  running.push(npm);
  let output = '';
  npm.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  npm.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const deadline = Date.now() + 200_000;
  for (;;) {
    const readyLine = output.split('\n').find((line) => line.startsWith('Dashboard: '));
    if (readyLine) {
      // The development issuer runs in `start.ts`'s process, on a port of its own.
      const issuerPort = Number(
        /identity provider at http:\/\/127\.0\.0\.1:(\d+)/.exec(output)?.[1],
      );
      expect(issuerPort).toBeGreaterThan(0);
      return {
        npm,
        output: () => output,
        ports: [port, webPort, issuerPort],
        readyLine,
        dataDir,
      };
    }
    if (npm.exitCode !== null || Date.now() > deadline) {
      throw new Error(`npm start did not get ready:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The tree under npm: `start.ts`, the API and the dashboard (each a node process). */
function treeOf(started: Started): number[] {
  const tree = descendants(started.npm.pid as number);
  const commands = tree.map((pid) => processInfo(pid)?.command ?? '');
  expect(commands.some((command) => command.includes('scripts/src/start.ts'))).toBe(true);
  expect(commands.some((command) => command.includes('server/src/main.ts'))).toBe(true);
  expect(commands.some((command) => command.includes('web/src/main.ts'))).toBe(true);
  return [started.npm.pid as number, ...tree];
}

async function expectAllGone(
  pids: number[],
  ports: number[],
  withinMs: number,
  output: () => string,
) {
  const started = Date.now();
  while (pids.some((pid) => processInfo(pid)) && Date.now() - started < withinMs) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const left = pids.filter((pid) => processInfo(pid)).map((pid) => processInfo(pid)?.command);
  expect(left, output()).toEqual([]);
  for (const port of ports) expect(await portIsFree(port), `port ${port}`).toBe(true);
}

describe('npm start', () => {
  it('says where the dashboard and the API are, then stops entirely on SIGTERM to npm', async () => {
    const started = await startThroughNpm();
    const [port, webPort] = started.ports;
    expect(started.readyLine).toBe(
      `Dashboard: http://localhost:${webPort} · API: http://127.0.0.1:${port}`,
    );
    // Both really answer when the line is printed.
    expect((await fetch(`http://127.0.0.1:${port}/internal/isReady`)).status).toBe(200);
    expect((await fetch(`http://127.0.0.1:${webPort}/internal/isReady`)).status).toBe(200);
    // The development session secret is kept for the next start, readable by its owner only.
    const secretFile = path.join(started.dataDir, 'development-session-secret');
    expect((await stat(secretFile)).mode & 0o777).toBe(0o600);
    expect((await readFile(secretFile, 'utf8')).trim()).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const pids = treeOf(started);
    process.kill(started.npm.pid as number, 'SIGTERM');
    await expectAllGone(pids, started.ports, 8_000, started.output);
  }, 240_000);

  it('names the configured URLs, and stops entirely on SIGINT to npm', async () => {
    const apiPort = await freePort();
    const webPort = await freePort();
    const started = await startThroughNpm({
      PORT: String(apiPort),
      WEB_PORT: String(webPort),
      HEED_PUBLIC_URL: `http://127.0.0.1:${webPort}`,
      HEED_API_URL: `http://localhost:${apiPort}`,
    });
    expect(started.readyLine).toBe(
      `Dashboard: http://127.0.0.1:${webPort} · API: http://localhost:${apiPort}`,
    );
    const pids = treeOf(started);
    process.kill(started.npm.pid as number, 'SIGINT');
    await expectAllGone(
      pids,
      [apiPort, webPort, started.ports[2] as number],
      8_000,
      started.output,
    );
  }, 240_000);

  it('stops entirely on SIGINT to its whole process group (Ctrl-C in a terminal)', async () => {
    const started = await startThroughNpm({}, { ownGroup: true });
    const pids = treeOf(started);
    process.kill(-(started.npm.pid as number), 'SIGINT');
    await expectAllGone(pids, started.ports, 8_000, started.output);
  }, 240_000);

  it('stops the dashboard build too when signalled while it builds', async () => {
    const database = await createTestDatabase();
    databases.push(database);
    const npm = spawn('npm', ['start'], {
      cwd: root,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        DATABASE_URL: database.url,
        PORT: String(await freePort()),
        WEB_PORT: String(await freePort()),
        // Builds even where the build is up to date.
        HEED_WEB_REBUILD: '1',
      },
      stdio: 'ignore',
    });
    running.push(npm);
    const deadline = Date.now() + 60_000;
    let tree: number[] = [];
    while (!tree.some((pid) => /vite(\.js)? build/.test(processInfo(pid)?.command ?? ''))) {
      expect(Date.now(), 'the build did not start').toBeLessThan(deadline);
      await new Promise((resolve) => setTimeout(resolve, 100));
      tree = descendants(npm.pid as number);
    }
    process.kill(npm.pid as number, 'SIGTERM');
    await expectAllGone([npm.pid as number, ...tree], [], 8_000, () => '');
  }, 120_000);

  it('npm run start:api says where the API is, and stops on SIGTERM to npm', async () => {
    const database = await createTestDatabase();
    databases.push(database);
    const port = await freePort();
    const npm = spawn('npm', ['run', 'start:api'], {
      cwd: root,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        DATABASE_URL: database.url,
        HOST: '127.0.0.1',
        PORT: String(port),
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    running.push(npm);
    let output = '';
    npm.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    const deadline = Date.now() + 60_000;
    while (!output.includes('API: ')) {
      expect(Date.now(), output).toBeLessThan(deadline);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(output.split('\n').filter((line) => line.startsWith('API: '))).toEqual([
      `API: http://127.0.0.1:${port}`,
    ]);
    expect(output).not.toContain('Dashboard:');
    const tree = [npm.pid as number, ...descendants(npm.pid as number)];
    process.kill(npm.pid as number, 'SIGTERM');
    await expectAllGone(tree, [port], 8_000, () => output);
  }, 120_000);

  it('leaves nothing running when start.ts is killed outright', async () => {
    const started = await startThroughNpm();
    const pids = treeOf(started);
    const startScript = pids.find((pid) =>
      processInfo(pid)?.command.includes('scripts/src/start.ts'),
    ) as number;
    process.kill(startScript, 'SIGKILL');
    await expectAllGone(pids, started.ports, 8_000, started.output);
  }, 240_000);
});
