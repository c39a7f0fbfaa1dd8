import type { Answer, FieldDefinition, SurveyDefinition } from '@heed/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAs, mapGroup } from '../testing/dashboard-fixtures.ts';
import {
  answersFor,
  insertFeedbackRows,
  registerSurvey,
  submitAnswers,
} from '../testing/feedback-rows.ts';
import { type SeededTeam, seedTeam } from '../testing/fixtures.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * `feedback_rollup`, the counts the database keeps at write time, must always equal what the
 * stored rows say: after inserts of many rows in one statement, after submissions committed in
 * groups, after deleting an item, deleting old items in bulk (as a retention job would), an
 * update, and deleting a whole survey. The expected counts are computed here from the rows, in
 * TypeScript. Then the list's `total`, answered from the rollups when the filter allows, is
 * compared with the number of matching rows counted here, in zones with whole-hour and half-hour
 * offsets.
 */

const SURVEYS = ['alpha', 'beta'] as const;
let app: TestApp;
let team: SeededTeam;
let admin: string;

const definition = {
  surveyType: 'rating',
  fields: [
    {
      fieldId: 'stars',
      fieldType: 'RATING',
      label: 'Stars',
      ratingVariant: 'stars',
      ratingScale: 5,
    },
    { fieldId: 'nps', fieldType: 'RATING', label: 'NPS', ratingVariant: 'nps', ratingScale: 10 },
    { fieldId: 'note', fieldType: 'TEXT', label: 'Note' },
    {
      fieldId: 'channel',
      fieldType: 'SINGLE_CHOICE',
      label: 'Channel',
      options: [
        { optionId: 'web', label: 'Web' },
        { optionId: 'app', label: 'App' },
      ],
    },
    {
      fieldId: 'topics',
      fieldType: 'MULTI_CHOICE',
      label: 'Topics',
      options: [
        { optionId: 'price', label: 'Price' },
        { optionId: 'speed', label: 'Speed' },
        { optionId: 'design', label: 'Design' },
      ],
    },
  ],
};
const fields = definition.fields as FieldDefinition[];
const NOTES = ['', '   ', 'fast and fine', 'slow'];
const TOPICS = [[], ['price'], ['speed', 'design'], ['price', 'speed', 'design']];

interface StoredRow {
  id: string;
  survey_id: string;
  app_name: string;
  has_text: boolean;
  received_at: string;
  answers: Answer[];
}

async function storedRows(): Promise<StoredRow[]> {
  return app.runtime.deps.orm.em.fork().execute<StoredRow[]>(
    `select id, survey_id, app_name, has_text,
       to_char(received_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as received_at,
       answers
     from feedback where team_id = ?`,
    [team.teamId],
  );
}

/** The keys a row counts under: the item, each answered field, each rating and option chosen. */
function keysOf(row: StoredRow): [string, string][] {
  const keys: [string, string][] = [['', '']];
  for (const answer of row.answers) {
    const value = answer.value;
    // A blank text (spaces only, as PostgreSQL's `btrim` sees it) is no answer.
    if (value.type !== 'text' || value.text.replace(/^ +| +$/g, '') !== '') {
      keys.push([answer.fieldId, '']);
    }
    if (value.type === 'rating') keys.push([answer.fieldId, String(value.rating)]);
    if (value.type === 'singleChoice') keys.push([answer.fieldId, value.selectedOptionId]);
    if (value.type === 'multiChoice') {
      for (const option of value.selectedOptionIds) keys.push([answer.fieldId, option]);
    }
  }
  return keys;
}

/** `survey|grain|bucket|field|value|app|hasText` → count, from the rows. */
function expectedCounts(rows: StoredRow[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const row of rows) {
    const minute = Number(row.received_at.slice(14, 16));
    const quarter = `${row.received_at.slice(0, 14)}${String(minute - (minute % 15)).padStart(2, '0')}:00Z`;
    const hour = `${row.received_at.slice(0, 13)}:00:00Z`;
    const day = `${row.received_at.slice(0, 10)}T00:00:00Z`;
    const month = `${row.received_at.slice(0, 7)}-01T00:00:00Z`;
    for (const [fieldId, value] of keysOf(row)) {
      for (const [grain, bucket] of [
        ['q', quarter],
        ['h', hour],
        ['d', day],
        ['m', month],
      ]) {
        const key = [row.survey_id, grain, bucket, fieldId, value, row.app_name, row.has_text].join(
          '|',
        );
        counts[key] = (counts[key] ?? 0) + 1;
      }
    }
  }
  return counts;
}

async function rollupCounts(): Promise<Record<string, number>> {
  const rows = await app.runtime.deps.orm.em.fork().execute<
    {
      survey_id: string;
      grain: string;
      bucket: string;
      field_id: string;
      value: string;
      app_name: string;
      has_text: boolean;
      n: string;
    }[]
  >(
    `select survey_id, grain, to_char(bucket at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as bucket,
       field_id, value, app_name, has_text, n::text as n
     from feedback_rollup where team_id = ?`,
    [team.teamId],
  );
  return Object.fromEntries(
    rows.map((row) => [
      [
        row.survey_id,
        row.grain,
        row.bucket,
        row.field_id,
        row.value,
        row.app_name,
        row.has_text,
      ].join('|'),
      Number(row.n),
    ]),
  );
}

async function expectRollupsToMatchRows(): Promise<StoredRow[]> {
  const rows = await storedRows();
  expect(await rollupCounts()).toEqual(expectedCounts(rows));
  return rows;
}

function itemAnswers(index: number): Answer[] {
  return answersFor(fields, {
    stars: 1 + (index % 5),
    nps: index % 11,
    note: NOTES[index % NOTES.length] ?? '',
    channel: index % 3 === 0 ? 'web' : 'app',
    topics: TOPICS[index % TOPICS.length] ?? [],
  });
}

