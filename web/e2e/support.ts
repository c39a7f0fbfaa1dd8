import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const webDir = fileURLToPath(new URL('..', import.meta.url));
export const buildEntry = path.join(webDir, 'build', 'index.js');

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

function urlOf(server: Server): string {
  const { port } = server.address() as AddressInfo;
  return `http://${LOOPBACK}:${port}`;
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

export interface FakeApi {
  url: string;
  /** Paths requested so far, in order. */
  requests: string[];
  close(): Promise<void>;
}

/** A stand-in for the Heed API that only knows how to say it is ready. */
export async function startFakeApi(): Promise<FakeApi> {
  const requests: string[] = [];
  const server = createServer((request, response) => {
    requests.push(request.url ?? '');
    if (request.method === 'GET' && request.url === '/internal/isReady') {
      response.writeHead(200, { 'content-type': 'text/plain' }).end('OK');
    } else {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
    }
  });
  await listen(server);
  return { url: urlOf(server), requests, close: () => close(server) };
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
  /** Everything the server printed, for failure messages. */
  output(): string;
  stop(): Promise<void>;
}

const running = new Set<ChildProcess>();

// Last resort if the test process dies without running its cleanup hooks.
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

async function stopProcess(child: ChildProcess, graceMs = 5_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) {
    running.delete(child);
    return;
  }
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  try {
    await exited;
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

/** Starts the production build (`node build/index.js`) and waits until it answers HTTP. */
export async function startWebServer(options: {
  apiUrl: string;
  timeoutMs?: number;
}): Promise<WebServer> {
  const port = await getFreePort();
  const url = `http://${LOOPBACK}:${port}`;
  const child = spawn(process.execPath, [buildEntry], {
    cwd: webDir,
    env: childEnv({ PORT: String(port), HOST: LOOPBACK, HEED_API_URL: options.apiUrl }),
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
  const server: WebServer = { url, output: () => output, stop: () => stopProcess(child) };
  try {
    await waitUntilAnswering(url, child, server.output, options.timeoutMs ?? 30_000);
  } catch (error) {
    await server.stop();
    throw error;
  }
  return server;
}
