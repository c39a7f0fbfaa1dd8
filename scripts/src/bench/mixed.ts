/**
 * `npm run bench -- --mixed`: submissions, the dashboard's reads and a CSV export at the same
 * time, on a team with many feedback items, as a busy day looks.
 *
 * - The database of the dashboard bench (`dashboard.ts`): a fresh `heed_bench_<random>` seeded by
 *   SQL with `BENCH_MIXED_ITEMS` items (default 1,000,000), or the kept database named by
 *   `BENCH_DASHBOARD_DATABASE`. Heed runs as a child process against it, with a loopback OIDC
 *   issuer; a publishable key bound to `BENCH_ORIGIN` is added to the bench team.
 * - Capacity: after a warm-up (`BENCH_WARMUP_SECONDS`, default 3), submissions alone for
 *   `BENCH_MIXED_CAPACITY_SECONDS` (default 10) at `BENCH_CONNECTIONS` connections (default 64),
 *   as fast as they are answered, with the submission bench's bodies and headers: the capacity
 *   (2xx per second) and the p99 without readers. Then the readers below alone for
 *   `BENCH_MIXED_READERS_ALONE_SECONDS` (default 10): what the reads take without the rest.
 * - The mixed phase (`BENCH_SECONDS`, default 30): submissions at half that capacity (autocannon's
 *   `overallRate`), `BENCH_MIXED_READERS` (default 10) dashboard users each looping over the
 *   dashboard bench's reads (`dashboardScenarios`, every user starting at a different read), and,
 *   from a sixth of the phase on, one CSV export of the largest survey (half the items: 500,000 of
 *   1,000,000) through the export endpoint, its rows counted as they arrive. Each reader signs in
 *   as six users in turn (each user's first call, which records them as a team member, is made
 *   before the measured phases): the analytics budget (300 reads a minute per user) does not limit
 *   a reader below 30 reads a second.
 * - Where the cores went during the mixed phase: CPU of Heed, of the bench database's PostgreSQL
 *   backends, of this process (autocannon and the readers), of everything else, and the 1-minute
 *   load before and after.
 *
 * Targets: every read's p95 <= 150 ms; submissions' p99 <= 2 x their p99 without readers; no
 * submission refused (non-2xx, error, timeout) and none slower than 1 s; the export >= 60,000
 * rows/s. `BENCH_ENFORCE=1` exits 1 when one is missed; `BENCH_PROFILE_DIR` runs Heed with
 * `--cpu-prof` into that directory. Heed's `HEED_DASHBOARD_POOL_MAX` and `HEED_EXPORT_POOL_MAX`
 * are taken from this process's environment (0: the serving pool), to compare.
 */

import { randomUUID } from 'node:crypto';
import { availableParallelism } from 'node:os';
import autocannon, { type AutocannonResult } from 'autocannon';
import {
  type LoopbackIssuer,
  startLoopbackIssuer,
} from '../../../server/src/identity/loopback-issuer.ts';
import { generateApiKey } from '../../../server/src/keys/api-key-format.ts';
import {
  type BenchDatabase,
  type Child,
  childFailure,
  log,
  openBenchDatabase,
  running,
  settingOf,
  sleep,
  startHeed,
  stopChild,
  withClient,
} from './bench-support.ts';
import {
  dashboardScenarios,
  type ExportTiming,
  measureExport,
  percentile,
  reusedDatabase,
  type Scenario,
  type Seeded,
  seedDashboard,
  seededTeam,
  timed,
  urlOf,
} from './dashboard.ts';
import {
  backendCpu,
  backendCpuBetween,
  cpuSeconds,
  loadAverage,
  machineJiffies,
} from './proc-stats.ts';
import { BENCH_ORIGIN, BENCH_SUBMISSION_BODIES, BENCH_SUBMISSION_BODY } from './submission-body.ts';

const TARGETS = {
  readP95Ms: 150,
  p99Factor: 2,
  submissionMaxMs: 1_000,
  exportRowsPerSecond: 60_000,
} as const;

/** Users each reader signs in as, in turn (each has its own analytics budget). */
const USERS_PER_READER = 6;

