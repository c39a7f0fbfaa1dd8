/**
 * `npm run bench`: submission throughput of Heed against the NAIVE endpoint (`naive.ts`: express +
 * pg, one `INSERT … RETURNING` per request into its own plain table with only a primary key, no
 * checks), on a real PostgreSQL, from one run.
 *
 * - Database: `DATABASE_URL` when set (its server must let that user create databases), else an
 *   embedded PostgreSQL in a temporary directory. A fresh database `heed_bench_<random>` is
 *   created and dropped at the end; the server's version, `fsync`, `synchronous_commit` and
 *   `autovacuum` are printed with the results.
 * - Heed runs as a child process (`node server/src/main.ts`, it migrates the database), with a
 *   loopback OIDC issuer; an organisation, teams, two themes and keys are seeded by SQL: Heed gets
 *   a `pk` key bound to `BENCH_ORIGIN` with a rate limit it never reaches.
 * - Every target gets the same requests (`submission-body.ts`: 60 varied 1.5 kB bodies, the key
 *   and the origin), a warm-up, then a measured run at the same connections. Heed and the naive
 *   endpoint run in paired rounds, the first one alternating; the TABLE FLOOR (`floor.ts`, the
 *   naive insert into Heed's `feedback` table, paying its triggers per row) runs once after them.
 *   Tables are emptied before each run. The RSS of each target is sampled every 200 ms, and its
 *   CPU time and the bench database's backends' CPU time are read before and after the run.
 *
 * Environment: DATABASE_URL, BENCH_SECONDS (measured seconds per target, default 15),
 * BENCH_WARMUP_SECONDS (default 3), BENCH_CONNECTIONS (default 64), BENCH_ROUNDS (paired rounds,
 * default 2), BENCH_TABLE_FLOOR=0 (skip the table floor), BENCH_ENFORCE=1 (exit 1 when a target is
 * missed), BENCH_PROFILE_DIR (run the targets with `--cpu-prof` into that directory),
 * BENCH_KEEP_DATABASE=1 (keep an external server's bench database). The last line printed is
 * `throughput ratio heed/naive: <n>`.
 *
 * `-- --dashboard` times the dashboard's reads instead (`dashboard.ts`), `-- --replicas <n>` the
 * throughput of n API replicas beside one (`replicas.ts`), `-- --soak 30m` a long steady load with
 * RSS, event-loop delay and p99 every minute (`soak.ts`), `-- --webhooks` what delivering webhooks
 * costs submissions, creation-to-delivery time and a receiver outage (`webhooks.ts`), `-- --alerts`
 * what matching instant alert rules costs submissions (`alerts.ts`), `-- --mixed` submissions at half
 * their capacity beside ten dashboard users and a CSV export of 500,000 items (`mixed.ts`).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import autocannon, { type AutocannonResult } from 'autocannon';
import {
  type LoopbackIssuer,
  startLoopbackIssuer,
} from '../../../server/src/identity/loopback-issuer.ts';
import { generateApiKey } from '../../../server/src/keys/api-key-format.ts';
import { runAlertsBench } from './alerts.ts';
import {
  type BenchDatabase,
  type Child,
  childFailure,
  freePort,
  log,
  openBenchDatabase,
  rssBytes,
  running,
  sampleRss,
  startChild,
  startHeed,
  stopChild,
  waitUntilReady,
  withClient,
} from './bench-support.ts';
import { runDashboardBench } from './dashboard.ts';
import { runMixedBench } from './mixed.ts';
import {
  backendCpu,
  backendCpuBetween,
  cpuSeconds,
  loadAverage,
  machineJiffies,
} from './proc-stats.ts';
import { runReplicasBench } from './replicas.ts';
import { rollupDifferenceCount } from './rollup-check.ts';
import { parseDuration, runSoakBench } from './soak.ts';
import {
  BENCH_ORIGIN,
  BENCH_SUBMISSION,
  BENCH_SUBMISSION_BODIES,
  BENCH_SUBMISSION_BODY,
  BENCH_THEMES,
} from './submission-body.ts';
import { runWebhooksBench } from './webhooks.ts';

const TARGETS = { p99Ms: 50, rssMb: 250, ratio: 1.5 } as const;

function positiveNumber(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
}

const settings = {
  seconds: positiveNumber('BENCH_SECONDS', 15),
  warmupSeconds: positiveNumber('BENCH_WARMUP_SECONDS', 3),
  connections: Math.round(positiveNumber('BENCH_CONNECTIONS', 64)),
  databaseUrl: process.env.DATABASE_URL?.trim() || undefined,
  enforce: process.env.BENCH_ENFORCE === '1' || process.env.BENCH_ENFORCE === 'true',
  profileDir: process.env.BENCH_PROFILE_DIR?.trim() || undefined,
  rounds: Math.round(positiveNumber('BENCH_ROUNDS', 2)),
  tableFloor: process.env.BENCH_TABLE_FLOOR !== '0',
};

// ---------------------------------------------------------------- load

interface Measurement {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  ok: number;
  errors: number;
  errorDetail: string;
  maxRssMb: number;
  /** RSS of the target process just before the warm-up. */
  idleRssMb: number;
  /** CPU used by the target process during the measured run, in % of one core. */
  cpuPercent: number;
  /** Busy share of the whole machine (every process, all cores) during the measured run. */
  machinePercent: number;
  /** 1-minute load average just before the measured run. */
  loadBefore: string;
  /** CPU time of the target process per successful request, in microseconds. */
  cpuMicrosPerRequest: number;
  /** CPU time of the bench database's PostgreSQL backends per successful request, in µs. */
  pgMicrosPerRequest: number;
}

