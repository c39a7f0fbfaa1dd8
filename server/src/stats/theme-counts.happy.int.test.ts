import type { Answer, FieldDefinition, SurveyDefinition } from '@heed/contracts';
import { queriesOf } from '@heed/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rollupDifferences } from '../feedback/rollup-verification.repository.ts';
import { callAs, sqlRows } from '../testing/curating.fixtures.ts';
import { mapGroup } from '../testing/dashboard-fixtures.ts';
import {
  answersFor,
  insertFeedbackRows,
  registerSurvey,
  submitAnswers,
} from '../testing/feedback-rows.ts';
import { type SeededTeam, seedTeam } from '../testing/fixtures.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * The overview's themes per TEXT field (Rule: docs/rules/statistics.md#statistics-1: text answers
 * by theme, and the answers no theme matched) are counted at write time: every match in
 * `feedback_theme` carries its item's survey, app, time and answered TEXT fields, and triggers keep
 * `feedback_rollup` current when matches are recorded (stored feedback, a theme created or changed)
 * or removed (a theme changed or deleted, feedback or a survey deleted). After each such change,
 * the overview — answered from the rollups for a survey and a period in a whole-hour zone, from the
 * rows in a half-hour zone — must equal the counts computed here from the stored rows and their
 * matches.
 */

let app: TestApp;
let team: SeededTeam;
let admin: string;
const SURVEY = 'theme-counts';

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
    { fieldId: 'liked', fieldType: 'TEXT', label: 'What did you like?' },
    { fieldId: 'missed', fieldType: 'TEXT', label: 'What did you miss?' },
  ],
};
const fields = definition.fields as FieldDefinition[];
const LIKED = ['', 'fast delivery', 'Fast and cheap', 'friendly staff', '   ', 'cheap prices'];
const MISSED = ['', 'slow checkout', 'nothing', 'Too expensive', 'slow app, expensive'];

function itemAnswers(index: number): Answer[] {
  return answersFor(fields, {
    stars: 1 + (index % 5),
    liked: LIKED[index % LIKED.length] ?? '',
    missed: MISSED[index % MISSED.length] ?? '',
  });
}

interface Expected {
  responses: number;
  themes: { themeId: string; count: number }[];
  uncategorized: number;
}

/** Per TEXT field, from the stored rows (optionally of one UTC period) and their matches. */
async function expectedThemes(period?: {
  from: string;
  to: string;
}): Promise<Record<string, Expected>> {
  const rows = await sqlRows<{ id: string; answers: Answer[] }>(
    app,
    `select id, answers from feedback where team_id = ? and survey_id = ?
       and (?::timestamptz is null or received_at >= ?::timestamptz)
       and (?::timestamptz is null or received_at < ?::timestamptz)`,
    [
      team.teamId,
      SURVEY,
      period?.from ?? null,
      period?.from ?? null,
      period?.to ?? null,
      period?.to ?? null,
    ],
  );
  const matches = await sqlRows<{ feedback_id: string; theme_id: string }>(
    app,
    'select feedback_id, theme_id from feedback_theme where team_id = ?',
    [team.teamId],
  );
  const themesOf = new Map<string, string[]>();
  for (const match of matches) {
    themesOf.set(match.feedback_id, [...(themesOf.get(match.feedback_id) ?? []), match.theme_id]);
  }
  const expected: Record<string, Expected> = {};
  for (const fieldId of ['liked', 'missed']) {
    const answered = rows.filter((row) =>
      row.answers.some(
        (answer) =>
          answer.fieldId === fieldId &&
          answer.value.type === 'text' &&
          answer.value.text.replace(/^ +| +$/g, '') !== '',
      ),
    );
    const counts = new Map<string, number>();
    for (const row of answered) {
      for (const themeId of themesOf.get(row.id) ?? []) {
        counts.set(themeId, (counts.get(themeId) ?? 0) + 1);
      }
    }
    expected[fieldId] = {
      responses: answered.length,
      themes: [...counts]
        .map(([themeId, count]) => ({ themeId, count }))
        .sort((a, b) => b.count - a.count || (a.themeId < b.themeId ? -1 : 1)),
      uncategorized: answered.filter((row) => (themesOf.get(row.id) ?? []).length === 0).length,
    };
  }
  return expected;
}

async function overviewThemes(query: [string, string][]): Promise<Record<string, Expected>> {
  const answer = await callAs(app, admin, 'GET', '/intern/stats/overview', {
    team: 'theme-counts',
    query: [['surveyId', SURVEY], ...query],
  });
  expect(answer.status, answer.text).toBe(200);
  const entries = (answer.body.fields as (Expected & { fieldId: string; fieldType: string })[])
    .filter((field) => field.fieldType === 'TEXT')
    .map((field) => [
      field.fieldId,
      { responses: field.responses, themes: field.themes, uncategorized: field.uncategorized },
    ]);
  return Object.fromEntries(entries);
}

