import type { QueryRunner } from '@heed/db';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { replicaProbe } from './read-pool.ts';
import { ReplicaLag } from './replica-lag.ts';
import { probeIntervalFor } from './replica-routing.ts';

/** A runner that answers every query with `row`. */
function answering(row: Record<string, unknown>): QueryRunner {
  return { query: async () => ({ rows: [row] }) as unknown as pg.QueryResult };
}

describe('replicaProbe', () => {
  const primaryAt = (lsn: string) => answering({ position: lsn });

  it('counts a standby that replayed all the primary wrote as current, however long the primary was idle', async () => {
    const standby = answering({
      standby: true,
      replayed: '0/3000148',
      since_last_replay_ms: 3_600_000,
    });
    const measured = await replicaProbe(primaryAt('0/3000148'), standby)();
    expect(measured).toEqual({ standby: true, replayed: 0x3000148n, lagMs: 0 });
  });

  it('measures a standby behind the primary by the time since its last replayed commit', async () => {
    const standby = answering({
      standby: true,
      replayed: '0/3000148',
      since_last_replay_ms: 1_250,
    });
    const measured = await replicaProbe(primaryAt('0/30001F0'), standby)();
    expect(measured).toEqual({ standby: true, replayed: 0x3000148n, lagMs: 1_250 });
  });

  it('takes a standby behind that never replayed a commit as infinitely late', async () => {
    const standby = answering({ standby: true, replayed: '0/3000148', since_last_replay_ms: null });
    const measured = await replicaProbe(primaryAt('1/0'), standby)();
    expect(measured.lagMs).toBe(Number.POSITIVE_INFINITY);
  });

  it('takes a read database that is not a standby as it is', async () => {
    const other = answering({ standby: false, replayed: null, since_last_replay_ms: null });
    const measured = await replicaProbe(primaryAt('0/3000148'), other)();
    expect(measured).toEqual({ standby: false, replayed: undefined, lagMs: 0 });
  });
});

describe('ReplicaLag', () => {
  function manual() {
    let now = 0;
    let probes = 0;
    let fail = false;
    const lag = new ReplicaLag(
      async () => {
        probes++;
        if (fail) throw new Error('replica down');
        return { standby: true, replayed: 1n, lagMs: 5 };
      },
      { intervalMs: 50, idleAfterMs: 1_000, now: () => now },
    );
    return {
      lag,
      advance: (ms: number) => {
        now += ms;
      },
      probes: () => probes,
      failing: (value: boolean) => {
        fail = value;
      },
    };
  }

  it('probes for the first read and answers the next reads from that measurement', async () => {
    const { lag, advance, probes } = manual();
    try {
      expect(await lag.current()).toEqual({ standby: true, replayed: 1n, lagMs: 5, at: 0 });
      advance(60);
      expect((await lag.current())?.at).toBe(0);
      expect(probes()).toBe(1);
      // Older than twice the interval: the read waits for a new measurement.
      advance(60);
      expect((await lag.current())?.at).toBe(120);
      expect(probes()).toBe(2);
    } finally {
      lag.close();
    }
  });

  it('shares one probe between reads that arrive together', async () => {
    const { lag, probes } = manual();
    try {
      await Promise.all([lag.current(), lag.current(), lag.current()]);
      expect(probes()).toBe(1);
    } finally {
      lag.close();
    }
  });

  it('knows no lag after a failed probe, and keeps no read waiting, until one answers again', async () => {
    const { lag, advance, failing, probes } = manual();
    try {
      await lag.current();
      failing(true);
      advance(200);
      expect(await lag.current()).toBeUndefined();
      expect(lag.last).toBeUndefined();
      failing(false);
      advance(200);
      // The read does not wait: it gets no measurement, and a probe starts.
      expect(await lag.current()).toBeUndefined();
      expect(probes()).toBe(3);
      await new Promise((resolve) => setImmediate(resolve));
      expect((await lag.current())?.lagMs).toBe(5);
    } finally {
      lag.close();
    }
  });
});

describe('probeIntervalFor', () => {
  it('is a quarter of the bound, between 10 and 100 ms', () => {
    expect(probeIntervalFor(250)).toBe(62);
    expect(probeIntervalFor(20)).toBe(10);
    expect(probeIntervalFor(60_000)).toBe(100);
  });
});
