/**
 * `npm run bench -- --webhooks`: what delivering webhooks costs the submission path, how soon a
 * message arrives, and whether an outage of the receiver loses or doubles anything.
 *
 * One Heed process on a fresh bench database, a receiver on loopback answering 204 (it records
 * each request's `webhook-id` and arrival), the same load as the submission bench (autocannon,
 * `BENCH_CONNECTIONS` connections, the same body):
 *
 * 1. **without an endpoint**: submissions per second;
 * 2. **with one endpoint** subscribed to `feedback.created`: submissions per second (target: at
 *    least 85 % of run 1), then, once the outbox is empty, creation-to-delivery of every message
 *    (`delivered_at - created_at`, p50/p99, target p99 <= 5 s) and the receiver's count;
 * 3. **receiver down**: submissions at half of run 2's rate for `BENCH_WEBHOOK_OUTAGE_SECONDS`
 *    (default 60) with the receiver's port closed, then `BENCH_SECONDS` more with it back; then
 *    the time until the outbox is empty. Every stored item must have exactly one message, every
 *    message must be delivered and the receiver must have seen every `webhook-id`; an id seen more
 *    than once is a retry of the same message (counted, allowed), an id it never saw is a loss.
 *
 * Heed runs with `HEED_WEBHOOK_RETRY_SCHEDULE=5s,10s,20s,40s,1m,2m,5m` so that the backlog of run 3
 * drains within minutes of the receiver's return (the default schedule waits 5 minutes after a
 * second failure); plain HTTP to loopback needs `HEED_WEBHOOK_ALLOW_HTTP` and
 * `HEED_WEBHOOK_ALLOW_PRIVATE`.
 *
 * Environment: DATABASE_URL, BENCH_SECONDS (default 15), BENCH_WARMUP_SECONDS (default 3),
 * BENCH_CONNECTIONS (default 64), BENCH_WEBHOOK_OUTAGE_SECONDS (default 60), BENCH_ENFORCE=1,
 * BENCH_PROFILE_DIR (Heed runs with `--cpu-prof` into that directory).
 */

import { type ChildProcess, fork } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { AutocannonResult } from 'autocannon';
import {
  type LoopbackIssuer,
  startLoopbackIssuer,
} from '../../../server/src/identity/loopback-issuer.ts';
import {
  newWebhookSecret,
  sealEndpointField,
  webhookSealingKeyOf,
} from '../../../server/src/webhooks/endpoint-sealing.ts';
import { messageIdOf } from '../../../server/src/webhooks/message-id.ts';
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
import { cpuSeconds } from './proc-stats.ts';

const TARGETS = { throughputShare: 0.85, p99DeliverySeconds: 5 } as const;

/** The bench's retry schedule (see above). */
const RETRY_SCHEDULE = '5s,10s,20s,40s,1m,2m,5m';

/** Longest wait for the outbox to empty after a run. */
const DRAIN_LIMIT_MS = 15 * 60_000;

interface Load {
  requestsPerSecond: number;
  ok: number;
  errors: number;
  p99: number;
  cpuMicrosPerRequest: number;
}

/**
 * A receiver answering 204 to every POST, recording `webhook-id`s, in a child process
 * (`webhook-receiver.ts`); it can go down and come back on the same port.
 */
export class Receiver {
  seen = new Map<string, number>();
  port = 0;
  readonly #child: ChildProcess;

  constructor() {
    this.#child = fork(fileURLToPath(new URL('./webhook-receiver.ts', import.meta.url)), [], {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
  }

  #ask<T>(message: object): Promise<T> {
    return new Promise((resolve) => {
      this.#child.once('message', (answer) => resolve(answer as T));
      this.#child.send(message);
    });
  }

  async start(port = 0): Promise<void> {
    this.port = (await this.#ask<{ port: number }>({ op: 'start', port })).port;
  }

  /** Closes the port and every open connection: attempts are refused until `start` again. */
  async stop(): Promise<void> {
    await this.#ask({ op: 'stop' });
  }

  async clear(): Promise<void> {
    await this.#ask({ op: 'clear' });
    this.seen.clear();
  }

  /** Fetches what the receiver has seen into `seen`. */
  async report(): Promise<void> {
    const { seen } = await this.#ask<{ seen: [string, number][] }>({ op: 'report' });
    this.seen = new Map(seen);
  }

  close(): void {
    this.#child.disconnect();
  }

  /** Requests that repeated a `webhook-id` already seen. */
  get repeats(): number {
    let repeats = 0;
    for (const count of this.seen.values()) repeats += count - 1;
    return repeats;
  }
}

const fire = (url: string, key: string, seconds: number, connections: number, rate?: number) =>
  fireSubmissions(url, key, { connections, seconds, ...(rate ? { rate } : {}) });

