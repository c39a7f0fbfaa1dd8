import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs, storeTextFeedback } from '../testing/curating.fixtures.ts';
import { mapGroup } from '../testing/dashboard-fixtures.ts';
import { type SeededTeam, seedTeam } from '../testing/fixtures.ts';
import { ManualClock, startTestApp, type TestApp } from '../testing/test-app.ts';
import { itemIdsOf, namedUser, seedTextItems, triageOf } from '../testing/triage-fixtures.ts';

/**
 * Triage as the contract describes it (Rules: docs/rules/triage.md#triage-1 to
 * docs/rules/triage.md#triage-6): one item's status and assignee, changes of many items by ids and
 * by filter, the members, the status and assignee filters and the overview's triage counts.
 */

const NOW = new Date('2026-11-27T10:00:00.000Z');
const clock = new ManualClock(NOW);

let app: TestApp;
let team: SeededTeam;
let editor: { token: string; userRef: string };
let admin: { token: string; userRef: string };

beforeAll(async () => {
  app = await startTestApp({}, { clock, webhookDelivery: false });
  team = await seedTeam(app, { slug: 'support' });
  await mapGroup(app, 'support', 'g-editors', 'editor');
  await mapGroup(app, 'support', 'g-admins', 'admin');
  editor = await namedUser(app, 'editor-edith', ['g-editors'], { name: 'Edith Editor' });
  admin = await namedUser(app, 'admin-adam', ['g-admins'], { preferred_username: 'adam.admin' });
});
afterAll(async () => {
  await app?.close();
});

const patch = (token: string, id: string, body: unknown) =>
  callAs(app, token, 'PATCH', `/intern/feedback/${id}`, { team: 'support', body });
const bulk = (token: string, body: unknown) =>
  callAs(app, token, 'POST', '/intern/feedback/bulk', { team: 'support', body });
const list = (token: string, query: [string, string][]) =>
  callAs(app, token, 'GET', '/intern/feedback', { team: 'support', query });
const overview = async (query: [string, string][] = []) =>
  (await callAs(app, editor.token, 'GET', '/intern/stats/overview', { team: 'support', query }))
    .body;

describe('PATCH /intern/feedback/{id}', () => {
  it('sets the status, stamping statusChangedAt with the time of the change', async () => {
    const id = await storeTextFeedback(app, team, 'checkout', 'Card declined.');
    clock.advance(1_000);
    const answer = await patch(editor.token, id, { status: 'in_progress' });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body).toMatchObject({
      id,
      status: 'in_progress',
      assignee: null,
      statusChangedAt: clock.now().toISOString(),
    });
    const detail = await callAs(app, editor.token, 'GET', `/intern/feedback/${id}`, {
      team: 'support',
    });
    expect(detail.body).toEqual(answer.body);
  });

  it('setting the same status again changes nothing, not even statusChangedAt', async () => {
    const id = await storeTextFeedback(app, team, 'checkout', 'Slow.');
    const first = await patch(editor.token, id, { status: 'resolved' });
    clock.advance(60_000);
    const again = await patch(editor.token, id, { status: 'resolved' });
    expect(again.status).toBe(200);
    expect(again.body.statusChangedAt).toBe(first.body.statusChangedAt);
    // Back to new is a change too.
    const back = await patch(editor.token, id, { status: 'new' });
    expect(back.body).toMatchObject({ status: 'new', statusChangedAt: clock.now().toISOString() });
  });

  it('assigns to a member (with the name they go by), to me, and to nobody', async () => {
    const id = await storeTextFeedback(app, team, 'checkout', 'Assign me.');
    // The admin becomes a member by using the team.
    expect(
      (await callAs(app, admin.token, 'GET', '/intern/tags', { team: 'support' })).status,
    ).toBe(200);
    const toAdmin = await patch(editor.token, id, { assignee: admin.userRef });
    expect(toAdmin.status, toAdmin.text).toBe(200);
    expect(toAdmin.body.assignee).toEqual({ userRef: admin.userRef, name: 'adam.admin' });
    const toMe = await patch(editor.token, id, { assignee: 'me', status: 'in_progress' });
    expect(toMe.body).toMatchObject({
      status: 'in_progress',
      assignee: { userRef: editor.userRef, name: 'Edith Editor' },
    });
    const nobody = await patch(editor.token, id, { assignee: null });
    expect(nobody.body).toMatchObject({ status: 'in_progress', assignee: null });
    expect((await triageOf(app, [id])).get(id)).toEqual({
      status: 'in_progress',
      assignee_ref: null,
    });
  });
});

