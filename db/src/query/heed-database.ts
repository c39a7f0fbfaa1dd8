import type { EntityManager } from '@mikro-orm/postgresql';
import type { InferKyselyDB } from '@mikro-orm/sql';
import { Kysely, PostgresDialect } from 'kysely';
import type pg from 'pg';
import type { allEntities } from '../entities/index.ts';

/**
 * Heed's tables as the typed query layer sees them: inferred by MikroORM from the entities (table
 * and column names as in the database), so a query's row type follows the schema and is never
 * declared by hand.
 */
export type HeedDatabase = InferKyselyDB<(typeof allEntities)[number]>;

/** The typed query builder over Heed's tables. Repositories take one of these. */
export type HeedQueries = Kysely<HeedDatabase>;

/**
 * The query builder of an entity manager: bound to its transaction when it is inside one, so
 * queries and the ORM's own writes commit together.
 */
export function queriesOf(em: EntityManager): HeedQueries {
  return em.getKysely<HeedDatabase>();
}

/**
 * The query builder on one connection the caller holds (a read snapshot's, a job's): every query
 * runs on it, inside whatever transaction the caller opened; the caller releases it.
 */
export function queriesOnClient(client: pg.ClientBase): HeedQueries {
  const held = {
    query: client.query.bind(client),
    release: () => {},
  } as unknown as pg.PoolClient;
  return new Kysely<HeedDatabase>({
    dialect: new PostgresDialect({
      pool: { connect: async () => held, end: async () => {}, options: {} },
    }),
  });
}

/**
 * The query builder on a pool of its own (a background worker's, kept apart from the pool that
 * serves requests): each query takes a connection of the pool and gives it back. Unlike the
 * ORM's pool, a plain `pg` pool hands timestamps over as `Date` and JSON as parsed values.
 */
export function queriesOnPool(pool: pg.Pool): HeedQueries {
  return new Kysely<HeedDatabase>({ dialect: new PostgresDialect({ pool }) });
}
