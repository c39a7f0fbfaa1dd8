import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs, storeTextFeedback } from '../testing/curating.fixtures.ts';
import { mapGroup } from '../testing/dashboard-fixtures.ts';
import { type SeededTeam, seedTeam } from '../testing/fixtures.ts';
import {
  createdMessagesOf,
  type EndpointSet,
  insertEndpointSet,
  type OutboxRow,
  outboxMessages,
} from '../testing/outbox-fixtures.ts';
import { ManualClock, startTestApp, type TestApp } from '../testing/test-app.ts';
import { itemIdsOf, namedUser, seedTextItems } from '../testing/triage-fixtures.ts';

/**
 * Rules: docs/rules/triage.md#triage-3, docs/rules/triage.md#triage-4,
 * docs/rules/webhooks.md#webhooks-2: every triage change writes its messages in its own
 * transaction — `feedback.updated` (the item after the change + `team` + `changes`) for each item
 * that changed, `feedback.deleted` (`{ id, surveyId, team }`) for each item deleted — once for
 * each enabled endpoint of the team subscribed to the event; a change that changes nothing writes
 * nothing.
 */

const NOW = new Date('2026-11-27T10:00:00.000Z');
const clock = new ManualClock(NOW);

let app: TestApp;
let team: SeededTeam;
let editor: { token: string; userRef: string };
let admin: string;
let updated: EndpointSet;
let deleted: EndpointSet;
/** The team's enabled endpoints subscribed to `feedback.updated`, and to `feedback.deleted`. */
let toUpdated: string[];
let toDeleted: string[];

beforeAll(async () => {
  // The outbox as the change writes it: no delivery worker takes the messages meanwhile.
  app = await startTestApp({}, { clock, webhookDelivery: false });
  team = await seedTeam(app, { slug: 'support' });
  const other = await seedTeam(app, { slug: 'support-other' });
  await mapGroup(app, 'support', 'g-editors', 'editor');
  await mapGroup(app, 'support', 'g-admins', 'admin');
  editor = await namedUser(app, 'editor-1', ['g-editors'], { name: 'Edith' });
  admin = await app.tokenFor({ sub: 'admin-1', groups: ['g-admins'] });
  const ids = { teamId: team.teamId, otherTeamId: other.teamId };
  updated = await insertEndpointSet(app, { ...ids, eventType: 'feedback.updated' });
  deleted = await insertEndpointSet(app, { ...ids, eventType: 'feedback.deleted' });
  // Each set's "unsubscribed" endpoint takes every other event type: the other set's event too.
  toUpdated = [updated.subscribed, deleted.unsubscribed].sort();
  toDeleted = [deleted.subscribed, updated.unsubscribed].sort();
});
afterAll(async () => {
  await app?.close();
});

const itemOf = async (id: string) =>
  (await callAs(app, editor.token, 'GET', `/intern/feedback/${id}`, { team: 'support' })).body;

/** The messages of `type` about the items `ids`. */
async function messagesOf(type: string, ids: string[]): Promise<OutboxRow[]> {
  const wanted = new Set(ids);
  return (await outboxMessages(app, type)).filter((message) =>
    wanted.has(String(message.payload?.data.id)),
  );
}

describe('feedback.updated of one item', () => {
  it('a status change writes the item after it, with changes ["status"]', async () => {
    const id = await storeTextFeedback(app, team, 'checkout', 'Declined.');
    clock.advance(1_000);
    const answer = await callAs(app, editor.token, 'PATCH', `/intern/feedback/${id}`, {
      team: 'support',
      body: { status: 'in_progress' },
    });
    expect(answer.status).toBe(200);
    const messages = await messagesOf('feedback.updated', [id]);
    expect(messages.map((message) => message.endpoint_id).sort()).toEqual(toUpdated);
    expect(messages[0]).toMatchObject({ team_id: team.teamId, status: 'pending', attempts: 0 });
    expect(messages[0]?.payload).toEqual({
      type: 'feedback.updated',
      timestamp: clock.now().toISOString(),
      data: { ...(await itemOf(id)), team: 'support', changes: ['status'] },
    });
  });

  it('status and assignee at once name both; the same values again write nothing', async () => {
    const id = await storeTextFeedback(app, team, 'checkout', 'Both.');
    const body = { status: 'resolved', assignee: 'me' };
    await callAs(app, editor.token, 'PATCH', `/intern/feedback/${id}`, { team: 'support', body });
    await callAs(app, editor.token, 'PATCH', `/intern/feedback/${id}`, { team: 'support', body });
    const messages = (await messagesOf('feedback.updated', [id])).filter(
      (message) => message.endpoint_id === updated.subscribed,
    );
    expect(messages).toHaveLength(1);
    expect(messages[0]?.payload?.data).toMatchObject({
      status: 'resolved',
      assignee: { userRef: editor.userRef, name: 'Edith' },
      changes: ['status', 'assignee'],
    });
    await callAs(app, editor.token, 'PATCH', `/intern/feedback/${id}`, {
      team: 'support',
      body: { assignee: null },
    });
    const after = (await messagesOf('feedback.updated', [id])).filter(
      (message) => message.endpoint_id === updated.subscribed,
    );
    expect(after.map((message) => message.payload?.data.changes)).toEqual([
      ['status', 'assignee'],
      ['assignee'],
    ]);
    expect(after[1]?.payload?.data.assignee).toBe(null);
  });
});