/** The overview's themes equal the rows', whole, for a UTC period and for a half-hour zone. */
async function expectThemesToMatchRows(): Promise<void> {
  expect(await overviewThemes([])).toEqual(await expectedThemes());
  expect(
    await overviewThemes([
      ['from', '2026-09-05'],
      ['to', '2026-09-20'],
    ]),
  ).toEqual(await expectedThemes({ from: '2026-09-05T00:00:00Z', to: '2026-09-21T00:00:00Z' }));
  // India is UTC+05:30: bounds off the hour, so this is counted from the rows.
  expect(
    await overviewThemes([
      ['from', '2026-09-05'],
      ['to', '2026-09-20'],
      ['tz', 'Asia/Kolkata'],
    ]),
  ).toEqual(await expectedThemes({ from: '2026-09-04T18:30:00Z', to: '2026-09-20T18:30:00Z' }));
  const zeros = await sqlRows<{ n: number }>(
    app,
    'select count(*)::int as n from feedback_rollup where team_id = ? and n <= 0',
    [team.teamId],
  );
  expect(zeros[0]?.n).toBe(0);
  // The recount of `heed rollups verify` agrees with what the triggers kept.
  const db = queriesOf(app.runtime.deps.orm.em.fork());
  expect(await rollupDifferences(db, { teamId: team.teamId })).toEqual([]);
}

async function createTheme(name: string, keywords: string[]): Promise<string> {
  const answer = await callAs(app, admin, 'POST', '/intern/themes', {
    team: 'theme-counts',
    body: { name, keywords },
  });
  expect(answer.status, answer.text).toBe(201);
  return answer.body.id as string;
}

function submit(index: number) {
  return submitAnswers(app, team, SURVEY, definition as SurveyDefinition, itemAnswers(index));
}

beforeAll(async () => {
  app = await startTestApp();
  team = await seedTeam(app, { slug: 'theme-counts' });
  await mapGroup(app, 'theme-counts', 'g-theme-counts', 'admin');
  admin = await app.tokenFor({ sub: 'theme-counts-admin', groups: ['g-theme-counts'] });
  await registerSurvey(app, team, SURVEY, definition as SurveyDefinition);
});
afterAll(async () => {
  await app.close();
});

describe('theme counts kept at write time', () => {
  let speed: string;
  let price: string;

  it('count the matches of stored feedback: many rows in one statement and group commits', async () => {
    speed = await createTheme('Speed', ['fast', 'slow']);
    price = await createTheme('Price', ['cheap', 'expensive']);
    await insertFeedbackRows(
      app,
      team,
      SURVEY,
      Array.from({ length: 1_200 }, (_, index) => ({
        // Every 41 minutes over about five weeks, so periods cut through hours and days.
        receivedAt: new Date(Date.UTC(2026, 8, 1) + index * 41 * 60_000),
        answers: itemAnswers(index),
        appName: index % 4 === 0 ? 'kiosk' : 'webshop',
      })),
    );
    const answers = await Promise.all(Array.from({ length: 30 }, (_, index) => submit(index)));
    expect(answers.map((response) => response.status)).toEqual(answers.map(() => 201));
    const expected = await expectedThemes();
    // The seed really exercises both themes, items with two and items with none.
    expect(expected.liked?.themes.map((theme) => theme.themeId).sort()).toEqual(
      [speed, price].sort(),
    );
    expect(expected.missed?.uncategorized).toBeGreaterThan(0);
    await expectThemesToMatchRows();
  });

  it('follow a theme created, changed and deleted', async () => {
    const staff = await createTheme('Staff', ['friendly staff']);
    await expectThemesToMatchRows();
    const changed = await callAs(app, admin, 'PATCH', `/intern/themes/${speed}`, {
      team: 'theme-counts',
      body: { keywords: ['slow'] },
    });
    expect(changed.status, changed.text).toBe(200);
    await expectThemesToMatchRows();
    const deleted = await callAs(app, admin, 'DELETE', `/intern/themes/${staff}`, {
      team: 'theme-counts',
    });
    expect(deleted.status, deleted.text).toBe(204);
    await expectThemesToMatchRows();
    expect((await expectedThemes()).liked?.themes.map((theme) => theme.themeId)).not.toContain(
      staff,
    );
  });

  it('follow deleted feedback: one item, old items in bulk, then the whole survey', async () => {
    const [item] = await sqlRows<{ feedback_id: string }>(
      app,
      'select feedback_id from feedback_theme where theme_id = ? limit 1',
      [price],
    );
    const removed = await callAs(app, admin, 'DELETE', `/intern/feedback/${item?.feedback_id}`, {
      team: 'theme-counts',
    });
    expect(removed.status, removed.text).toBe(204);
    await expectThemesToMatchRows();
    await sqlRows(app, 'delete from feedback where team_id = ? and received_at < ?', [
      team.teamId,
      '2026-09-12T13:30:00Z',
    ]);
    await expectThemesToMatchRows();
    const survey = await callAs(app, admin, 'DELETE', `/intern/surveys/${SURVEY}`, {
      team: 'theme-counts',
    });
    expect(survey.status, survey.text).toBe(200);
    const left = await sqlRows<{ n: number }>(
      app,
      'select count(*)::int as n from feedback_rollup where team_id = ?',
      [team.teamId],
    );
    expect(left[0]?.n).toBe(0);
  });
});
