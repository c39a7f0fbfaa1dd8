import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ratingSubmission, type SeededTeam } from '../testing/fixtures.ts';
import { startWarmProxiedApp } from '../testing/proxied-app.ts';
import { queryDatabase, submitWithSecretKey } from '../testing/submission-client.ts';
import type { TcpProxy } from '../testing/tcp-proxy.ts';
import type { TestApp } from '../testing/test-app.ts';
import { waitFor } from '../testing/wait-for.ts';

/**
 * README "Timeouts": no request waits on the database without a limit. While the database does not
 * answer (here: a network path that stops forwarding without closing), readiness answers 503
 * within HEED_READY_TIMEOUT_MS and a submission 503 with `Retry-After` within
 * HEED_DB_CONNECT_TIMEOUT_MS + 2 × HEED_DB_STATEMENT_TIMEOUT_MS + 2 s; both recover by themselves.
 */

const CONNECT_MS = 500;
const STATEMENT_MS = 500;
const READY_MS = 500;
const SUBMISSION_BOUND_MS = CONNECT_MS + 2 * STATEMENT_MS + 2_000;
/** Scheduling slack on a busy machine, on top of the promised bound. */
const SLACK_MS = 1_000;

let app: TestApp;
let team: SeededTeam;
let databaseProxy: TcpProxy;

beforeAll(async () => {
  ({
    app,
    team,
    proxy: databaseProxy,
  } = await startWarmProxiedApp(
    {
      HEED_DB_CONNECT_TIMEOUT_MS: String(CONNECT_MS),
      HEED_DB_STATEMENT_TIMEOUT_MS: String(STATEMENT_MS),
      HEED_READY_TIMEOUT_MS: String(READY_MS),
    },
    { slug: 'timeouts' },
    'timeouts',
  ));
});
afterAll(async () => {
  await app?.close();
});

const proxy = () => databaseProxy;

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; elapsedMs: number }> {
  const started = Date.now();
  const value = await work();
  return { value, elapsedMs: Date.now() - started };
}

async function readiness(): Promise<number> {
  const response = await fetch(`${app.url}/internal/isReady`);
  await response.arrayBuffer();
  return response.status;
}

describe('a database that stops answering', () => {
  it('makes readiness answer 503 within its deadline, and 200 again once it answers', async () => {
    expect(await readiness()).toBe(200);
    proxy().stall();
    try {
      const probe = await timed(readiness);
      expect(probe.value).toBe(503);
      expect(probe.elapsedMs).toBeLessThan(READY_MS + SLACK_MS);
    } finally {
      proxy().resume();
    }
    expect(
      (await waitFor(async () => ((await readiness()) === 200 ? 200 : undefined), 5_000)).value,
    ).toBe(200);
  });

  it('answers a submission 503 with Retry-After within the bound, and 201 again after', async () => {
    proxy().stall();
    try {
      const answer = await timed(async () => {
        const response = await submitWithSecretKey(
          app,
          team.secretKey.value,
          ratingSubmission('stalled'),
        );
        return {
          status: response.status,
          retryAfter: response.headers.get('retry-after'),
          body: await response.json(),
        };
      });
      expect(answer.value.status).toBe(503);
      expect(answer.value.retryAfter).toMatch(/^[1-9]\d*$/);
      expect(answer.value.body).toMatchObject({ status: 503, code: 'service_unavailable' });
      expect(answer.elapsedMs).toBeLessThan(SUBMISSION_BOUND_MS + SLACK_MS);
    } finally {
      proxy().resume();
    }
    const recovered = await waitFor(async () => {
      const response = await submitWithSecretKey(
        app,
        team.secretKey.value,
        ratingSubmission('after-stall'),
      );
      return response.status === 201 ? 201 : undefined;
    }, 5_000);
    expect(recovered.value).toBe(201);
  });

  it('answers 503 with Retry-After when an insert runs past statement_timeout', async () => {
    const blocker = new pg.Client({ connectionString: app.database.url });
    await blocker.connect();
    await blocker.query('begin');
    await blocker.query('lock table feedback in exclusive mode');
    try {
      const answer = await timed(() =>
        submitWithSecretKey(app, team.secretKey.value, ratingSubmission('locked')),
      );
      expect(answer.value.status).toBe(503);
      expect(answer.value.headers.get('retry-after')).toMatch(/^[1-9]\d*$/);
      expect(answer.elapsedMs).toBeLessThan(SUBMISSION_BOUND_MS + SLACK_MS);
    } finally {
      await blocker.query('rollback');
      await blocker.end();
    }
    expect(await queryDatabase(app, "select id from feedback where survey_id = 'locked'")).toEqual(
      [],
    );
  });
});
