import {
  queryDatabase,
  ratingSubmission,
  type SeededTeam,
  seedTeam,
  startTestApp,
  type TestApp,
} from '@heed/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createHeedClient,
  HeedApiError,
  isDefinitionConflict,
  type Submission,
} from '../src/index.ts';

let app: TestApp;
let team: SeededTeam;

beforeAll(async () => {
  app = await startTestApp();
  team = await seedTeam(app, { slug: 'client-team', allowedOrigins: ['https://shop.example'] });
});
afterAll(async () => {
  await app.close();
});

/** The server's fixture, typed as the client's submission. */
const sample = (surveyId: string) => ratingSubmission(surveyId) as unknown as Submission;

describe('typed client against the real API', () => {
  it('submits with a secret key as a bearer token and a fresh deduplicationKey', async () => {
    const heed = createHeedClient({ baseUrl: app.url, key: team.secretKey.value });
    const receipt = await heed.submit(sample('client-survey'));
    expect(receipt).toMatchObject({ surveyId: 'client-survey', id: expect.any(String) });
    const rows = await queryDatabase<{ deduplication_key: string }>(
      app,
      'select deduplication_key from feedback where id = $1',
      [receipt.id],
    );
    expect(rows[0]?.deduplication_key).toMatch(/^heed-[0-9a-f-]{36}$/);
  });

  it('stores a repeated submission once: the same deduplicationKey answers duplicate', async () => {
    const heed = createHeedClient({ baseUrl: app.url, key: team.secretKey.value });
    const submission = {
      ...sample('client-dedup'),
      deduplicationKey: 'order-4711-feedback',
    };
    const first = await heed.submit(submission);
    const second = await heed.submit(submission);
    expect(second).toEqual({ ...first, duplicate: true });
  });

  it('throws a typed definition conflict with its diff', async () => {
    const heed = createHeedClient({ baseUrl: app.url, key: team.secretKey.value });
    await heed.submit(sample('client-conflict'));
    const changed = sample('client-conflict');
    changed.definition.fields[0] = {
      ...changed.definition.fields[0],
      ratingVariant: 'stars',
    } as Submission['definition']['fields'][number];
    changed.answers[0] = {
      ...changed.answers[0],
      value: { type: 'rating', rating: 4, ratingVariant: 'stars', ratingScale: 5 },
    } as Submission['answers'][number];
    const error = await heed.submit(changed).catch((caught: unknown) => caught);
    expect(isDefinitionConflict(error)).toBe(true);
    if (!isDefinitionConflict(error)) return;
    expect(error.status).toBe(409);
    expect(error.problem.diff.changes).toEqual([
      {
        change: 'changed',
        fieldId: 'q1',
        attribute: 'ratingVariant',
        before: 'emoji',
        after: 'stars',
      },
    ]);
  });

  it('sends a publishable key in X-Api-Key; a server-side call without Origin is refused 403', async () => {
    const heed = createHeedClient({ baseUrl: app.url, key: team.publishableKey.value });
    const error = await heed.submit(sample('client-pk')).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HeedApiError);
    expect((error as HeedApiError).status).toBe(403);
    expect((error as HeedApiError).problem.code).toBe('origin_not_allowed');
  });

  it('lists, creates, rotates and revokes keys of the team', async () => {
    const heed = createHeedClient({ baseUrl: app.url, key: team.secretKey.value });
    const created = await heed.createPublishableKey({
      keyType: 'pk',
      appName: 'storefront',
      allowedOrigins: ['https://shop.example'],
      rateLimit: 500,
    });
    expect(created.key).toMatch(/^heed_pk_live_/);
    const rotated = await heed.rotateKey(created.id, 0);
    expect(rotated.previousKeyId).toBe(created.id);
    await heed.revokeKey(rotated.id);
    const keys = await heed.listKeys();
    expect(keys.map((key) => key.id)).toEqual(
      expect.arrayContaining([team.secretKey.id, team.publishableKey.id, created.id, rotated.id]),
    );
    expect(JSON.stringify(keys)).not.toContain(created.key);
    expect(keys.find((key) => key.id === rotated.id)?.status).toBe('revoked');
  });

  it('turns a refused key into a typed 401 problem', async () => {
    const heed = createHeedClient({
      baseUrl: app.url,
      key: 'heed_sk_live_000000000000000000000000000000000000',
    });
    const error = await heed.listKeys().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HeedApiError);
    expect((error as HeedApiError).problem).toMatchObject({ status: 401, code: 'unauthorized' });
  });
});
