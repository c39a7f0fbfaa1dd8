import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAs, mapGroup } from '../testing/dashboard-fixtures.ts';
import {
  createTheme,
  explorerSubmission,
  submitBody,
  tagFeedback,
} from '../testing/feedback-fixtures.ts';
import { type SeededTeam, seedTeam } from '../testing/fixtures.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * The explorer against a caller who tries to reach another team's feedback or bend the query
 * (Rules: docs/rules/roles.md#roles-10: another team's resource is 404;
 * docs/rules/dashboard.md#dashboard-2: cursors are tamper-evident; filters are values, never SQL).
 */

let app: TestApp;
let mine: SeededTeam;
let theirs: SeededTeam;
let viewer: string;
let theirViewer: string;
let theirItem: string;
let myItem: string;

const THEIR_TEXT = 'their confidential remark about invoices';

beforeAll(async () => {
  app = await startTestApp();
  mine = await seedTeam(app, { slug: 'sec-mine' });
  theirs = await seedTeam(app, { slug: 'sec-theirs' });
  await mapGroup(app, 'sec-mine', 'g-mine', 'viewer');
  await mapGroup(app, 'sec-theirs', 'g-theirs', 'viewer');
  viewer = await app.tokenFor({ sub: 'sec-viewer', groups: ['g-mine'] });
  theirViewer = await app.tokenFor({ sub: 'sec-their-viewer', groups: ['g-theirs'] });
  const theme = await createTheme(app, theirs.teamId, 'Invoices', ['invoices']);
  theirItem = await submitBody(
    app,
    theirs,
    explorerSubmission({ surveyId: 'shared', rating: 5, comment: THEIR_TEXT }),
  );
  await tagFeedback(app, theirs.teamId, theirItem, 'vip');
  myItem = await submitBody(
    app,
    mine,
    explorerSubmission({ surveyId: 'shared', rating: 5, comment: 'mine about invoices' }),
  );
  for (let index = 0; index < 3; index++) {
    await submitBody(app, mine, explorerSubmission({ surveyId: 'shared', rating: 2 }));
  }
  expect(theme).toEqual(expect.any(String));
});

afterAll(async () => {
  await app.close();
});

describe('another team’s feedback', () => {
  it('is 404 by id, exactly like an id nobody has', async () => {
    const foreign = await getAs(app, `/intern/feedback/${theirItem}`, viewer);
    const nowhere = await getAs(app, `/intern/feedback/${randomUUID()}`, viewer);
    expect(foreign.status).toBe(404);
    const body = await foreign.text();
    expect(body).toBe(await nowhere.text());
    expect(body).not.toContain(THEIR_TEXT);
  });

  it('never appears in a list, whatever the filters', async () => {
    for (const query of [
      [],
      [['surveyId', 'shared']],
      [['q', 'confidential']],
      [['tag', 'vip']],
      [['rating', 'overall:5']],
      [['theme', 'uncategorized']],
    ] as [string, string][][]) {
      const response = await getAs(app, '/intern/feedback', viewer, query);
      expect(response.status).toBe(200);
      const text = await response.text();
      expect(text).not.toContain(theirItem);
      expect(text).not.toContain(THEIR_TEXT);
    }
    const surveys = await getAs(app, '/intern/surveys', viewer);
    expect(((await surveys.json()) as { surveys: { responses: number }[] }).surveys).toEqual([
      expect.objectContaining({ surveyId: 'shared', responses: 4, appNames: ['backend'] }),
    ]);
  });

  it('is not reached with their theme id either', async () => {
    const theirThemes = await app.runtime.deps.orm.em
      .fork()
      .execute<{ id: string }[]>('select id from theme where team_id = ?', [theirs.teamId]);
    const response = await getAs(app, '/intern/feedback', viewer, [
      ['theme', theirThemes[0]?.id ?? ''],
    ]);
    expect(await response.json()).toEqual({ items: [], nextCursor: null, total: 0 });
  });
});

describe('cursors', () => {
  it('are refused in another team (signed for the team that issued them)', async () => {
    const page = (await (
      await getAs(app, '/intern/feedback', viewer, [['limit', '1']])
    ).json()) as {
      nextCursor: string;
    };
    expect(page.nextCursor).toEqual(expect.any(String));
    const elsewhere = await getAs(app, '/intern/feedback', theirViewer, [
      ['cursor', page.nextCursor],
    ]);
    expect(elsewhere.status).toBe(400);
    const body = (await elsewhere.json()) as { errors: { path: string }[] };
    expect(body.errors[0]?.path).toBe('cursor');
  });

  it('do not reveal the position in clear text beyond what the page already showed', async () => {
    const page = (await (
      await getAs(app, '/intern/feedback', viewer, [['limit', '1']])
    ).json()) as {
      items: { id: string }[];
      nextCursor: string;
    };
    // The cursor names the last item of the page (already visible), nothing of another team.
    const payload = Buffer.from(page.nextCursor.split('.')[0] ?? '', 'base64url').toString();
    expect(payload).toContain(page.items[0]?.id);
    expect(payload).not.toContain(theirs.teamId);
  });
});

describe('filter values are values, never SQL', () => {
  it.each([
    ["' or 1=1 --", 'surveyId'],
    ["shared' or team_id is not null or '", 'surveyId'],
    ['%', 'appName'],
    ["x') or true --", 'tag'],
    ['a & !b | c:* <-> d', 'q'],
    ["'); delete from feedback; --", 'q'],
    ["overall:5' or '1'='1", 'choice'],
  ])(
    '%j as %s matches literally (nothing of the other team, no error)',
    async (value, parameter) => {
      const response = await getAs(app, '/intern/feedback', viewer, [[parameter, value]]);
      expect(response.status).toBe(200);
      const text = await response.text();
      expect(text).not.toContain(theirItem);
      const body = JSON.parse(text) as { total: number };
      expect(body.total).toBeLessThanOrEqual(4);
    },
  );

  it('left every row in place', async () => {
    const rows = await app.runtime.deps.orm.em
      .fork()
      .execute<{ n: number }[]>('select count(*)::int as n from feedback');
    expect(rows[0]?.n).toBe(5);
    expect(myItem).toEqual(expect.any(String));
  });
});
