import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ratingSubmission, type SeededTeam } from '../testing/fixtures.ts';
import { startWarmProxiedApp } from '../testing/proxied-app.ts';
import { queryDatabase, submitWithSecretKey } from '../testing/submission-client.ts';
import type { TcpProxy } from '../testing/tcp-proxy.ts';
import type { TestApp } from '../testing/test-app.ts';
import { waitFor } from '../testing/wait-for.ts';

/**
 * Storing submissions when the database misbehaves. README "Storage": a stored submission is never
 * reported as failed (a connection lost after the commit still answers 201, and the row exists
 * once); the group-commit queue is bounded (a full queue answers 503 with `Retry-After` at once).
 */

let app: TestApp;
let team: SeededTeam;

let databaseProxy: TcpProxy;

beforeAll(async () => {
  // Key and definition are cached from here on: the tests below only exercise the insert.
  ({
    app,
    team,
    proxy: databaseProxy,
  } = await startWarmProxiedApp(
    { HEED_WRITE_QUEUE_MAX: '1', HEED_DB_STATEMENT_TIMEOUT_MS: '5000' },
    { slug: 'storage' },
    'warm',
  ));
});
afterAll(async () => {
  await app?.close();
});

const proxy = () => databaseProxy;

describe('a connection lost after the commit', () => {
  it('still answers 201, and the row is stored exactly once', async () => {
    const cut = proxy().cutReplyTo('insert into "feedback"');
    const response = await submitWithSecretKey(
      app,
      team.secretKey.value,
      ratingSubmission('lost-ack'),
    );
    await cut;
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const rows = await queryDatabase(app, "select id from feedback where survey_id = 'lost-ack'");
    expect(rows).toEqual([{ id }]);
  });

  it('answers 201 (not a duplicate) for a deduplicationKey whose first answer was lost', async () => {
    const body = { ...ratingSubmission('lost-ack-key'), deduplicationKey: 'lost-ack-0000000001' };
    const cut = proxy().cutReplyTo('insert into "feedback"');
    const response = await submitWithSecretKey(app, team.secretKey.value, body);
    await cut;
    expect(response.status).toBe(201);
    const receipt = (await response.json()) as { id: string; duplicate?: boolean };
    expect(receipt.duplicate).toBeUndefined();
    const rows = await queryDatabase(
      app,
      "select id from feedback where survey_id = 'lost-ack-key'",
    );
    expect(rows).toEqual([{ id: receipt.id }]);

    const retry = await submitWithSecretKey(app, team.secretKey.value, body);
    expect(retry.status).toBe(200);
    expect(await retry.json()).toMatchObject({ id: receipt.id, duplicate: true });
  });
});

describe('the write queue', () => {
  it('refuses a submission at once with 503 and Retry-After when full, and stores the rest', async () => {
    const writer = app.runtime.deps.feedbackWriter;
    // Inserts wait for this lock, so accepted rows pile up: 2 inserts running, 1 row queued.
    const blocker = new pg.Client({ connectionString: app.database.url });
    await blocker.connect();
    await blocker.query('begin');
    await blocker.query('lock table feedback in exclusive mode');
    const waiting: Promise<Response>[] = [];
    try {
      for (let i = 1; i <= 3; i++) {
        waiting.push(submitWithSecretKey(app, team.secretKey.value, ratingSubmission('queued')));
        const reached = await waitFor(
          () => (writer.writing + writer.queued === i ? true : undefined),
          5_000,
        );
        expect(reached.value).toBe(true);
      }
      expect(writer.writing).toBe(2);
      expect(writer.queued).toBe(1);

      const refused = await submitWithSecretKey(
        app,
        team.secretKey.value,
        ratingSubmission('queued'),
      );
      expect(refused.status).toBe(503);
      expect(refused.headers.get('retry-after')).toBe('1');
      expect(refused.headers.get('content-type')).toMatch(/^application\/problem\+json/);
      expect(await refused.json()).toMatchObject({ status: 503, code: 'service_unavailable' });
      // Refused while the others were still waiting: nothing of theirs has been answered yet.
      expect(writer.writing + writer.queued).toBe(3);
    } finally {
      await blocker.query('rollback');
      await blocker.end();
    }
    const answered = await Promise.all(waiting);
    expect(answered.map((response) => response.status)).toEqual([201, 201, 201]);
    const rows = await queryDatabase(app, "select id from feedback where survey_id = 'queued'");
    expect(rows).toHaveLength(3);
  });
});
