/**
 * `npm run bench`: submission throughput of Heed against a FLOOR (`floor.ts`: express + pg, one
 * INSERT per request), on a real PostgreSQL, from one run.
 *
 * - Database: `DATABASE_URL` when set (its server must let that user create databases), else an
 *   embedded PostgreSQL in a temporary directory. A fresh database `heed_bench_<random>` is
 *   created and dropped at the end.
 * - Heed runs as a child process (`node server/src/main.ts`, it migrates the database), with a
 *   loopback OIDC issuer; an organisation, two teams and two `sk` keys are seeded by SQL (one key
 *   for Heed with a rate limit it never reaches, one for the floor).
 * - Each target gets a warm-up, then a measured run (autocannon, same body, same connections),
 *   one after the other, on an emptied `feedback` table. The RSS of the target process is sampled
 *   every 200 ms during the load and its CPU time is read before and after the measured run.
 *
 * Environment: DATABASE_URL, BENCH_SECONDS (measured seconds per target, default 15),
 * BENCH_WARMUP_SECONDS (default 3), BENCH_CONNECTIONS (default 64), BENCH_ENFORCE=1 (exit 1 when a
 * target is missed), BENCH_PROFILE_DIR (run both targets with `--cpu-prof` into that directory).
 * The last line printed is `throughput ratio heed/floor: <n>`.
 *
 * `-- --dashboard` times the dashboard's reads instead (`dashboard.ts`), `-- --replicas <n>` the
 * throughput of n API replicas beside one (`replicas.ts`), `-- --soak 30m` a long steady load with
 * RSS, event-loop delay and p99 every minute (`soak.ts`), `-- --webhooks` what delivering webhooks
 * costs submissions, creation-to-delivery time and a receiver outage (`webhooks.ts`), `-- --alerts`
 * what matching instant alert rules costs submissions (`alerts.ts`).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { SUBMISSION_EXAMPLE } from '@heed/contracts';
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
import { runWebhooksBench } from './webhooks.ts';

const TARGETS = { p99Ms: 50, rssMb: 250, ratio: 1.0 } as const;

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
};

const SUBMISSION = JSON.stringify(SUBMISSION_EXAMPLE);

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

function fire(url: string, authorization: string, seconds: number): Promise<AutocannonResult> {
  return autocannon({
    url,
    method: 'POST',
    connections: settings.connections,
    duration: seconds,
    pipelining: 1,
    timeout: 10,
    headers: { 'content-type': 'application/json', authorization },
    body: SUBMISSION,
  });
}

/** One request first, so a misconfigured target fails with its answer instead of a table. */
async function probe(name: string, url: string, authorization: string): Promise<void> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization },
    body: SUBMISSION,
  });
  const text = await response.text();
  if (response.status !== 201) {
    throw new Error(`${name} answered ${response.status} to a valid submission: ${text}`);
  }
}