describe('GET /intern/members', () => {
  it('lists who used the team in the last 90 days, by name, with role and last call', async () => {
    const viewer = await namedUser(app, 'viewer-vera', ['g-viewers']);
    await mapGroup(app, 'support', 'g-viewers', 'viewer');
    const answer = await callAs(app, viewer.token, 'GET', '/intern/members', { team: 'support' });
    expect(answer.status, answer.text).toBe(200);
    const members = answer.body.members as Record<string, unknown>[];
    expect(members.map((member) => member.name)).toEqual(
      [...members.map((member) => String(member.name))].sort(),
    );
    expect(members).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ userRef: editor.userRef, name: 'Edith Editor', role: 'editor' }),
        expect.objectContaining({ userRef: admin.userRef, name: 'adam.admin', role: 'admin' }),
        // Neither name claim: the userRef stands for the name.
        {
          userRef: viewer.userRef,
          name: viewer.userRef,
          role: 'viewer',
          lastSeenAt: clock.now().toISOString(),
        },
      ]),
    );
  });

  it('records a member at most every five minutes, and at once when the name changes', async () => {
    const sub = 'presence-paula';
    const first = await namedUser(app, sub, ['g-editors'], { name: 'Paula' });
    const lastSeen = async () =>
      (
        (await callAs(app, first.token, 'GET', '/intern/members', { team: 'support' })).body
          .members as { userRef: string; name: string; lastSeenAt: string }[]
      ).find((member) => member.userRef === first.userRef);
    const recorded = clock.now().toISOString();
    expect((await lastSeen())?.lastSeenAt).toBe(recorded);
    clock.advance(4 * 60_000);
    expect((await lastSeen())?.lastSeenAt).toBe(recorded);
    clock.advance(60_000);
    expect((await lastSeen())?.lastSeenAt).toBe(clock.now().toISOString());
    clock.advance(1_000);
    const renamed = await namedUser(app, sub, ['g-editors'], { name: 'Paula P.' });
    const members = (
      await callAs(app, renamed.token, 'GET', '/intern/members', { team: 'support' })
    ).body.members as { userRef: string; name: string; lastSeenAt: string }[];
    expect(members.find((member) => member.userRef === first.userRef)).toMatchObject({
      name: 'Paula P.',
      lastSeenAt: clock.now().toISOString(),
    });
  });

  it('leaves out members not seen for 90 days', async () => {
    const old = await namedUser(app, 'long-gone-lars', ['g-editors'], { name: 'Lars' });
    await callAs(app, old.token, 'GET', '/intern/tags', { team: 'support' });
    await app.runtime.deps.orm.em
      .fork()
      .execute(
        `update team_member set last_seen_at = ?::timestamptz - interval '91 days' where user_ref = ?`,
        [clock.now().toISOString(), old.userRef],
      );
    const members = (await callAs(app, editor.token, 'GET', '/intern/members', { team: 'support' }))
      .body.members as { userRef: string }[];
    expect(members.map((member) => member.userRef)).not.toContain(old.userRef);
  });
});

