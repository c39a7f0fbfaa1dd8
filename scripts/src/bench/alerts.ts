/**
 * `npm run bench -- --alerts`: what matching instant alert rules costs the submission path.
 *
 * One Heed process on a fresh bench database, a receiver on loopback answering 204, the load of
 * the submission bench (autocannon, `BENCH_CONNECTIONS` connections) except that each connection
 * sends ten bodies in turn, one of them with the rating 1 (so 10 % of the submissions are unhappy):
 *
 * 1. **without rules**: submissions per second;
 * 2. **with three enabled instant rules** on the bench's survey — `rating=overall:1` (matches the
 *    10 %), `rating=overall:2` and `q=refund` (match nothing) — each with a webhook destination
 *    (an endpoint on the receiver, subscribed to nothing else): submissions per second, target at
 *    least 85 % of run 1. Every stored submission goes the matching path (its survey has rules):
 *    one transaction with the insert, the match of the batch against the three filters, and for a
 *    batch with matches the rules' lock and the alerts (within the cap of 30 an hour, the rest
 *    counted). Then checks that the first rule counted every unhappy item of the run (`window_sent
 *    + window_held`), sent at most 30 and the others nothing.
 *
 * Environment: DATABASE_URL, BENCH_SECONDS (default 15), BENCH_WARMUP_SECONDS (default 3),
 * BENCH_CONNECTIONS (default 64), BENCH_ENFORCE=1, BENCH_PROFILE_DIR.
 */

import { randomBytes, randomUUID } from 'node:crypto';
import { SUBMISSION_EXAMPLE } from '@heed/contracts';
import type { AutocannonResult } from 'autocannon';
import {
  type LoopbackIssuer,
  startLoopbackIssuer,
} from '../../../server/src/identity/loopback-issuer.ts';
import { fireSubmissions, seedBenchKey } from './bench-key.ts';
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
import { backendCpu, backendCpuBetween, cpuSeconds, loadAverage } from './proc-stats.ts';
import { emptyTables, insertEndpoint, Receiver } from './webhooks.ts';

const TARGETS = { throughputShare: 0.85 } as const;
const SURVEY = SUBMISSION_EXAMPLE.surveyId;
const CAP = 30;

/** Ten bodies a connection sends in turn: the first unhappy (rating 1), the others rating 4. */
function loadBodies(): string[] {
  const withRating = (rating: number) =>
    JSON.stringify({
      ...SUBMISSION_EXAMPLE,
      answers: SUBMISSION_EXAMPLE.answers.map((answer) =>
        answer.value.type === 'rating' ? { ...answer, value: { ...answer.value, rating } } : answer,
      ),
    });
  return [withRating(1), ...Array.from({ length: 9 }, () => withRating(4))];
}

interface Load {
  requestsPerSecond: number;
  ok: number;
  errors: number;
  p50: number;
  p99: number;
  cpuMicrosPerRequest: number;
  pgMicrosPerRequest: number;
  loadBefore: string;
}

async function measure(
  child: Child,
  url: string,
  key: string,
  database: string,
  settings: { seconds: number; warmup: number; connections: number },
): Promise<Load> {
  const bodies = loadBodies();
  const load = { connections: settings.connections, bodies };
  await fireSubmissions(url, key, { ...load, seconds: settings.warmup });
  const pid = child.process.pid ?? 0;
  const loadBefore = loadAverage();
  const cpuBefore = cpuSeconds(pid) ?? 0;
  const backendsBefore = backendCpu(database);
  const result: AutocannonResult = await fireSubmissions(url, key, {
    ...load,
    seconds: settings.seconds,
  });
  const cpuAfter = cpuSeconds(pid) ?? 0;
  const backendSeconds = backendCpuBetween(backendsBefore, backendCpu(database));
  if (!running(child)) throw childFailure(child, 'died under load');
  return {
    requestsPerSecond: result['2xx'] / result.duration,
    ok: result['2xx'],
    errors: result.non2xx + result.errors + result.timeouts,
    p50: result.latency.p50,
    p99: result.latency.p99,
    cpuMicrosPerRequest: (1e6 * (cpuAfter - cpuBefore)) / result['2xx'],
    pgMicrosPerRequest: backendSeconds > 0 ? (1e6 * backendSeconds) / result['2xx'] : Number.NaN,
    loadBefore,
  };
}