async function measure(
  child: Child,
  url: string,
  key: string,
  settings: { seconds: number; warmup: number; connections: number },
): Promise<Load> {
  await fire(url, key, settings.warmup, settings.connections);
  const pid = child.process.pid ?? 0;
  const cpuBefore = cpuSeconds(pid) ?? 0;
  const result: AutocannonResult = await fire(url, key, settings.seconds, settings.connections);
  const cpuAfter = cpuSeconds(pid) ?? 0;
  if (!running(child)) throw childFailure(child, 'died under load');
  return {
    requestsPerSecond: result['2xx'] / result.duration,
    ok: result['2xx'],
    errors: result.non2xx + result.errors + result.timeouts,
    p99: result.latency.p99,
    cpuMicrosPerRequest: (1e6 * (cpuAfter - cpuBefore)) / result['2xx'],
  };
}

/** An endpoint of the team for `url`, sealed as Heed seals it, subscribed to `eventTypes`. */
export async function insertEndpoint(
  databaseUrl: string,
  teamId: string,
  url: string,
  secret: string,
  eventTypes: readonly string[] = ['feedback.created'],
) {
  const key = webhookSealingKeyOf(secret) as Buffer;
  const id = randomUUID();
  await withClient(databaseUrl, (client) =>
    client.query(
      `insert into webhook_endpoint (id, team_id, url_sealed, description, event_types, enabled,
                                     secret_sealed, created_at, updated_at)
       values ($1, $2, $3, 'bench', $4, true, $5, now(), now())`,
      [
        id,
        teamId,
        sealEndpointField(key, id, 'url', url),
        [...eventTypes],
        sealEndpointField(key, id, 'secret', newWebhookSecret()),
      ],
    ),
  );
  return id;
}

/** Empties the tables a run fills (items, their counts, the outbox). */
export async function emptyTables(databaseUrl: string): Promise<void> {
  await withClient(databaseUrl, (client) =>
    client.query('truncate feedback, feedback_rollup, webhook_message cascade'),
  );
}

/** Waits until no message is pending; the milliseconds it took. */
async function drain(databaseUrl: string): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < DRAIN_LIMIT_MS) {
    const pending = await withClient(databaseUrl, async (client) => {
      const { rows } = await client.query<{ n: string }>(
        `select count(*) as n from webhook_message where status = 'pending'`,
      );
      return Number(rows[0]?.n ?? 0);
    });
    if (pending === 0) return Date.now() - started;
    await sleep(250);
  }
  throw new Error(`the outbox did not empty within ${DRAIN_LIMIT_MS / 60_000} minutes`);
}

interface Outcome {
  items: number;
  messages: number;
  delivered: number;
  failed: number;
  itemsWithoutOneMessage: number;
  p50Seconds: number;
  p99Seconds: number;
  maxSeconds: number;
  /** Delivered messages whose `webhook-id` the receiver never saw. */
  unseen: number;
  /** `webhook-id`s the receiver saw that are no message of the run. */
  strangers: number;
  repeats: number;
}

async function outcome(databaseUrl: string, receiver: Receiver): Promise<Outcome> {
  await receiver.report();
  return withClient(databaseUrl, async (client) => {
    const { rows } = await client.query<Record<string, string | null>>(`
      select (select count(*) from feedback) as items,
             count(*) as messages,
             count(*) filter (where status = 'delivered') as delivered,
             count(*) filter (where status = 'failed') as failed,
             percentile_cont(0.5) within group (order by extract(epoch from delivered_at - created_at)) as p50,
             percentile_cont(0.99) within group (order by extract(epoch from delivered_at - created_at)) as p99,
             max(extract(epoch from delivered_at - created_at)) as max,
             (select count(*) from feedback f
                left join (select feedback_id, count(*) as n from webhook_message
                            group by feedback_id) m on m.feedback_id = f.id
               where coalesce(m.n, 0) <> 1) as without_one
        from webhook_message`);
    const row = rows[0] ?? {};
    // The receiver's ids against the outbox's: every message's id is `msg_` + its row id in base32.
    const ids = await client.query<{ id: string }>('select id from webhook_message');
    const expected = new Set(ids.rows.map((message) => messageIdOf(message.id)));
    let unseen = 0;
    for (const id of expected) if (!receiver.seen.has(id)) unseen++;
    let strangers = 0;
    for (const id of receiver.seen.keys()) if (!expected.has(id)) strangers++;
    return {
      items: Number(row.items),
      messages: Number(row.messages),
      delivered: Number(row.delivered),
      failed: Number(row.failed),
      itemsWithoutOneMessage: Number(row.without_one),
      p50Seconds: Number(row.p50),
      p99Seconds: Number(row.p99),
      maxSeconds: Number(row.max),
      unseen,
      strangers,
      repeats: receiver.repeats,
    };
  });
}

const fixed = (value: number, decimals = 0) =>
  Number.isFinite(value) ? value.toFixed(decimals) : 'n/a';

function describeOutcome(name: string, result: Outcome): void {
  log(
    `${name}: ${result.items} items, ${result.messages} messages (${result.delivered} delivered, ` +
      `${result.failed} failed), items without exactly one message ${result.itemsWithoutOneMessage}; ` +
      `creation to delivery p50 ${fixed(result.p50Seconds, 3)} s, p99 ${fixed(result.p99Seconds, 3)} s, ` +
      `max ${fixed(result.maxSeconds, 3)} s; receiver: ${result.unseen} ids never received, ` +
      `${result.strangers} unknown ids, ${result.repeats} repeated deliveries of an id`,
  );
}

