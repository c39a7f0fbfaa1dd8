/**
 * Where the cluster's files live. The server's user must reach the data directory; when Heed runs
 * as root in a directory that user cannot traverse (a checkout in root's 0700 home), the data
 * moves to `<systemDir>/data-<random>` and the requested path becomes a symbolic link to it, so
 * it is still kept across restarts and removing the link starts afresh.
 */
import { chown, lstat, mkdir, mkdtemp, readdir, readlink, rmdir, symlink } from 'node:fs/promises';
import path from 'node:path';
import { EmbeddedDatabaseError, firstLine } from './embedded-database-error.ts';
import { canReach, type ServerUser } from './server-user.ts';

/** Machine-wide home of what the embedded server needs outside a private checkout (root only). */
export const SYSTEM_DIR = '/var/lib/heed';

export interface DataDirectory {
  /** Where the cluster really is. */
  path: string;
  /** Set when it was placed outside the requested path: the reason, for the log. */
  relocated?: string;
}

/** The data directory `user` will use for `requested`, created (empty) when missing. */
export async function dataDirectoryFor(
  requested: string,
  user: ServerUser | undefined,
  systemDir: string,
): Promise<DataDirectory> {
  try {
    return await place(requested, user, systemDir);
  } catch (error) {
    if (error instanceof EmbeddedDatabaseError) throw error;
    throw new EmbeddedDatabaseError(
      `the embedded PostgreSQL cannot keep its data in ${requested} (${firstLine(error)}): ` +
        'set HEED_DATA_DIR to a directory it can use, or set DATABASE_URL',
    );
  }
}

async function place(
  requested: string,
  user: ServerUser | undefined,
  systemDir: string,
): Promise<DataDirectory> {
  const existing = await lstat(requested).catch(() => undefined);
  let directory: DataDirectory;
  if (existing?.isSymbolicLink()) {
    directory = { path: path.resolve(path.dirname(requested), await readlink(requested)) };
  } else {
    await mkdir(path.dirname(requested), { recursive: true });
    const reachable = !user || (await canReach(user, path.dirname(requested)));
    directory = reachable ? { path: requested } : await relocate(requested, user, systemDir);
  }
  await mkdir(directory.path, { recursive: true });
  if (user) {
    if (!(await canReach(user, path.dirname(directory.path)))) {
      throw new EmbeddedDatabaseError(unreachable(user, directory.path));
    }
    if ((await readdir(directory.path)).length === 0) {
      await chown(directory.path, user.uid, user.gid);
    }
  }
  return directory;
}

async function relocate(
  requested: string,
  user: ServerUser,
  systemDir: string,
): Promise<DataDirectory> {
  const existing = await readdir(requested).catch(() => undefined);
  if (existing && existing.length > 0)
    throw new EmbeddedDatabaseError(unreachable(user, requested));
  if (existing) await rmdir(requested);
  await mkdir(systemDir, { recursive: true, mode: 0o755 });
  const target = await mkdtemp(path.join(systemDir, 'data-'));
  await symlink(target, requested);
  return {
    path: target,
    relocated:
      `the '${user.name}' user the embedded PostgreSQL runs as cannot reach ` +
      `${path.dirname(requested)}: its data lives in ${target} (linked from ${requested})`,
  };
}

function unreachable(user: ServerUser, directory: string): string {
  return (
    `the embedded PostgreSQL runs as the '${user.name}' user, who cannot reach ${directory}: ` +
    'let that user traverse its parent directories, set HEED_DATA_DIR to a directory it can ' +
    'reach, or set DATABASE_URL'
  );
}
