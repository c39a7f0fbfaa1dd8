import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ratingSubmission, type SeededTeam } from '../testing/fixtures.ts';
import { startWarmProxiedApp } from '../testing/proxied-app.ts';
import { queryDatabase, submitWithSecretKey } from '../testing/submission-client.ts';
import type { TcpProxy } from '../testing/tcp-proxy.ts';
import type { TestApp } from '../testing/test-app.ts';

/**
 * A database outage under load (README "Timeouts", docs/performance.md "Database outage"): while
 * steady submission load runs, every database connection is cut and new ones are refused for a
 * few seconds, then the database is back. Every request gets 201, or 503/429 with `Retry-After`
 * (no 500, no answer later than the bound); every submission the API acknowledged is stored
 * exactly once; the clients' retries with the same `deduplicationKey` store nothing twice; the
 * API recovers without a restart.
 */

const CONNECT_MS = 500;
const STATEMENT_MS = 1_000;
const ANSWER_BOUND_MS = CONNECT_MS + 2 * STATEMENT_MS + 2_000;
const SLACK_MS = 1_000;
const CLIENTS = 8;
const LOAD_MS = 4_000;
const OUTAGE_STARTS_MS = 1_000;
const OUTAGE_MS = 2_000;
const SURVEY = 'outage';

interface Answer {
  key: string;
  status: number;
  retryAfter: string | null;
  elapsedMs: number;
  sentAt: number;
  id?: string;
  duplicate?: boolean;
}

let app: TestApp;
let team: SeededTeam;
let proxy: TcpProxy;

beforeAll(async () => {
  ({ app, team, proxy } = await startWarmProxiedApp(
    {
      HEED_DB_CONNECT_TIMEOUT_MS: String(CONNECT_MS),
      HEED_DB_STATEMENT_TIMEOUT_MS: String(STATEMENT_MS),
      HEED_READY_TIMEOUT_MS: '500',
      LOG_LEVEL: 'info',
    },
    { slug: 'outage', rateLimit: 1_000_000 },
    SURVEY,
  ));
  await queryDatabase(app, 'delete from feedback');
});
afterAll(async () => {
  await app?.close();
});

async function send(key: string, startedAt: number): Promise<Answer> {
  const sentAt = Date.now();
  const response = await submitWithSecretKey(app, team.secretKey.value, {
    ...ratingSubmission(SURVEY),
    deduplicationKey: key,
  });
  const body = (await response.json()) as { id?: string; duplicate?: boolean };
  return {
    key,
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    elapsedMs: Date.now() - sentAt,
    sentAt: sentAt - startedAt,
    ...(response.status < 300 ? { id: body.id, duplicate: body.duplicate } : {}),
  };
}

describe('a database outage under load', () => {
  it('answers 201 or 503/429 with Retry-After, stores every acknowledged row once, and recovers', async () => {
    const startedAt = Date.now();
    const outage = setTimeout(() => {
      proxy.refuse(true);
      proxy.cut();
    }, OUTAGE_STARTS_MS);
    const recovery = setTimeout(() => proxy.refuse(false), OUTAGE_STARTS_MS + OUTAGE_MS);
    const answers: Answer[] = [];
    await Promise.all(
      Array.from({ length: CLIENTS }, async (_, client) => {
        for (let n = 0; Date.now() - startedAt < LOAD_MS; n++) {
          answers.push(
            await send(`outage-client-${client}-${String(n).padStart(6, '0')}`, startedAt),
          );
        }
      }),
    );
    clearTimeout(outage);
    clearTimeout(recovery);
    proxy.refuse(false);

    // Every answer is one the contract allows, refusals say when to come back, none came late.
    for (const answer of answers) {
      expect([201, 503, 429]).toContain(answer.status);
      if (answer.status !== 201) expect(answer.retryAfter).toMatch(/^[1-9]\d*$/);
      expect(answer.elapsedMs).toBeLessThan(ANSWER_BOUND_MS + SLACK_MS);
    }
    const refused = answers.filter((answer) => answer.status !== 201);
    expect(refused.length).toBeGreaterThan(0);
    const afterOutage = answers.filter(
      (answer) => answer.status === 201 && answer.sentAt > OUTAGE_STARTS_MS + OUTAGE_MS,
    );
    expect(afterOutage.length).toBeGreaterThan(0);

    // The clients send what was refused again, with the same key.
    const retries: Answer[] = [];
    const queue = refused.map((answer) => answer.key);
    await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        for (let key = queue.pop(); key !== undefined; key = queue.pop()) {
          retries.push(await send(key, startedAt));
        }
      }),
    );
    for (const retry of retries) expect([200, 201]).toContain(retry.status);

    // Every submission is stored exactly once, under the id its acknowledgement named.
    const rows = await queryDatabase<{ deduplication_key: string; id: string }>(
      app,
      'select deduplication_key, id from feedback where survey_id = $1',
      [SURVEY],
    );
    const stored = new Map<string, string[]>();
    for (const row of rows) {
      stored.set(row.deduplication_key, [...(stored.get(row.deduplication_key) ?? []), row.id]);
    }
    expect(rows.length).toBe(answers.length);
    for (const acknowledged of [...answers, ...retries].filter((answer) => answer.id)) {
      expect(stored.get(acknowledged.key)).toEqual([acknowledged.id]);
    }

    const ready = await fetch(`${app.url}/internal/isReady`);
    expect(ready.status).toBe(200);

    const firstRefused = Math.min(...refused.map((answer) => answer.sentAt));
    const lastRefused = Math.max(...refused.map((answer) => answer.sentAt));
    console.info(
      JSON.stringify({
        requests: answers.length,
        created: answers.length - refused.length,
        refused503: refused.filter((answer) => answer.status === 503).length,
        refused429: refused.filter((answer) => answer.status === 429).length,
        refusedYetStored: retries.filter((retry) => retry.status === 200).length,
        maxAnswerMs: Math.max(...answers.map((answer) => answer.elapsedMs)),
        outageMs: [OUTAGE_STARTS_MS, OUTAGE_STARTS_MS + OUTAGE_MS],
        refusedSentMs: [firstRefused, lastRefused],
      }),
    );
  });
});
