import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mapGroup } from '../testing/dashboard-fixtures.ts';
import { type SeededTeam, seedTeam } from '../testing/fixtures.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * Ids a customer chooses (survey, field, option) that differ only in Unicode normalisation look
 * identical (`café` with a composed `é`, or `e` + U+0301), so Heed takes them as one id: every
 * place that receives one normalises it to NFC (submission, definition, answers, the filters of
 * the list, statistics and export, the survey paths of markers and deletion).
 */

const NFC = 'caf\u00e9';
const NFD = 'cafe\u0301';
/** Field and option ids with the same trouble. */
const FIELD_NFC = 'r\u00e9sum\u00e9';
const FIELD_NFD = 're\u0301sume\u0301';
const OPTION_NFC = 'cr\u00e8me';
const OPTION_NFD = 'cre\u0300me';

let app: TestApp;
let team: SeededTeam;
let admin: string;

function submission(surveyId: string, fieldId: string, optionId: string, rating: number) {
  return {
    schemaVersion: 2,
    surveyId,
    surveyType: 'rating',
    submittedAt: '2026-11-22T10:15:00Z',
    answers: [
      {
        fieldId,
        fieldType: 'RATING',
        question: { label: 'How was it?' },
        value: { type: 'rating', rating, ratingVariant: 'stars', ratingScale: 5 },
      },
      {
        fieldId: 'pick',
        fieldType: 'SINGLE_CHOICE',
        question: { label: 'Which?' },
        value: { type: 'singleChoice', selectedOptionId: optionId },
      },
    ],
    definition: {
      surveyType: 'rating',
      fields: [
        {
          fieldId,
          fieldType: 'RATING',
          label: 'How was it?',
          ratingVariant: 'stars',
          ratingScale: 5,
        },
        {
          fieldId: 'pick',
          fieldType: 'SINGLE_CHOICE',
          label: 'Which?',
          options: [
            { optionId, label: 'Crème' },
            { optionId: 'other', label: 'Other' },
          ],
        },
      ],
    },
  };
}

async function submit(body: unknown) {
  return fetch(`${app.url}/api/v1/submission`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${team.secretKey.value}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify(body),
  });
}

async function get(path: string, query: [string, string][]) {
  const search = new URLSearchParams([['team', team.teamSlug], ...query]);
  return fetch(`${app.url}/api/v1${path}?${search}`, {
    headers: { authorization: `Bearer ${admin}` },
  });
}

beforeAll(async () => {
  // Statistics of three responses are shown, not masked.
  app = await startTestApp({ HEED_MIN_AGGREGATE: '1' });
  team = await seedTeam(app, { slug: 'unicode-ids' });
  await mapGroup(app, 'unicode-ids', 'g-unicode', 'admin');
  admin = await app.tokenFor({ sub: 'unicode-admin', groups: ['g-unicode'] });
});
afterAll(async () => {
  await app.close();
});

