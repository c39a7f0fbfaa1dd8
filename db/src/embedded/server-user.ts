/**
 * The operating-system user the embedded PostgreSQL runs as. PostgreSQL refuses to run as root, so
 * when Heed runs as root the server runs as the unprivileged `postgres` system user (created when
 * missing); otherwise it runs as the current user.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { EmbeddedDatabaseError, firstLine } from './embedded-database-error.ts';

const run = promisify(execFile);

export interface ServerUser {
  name: string;
  uid: number;
  gid: number;
}

export const SERVER_USER_NAME = 'postgres';

/** The user to run the server as, or `undefined` for the current (non-root) user. */
export async function serverUser(): Promise<ServerUser | undefined> {
  if (process.getuid?.() !== 0) return undefined;
  return (await lookUp(SERVER_USER_NAME)) ?? (await create(SERVER_USER_NAME));
}

async function lookUp(name: string): Promise<ServerUser | undefined> {
  try {
    const [uid, gid] = await Promise.all([run('id', ['-u', name]), run('id', ['-g', name])]);
    return { name, uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
  } catch {
    return undefined;
  }
}

async function create(name: string): Promise<ServerUser> {
  try {
    const groupExists = await run('getent', ['group', name]).then(
      () => true,
      () => false,
    );
    await run('useradd', [
      '--system',
      '--no-create-home',
      ...(groupExists ? ['--gid', name] : ['--user-group']),
      name,
    ]);
  } catch (error) {
    throw new EmbeddedDatabaseError(
      `PostgreSQL does not run as root and the '${name}' system user to run it as could not be ` +
        `created (${firstLine(error)}): create that user, run Heed as another user, or set DATABASE_URL`,
    );
  }
  const user = await lookUp(name);
  if (!user)
    throw new EmbeddedDatabaseError(`the '${name}' system user was created but is not found`);
  return user;
}

/**
 * Whether `user` can reach `target`: search permission on every directory on the way and on
 * `target` itself, asked of the operating system as that user (so ACLs count too).
 */
export async function canReach(user: ServerUser, target: string): Promise<boolean> {
  try {
    await run('test', ['-x', target], { uid: user.uid, gid: user.gid });
    return true;
  } catch {
    return false;
  }
}
