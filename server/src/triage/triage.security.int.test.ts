import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs, expectProblem, sqlRows, storeTextFeedback } from '../testing/curating.fixtures.ts';
import { mapGroup } from '../testing/dashboard-fixtures.ts';
import { type SeededTeam, seedTeam } from '../testing/fixtures.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { itemIdsOf, namedUser, seedTextItems, triageOf } from '../testing/triage-fixtures.ts';

/**
 * Who may triage (Rules: docs/rules/roles.md#roles-4, docs/rules/triage.md#triage-3,
 * docs/rules/triage.md#triage-4, docs/rules/roles.md#roles-10): viewers read but never change;
 * editors change status, assignee and tags, one item or many, but only admins delete in bulk;
 * every refusal is audited and changes nothing; another team's items are never touched, whether
 * named by id or matched by a filter; members are the team's own, and no name reaches a log line.
 */

let app: TestApp;
let team: SeededTeam;
let other: SeededTeam;
let viewer: string;
let editor: { token: string; userRef: string };
let otherEditor: { token: string; userRef: string };
let ours: string[];
let theirs: string[];

beforeAll(async () => {
  app = await startTestApp({}, { webhookDelivery: false });
  team = await seedTeam(app, { slug: 'support' });
  other = await seedTeam(app, { slug: 'sales' });
  await mapGroup(app, 'support', 'g-viewers', 'viewer');
  await mapGroup(app, 'support', 'g-editors', 'editor');
  await mapGroup(app, 'sales', 'g-sales', 'editor');
  viewer = await app.tokenFor({ sub: 'viewer-1', groups: ['g-viewers'] });
  editor = await namedUser(app, 'editor-1', ['g-editors'], { name: 'Secret Editor Name' });
  otherEditor = await namedUser(app, 'sales-1', ['g-sales'], { name: 'Secret Sales Name' });
  // Both teams use the same survey id.
  await seedTextItems(app, team, 'shared', 6);
  await seedTextItems(app, other, 'shared', 6);
  ours = await itemIdsOf(app, team, 'shared');
  theirs = await itemIdsOf(app, other, 'shared');
  // Each editor is a member of their own team.
  await callAs(app, otherEditor.token, 'GET', '/intern/members', { team: 'sales' });
  await callAs(app, editor.token, 'GET', '/intern/members', { team: 'support' });
});
afterAll(async () => {
  await app?.close();
});

const bulk = (token: string, body: unknown, teamSlug = 'support') =>
  callAs(app, token, 'POST', '/intern/feedback/bulk', { team: teamSlug, body });
const messages = async () =>
  (await sqlRows<{ n: number }>(app, 'select count(*)::int as n from webhook_message'))[0]?.n;

describe('roles', () => {
  it('refuses a viewer one item’s change and a bulk change (403, audited), changing nothing', async () => {
    const item = ours[0] ?? '';
    const one = await callAs(app, viewer, 'PATCH', `/intern/feedback/${item}`, {
      team: 'support',
      body: { status: 'resolved' },
    });
    expectProblem(one, 403);
    const many = await bulk(viewer, { ids: ours, action: { type: 'status', status: 'resolved' } });
    expectProblem(many, 403);
    for (const answer of [one, many]) {
      expect(answer.audits).toEqual([
        expect.objectContaining({
          audit_event: 'auth.team.denied',
          audit_outcome: 'denied',
          authorization_policy: 'team_editor_required',
          effective_role: 'viewer',
          required_role: 'editor',
        }),
      ]);
    }
    expect([...(await triageOf(app, ours)).values()].every((row) => row.status === 'new')).toBe(
      true,
    );
  });

  it('lets a viewer list the members', async () => {
    const answer = await callAs(app, viewer, 'GET', '/intern/members', { team: 'support' });
    expect(answer.status).toBe(200);
  });

  it('refuses an editor a bulk deletion (403 team_admin_required), deleting nothing', async () => {
    const before = await messages();
    const answer = await bulk(editor.token, { ids: ours, action: { type: 'delete' } });
    expectProblem(answer, 403);
    expect(answer.audits).toEqual([
      expect.objectContaining({
        audit_event: 'auth.team.denied',
        authorization_policy: 'team_admin_required',
        effective_role: 'editor',
        required_role: 'admin',
        team_slug: 'support',
      }),
    ]);
    expect(await itemIdsOf(app, team, 'shared')).toEqual(ours);
    expect(await messages()).toBe(before);
    // The same editor may change their status.
    const allowed = await bulk(editor.token, {
      ids: ours.slice(0, 2),
      action: { type: 'status', status: 'in_progress' },
    });
    expect(allowed.body).toEqual({ affected: 2 });
  });
});

