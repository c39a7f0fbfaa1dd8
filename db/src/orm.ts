import { fileURLToPath } from 'node:url';
import { Migrator } from '@mikro-orm/migrations';
import {
  defineConfig,
  MikroORM,
  type Options,
  type PostgreSqlConnection,
} from '@mikro-orm/postgresql';
import type pg from 'pg';
import { allEntities, RATE_LIMIT_TABLE } from './entities/index.ts';

export type { EntityManager } from '@mikro-orm/postgresql';
export { MikroORM } from '@mikro-orm/postgresql';

export const migrationsPath = fileURLToPath(new URL('./migrations', import.meta.url));

export interface OrmOptions {
  /** `postgres://…` connection string. */
  databaseUrl: string;
  /** Pool size; the API keeps the default, tests and the CLI use fewer connections. */
  poolMax?: number;
  /** Limits on every connection of the pool; unset: none (migrations, tooling). */
  timeouts?: DatabaseTimeouts;
}

/**
 * How long a database call may take. A database that stops answering (down, overloaded, or a
 * network path that silently drops packets) then fails calls promptly instead of hanging them.
 */
export interface DatabaseTimeouts {
  /** Opening a connection, and waiting for a free one in the pool. */
  connectMs: number;
  /** `statement_timeout`: the server cancels a statement running longer. */
  statementMs: number;
}

/** How long after `statement_timeout` the driver itself gives up on an answer. */
export const QUERY_TIMEOUT_GRACE_MS = 1_000;
/** First TCP keep-alive probe after this much silence, so dead peers are noticed by the kernel. */
const KEEP_ALIVE_DELAY_MS = 10_000;

/**
 * The `pg` options that bound every call: connect (and pool wait), statement on the server, the
 * answer on the client (`query_timeout` catches a connection that stops answering without
 * closing), an idle transaction, and TCP keep-alive.
 */
export function driverTimeouts(timeouts: DatabaseTimeouts): Record<string, unknown> {
  return {
    connectionTimeoutMillis: timeouts.connectMs,
    statement_timeout: timeouts.statementMs,
    query_timeout: timeouts.statementMs + QUERY_TIMEOUT_GRACE_MS,
    idle_in_transaction_session_timeout: 2 * timeouts.statementMs,
    keepAlive: true,
    keepAliveInitialDelayMillis: KEEP_ALIVE_DELAY_MS,
  };
}

/** The one ORM configuration of Heed: entities, migrations and connection. */
export function ormConfig(options: OrmOptions): Options {
  return defineConfig({
    clientUrl: options.databaseUrl,
    entities: allEntities,
    extensions: [Migrator],
    pool: { min: 0, max: options.poolMax ?? 10 },
    ...(options.timeouts ? { driverOptions: driverTimeouts(options.timeouts) } : {}),
    debug: false,
    allowGlobalContext: false,
    // Functions other than trigger functions (feedback_answer_keys) are created by migrations.
    schemaGenerator: { skipTables: [RATE_LIMIT_TABLE], ignoreRoutines: true },
    migrations: {
      path: migrationsPath,
      pathTs: migrationsPath,
      glob: '!(*.d).ts',
      emit: 'ts',
      tableName: 'heed_migrations',
      transactional: true,
      allOrNothing: true,
      snapshot: true,
      snapshotOnMigrate: false,
      snapshotName: '.snapshot-heed',
      silent: true,
    },
  });
}

export async function openOrm(options: OrmOptions): Promise<MikroORM> {
  return MikroORM.init(ormConfig(options));
}

/** Applies every pending migration; forward only. Returns the names that ran. */
export async function migrateToLatest(orm: MikroORM): Promise<string[]> {
  const ran = await orm.migrator.up();
  return ran.map((migration) => migration.name);
}

/** Names of migrations committed but not yet applied to this database. */
export async function pendingMigrations(orm: MikroORM): Promise<string[]> {
  const pending = await orm.migrator.getPending();
  return pending.map((migration) => migration.name);
}

/**
 * The SQL that would bring the migrated database in line with the entities. Empty when the
 * committed migrations and the entities agree.
 */
export async function schemaDrift(orm: MikroORM): Promise<string> {
  const sql = await orm.schema.getUpdateSchemaSQL({ wrap: false });
  return sql.trim();
}

/**
 * The `pg` pool behind the ORM, for the few hot paths that speak SQL directly (key lookup,
 * batched feedback inserts, rate-limit counters). Everything else goes through the ORM.
 */
export async function nativePool(orm: MikroORM): Promise<pg.Pool> {
  return (orm.em.getConnection() as PostgreSqlConnection).getNativeClient();
}