function errorsOf(result: AutocannonResult): { count: number; detail: string } {
  const byStatus = Object.entries(result.statusCodeStats)
    .filter(([status]) => !status.startsWith('2'))
    .map(([status, { count }]) => `${count}×${status}`);
  if (result.errors > 0) byStatus.push(`${result.errors} connection errors`);
  if (result.timeouts > 0) byStatus.push(`${result.timeouts} timeouts`);
  return {
    count: result.non2xx + result.errors + result.timeouts,
    detail: byStatus.join(', '),
  };
}

function fire(target: Target, seconds: number): Promise<AutocannonResult> {
  return autocannon({
    url: target.url,
    method: 'POST',
    connections: settings.connections,
    duration: seconds,
    pipelining: 1,
    timeout: 10,
    headers: { 'content-type': 'application/json', ...target.headers },
    body: BENCH_SUBMISSION_BODY,
    requests: BENCH_SUBMISSION_BODIES.map((body) => ({ method: 'POST', body })),
  });
}

/** One request first, so a misconfigured target fails with its answer instead of a table. */
async function probe(target: Target): Promise<void> {
  const response = await fetch(target.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...target.headers },
    body: BENCH_SUBMISSION_BODY,
  });
  const text = await response.text();
  if (response.status !== 201) {
    throw new Error(`${target.name} answered ${response.status} to a valid submission: ${text}`);
  }
}