describe('tenant isolation', () => {
  it('never touches another team’s items named by id, in any action', async () => {
    for (const action of [
      { type: 'status', status: 'resolved' },
      { type: 'assign', assignee: 'me' },
      { type: 'tag', tag: 'ours' },
      { type: 'untag', tag: 'ours' },
    ]) {
      const answer = await bulk(editor.token, { ids: theirs, action });
      expect(answer.status, answer.text).toBe(200);
      expect(answer.body).toEqual({ affected: 0 });
    }
    for (const [, row] of await triageOf(app, theirs)) {
      expect(row).toEqual({ status: 'new', assignee_ref: null });
    }
    const tags = await sqlRows<{ n: number }>(
      app,
      'select count(*)::int as n from feedback_tag where team_id = ?',
      [other.teamId],
    );
    expect(tags[0]?.n).toBe(0);
  });

  it('matches only the team’s own items by filter, the same survey id of another team aside', async () => {
    const answer = await bulk(editor.token, {
      filter: { surveyId: 'shared' },
      action: { type: 'status', status: 'ignored' },
    });
    expect(answer.body).toEqual({ affected: ours.length });
    for (const [, row] of await triageOf(app, theirs)) expect(row.status).toBe('new');
    for (const [, row] of await triageOf(app, ours)) expect(row.status).toBe('ignored');
  });

  it('answers 404 for another team’s item, as for none', async () => {
    const answer = await callAs(app, editor.token, 'PATCH', `/intern/feedback/${theirs[0]}`, {
      team: 'support',
      body: { status: 'resolved' },
    });
    expectProblem(answer, 404);
    expect((await triageOf(app, [theirs[0] ?? ''])).get(theirs[0] ?? '')?.status).toBe('new');
  });

  it('lists only the team’s members, and assigns only to them', async () => {
    const members = (await callAs(app, editor.token, 'GET', '/intern/members', { team: 'support' }))
      .body.members as { userRef: string }[];
    expect(members.map((member) => member.userRef)).not.toContain(otherEditor.userRef);
    const answer = await bulk(editor.token, {
      ids: ours,
      action: { type: 'assign', assignee: otherEditor.userRef },
    });
    expectProblem(answer, 400, 'action.assignee');
    expect(answer.text).not.toContain('Secret Sales Name');
  });

  it('counts only the team’s own items in the overview’s triage counts', async () => {
    const overview = await callAs(app, otherEditor.token, 'GET', '/intern/stats/overview', {
      team: 'sales',
      query: [['surveyId', 'shared']],
    });
    expect(overview.body.triage).toEqual({ new: 6, in_progress: 0, resolved: 0, ignored: 0 });
  });
});

describe('privacy', () => {
  it('writes no member name and no raw subject into any log or audit line', async () => {
    const item = await storeTextFeedback(app, team, 'checkout', 'Assign.');
    await callAs(app, editor.token, 'PATCH', `/intern/feedback/${item}`, {
      team: 'support',
      body: { assignee: 'me', status: 'resolved' },
    });
    await bulk(editor.token, { ids: [item], action: { type: 'untag', tag: 'x' } });
    for (const secret of ['Secret Editor Name', 'Secret Sales Name', 'editor-1', 'sales-1']) {
      expect(app.output.lines.filter((line) => line.includes(secret))).toEqual([]);
    }
    // The request log names the bulk route by its own template.
    expect(
      app.output.lines.some((line) => line.includes('"path":"/api/v1/intern/feedback/bulk"')),
    ).toBe(true);
  });
});
