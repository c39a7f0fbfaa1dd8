/**
 * `npm run bench -- --soak 30m`: one Heed API process under a steady submission load for a long
 * time, reporting every minute its RSS, V8 heap, event-loop delay (p99 over that minute, from its
 * own `/internal/metrics`), the submissions answered and their p99. A leak shows as RSS or heap
 * that keeps rising from minute to minute; the last lines compare the first and the last minutes.
 *
 * Environment: DATABASE_URL (as `npm run bench`), BENCH_SOAK_RATE (submissions per second, default
 * 300), BENCH_CONNECTIONS (default 16). Each minute is one autocannon run at that rate, so the p99
 * is the latency at a steady load, not at saturation. The feedback table grows the whole time
 * (rate × duration rows), as it would in production.
 */

import autocannon from 'autocannon';
import type { LoopbackIssuer } from '../../../server/src/identity/loopback-issuer.ts';
import { startLoopbackIssuer } from '../../../server/src/identity/loopback-issuer.ts';
import { SUBMISSION_BODY, seedBenchKey } from './bench-key.ts';
import {
  type BenchDatabase,
  type Child,
  childFailure,
  log,
  openBenchDatabase,
  rssBytes,
  running,
  settingOf,
  startHeed,
  stopChild,
  withClient,
} from './bench-support.ts';
import { cpuSeconds } from './proc-stats.ts';

/** `30m`, `90s`, `1h` or a number of seconds → milliseconds. */
export function parseDuration(text: string | undefined): number {
  const match = /^(\d+(?:\.\d+)?)(s|m|h)?$/.exec(text?.trim() ?? '');
  if (!match) throw new Error(`--soak needs a duration such as 30m, 90s or 1h, got "${text}"`);
  const unit = { s: 1_000, m: 60_000, h: 3_600_000 }[(match[2] ?? 's') as 's' | 'm' | 'h'];
  const ms = Number(match[1]) * unit;
  if (ms < 60_000) throw new Error('--soak must last at least one minute');
  return ms;
}

/** One sample of a Prometheus text, by metric name (no labels). */
function sample(text: string, name: string): number {
  const line = text.split('\n').find((each) => each.startsWith(`${name} `));
  return line ? Number(line.slice(name.length + 1)) : Number.NaN;
}

interface Minute {
  minute: number;
  rssMb: number;
  heapMb: number;
  loopP99Ms: number;
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
  cpuPercent: number;
}

const fixed = (value: number, decimals = 0) =>
  Number.isFinite(value) ? value.toFixed(decimals) : 'n/a';

function row(cells: string[]): string {
  const widths = [6, 8, 8, 13, 7, 7, 7, 6];
  return cells.map((cell, index) => cell.padStart(widths[index] ?? 8)).join('  ');
}

