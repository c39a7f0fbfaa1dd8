/**
 * Whether the dashboard's production build (`build/`) is older than what it is built from, and
 * `node build-freshness.ts` (`npm run build:when-stale`): runs `vite build` only then, so
 * `npm start` and the browser tests do not rebuild an unchanged dashboard. `HEED_WEB_REBUILD=1`
 * always builds.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const webDir = path.dirname(fileURLToPath(import.meta.url));

/** The build's entry: its modification time is when the build was made. */
export const buildEntry = path.join(webDir, 'build', 'index.js');

/** Everything that, when changed, makes an existing production build stale. */
const buildInputs = [
  path.join(webDir, 'src'),
  path.join(webDir, 'static'),
  path.join(webDir, 'vite.config.ts'),
  path.join(webDir, 'tsconfig.json'),
  path.join(webDir, 'package.json'),
  path.join(webDir, '..', 'package-lock.json'),
  // The build bundles the server's logging, audit and tracing modules and the contracts.
  path.join(webDir, '..', 'server', 'src'),
  path.join(webDir, '..', 'contracts', 'src'),
];

/** The newest modification time of a file, or of any file under a directory (0 when absent). */
function newestChange(target: string): number {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(target, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .reduce(
      (newest, entry) =>
        Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs),
      stats.mtimeMs,
    );
}

export function isBuildStale(env: NodeJS.ProcessEnv = process.env): boolean {
  if (env.HEED_WEB_REBUILD === '1' || !existsSync(buildEntry)) return true;
  const builtAt = statSync(buildEntry).mtimeMs;
  return buildInputs.some((input) => newestChange(input) > builtAt);
}

/** `vite build` in the web package, its output to `stdio`; resolves with its exit code. */
export function runViteBuild(
  env: NodeJS.ProcessEnv,
  stdio: 'inherit' | 'pipe',
): { done: Promise<number | null>; output: () => string } {
  const require = createRequire(import.meta.url);
  const viteBin = path.join(path.dirname(require.resolve('vite/package.json')), 'bin', 'vite.js');
  const child = spawn(process.execPath, [viteBin, 'build'], {
    cwd: webDir,
    env,
    stdio: ['ignore', stdio, stdio],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const done = new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => resolve(code));
  });
  return { done, output: () => output };
}

if (import.meta.main) {
  if (isBuildStale()) process.exitCode = (await runViteBuild(process.env, 'inherit').done) ?? 1;
}
