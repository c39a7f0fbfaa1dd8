import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs, expectProblem } from '../testing/curating.fixtures.ts';
import { getAs, mapGroup, submitFeedback } from '../testing/dashboard-fixtures.ts';
import { ratingSubmission, type SeededTeam, seedTeam } from '../testing/fixtures.ts';
import { ManualClock, startTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * `GET /api/v1/intern/pages/overview`: the survey overview page in one call. Its answer is, part
 * for part, what the reads it replaces answer; it is refused as they are refused; it costs the
 * analytics budget what they cost.
 */

const clock = new ManualClock(new Date('2026-11-22T12:00:00.000Z'));
let app: TestApp;
let page: SeededTeam;
let viewer: string;
let outsider: string;

const PAGE = '/intern/pages/overview';

async function submitRating(team: SeededTeam, surveyId: string): Promise<void> {
  const response = await fetch(`${app.url}/api/v1/submission`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${team.secretKey.value}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify(ratingSubmission(surveyId)),
  });
  expect(response.status).toBe(201);
}

/** The answer of one of the individual reads, as the page composes it. */
async function read(path: string, query: [string, string][]): Promise<Record<string, unknown>> {
  const response = await getAs(app, path, viewer, [['team', 'page'], ...query]);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as Record<string, unknown>;
}

beforeAll(async () => {
  app = await startTestApp({}, { clock });
  page = await seedTeam(app, { slug: 'page' });
  const other = await seedTeam(app, { slug: 'page-other' });
  await seedTeam(app, { slug: 'page-empty' });
  await mapGroup(app, 'page', 'g-page', 'viewer');
  await mapGroup(app, 'page-empty', 'g-page', 'viewer');
  await mapGroup(app, 'page-other', 'g-page-other', 'viewer');
  viewer = await app.tokenFor({ sub: 'page-viewer', groups: ['g-page'] });
  outsider = await app.tokenFor({ sub: 'page-outsider', groups: ['g-page-other'] });
  for (let i = 0; i < 6; i += 1) await submitRating(page, 'page-rating');
  await submitFeedback(app, page, 'page-text');
  await submitRating(other, 'other-rating');
  await mapGroup(app, 'page', 'g-page-editor', 'editor');
  const editor = await app.tokenFor({ sub: 'page-editor', groups: ['g-page-editor'] });
  const theme = await callAs(app, editor, 'POST', '/intern/themes', {
    team: 'page',
    body: { name: 'Checkout', keywords: ['fine'] },
  });
  expect(theme.status, theme.text).toBe(201);
});
afterAll(async () => {
  await app?.close();
});

describe('GET /api/v1/intern/pages/overview — happy', () => {
  it('answers, part for part, what the individual reads answer', async () => {
    const query: [string, string][] = [
      ['surveyId', 'page-rating'],
      ['fieldId', 'q1'],
      ['interval', 'week'],
      ['tz', 'Europe/Oslo'],
    ];
    const response = await getAs(app, PAGE, viewer, [['team', 'page'], ...query]);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as Record<string, unknown>;

    const { surveys } = await read('/intern/surveys', []);
    const { themes } = await read('/intern/themes', []);
    const trend = await read('/intern/stats/trend', query);
    const period = trend.period as { from: string; to: string };
    const overview = await read('/intern/stats/overview', [
      ['surveyId', 'page-rating'],
      ['tz', 'Europe/Oslo'],
      ['from', period.from],
      ['to', period.to],
    ]);
    expect(body).toEqual({
      surveys,
      surveyId: 'page-rating',
      trendFieldId: 'q1',
      trend,
      overview,
      themes,
    });
    expect((overview as { total: number }).total).toBe(6);
  });

  it('shows the survey answered last and its first RATING field by default', async () => {
    // The text survey was answered after the ratings, at the same submittedAt but later received.
    const { surveys } = (await read('/intern/surveys', [])) as {
      surveys: { surveyId: string; lastResponseAt: string | null }[];
    };
    const latest = [...surveys].sort((a, b) =>
      (b.lastResponseAt ?? '').localeCompare(a.lastResponseAt ?? ''),
    )[0];
    const response = await getAs(app, PAGE, viewer, [['team', 'page']]);
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body.surveyId).toBe(latest?.surveyId);
  });

  it('answers a survey without a RATING field with statistics and no trend', async () => {
    const response = await getAs(app, PAGE, viewer, [
      ['team', 'page'],
      ['surveyId', 'page-text'],
      ['fieldId', 'no-such-field'],
    ]);
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ surveyId: 'page-text', trendFieldId: null, trend: null });
    expect(body.overview).toEqual(
      await read('/intern/stats/overview', [['surveyId', 'page-text']]),
    );
  });

  it('answers a team without surveys with empty lists and no statistics', async () => {
    const response = await getAs(app, PAGE, viewer, [['team', 'page-empty']]);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      surveys: [],
      surveyId: null,
      trendFieldId: null,
      trend: null,
      overview: null,
      themes: [],
    });
  });

  it('costs the analytics budget what its two statistics reads cost, and says so', async () => {
    const remaining = async (path: string, query: [string, string][]) => {
      const response = await getAs(app, path, viewer, [['team', 'page'], ...query]);
      expect(response.status).toBe(200);
      return Number(response.headers.get('ratelimit-remaining'));
    };
    const rating: [string, string][] = [['surveyId', 'page-rating']];
    const before = await remaining('/intern/stats/overview', rating);
    const during = await remaining(PAGE, rating);
    const after = await remaining('/intern/stats/overview', rating);
    expect(before - during).toBe(2);
    expect(during - after).toBe(1);
  });
});

describe('GET /api/v1/intern/pages/overview — invalid input', () => {
  it.each([
    ['interval', 'hour'],
    ['tz', 'Mars/Olympus_Mons'],
    ['surveyId', ''],
    ['colour', 'blue'],
  ])('answers 400 naming %s', async (name, value) => {
    const answer = await callAs(app, viewer, 'GET', PAGE, {
      team: 'page',
      query: [[name, value]],
    });
    expectProblem(answer, 400, name);
  });

  it('answers 400 team_required without ?team= (the page always names its team)', async () => {
    const answer = await callAs(app, viewer, 'GET', PAGE);
    expectProblem(answer, 400);
    expect(answer.body.code).toBe('team_required');
  });
});

describe('GET /api/v1/intern/pages/overview — security', () => {
  it('answers 401 without a token', async () => {
    expectProblem(await callAs(app, undefined, 'GET', PAGE, { team: 'page' }), 401);
  });

  it('answers 403 for another team, as the individual reads do', async () => {
    const paths = [PAGE, '/intern/surveys', '/intern/stats/overview', '/intern/themes'];
    for (const path of paths) {
      const answer = await callAs(app, outsider, 'GET', path, { team: 'page' });
      expectProblem(answer, 403);
      expect(answer.text).not.toContain('page-rating');
    }
  });

  it("answers 404 for another team's survey named in one's own team, without its data", async () => {
    const answer = await callAs(app, viewer, 'GET', PAGE, {
      team: 'page',
      query: [['surveyId', 'other-rating']],
    });
    expectProblem(answer, 404);
    expect(answer.text).not.toContain('other-rating');
  });
});