const settings = {
  items: Math.round(settingOf('BENCH_MIXED_ITEMS', 1_000_000)),
  seconds: settingOf('BENCH_SECONDS', 30),
  warmupSeconds: settingOf('BENCH_WARMUP_SECONDS', 3),
  capacitySeconds: settingOf('BENCH_MIXED_CAPACITY_SECONDS', 10),
  aloneSeconds: settingOf('BENCH_MIXED_READERS_ALONE_SECONDS', 10),
  connections: Math.round(settingOf('BENCH_CONNECTIONS', 64)),
  readers: Math.round(settingOf('BENCH_MIXED_READERS', 10)),
  databaseUrl: process.env.DATABASE_URL?.trim() || undefined,
  reuse: process.env.BENCH_DASHBOARD_DATABASE?.trim() || undefined,
  enforce: process.env.BENCH_ENFORCE === '1' || process.env.BENCH_ENFORCE === 'true',
  /** Heed runs with `--cpu-prof` into this directory. */
  profileDir: process.env.BENCH_PROFILE_DIR?.trim() || undefined,
};

/** A publishable key on the bench team, bound to the origin every submission comes from. */
async function seedPublishableKey(url: string, teamId: string): Promise<string> {
  const key = generateApiKey('pk');
  await withClient(url, (client) =>
    client.query(
      `insert into api_key (id, team_id, key_type, key_prefix, key_hash, app_name,
                            allowed_origins, rate_limit, created_at)
       values ($1, $2, 'pk', $3, $4, 'bench', $5, 100000000, now())`,
      [randomUUID(), teamId, key.prefix, key.hash, JSON.stringify([BENCH_ORIGIN])],
    ),
  );
  return key.value;
}

function submissions(
  url: string,
  key: string,
  load: { seconds: number; rate?: number },
): Promise<AutocannonResult> {
  return autocannon({
    url,
    method: 'POST',
    // At a set rate each connection sends its share in turn, one request at a time: enough of them
    // that each sends at most two a second, so answers slower than the capacity's do not lower
    // the rate sent.
    connections: load.rate
      ? Math.max(settings.connections, Math.ceil(load.rate / 2))
      : settings.connections,
    duration: load.seconds,
    pipelining: 1,
    timeout: 10,
    headers: { 'content-type': 'application/json', 'x-api-key': key, origin: BENCH_ORIGIN },
    body: BENCH_SUBMISSION_BODY,
    requests: BENCH_SUBMISSION_BODIES.map((body) => ({ method: 'POST', body })),
    ...(load.rate ? { overallRate: load.rate } : {}),
  });
}

interface SubmissionRun {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  max: number;
  refused: number;
  detail: string;
}

function submissionRun(name: string, result: AutocannonResult): SubmissionRun {
  const byStatus = Object.entries(result.statusCodeStats)
    .filter(([status]) => !status.startsWith('2'))
    .map(([status, { count }]) => `${count}x${status}`);
  if (result.errors > 0) byStatus.push(`${result.errors} connection errors`);
  if (result.timeouts > 0) byStatus.push(`${result.timeouts} timeouts`);
  return {
    name,
    requestsPerSecond: result['2xx'] / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    refused: result.non2xx + result.errors + result.timeouts,
    detail: byStatus.join(', '),
  };
}

/** Where the machine's cores went between `cpuWindow()` and its `end()`. */
interface CpuShare {
  seconds: number;
  heed: number;
  backends: number;
  bench: number;
  machine: number;
  cores: number;
  loadBefore: string;
  loadAfter: string;
}

function cpuWindow(heedPid: number, database: string): { end(): CpuShare } {
  const started = performance.now();
  const loadBefore = loadAverage();
  const heed = cpuSeconds(heedPid) ?? 0;
  const bench = cpuSeconds(process.pid) ?? 0;
  const backends = backendCpu(database);
  const machine = machineJiffies();
  return {
    end() {
      const machineAfter = machineJiffies();
      return {
        seconds: (performance.now() - started) / 1000,
        heed: (cpuSeconds(heedPid) ?? heed) - heed,
        bench: (cpuSeconds(process.pid) ?? bench) - bench,
        backends: backendCpuBetween(backends, backendCpu(database)),
        // /proc/stat counts in hundredths of a second, summed over the cores.
        machine: machine && machineAfter ? (machineAfter.busy - machine.busy) / 100 : Number.NaN,
        cores: availableParallelism(),
        loadBefore,
        loadAfter: loadAverage(),
      };
    },
  };
}

/** Every reader's times, per read. */
type ReadTimes = Map<string, { times: number[]; failed: number; lastError: string }>;

/**
 * One dashboard user until `until`: the reads one after the other, from `first` on, round and
 * round, signed in as its users (`tokens`) in turn.
 */
