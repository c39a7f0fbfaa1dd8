/**
 * The one browser of every package's browser tests (`@heed/server/testing/browser`): a headless
 * Chromium driven by playwright-core.
 *
 * Which Chromium, first found wins:
 * 1. `CHROMIUM_EXECUTABLE_PATH` (it must name an executable file; a wrong value is an error, not
 *    a reason to look elsewhere);
 * 2. an installed Chromium or Google Chrome: the usual Linux and macOS paths, then the names
 *    `chromium`, `chromium-browser`, `google-chrome`, `google-chrome-stable`, `chrome` on `PATH`;
 * 3. the headless Chromium of the `@sparticuz/chromium` dev dependency (Linux x64 only), which
 *    arrives with `npm ci`: unpacked once per machine into `<tmpdir>/heed-chromium-<version>/`.
 *    Concurrent first use (several vitest workers or packages) is safe: each unpacks into a
 *    directory of its own and renames it into place; the first rename wins, the others use it.
 * Where none can be had, it throws one line saying what to install.
 */
import { execFile } from 'node:child_process';
import { accessSync, constants, existsSync, statSync } from 'node:fs';
import { mkdtemp, readFile, rename, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { type Browser, chromium } from 'playwright-core';

/** Where an installed Chromium or Chrome usually is. */
export const INSTALLED_BROWSER_PATHS: readonly string[] = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/lib/chromium/chromium',
  '/snap/bin/chromium',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/opt/google/chrome/chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
];

/** Names an installed Chromium or Chrome has on `PATH`. */
export const INSTALLED_BROWSER_NAMES: readonly string[] = [
  'chromium',
  'chromium-browser',
  'google-chrome',
  'google-chrome-stable',
  'chrome',
];

export const NO_BROWSER_MESSAGE =
  'No Chromium for the browser tests: set CHROMIUM_EXECUTABLE_PATH to a Chromium or Chrome ' +
  'executable, or install chromium (e.g. `apt-get install chromium`)';

export interface BrowserSources {
  env: Record<string, string | undefined>;
  /** Paths tried in order before the names on `PATH`. */
  installedPaths: readonly string[];
  installedNames: readonly string[];
  /** Unpacks the bundled Chromium and answers its path; `undefined` where there is none. */
  bundled: (() => Promise<string>) | undefined;
}

export function isExecutableFile(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/** Resolves the Chromium executable from `sources`, in the order described above. */
export async function resolveBrowserExecutable(sources: BrowserSources): Promise<string> {
  const configured = sources.env.CHROMIUM_EXECUTABLE_PATH;
  if (configured) {
    if (isExecutableFile(configured)) return configured;
    throw new Error(`CHROMIUM_EXECUTABLE_PATH=${configured} is not an executable file`);
  }
  for (const candidate of sources.installedPaths) {
    if (isExecutableFile(candidate)) return candidate;
  }
  const searchPath = (sources.env.PATH ?? '').split(path.delimiter).filter(Boolean);
  for (const name of sources.installedNames) {
    for (const directory of searchPath) {
      const candidate = path.join(directory, name);
      if (isExecutableFile(candidate)) return candidate;
    }
  }
  if (sources.bundled) return sources.bundled();
  throw new Error(NO_BROWSER_MESSAGE);
}

const sparticuzEntry = (): string => fileURLToPath(import.meta.resolve('@sparticuz/chromium'));

/** The version of the bundled Chromium package, which names its directory. */
async function bundledVersion(): Promise<string> {
  // `…/node_modules/@sparticuz/chromium/build/index.js` → the package's package.json.
  const manifest = path.join(path.dirname(sparticuzEntry()), '..', 'package.json');
  return (JSON.parse(await readFile(manifest, 'utf8')) as { version: string }).version;
}

/**
 * Unpacks the bundled Chromium into `<cacheRoot>/heed-chromium-<version>/` unless it is there, and
 * answers the executable's path. The package unpacks into the temporary directory it is given
 * (`TMPDIR`), so a child process unpacks into a fresh directory, which is then renamed into place.
 */
export async function unpackBundledChromium(cacheRoot = os.tmpdir()): Promise<string> {
  const target = path.join(cacheRoot, `heed-chromium-${await bundledVersion()}`);
  const executable = path.join(target, 'chromium');
  if (existsSync(executable)) return executable;
  const staging = await mkdtemp(path.join(cacheRoot, 'heed-chromium-unpacking-'));
  try {
    const script =
      `const { default: chromium } = await import(${JSON.stringify(import.meta.resolve('@sparticuz/chromium'))});` +
      'process.stdout.write(await chromium.executablePath());';
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--input-type=module', '--eval', script],
      { env: { PATH: process.env.PATH ?? '', TMPDIR: staging } },
    );
    if (path.resolve(stdout.trim()) !== path.join(staging, 'chromium')) {
      throw new Error(`the bundled Chromium unpacked to ${stdout.trim()}, not into ${staging}`);
    }
    await rename(staging, target).catch((error: NodeJS.ErrnoException) => {
      // Another process renamed its copy into place first: use that one.
      if (error.code !== 'ENOTEMPTY' && error.code !== 'EEXIST') throw error;
    });
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
  return executable;
}

/** Whether `@sparticuz/chromium` has a Chromium for this machine (its package holds Linux x64). */
function hasBundledChromium(): boolean {
  if (process.platform !== 'linux' || process.arch !== 'x64') return false;
  try {
    return existsSync(path.join(path.dirname(sparticuzEntry()), '..', 'bin', 'chromium.br'));
  } catch {
    return false;
  }
}

let executable: Promise<string> | undefined;

/** The Chromium of this machine's browser tests (resolved once per process). */
export function browserExecutable(): Promise<string> {
  executable ??= resolveBrowserExecutable({
    env: process.env,
    installedPaths: INSTALLED_BROWSER_PATHS,
    installedNames: INSTALLED_BROWSER_NAMES,
    bundled: hasBundledChromium() ? () => unpackBundledChromium() : undefined,
  });
  return executable;
}

/**
 * The project's launch flags. The bundled package's own flags are NOT used: they switch web
 * security off (`--disable-web-security`) and run one process, which would defeat the tests of
 * CORS, origins and Content-Security-Policy.
 */
export const BROWSER_ARGS: readonly string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** A headless Chromium for one test file. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: await browserExecutable(), args: [...BROWSER_ARGS] });
}
