/**
 * `npm start`: builds the dashboard, then runs the API and the dashboard side by side. When either
 * stops, the other is stopped too; SIGINT/SIGTERM are passed on so both drain cleanly.
 * `npm run start:api` (`--api-only`): the API process alone, with the same Node.js flags.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { API_NODE_FLAGS, ConfigError, loadConfig } from '@heed/server';

const root = fileURLToPath(new URL('../..', import.meta.url));

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig(process.env);
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const apiOnly = process.argv.includes('--api-only');
const build = apiOnly
  ? { status: 0 }
  : spawnSync('npm', ['run', 'build', '--silent', '-w', '@heed/web'], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
if (build.status !== 0) {
  console.error('the dashboard build failed');
  process.exit(1);
}

const apiUrl = config.apiUrl ?? `http://127.0.0.1:${config.port}`;
const api = spawn(process.execPath, [...API_NODE_FLAGS, 'server/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
});
const children: ChildProcess[] = [api];
if (!apiOnly) {
  children.push(
    spawn(process.execPath, ['web/build/index.js'], {
      cwd: root,
      stdio: 'inherit',
      env: {
        ...process.env,
        PORT: String(config.webPort),
        HOST: config.host,
        HEED_API_URL: apiUrl,
      },
    }),
  );
}

let exitCode = 0;
function stopAll(signal: NodeJS.Signals): void {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  }
}
for (const child of children) {
  child.on('exit', (code) => {
    if (code) exitCode = code;
    stopAll('SIGTERM');
    if (children.every((each) => each.exitCode !== null || each.signalCode !== null)) {
      process.exit(exitCode);
    }
  });
}
process.on('SIGINT', () => stopAll('SIGINT'));
process.on('SIGTERM', () => stopAll('SIGTERM'));
