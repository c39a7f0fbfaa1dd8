import {
  type CompiledQuery,
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
} from 'kysely';
import type pg from 'pg';
import type { HeedDatabase, HeedQueries } from './heed-database.ts';

/**
 * A query builder that only compiles (`.compile()`): for queries run on a `pg` pool or client
 * directly, where the caller needs what the driver offers per query (a `query_timeout`, a
 * prepared statement's name), and for static queries compiled once at load.
 */
export const compilingQueries: HeedQueries = new Kysely<HeedDatabase>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

/** A pool, a pooled connection or a client: anything `pg` runs a query config on. */
export interface QueryRunner {
  query(config: pg.QueryConfig): Promise<pg.QueryResult>;
}

export interface RunOptions {
  /** The values of the parameters, in place of the compiled ones (a query compiled once). */
  values?: readonly unknown[];
  /** The driver gives up waiting for the answer after this long (`pg`'s `query_timeout`). */
  timeoutMs?: number;
  /** Prepares the statement under this name on each connection (`pg`'s named statements). */
  name?: string;
}

/** Runs a compiled query on `runner` and returns its rows. */
export async function runCompiled<Row>(
  runner: QueryRunner,
  query: CompiledQuery<Row>,
  options: RunOptions = {},
): Promise<Row[]> {
  const config = {
    text: query.sql,
    values: [...(options.values ?? query.parameters)],
    ...(options.name === undefined ? {} : { name: options.name }),
    // `pg` honours a per-query `query_timeout`; its type declarations do not list it.
    ...(options.timeoutMs === undefined ? {} : { query_timeout: options.timeoutMs }),
  } as pg.QueryConfig;
  return (await runner.query(config)).rows as Row[];
}