export async function runSoakBench(durationMs: number): Promise<number> {
  const rate = settingOf('BENCH_SOAK_RATE', 300);
  const connections = Math.round(settingOf('BENCH_CONNECTIONS', 16));
  let database: BenchDatabase | undefined;
  let issuer: LoopbackIssuer | undefined;
  let heed: Child | undefined;
  const minutes: Minute[] = [];
  const cleanup = async () => {
    await stopChild(heed).catch(() => {});
    await issuer?.close().catch(() => {});
    await database?.close();
  };
  let stopRequested = false;
  const onSignal = () => {
    stopRequested = true;
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  try {
    database = await openBenchDatabase(process.env.DATABASE_URL?.trim() || undefined);
    const version = await withClient(database.url, async (client) => {
      const { rows } = await client.query<{ v: string }>(
        "select current_setting('server_version') as v",
      );
      return rows[0]?.v ?? '?';
    });
    issuer = await startLoopbackIssuer();
    const started = await startHeed(database.url, issuer.issuer);
    heed = started.child;
    const pid = heed.process.pid;
    if (pid === undefined) throw new Error('heed has no pid');
    const seeded = await seedBenchKey(database.url);
    const url = `${started.base}/api/v1/submission`;
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${seeded.key}` };
    const first = await fetch(url, { method: 'POST', headers, body: SUBMISSION_BODY });
    if (first.status !== 201) throw new Error(`heed answered ${first.status} to a submission`);

    const total = Math.round(durationMs / 60_000);
    log(
      `soak: ${total} min, ${rate} submissions/s over ${connections} connections, ` +
        `${database.kind}, PostgreSQL ${version}, ${new Date().toISOString()}`,
    );
    log(row(['minute', 'RSS MB', 'heap MB', 'loop p99 ms', 'req/s', 'p99 ms', 'errors', 'CPU %']));
    // Reset the event-loop histogram: each later scrape covers exactly one minute.
    await fetch(`${started.base}/internal/metrics`).then((response) => response.text());
    for (let minute = 1; minute <= total && !stopRequested; minute++) {
      const cpuBefore = cpuSeconds(pid) ?? 0;
      const result = await autocannon({
        url,
        method: 'POST',
        connections,
        overallRate: rate,
        duration: 60,
        timeout: 10,
        headers,
        body: SUBMISSION_BODY,
      });
      const cpuAfter = cpuSeconds(pid) ?? 0;
      if (!running(heed)) throw childFailure(heed, 'died during the soak');
      const metrics = await (await fetch(`${started.base}/internal/metrics`)).text();
      const entry: Minute = {
        minute,
        rssMb: (rssBytes(pid) ?? 0) / (1024 * 1024),
        heapMb: sample(metrics, 'nodejs_heap_size_used_bytes') / (1024 * 1024),
        loopP99Ms: sample(metrics, 'nodejs_eventloop_lag_p99_seconds') * 1000,
        requestsPerSecond: result['2xx'] / result.duration,
        p99Ms: result.latency.p99,
        errors: result.non2xx + result.errors + result.timeouts,
        cpuPercent: (100 * (cpuAfter - cpuBefore)) / result.duration,
      };
      minutes.push(entry);
      log(
        row([
          String(minute),
          fixed(entry.rssMb),
          fixed(entry.heapMb),
          fixed(entry.loopP99Ms, 1),
          fixed(entry.requestsPerSecond),
          fixed(entry.p99Ms),
          String(entry.errors),
          fixed(entry.cpuPercent),
        ]),
      );
    }
    const stored = await withClient(database.url, async (client) => {
      const { rows } = await client.query<{ n: string }>('select count(*) as n from feedback');
      return Number(rows[0]?.n ?? 0);
    });
    summarise(minutes, stored);
  } catch (error) {
    process.stderr.write(
      `soak failed: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    return 1;
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    await cleanup();
  }
  return 0;
}

function summarise(minutes: Minute[], stored: number): void {
  if (minutes.length === 0) return;
  const span = Math.max(1, Math.min(5, Math.floor(minutes.length / 3)));
  const average = (list: Minute[], pick: (entry: Minute) => number) =>
    list.reduce((sum, entry) => sum + pick(entry), 0) / list.length;
  const head = minutes.slice(0, span);
  const tail = minutes.slice(-span);
  const errors = minutes.reduce((sum, entry) => sum + entry.errors, 0);
  log('');
  log(`feedback rows stored: ${stored}; errors over the soak: ${errors}`);
  log(
    `RSS first ${span} min ${fixed(average(head, (m) => m.rssMb))} MB, last ${span} min ` +
      `${fixed(average(tail, (m) => m.rssMb))} MB; heap ${fixed(average(head, (m) => m.heapMb))} → ` +
      `${fixed(average(tail, (m) => m.heapMb))} MB; max RSS ${fixed(Math.max(...minutes.map((m) => m.rssMb)))} MB`,
  );
  log(
    `p99 first ${fixed(average(head, (m) => m.p99Ms))} ms, last ${fixed(average(tail, (m) => m.p99Ms))} ms; ` +
      `event-loop p99 first ${fixed(
        average(head, (m) => m.loopP99Ms),
        1,
      )} ms, last ` +
      `${fixed(
        average(tail, (m) => m.loopP99Ms),
        1,
      )} ms`,
  );
}