describe('POST /intern/feedback/bulk', () => {
  it('by ids: sets the status of the items, counting those that changed', async () => {
    const ids = [
      await storeTextFeedback(app, team, 'bulk-ids', 'One.'),
      await storeTextFeedback(app, team, 'bulk-ids', 'Two.'),
      await storeTextFeedback(app, team, 'bulk-ids', 'Three.'),
    ];
    await patch(editor.token, ids[0] ?? '', { status: 'ignored' });
    const answer = await bulk(editor.token, {
      ids: [...ids, ids[1]],
      action: { type: 'status', status: 'ignored' },
    });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body).toEqual({ affected: 2 });
    for (const [, row] of await triageOf(app, ids)) expect(row.status).toBe('ignored');
  });

  it('by filter: 1,000 items resolved and assigned in one call each', async () => {
    await seedTextItems(app, team, 'bulk-filter', 1_000);
    const filter = { surveyId: 'bulk-filter', q: 'seeded' };
    const resolved = await bulk(editor.token, {
      filter,
      action: { type: 'status', status: 'resolved' },
    });
    expect(resolved.status, resolved.text).toBe(200);
    expect(resolved.body).toEqual({ affected: 999 });
    const assigned = await bulk(editor.token, {
      filter: { surveyId: 'bulk-filter', status: ['resolved'] },
      action: { type: 'assign', assignee: 'me' },
    });
    expect(assigned.body).toEqual({ affected: 999 });
    const mine = await list(editor.token, [
      ['surveyId', 'bulk-filter'],
      ['assignee', 'me'],
      ['status', 'resolved'],
    ]);
    expect(mine.body.total).toBe(999);
    const rows = await triageOf(app, await itemIdsOf(app, team, 'bulk-filter'));
    expect([...rows.values()].filter((row) => row.status === 'resolved')).toHaveLength(999);
    expect(new Set([...rows.values()].map((row) => row.assignee_ref))).toEqual(
      new Set([editor.userRef, null]),
    );
  });

  it('tags and untags, following one item’s tag rules', async () => {
    const ids = [
      await storeTextFeedback(app, team, 'bulk-tags', 'One.'),
      await storeTextFeedback(app, team, 'bulk-tags', 'Two.'),
    ];
    await callAs(app, editor.token, 'POST', `/intern/feedback/${ids[0]}/tags`, {
      team: 'support',
      body: { tag: 'billing' },
    });
    const tagged = await bulk(editor.token, { ids, action: { type: 'tag', tag: ' Billing ' } });
    expect(tagged.body).toEqual({ affected: 1 });
    const both = await list(editor.token, [
      ['surveyId', 'bulk-tags'],
      ['tag', 'billing'],
    ]);
    expect(both.body.total).toBe(2);
    const untagged = await bulk(editor.token, {
      filter: { surveyId: 'bulk-tags' },
      action: { type: 'untag', tag: 'billing' },
    });
    expect(untagged.body).toEqual({ affected: 2 });
    expect(untagged.audits).toEqual([
      expect.objectContaining({
        audit_event: 'tag.delete',
        audit_outcome: 'success',
        resource_type: 'feedback_tag',
        resource_count: 2,
        team_slug: 'support',
      }),
    ]);
  });

  it('deletes for admins, audited once with the number of items', async () => {
    await seedTextItems(app, team, 'bulk-delete', 40);
    const answer = await bulk(admin.token, {
      filter: { surveyId: 'bulk-delete' },
      action: { type: 'delete' },
    });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body).toEqual({ affected: 40 });
    expect(await itemIdsOf(app, team, 'bulk-delete')).toEqual([]);
    expect(answer.audits).toEqual([
      expect.objectContaining({
        audit_event: 'feedback.delete',
        audit_category: 'delete',
        audit_outcome: 'success',
        resource_type: 'feedback',
        resource_count: 40,
        team_slug: 'support',
      }),
    ]);
    expect(answer.audits[0]).not.toHaveProperty('resource_id');
  });
});

