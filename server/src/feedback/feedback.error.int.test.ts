import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAs, mapGroup } from '../testing/dashboard-fixtures.ts';
import { explorerSubmission, submitBody } from '../testing/feedback-fixtures.ts';
import { seedTeam } from '../testing/fixtures.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * The explorer when the request is wrong (Rules: docs/rules/dashboard.md#dashboard-3: a bad filter
 * value is 400 naming the parameter; docs/rules/limits.md#limits-7: `limit` 1–200; problem+json
 * bodies without SQL or stack).
 */

let app: TestApp;
let viewer: string;

beforeAll(async () => {
  app = await startTestApp();
  const team = await seedTeam(app, { slug: 'explorer-errors' });
  await mapGroup(app, 'explorer-errors', 'g-errors', 'viewer');
  viewer = await app.tokenFor({ sub: 'errors-viewer', groups: ['g-errors'] });
  for (let index = 0; index < 3; index++) {
    await submitBody(app, team, explorerSubmission({ surveyId: 'errors', rating: 3 }));
  }
});

afterAll(async () => {
  await app.close();
});

async function problem(response: Response): Promise<Record<string, unknown>> {
  expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
  const text = await response.text();
  expect(text).not.toMatch(/stack|select |insert |where /i);
  return JSON.parse(text) as Record<string, unknown>;
}

function namesParameter(body: Record<string, unknown>, parameter: string): boolean {
  const errors = (body.errors ?? []) as { path: string }[];
  return errors.some((error) => error.path === parameter || error.path.startsWith(`${parameter}.`));
}

const BAD: [string, [string, string][]][] = [
  ['foo', [['foo', '1']]],
  ['from', [['from', '2026-13-01']]],
  ['from', [['from', '2026-02-30']]],
  ['from', [['from', '20261122']]],
  ['to', [['to', 'yesterday']]],
  [
    'from',
    [
      ['from', '2026-11-23'],
      ['to', '2026-11-22'],
    ],
  ],
  ['tz', [['tz', 'Mars/Olympus_Mons']]],
  ['tz', [['tz', 'UTC+3']]],
  ['tz', [['tz', '']]],
  ['limit', [['limit', '0']]],
  ['limit', [['limit', '201']]],
  ['limit', [['limit', 'abc']]],
  ['limit', [['limit', '1.5']]],
  ['cursor', [['cursor', 'not-a-cursor']]],
  ['rating', [['rating', 'overall']]],
  ['rating', [['rating', 'overall:abc']]],
  ['rating', [['rating', 'overall:100']]],
  ['rating', [['rating', ':4']]],
  ['rating', [['rating', 'overall:3-1']]],
  ['rating', [['rating', 'overall:0-11']]],
  ['rating', [['rating', 'overall:1-']]],
  ['rating', [['rating', 'overall:-2']]],
  ['rating', [['rating', 'overall:1-2-3']]],
  ['rating', [['rating', 'overall:1-100']]],
  ['rating', [['rating', 'overall:1..2']]],
  ['rating', [['rating', ':1-2']]],
  [
    'rating',
    [
      ['rating', 'overall:1-2'],
      ['rating', 'overall:5-4'],
    ],
  ],
  [
    'rating',
    [
      ['rating', 'overall:4'],
      ['rating', 'overall'],
    ],
  ],
  ['choice', [['choice', 'channel']]],
  ['choice', [['choice', 'channel:']]],
  ['hasText', [['hasText', 'yes']]],
  ['theme', [['theme', 'not-a-theme-id']]],
  ['deviceType', [['deviceType', 'phone']]],
  ['q', [['q', 'x'.repeat(201)]]],
  ['q', [['q', '']]],
  ['tag', [['tag', 't'.repeat(51)]]],
  [
    'surveyId',
    [
      ['surveyId', 'a'],
      ['surveyId', 'b'],
    ],
  ],
  ['surveyId', [['surveyId', 'bad\u0000id']]],
];

describe('GET /api/v1/intern/feedback — bad parameters', () => {
  it.each(BAD)('answers 400 naming %s', async (parameter, query) => {
    const response = await getAs(app, '/intern/feedback', viewer, query);
    expect(response.status).toBe(400);
    const body = await problem(response);
    expect(body).toMatchObject({ status: 400, code: 'invalid_request' });
    expect(namesParameter(body, parameter), JSON.stringify(body)).toBe(true);
  });

  it('says what is wrong with a rating range: its order, its width, its form', async () => {
    const messages = async (value: string) => {
      const response = await getAs(app, '/intern/feedback', viewer, [['rating', value]]);
      expect(response.status).toBe(400);
      const body = await problem(response);
      return ((body.errors ?? []) as { path: string; message: string }[])
        .filter((error) => error.path === 'rating' || error.path.startsWith('rating.'))
        .map((error) => error.message)
        .join(' ');
    };
    expect(await messages('overall:4-2')).toMatch(/first rating of a range must not be above/);
    expect(await messages('overall:0-11')).toMatch(/at most 11 ratings/);
    expect(await messages('overall:1-')).toMatch(/<fieldId>:<min>-<max>/);
    // The widest range there may be: 11 ratings, a 0–10 scale.
    expect(
      (await getAs(app, '/intern/feedback', viewer, [['rating', 'overall:0-10']])).status,
    ).toBe(200);
  });

  it('answers 400 naming cursor to a cursor that was altered', async () => {
    const first = (await (
      await getAs(app, '/intern/feedback', viewer, [['limit', '1']])
    ).json()) as {
      nextCursor: string;
    };
    const [payload, mac] = first.nextCursor.split('.') as [string, string];
    const position = JSON.parse(Buffer.from(payload, 'base64url').toString()) as string[];
    const forged = Buffer.from(
      JSON.stringify(['2099-01-01T00:00:00.000000Z', position[1]]),
    ).toString('base64url');
    const flipped = `${mac.slice(0, -2)}${mac.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const cursor of [
      `${forged}.${mac}`,
      `${payload}.${flipped}`,
      `${payload}.`,
      payload,
      `${first.nextCursor}.x`,
    ]) {
      const response = await getAs(app, '/intern/feedback', viewer, [['cursor', cursor]]);
      expect(response.status, cursor).toBe(400);
      expect(namesParameter(await problem(response), 'cursor')).toBe(true);
    }
  });

  it('refuses the same over tRPC', async () => {
    const input = encodeURIComponent(JSON.stringify({ rating: 'overall', limit: 0 }));
    const response = await fetch(`${app.url}/trpc/feedback.list?input=${input}`, {
      headers: { authorization: `Bearer ${viewer}` },
    });
    expect(response.status).toBe(400);
  });
});

describe('GET /api/v1/intern/feedback/{id} — bad or unknown id', () => {
  it('answers 400 naming id to an id that is no UUID', async () => {
    const response = await getAs(app, '/intern/feedback/not-a-uuid', viewer);
    expect(response.status).toBe(400);
    expect(namesParameter(await problem(response), 'id')).toBe(true);
  });

  it('answers 404 to an id no item has', async () => {
    const response = await getAs(app, `/intern/feedback/${randomUUID()}`, viewer);
    expect(response.status).toBe(404);
    expect(await problem(response)).toMatchObject({ status: 404, code: 'not_found' });
  });
});

describe('the explorer without a signed-in user', () => {
  it.each(['/intern/feedback', '/intern/surveys', `/intern/feedback/${randomUUID()}`])(
    'answers 401 to %s',
    async (path) => {
      const response = await getAs(app, path, undefined);
      expect(response.status).toBe(401);
    },
  );
});