export async function runWebhooksBench(): Promise<number> {
  const settings = {
    seconds: settingOf('BENCH_SECONDS', 15),
    warmup: settingOf('BENCH_WARMUP_SECONDS', 3),
    connections: Math.round(settingOf('BENCH_CONNECTIONS', 64)),
    outageSeconds: settingOf('BENCH_WEBHOOK_OUTAGE_SECONDS', 60),
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
        HEED_WEBHOOK_RETRY_SCHEDULE: RETRY_SCHEDULE,
      },
    });
    heed = started.child;
    const url = `${started.base}/api/v1/submission`;
    const seeded = await seedBenchKey(database.url);
    await receiver.start();

    await emptyTables(database.url);
    log(`without an endpoint: ${settings.warmup} s warm-up + ${settings.seconds} s measured …`);
    const plain = await measure(heed, url, seeded.key, settings);

    await emptyTables(database.url);
    await insertEndpoint(
      database.url,
      seeded.teamId,
      `http://127.0.0.1:${receiver.port}/hooks`,
      sessionSecret,
    );
    log(`with one endpoint: ${settings.warmup} s warm-up + ${settings.seconds} s measured …`);
    const withEndpoint = await measure(heed, url, seeded.key, settings);
    const drainedAfterMs = await drain(database.url);
    const delivered = await outcome(database.url, receiver);

    await emptyTables(database.url);
    await receiver.clear();
    const rate = Math.max(1, Math.round(withEndpoint.requestsPerSecond / 2));
    await receiver.stop();
    log(
      `receiver down for ${settings.outageSeconds} s, then up for ${settings.seconds} s, ` +
        `at ${rate} submissions/s …`,
    );
    const port = receiver.port;
    const back = sleep(settings.outageSeconds * 1000).then(() => receiver.start(port));
    const outageLoad = await fire(
      url,
      seeded.key,
      settings.outageSeconds + settings.seconds,
      settings.connections,
      rate,
    );
    await back;
    const recoveryStarted = Date.now();
    await drain(database.url);
    const recoveryMs = Date.now() - recoveryStarted + settings.seconds * 1000;
    const outage = await outcome(database.url, receiver);

    log('');
    log(
      `webhook bench: ${settings.connections} connections, ${settings.warmup} s warm-up + ` +
        `${settings.seconds} s measured, retry schedule ${RETRY_SCHEDULE}, ${new Date().toISOString()}`,
    );
    log('run                  req/s  p99 ms  errors  API µs/req');
    for (const [name, load] of [
      ['without an endpoint', plain],
      ['with one endpoint', withEndpoint],
    ] as const) {
      log(
        [
          name.padEnd(19),
          fixed(load.requestsPerSecond).padStart(6),
          fixed(load.p99).padStart(6),
          String(load.errors).padStart(6),
          fixed(load.cpuMicrosPerRequest).padStart(10),
        ].join('  '),
      );
    }
    describeOutcome('with one endpoint', delivered);
    log(
      `with one endpoint: the outbox was empty ${fixed(drainedAfterMs / 1000, 1)} s after the load`,
    );
    log(
      `receiver down: ${outageLoad['2xx']} submissions acknowledged, ` +
        `${outageLoad.non2xx + outageLoad.errors + outageLoad.timeouts} errors; the outbox was ` +
        `empty ${fixed(recoveryMs / 1000, 1)} s after the receiver came back`,
    );
    describeOutcome('receiver down', outage);
    const share = withEndpoint.requestsPerSecond / plain.requestsPerSecond;
    const complete = (result: Outcome) =>
      result.messages === result.items &&
      result.delivered === result.messages &&
      result.itemsWithoutOneMessage === 0 &&
      result.unseen === 0 &&
      result.strangers === 0;
    checks.push(
      {
        ok: share >= TARGETS.throughputShare,
        text: `throughput with an endpoint ${fixed(100 * share)} % of without >= ${100 * TARGETS.throughputShare} %`,
      },
      {
        ok: delivered.p99Seconds <= TARGETS.p99DeliverySeconds,
        text: `creation to delivery p99 ${fixed(delivered.p99Seconds, 3)} s <= ${TARGETS.p99DeliverySeconds} s`,
      },
      { ok: complete(delivered), text: 'with one endpoint: every item delivered once, none lost' },
      {
        ok: complete(outage) && outageLoad['2xx'] <= outage.items,
        text: 'receiver down: the backlog drained, no message lost, repeats only of one webhook-id',
      },
      {
        ok: plain.errors + withEndpoint.errors === 0,
        text: `submission errors ${plain.errors + withEndpoint.errors} = 0`,
      },
    );
  } catch (error) {
    process.stderr.write(
      `webhook bench failed: ${error instanceof Error ? error.message : String(error)}\n`,
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
