import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import http from 'node:http';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { createTestDatabase, type TestDatabase } from '@heed/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LoopbackIssuer, startLoopbackIssuer } from './identity/loopback-issuer.ts';
import { startDatabaseProxy } from './testing/tcp-proxy.ts';

const mainScript = fileURLToPath(new URL('./main.ts', import.meta.url));
let database: TestDatabase;
let issuer: LoopbackIssuer;

beforeAll(async () => {
  database = await createTestDatabase({ empty: true });
  issuer = await startLoopbackIssuer();
});
afterAll(async () => {
  await issuer.close();
  await database.drop();
});

async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  probe.close();
  return typeof address === 'object' && address ? address.port : 0;
}

function startApi(env: Record<string, string>): { child: ChildProcess; output: () => string } {
  let output = '';
  const child = spawn(process.execPath, [mainScript], {
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  return { child, output: () => output };
}

async function waitForReady(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await fetch(url)
      .then((response) => response.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} not ready within ${timeoutMs} ms`);
}

describe('the API process', () => {
  it('migrates before opening the port, serves, and drains on SIGTERM', async () => {
    const port = await freePort();
    const api = startApi({
      PORT: String(port),
      DATABASE_URL: database.url,
      HEED_OIDC_ISSUER: issuer.issuer,
      HEED_OIDC_AUDIENCE: 'heed-api',
    });
    try {
      await waitForReady(`http://127.0.0.1:${port}/internal/isReady`, 30_000);
      const health = await fetch(`http://127.0.0.1:${port}/api/v1/health`);
      expect(await health.json()).toMatchObject({ database: { pendingMigrations: [] } });
      const lines = api.output().trim().split('\n');
      const migrated = lines.findIndex((line) => line.includes('database migrated'));
      const listening = lines.findIndex((line) => line.includes('Heed API listening'));
      expect(migrated).toBeGreaterThanOrEqual(0);
      expect(listening).toBeGreaterThan(migrated);

      api.child.kill('SIGTERM');
      const [code] = await once(api.child, 'exit');
      expect(code).toBe(0);
      expect(api.output()).toContain('"msg":"stopped"');
    } finally {
      api.child.kill('SIGKILL');
    }
  });

  it('answers a request still in flight when SIGTERM arrives, then exits 0', async () => {
    const port = await freePort();
    const api = startApi({
      PORT: String(port),
      DATABASE_URL: database.url,
      HEED_OIDC_ISSUER: issuer.issuer,
      HEED_OIDC_AUDIENCE: 'heed-api',
    });
    try {
      await waitForReady(`http://127.0.0.1:${port}/internal/isReady`, 30_000);
      const body = JSON.stringify({ schemaVersion: 2 });
      const request = http.request({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/v1/submission',
        headers: { 'content-type': 'application/json', 'content-length': body.length },
      });
      const answered = new Promise<number>((resolve, reject) => {
        request.on('response', (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        });
        request.on('error', reject);
      });
      // Half the body now, so the request is in flight when the signal arrives.
      request.write(body.slice(0, 5));
      await new Promise((resolve) => setTimeout(resolve, 200));
      api.child.kill('SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 300));
      request.end(body.slice(5));
      expect(await answered).toBe(401);
      const [code] = await once(api.child, 'exit');
      expect(code).toBe(0);
    } finally {
      api.child.kill('SIGKILL');
    }
  });

  it('stops within HEED_SHUTDOWN_TIMEOUT_MS even when the database stops answering', async () => {
    const port = await freePort();
    const proxy = await startDatabaseProxy(database.url);
    const deadlineMs = 2_000;
    const api = startApi({
      PORT: String(port),
      DATABASE_URL: proxy.urlFor(database.url),
      HEED_OIDC_ISSUER: issuer.issuer,
      HEED_OIDC_AUDIENCE: 'heed-api',
      HEED_SHUTDOWN_TIMEOUT_MS: String(deadlineMs),
    });
    try {
      await waitForReady(`http://127.0.0.1:${port}/internal/isReady`, 30_000);
      // Every database connection goes silent: closing them cleanly would wait forever.
      proxy.stall();
      const started = Date.now();
      api.child.kill('SIGTERM');
      const [code] = await once(api.child, 'exit');
      // The deadline plus slack for a busy machine.
      expect(Date.now() - started).toBeLessThan(deadlineMs + 2_000);
      expect(code).toBe(1);
      expect(api.output()).toContain('shutdown deadline passed');
    } finally {
      api.child.kill('SIGKILL');
      proxy.resume();
      await proxy.close();
    }
  });

  it('refuses to start on invalid configuration, with one line naming the variable', async () => {
    const api = startApi({ PORT: '8080', DATABASE_URL: 'mysql://nope' });
    const [code] = await once(api.child, 'exit');
    expect(code).toBe(1);
    expect(api.output().trim().split('\n')).toEqual([
      expect.stringMatching(/^Invalid configuration: DATABASE_URL /),
    ]);
  });
});
