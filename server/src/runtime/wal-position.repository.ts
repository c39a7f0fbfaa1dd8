import { walPositionOf, walPositionText } from '@heed/contracts';
import { compilingQueries, type QueryRunner, runCompiled } from '@heed/db';
import { sql } from 'kysely';

/**
 * The WAL positions the read routing compares (`runtime/read-pool.ts`): cheap function calls,
 * no table read. Each waits at most `timeoutMs` for its answer.
 */

const PRIMARY_POSITIONS = {
  /**
   * Where the primary's WAL is written up to (`pg_current_wal_lsn()`): a standby that replayed
   * this far holds every change committed before the call. At a page boundary it is the
   * boundary, as a standby's replayed position is, so an idle, current standby compares equal.
   */
  written: compilingQueries
    .selectNoFrom(sql<string>`pg_current_wal_lsn()::text`.as('position'))
    .compile(),
  /**
   * Where the primary's WAL ends, inserted but perhaps not yet written
   * (`pg_current_wal_insert_lsn()`): taken right after a commit, it covers that commit even when
   * `synchronous_commit` is off.
   */
  inserted: compilingQueries
    .selectNoFrom(sql<string>`pg_current_wal_insert_lsn()::text`.as('position'))
    .compile(),
};

/** A WAL position of the primary: `written` or `inserted` (see `PRIMARY_POSITIONS`). */
export async function primaryPosition(
  runner: QueryRunner,
  which: keyof typeof PRIMARY_POSITIONS,
  timeoutMs: number,
): Promise<bigint | undefined> {
  const [row] = await runCompiled(runner, PRIMARY_POSITIONS[which], { timeoutMs });
  return walPositionOf(row?.position);
}

export interface StandbyReplay {
  /** `pg_is_in_recovery()`: false for a server that is not a streaming standby. */
  standby: boolean;
  /** How far the standby has replayed the primary's WAL. */
  replayed: bigint | undefined;
  /**
   * Milliseconds since the last transaction it replayed was committed on the primary (by the
   * standby's clock against the primary's); undefined before it replayed any.
   */
  sinceLastReplayMs: number | undefined;
}

/** How far a standby has replayed its primary's WAL. */
export async function standbyReplay(
  runner: QueryRunner,
  timeoutMs: number,
): Promise<StandbyReplay> {
  const [row] = await runCompiled(runner, REPLAY, { timeoutMs });
  return {
    standby: row?.standby === true,
    replayed: walPositionOf(row?.replayed),
    sinceLastReplayMs:
      row?.since_last_replay_ms === null || row?.since_last_replay_ms === undefined
        ? undefined
        : Number(row.since_last_replay_ms),
  };
}

const REPLAY = compilingQueries
  .selectNoFrom([
    sql<boolean>`pg_is_in_recovery()`.as('standby'),
    sql<string | null>`pg_last_wal_replay_lsn()::text`.as('replayed'),
    sql<
      number | null
    >`(extract(epoch from clock_timestamp() - pg_last_xact_replay_timestamp()) * 1000)::float8`.as(
      'since_last_replay_ms',
    ),
  ])
  .compile();

/** Whether the standby behind `runner` has replayed the WAL up to `position`. */
export async function standbyHasReplayed(
  runner: QueryRunner,
  position: bigint,
  timeoutMs: number,
): Promise<boolean> {
  const [row] = await runCompiled(runner, HAS_REPLAYED, {
    timeoutMs,
    values: [walPositionText(position)],
  });
  return row?.replayed === true;
}

const HAS_REPLAYED = compilingQueries
  .selectNoFrom(
    sql<boolean>`coalesce(pg_last_wal_replay_lsn() >= ${'0/0'}::pg_lsn, false)`.as('replayed'),
  )
  .compile();