async function readLoop(
  base: string,
  teamSlug: string,
  scenarios: readonly Scenario[],
  tokens: readonly string[],
  first: number,
  until: number,
  times: ReadTimes,
): Promise<void> {
  for (let index = first; performance.now() < until; index += 1) {
    const at = index % scenarios.length;
    const scenario = scenarios[at] as Scenario;
    const entry = times.get(scenario.name) ?? { times: [], failed: 0, lastError: '' };
    times.set(scenario.name, entry);
    try {
      const token = tokens[index % tokens.length] as string;
      const { ms } = await timed(urlOf(base, scenario, teamSlug), token);
      entry.times.push(ms);
    } catch (error) {
      entry.failed += 1;
      entry.lastError = (error as Error).message.replace(/^.*?: /, '').slice(0, 80);
    }
  }
}

interface ReadTiming {
  name: string;
  count: number;
  failed: number;
  p50: number;
  p95: number;
  lastError: string;
}

function readTimings(scenarios: readonly Scenario[], times: ReadTimes): ReadTiming[] {
  return scenarios.map((scenario) => {
    const entry = times.get(scenario.name);
    const sorted = [...(entry?.times ?? [])].sort((a, b) => a - b);
    return {
      name: scenario.name,
      count: sorted.length,
      failed: entry?.failed ?? 0,
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      lastError: entry?.lastError ?? '',
    };
  });
}

function format(value: number, decimals = 0): string {
  return Number.isFinite(value) ? value.toFixed(decimals) : 'n/a';
}

interface MixedResult {
  kind: string;
  items: number;
  capacity: SubmissionRun;
  mixed: SubmissionRun;
  rate: number;
  reads: ReadTiming[];
  /** The same readers alone, before the mixed phase. */
  readsAlone: ReadTiming[];
  aloneSeconds: number;
  aloneCpu: CpuShare;
  exported: ExportTiming | undefined;
  exportError: string;
  cpu: CpuShare;
}

function report(result: MixedResult): boolean {
  const { capacity, mixed, reads, exported, cpu } = result;
  log('');
  log(
    `mixed bench: ${result.kind}, ${result.items.toLocaleString('en')} items, ` +
      `${settings.connections} connections, capacity ${settings.capacitySeconds} s, mixed ` +
      `${settings.seconds} s with ${settings.readers} readers, ${new Date().toISOString()}`,
  );
  log('');
  log('| submissions | req/s | p50 ms | p99 ms | max ms | refused |');
  log('| --- | ---: | ---: | ---: | ---: | ---: |');
  for (const run of [capacity, mixed]) {
    log(
      `| ${run.name} | ${format(run.requestsPerSecond)} | ${format(run.p50)} | ` +
        `${format(run.p99)} | ${format(run.max)} | ${run.refused}${run.detail ? ` (${run.detail})` : ''} |`,
    );
  }
  log('');
  log('| read | calls | p50 ms | p95 ms | failed | alone: calls | alone: p50 ms | alone: p95 ms |');
  log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const read of reads) {
    const alone = result.readsAlone.find((entry) => entry.name === read.name);
    log(
      `| ${read.name} | ${read.count} | ${format(read.p50)} | ${format(read.p95)} | ` +
        `${read.failed}${read.failed ? ` (${read.lastError})` : ''} | ${alone?.count ?? 0} | ` +
        `${format(alone?.p50 ?? Number.NaN)} | ${format(alone?.p95 ?? Number.NaN)} |`,
    );
  }
  const callsOf = (timings: ReadTiming[]) => timings.reduce((sum, read) => sum + read.count, 0);
  log(
    `reads: ${callsOf(reads)} in the mixed phase's ${format(settings.seconds)} s ` +
      `(${format(callsOf(reads) / settings.seconds)}/s); alone (${settings.readers} readers, no ` +
      `submissions, no export): ${callsOf(result.readsAlone)} in ${format(result.aloneSeconds)} s ` +
      `(${format(callsOf(result.readsAlone) / result.aloneSeconds)}/s)`,
  );
  log('');
  const exportRate = exported ? exported.rows / exported.seconds : 0;
  if (exported) {
    log(
      `export csv (${exported.scope}): ${exported.rows} rows in ${format(exported.seconds, 1)} s, ` +
        `${format(exportRate)} rows/s, Heed RSS growth ${format(exported.rssGrowthMb)} MB`,
    );
  } else {
    log(`export csv: failed (${result.exportError})`);
  }
  const share = (seconds: number, window = cpu.seconds) =>
    `${format(seconds, 1)} s = ${format((100 * seconds) / window)} % of a core`;
  const other = cpu.machine - cpu.heed - cpu.backends - cpu.bench;
  log('');
  log(
    `CPU during the mixed phase (${format(cpu.seconds, 1)} s, ${cpu.cores} cores = ` +
      `${format(cpu.seconds * cpu.cores, 1)} core-seconds):`,
  );
  log(`  heed process            ${share(cpu.heed)}`);
  log(`  PostgreSQL backends     ${share(cpu.backends)}`);
  log(`  bench process           ${share(cpu.bench)}`);
  log(`  everything else         ${share(other)}`);
  log(
    `  machine busy            ${share(cpu.machine)} ` +
      `(${format((100 * cpu.machine) / (cpu.seconds * cpu.cores))} % of all cores)`,
  );
  log(`  1-min load              ${cpu.loadBefore} before, ${cpu.loadAfter} after`);
  const alone = result.aloneCpu;
  const aloneCalls = result.readsAlone.reduce((sum, read) => sum + read.count, 0);
  const perRead = (seconds: number) => format((1000 * seconds) / Math.max(1, aloneCalls), 1);
  log(
    `CPU of the readers alone (${format(alone.seconds, 1)} s): heed ${share(alone.heed, alone.seconds)}, ` +
      `PostgreSQL ${share(alone.backends, alone.seconds)}, bench ${share(alone.bench, alone.seconds)}; per read: heed ` +
      `${perRead(alone.heed)} ms, PostgreSQL ${perRead(alone.backends)} ms; machine ` +
      `${format((100 * alone.machine) / (alone.seconds * alone.cores))} % busy, load ${alone.loadAfter}`,
  );
  log('');
  const checks = [
    ...reads.map((read) => ({
      ok: read.failed === 0 && read.count > 0 && read.p95 <= TARGETS.readP95Ms,
      text:
        `${read.name}: p95 ${format(read.p95)} ms <= ${TARGETS.readP95Ms} ms` +
        (read.failed ? ` (${read.failed} failed)` : ''),
    })),
    {
      ok: mixed.p99 <= TARGETS.p99Factor * capacity.p99,
      text:
        `submission p99 ${format(mixed.p99)} ms at ${format(result.rate)}/s <= ` +
        `${TARGETS.p99Factor} x ${format(capacity.p99)} ms (alone, at capacity)`,
    },
    {
      ok: mixed.requestsPerSecond >= 0.95 * result.rate,
      text: `submissions answered ${format(mixed.requestsPerSecond)}/s >= 95 % of ${format(result.rate)}/s sent`,
    },
    { ok: mixed.refused === 0, text: `submissions refused ${mixed.refused} = 0` },
    {
      ok: mixed.max <= TARGETS.submissionMaxMs,
      text: `slowest submission ${format(mixed.max)} ms <= ${TARGETS.submissionMaxMs} ms`,
    },
    {
      ok: exportRate >= TARGETS.exportRowsPerSecond,
      text: `export csv ${format(exportRate)} rows/s >= ${TARGETS.exportRowsPerSecond}`,
    },
  ];
  for (const check of checks) log(`${check.ok ? 'PASS' : 'FAIL'}  ${check.text}`);
  return checks.every((check) => check.ok);
}

