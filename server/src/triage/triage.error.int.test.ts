import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs, expectProblem, sqlRows, storeTextFeedback } from '../testing/curating.fixtures.ts';
import { mapGroup } from '../testing/dashboard-fixtures.ts';
import { type SeededTeam, seedTeam } from '../testing/fixtures.ts';
import { insertEndpointSet } from '../testing/outbox-fixtures.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { itemIdsOf, namedUser, seedTextItems, triageOf } from '../testing/triage-fixtures.ts';

/**
 * Bad input to triage (Rules: docs/rules/triage.md#triage-3, docs/rules/triage.md#triage-4,
 * docs/rules/triage.md#triage-6, docs/rules/errors.md): a 400 problem+json naming what was wrong,
 * a 404 for an unknown item, `too_many` past 50,000 matches — and a refused change changes
 * nothing and writes no message.
 */

let app: TestApp;
let team: SeededTeam;
let editor: string;
let item: string;

beforeAll(async () => {
  app = await startTestApp({}, { webhookDelivery: false });
  team = await seedTeam(app, { slug: 'support' });
  const other = await seedTeam(app, { slug: 'support-other' });
  await mapGroup(app, 'support', 'g-editors', 'editor');
  await mapGroup(app, 'support-other', 'g-others', 'editor');
  editor = (await namedUser(app, 'editor-1', ['g-editors'], { name: 'Edith' })).token;
  item = await storeTextFeedback(app, team, 'checkout', 'Fine.');
  await insertEndpointSet(app, {
    teamId: team.teamId,
    otherTeamId: other.teamId,
    eventType: 'feedback.updated',
  });
});
afterAll(async () => {
  await app?.close();
});

const patch = (id: string, body: unknown, teamSlug: string | null = 'support') =>
  callAs(app, editor, 'PATCH', `/intern/feedback/${id}`, {
    ...(teamSlug === null ? {} : { team: teamSlug }),
    body,
  });
const bulk = (body: unknown) =>
  callAs(app, editor, 'POST', '/intern/feedback/bulk', { team: 'support', body });
const messages = async () =>
  Number(
    (await sqlRows<{ n: number }>(app, 'select count(*)::int as n from webhook_message'))[0]?.n,
  );

describe('PATCH /intern/feedback/{id}', () => {
  it.each([
    ['an unknown status', { status: 'done' }, 'status'],
    ['a status of another type', { status: 3 }, 'status'],
    ['an assignee that is no userRef', { assignee: 'edith@example.com' }, 'assignee'],
    ['an assignee of the wrong shape', { assignee: { userRef: 'id:0123456789ab' } }, 'assignee'],
  ])('refuses %s with 400 naming the field', async (_what, body, field) => {
    expectProblem(await patch(item, body), 400, field);
  });

  it('refuses an empty body with 400', async () => {
    expectProblem(await patch(item, {}), 400);
  });

  it('refuses an assignee who is not a member of the team with 400 naming `assignee`', async () => {
    const before = await messages();
    // A well-formed userRef nobody has: never seen in the team.
    const answer = await patch(item, { assignee: 'id:0123456789ab', status: 'resolved' });
    expectProblem(answer, 400, 'assignee');
    expect(String(answer.body.detail)).toMatch(/not a member/);
    // A member of another team only.
    const stranger = await namedUser(app, 'stranger-1', ['g-others']);
    await callAs(app, stranger.token, 'GET', '/intern/tags', { team: 'support-other' });
    expectProblem(await patch(item, { assignee: stranger.userRef }), 400, 'assignee');
    // Nothing changed, the status neither.
    expect((await triageOf(app, [item])).get(item)).toEqual({ status: 'new', assignee_ref: null });
    expect(await messages()).toBe(before);
  });

  it('answers 404 for an unknown item and 400 naming `id` for a malformed one', async () => {
    expectProblem(await patch(randomUUID(), { status: 'resolved' }), 404);
    expectProblem(await patch('not-a-uuid', { status: 'resolved' }), 400, 'id');
  });

  it('needs ?team= (400 team_required)', async () => {
    const answer = await patch(item, { status: 'resolved', team: 'support' }, null);
    expectProblem(answer, 400);
    expect(answer.body.code).toBe('team_required');
  });
});

