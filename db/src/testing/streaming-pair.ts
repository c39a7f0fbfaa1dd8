/**
 * A primary and a streaming hot standby of it, both embedded servers a test starts and removes
 * itself (the machine's own server is never touched): the primary's cluster is made by `initdb`,
 * copied while stopped (a cold base backup: same system, same timeline), and the copy started as
 * a standby that streams the primary's WAL. As root, both run as the `postgres` system user, like
 * the embedded server.
 */
import { execFile } from 'node:child_process';
import { appendFile, chown, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { createScratchDirectory, freePort } from '../database-server.ts';
import { dataDirectoryFor, SYSTEM_DIR } from '../embedded/data-directory.ts';
import { binariesReachableBy, installedBinaries } from '../embedded/postgres-binaries.ts';
import {
  type ClusterSettings,
  initialiseCluster,
  type StartedServer,
  startServer,
} from '../embedded/postgres-process.ts';
import { serverUser } from '../embedded/server-user.ts';
import { createDatabaseSql } from '../schema/database-bootstrap.ts';

const run = promisify(execFile);
const SUPERUSER = { name: 'heed', password: 'heed-standby-test' };

export interface StreamingPair {
  /** Connection string of a database on the primary. */
  primaryUrl(database: string): string;
  /** Connection string of a database on the standby (read-only). */
  standbyUrl(database: string): string;
  /**
   * Sets the standby's `recovery_min_apply_delay` (0: none) and reloads its configuration: it
   * then applies each commit this long after the primary made it.
   */
  setApplyDelay(milliseconds: number): Promise<void>;
  /** Waits until the standby has replayed everything the primary has written so far. */
  waitForReplay(timeoutMs?: number): Promise<void>;
  /** Creates a database on the primary (the standby gets it by replay). */
  createDatabase(database: string): Promise<void>;
  /**
   * Transactions a database of the standby has finished (committed or rolled back), by the
   * standby's own statistics, which a backend reports within a few seconds.
   */
  standbyTransactions(database: string): Promise<number>;
  /** Stops both servers and removes their files. */
  stop(): Promise<void>;
}

export async function startStreamingPair(
  options: { applyDelayMs?: number; onLog?: (line: string) => void } = {},
): Promise<StreamingPair> {
  const onLog = options.onLog ?? (() => {});
  const scratch = await createScratchDirectory('heed-streaming-pair-');
  const started: StartedServer[] = [];
  try {
    const user = await serverUser();
    const installed = await installedBinaries();
    const binaries = user ? await binariesReachableBy(user, installed, SYSTEM_DIR) : installed;
    const primaryDir = (await dataDirectoryFor(path.join(scratch, 'primary'), user, SYSTEM_DIR))
      .path;
    const primary: ClusterSettings = { binaries, dataDir: primaryDir, user, onLog };
    await initialiseCluster(primary, SUPERUSER);
    // The standby starts from the cluster as initdb left it: the primary keeps its WAL since.
    await appendFile(path.join(primaryDir, 'postgresql.conf'), "\nwal_keep_size = '256MB'\n");
    const standbyDir = path.join(scratch, 'standby');
    // `cp -a` keeps the owner (the server's user) and the modes PostgreSQL insists on.
    await run('cp', ['-a', primaryDir, standbyDir]);
    const [primaryPort, standbyPort] = [await freePort(), await freePort()];
    const signal = path.join(standbyDir, 'standby.signal');
    await writeFile(signal, '');
    if (user) await chown(signal, user.uid, user.gid);
    await appendFile(
      path.join(standbyDir, 'postgresql.conf'),
      [
        '',
        `primary_conninfo = 'host=127.0.0.1 port=${primaryPort} user=${SUPERUSER.name} password=${SUPERUSER.password} application_name=heed_standby'`,
        'hot_standby = on',
        `recovery_min_apply_delay = '${options.applyDelayMs ?? 0}ms'`,
        '',
      ].join('\n'),
    );
    started.push(await startServer(primary, primaryPort));
    started.push(await startServer({ ...primary, dataDir: standbyDir }, standbyPort));
    const urlOn =
      (port: number) =>
      (database: string): string =>
        `postgres://${SUPERUSER.name}:${SUPERUSER.password}@127.0.0.1:${port}/${database}`;
    const primaryUrl = urlOn(primaryPort);
    const standbyUrl = urlOn(standbyPort);
    return {
      primaryUrl,
      standbyUrl,
      async setApplyDelay(milliseconds) {
        await onClient(standbyUrl('postgres'), async (client) => {
          await client.query(
            `alter system set recovery_min_apply_delay = '${Math.trunc(milliseconds)}ms'`,
          );
          await client.query('select pg_reload_conf()');
        });
      },
      async waitForReplay(timeoutMs = 30_000) {
        const written = await onClient(primaryUrl('postgres'), async (client) => {
          const { rows } = await client.query<{ lsn: string }>(
            'select pg_current_wal_lsn()::text as lsn',
          );
          return rows[0]?.lsn ?? '0/0';
        });
        await onClient(standbyUrl('postgres'), async (client) => {
          const deadline = Date.now() + timeoutMs;
          for (;;) {
            const { rows } = await client.query<{ done: boolean }>(
              'select pg_last_wal_replay_lsn() >= $1::pg_lsn as done',
              [written],
            );
            if (rows[0]?.done) return;
            if (Date.now() > deadline) throw new Error(`the standby did not replay ${written}`);
            await new Promise((resolve) => setTimeout(resolve, 20));
          }
        });
      },
      async createDatabase(database) {
        await onClient(primaryUrl('postgres'), (client) =>
          client.query(createDatabaseSql(database)),
        );
      },
      async standbyTransactions(database) {
        return onClient(standbyUrl('postgres'), async (client) => {
          const { rows } = await client.query<{ finished: string }>(
            'select xact_commit + xact_rollback as finished from pg_stat_database where datname = $1',
            [database],
          );
          return Number(rows[0]?.finished ?? 0);
        });
      },
      async stop() {
        for (const server of started.reverse()) await server.stop();
        await rm(scratch, { recursive: true, force: true });
      },
    };
  } catch (error) {
    for (const server of started.reverse()) await server.stop().catch(() => {});
    await rm(scratch, { recursive: true, force: true });
    throw error;
  }
}

async function onClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end().catch(() => {});
  }
}
