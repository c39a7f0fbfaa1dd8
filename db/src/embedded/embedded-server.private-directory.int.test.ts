/**
 * The embedded PostgreSQL started from a directory only its owner can traverse (a checkout in
 * root's 0700 home). As root the server runs as the `postgres` user, so its data (and, when
 * needed, a copy of the binaries) goes where that user can reach it; as any other user it runs in
 * place. Both are asserted, whichever user runs the tests.
 */
import { cp, lstat, mkdir, mkdtemp, readlink, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createScratchDirectory,
  EmbeddedDatabaseError,
  startEmbeddedServer,
} from '../database-server.ts';
import { binariesIn, binariesReachableBy, installedBinaries } from './postgres-binaries.ts';
import { canReach, serverUser } from './server-user.ts';

const asRoot = process.getuid?.() === 0;
let privateDir: string;
let systemDir: string;

beforeAll(async () => {
  privateDir = await mkdtemp(path.join(tmpdir(), 'heed-private-'));
  expect((await stat(privateDir)).mode & 0o777).toBe(0o700);
  systemDir = await createScratchDirectory('heed-system-');
});
afterAll(async () => {
  await rm(privateDir, { recursive: true, force: true });
  await rm(systemDir, { recursive: true, force: true });
});

async function query(url: string, sql: string): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

describe('embedded PostgreSQL in a 0700 directory', () => {
  it('starts, keeps its data across restarts and is shared with a second process', async () => {
    const dataDir = path.join(privateDir, 'checkout', '.data', 'postgres');
    const first = await startEmbeddedServer({ dataDir, systemDir });
    try {
      await query(first.adminUrl, 'CREATE TABLE kept (value text)');
      await query(first.adminUrl, "INSERT INTO kept VALUES ('across restarts')");

      // A second user of the same data directory (the CLI beside the API) shares the server.
      const second = await startEmbeddedServer({ dataDir, systemDir });
      expect(second.adminUrl).toBe(first.adminUrl);
      await second.stop();
      const stillUp = await query(first.adminUrl, 'SELECT count(*)::int AS n FROM kept');
      expect(stillUp.rows[0].n).toBe(1);
    } finally {
      await first.stop();
    }

    const restarted = await startEmbeddedServer({ dataDir, systemDir });
    try {
      const { rows } = await query(restarted.adminUrl, 'SELECT value FROM kept');
      expect(rows).toEqual([{ value: 'across restarts' }]);
    } finally {
      await restarted.stop();
    }

    // Nothing was opened up: the private directory is still private.
    expect((await stat(privateDir)).mode & 0o777).toBe(0o700);
    const entry = await lstat(dataDir);
    if (asRoot) {
      // The `postgres` user cannot reach the private tree: the data lives under systemDir.
      expect(entry.isSymbolicLink()).toBe(true);
      const target = await readlink(dataDir);
      expect(path.dirname(target)).toBe(systemDir);
      const user = await serverUser();
      expect((await stat(target)).uid).toBe(user?.uid);
    } else {
      expect(entry.isDirectory()).toBe(true);
      expect((await stat(dataDir)).uid).toBe(process.getuid?.());
    }
  });

  it('stops with one line when the data directory holds something else', async () => {
    const dataDir = path.join(privateDir, 'occupied', 'postgres');
    await mkdir(dataDir, { recursive: true });
    await writeFile(path.join(dataDir, 'notes.txt'), 'not a cluster');

    const failure = await startEmbeddedServer({ dataDir, systemDir }).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(EmbeddedDatabaseError);
    const message = (failure as Error).message;
    expect(message).not.toContain('\n');
    if (asRoot) {
      expect(message).toContain(
        `the embedded PostgreSQL runs as the 'postgres' user, who cannot reach ${dataDir}`,
      );
      expect(message).toContain('DATABASE_URL');
    } else {
      expect(message).toContain(`could not create the embedded PostgreSQL in ${dataDir}`);
      expect(message).toContain('exists but is not empty');
    }
  });

  it('runs binaries the server user can reach: the installed ones, or a kept copy', async () => {
    const user = await serverUser();
    if (!asRoot) {
      // Not root: the server runs as this user, straight from node_modules.
      expect(user).toBeUndefined();
      return;
    }
    if (!user) throw new Error('as root the server user must exist');
    const installed = await installedBinaries();
    const placedIn = async (directory: string) => {
      const root = path.join(directory, 'node_modules', 'native');
      await cp(installed.root, root, { recursive: true, verbatimSymlinks: true });
      return binariesIn(root, installed.version);
    };

    // Binaries in a tree the server user can traverse run where they are.
    const visibleDir = await createScratchDirectory('heed-visible-');
    try {
      const visible = await placedIn(visibleDir);
      expect(await binariesReachableBy(user, visible, systemDir)).toEqual(visible);
    } finally {
      await rm(visibleDir, { recursive: true, force: true });
    }

    // Binaries inside a 0700 tree, as in a checkout in root's home, run from a copy.
    const inPrivate = await placedIn(privateDir);
    const copy = await binariesReachableBy(user, inPrivate, systemDir);
    expect(path.dirname(copy.root)).toBe(systemDir);
    expect(copy.root).toContain(installed.version);
    expect(await canReach(user, inPrivate.postgres)).toBe(false);
    expect(await canReach(user, copy.postgres)).toBe(true);
    const made = (await stat(copy.postgres)).mtimeMs;

    // Reused while intact, remade when damaged.
    expect(await binariesReachableBy(user, inPrivate, systemDir)).toEqual(copy);
    expect((await stat(copy.postgres)).mtimeMs).toBe(made);
    await rm(copy.postgres);
    await binariesReachableBy(user, inPrivate, systemDir);
    expect((await stat(copy.postgres)).size).toBe((await stat(installed.postgres)).size);
  });
});