describe('messages of a bulk change', () => {
  it('1,000 items by filter: one feedback.updated each, only to the subscribed endpoints', async () => {
    await seedTextItems(app, team, 'bulk-hooks', 1_000);
    const ids = await itemIdsOf(app, team, 'bulk-hooks');
    clock.advance(1_000);
    const answer = await callAs(app, editor.token, 'POST', '/intern/feedback/bulk', {
      team: 'support',
      body: { filter: { surveyId: 'bulk-hooks' }, action: { type: 'status', status: 'resolved' } },
    });
    expect(answer.body).toEqual({ affected: 1_000 });
    const messages = await messagesOf('feedback.updated', ids);
    expect(messages).toHaveLength(2 * 1_000);
    for (const endpoint of toUpdated) {
      const ofEndpoint = messages.filter((message) => message.endpoint_id === endpoint);
      expect(new Set(ofEndpoint.map((message) => message.payload?.data.id))).toEqual(new Set(ids));
      expect(ofEndpoint).toHaveLength(1_000);
    }
    for (const message of messages) {
      expect(message.payload).toMatchObject({
        type: 'feedback.updated',
        timestamp: clock.now().toISOString(),
        data: { status: 'resolved', statusChangedAt: clock.now().toISOString(), team: 'support' },
      });
      expect(message.payload?.data.changes).toEqual(['status']);
    }
    const sample = messages[500];
    expect(sample?.payload?.data).toEqual({
      ...(await itemOf(String(sample?.payload?.data.id))),
      team: 'support',
      changes: ['status'],
    });
  });

  it('a tag writes changes ["tags"] for the items it was added to', async () => {
    const ids = [
      await storeTextFeedback(app, team, 'bulk-tag-hooks', 'One.'),
      await storeTextFeedback(app, team, 'bulk-tag-hooks', 'Two.'),
    ];
    await callAs(app, editor.token, 'POST', `/intern/feedback/${ids[0]}/tags`, {
      team: 'support',
      body: { tag: 'refund' },
    });
    const before = await messagesOf('feedback.updated', ids);
    await callAs(app, editor.token, 'POST', '/intern/feedback/bulk', {
      team: 'support',
      body: { ids, action: { type: 'tag', tag: 'refund' } },
    });
    const added = (await messagesOf('feedback.updated', ids)).slice(before.length);
    expect(added.map((message) => message.payload?.data.id)).toEqual([ids[1], ids[1]]);
    expect(added[0]?.payload?.data).toMatchObject({ tags: ['refund'], changes: ['tags'] });
  });

  it('a deletion writes feedback.deleted for each item, after making its waiting bodies', async () => {
    await seedTextItems(app, team, 'bulk-delete-hooks', 30);
    const ids = await itemIdsOf(app, team, 'bulk-delete-hooks');
    // The registering submission's feedback.created is still waiting, without a body.
    const waiting = await createdMessagesOf(app, ids);
    expect(waiting.length).toBeGreaterThan(0);
    expect(waiting.every((message) => message.payload === null)).toBe(true);
    const answer = await callAs(app, admin, 'POST', '/intern/feedback/bulk', {
      team: 'support',
      body: { ids, action: { type: 'delete' } },
    });
    expect(answer.body).toEqual({ affected: 30 });
    const messages = await messagesOf('feedback.deleted', ids);
    expect(messages).toHaveLength(2 * 30);
    for (const endpoint of toDeleted) {
      const ofEndpoint = messages.filter((message) => message.endpoint_id === endpoint);
      expect(new Set(ofEndpoint.map((message) => message.payload?.data.id))).toEqual(new Set(ids));
    }
    for (const message of messages) {
      expect(message.payload).toEqual({
        type: 'feedback.deleted',
        timestamp: clock.now().toISOString(),
        data: { id: message.payload?.data.id, surveyId: 'bulk-delete-hooks', team: 'support' },
      });
    }
    const made = await createdMessagesOf(app, ids);
    expect(made.length).toBe(waiting.length);
    for (const message of made) {
      expect(message.payload?.data).toMatchObject({ id: message.feedback_id, status: 'new' });
    }
  });
});
