import { randomUUID } from 'node:crypto';
import { createTestDatabase, type TestDatabase } from '@heed/db/testing';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LoopbackIssuer, startLoopbackIssuer } from './identity/loopback-issuer.ts';
import { type ApiProcess, freePort, startApiProcess } from './testing/api-process.ts';
import { queryDatabaseAt, seedTeamInDatabase } from './testing/database-seed.ts';
import { ratingSubmission } from './testing/fixtures.ts';
import { type RoundRobinProxy, startRoundRobinProxy } from './testing/round-robin-proxy.ts';
import { waitFor } from './testing/wait-for.ts';

/**
 * `SIGTERM` on the API process (`npm run start:api`): readiness drops at once, the process keeps
 * serving for `HEED_PRESTOP_DELAY_MS` so the load balancer takes it out of rotation, then drains
 * in-flight requests and exits 0. A rolling restart of two replicas under steady load loses no
 * request: every one is answered 201 and stored.
 */

const PRE_STOP_MS = 1_500;
let database: TestDatabase;
let issuer: LoopbackIssuer;
let key: string;
let teamId: string;

function environment(): Record<string, string> {
  return {
    DATABASE_URL: database.url,
    HEED_OIDC_ISSUER: issuer.issuer,
    HEED_OIDC_AUDIENCE: 'heed-api',
    HEED_PRESTOP_DELAY_MS: String(PRE_STOP_MS),
    LOG_LEVEL: 'warn',
  };
}

function sql<Row extends pg.QueryResultRow>(text: string, values: unknown[] = []) {
  return queryDatabaseAt<Row>(database.url, text, values);
}

beforeAll(async () => {
  database = await createTestDatabase();
  issuer = await startLoopbackIssuer();
  ({ teamId, secretKey: key } = await seedTeamInDatabase(database.url, {
    slug: 'rolling',
    rateLimit: 1_000_000,
  }));
});
afterAll(async () => {
  await issuer?.close();
  await database?.drop();
});

function submit(base: string, deduplicationKey: string): Promise<Response> {
  return fetch(`${base}/api/v1/submission`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
    body: JSON.stringify({ ...ratingSubmission('rolling'), deduplicationKey }),
  });
}

describe('stopping the API process', () => {
  it('drops readiness at once and serves on through the pre-stop delay, then exits 0', async () => {
    const api = await startApiProcess(await freePort(), environment());
    try {
      const exited = new Promise<number | null>((resolve) => api.child.once('exit', resolve));
      api.child.kill('SIGTERM');
      const { value: notReady } = await waitFor(async () => {
        const answer = await fetch(`${api.url}/internal/isReady`);
        await answer.arrayBuffer();
        return answer.status === 503 ? true : undefined;
      }, PRE_STOP_MS / 2);
      expect(notReady).toBe(true);
      expect((await fetch(`${api.url}/internal/isAlive`)).status).toBe(200);
      const served = await submit(api.url, `pre-stop-${randomUUID()}`);
      expect(served.status).toBe(201);
      expect(served.headers.get('connection')).toBe('close');
      expect(await exited).toBe(0);
      expect(api.output()).not.toContain('"level":"error"');
    } finally {
      await api.stop();
    }
  }, 60_000);
});

describe('a rolling restart of two replicas under load', () => {
  let replicas: ApiProcess[] = [];
  let balancer: RoundRobinProxy;

  afterAll(async () => {
    await balancer?.close();
    for (const replica of replicas) await replica.stop();
  });

  it('loses no request', async () => {
    const ports = [await freePort(), await freePort()];
    replicas = await Promise.all(ports.map((port) => startApiProcess(port, environment())));
    balancer = await startRoundRobinProxy(
      replicas.map((replica) => replica.url),
      { readinessPath: '/internal/isReady', checkEveryMs: 100 },
    );
    const statuses = new Map<number | string, number>();
    let running = true;
    const worker = async () => {
      while (running) {
        let status: number | string;
        try {
          const answer = await submit(balancer.url, `rolling-${randomUUID()}`);
          await answer.arrayBuffer();
          status = answer.status;
        } catch (error) {
          status = (error as Error).message;
        }
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    };
    const workers = Array.from({ length: 8 }, worker);
    const inRotation = (count: number) =>
      waitFor(() => (balancer.inRotation.length === count ? true : undefined), 60_000);

    await inRotation(2);
    for (const index of [0, 1]) {
      const replica = replicas[index] as ApiProcess;
      expect(await replica.stop()).toBe(0);
      replicas[index] = await startApiProcess(ports[index] as number, environment());
      expect((await inRotation(2)).value).toBe(true);
    }
    running = false;
    await Promise.all(workers);

    const answered = Object.fromEntries(statuses);
    expect({ answered: Object.keys(answered), failures: balancer.failures }).toEqual({
      answered: ['201'],
      failures: [],
    });
    const accepted = statuses.get(201) ?? 0;
    expect(accepted).toBeGreaterThan(0);
    const stored = await sql<{ n: number }>(
      `select count(*)::int as n from feedback where team_id = $1 and deduplication_key like 'rolling-%'`,
      [teamId],
    );
    expect(stored).toEqual([{ n: accepted }]);
  }, 180_000);
});