export async function runMixedBench(): Promise<number> {
  let database: BenchDatabase | undefined;
  let issuer: LoopbackIssuer | undefined;
  let heed: Child | undefined;
  let failure: unknown;
  let result: MixedResult | undefined;
  try {
    database = settings.reuse
      ? reusedDatabase(settings.databaseUrl, settings.reuse)
      : await openBenchDatabase(settings.databaseUrl);
    const databaseUrl = database.url;
    issuer = await startLoopbackIssuer();
    const started = await startHeed(databaseUrl, issuer.issuer, settings.profileDir);
    heed = started.child;
    const base = started.base;
    const pid = heed.process.pid ?? 0;
    let seeded: Seeded;
    if (settings.reuse) {
      seeded = await seededTeam(databaseUrl);
    } else {
      log(`seeding ${settings.items.toLocaleString('en')} feedback items by SQL …`);
      const seedStarted = performance.now();
      seeded = await seedDashboard(databaseUrl, settings.items);
      log(`seeded in ${((performance.now() - seedStarted) / 1000).toFixed(0)} s`);
    }
    const counts = await withClient(databaseUrl, async (client) => {
      const { rows } = await client.query<{ all: number; checkout: number }>(
        `select count(*)::int as all, count(*) filter (where survey_id = 'checkout')::int as checkout
           from feedback where team_id = $1`,
        [seeded.teamId],
      );
      return rows[0] ?? { all: 0, checkout: 0 };
    });
    const key = await seedPublishableKey(databaseUrl, seeded.teamId);
    const submissionUrl = `${base}/api/v1/submission`;
    const probe = await fetch(submissionUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': key, origin: BENCH_ORIGIN },
      body: BENCH_SUBMISSION_BODY,
    });
    if (probe.status !== 201) {
      throw new Error(`a valid submission was answered ${probe.status}: ${await probe.text()}`);
    }
    const mint = (name: string) =>
      (issuer as LoopbackIssuer).mintToken({ sub: `bench-${name}`, groups: [seeded.group] });
    const scenarios = await dashboardScenarios(base, seeded.teamSlug, await mint('walker'));
    // Each reader signs in as a few users in turn, so that the analytics budget (300 reads a
    // minute per user) is not what limits it below 30 reads a second.
    const tokens = await Promise.all(
      Array.from({ length: settings.readers }, (_, reader) =>
        Promise.all(
          Array.from({ length: USERS_PER_READER }, (_, user) => mint(`reader ${reader}.${user}`)),
        ),
      ),
    );
    // Every read once, alone: the caches warm, and a read that fails fails here.
    log(`warming ${scenarios.length} reads …`);
    for (const [index, scenario] of scenarios.entries()) {
      const own = tokens[0] as string[];
      await timed(urlOf(base, scenario, seeded.teamSlug), own[index % own.length] as string);
    }
    // Every user's first call records them as a team member (a write): made here, not measured.
    for (const own of tokens.slice(1)) {
      for (const token of own)
        await timed(urlOf(base, scenarios[0] as Scenario, seeded.teamSlug), token);
    }

    log(`submissions alone: warm-up ${settings.warmupSeconds} s …`);
    await submissions(submissionUrl, key, { seconds: settings.warmupSeconds });
    log(
      `submissions alone: ${settings.capacitySeconds} s at ${settings.connections} connections …`,
    );
    const capacity = submissionRun(
      'alone, as fast as answered',
      await submissions(submissionUrl, key, { seconds: settings.capacitySeconds }),
    );
    if (!running(heed)) throw childFailure(heed, 'died under load');
    // Every reader loops over the reads until `until`, each starting at a different one.
    const startReaders = (until: number, times: ReadTimes) =>
      tokens.map((own, reader) =>
        readLoop(
          base,
          seeded.teamSlug,
          scenarios,
          own,
          Math.floor((reader * scenarios.length) / settings.readers),
          until,
          times,
        ),
      );
    log(`${settings.readers} readers alone: ${settings.aloneSeconds} s …`);
    const aloneTimes: ReadTimes = new Map();
    const aloneCpu = cpuWindow(pid, database.name);
    await Promise.all(startReaders(performance.now() + settings.aloneSeconds * 1000, aloneTimes));
    const aloneShare = aloneCpu.end();
    const rate = Math.max(1, Math.round(capacity.requestsPerSecond / 2));
    log(
      `capacity ${format(capacity.requestsPerSecond)}/s, p99 ${format(capacity.p99)} ms; ` +
        `mixed: ${rate}/s, ${settings.readers} readers and an export for ${settings.seconds} s …`,
    );

    const cpu = cpuWindow(pid, database.name);
    const phaseStarted = performance.now();
    const until = phaseStarted + settings.seconds * 1000;
    const load = submissions(submissionUrl, key, { seconds: settings.seconds, rate });
    const times: ReadTimes = new Map();
    const readers = startReaders(until, times);
    const exporter = await mint('exporter');
    let exportError = '';
    const exporting = sleep((settings.seconds * 1000) / 6).then(() =>
      measureExport(
        base,
        seeded.teamSlug,
        heed as Child,
        exporter,
        'csv',
        'checkout',
        counts.checkout,
      ).catch((error: unknown) => {
        exportError = (error as Error).message.slice(0, 200);
        return undefined;
      }),
    );
    const [mixedResult] = await Promise.all([load, ...readers]);
    const cpuShare = cpu.end();
    const exported = await exporting;
    if (!running(heed)) throw childFailure(heed, 'died under load');
    result = {
      kind: database.kind,
      items: counts.all,
      capacity,
      mixed: submissionRun(`at half of it (${rate}/s), with readers and an export`, mixedResult),
      rate,
      reads: readTimings(scenarios, times),
      readsAlone: readTimings(scenarios, aloneTimes),
      aloneSeconds: settings.aloneSeconds,
      aloneCpu: aloneShare,
      exported,
      exportError,
      cpu: cpuShare,
    };
  } catch (error) {
    failure = error;
    if (heed) log(`heed's last output:\n  ${heed.output.slice(-10).join('\n  ')}`);
  } finally {
    await stopChild(heed).catch(() => {});
    await issuer?.close().catch(() => {});
    await database?.close();
  }
  if (failure !== undefined || result === undefined) {
    process.stderr.write(
      `mixed bench failed: ${failure instanceof Error ? failure.message : String(failure)}\n`,
    );
    return 1;
  }
  const passed = report(result);
  return settings.enforce && !passed ? 1 : 0;
}