async function measure(target: Target, database: string): Promise<Measurement> {
  const { name, child } = target;
  const pid = child.process.pid;
  if (pid === undefined) throw new Error(`${name} has no pid`);
  await probe(target);
  const idleRss = rssBytes(pid) ?? 0;
  const rss = sampleRss(pid);
  try {
    log(`${name}: warm-up ${settings.warmupSeconds} s …`);
    const warmup = await fire(target, settings.warmupSeconds);
    const warmupErrors = errorsOf(warmup);
    if (warmupErrors.count > 0) log(`${name}: warm-up errors: ${warmupErrors.detail}`);
    log(`${name}: measuring ${settings.seconds} s at ${settings.connections} connections …`);
    const loadBefore = loadAverage();
    const cpuBefore = cpuSeconds(pid) ?? 0;
    const machineBefore = machineJiffies();
    const backendsBefore = backendCpu(database);
    const result = await fire(target, settings.seconds);
    const cpuAfter = cpuSeconds(pid) ?? 0;
    const machineAfter = machineJiffies();
    const backendSeconds = backendCpuBetween(backendsBefore, backendCpu(database));
    if (!running(child)) throw childFailure(child, 'died under load');
    const { count, detail } = errorsOf(result);
    const machinePercent =
      machineBefore && machineAfter && machineAfter.total > machineBefore.total
        ? (100 * (machineAfter.busy - machineBefore.busy)) /
          (machineAfter.total - machineBefore.total)
        : Number.NaN;
    return {
      name,
      requestsPerSecond: result['2xx'] / result.duration,
      p50: result.latency.p50,
      p90: result.latency.p90,
      p99: result.latency.p99,
      max: result.latency.max,
      ok: result['2xx'],
      errors: count,
      errorDetail: detail,
      maxRssMb: rss.stop() / (1024 * 1024),
      cpuPercent: (100 * (cpuAfter - cpuBefore)) / result.duration,
      machinePercent,
      loadBefore,
      idleRssMb: idleRss / (1024 * 1024),
      cpuMicrosPerRequest: (1e6 * (cpuAfter - cpuBefore)) / result['2xx'],
      pgMicrosPerRequest: backendSeconds > 0 ? (1e6 * backendSeconds) / result['2xx'] : Number.NaN,
    };
  } finally {
    rss.stop();
  }
}

// ---------------------------------------------------------------- database

interface Seed {
  heed: { key: string; teamId: string };
  floor: { key: string; keyId: string; teamId: string; definitionId: string; appName: string };
}

async function seed(url: string): Promise<Seed> {
  const suffix = randomBytes(4).toString('hex');
  const organisationId = randomUUID();
  const heedTeamId = randomUUID();
  const floorTeamId = randomUUID();
  const heedKey = generateApiKey('pk');
  const floorKey = generateApiKey('sk');
  const floorKeyId = randomUUID();
  const floorDefinitionId = randomUUID();
  const definition = BENCH_SUBMISSION.definition;
  await withClient(url, async (client) => {
    await client.query('begin');
    await client.query(
      `insert into organisation (id, slug, name, created_at) values ($1, $2, $3, now())`,
      [organisationId, `bench-${suffix}`, 'Bench'],
    );
    const team = `insert into team (id, organisation_id, slug, name, created_at)
                  values ($1, $2, $3, $4, now())`;
    await client.query(team, [heedTeamId, organisationId, `bench-heed-${suffix}`, 'Bench Heed']);
    await client.query(team, [floorTeamId, organisationId, `bench-floor-${suffix}`, 'Bench floor']);
    const key = `insert into api_key (id, team_id, key_type, key_prefix, key_hash, app_name,
                                      allowed_origins, rate_limit, created_at)
                 values ($1, $2, $3, $4, $5, 'bench', $6, 100000000, now())`;
    // Heed's is a browser's publishable key, bound to the origin every request comes from.
    await client.query(key, [
      randomUUID(),
      heedTeamId,
      'pk',
      heedKey.prefix,
      heedKey.hash,
      JSON.stringify([BENCH_ORIGIN]),
    ]);
    await client.query(key, [floorKeyId, floorTeamId, 'sk', floorKey.prefix, floorKey.hash, '[]']);
    for (const [name, keyword] of BENCH_THEMES) {
      await client.query(
        `insert into theme (id, team_id, name, keywords, created_at, updated_at)
         values ($1, $2, $3, $4, now(), now())`,
        [randomUUID(), heedTeamId, name, JSON.stringify([keyword])],
      );
    }
    // Heed registers its definition with the first submission; the floor's is seeded.
    await client.query(
      `insert into survey_definition (id, team_id, survey_id, definition_hash, definition, created_at)
       values ($1, $2, 'checkout-satisfaction', $3, $4, now())`,
      [floorDefinitionId, floorTeamId, 'bench-floor', JSON.stringify(definition)],
    );
    await client.query('commit');
  });
  return {
    heed: { key: heedKey.value, teamId: heedTeamId },
    floor: {
      key: floorKey.value,
      keyId: floorKeyId,
      teamId: floorTeamId,
      definitionId: floorDefinitionId,
      appName: 'bench',
    },
  };
}

