import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ratingSubmission, type SeededTeam, seedTeam } from '../testing/fixtures.ts';
import { queryDatabase, submitWithSecretKey } from '../testing/submission-client.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * Rule: docs/rules/submission.md#submission-6: `deduplicationKey` — a repeat of the same key for
 * the same key's team and `surveyId` stores nothing new and answers 200 `{ id, surveyId,
 * surveyIdRef, receivedAt, duplicate: true }` with the first submission's id; first wins under
 * concurrency.
 */

let app: TestApp;
let team: SeededTeam;
let otherTeam: SeededTeam;

beforeAll(async () => {
  app = await startTestApp();
  team = await seedTeam(app, { slug: 'dedup' });
  otherTeam = await seedTeam(app, { slug: 'dedup-other' });
});
afterAll(async () => {
  await app.close();
});

type Receipt = {
  id: string;
  surveyId: string;
  surveyIdRef: string;
  receivedAt: string;
  duplicate?: boolean;
};

async function rowsWithKey(deduplicationKey: string): Promise<{ id: string; team_id: string }[]> {
  return queryDatabase(app, 'select id, team_id from feedback where deduplication_key = $1', [
    deduplicationKey,
  ]);
}

describe('deduplicationKey', () => {
  it('stores the first submission (201) and answers a repeat 200 with the first receipt', async () => {
    const body = {
      ...ratingSubmission('dedup-survey'),
      deduplicationKey: 'order-1234:attempt.A_1',
    };
    const first = await submitWithSecretKey(app, team.secretKey.value, body);
    expect(first.status).toBe(201);
    const stored = (await first.json()) as Receipt;
    expect(stored.duplicate).toBeUndefined();

    const repeat = await submitWithSecretKey(app, team.secretKey.value, body);
    expect(repeat.status).toBe(200);
    expect(await repeat.json()).toEqual({ ...stored, duplicate: true });
    expect(await rowsWithKey(body.deduplicationKey)).toEqual([
      { id: stored.id, team_id: team.teamId },
    ]);
  });

  it('keeps keys apart per surveyId and per team', async () => {
    const deduplicationKey = 'shared-key-0123456789';
    const answers = [
      [team, 'survey-a'],
      [team, 'survey-b'],
      [otherTeam, 'survey-a'],
    ] as const;
    const ids = new Set<string>();
    for (const [owner, surveyId] of answers) {
      const body = { ...ratingSubmission(surveyId), deduplicationKey };
      const response = await submitWithSecretKey(app, owner.secretKey.value, body);
      expect(response.status).toBe(201);
      ids.add(((await response.json()) as Receipt).id);
    }
    expect(ids.size).toBe(3);
    expect(await rowsWithKey(deduplicationKey)).toHaveLength(3);
  });

  it('stores every submission without a key, even identical ones', async () => {
    const body = ratingSubmission('no-key-survey');
    for (let i = 0; i < 2; i++) {
      expect((await submitWithSecretKey(app, team.secretKey.value, body)).status).toBe(201);
    }
    const rows = await queryDatabase(
      app,
      "select id from feedback where survey_id = 'no-key-survey'",
    );
    expect(rows).toHaveLength(2);
  });

  it('stores one row for 20 concurrent submissions with one key: one 201, the others 200', async () => {
    const body = { ...ratingSubmission('dedup-race'), deduplicationKey: 'race-key-0000000001' };
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => submitWithSecretKey(app, team.secretKey.value, body)),
    );
    const receipts = await Promise.all(responses.map((r) => r.json() as Promise<Receipt>));
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses).toEqual([200, ...Array(18).fill(200), 201].sort());
    const rows = await rowsWithKey(body.deduplicationKey);
    expect(rows).toHaveLength(1);
    for (const receipt of receipts) expect(receipt.id).toBe(rows[0]?.id);
    const created = receipts[responses.findIndex((r) => r.status === 201)];
    for (const receipt of receipts) expect(receipt.receivedAt).toBe(created?.receivedAt);
  });
});