/** An enabled instant rule on the bench's survey with the endpoint as its destination. */
async function insertRule(
  databaseUrl: string,
  teamId: string,
  endpointId: string,
  filter: Record<string, string>,
): Promise<string> {
  const id = randomUUID();
  await withClient(databaseUrl, async (client) => {
    await client.query(
      `insert into alert_rule (id, team_id, name, survey_id, filter, mode, enabled, created_at,
                               updated_at)
       values ($1, $2, $3, $4, $5::jsonb, 'instant', true, now(), now())`,
      [id, teamId, `bench ${Object.values(filter).join(' ')}`, SURVEY, JSON.stringify(filter)],
    );
    await client.query(
      `insert into alert_destination (id, team_id, rule_id, position, type, endpoint_id, created_at)
       values ($1, $2, $3, 0, 'webhook', $4, now())`,
      [randomUUID(), teamId, id, endpointId],
    );
  });
  return id;
}

interface RuleOutcome {
  matched: number;
  messages: number;
}

/** Waits until no submission is being stored any more: the count of items holds still for a second. */
async function settle(databaseUrl: string): Promise<void> {
  await withClient(databaseUrl, async (client) => {
    let last = -1;
    for (;;) {
      const { rows } = await client.query<{ n: number }>('select count(*)::int as n from feedback');
      const now = rows[0]?.n ?? 0;
      if (now === last) return;
      last = now;
      await sleep(1_000);
    }
  });
}

/** Once settled: the unhappy items stored and each rule's count and messages, in one statement. */
async function settledOutcome(
  databaseUrl: string,
  ruleIds: string[],
): Promise<{ unhappy: number; rules: RuleOutcome[] }> {
  await settle(databaseUrl);
  return withClient(databaseUrl, async (client) => {
    const { rows } = await client.query<{ unhappy: number; rules: RuleOutcome[] }>(
      `select (select count(*)::int from feedback
                where answers @> '[{"value": {"rating": 1}}]') as unhappy,
              (select json_agg(json_build_object(
                        'matched', r.window_sent + r.window_held,
                        'messages', (select count(*) from webhook_message m
                                      where m.alert_rule_id = r.id))
                       order by array_position($1::uuid[], r.id))
                 from alert_rule r where r.id = any($1::uuid[])) as rules`,
      [ruleIds],
    );
    return rows[0] ?? { unhappy: -1, rules: [] };
  });
}

const fixed = (value: number, decimals = 0) =>
  Number.isFinite(value) ? value.toFixed(decimals) : 'n/a';

