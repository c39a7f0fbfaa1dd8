import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ratingSubmission, type SeededTeam, seedTeam } from '../testing/fixtures.ts';
import { ManualClock, startTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * Two API replicas on one database. Rules: docs/rules/keys.md#keys-7 (revocation takes effect
 * immediately), docs/rules/keys.md#keys-6 (the old key of a rotation works only for the grace
 * period), docs/rules/limits.md#limits-2 (rate limit per key, across replicas, and the 429
 * headers).
 */

const ORIGIN = 'https://app.example.com';
const HOUR = 3_600_000;
/** How long a change may take to reach the other replica; NOTIFY should need milliseconds. */
const PROPAGATION_MS = 2_000;

const SUBMISSION = ratingSubmission('s1');

const clock = new ManualClock();
let replicaA: TestApp;
let replicaB: TestApp;
let team: SeededTeam;

beforeAll(async () => {
  replicaA = await startTestApp({}, { clock });
  replicaB = await startTestApp({}, { clock, replicaOf: replicaA });
  team = await seedTeam(replicaA, { slug: 'replicated' });
});
afterAll(async () => {
  await replicaB?.close();
  await replicaA?.close();
});

function submitWithPk(replica: TestApp, key: string): Promise<Response> {
  return fetch(`${replica.url}/api/v1/submission`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': key, origin: ORIGIN },
    body: JSON.stringify(SUBMISSION),
  });
}

async function adminOnA(
  method: 'POST' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<Response> {
  return fetch(`${replicaA.url}/api/v1/admin/api-keys${path}`, {
    method,
    headers: {
      authorization: `Bearer ${team.secretKey.value}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

async function createPkOnA(appName: string): Promise<{ id: string; key: string }> {
  const response = await adminOnA('POST', '', {
    keyType: 'pk',
    appName,
    allowedOrigins: [ORIGIN],
  });
  expect(response.status).toBe(201);
  return (await response.json()) as { id: string; key: string };
}

/** Sends until the replica answers 401 or the time is up; the last status and the time taken. */
async function untilRefused(
  replica: TestApp,
  key: string,
): Promise<{ status: number; elapsedMs: number }> {
  const started = Date.now();
  for (;;) {
    const response = await submitWithPk(replica, key);
    await response.arrayBuffer();
    const elapsedMs = Date.now() - started;
    if (response.status === 401 || elapsedMs >= PROPAGATION_MS) {
      return { status: response.status, elapsedMs };
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Uses the key on B a few times, so B holds it in its cache. */
async function warmOnB(key: string): Promise<void> {
  expect(replicaB.runtime.deps.apiKeys.caching).toBe(true);
  for (let i = 0; i < 3; i++) expect((await submitWithPk(replicaB, key)).status).toBe(201);
}

describe('key changes reach every replica', () => {
  it('a key revoked through A is refused by B within moments', async () => {
    const key = await createPkOnA('revoked-on-a');
    await warmOnB(key.key);

    expect((await adminOnA('DELETE', `/${key.id}`)).status).toBe(204);
    expect((await submitWithPk(replicaA, key.key)).status).toBe(401);
    const onB = await untilRefused(replicaB, key.key);
    expect(onB.status).toBe(401);
    expect(onB.elapsedMs).toBeLessThan(PROPAGATION_MS);
    expect((await submitWithPk(replicaB, key.key)).status).toBe(401);
  });

  it('a key rotated through A with grace 0 is refused by B; the new key works on B', async () => {
    const key = await createPkOnA('rotated-on-a');
    await warmOnB(key.key);

    const response = await adminOnA('POST', `/${key.id}/rotate`, { gracePeriodHours: 0 });
    expect(response.status).toBe(201);
    const rotated = (await response.json()) as { key: string };
    expect((await submitWithPk(replicaA, key.key)).status).toBe(401);
    const onB = await untilRefused(replicaB, key.key);
    expect(onB.status).toBe(401);
    expect(onB.elapsedMs).toBeLessThan(PROPAGATION_MS);
    expect((await submitWithPk(replicaB, rotated.key)).status).toBe(201);
  });

  it('B ends the grace period of a key rotated through A on time', async () => {
    const key = await createPkOnA('graced-on-a');
    await warmOnB(key.key);

    const response = await adminOnA('POST', `/${key.id}/rotate`, { gracePeriodHours: 1 });
    expect(response.status).toBe(201);
    const rotated = (await response.json()) as { key: string };
    // Within the grace period both keys work on B.
    expect((await submitWithPk(replicaB, key.key)).status).toBe(201);
    expect((await submitWithPk(replicaB, rotated.key)).status).toBe(201);

    clock.advance(HOUR + 60_000);
    const onB = await untilRefused(replicaB, key.key);
    expect(onB.status).toBe(401);
    expect(onB.elapsedMs).toBeLessThan(PROPAGATION_MS);
    expect((await submitWithPk(replicaB, rotated.key)).status).toBe(201);
  });
});

describe('one rate limit across replicas', () => {
  it('counts requests to A and B against the same per-minute budget', async () => {
    const limited = await seedTeam(replicaA, { slug: 'limited', rateLimit: 5 });
    const key = limited.publishableKey.value;

    const replicas = [replicaA, replicaA, replicaA, replicaB, replicaB];
    const remaining: string[] = [];
    for (const replica of replicas) {
      const response = await submitWithPk(replica, key);
      expect(response.status).toBe(201);
      expect(response.headers.get('ratelimit-limit')).toBe('5');
      const reset = Number(response.headers.get('ratelimit-reset'));
      expect(Number.isInteger(reset)).toBe(true);
      expect(reset).toBeGreaterThanOrEqual(0);
      expect(reset).toBeLessThanOrEqual(60);
      remaining.push(response.headers.get('ratelimit-remaining') ?? 'missing');
    }
    expect(remaining).toEqual(['4', '3', '2', '1', '0']);

    for (const replica of [replicaB, replicaA]) {
      const response = await submitWithPk(replica, key);
      expect(response.status).toBe(429);
      expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
      expect(await response.json()).toMatchObject({ status: 429, code: 'rate_limited' });
      const retryAfter = response.headers.get('retry-after') ?? '';
      expect(retryAfter).toMatch(/^\d+$/);
      expect(Number(retryAfter)).toBeGreaterThanOrEqual(1);
      expect(Number(retryAfter)).toBeLessThanOrEqual(60);
      expect(response.headers.get('ratelimit-limit')).toBe('5');
      expect(response.headers.get('ratelimit-remaining')).toBe('0');
      expect(response.headers.get('ratelimit-reset')).toMatch(/^\d+$/);
      expect(Number(response.headers.get('ratelimit-reset'))).toBeLessThanOrEqual(60);
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
    }

    // The budget is per key: the team's secret key (same limit) has its own.
    const other = await fetch(`${replicaB.url}/api/v1/submission`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${limited.secretKey.value}`,
      },
      body: JSON.stringify(SUBMISSION),
    });
    expect(other.status).toBe(201);
    expect(other.headers.get('ratelimit-remaining')).toBe('4');
  });
});
