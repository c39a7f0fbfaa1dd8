import type { FieldDefinition, SurveyDefinition } from '@heed/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
 * `feedback_search`, the words the free-text search (`q`) reads, kept by the database at write
 * time, must always say what the items say: one row for each item with text, its words those of
 * `text_content`, with the item's team, survey, app and arrival — after inserts of many rows in
 * one statement, submissions committed in groups, a change of an item's text (to other words, to
 * none, from none), and deletions of an item, of old items in bulk and of a whole survey. The
 * list's words then find what the items' texts hold.
 */

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
    { fieldId: 'note', fieldType: 'TEXT', label: 'Note' },
  ],
};
const fields = definition.fields as FieldDefinition[];
const NOTES = ['', 'Refund please', 'fast and fine', 'slow, so slow'];

function answers(index: number) {
  return answersFor(fields, { stars: 1 + (index % 5), note: NOTES[index % NOTES.length] ?? '' });
}

beforeAll(async () => {
  app = await startTestApp();
  team = await seedTeam(app, { slug: 'search-words' });
  await mapGroup(app, 'search-words', 'g-search-admins', 'admin');
  admin = await app.tokenFor({ sub: 'search-admin', groups: ['g-search-admins'] });
  for (const surveyId of ['alpha', 'beta']) {
    await registerSurvey(app, team, surveyId, definition as SurveyDefinition);
  }
});

afterAll(async () => {
  await app.close();
});

/** The search rows of the team and the rows its items' texts call for, each as one line. */
async function searchRowsAndExpected(): Promise<{ rows: string[]; expected: string[] }> {
  const em = app.runtime.deps.orm.em.fork();
  const line = (alias: string, id: string, words: string) =>
    `${id} || '|' || ${alias}.team_id || '|' || ${alias}.survey_id || '|' || ${alias}.app_name
       || '|' || ${alias}.received_at || '|' || ${words} as line`;
  const rows = await em.execute<{ line: string }[]>(
    `select ${line('s', 's.feedback_id', 's.words::text')} from feedback_search s
      where s.team_id = ? order by 1`,
    [team.teamId],
  );
  const expected = await em.execute<{ line: string }[]>(
    `select ${line('f', 'f.id', "to_tsvector('simple', f.text_content)::text")} from feedback f
      where f.team_id = ? and f.text_content is not null order by 1`,
    [team.teamId],
  );
  return { rows: rows.map((row) => row.line), expected: expected.map((row) => row.line) };
}

async function expectSearchRowsToMatchItems(): Promise<number> {
  const { rows, expected } = await searchRowsAndExpected();
  expect(rows).toEqual(expected);
  return rows.length;
}

async function listTotal(query: [string, string][]): Promise<number> {
  const params = new URLSearchParams([['team', 'search-words'], ...query]);
  const response = await fetch(`${app.url}/api/v1/intern/feedback?${params}`, {
    headers: { authorization: `Bearer ${admin}` },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { total: number }).total;
}

function deleteAs(path: string): Promise<Response> {
  return fetch(`${app.url}/api/v1${path}?team=search-words`, {
    method: 'DELETE',
    headers: { authorization: `Bearer ${admin}` },
  });
}

describe('feedback_search', () => {
  it('holds the words of every item with text after inserts and submissions', async () => {
    const ids = await insertFeedbackRows(
      app,
      team,
      'alpha',
      Array.from({ length: 400 }, (_, index) => ({
        receivedAt: new Date(Date.UTC(2026, 9, 1) + index * 3_600_000),
        answers: answers(index),
        appName: index % 2 === 0 ? 'kiosk' : 'webshop',
      })),
    );
    expect(ids).toHaveLength(400);
    const submitted = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        submitAnswers(app, team, 'beta', definition as SurveyDefinition, answers(index)),
      ),
    );
    expect(submitted.map((response) => response.status)).toEqual(submitted.map(() => 201));
    // Three notes of four have words: 300 inserted, 15 submitted.
    expect(await expectSearchRowsToMatchItems()).toBe(315);
    expect(await listTotal([['q', 'refund']])).toBe(105);
    expect(await listTotal([['q', 'SLOW']])).toBe(105);
  });

  it('follows a change of an item’s text: other words, none, and words again', async () => {
    const em = app.runtime.deps.orm.em.fork();
    const setText = (text: string | null, where: string) =>
      em.execute(
        `update feedback set text_content = ?, has_text = ? where team_id = ? and ${where}`,
        [text, text !== null, team.teamId],
      );
    // The refunds among alpha's first 96 items (one an hour from 1 October): 24.
    await setText(
      'card declined twice',
      `text_content = 'Refund please' and survey_id = 'alpha' and received_at < '2026-10-05T00:00:00Z'`,
    );
    await expectSearchRowsToMatchItems();
    expect(await listTotal([['q', 'declined card']])).toBe(24);
    expect(await listTotal([['q', 'refund']])).toBe(81);
    await setText(null, `text_content = 'fast and fine'`);
    await expectSearchRowsToMatchItems();
    expect(await listTotal([['q', 'fast']])).toBe(0);
    await setText('fast again', `survey_id = 'beta' and text_content is null`);
    await expectSearchRowsToMatchItems();
    expect(await listTotal([['q', 'fast']])).toBe(10);
    // A triage change leaves the words as they are.
    await em.execute(`update feedback set status = 'resolved' where team_id = ?`, [team.teamId]);
    await expectSearchRowsToMatchItems();
  });

  it('lets go of the words of deleted items: one, old ones in bulk, a whole survey', async () => {
    const em = app.runtime.deps.orm.em.fork();
    const [first] = await em.execute<{ id: string }[]>(
      `select id from feedback where team_id = ? and text_content is not null
        order by received_at limit 1`,
      [team.teamId],
    );
    expect((await deleteAs(`/intern/feedback/${first?.id}`)).status).toBe(204);
    const before = await expectSearchRowsToMatchItems();
    await em.execute(`delete from feedback where team_id = ? and received_at < ?`, [
      team.teamId,
      '2026-10-03T00:00:00Z',
    ]);
    expect(await expectSearchRowsToMatchItems()).toBeLessThan(before);
    expect((await deleteAs('/intern/surveys/beta')).status).toBe(200);
    await expectSearchRowsToMatchItems();
    const [beta] = await em.execute<{ n: number }[]>(
      `select count(*)::int as n from feedback_search where survey_id = 'beta'`,
    );
    expect(beta?.n).toBe(0);
  });
});
