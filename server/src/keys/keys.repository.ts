import { compilingQueries, type HeedQueries, type QueryRunner, runCompiled } from '@heed/db';
import { sql } from 'kysely';

/** What authentication reads of a key, with its team's slug, by the hash of its value. */
export async function findKeyByHash(runner: QueryRunner, hash: string) {
  const rows = await runCompiled(
    runner,
    compilingQueries
      .selectFrom('api_key as k')
      .innerJoin('team as t', 't.id', 'k.team_id')
      .select([
        'k.id',
        'k.team_id',
        't.slug as team_slug',
        'k.key_type',
        'k.key_prefix',
        'k.app_name',
        'k.allowed_origins',
        'k.rate_limit',
        'k.expires_at',
        'k.revoked_at',
      ])
      .where('k.key_hash', '=', hash)
      .$narrowType<{ key_type: 'pk' | 'sk' }>()
      .compile(),
  );
  return rows[0];
}

/** Records that the keys were used now. */
export async function markKeysUsed(runner: QueryRunner, keyIds: string[]): Promise<void> {
  await runCompiled(
    runner,
    compilingQueries
      .updateTable('api_key')
      .set((eb) => ({ last_used_at: eb.fn<Date>('now') }))
      .where((eb) => eb('id', '=', eb.fn.any(sql<string[]>`${keyIds}::uuid[]`)))
      .compile(),
  );
}

/** A trivial query (`select 1`) that must be answered within `timeoutMs`. */
export async function pingConnection(runner: QueryRunner, timeoutMs: number): Promise<void> {
  await runCompiled(runner, compilingQueries.selectNoFrom((eb) => eb.lit(1).as('one')).compile(), {
    timeoutMs,
  });
}

/** Subscribes the connection to the notifications of `channel`. */
export async function listenTo(runner: QueryRunner, channel: string): Promise<void> {
  await runCompiled(runner, sql`LISTEN ${sql.id(channel)}`.compile(compilingQueries));
}

/** Sends a notification on `channel`; inside a transaction, it is delivered on commit. */
export async function notify(db: HeedQueries, channel: string, payload: string): Promise<void> {
  await sql`select pg_notify(${channel}, ${payload})`.execute(db);
}

/** How long the statements of `db`'s transaction wait for a lock before they fail. */
export async function setTransactionLockTimeout(db: HeedQueries, ms: number): Promise<void> {
  await sql`set local lock_timeout = ${sql.lit(Math.trunc(ms))}`.execute(db);
}

/**
 * Locks a key's row (`for no key update`: submissions that reference the key do not wait) until
 * the transaction ends, within a team unless `teamId` is undefined; false when there is no such
 * key.
 */
export async function lockKey(
  db: HeedQueries,
  keyId: string,
  teamId: string | undefined,
): Promise<boolean> {
  let query = db.selectFrom('api_key').select('id').where('id', '=', keyId);
  if (teamId !== undefined) query = query.where('team_id', '=', teamId);
  return (await query.forNoKeyUpdate().executeTakeFirst()) !== undefined;
}

/**
 * The rate limiter's own statements on its table (`key`, `points`, `expire`; the table
 * rate-limiter-flexible's `RateLimiterPostgres` reads and writes, created by a migration). The
 * table name is a checked lower-case identifier; the statements are named, so each connection
 * prepares them once.
 */
export function rateLimitStatements(tableName: string) {
  const table = `"${tableName}"`;
  return {
    /** Fails with `42P01` when the table does not exist. */
    probe: { text: `SELECT 1 FROM ${table} LIMIT 0` },
    /**
     * Adds points to many keys at once, with the window rule of RateLimiterPostgres's upsert:
     * `$1` keys, `$2` points, `$3` the expiry of a new window, `$4` now (epoch ms).
     */
    sync: {
      name: `${tableName}:heed-sync`,
      text: `INSERT INTO ${table} AS t ("key", "points", "expire")
        SELECT u.key, u.points, $3::bigint FROM unnest($1::varchar[], $2::integer[]) AS u(key, points)
      ON CONFLICT ("key") DO UPDATE SET
        "points" = CASE WHEN t."expire" <= $4::bigint THEN excluded."points" ELSE t."points" + excluded."points" END,
        "expire" = CASE WHEN t."expire" <= $4::bigint THEN excluded."expire" ELSE t."expire" END
      RETURNING "key", "points", "expire"`,
    },
    /** Deletes the rows of windows that ended before `$1` (epoch ms). */
    clearExpired: {
      name: `${tableName}:heed-clear-expired`,
      text: `DELETE FROM ${table} WHERE expire < $1`,
    },
  } as const;
}
