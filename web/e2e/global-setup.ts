import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { buildEntry, childEnv, webDir } from './support.ts';

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

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(target, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) {
      newest = Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
    }
  }
  return newest;
}

function isBuildStale(): boolean {
  if (process.env.HEED_WEB_E2E_REBUILD === '1' || !existsSync(buildEntry)) return true;
  const builtAt = statSync(buildEntry).mtimeMs;
  return buildInputs.some((input) => newestMtime(input) > builtAt);
}

function runViteBuild(): Promise<void> {
  const require = createRequire(import.meta.url);
  const viteBin = path.join(path.dirname(require.resolve('vite/package.json')), 'bin', 'vite.js');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [viteBin, 'build'], {
      cwd: webDir,
      env: childEnv(),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('error', reject);
    child.on('close', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`vite build failed (${signal ?? `exit code ${code}`}):\n${output}`));
    });
  });
}

export default async function setup(): Promise<void> {
  if (!isBuildStale()) return;
  const started = performance.now();
  await runViteBuild();
  if (!existsSync(buildEntry)) throw new Error(`vite build did not produce ${buildEntry}`);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`[e2e] built the web app in ${seconds}s`);
}