export async function runAlertsBench(): Promise<number> {
  const settings = {
    seconds: settingOf('BENCH_SECONDS', 15),
    warmup: settingOf('BENCH_WARMUP_SECONDS', 3),
    connections: Math.round(settingOf('BENCH_CONNECTIONS', 64)),
  };
  const enforce = process.env.BENCH_ENFORCE === '1' || process.env.BENCH_ENFORCE === 'true';
  const sessionSecret = randomBytes(32).toString('base64url');
  let database: BenchDatabase | undefined;
  let issuer: LoopbackIssuer | undefined;
  let heed: Child | undefined;
  const receiver = new Receiver();
  const checks: { ok: boolean; text: string }[] = [];
  try {
    database = await openBenchDatabase(process.env.DATABASE_URL?.trim() || undefined);
    issuer = await startLoopbackIssuer();
    const profileDir = process.env.BENCH_PROFILE_DIR?.trim() || undefined;
    const started = await startHeed(database.url, issuer.issuer, profileDir, {
      env: {
        HEED_SESSION_SECRET: sessionSecret,
        HEED_WEBHOOK_ALLOW_HTTP: 'true',
        HEED_WEBHOOK_ALLOW_PRIVATE: 'true',
      },
    });
    heed = started.child;
    const url = `${started.base}/api/v1/submission`;
    const seeded = await seedBenchKey(database.url);
    await receiver.start();

    await emptyTables(database.url);
    log(`without rules: ${settings.warmup} s warm-up + ${settings.seconds} s measured …`);
    const plain = await measure(heed, url, seeded.key, database.name, settings);

    // The last submissions of the first run are stored before the table is emptied.
    await settle(database.url);
    await emptyTables(database.url);
    const endpointId = await insertEndpoint(
      database.url,
      seeded.teamId,
      `http://127.0.0.1:${receiver.port}/alerts`,
      sessionSecret,
      // Subscribed to `webhook.test` only: the endpoint gets the alerts alone.
      ['webhook.test'],
    );
    const unhappyRule = await insertRule(database.url, seeded.teamId, endpointId, {
      surveyId: SURVEY,
      rating: 'overall:1',
    });
    const quietRules = [
      await insertRule(database.url, seeded.teamId, endpointId, {
        surveyId: SURVEY,
        rating: 'overall:2',
      }),
      await insertRule(database.url, seeded.teamId, endpointId, { surveyId: SURVEY, q: 'refund' }),
    ];
    log(`with three rules: ${settings.warmup} s warm-up + ${settings.seconds} s measured …`);
    const withRules = await measure(heed, url, seeded.key, database.name, settings);
    const settled = await settledOutcome(database.url, [unhappyRule, ...quietRules]);
    const unhappy = settled.unhappy;
    const [matching = { matched: -1, messages: -1 }, ...quiet] = settled.rules;
    log('');
    log(
      `alerts bench: ${settings.connections} connections, ${settings.warmup} s warm-up + ` +
        `${settings.seconds} s measured, 10 % of submissions unhappy, ${database.kind}, ` +
        new Date().toISOString(),
    );
    log('run                req/s  p50 ms  p99 ms  errors  API µs/req  PG µs/req  load before');
    for (const [name, load] of [
      ['without rules', plain],
      ['with three rules', withRules],
    ] as const) {
      log(
        [
          name.padEnd(17),
          fixed(load.requestsPerSecond).padStart(6),
          fixed(load.p50).padStart(6),
          fixed(load.p99).padStart(6),
          String(load.errors).padStart(6),
          fixed(load.cpuMicrosPerRequest).padStart(10),
          fixed(load.pgMicrosPerRequest).padStart(9),
          load.loadBefore.padStart(11),
        ].join('  '),
      );
    }
    log(
      `unhappy items stored with the rules (warm-up included): ${unhappy}; the rating-1 rule ` +
        `counted ${matching.matched} and wrote ${matching.messages} messages; the other rules ` +
        `counted ${quiet.map((rule) => rule.matched).join(' and ')}`,
    );
    const share = withRules.requestsPerSecond / plain.requestsPerSecond;
    checks.push(
      {
        ok: share >= TARGETS.throughputShare,
        text: `throughput with three rules ${fixed(100 * share)} % of without >= ${100 * TARGETS.throughputShare} %`,
      },
      {
        ok: matching.matched === unhappy && matching.messages === Math.min(CAP, unhappy),
        text: `every unhappy item matched once (${matching.matched} of ${unhappy}), ${matching.messages} messages = the cap's ${Math.min(CAP, unhappy)}`,
      },
      {
        ok: quiet.every((rule) => rule.matched === 0 && rule.messages === 0),
        text: 'the rules that match nothing matched nothing',
      },
      {
        ok: plain.errors + withRules.errors === 0,
        text: `submission errors ${plain.errors + withRules.errors} = 0`,
      },
    );
  } catch (error) {
    process.stderr.write(
      `alerts bench failed: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    return 1;
  } finally {
    await stopChild(heed).catch(() => {});
    receiver.close();
    await issuer?.close().catch(() => {});
    await database?.close();
  }
  for (const check of checks) log(`${check.ok ? 'PASS' : 'FAIL'}  ${check.text}`);
  return enforce && checks.some((check) => !check.ok) ? 1 : 0;
}
