/**
 * `npm run bench -- --replicas 2`: submission throughput of N API replicas on one database beside
 * one replica, with the CPU each costs. First one replica takes the whole load; then N replicas
 * run side by side on the same database and the same connections are split evenly between them
 * (a round-robin load balancer). Both phases start from an empty feedback table.
 *
 * Reported per phase: submissions per second, the worst replica's p50/p99, CPU of the API
 * processes and of the bench database's PostgreSQL backends per submission (µs), and how busy the
 * whole machine was. On a machine with fewer cores than replicas + PostgreSQL + the load generator
 * the machine is the limit, not Heed: compare the CPU per submission, which does not depend on it.
 *
 * Environment: DATABASE_URL, BENCH_SECONDS (default 15), BENCH_WARMUP_SECONDS (default 3),
 * BENCH_CONNECTIONS (default 64, split across replicas).
 */

import type { AutocannonResult } from 'autocannon';
import type { LoopbackIssuer } from '../../../server/src/identity/loopback-issuer.ts';
import { startLoopbackIssuer } from '../../../server/src/identity/loopback-issuer.ts';
import { fireSubmissions, SUBMISSION_BODY, seedBenchKey } from './bench-key.ts';
import {
  type BenchDatabase,
  type Child,
  childFailure,
  log,
  openBenchDatabase,
  running,
  settingOf,
  startHeed,
  stopChild,
  withClient,
} from './bench-support.ts';
import {
  backendCpu,
  backendCpuBetween,
  cpuSeconds,
  loadAverage,
  machineJiffies,
} from './proc-stats.ts';

interface Phase {
  replicas: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  apiMicrosPerRequest: number;
  pgMicrosPerRequest: number;
  machinePercent: number;
  load: string;
}

const fire = (url: string, key: string, connections: number, seconds: number) =>
  fireSubmissions(url, key, { connections, seconds });

async function phase(
  bases: string[],
  children: Child[],
  key: string,
  database: string,
  settings: { seconds: number; warmup: number; connections: number },
): Promise<Phase> {
  const each = Math.max(1, Math.floor(settings.connections / bases.length));
  const urls = bases.map((base) => `${base}/api/v1/submission`);
  await Promise.all(urls.map((url) => fire(url, key, each, settings.warmup)));
  const pids = children.map((child) => child.process.pid ?? 0);
  const load = loadAverage();
  const cpuBefore = pids.map((pid) => cpuSeconds(pid) ?? 0);
  const machineBefore = machineJiffies();
  const pgBefore = backendCpu(database);
  const results: AutocannonResult[] = await Promise.all(
    urls.map((url) => fire(url, key, each, settings.seconds)),
  );
  const cpuAfter = pids.map((pid) => cpuSeconds(pid) ?? 0);
  const machineAfter = machineJiffies();
  const pgSeconds = backendCpuBetween(pgBefore, backendCpu(database));
  for (const child of children) if (!running(child)) throw childFailure(child, 'died under load');
  const ok = results.reduce((sum, result) => sum + result['2xx'], 0);
  const duration = Math.max(...results.map((result) => result.duration));
  const apiSeconds = cpuAfter.reduce((sum, after, i) => sum + after - (cpuBefore[i] ?? 0), 0);
  return {
    replicas: bases.length,
    requestsPerSecond: ok / duration,
    p50: Math.max(...results.map((result) => result.latency.p50)),
    p99: Math.max(...results.map((result) => result.latency.p99)),
    errors: results.reduce((sum, r) => sum + r.non2xx + r.errors + r.timeouts, 0),
    apiMicrosPerRequest: (1e6 * apiSeconds) / ok,
    pgMicrosPerRequest: pgSeconds > 0 ? (1e6 * pgSeconds) / ok : Number.NaN,
    machinePercent:
      machineBefore && machineAfter && machineAfter.total > machineBefore.total
        ? (100 * (machineAfter.busy - machineBefore.busy)) /
          (machineAfter.total - machineBefore.total)
        : Number.NaN,
    load,
  };
}

const fixed = (value: number, decimals = 0) =>
  Number.isFinite(value) ? value.toFixed(decimals) : 'n/a';

export async function runReplicasBench(replicas: number): Promise<number> {
  if (!Number.isInteger(replicas) || replicas < 1 || replicas > 8) {
    process.stderr.write('--replicas needs a whole number from 1 to 8\n');
    return 2;
  }
  const settings = {
    seconds: settingOf('BENCH_SECONDS', 15),
    warmup: settingOf('BENCH_WARMUP_SECONDS', 3),
    connections: Math.round(settingOf('BENCH_CONNECTIONS', 64)),
  };
  let database: BenchDatabase | undefined;
  let issuer: LoopbackIssuer | undefined;
  const children: Child[] = [];
  const phases: Phase[] = [];
  try {
    database = await openBenchDatabase(process.env.DATABASE_URL?.trim() || undefined);
    issuer = await startLoopbackIssuer();
    const started: { child: Child; base: string }[] = [];
    // One after the other: the first migrates the database.
    for (let i = 0; i < replicas; i++) {
      started.push(
        await startHeed(database.url, issuer.issuer, undefined, { name: `heed-${i + 1}` }),
      );
      children.push((started[i] as { child: Child }).child);
    }
    const seeded = await seedBenchKey(database.url);
    const first = await fetch(`${started[0]?.base}/api/v1/submission`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${seeded.key}` },
      body: SUBMISSION_BODY,
    });
    if (first.status !== 201) throw new Error(`heed answered ${first.status} to a submission`);
    const truncate = () =>
      withClient(database?.url ?? '', (client) => client.query('truncate feedback cascade'));
    for (const count of replicas === 1 ? [1] : [1, replicas]) {
      await truncate();
      log(`${count} replica(s): ${settings.warmup} s warm-up + ${settings.seconds} s measured …`);
      const chosen = started.slice(0, count);
      phases.push(
        await phase(
          chosen.map((each) => each.base),
          chosen.map((each) => each.child),
          seeded.key,
          database.name,
          settings,
        ),
      );
    }
  } catch (error) {
    process.stderr.write(
      `replicas bench failed: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    return 1;
  } finally {
    for (const child of children) await stopChild(child).catch(() => {});
    await issuer?.close().catch(() => {});
    await database?.close();
  }
  log('');
  log(
    `replicas bench: ${settings.connections} connections split across the replicas, ` +
      `${settings.warmup} s warm-up + ${settings.seconds} s measured, ${new Date().toISOString()}`,
  );
  log('replicas   req/s  p50 ms  p99 ms  errors  API µs/req  PG µs/req  machine CPU %  load');
  for (const each of phases) {
    log(
      [
        String(each.replicas).padStart(8),
        fixed(each.requestsPerSecond).padStart(7),
        fixed(each.p50).padStart(6),
        fixed(each.p99).padStart(6),
        String(each.errors).padStart(6),
        fixed(each.apiMicrosPerRequest).padStart(10),
        fixed(each.pgMicrosPerRequest).padStart(9),
        fixed(each.machinePercent).padStart(13),
        each.load.padStart(5),
      ].join('  '),
    );
  }
  const [one, many] = phases;
  if (one && many) {
    log(
      `throughput ${many.replicas} replicas / 1 replica: ` +
        `${fixed(many.requestsPerSecond / one.requestsPerSecond, 2)}`,
    );
  }
  return 0;
}