/** Every measured run starts from empty tables and a fresh checkpoint. */
async function resetTables(url: string): Promise<void> {
  await withClient(url, async (client) => {
    // With its tags and theme matches; the counts kept at write time go with the rows.
    await client.query('truncate feedback, feedback_rollup, naive_submission cascade');
    await client.query('checkpoint').catch(() => {
      // Needs superuser (or pg_checkpoint); the bench runs without it too.
    });
  });
}

/** Every acknowledged submission must be in the table (the warm-up's rows are there too). */
async function checkStored(url: string, target: Target, measured: Measurement): Promise<void> {
  const stored = await withClient(url, async (client) => {
    const { rows } = await client.query<{ n: string }>(
      target.teamId
        ? `select count(*) as n from ${target.table} where team_id = $1`
        : `select count(*) as n from ${target.table}`,
      target.teamId ? [target.teamId] : [],
    );
    return Number(rows[0]?.n ?? 0);
  });
  if (stored < measured.ok) {
    throw new Error(
      `${target.name} acknowledged ${measured.ok} submissions but stored only ${stored}`,
    );
  }
}

// ---------------------------------------------------------------- report

function format(value: number, decimals = 0): string {
  return Number.isFinite(value) ? value.toFixed(decimals) : 'n/a';
}

function printTable(rows: Measurement[]): void {
  const header = [
    'target',
    'req/s',
    'p50 ms',
    'p90 ms',
    'p99 ms',
    'max ms',
    'errors',
    'RSS idle/max MB',
    'CPU % core',
    'CPU µs/req',
    'PG µs/req',
    'machine CPU %',
    'load',
  ];
  const body = rows.map((row) => [
    row.name,
    format(row.requestsPerSecond),
    format(row.p50),
    format(row.p90),
    format(row.p99),
    format(row.max),
    String(row.errors),
    `${format(row.idleRssMb)}/${format(row.maxRssMb)}`,
    format(row.cpuPercent),
    format(row.cpuMicrosPerRequest),
    format(row.pgMicrosPerRequest),
    format(row.machinePercent),
    row.loadBefore,
  ]);
  const widths = header.map((cell, index) =>
    Math.max(cell.length, ...body.map((line) => (line[index] ?? '').length)),
  );
  const render = (cells: string[]) =>
    cells
      .map((cell, index) =>
        index === 0 ? cell.padEnd(widths[index] ?? 0) : cell.padStart(widths[index] ?? 0),
      )
      .join('  ');
  log(render(header));
  log(render(widths.map((width) => '-'.repeat(width))));
  for (const line of body) log(render(line));
  for (const row of rows) {
    if (row.errors > 0) log(`${row.name} errors: ${row.errorDetail}`);
  }
  log(
    'req/s: 2xx per second; RSS idle/max: before the warm-up / highest sample under load; ' +
      'CPU: the target process (% of one core, µs per request); PG: the bench database ' +
      'backends (µs per request); machine: all cores busy; load: 1-min load average before.',
  );
}

// ---------------------------------------------------------------- main

interface Target {
  name: string;
  child: Child;
  url: string;
  headers: Record<string, string>;
  teamId?: string;
  table: string;
}