describe('POST /intern/feedback/bulk', () => {
  const action = { type: 'status', status: 'resolved' };

  it.each([
    ['both ids and filter', { ids: [randomUUID()], filter: {}, action }, 'ids'],
    ['neither ids nor filter', { action }, 'ids'],
    ['no ids at all', { ids: [], action }, 'ids'],
    ['501 ids', { ids: Array.from({ length: 501 }, () => randomUUID()), action }, 'ids'],
    ['an id that is no UUID', { ids: ['x'], action }, 'ids.0'],
    ['no action', { ids: [randomUUID()] }, 'action'],
    ['an unknown action', { ids: [randomUUID()], action: { type: 'archive' } }, 'action.type'],
    [
      'a status action without status',
      { ids: [randomUUID()], action: { type: 'status' } },
      'action.status',
    ],
    [
      'a tag of 51 characters',
      { ids: [randomUUID()], action: { type: 'tag', tag: 'x'.repeat(51) } },
      'action.tag',
    ],
    [
      'a bad assignee',
      { ids: [randomUUID()], action: { type: 'assign', assignee: 'Edith' } },
      'action.assignee',
    ],
    ['an unknown filter', { filter: { colour: 'red' }, action }, 'filter.colour'],
    ['a bad filter value', { filter: { status: 'closed' }, action }, 'filter.status'],
    ['a bad filter day', { filter: { from: '2026-02-30' }, action }, 'filter.from'],
    ['from after to', { filter: { from: '2026-03-02', to: '2026-03-01' }, action }, 'filter.from'],
  ])('refuses %s with 400 naming it', async (_what, body, field) => {
    expectProblem(await bulk(body), 400, field);
  });

  it('refuses to assign to someone who is not a member, changing nothing', async () => {
    const before = await messages();
    const answer = await bulk({
      ids: [item],
      action: { type: 'assign', assignee: 'id:0123456789ab' },
    });
    expectProblem(answer, 400, 'action.assignee');
    expect((await triageOf(app, [item])).get(item)?.assignee_ref).toBe(null);
    expect(await messages()).toBe(before);
  });

  it('refuses a tag that would give an item a 21st, and tags none of the items', async () => {
    const full = await storeTextFeedback(app, team, 'tags', 'Full.');
    const roomy = await storeTextFeedback(app, team, 'tags', 'Roomy.');
    await sqlRows(
      app,
      `insert into feedback_tag (feedback_id, tag, team_id, created_at)
       select ?, 'tag-' || n, ?, now() from generate_series(1, 20) n`,
      [full, team.teamId],
    );
    const before = await messages();
    const answer = await bulk({ ids: [full, roomy], action: { type: 'tag', tag: 'one-more' } });
    expectProblem(answer, 400, 'action.tag');
    expect(String(answer.body.detail)).toMatch(/at most 20 tags/);
    const tagged = await sqlRows<{ n: number }>(
      app,
      "select count(*)::int as n from feedback_tag where tag = 'one-more'",
    );
    expect(tagged[0]?.n).toBe(0);
    expect(await messages()).toBe(before);
    // A tag the full item has already is no 21st: the others get it.
    const again = await bulk({ ids: [full, roomy], action: { type: 'tag', tag: 'tag-7' } });
    expect(again.body).toEqual({ affected: 1 });
  });

  it('refuses a filter matching more than 50,000 items with 400 too_many, changing nothing', async () => {
    await seedTextItems(app, team, 'crowded', 50_001);
    const before = await messages();
    const answer = await bulk({ filter: { surveyId: 'crowded' }, action });
    expectProblem(answer, 400, 'filter');
    expect(answer.body.code).toBe('too_many');
    const statuses = await sqlRows<{ status: string; n: number }>(
      app,
      `select status, count(*)::int as n from feedback
        where team_id = ? and survey_id = 'crowded' group by status`,
      [team.teamId],
    );
    expect(statuses).toEqual([{ status: 'new', n: 50_001 }]);
    expect(await messages()).toBe(before);
  }, 120_000);

  it('changes the 50,000 left once one of them is gone', async () => {
    const [first] = await itemIdsOf(app, team, 'crowded');
    await sqlRows(app, 'delete from feedback where id = ?', [first]);
    const answer = await bulk({
      filter: { surveyId: 'crowded' },
      action: { type: 'status', status: 'ignored' },
    });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body).toEqual({ affected: 50_000 });
  }, 120_000);
});

describe('the triage filters', () => {
  it.each([
    ['status', 'closed'],
    ['assignee', 'Edith'],
    ['assignee', 'id:XYZ'],
  ])('refuses %s=%s with 400 naming it', async (name, value) => {
    const answer = await callAs(app, editor, 'GET', '/intern/feedback', {
      team: 'support',
      query: [[name, value]],
    });
    expectProblem(answer, 400, name);
  });
});
