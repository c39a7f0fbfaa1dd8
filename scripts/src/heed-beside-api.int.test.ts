/**
 * The CLI without `DATABASE_URL` while the API runs on the embedded PostgreSQL of the same data
 * directory: the CLI uses the API's server (and leaves it running); its failures are one line.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createScratchDirectory, freePort } from '@heed/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runHeed } from './testing/run-heed.ts';

const apiMain = fileURLToPath(new URL('../../server/src/main.ts', import.meta.url));

let dataDir: string;
let api: ChildProcess;
let apiOutput = '';
let port: number;

async function isReady(): Promise<boolean> {
  return fetch(`http://127.0.0.1:${port}/internal/isReady`)
    .then((response) => response.ok)
    .catch(() => false);
}

beforeAll(async () => {
  dataDir = await createScratchDirectory('heed-cli-beside-api-');
  port = await freePort();
  // No DATABASE_URL: the API starts the embedded PostgreSQL in dataDir.
  api = spawn(process.execPath, [apiMain], {
    env: { PATH: process.env.PATH ?? '', PORT: String(port), HEED_DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  api.stdout?.on('data', (chunk: Buffer) => {
    apiOutput += chunk.toString();
  });
  api.stderr?.on('data', (chunk: Buffer) => {
    apiOutput += chunk.toString();
  });
  const deadline = Date.now() + 50_000;
  while (!(await isReady())) {
    if (api.exitCode !== null || Date.now() > deadline) {
      throw new Error(`the API did not become ready:\n${apiOutput}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
});
afterAll(async () => {
  if (api && api.exitCode === null) {
    api.kill('SIGTERM');
    await once(api, 'exit');
  }
  await rm(dataDir, { recursive: true, force: true });
});

function heed(args: string[], env: Record<string, string> = { HEED_DATA_DIR: dataDir }) {
  // No DATABASE_URL: the embedded PostgreSQL of HEED_DATA_DIR.
  return runHeed(args, env);
}

describe('heed CLI beside the running API (embedded PostgreSQL)', () => {
  it("runs commands on the API's server and leaves it running", async () => {
    const setup = await heed(['setup', '--name', 'Acme']);
    expect(setup.stderr).toBe('');
    expect(setup.code).toBe(0);
    expect(setup.stdout).toContain("Organisation 'Acme'");

    const teams = await heed(['teams', 'list']);
    expect(teams.code).toBe(0);
    expect(teams.stdout).toContain('default');

    // The API kept its database: still ready, and it sees what the CLI created.
    expect(await isReady()).toBe(true);
    expect(api.exitCode).toBeNull();
  });

  it('reports a failed command in one line', async () => {
    const again = await heed(['setup', '--name', 'Acme']);
    expect(again.code).toBe(1);
    expect(again.stderr.trim().split('\n')).toHaveLength(1);
    expect(again.stderr).toMatch(/^heed: /);
  });

  it('reports an unusable data directory in one line, without a stack', async () => {
    const notADirectory = path.join(dataDir, 'a-file');
    await writeFile(notADirectory, 'not a directory');
    const result = await heed(['health'], { HEED_DATA_DIR: notADirectory });
    expect(result.code).toBe(1);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).toMatch(
      /^heed: the embedded PostgreSQL cannot keep its data in .*a-file\/postgres \(.*\): set HEED_DATA_DIR/,
    );
    expect(result.stderr).not.toMatch(/^\s+at /m);
  });
});
