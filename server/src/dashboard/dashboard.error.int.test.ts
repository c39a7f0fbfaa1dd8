import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RateLimitedError } from '../errors/domain-errors.ts';
import type { Actor } from '../identity/actor.ts';
import { resolveTeam } from '../org/resolve-team.ts';
import { createRequestContext } from '../request/request-context.ts';
import { getAs, mapGroup } from '../testing/dashboard-fixtures.ts';
import { seedTeam } from '../testing/fixtures.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { ANALYTICS_LIMIT_PER_MINUTE } from './analytics-rate-limit.ts';
import { getFiltersBootstrap } from './filters-bootstrap.service.ts';
import { FiltersBootstrapCache } from './filters-bootstrap-cache.ts';

/**
 * The dashboard read surface when the request is wrong or too frequent, over real HTTP. Rules:
 * docs/rules/limits.md#limits-6 (events page size 1–100), docs/rules/limits.md#limits-3 (the
 * analytics limit every filters-bootstrap request counts against), docs/rules/errors.md#errors-1
 * (problem+json bodies; 429 with Retry-After and RateLimit-*).
 */

let app: TestApp;
let member: string;

beforeAll(async () => {
  app = await startTestApp();
  await seedTeam(app, { slug: 'errors' });
  await seedTeam(app, { slug: 'errors-2' });
  await mapGroup(app, 'errors', 'g-errors', 'viewer');
  await mapGroup(app, 'errors-2', 'g-errors', 'viewer');
  member = await app.tokenFor({ sub: 'error-user', groups: ['g-errors'] });
});
afterAll(async () => {
  await app.close();
});

async function problem(response: Response): Promise<Record<string, unknown>> {
  expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
  const body = (await response.json()) as Record<string, unknown>;
  expect(JSON.stringify(body)).not.toMatch(/stack|select |insert /i);
  return body;
}

describe('GET /api/v1/dashboard/api-keys/events — invalid input', () => {
  it.each(['0', '101', '-1', '1.5', 'abc'])('answers 400 to limit=%j', async (limit) => {
    const response = await getAs(app, '/dashboard/api-keys/events', member, [
      ['team', 'errors'],
      ['limit', limit],
    ]);
    expect(response.status).toBe(400);
    expect(await problem(response)).toMatchObject({
      status: 400,
      code: 'invalid_request',
      errors: [expect.objectContaining({ path: 'limit' })],
    });
  });

  it.each(['not-a-uuid', 'heed_sk_live_x', '1'])('answers 400 to keyId=%j', async (keyId) => {
    const response = await getAs(app, '/dashboard/api-keys/events', member, [
      ['team', 'errors'],
      ['keyId', keyId],
    ]);
    expect(response.status).toBe(400);
    expect(await problem(response)).toMatchObject({
      code: 'invalid_request',
      errors: [expect.objectContaining({ path: 'keyId' })],
    });
  });

  it('does not read a bracketed parameter as a team (query strings are flat)', async () => {
    const response = await fetch(`${app.url}/api/v1/dashboard/api-keys/events?team[x]=errors`, {
      headers: { authorization: `Bearer ${member}` },
    });
    expect(response.status).toBe(400);
    expect(await problem(response)).toMatchObject({ code: 'team_required' });
  });
});

describe('GET /api/v1/dashboard/surveys/{teamSlug} — invalid input', () => {
  it('answers 400 when the path and ?team= differ, before looking at access', async () => {
    const response = await getAs(app, '/dashboard/surveys/errors', member, [['team', 'elsewhere']]);
    expect(response.status).toBe(400);
    expect(await problem(response)).toMatchObject({ code: 'invalid_request' });
  });

  it('answers 403 to a path slug that names no team of the caller', async () => {
    const response = await getAs(app, '/dashboard/surveys/Nope', member, [['team', 'Nope']]);
    expect(response.status).toBe(403);
    expect(await problem(response)).toMatchObject({ code: 'forbidden' });
  });
});

describe('GET /api/v1/intern/filters/bootstrap — analytics rate limit', () => {
  it(`answers 429 to the request after ${ANALYTICS_LIMIT_PER_MINUTE} in a minute, cached or not`, async () => {
    const token = await app.tokenFor({ sub: 'busy-reader', groups: ['g-errors'] });
    const statuses: number[] = [];
    // Sequential batches of 20: every one of them is served from the cache after the first.
    for (let sent = 0; sent < ANALYTICS_LIMIT_PER_MINUTE; sent += 20) {
      const batch = await Promise.all(
        Array.from({ length: 20 }, () => getAs(app, '/intern/filters/bootstrap', token)),
      );
      for (const response of batch) {
        statuses.push(response.status);
        await response.arrayBuffer();
      }
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(ANALYTICS_LIMIT_PER_MINUTE);

    const denied = await getAs(app, '/intern/filters/bootstrap', token);
    expect(denied.status).toBe(429);
    const retryAfter = Number(denied.headers.get('retry-after'));
    expect(Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= 60).toBe(true);
    expect(denied.headers.get('ratelimit-limit')).toBe(String(ANALYTICS_LIMIT_PER_MINUTE));
    expect(denied.headers.get('ratelimit-remaining')).toBe('0');
    expect(Number(denied.headers.get('ratelimit-reset'))).toBeGreaterThanOrEqual(1);
    expect(denied.headers.get('cache-control')).toBe('no-store');
    expect(await problem(denied)).toMatchObject({ status: 429, code: 'rate_limited' });

    // Per user, not per team: another team of the same user is limited too.
    const otherTeam = await getAs(app, '/intern/filters/bootstrap', token, [['team', 'errors-2']]);
    expect(otherTeam.status).toBe(429);
    // Another user keeps its own budget.
    const someoneElse = await getAs(app, '/intern/filters/bootstrap', member);
    expect(someoneElse.status).toBe(200);
  });

  it('counts cached answers too (service with a smaller limit)', async () => {
    const actor: Actor = {
      type: 'oidc_user',
      subject: 'small-limit-user',
      groups: ['g-errors'],
      isOrgAdmin: false,
    };
    const cache = new FiltersBootstrapCache(app.runtime.deps.clock);
    const outcomes: string[] = [];
    for (let request = 0; request < 4; request++) {
      const ctx = createRequestContext(app.runtime.deps, { actor });
      ctx.teamSelection = await resolveTeam(ctx, { selection: 'lowest_slug', role: 'viewer' }, {});
      try {
        const answer = await getFiltersBootstrap(ctx, { limitPerMinute: 3, cache });
        outcomes.push(`${answer.team}:${ctx.response.rateLimit?.remaining}`);
      } catch (error) {
        expect(error).toBeInstanceOf(RateLimitedError);
        expect(ctx.response.rateLimit).toMatchObject({ limit: 3, remaining: 0 });
        expect((error as RateLimitedError).retryAfterSeconds).toBeGreaterThanOrEqual(1);
        outcomes.push('429');
      }
    }
    expect(outcomes).toEqual(['errors:2', 'errors:1', 'errors:0', '429']);
    expect(cache.size).toBe(1);
  });
});
