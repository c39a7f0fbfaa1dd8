import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ratingSubmission, seedTeam } from '../testing/fixtures.ts';
import { queryDatabase, submitWithSecretKey } from '../testing/submission-client.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { waitFor } from '../testing/wait-for.ts';
import { API_KEY_CHANGES_CHANNEL } from './api-key-directory.ts';

/**
 * Rule: docs/rules/keys.md#keys-7: a revoked key stops working immediately. The key cache must not
 * depend on the listener connection staying healthy: README "Revocation" promises that a revocation
 * takes effect within HEED_KEY_CACHE_MAX_AGE_MS even if every change notification is lost, and that
 * a listener connection that stops answering without closing is noticed by its heartbeat.
 */

const MAX_AGE_MS = 1_000;
/** Scheduling slack on a busy machine, on top of the promised bound. */
const SLACK_MS = 1_500;
const SUBMISSION = ratingSubmission('revocation');

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp(
    { HEED_KEY_CACHE_MAX_AGE_MS: String(MAX_AGE_MS), HEED_DB_STATEMENT_TIMEOUT_MS: '1000' },
    { databaseProxy: true },
  );
});
afterAll(async () => {
  await app?.close();
});

async function statusOf(secretKey: string): Promise<number> {
  const response = await submitWithSecretKey(app, secretKey, SUBMISSION);
  await response.arrayBuffer();
  return response.status;
}

/** Revokes in the database directly, as another replica would, optionally without NOTIFY. */
async function revokeBehindTheCache(keyId: string, notify: boolean): Promise<void> {
  await queryDatabase(app, 'update api_key set revoked_at = now() where id = $1', [keyId]);
  if (notify) {
    await queryDatabase(app, 'select pg_notify($1, $2)', [API_KEY_CHANGES_CHANNEL, keyId]);
  }
}

function refusedWithin(secretKey: string, withinMs: number) {
  return waitFor(async () => ((await statusOf(secretKey)) === 401 ? 401 : undefined), withinMs);
}

describe('revocation does not depend on the listener connection', () => {
  it('enforces a revocation whose notification never arrives within the cache max age', async () => {
    const team = await seedTeam(app, { slug: 'lost-notification' });
    expect(await statusOf(team.secretKey.value)).toBe(201);
    expect(app.runtime.deps.apiKeys.caching).toBe(true);

    await revokeBehindTheCache(team.secretKey.id, false);
    const refused = await refusedWithin(team.secretKey.value, MAX_AGE_MS + SLACK_MS);
    expect(refused.value).toBe(401);
    // The listener stayed healthy the whole time: the entry's age alone ended its use.
    expect(app.runtime.deps.apiKeys.caching).toBe(true);
  });

  it('notices a listener that stops answering without closing, then listens again', async () => {
    const proxy = app.databaseProxy;
    if (!proxy) throw new Error('the test app has no database proxy');
    const team = await seedTeam(app, { slug: 'stalled-listener' });
    expect(await statusOf(team.secretKey.value)).toBe(201);
    expect(app.runtime.deps.apiKeys.caching).toBe(true);

    // Only the LISTEN connection goes silent; the pool's connections keep working.
    proxy.stall({ onlyIfClientSent: 'LISTEN' });
    await revokeBehindTheCache(team.secretKey.id, true);
    const paused = await waitFor(
      () => (app.runtime.deps.apiKeys.caching ? undefined : true),
      MAX_AGE_MS + SLACK_MS,
    );
    expect(paused.value).toBe(true);
    expect(await statusOf(team.secretKey.value)).toBe(401);

    proxy.resume();
    const listening = await waitFor(
      () => (app.runtime.deps.apiKeys.caching ? true : undefined),
      10_000,
    );
    expect(listening.value).toBe(true);
    expect(await statusOf(team.secretKey.value)).toBe(401);
  });
});
