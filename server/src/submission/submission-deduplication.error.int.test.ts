import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ratingSubmission, type SeededTeam, seedTeam } from '../testing/fixtures.ts';
import { queryDatabase, submitWithSecretKey } from '../testing/submission-client.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

/** docs/rules/limits.md#limits-5: `deduplicationKey` is 16–128 characters of `[A-Za-z0-9._:-]`. */

let app: TestApp;
let team: SeededTeam;

beforeAll(async () => {
  app = await startTestApp();
  team = await seedTeam(app, { slug: 'dedup-errors' });
});
afterAll(async () => {
  await app.close();
});

describe('a deduplicationKey that breaks the rules', () => {
  it.each([
    ['15 characters', 'a'.repeat(15)],
    ['129 characters', 'a'.repeat(129)],
    ['a space', 'order 1234 attempt 1'],
    ['a slash', 'order/1234/attempt/1'],
    ['non-ASCII letters', 'bestilling-æøå-0001'],
    ['a number', 1234567890123456],
  ])('is refused with 400 naming deduplicationKey (%s), and nothing is stored', async (_, key) => {
    const body = { ...ratingSubmission('dedup-errors'), deduplicationKey: key };
    const response = await submitWithSecretKey(app, team.secretKey.value, body);
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    const problem = (await response.json()) as { code: string; errors: { path: string }[] };
    expect(problem.code).toBe('invalid_request');
    expect(problem.errors.map((error) => error.path)).toEqual(['deduplicationKey']);
    expect(await queryDatabase(app, 'select id from feedback')).toEqual([]);
  });

  it('accepts the bounds: 16 and 128 characters of every allowed kind', async () => {
    for (const key of ['Aa0._:-Aa0._:-Aa', `${'Zz9._:-'.repeat(18)}Zz`]) {
      const body = { ...ratingSubmission('dedup-bounds'), deduplicationKey: key };
      const response = await submitWithSecretKey(app, team.secretKey.value, body);
      expect(response.status).toBe(201);
    }
  });
});
