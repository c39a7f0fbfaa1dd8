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
}

/** The one ORM configuration of Heed: entities, migrations and connection. */
export function ormConfig(options: OrmOptions): Options {
  return defineConfig({
    clientUrl: options.databaseUrl,
    entities: allEntities,
    extensions: [Migrator],
    pool: { min: 0, max: options.poolMax ?? 10 },
    debug: false,
    allowGlobalContext: false,
    schemaGenerator: { skipTables: [RATE_LIMIT_TABLE] },
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
