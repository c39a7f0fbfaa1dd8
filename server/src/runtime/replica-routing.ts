import { type DatabaseTimeouts, driverTimeouts } from '@heed/db';
import pg from 'pg';
import type { Logger } from '../logging/logger.ts';
import { type ReplicaRouting, replicaProbe } from './read-pool.ts';
import { ReplicaLag } from './replica-lag.ts';

/**
 * How often the replica's lag is measured while reads come in: a quarter of the bound (a read on
 * the replica misses at most the lag plus the measurement's age), between 10 and 100 ms.
 */
export function probeIntervalFor(maxLagMs: number): number {
  return Math.min(100, Math.max(10, Math.floor(maxLagMs / 4)));
}

/**
 * What reads on `DATABASE_READ_URL` need: the replica's pool (as large as the primary's, with the
 * same timeouts) and its lag, measured on two connections of its own (one on the primary, one on
 * the replica) so that busy pools never delay a measurement. Those close after 10 s without a
 * probe, as probing stops when no read comes.
 */
export function replicaRouting(
  urls: { primaryUrl: string; replicaUrl: string; maxLagMs: number },
  options: { poolMax: number; timeouts: DatabaseTimeouts; logger: Logger },
): ReplicaRouting {
  const { logger } = options;
  const pool = new pg.Pool({
    connectionString: urls.replicaUrl,
    max: options.poolMax,
    ...driverTimeouts(options.timeouts),
  });
  const probeOn = (connectionString: string) =>
    new pg.Pool({ connectionString, max: 1, ...driverTimeouts(options.timeouts) });
  const primaryProbe = probeOn(urls.primaryUrl);
  const replicaProbePool = probeOn(urls.replicaUrl);
  // An idle connection that fails is dropped by its pool; the next read or probe reconnects.
  for (const each of [pool, primaryProbe, replicaProbePool]) each.on('error', () => {});
  let failing = false;
  let notStandbyTold = false;
  const lag = new ReplicaLag(replicaProbe(primaryProbe, replicaProbePool), {
    intervalMs: probeIntervalFor(urls.maxLagMs),
    onFailure(error) {
      if (failing) return;
      failing = true;
      logger.warn(
        { err: error },
        'the read replica (DATABASE_READ_URL) does not answer its lag probe; reading from the primary',
      );
    },
    onMeasured(measurement) {
      if (failing) logger.info('the read replica (DATABASE_READ_URL) answers its lag probe again');
      failing = false;
      if (!measurement.standby && !notStandbyTold) {
        notStandbyTold = true;
        logger.warn(
          'DATABASE_READ_URL is not a streaming standby (not in recovery): its lag cannot be ' +
            'measured, and it serves the dashboard reads as it is',
        );
      }
    },
  });
  return {
    pool,
    lag,
    maxLagMs: urls.maxLagMs,
    async close() {
      lag.close();
      await Promise.all([pool.end(), primaryProbe.end(), replicaProbePool.end()]);
    },
  };
}
