import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs, expectProblem, sqlRows, storeTextFeedback } from '../testing/curating.fixtures.ts';
import { mapGroup } from '../testing/dashboard-fixtures.ts';
import { type SeededTeam, seedTeam } from '../testing/fixtures.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * Bad input to markers (Rule: docs/rules/limits.md#limits-8: date a valid YYYY-MM-DD, label 1–80,
 * description ≤ 500, colour #RRGGBB, at most 50 a survey, PATCH with an empty body 400; a survey
 * the team has not 404).
 */

let app: TestApp;
let team: SeededTeam;
let editor: string;
const path = '/intern/surveys/checkout/markers';

beforeAll(async () => {
  app = await startTestApp();
  team = await seedTeam(app, { slug: 'shop' });
  await mapGroup(app, 'shop', 'g-editors', 'editor');
  editor = await app.tokenFor({ sub: 'editor-1', groups: ['g-editors'] });
  await storeTextFeedback(app, team, 'checkout', 'Fine.');
  await storeTextFeedback(app, team, 'crowded', 'Fine.');
});
afterAll(async () => {
  await app.close();
});

const create = (body: Record<string, unknown>, at = path) =>
  callAs(app, editor, 'POST', at, { team: 'shop', body });
const valid = { date: '2026-11-20', label: 'Release' };

describe('invalid markers', () => {
  it.each([
    ['a date that does not exist', { ...valid, date: '2026-02-30' }, 'date'],
    ['a date in another format', { ...valid, date: '20.11.2026' }, 'date'],
    ['a date with a time', { ...valid, date: '2026-11-20T10:00:00Z' }, 'date'],
    ['month 13', { ...valid, date: '2026-13-01' }, 'date'],
    ['no date', { label: 'Release' }, 'date'],
    ['an empty label', { ...valid, label: '  ' }, 'label'],
    ['a label of 81 characters', { ...valid, label: 'x'.repeat(81) }, 'label'],
    ['a description of 501 characters', { ...valid, description: 'x'.repeat(501) }, 'description'],
    ['a colour name', { ...valid, color: 'red' }, 'color'],
    ['a short colour', { ...valid, color: '#fff' }, 'color'],
    ['a colour with alpha', { ...valid, color: '#11223344' }, 'color'],
  ])('refuses %s with 400 naming the field', async (_what, body, field) => {
    expectProblem(await create(body), 400, field);
  });

  it('refuses a PATCH with an empty body, or one naming only the team, with 400', async () => {
    const created = await create(valid);
    const at = `${path}/${String(created.body.id)}`;
    expectProblem(await callAs(app, editor, 'PATCH', at, { team: 'shop', body: {} }), 400, 'body');
    expectProblem(
      await callAs(app, editor, 'PATCH', at, { team: 'shop', body: { team: 'shop' } }),
      400,
      'body',
    );
    expectProblem(await callAs(app, editor, 'PATCH', at, { team: 'shop' }), 400);
    expectProblem(
      await callAs(app, editor, 'PATCH', at, { team: 'shop', body: { label: null } }),
      400,
      'label',
    );
    expectProblem(
      await callAs(app, editor, 'PATCH', at, { team: 'shop', body: { color: '#12345' } }),
      400,
      'color',
    );
  });

  it('refuses a list with a bad from or to, or from after to, naming the parameter', async () => {
    const list = (query: [string, string][]) =>
      callAs(app, editor, 'GET', path, { team: 'shop', query });
    expectProblem(await list([['from', '2026-02-30']]), 400, 'from');
    expectProblem(await list([['to', 'yesterday']]), 400, 'to');
    expectProblem(
      await list([
        ['from', '2026-12-01'],
        ['to', '2026-11-01'],
      ]),
      400,
      'from',
    );
  });
});

describe('the cap of 50 markers a survey', () => {
  it('refuses the 51st with 400 naming surveyId, also under concurrent creation', async () => {
    const at = '/intern/surveys/crowded/markers';
    for (let index = 0; index < 40; index++) {
      expect((await create({ date: '2026-01-01', label: `m${index}` }, at)).status).toBe(201);
    }
    const raced = await Promise.all(
      Array.from({ length: 15 }, (_, index) =>
        create({ date: '2026-02-01', label: `r${index}` }, at),
      ),
    );
    expect(raced.filter((answer) => answer.status === 201)).toHaveLength(10);
    for (const answer of raced.filter((candidate) => candidate.status !== 201)) {
      expectProblem(answer, 400, 'surveyId');
    }
    const counted = await sqlRows<{ n: number }>(
      app,
      "select count(*)::int as n from marker where survey_id = 'crowded'",
    );
    expect(counted[0]?.n).toBe(50);
    expectProblem(await create({ date: '2026-03-01', label: 'one more' }, at), 400, 'surveyId');
  });
});

describe('unknown things', () => {
  it('answers 404 for a survey the team has not registered, for every marker call', async () => {
    const at = '/intern/surveys/no-such-survey/markers';
    expectProblem(await callAs(app, editor, 'GET', at, { team: 'shop' }), 404);
    expectProblem(await create(valid, at), 404);
    const id = randomUUID();
    expectProblem(
      await callAs(app, editor, 'PATCH', `${at}/${id}`, { team: 'shop', body: { label: 'x' } }),
      404,
    );
  });

  it('answers 404 for a marker that does not exist, or that belongs to another survey', async () => {
    const created = await create(valid);
    const other = `/intern/surveys/crowded/markers/${String(created.body.id)}`;
    expectProblem(
      await callAs(app, editor, 'PATCH', other, { team: 'shop', body: { label: 'x' } }),
      404,
    );
    expectProblem(
      await callAs(app, editor, 'PATCH', `${path}/${randomUUID()}`, {
        team: 'shop',
        body: { label: 'x' },
      }),
      404,
    );
  });
});