function submit(surveyId: string, index: number) {
  return submitAnswers(app, team, surveyId, definition as SurveyDefinition, itemAnswers(index));
}

beforeAll(async () => {
  app = await startTestApp();
  team = await seedTeam(app, { slug: 'rollups' });
  await mapGroup(app, 'rollups', 'g-rollup-admins', 'admin');
  admin = await app.tokenFor({ sub: 'rollup-admin', groups: ['g-rollup-admins'] });
  for (const surveyId of SURVEYS) {
    await registerSurvey(app, team, surveyId, definition as SurveyDefinition);
  }
});

afterAll(async () => {
  await app.close();
});

function deleteAs(path: string): Promise<Response> {
  return fetch(`${app.url}/api/v1${path}?team=rollups`, {
    method: 'DELETE',
    headers: { authorization: `Bearer ${admin}` },
  });
}

describe('feedback_rollup', () => {
  it('equals the rows after inserts in one statement and submissions committed in groups', async () => {
    for (const [offset, surveyId] of SURVEYS.entries()) {
      await insertFeedbackRows(
        app,
        team,
        surveyId,
        Array.from({ length: 1_500 }, (_, index) => ({
          // Every 37 minutes over about 5 weeks: many hours and days, both sides of midnight.
          receivedAt: new Date(Date.UTC(2026, 8, 1) + (index * 37 + offset * 11) * 60_000),
          answers: itemAnswers(index + offset),
          appName: index % 3 === 0 ? 'kiosk' : 'webshop',
        })),
      );
    }
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, index) => submit(SURVEYS[index % 2] as string, index)),
    );
    expect(answers.map((response) => response.status)).toEqual(answers.map(() => 201));
    const rows = await expectRollupsToMatchRows();
    expect(rows).toHaveLength(3_000 + 40);
  });

  it('equals the rows after deleting an item, an update and a bulk delete of old items', async () => {
    const [first] = await storedRows();
    expect((await deleteAs(`/intern/feedback/${first?.id}`)).status).toBe(204);
    await expectRollupsToMatchRows();
    const em = app.runtime.deps.orm.em.fork();
    await em.execute(
      `update feedback set has_text = not has_text, app_name = 'moved'
       where team_id = ? and received_at < '2026-09-03T00:00:00Z'`,
      [team.teamId],
    );
    await expectRollupsToMatchRows();
    await em.execute(`delete from feedback where team_id = ? and received_at < ?`, [
      team.teamId,
      '2026-09-10T13:30:00Z',
    ]);
    await expectRollupsToMatchRows();
  });

  it('holds nothing of a deleted survey and no count of zero', async () => {
    expect((await deleteAs('/intern/surveys/beta')).status).toBe(200);
    await expectRollupsToMatchRows();
    const leftovers = await app.runtime.deps.orm.em
      .fork()
      .execute<{ n: number }[]>(
        `select count(*) filter (where survey_id = 'beta' or n <= 0)::int as n from feedback_rollup`,
      );
    expect(leftovers[0]?.n).toBe(0);
  });
});

describe('GET /api/v1/intern/feedback — total', () => {
  const localDay = (iso: string, tz: string) =>
    new Intl.DateTimeFormat('en-CA', {
      timeZone: tz,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(new Date(iso));

  const cases: { name: string; query: [string, string][]; matches(row: StoredRow): boolean }[] = [
    { name: 'no filter', query: [], matches: () => true },
    { name: 'survey', query: [['surveyId', 'alpha']], matches: (row) => row.survey_id === 'alpha' },
    {
      name: 'app and hasText',
      query: [
        ['appName', 'kiosk'],
        ['hasText', 'true'],
      ],
      matches: (row) => row.app_name === 'kiosk' && row.has_text,
    },
    ...['UTC', 'Europe/Oslo', 'America/St_Johns', 'Asia/Kolkata', 'Asia/Kathmandu'].map((tz) => ({
      name: `period in ${tz} and a rating`,
      query: [
        ['surveyId', 'alpha'],
        ['from', '2026-09-12'],
        ['to', '2026-09-20'],
        ['tz', tz],
        ['rating', 'stars:4'],
      ] as [string, string][],
      matches: (row: StoredRow) => {
        const day = localDay(row.received_at, tz);
        const stars = row.answers.find((answer) => answer.fieldId === 'stars')?.value;
        return (
          row.survey_id === 'alpha' &&
          day >= '2026-09-12' &&
          day <= '2026-09-20' &&
          stars?.type === 'rating' &&
          stars.rating === 4
        );
      },
    })),
    {
      name: 'from only, a choice',
      query: [
        ['from', '2026-09-25'],
        ['choice', 'topics:design'],
      ],
      matches: (row) => {
        const topics = row.answers.find((answer) => answer.fieldId === 'topics')?.value;
        return (
          localDay(row.received_at, 'UTC') >= '2026-09-25' &&
          topics?.type === 'multiChoice' &&
          topics.selectedOptionIds.includes('design')
        );
      },
    },
  ];

  it('is the number of matching items, whichever filters and zone', async () => {
    const viewer = await app.tokenFor({ sub: 'rollup-viewer', groups: ['g-rollup-admins'] });
    const rows = await storedRows();
    for (const { name, query, matches } of cases) {
      const response = await getAs(app, '/intern/feedback', viewer, [
        ['team', 'rollups'],
        ['limit', '1'],
        ...query,
      ]);
      expect(response.status, name).toBe(200);
      const body = (await response.json()) as { total: number };
      const expected = rows.filter(matches).length;
      expect(expected, name).toBeGreaterThan(0);
      expect(body.total, name).toBe(expected);
    }
  });
});