describe('the status and assignee filters', () => {
  let ids: string[];

  beforeAll(async () => {
    ids = [];
    for (const text of ['a', 'b', 'c', 'd']) {
      ids.push(await storeTextFeedback(app, team, 'filters', `Item ${text}.`));
    }
    await patch(editor.token, ids[0] ?? '', { status: 'in_progress', assignee: 'me' });
    await patch(editor.token, ids[1] ?? '', { status: 'resolved', assignee: admin.userRef });
    await patch(editor.token, ids[2] ?? '', { status: 'ignored' });
  });

  const idsOf = async (token: string, query: [string, string][]) => {
    const answer = await list(token, [['surveyId', 'filters'], ...query]);
    expect(answer.status, answer.text).toBe(200);
    const items = answer.body.items as { id: string }[];
    expect(answer.body.total).toBe(items.length);
    return items.map((item) => item.id).sort();
  };

  it('status: any of the statuses given', async () => {
    expect(await idsOf(editor.token, [['status', 'new']])).toEqual([ids[3]].sort());
    expect(
      await idsOf(editor.token, [
        ['status', 'in_progress'],
        ['status', 'resolved'],
      ]),
    ).toEqual([ids[0], ids[1]].sort());
  });

  it('assignee: a member, me, none', async () => {
    expect(await idsOf(editor.token, [['assignee', admin.userRef]])).toEqual([ids[1]]);
    expect(await idsOf(editor.token, [['assignee', 'me']])).toEqual([ids[0]]);
    expect(await idsOf(admin.token, [['assignee', 'me']])).toEqual([ids[1]]);
    expect(await idsOf(editor.token, [['assignee', 'none']])).toEqual([ids[2], ids[3]].sort());
  });

  it('statistics and export take them too', async () => {
    await seedTextItems(app, team, 'stats-filter', 7);
    const seeded = await itemIdsOf(app, team, 'stats-filter');
    await bulk(editor.token, {
      ids: seeded.slice(0, 5),
      action: { type: 'status', status: 'resolved' },
    });
    const resolved = await overview([
      ['surveyId', 'stats-filter'],
      ['status', 'resolved'],
    ]);
    expect(resolved).toMatchObject({ total: 5, withText: 5 });
    const unassigned = await overview([
      ['surveyId', 'stats-filter'],
      ['assignee', 'none'],
      ['status', 'new'],
      ['status', 'resolved'],
    ]);
    expect(unassigned.total).toBe(7);
    // Two items: below the threshold of 5, masked like any other aggregate.
    expect(
      (
        await overview([
          ['surveyId', 'stats-filter'],
          ['status', 'new'],
        ])
      ).total,
    ).toBe(null);

    const exported = await fetch(
      `${app.url}/api/v1/intern/export?team=support&surveyId=filters&assignee=me&format=json`,
      { headers: { authorization: `Bearer ${editor.token}` } },
    );
    expect(exported.status).toBe(200);
    const items = (await exported.json()) as { id: string; assignee: unknown; status: string }[];
    expect(items.map((item) => item.id)).toEqual([ids[0]]);
    expect(items[0]).toMatchObject({
      status: 'in_progress',
      assignee: { userRef: editor.userRef, name: 'Edith Editor' },
    });
  });
});

describe('the overview’s triage counts', () => {
  it('count the survey’s items per status after one change, a bulk change and a deletion, unmasked', async () => {
    const survey = 'counted';
    const ids = [
      await storeTextFeedback(app, team, survey, 'One.'),
      await storeTextFeedback(app, team, survey, 'Two.'),
      await storeTextFeedback(app, team, survey, 'Three.'),
    ];
    const triage = async () => (await overview([['surveyId', survey]])).triage;
    expect(await triage()).toEqual({ new: 3, in_progress: 0, resolved: 0, ignored: 0 });
    await patch(editor.token, ids[0] ?? '', { status: 'in_progress' });
    expect(await triage()).toEqual({ new: 2, in_progress: 1, resolved: 0, ignored: 0 });
    await bulk(editor.token, { ids, action: { type: 'status', status: 'resolved' } });
    expect(await triage()).toEqual({ new: 0, in_progress: 0, resolved: 3, ignored: 0 });
    await callAs(app, admin.token, 'DELETE', `/intern/feedback/${ids[0]}`, { team: 'support' });
    await bulk(admin.token, { ids: [ids[1]], action: { type: 'delete' } });
    expect(await triage()).toEqual({ new: 0, in_progress: 0, resolved: 1, ignored: 0 });
    // Whatever the other filters, and the team's without a survey.
    const period = await overview([
      ['surveyId', survey],
      ['from', '2000-01-01'],
      ['to', '2000-01-02'],
      ['status', 'new'],
    ]);
    expect(period.total).toBe(0);
    expect(period.triage).toEqual({ new: 0, in_progress: 0, resolved: 1, ignored: 0 });
    const teamWide = (await overview()).triage as Record<string, number>;
    const counted = await app.runtime.deps.orm.em
      .fork()
      .execute<{ status: string; n: number }[]>(
        'select status, count(*)::int as n from feedback where team_id = ? group by status',
        [team.teamId],
      );
    expect(teamWide).toEqual({
      new: 0,
      in_progress: 0,
      resolved: 0,
      ignored: 0,
      ...Object.fromEntries(counted.map((row) => [row.status, row.n])),
    });
  });

  it('answer the list’s total of a status filter', async () => {
    const total = await list(editor.token, [['status', 'resolved']]);
    const teamWide = (await overview()).triage as Record<string, number>;
    expect(total.body.total).toBe(teamWide.resolved);
  });
});
