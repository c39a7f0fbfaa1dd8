import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs, expectProblem, sqlRows, storeTextFeedback } from '../testing/curating.fixtures.ts';
import { mapGroup } from '../testing/dashboard-fixtures.ts';
import { type SeededTeam, seedTeam } from '../testing/fixtures.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * Bad input to tagging (Rule: docs/rules/limits.md#limits-8: tag trimmed, lower-cased, 1–50
 * characters, at most 20 an item, 400 problem+json naming the parameter; an unknown item 404).
 */

let app: TestApp;
let team: SeededTeam;
let editor: string;
let item: string;

beforeAll(async () => {
  app = await startTestApp();
  team = await seedTeam(app, { slug: 'support' });
  await mapGroup(app, 'support', 'g-editors', 'editor');
  editor = await app.tokenFor({ sub: 'editor-1', groups: ['g-editors'] });
  item = await storeTextFeedback(app, team, 'checkout', 'Fine.');
});
afterAll(async () => {
  await app.close();
});

const tag = (id: string, body: unknown, team: string | null = 'support') =>
  callAs(app, editor, 'POST', `/intern/feedback/${id}/tags`, {
    ...(team === null ? {} : { team }),
    body,
  });

describe('invalid tags', () => {
  it.each([
    ['51 characters', 'x'.repeat(51)],
    ['only spaces', '   '],
    ['empty', ''],
    ['a NUL character', 'a\u0000b'],
    ['a number', 42],
  ])('refuses a tag of %s with 400 naming `tag`', async (_what, value) => {
    expectProblem(await tag(item, { tag: value }), 400, 'tag');
  });

  it('refuses a 200-character tag, never cutting it, with the limit named', async () => {
    const answer = await tag(item, { tag: 'x'.repeat(200) });
    expectProblem(answer, 400, 'tag');
    expect(answer.body.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: 'tag', message: expect.stringContaining('at most 50') }),
      ]),
    );
    const tags = await callAs(app, editor, 'GET', `/intern/feedback/${item}`, { team: 'support' });
    expect(tags.body.tags).toEqual([]);
  });

  it('refuses a missing tag and a missing body with 400', async () => {
    expectProblem(await tag(item, {}), 400, 'tag');
    expectProblem(await tag(item, undefined), 400);
  });

  it('refuses an id that is not a UUID with 400 naming `id`', async () => {
    expectProblem(await tag('not-a-uuid', { tag: 'x' }), 400, 'id');
  });

  it('needs ?team= (400 team_required), also when the body names a team', async () => {
    const answer = await tag(item, { tag: 'x', team: 'support' }, null);
    expectProblem(answer, 400);
    expect(answer.body.code).toBe('team_required');
  });
});

describe('the cap of 20 tags an item', () => {
  it('refuses the 21st tag with 400 naming `tag`, and still accepts a tag the item has', async () => {
    const full = await storeTextFeedback(app, team, 'checkout', 'Many tags.');
    for (let index = 1; index <= 20; index++) {
      expect((await tag(full, { tag: `tag-${index}` })).status).toBe(201);
    }
    const over = await tag(full, { tag: 'tag-21' });
    expectProblem(over, 400, 'tag');
    expect(over.body.detail).toMatch(/20 tags/);
    expect((await tag(full, { tag: 'TAG-7' })).status).toBe(200);
  });

  it('holds under concurrent requests: of 30 different tags at once, exactly 20 are stored', async () => {
    const raced = await storeTextFeedback(app, team, 'checkout', 'Raced.');
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, index) => tag(raced, { tag: `race-${index}` })),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(20);
    expect(answers.filter((answer) => answer.status === 400)).toHaveLength(10);
    const stored = await sqlRows<{ n: number }>(
      app,
      'select count(*)::int as n from feedback_tag where feedback_id = ?',
      [raced],
    );
    expect(stored[0]?.n).toBe(20);
  });
});

describe('unknown things', () => {
  it('answers 404 for a feedback item that does not exist', async () => {
    expectProblem(await tag(randomUUID(), { tag: 'x' }), 404);
  });

  it('answers 404 for removing a tag the item does not carry, audited as not_found', async () => {
    const answer = await callAs(app, editor, 'DELETE', `/intern/feedback/${item}/tags/absent`, {
      team: 'support',
    });
    expectProblem(answer, 404);
    expect(answer.audits).toEqual([
      expect.objectContaining({ audit_event: 'tag.delete', audit_outcome: 'not_found' }),
    ]);
  });

  it('answers 400 for a tag in the path that is not valid percent-encoding', async () => {
    const answer = await callAs(app, editor, 'DELETE', `/intern/feedback/${item}/tags/%E0%A4%A`, {
      team: 'support',
    });
    expectProblem(answer, 400, 'tag');
  });
});
