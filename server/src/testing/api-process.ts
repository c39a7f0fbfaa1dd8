import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { apiNodeFlags } from '../runtime/node-flags.ts';

const mainScript = fileURLToPath(new URL('../main.ts', import.meta.url));

/** The API as its own process (`server/src/main.ts`, as `npm run start:api` runs it). */
export interface ApiProcess {
  url: string;
  child: ChildProcess;
  /** Everything it printed so far. */
  output(): string;
  /** Sends SIGTERM and resolves with the exit code. */
  stop(): Promise<number | null>;
}

export async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return typeof address === 'object' && address ? address.port : 0;
}

/**
 * The variables an API process needs against a test database and a loopback issuer
 * (`LOG_LEVEL=warn`), with `extra` added or overriding.
 */
export function apiProcessEnvironment(
  databaseUrl: string,
  issuerUrl: string,
  extra: Record<string, string> = {},
): Record<string, string> {
  return {
    DATABASE_URL: databaseUrl,
    HEED_OIDC_ISSUER: issuerUrl,
    HEED_OIDC_AUDIENCE: 'heed-api',
    LOG_LEVEL: 'warn',
    ...extra,
  };
}

/** Starts the API process on `port` and resolves once `/internal/isReady` answers 200. */
export async function startApiProcess(
  port: number,
  env: Record<string, string>,
  readyWithinMs = 60_000,
): Promise<ApiProcess> {
  let output = '';
  const child = spawn(process.execPath, [...apiNodeFlags(), mainScript], {
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + readyWithinMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the API exited early:\n${output}`);
    const ready = await fetch(`${url}/internal/isReady`)
      .then(async (answer) => {
        await answer.arrayBuffer();
        return answer.status === 200;
      })
      .catch(() => false);
    if (ready) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the API was not ready within ${readyWithinMs} ms:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    child,
    output: () => output,
    async stop() {
      if (child.exitCode !== null) return child.exitCode;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      const [code] = (await exited) as [number | null];
      return code;
    },
  };
}