async function measure(
  name: string,
  child: Child,
  url: string,
  authorization: string,
  database: string,
): Promise<Measurement> {
  const pid = child.process.pid;
  if (pid === undefined) throw new Error(`${name} has no pid`);
  await probe(name, url, authorization);
  const idleRss = rssBytes(pid) ?? 0;
  const rss = sampleRss(pid);
  try {
    log(`${name}: warm-up ${settings.warmupSeconds} s …`);
    const warmup = await fire(url, authorization, settings.warmupSeconds);
    const warmupErrors = errorsOf(warmup);
    if (warmupErrors.count > 0) log(`${name}: warm-up errors: ${warmupErrors.detail}`);
    log(`${name}: measuring ${settings.seconds} s at ${settings.connections} connections …`);
    const loadBefore = loadAverage();
    const cpuBefore = cpuSeconds(pid) ?? 0;
    const machineBefore = machineJiffies();
    const backendsBefore = backendCpu(database);
    const result = await fire(url, authorization, settings.seconds);
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
  const heedKey = generateApiKey('sk');
  const floorKey = generateApiKey('sk');
  const floorKeyId = randomUUID();
  const floorDefinitionId = randomUUID();
  const definition = (JSON.parse(SUBMISSION) as { definition: unknown }).definition;
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
                 values ($1, $2, 'sk', $3, $4, $5, '[]', 100000000, now())`;
    await client.query(key, [randomUUID(), heedTeamId, heedKey.prefix, heedKey.hash, 'bench']);
    await client.query(key, [floorKeyId, floorTeamId, floorKey.prefix, floorKey.hash, 'bench']);
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

/** Both targets start from an empty feedback table and a fresh checkpoint. */
async function resetFeedback(url: string): Promise<void> {
  await withClient(url, async (client) => {
    // With its tags and theme matches; the counts kept at write time go with the rows.
    await client.query('truncate feedback, feedback_rollup cascade');
    await client.query('checkpoint').catch(() => {
      // Needs superuser (or pg_checkpoint); the bench runs without it too.
    });
  });
}

/** Every acknowledged submission must be in the table (the warm-up's rows are there too). */
async function checkStored(
  url: string,
  name: string,
  teamId: string,
  measured: Measurement | undefined,
): Promise<void> {
  const stored = await withClient(url, async (client) => {
    const { rows } = await client.query<{ n: string }>(
      'select count(*) as n from feedback where team_id = $1',
      [teamId],
    );
    return Number(rows[0]?.n ?? 0);
  });
  if (measured && stored < measured.ok) {
    throw new Error(`${name} acknowledged ${measured.ok} submissions but stored only ${stored}`);
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

async function main(): Promise<number> {
  let database: BenchDatabase | undefined;
  let issuer: LoopbackIssuer | undefined;
  let heed: Child | undefined;
  let floor: Child | undefined;
  const results: Measurement[] = [];
  let failure: unknown;
  let rollupDifferences = Number.NaN;

  const cleanup = async () => {
    await stopChild(heed).catch(() => {});
    await stopChild(floor).catch(() => {});
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
      const { rows } = await client.query<{ v: string; fsync: string; sc: string }>(
        `select current_setting('server_version') as v, current_setting('fsync') as fsync,
                current_setting('synchronous_commit') as sc`,
      );
      const row = rows[0];
      return row ? `${row.v.split(' ')[0]}, fsync=${row.fsync}, synchronous_commit=${row.sc}` : '?';
    });
    log(`database: ${databaseKind}, PostgreSQL ${serverVersion}, database ${benchDatabase}`);

    // Heed: migrates the fresh database on start.
    issuer = await startLoopbackIssuer();
    const started = await startHeed(databaseUrl, issuer.issuer, settings.profileDir);
    heed = started.child;
    const seeded = await seed(databaseUrl);

    await resetFeedback(databaseUrl);
    results.push(
      await measure(
        'heed',
        heed,
        `${started.base}/api/v1/submission`,
        `Bearer ${seeded.heed.key}`,
        benchDatabase,
      ),
    );
    await stopChild(heed);
    await checkStored(databaseUrl, 'heed', seeded.heed.teamId, results[0]);
    rollupDifferences = await rollupDifferenceCount(databaseUrl);

    await resetFeedback(databaseUrl);
    const floorPort = await freePort();
    floor = startChild(
      'floor',
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
    await waitUntilReady(floor, `http://127.0.0.1:${floorPort}/ready`);
    results.push(
      await measure(
        'floor',
        floor,
        `http://127.0.0.1:${floorPort}/api/v1/submission`,
        `Bearer ${seeded.floor.key}`,
        benchDatabase,
      ),
    );
    await checkStored(databaseUrl, 'floor', seeded.floor.teamId, results[1]);
  } catch (error) {
    failure = error;
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    await cleanup();
  }

  if (failure !== undefined || results.length < 2) {
    process.stderr.write(
      `bench failed: ${failure instanceof Error ? failure.message : String(failure)}\n`,
    );
    return 1;
  }

  const [heedResult, floorResult] = results as [Measurement, Measurement];
  const ratio = heedResult.requestsPerSecond / floorResult.requestsPerSecond;
  log('');
  log(
    `submission bench: ${databaseKind}, ${settings.connections} connections, ` +
      `${settings.warmupSeconds} s warm-up + ${settings.seconds} s measured per target, ` +
      `pg pool 10 each, ${new Date().toISOString()}`,
  );
  printTable(results);
  log('');
  const checks = [
    {
      ok: ratio >= TARGETS.ratio,
      text: `throughput ratio ${ratio.toFixed(2)} >= ${TARGETS.ratio.toFixed(1)}`,
    },
    {
      ok: heedResult.p99 <= TARGETS.p99Ms,
      text: `heed p99 ${format(heedResult.p99)} ms <= ${TARGETS.p99Ms} ms`,
    },
    {
      ok: heedResult.maxRssMb <= TARGETS.rssMb,
      text: `heed max RSS ${format(heedResult.maxRssMb)} MB <= ${TARGETS.rssMb} MB`,
    },
    { ok: heedResult.errors === 0, text: `heed errors ${heedResult.errors} = 0` },
    {
      ok: rollupDifferences === 0,
      text: `heed rollups verify after the run: ${rollupDifferences} differences = 0`,
    },
  ];
  for (const check of checks) log(`${check.ok ? 'PASS' : 'FAIL'}  ${check.text}`);
  log(`throughput ratio heed/floor: ${ratio.toFixed(2)}`);
  return settings.enforce && checks.some((check) => !check.ok) ? 1 : 0;
}

/** The value after `--name` on the command line, if any. */
function argument(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index === -1 ? undefined : process.argv[index + 1];
}

async function chosenBench(): Promise<number> {
  if (process.argv.includes('--dashboard')) return runDashboardBench();
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
