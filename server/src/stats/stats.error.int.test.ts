import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANALYTICS_LIMIT_PER_MINUTE } from '../dashboard/analytics-rate-limit.ts';
import { getAs, mapGroup } from '../testing/dashboard-fixtures.ts';
import { fourFieldSubmission, seedTeam } from '../testing/fixtures.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * Statistics refuse bad input with a 400 problem naming the parameter, never a 500; they share the
 * analytics rate limit with the filters bootstrap (Rule: docs/rules/limits.md#limits-3: 300 a
 * minute a user, 429 with Retry-After).
 */

let app: TestApp;
let viewer: string;
let twoTeams: string;

beforeAll(async () => {
  app = await startTestApp();
  const team = await seedTeam(app, { slug: 'stats-errors' });
  await seedTeam(app, { slug: 'stats-other' });
  await mapGroup(app, 'stats-errors', 'g-se', 'viewer');
  await mapGroup(app, 'stats-other', 'g-so', 'viewer');
  viewer = await app.tokenFor({ sub: 'stats-error-viewer', groups: ['g-se'] });
  twoTeams = await app.tokenFor({ sub: 'stats-two-teams', groups: ['g-se', 'g-so'] });
  const response = await fetch(`${app.url}/api/v1/submission`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${team.secretKey.value}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify(fourFieldSubmission('survey-e')),
  });
  expect(response.status).toBe(201);
});
afterAll(async () => {
  await app.close();
});

async function expectProblem(response: Response, status: number, path?: string) {
  expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
  const body = (await response.json()) as { status: number; errors?: { path: string }[] };
  expect(response.status, JSON.stringify(body)).toBe(status);
  expect(body.status).toBe(status);
  if (path) expect(body.errors?.map((error) => error.path)).toContain(path);
  return body;
}

const trend = (query: [string, string][]) =>
  getAs(app, '/intern/stats/trend', viewer, [
    ['surveyId', 'survey-e'],
    ['fieldId', 'overall'],
    ['interval', 'day'],
    ...query,
  ]);

describe('GET /api/v1/intern/stats/trend — bad input', () => {
  it('needs fieldId and interval', async () => {
    await expectProblem(
      await getAs(app, '/intern/stats/trend', viewer, [
        ['surveyId', 'survey-e'],
        ['interval', 'day'],
      ]),
      400,
      'fieldId',
    );
    await expectProblem(
      await getAs(app, '/intern/stats/trend', viewer, [
        ['surveyId', 'survey-e'],
        ['fieldId', 'overall'],
      ]),
      400,
      'interval',
    );
    await expectProblem(await trend([['interval', 'year']]), 400, 'interval');
  });

  it('needs the survey of the field, and a RATING field of it', async () => {
    await expectProblem(
      await getAs(app, '/intern/stats/trend', viewer, [
        ['fieldId', 'overall'],
        ['interval', 'day'],
      ]),
      400,
      'surveyId',
    );
    for (const fieldId of ['comment', 'channel', 'topics', 'no-such-field']) {
      await expectProblem(
        await getAs(app, '/intern/stats/trend', viewer, [
          ['surveyId', 'survey-e'],
          ['fieldId', fieldId],
          ['interval', 'week'],
        ]),
        400,
        'fieldId',
      );
    }
  });

  it('refuses a bad zone, bad days, a reversed period and more than 1000 buckets', async () => {
    await expectProblem(await trend([['tz', 'Mars/Olympus_Mons']]), 400, 'tz');
    await expectProblem(await trend([['from', '2026-02-30']]), 400, 'from');
    await expectProblem(
      await trend([
        ['from', '2026-11-02'],
        ['to', '2026-11-01'],
      ]),
      400,
      'from',
    );
    await expectProblem(
      await trend([
        ['from', '2020-01-01'],
        ['to', '2026-01-01'],
      ]),
      400,
      'from',
    );
    // The same period per week is 314 buckets: fine.
    const weekly = await getAs(app, '/intern/stats/trend', viewer, [
      ['surveyId', 'survey-e'],
      ['fieldId', 'overall'],
      ['interval', 'week'],
      ['from', '2020-01-01'],
      ['to', '2026-01-01'],
    ]);
    expect(weekly.status).toBe(200);
  });
});

describe('GET /api/v1/intern/stats/overview — bad input', () => {
  it('names the filter that is wrong, and an unknown parameter', async () => {
    await expectProblem(
      await getAs(app, '/intern/stats/overview', viewer, [['rating', 'overall']]),
      400,
      'rating',
    );
    for (const range of ['overall:5-1', 'overall:0-11', 'overall:1-x']) {
      await expectProblem(
        await getAs(app, '/intern/stats/overview', viewer, [['rating', range]]),
        400,
        'rating',
      );
      await expectProblem(await trend([['rating', range]]), 400, 'rating');
    }
    await expectProblem(
      await getAs(app, '/intern/stats/overview', viewer, [['hasText', 'maybe']]),
      400,
      'hasText',
    );
    await expectProblem(
      await getAs(app, '/intern/stats/overview', viewer, [['theme', 'not-a-uuid']]),
      400,
      'theme',
    );
    await expectProblem(
      await getAs(app, '/intern/stats/overview', viewer, [['q', 'x'.repeat(201)]]),
      400,
      'q',
    );
    await expectProblem(
      await getAs(app, '/intern/stats/overview', viewer, [['color', 'red']]),
      400,
    );
  });

  it('needs ?team= for a user of several teams (implicit team), and a token', async () => {
    const body = await expectProblem(
      await getAs(app, '/intern/stats/overview', twoTeams),
      400,
      'team',
    );
    expect(body).toMatchObject({ code: 'team_required' });
    await expectProblem(await getAs(app, '/intern/stats/overview', undefined), 401);
  });
});

describe('analytics rate limit', () => {
  it(`shares ${ANALYTICS_LIMIT_PER_MINUTE} a minute per user with the filters bootstrap: 429 with Retry-After`, async () => {
    const token = await app.tokenFor({ sub: 'stats-busy-reader', groups: ['g-se'] });
    for (let sent = 0; sent < ANALYTICS_LIMIT_PER_MINUTE - 2; sent += 20) {
      const size = Math.min(20, ANALYTICS_LIMIT_PER_MINUTE - 2 - sent);
      const batch = await Promise.all(
        Array.from({ length: size }, () => getAs(app, '/intern/filters/bootstrap', token)),
      );
      for (const response of batch) {
        expect(response.status).toBe(200);
        await response.arrayBuffer();
      }
    }
    const overview = await getAs(app, '/intern/stats/overview', token);
    expect(overview.status).toBe(200);
    expect(overview.headers.get('ratelimit-remaining')).toBe('1');
    const lastTrend = await getAs(app, '/intern/stats/trend', token, [
      ['surveyId', 'survey-e'],
      ['fieldId', 'overall'],
      ['interval', 'day'],
    ]);
    expect(lastTrend.status).toBe(200);
    const denied = await getAs(app, '/intern/stats/overview', token);
    const body = await expectProblem(denied, 429);
    expect(body).toMatchObject({ code: 'rate_limited' });
    const retryAfter = Number(denied.headers.get('retry-after'));
    expect(Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= 60).toBe(true);
    expect(denied.headers.get('ratelimit-limit')).toBe(String(ANALYTICS_LIMIT_PER_MINUTE));
    const deniedTrend = await getAs(app, '/intern/stats/trend', token, [
      ['surveyId', 'survey-e'],
      ['fieldId', 'overall'],
      ['interval', 'day'],
    ]);
    expect(deniedTrend.status).toBe(429);
  });
});
