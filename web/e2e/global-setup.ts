import { existsSync } from 'node:fs';
import { buildEntry, isBuildStale, runViteBuild } from '../build-freshness.ts';
import { childEnv } from './support.ts';

export default async function setup(): Promise<void> {
  const rebuild = process.env.HEED_WEB_E2E_REBUILD ?? process.env.HEED_WEB_REBUILD;
  if (!isBuildStale({ ...process.env, HEED_WEB_REBUILD: rebuild })) return;
  const started = performance.now();
  const build = runViteBuild(childEnv(), 'pipe');
  const code = await build.done;
  if (code !== 0) throw new Error(`vite build failed (exit code ${code}):\n${build.output()}`);
  if (!existsSync(buildEntry)) throw new Error(`vite build did not produce ${buildEntry}`);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`[e2e] built the web app in ${seconds}s`);
}