async function main(): Promise<number> {
  let database: BenchDatabase | undefined;
  let issuer: LoopbackIssuer | undefined;
  const children: Child[] = [];
  const rounds: Measurement[][] = [];
  let tableFloor: Measurement | undefined;
  let failure: unknown;
  let rollupDifferences = Number.NaN;

  const cleanup = async () => {
    for (const child of children) await stopChild(child).catch(() => {});
    await issuer?.close().catch(() => {});
    await database?.close();
  };
  let interrupted = false;
  const onSignal = () => {
    if (interrupted) return;
    interrupted = true;
    log('interrupted: cleaning up');
    void cleanup().finally(() => process.exit(130));
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);

  let databaseKind = '';
  try {
    database = await openBenchDatabase(settings.databaseUrl);
    const databaseUrl = database.url;
    const benchDatabase = database.name;
    databaseKind = database.kind;
    const serverVersion = await withClient(databaseUrl, async (client) => {
      const { rows } = await client.query<{ v: string; fsync: string; sc: string; av: string }>(
        `select current_setting('server_version') as v, current_setting('fsync') as fsync,
                current_setting('synchronous_commit') as sc, current_setting('autovacuum') as av`,
      );
      const row = rows[0];
      return row
        ? `${row.v.split(' ')[0]}, fsync=${row.fsync}, synchronous_commit=${row.sc}, autovacuum=${row.av}`
        : '?';
    });
    log(`database: ${databaseKind}, PostgreSQL ${serverVersion}, database ${benchDatabase}`);

    // Heed: migrates the fresh database on start.
    issuer = await startLoopbackIssuer();
    const started = await startHeed(databaseUrl, issuer.issuer, settings.profileDir);
    children.push(started.child);
    const seeded = await seed(databaseUrl);
    const heed: Target = {
      name: 'heed',
      child: started.child,
      url: `${started.base}/api/v1/submission`,
      headers: { 'x-api-key': seeded.heed.key, origin: BENCH_ORIGIN },
      teamId: seeded.heed.teamId,
      table: 'feedback',
    };

    const naivePort = await freePort();
    const naiveChild = startChild(
      'naive',
      'scripts/src/bench/naive.ts',
      { PORT: String(naivePort), DATABASE_URL: databaseUrl },
      [],
      settings.profileDir,
    );
    children.push(naiveChild);
    await waitUntilReady(naiveChild, `http://127.0.0.1:${naivePort}/ready`);
    const naive: Target = {
      name: 'naive',
      child: naiveChild,
      url: `http://127.0.0.1:${naivePort}/api/v1/submission`,
      // The naive endpoint reads neither; it gets the very same request.
      headers: heed.headers,
      table: 'naive_submission',
    };

    const floorPort = await freePort();
    const floorChild = startChild(
      'table-floor',
      'scripts/src/bench/floor.ts',
      {
        PORT: String(floorPort),
        DATABASE_URL: databaseUrl,
        FLOOR_TEAM_ID: seeded.floor.teamId,
        FLOOR_DEFINITION_ID: seeded.floor.definitionId,
        FLOOR_KEY_ID: seeded.floor.keyId,
        FLOOR_APP_NAME: seeded.floor.appName,
        FLOOR_KEY: seeded.floor.key,
      },
      [],
      settings.profileDir,
    );
    children.push(floorChild);
    await waitUntilReady(floorChild, `http://127.0.0.1:${floorPort}/ready`);
    const floor: Target = {
      name: 'table floor',
      child: floorChild,
      url: `http://127.0.0.1:${floorPort}/api/v1/submission`,
      headers: { authorization: `Bearer ${seeded.floor.key}` },
      teamId: seeded.floor.teamId,
      table: 'feedback',
    };

    const run = async (target: Target): Promise<Measurement> => {
      await resetTables(databaseUrl);
      const measured = await measure(target, benchDatabase);
      await checkStored(databaseUrl, target, measured);
      // Heed's rollups must equal what its rows say, once, after its first measured run.
      if (target === heed && Number.isNaN(rollupDifferences)) {
        rollupDifferences = await rollupDifferenceCount(databaseUrl);
      }
      return measured;
    };
    // Paired rounds: Heed and the naive endpoint back to back, the first one alternating.
    for (let round = 0; round < settings.rounds; round++) {
      const order = round % 2 === 0 ? [heed, naive] : [naive, heed];
      const pair: Measurement[] = [];
      for (const target of order) pair.push(await run(target));
      rounds.push(pair.sort((a, b) => a.name.localeCompare(b.name)));
    }
    if (settings.tableFloor) tableFloor = await run(floor);
  } catch (error) {
    failure = error;
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    await cleanup();
  }

  if (failure !== undefined || rounds.length === 0) {
    process.stderr.write(
      `bench failed: ${failure instanceof Error ? failure.message : String(failure)}\n`,
    );
    return 1;
  }

  const of = (name: string) => rounds.map((pair) => pair.find((row) => row.name === name));
  const heedRuns = of('heed').filter((row) => row !== undefined);
  const naiveRuns = of('naive').filter((row) => row !== undefined);
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  const ratio =
    mean(heedRuns.map((row) => row.requestsPerSecond)) /
    mean(naiveRuns.map((row) => row.requestsPerSecond));
  const heedP99 = mean(heedRuns.map((row) => row.p99));
  const naiveP99 = mean(naiveRuns.map((row) => row.p99));
  log('');
  log(
    `submission bench: ${databaseKind}, ${settings.connections} connections, ` +
      `${settings.warmupSeconds} s warm-up + ${settings.seconds} s measured per target, ` +
      `${settings.rounds} paired round(s), pg pool 10 each, ${BENCH_SUBMISSION_BODY.length}-byte ` +
      `body, ${new Date().toISOString()}`,
  );
  printTable([
    ...rounds.flatMap((pair, index) =>
      pair.map((row) => ({ ...row, name: `${row.name} (round ${index + 1})` })),
    ),
    ...(tableFloor ? [tableFloor] : []),
  ]);
  log(
    'naive: express + pg, one INSERT per request into a plain table (primary key only), no ' +
      "checks; table floor: the same into Heed's feedback table (its triggers and indexes).",
  );
  if (tableFloor) {
    const tableRatio =
      mean(heedRuns.map((row) => row.requestsPerSecond)) / tableFloor.requestsPerSecond;
    log(`throughput ratio heed/table floor: ${tableRatio.toFixed(2)}`);
  }
  log('');
  const maxRss = Math.max(...heedRuns.map((row) => row.maxRssMb));
  const errors = heedRuns.reduce((sum, row) => sum + row.errors, 0);
  const checks = [
    {
      ok: ratio >= TARGETS.ratio,
      text: `throughput ratio heed/naive ${ratio.toFixed(2)} >= ${TARGETS.ratio.toFixed(1)}`,
    },
    {
      ok: heedP99 <= naiveP99,
      text: `heed p99 ${format(heedP99, 1)} ms <= naive p99 ${format(naiveP99, 1)} ms (means)`,
    },
    {
      ok: heedP99 <= TARGETS.p99Ms,
      text: `heed p99 ${format(heedP99, 1)} ms <= ${TARGETS.p99Ms} ms`,
    },
    {
      ok: maxRss <= TARGETS.rssMb,
      text: `heed max RSS ${format(maxRss)} MB <= ${TARGETS.rssMb} MB`,
    },
    { ok: errors === 0, text: `heed errors ${errors} = 0` },
    {
      ok: rollupDifferences === 0,
      text: `heed rollups verify after a run: ${rollupDifferences} differences = 0`,
    },
  ];
  for (const check of checks) log(`${check.ok ? 'PASS' : 'FAIL'}  ${check.text}`);
  log(`throughput ratio heed/naive: ${ratio.toFixed(2)}`);
  return settings.enforce && checks.some((check) => !check.ok) ? 1 : 0;
}

/** The value after `--name` on the command line, if any. */
function argument(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index === -1 ? undefined : process.argv[index + 1];
}

async function chosenBench(): Promise<number> {
  if (process.argv.includes('--dashboard')) return runDashboardBench();
  if (process.argv.includes('--mixed')) return runMixedBench();
  if (process.argv.includes('--webhooks')) return runWebhooksBench();
  if (process.argv.includes('--alerts')) return runAlertsBench();
  if (process.argv.includes('--replicas')) return runReplicasBench(Number(argument('--replicas')));
  if (process.argv.includes('--soak')) {
    let durationMs: number;
    try {
      durationMs = parseDuration(argument('--soak'));
    } catch (error) {
      process.stderr.write(`${(error as Error).message}\n`);
      return 2;
    }
    return runSoakBench(durationMs);
  }
  return main();
}

process.exit(await chosenBench());