describe('ids that differ only in Unicode normalisation are one id', () => {
  it('stores submissions with the NFD and the NFC spelling under one NFC survey, field and option', async () => {
    // NFD ids in the definition and the answers, then the same survey spelt NFC; and once NFD in
    // the definition with NFC answers (the same ids to a person).
    expect((await submit(submission(NFD, FIELD_NFD, OPTION_NFD, 4))).status).toBe(201);
    expect((await submit(submission(NFC, FIELD_NFC, OPTION_NFC, 5))).status).toBe(201);
    const mixed = submission(NFD, FIELD_NFD, OPTION_NFD, 3);
    mixed.answers[0] = { ...mixed.answers[0], fieldId: FIELD_NFC } as (typeof mixed.answers)[0];
    expect((await submit(mixed)).status).toBe(201);

    const surveys = (await (await get('/intern/surveys', [])).json()) as {
      surveys: { surveyId: string; responses: number; fields: { fieldId: string }[] }[];
    };
    expect(surveys.surveys.map((survey) => [survey.surveyId, survey.responses])).toEqual([
      [NFC, 3],
    ]);
    expect(surveys.surveys[0]?.fields.map((field) => field.fieldId)).toEqual([FIELD_NFC, 'pick']);

    const list = (await (await get('/intern/feedback', [])).json()) as {
      items: { surveyId: string; answers: { fieldId: string; value: Record<string, unknown> }[] }[];
    };
    expect(list.items).toHaveLength(3);
    for (const item of list.items) {
      expect(item.surveyId).toBe(NFC);
      expect(item.answers[0]?.fieldId).toBe(FIELD_NFC);
      expect(item.answers[1]?.value.selectedOptionId).toBe(OPTION_NFC);
    }
  });

  it('finds them by either spelling in every filter: survey, rating and choice', async () => {
    for (const [surveyId, fieldId, optionId] of [
      [NFD, FIELD_NFD, OPTION_NFD],
      [NFC, FIELD_NFC, OPTION_NFC],
    ] as const) {
      const all = (await (await get('/intern/feedback', [['surveyId', surveyId]])).json()) as {
        total: number;
      };
      expect(all.total).toBe(3);
      const rated = (await (
        await get('/intern/feedback', [
          ['surveyId', surveyId],
          ['rating', `${fieldId}:5`],
          ['choice', `pick:${optionId}`],
        ])
      ).json()) as { total: number };
      expect(rated.total).toBe(1);
      const overview = (await (
        await get('/intern/stats/overview', [['surveyId', surveyId]])
      ).json()) as { total: number; fields: { fieldId: string }[] };
      expect(overview.total).toBe(3);
      expect(overview.fields.map((field) => field.fieldId)).toEqual([FIELD_NFC, 'pick']);
      const trend = await get('/intern/stats/trend', [
        ['surveyId', surveyId],
        ['fieldId', fieldId],
        ['interval', 'month'],
        ['from', '2026-01-01'],
        ['to', '2026-12-31'],
      ]);
      expect(trend.status).toBe(200);
    }
  });

  it('exports them by either spelling, headed by the NFC ids', async () => {
    const response = await get('/intern/export', [
      ['surveyId', NFD],
      ['format', 'csv'],
    ]);
    expect(response.status).toBe(200);
    const records = parse((await response.text()).replace(/^\ufeff/, '')) as string[][];
    expect(records[0]?.[4]).toBe(`${FIELD_NFC} (How was it?)`);
    expect(records).toHaveLength(4);
  });

  it('takes the survey in a path by either spelling (markers, deletion)', async () => {
    const created = await fetch(
      `${app.url}/api/v1/intern/surveys/${encodeURIComponent(NFD)}/markers?team=${team.teamSlug}`,
      {
        method: 'POST',
        headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
        body: JSON.stringify({ date: '2026-11-01', label: 'Launch' }),
      },
    );
    expect(created.status).toBe(201);
    const markers = (await (
      await get(`/intern/surveys/${encodeURIComponent(NFC)}/markers`, [])
    ).json()) as { markers: { label: string }[] };
    expect(markers.markers.map((marker) => marker.label)).toEqual(['Launch']);

    const deleted = await fetch(
      `${app.url}/api/v1/intern/surveys/${encodeURIComponent(NFD)}?team=${team.teamSlug}`,
      { method: 'DELETE', headers: { authorization: `Bearer ${admin}` } },
    );
    expect(deleted.status).toBeLessThan(300);
    const surveys = (await (await get('/intern/surveys', [])).json()) as { surveys: unknown[] };
    expect(surveys.surveys).toEqual([]);
  });

  it('counts the length of an id once composed', async () => {
    // 200 characters composed, 400 as written.
    const long = 'e\u0301'.repeat(200);
    expect((await submit(submission(long, FIELD_NFD, OPTION_NFD, 2))).status).toBe(201);
    const tooLong = 'e\u0301'.repeat(201);
    const refused = await submit(submission(tooLong, FIELD_NFD, OPTION_NFD, 2));
    expect(refused.status).toBe(400);
    const problem = (await refused.json()) as { errors?: { path: string }[] };
    expect(problem.errors?.map((error) => error.path)).toContain('surveyId');
  });
});
