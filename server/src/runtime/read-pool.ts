import { laterWalPosition } from '@heed/contracts';
import { isDatabaseUnavailable, type QueryRunner } from '@heed/db';
import type pg from 'pg';
import type { Logger } from '../logging/logger.ts';
import type { HeedMetrics, PrimaryReadReason } from '../metrics/heed-metrics.ts';
import type { ReadOptions, ReadPool } from './dependencies.ts';
import type { ReplicaLag, ReplicaProbe } from './replica-lag.ts';
import { primaryPosition, standbyHasReplayed, standbyReplay } from './wal-position.repository.ts';

/** After the replica failed to give a connection, reads go to the primary for this long. */
const PRIMARY_FOR_MS = 10_000;
/** The WAL-position queries of the routing wait this long at most for their answer. */
export const POSITION_QUERY_TIMEOUT_MS = 1_000;

export interface ReplicaRouting {
  pool: pg.Pool;
  /** The replica's replay lag, measured in the background (see `replicaProbe`). */
  lag: ReplicaLag;
  /** Reads go to the replica only while it misses at most this many ms of writes. */
  maxLagMs: number;
  /** Stops measuring and ends the replica's connections. */
  close(): Promise<void>;
}

/**
 * The dashboard's reads go to `DATABASE_READ_URL` (a streaming read replica) when it is set, but
 * only where the answer is fresh enough:
 *
 * - **Staleness bound.** The replica serves a read only while it is known to miss at most
 *   `HEED_READ_MAX_LAG_MS` of the primary's writes: its replay lag at the last measurement plus
 *   that measurement's age (`ReplicaLag` measures every quarter of the bound, 10–100 ms, while
 *   reads come in). A lag that is larger or unknown (the probe failed) sends the read to the
 *   primary.
 * - **Read-your-writes.** A read made `after` a WAL position (the reader's own last change, see
 *   `request/read-your-writes.ts`) goes to the replica only when it has replayed that far: known
 *   from the last measurement, else asked on the replica connection the read got.
 * - **Fall-back.** When the replica cannot give a connection (down, unreachable, out of
 *   connections), reads go to the primary for ten seconds before the replica is tried again, and a
 *   warning says so (at most once per fall-back).
 *
 * A read database that is not a standby (`pg_is_in_recovery()` false) has no replay to measure:
 * it serves every read. Without a replica the primary serves every read. Writes, key lookups,
 * rate limits and the submission path never use this pool.
 */
export class FallbackReadPool implements ReadPool {
  readonly #primary: pg.Pool;
  readonly #replica: ReplicaRouting | undefined;
  readonly #logger: Logger;
  readonly #metrics: HeedMetrics | undefined;
  #primaryUntil = 0;

  constructor(
    primary: pg.Pool,
    replica: ReplicaRouting | undefined,
    logger: Logger,
    metrics?: HeedMetrics,
  ) {
    this.#primary = primary;
    this.#replica = replica;
    this.#logger = logger;
    this.#metrics = metrics;
  }

  get replicated(): boolean {
    return this.#replica !== undefined;
  }

  async connect(options: ReadOptions = {}): Promise<pg.PoolClient> {
    const replica = this.#replica;
    if (!replica) return this.#primary.connect();
    if (options.fromPrimary) return this.#onPrimary('changed');
    if (replica.lag.now() < this.#primaryUntil) return this.#onPrimary('unavailable');
    const measurement = await replica.lag.current();
    if (
      !measurement ||
      (measurement.standby &&
        measurement.lagMs + (replica.lag.now() - measurement.at) > replica.maxLagMs)
    ) {
      return this.#onPrimary('lag');
    }
    const client = await this.#replicaConnection(replica);
    if (!client) return this.#onPrimary('unavailable');
    const after = options.after;
    if (
      after !== undefined &&
      measurement.standby &&
      !(measurement.replayed !== undefined && measurement.replayed >= after) &&
      !(await standbyHasReplayed(client, after, POSITION_QUERY_TIMEOUT_MS).catch(() => false))
    ) {
      client.release();
      return this.#onPrimary('own_write');
    }
    this.#metrics?.countRead('replica');
    return client;
  }

  after(position: bigint): ReadPool {
    return {
      connect: (options = {}) =>
        this.connect({ ...options, after: laterWalPosition(options.after, position) }),
      after: (later) => this.after(laterWalPosition(later, position) ?? position),
      writePosition: () => this.writePosition(),
      replicated: this.replicated,
    };
  }

  async writePosition(): Promise<bigint | undefined> {
    if (!this.#replica) return undefined;
    return primaryPosition(this.#primary, 'inserted', POSITION_QUERY_TIMEOUT_MS);
  }

  /** Ends the replica's pool and stops measuring it; the primary's pool belongs to the ORM. */
  async close(): Promise<void> {
    await this.#replica?.close();
  }

  #onPrimary(reason: PrimaryReadReason): Promise<pg.PoolClient> {
    this.#metrics?.countRead('primary', reason);
    return this.#primary.connect();
  }

  async #replicaConnection(replica: ReplicaRouting): Promise<pg.PoolClient | undefined> {
    try {
      return await replica.pool.connect();
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      this.#primaryUntil = replica.lag.now() + PRIMARY_FOR_MS;
      this.#logger.warn(
        { err: error, seconds: PRIMARY_FOR_MS / 1000 },
        'the read replica (DATABASE_READ_URL) gives no connection; reading from the primary',
      );
      return undefined;
    }
  }
}

/**
 * One measurement of the replica against the primary, each asked on its own connection: the
 * replica has replayed all the primary had written (lag 0), else it misses the time since the last
 * transaction it replayed was committed. Comparing positions first keeps an idle primary from
 * looking like lag: with nothing new to replay, the time since the last replayed commit grows
 * while the replica is in fact current.
 */
export function replicaProbe(primary: QueryRunner, replica: QueryRunner): ReplicaProbe {
  return async () => {
    const [replay, written] = await Promise.all([
      standbyReplay(replica, POSITION_QUERY_TIMEOUT_MS),
      primaryPosition(primary, 'written', POSITION_QUERY_TIMEOUT_MS),
    ]);
    if (!replay.standby) return { standby: false, replayed: undefined, lagMs: 0 };
    const caughtUp =
      replay.replayed !== undefined && written !== undefined && replay.replayed >= written;
    return {
      standby: true,
      replayed: replay.replayed,
      lagMs: caughtUp ? 0 : Math.max(0, replay.sinceLastReplayMs ?? Number.POSITIVE_INFINITY),
    };
  };
}
