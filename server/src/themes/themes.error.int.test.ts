import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs, expectProblem } from '../testing/curating.fixtures.ts';
import { mapGroup } from '../testing/dashboard-fixtures.ts';
import { seedTeam } from '../testing/fixtures.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * Bad input to themes (Rule: docs/rules/limits.md#limits-8: name 1–60, keywords 1–50 strings of
 * 1–60 characters, colour #RRGGBB, a name the team has 409, an empty PATCH 400; problem+json naming
 * the field).
 */

let app: TestApp;
let editor: string;

beforeAll(async () => {
  app = await startTestApp();
  await seedTeam(app, { slug: 'shop' });
  await seedTeam(app, { slug: 'other' });
  await mapGroup(app, 'shop', 'g-editors', 'editor');
  await mapGroup(app, 'other', 'g-editors', 'editor');
  editor = await app.tokenFor({ sub: 'editor-1', groups: ['g-editors'] });
});
afterAll(async () => {
  await app.close();
});

const create = (body: Record<string, unknown>, team = 'shop') =>
  callAs(app, editor, 'POST', '/intern/themes', { team, body });
const valid = { name: 'Payments', keywords: ['payment'] };

describe('invalid themes', () => {
  it.each([
    ['without keywords', { name: 'X' }, 'keywords'],
    ['with an empty keyword list', { name: 'X', keywords: [] }, 'keywords'],
    [
      'with 51 keywords',
      { name: 'X', keywords: Array.from({ length: 51 }, (_, i) => `k${i}`) },
      'keywords',
    ],
    ['with an empty keyword', { name: 'X', keywords: ['ok', '  '] }, 'keywords.1'],
    ['with a keyword of 61 characters', { name: 'X', keywords: ['x'.repeat(61)] }, 'keywords.0'],
    ['with a keyword of punctuation only', { name: 'X', keywords: ['?!'] }, 'keywords.0'],
    ['with keywords that are no list', { name: 'X', keywords: 'payment' }, 'keywords'],
    ['without a name', { keywords: ['x'] }, 'name'],
    ['with a name of 61 characters', { name: 'x'.repeat(61), keywords: ['x'] }, 'name'],
    ['with a bad colour', { ...valid, color: 'blue' }, 'color'],
  ])('refuses a theme %s with 400 naming the field', async (_what, body, field) => {
    expectProblem(await create(body), 400, field);
  });
});

describe('conflicts', () => {
  it('refuses a name the team has already with 409; another team may use it', async () => {
    expect((await create(valid)).status).toBe(201);
    const again = await create({ ...valid, keywords: ['other'] });
    expectProblem(again, 409);
    expect(again.body.code).toBe('conflict');
    expect((await create(valid, 'other')).status).toBe(201);
  });

  it('refuses a rename to a name the team has with 409, changing nothing', async () => {
    const second = await create({ name: 'Delivery', keywords: ['late'] });
    const id = String(second.body.id);
    const renamed = await callAs(app, editor, 'PATCH', `/intern/themes/${id}`, {
      team: 'shop',
      body: { name: 'Payments', keywords: ['changed'] },
    });
    expectProblem(renamed, 409);
    const listed = await callAs(app, editor, 'GET', '/intern/themes', { team: 'shop' });
    expect(listed.body.themes).toContainEqual(
      expect.objectContaining({ id, name: 'Delivery', keywords: ['late'] }),
    );
  });

  it('settles two concurrent creations of one name with one 201 and one 409', async () => {
    const [a, b] = await Promise.all([
      create({ name: 'Raced', keywords: ['a'] }),
      create({ name: 'Raced', keywords: ['b'] }),
    ]);
    expect([a?.status, b?.status].sort()).toEqual([201, 409]);
  });
});

describe('updates', () => {
  it('refuses an empty PATCH with 400 and an unknown theme with 404', async () => {
    const created = await create({ name: 'Empty patch', keywords: ['x'] });
    const at = `/intern/themes/${String(created.body.id)}`;
    expectProblem(await callAs(app, editor, 'PATCH', at, { team: 'shop', body: {} }), 400, 'body');
    expectProblem(
      await callAs(app, editor, 'PATCH', at, { team: 'shop', body: { keywords: [] } }),
      400,
      'keywords',
    );
    expectProblem(
      await callAs(app, editor, 'PATCH', `/intern/themes/${randomUUID()}`, {
        team: 'shop',
        body: { name: 'x' },
      }),
      404,
    );
  });
});
