import type { FieldDefinition, SurveyDefinition } from '@heed/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAs, mapGroup } from '../testing/dashboard-fixtures.ts';
import { answersFor, insertFeedbackRows, registerSurvey } from '../testing/feedback-rows.ts';
import { type SeededTeam, seedTeam } from '../testing/fixtures.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * Rating and choice filters, and the statistics of filtered items, read `feedback.answer_keys`
 * (computed by PostgreSQL from the answers). Field and option ids may hold any character, a colon
 * and characters outside the Basic Multilingual Plane too: a field `a` with option `b:x` and a
 * field `a:b` with option `x` must never be confused, and a field id of one emoji must count as
 * one character on both sides of the key.
 */

let app: TestApp;
let team: SeededTeam;
let viewer: string;
const SURVEY = 'awkward-ids';

const definition = {
  surveyType: 'rating',
  fields: [
    { fieldId: '⭐', fieldType: 'RATING', label: 'Stars', ratingVariant: 'stars', ratingScale: 5 },
    {
      fieldId: 'a',
      fieldType: 'SINGLE_CHOICE',
      label: 'A',
      options: [
        { optionId: 'b:x', label: 'B then x' },
        { optionId: 'y', label: 'Y' },
      ],
    },
    {
      fieldId: 'a:b',
      fieldType: 'MULTI_CHOICE',
      label: 'A:B',
      options: [
        { optionId: 'x', label: 'X' },
        { optionId: 'ø:1', label: 'Ø' },
      ],
    },
  ],
};
const fields = definition.fields as FieldDefinition[];

/** Item i: ⭐ 1 + i % 5, a = b:x on even items, a:b = [x] on every third and [ø:1] always. */
function values(index: number) {
  return {
    '⭐': 1 + (index % 5),
    a: index % 2 === 0 ? 'b:x' : 'y',
    'a:b': index % 3 === 0 ? ['x', 'ø:1'] : ['ø:1'],
  };
}
const ITEMS = 60;
const items = Array.from({ length: ITEMS }, (_, index) => values(index));

beforeAll(async () => {
  app = await startTestApp();
  team = await seedTeam(app, { slug: 'awkward' });
  await mapGroup(app, 'awkward', 'g-awkward', 'viewer');
  viewer = await app.tokenFor({ sub: 'awkward-viewer', groups: ['g-awkward'] });
  await registerSurvey(app, team, SURVEY, definition as SurveyDefinition);
  await insertFeedbackRows(
    app,
    team,
    SURVEY,
    items.map((item, index) => ({
      receivedAt: new Date(Date.UTC(2026, 9, 1) + index * 3_600_000),
      answers: answersFor(fields, item),
    })),
  );
});
afterAll(async () => {
  await app.close();
});

async function total(query: [string, string][]): Promise<number> {
  const response = await getAs(app, '/intern/feedback', viewer, [
    ['team', 'awkward'],
    ['surveyId', SURVEY],
    ['limit', '1'],
    ...query,
  ]);
  expect(response.status).toBe(200);
  return ((await response.json()) as { total: number }).total;
}

describe('answer keys with awkward field and option ids', () => {
  it('filter by a choice whose option holds a colon, and by an emoji field', async () => {
    const evenCount = items.filter((item) => item.a === 'b:x').length;
    expect(await total([['choice', 'a:b:x']])).toBe(evenCount);
    // Two filters: the rollups cannot answer them, the rows do.
    expect(
      await total([
        ['choice', 'a:b:x'],
        ['rating', '⭐:3'],
      ]),
    ).toBe(items.filter((item) => item.a === 'b:x' && item['⭐'] === 3).length);
  });

  it('count each field’s values apart in the statistics of filtered items', async () => {
    const response = await getAs(app, '/intern/stats/overview', viewer, [
      ['team', 'awkward'],
      ['surveyId', SURVEY],
      ['rating', '⭐:2'],
    ]);
    const body = (await response.json()) as {
      total: number;
      fields: { fieldId: string; distribution: Record<string, number> }[];
    };
    expect(response.status, JSON.stringify(body)).toBe(200);
    const chosen = items.filter((item) => item['⭐'] === 2);
    expect(body.total).toBe(chosen.length);
    const byField = Object.fromEntries(body.fields.map((field) => [field.fieldId, field]));
    expect(byField['⭐']?.distribution).toEqual({ 1: 0, 2: chosen.length, 3: 0, 4: 0, 5: 0 });
    expect(byField.a?.distribution).toEqual({
      'b:x': chosen.filter((item) => item.a === 'b:x').length,
      y: chosen.filter((item) => item.a === 'y').length,
    });
    expect(byField['a:b']?.distribution).toEqual({
      x: chosen.filter((item) => item['a:b'].includes('x')).length,
      'ø:1': chosen.length,
    });
  });

  it('trend an emoji rating field of filtered items by day', async () => {
    const response = await getAs(app, '/intern/stats/trend', viewer, [
      ['team', 'awkward'],
      ['surveyId', SURVEY],
      ['fieldId', '⭐'],
      ['interval', 'day'],
      ['from', '2026-10-01'],
      ['to', '2026-10-03'],
      ['choice', 'a:y'],
    ]);
    const body = (await response.json()) as {
      buckets: { start: string; responses: number | null }[];
    };
    expect(response.status, JSON.stringify(body)).toBe(200);
    const perDay = [0, 1, 2].map(
      (day) =>
        items.filter((item, index) => Math.floor(index / 24) === day && item.a === 'y').length,
    );
    expect(body.buckets.map((bucket) => bucket.responses)).toEqual(perDay);
  });
});
