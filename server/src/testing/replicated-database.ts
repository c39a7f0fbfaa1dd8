import { startStreamingPair, type TestDatabase } from '@heed/db/testing';

const DATABASE = 'heed';

/** A database on an embedded primary, streamed to a hot standby: `DATABASE_READ_URL` for real. */
export interface ReplicatedDatabase {
  /** The primary's database, for `startTestApp`'s `database` (migrated by the app's start). */
  database: TestDatabase;
  /** The same database on the standby. */
  standbyUrl: string;
  /** The standby applies each commit this long after the primary made it (0: at once). */
  setApplyDelay(milliseconds: number): Promise<void>;
  /** Waits until the standby has replayed everything the primary has written so far. */
  waitForReplay(): Promise<void>;
  /**
   * Transactions the standby's database has finished, by its own statistics (reported by a
   * backend within a few seconds): it grows only when reads run there.
   */
  standbyTransactions(): Promise<number>;
  /** Stops both servers and removes their files. */
  close(): Promise<void>;
}

/**
 * Starts an embedded primary and a streaming standby of it (`startStreamingPair` of
 * `@heed/db/testing`), with `applyDelayMs` as the standby's `recovery_min_apply_delay`, and
 * creates the database the test app uses. Neither touches the machine's own PostgreSQL server.
 */
export async function startReplicatedDatabase(
  options: { applyDelayMs?: number } = {},
): Promise<ReplicatedDatabase> {
  const pair = await startStreamingPair(options);
  try {
    await pair.createDatabase(DATABASE);
  } catch (error) {
    await pair.stop();
    throw error;
  }
  return {
    database: { url: pair.primaryUrl(DATABASE), name: DATABASE, drop: async () => {} },
    standbyUrl: pair.standbyUrl(DATABASE),
    setApplyDelay: (milliseconds) => pair.setApplyDelay(milliseconds),
    waitForReplay: () => pair.waitForReplay(),
    standbyTransactions: () => pair.standbyTransactions(DATABASE),
    close: () => pair.stop(),
  };
}
