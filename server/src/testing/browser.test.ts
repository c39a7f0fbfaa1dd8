/**
 * Which Chromium the browser tests use: `CHROMIUM_EXECUTABLE_PATH`, then an installed Chromium or
 * Chrome (known paths, then names on `PATH`), then the bundled one, else one line saying what to
 * install. Real files in scratch directories stand for the browsers; nothing is mocked.
 */
import { execFile } from 'node:child_process';
import { chmod, mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type BrowserSources,
  NO_BROWSER_MESSAGE,
  resolveBrowserExecutable,
  unpackBundledChromium,
} from './browser.ts';

let scratch: string;

async function executable(relative: string): Promise<string> {
  const file = path.join(scratch, relative);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, '#!/bin/sh\n');
  await chmod(file, 0o755);
  return file;
}

beforeAll(async () => {
  scratch = await mkdtemp(path.join(os.tmpdir(), 'heed-browser-test-'));
});
afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
});

describe('resolveBrowserExecutable', () => {
  const bundledPath = '/bundled/chromium';
  function sources(overrides: Partial<BrowserSources>): BrowserSources & { unpacked: number } {
    const result = {
      env: {},
      installedPaths: [],
      installedNames: ['chromium', 'google-chrome'],
      unpacked: 0,
      bundled: async () => {
        result.unpacked += 1;
        return bundledPath;
      },
      ...overrides,
    };
    return result;
  }

  it('takes CHROMIUM_EXECUTABLE_PATH before an installed browser and the bundled one', async () => {
    const configured = await executable('configured/chrome');
    const installed = await executable('usr/bin/chromium');
    const given = sources({
      env: { CHROMIUM_EXECUTABLE_PATH: configured, PATH: path.dirname(installed) },
      installedPaths: [installed],
    });
    expect(await resolveBrowserExecutable(given)).toBe(configured);
    expect(given.unpacked).toBe(0);
  });

  it('refuses a CHROMIUM_EXECUTABLE_PATH that is no executable instead of looking elsewhere', async () => {
    const installed = await executable('usr/bin/chromium');
    const notExecutable = path.join(scratch, 'plain-file');
    await writeFile(notExecutable, '');
    for (const configured of [path.join(scratch, 'missing'), notExecutable, scratch]) {
      const given = sources({
        env: { CHROMIUM_EXECUTABLE_PATH: configured },
        installedPaths: [installed],
      });
      await expect(resolveBrowserExecutable(given)).rejects.toThrow(
        `CHROMIUM_EXECUTABLE_PATH=${configured} is not an executable file`,
      );
    }
  });

  it('takes the first installed known path, before names on PATH and the bundled one', async () => {
    const chrome = await executable('opt/google/chrome/chrome');
    const onPath = await executable('bin/chromium');
    const given = sources({
      env: { PATH: path.dirname(onPath) },
      installedPaths: [path.join(scratch, 'not/there/chromium'), chrome],
    });
    expect(await resolveBrowserExecutable(given)).toBe(chrome);
    expect(given.unpacked).toBe(0);
  });

  it('finds an installed browser by its name on PATH, in the order of the names', async () => {
    const chrome = await executable('path-a/google-chrome');
    const chromium = await executable('path-b/chromium');
    const given = sources({
      env: {
        PATH: [path.join(scratch, 'empty'), path.dirname(chrome), path.dirname(chromium)].join(
          path.delimiter,
        ),
      },
    });
    expect(await resolveBrowserExecutable(given)).toBe(chromium);
    const onlyChrome = sources({ env: { PATH: path.dirname(chrome) } });
    expect(await resolveBrowserExecutable(onlyChrome)).toBe(chrome);
  });

  it('unpacks the bundled Chromium when none is installed', async () => {
    const given = sources({
      env: { PATH: path.join(scratch, 'empty') },
      installedPaths: ['/nowhere/chromium'],
    });
    expect(await resolveBrowserExecutable(given)).toBe(bundledPath);
    expect(given.unpacked).toBe(1);
  });

  it('fails with one line saying what to install where none can be had', async () => {
    const given = sources({ env: { PATH: path.join(scratch, 'empty') }, bundled: undefined });
    const failure = await resolveBrowserExecutable(given).catch((error: Error) => error);
    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).message).toBe(NO_BROWSER_MESSAGE);
    expect(NO_BROWSER_MESSAGE).not.toContain('\n');
    expect(NO_BROWSER_MESSAGE).toMatch(/set CHROMIUM_EXECUTABLE_PATH.*install chromium/);
  });
});

describe.runIf(process.platform === 'linux' && process.arch === 'x64')(
  'unpackBundledChromium',
  () => {
    it('unpacks once when several ask at the same time, and the result runs', async () => {
      const cacheRoot = await mkdtemp(path.join(scratch, 'cache-'));
      const paths = await Promise.all([
        unpackBundledChromium(cacheRoot),
        unpackBundledChromium(cacheRoot),
      ]);
      expect(paths[0]).toBe(paths[1]);
      expect(path.dirname(paths[0] as string)).toMatch(/heed-chromium-\d+\.\d+\.\d+$/);
      // Only the one directory remains: the other copy was removed, nothing half-unpacked is left.
      expect(await readdir(cacheRoot)).toEqual([path.basename(path.dirname(paths[0] as string))]);
      expect((await stat(paths[0] as string)).size).toBeGreaterThan(100_000_000);
      const { stdout } = await promisify(execFile)(paths[0] as string, ['--version']);
      expect(stdout).toMatch(/Chromium \d+/);
      // Asked again, it is there already.
      expect(await unpackBundledChromium(cacheRoot)).toBe(paths[0]);
    }, 60_000);
  },
);
