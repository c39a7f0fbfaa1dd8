import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs, storeTextFeedback } from '../testing/curating.fixtures.ts';
import { mapGroup } from '../testing/dashboard-fixtures.ts';
import { type SeededTeam, seedTeam } from '../testing/fixtures.ts';
import { type EndpointSet, insertEndpointSet, outboxMessages } from '../testing/outbox-fixtures.ts';
import { ManualClock, startTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * Rule: docs/rules/webhooks.md#webhooks-2: a tag added to or removed from an item writes
 * `feedback.updated` — the item after the change + `team` + `changes: ["tags"]` — once for each
 * enabled endpoint of the team subscribed to it, in the change's transaction; a tag the item
 * has already changes nothing and writes nothing.
 */

const NOW = new Date('2026-11-27T10:00:00.000Z');
const clock = new ManualClock(NOW);

let app: TestApp;
let team: SeededTeam;
let editor: string;
let endpoints: EndpointSet;

beforeAll(async () => {
  // The outbox as the change writes it: no delivery worker takes the messages meanwhile.
  app = await startTestApp({}, { clock, webhookDelivery: false });
  team = await seedTeam(app, { slug: 'support' });
  const other = await seedTeam(app, { slug: 'support-other' });
  await mapGroup(app, 'support', 'g-editors', 'editor');
  editor = await app.tokenFor({ sub: 'editor-1', groups: ['g-editors'] });
  endpoints = await insertEndpointSet(app, {
    teamId: team.teamId,
    otherTeamId: other.teamId,
    eventType: 'feedback.updated',
  });
});
afterAll(async () => {
  await app?.close();
});

const itemOf = async (id: string) =>
  (await callAs(app, editor, 'GET', `/intern/feedback/${id}`, { team: 'support' })).body;

/** The feedback.updated messages of one item, oldest first. */
async function updatesOf(id: string) {
  const messages = await outboxMessages(app, 'feedback.updated');
  return messages.filter((message) => message.payload?.data.id === id);
}

describe('feedback.updated on tag changes', () => {
  it('adding a tag writes the item after the change to the subscribed endpoint only', async () => {
    const id = await storeTextFeedback(app, team, 'checkout', 'The card was declined.');
    const added = await callAs(app, editor, 'POST', `/intern/feedback/${id}/tags`, {
      team: 'support',
      body: { tag: 'Payment' },
    });
    expect(added.status).toBe(201);
    const updates = await updatesOf(id);
    expect(updates.map((message) => message.endpoint_id)).toEqual([endpoints.subscribed]);
    const item = await itemOf(id);
    expect(item.tags).toEqual(['payment']);
    expect(updates[0]).toMatchObject({ team_id: team.teamId, status: 'pending', attempts: 0 });
    expect(updates[0]?.payload).toEqual({
      type: 'feedback.updated',
      timestamp: NOW.toISOString(),
      data: { ...item, team: 'support', changes: ['tags'] },
    });
  });

  it('a repeated add writes nothing; a removal writes the item without the tag', async () => {
    const id = await storeTextFeedback(app, team, 'checkout', 'Slow page.');
    const path = `/intern/feedback/${id}/tags`;
    await callAs(app, editor, 'POST', path, { team: 'support', body: { tag: 'speed' } });
    await callAs(app, editor, 'POST', path, { team: 'support', body: { tag: 'web' } });
    const repeated = await callAs(app, editor, 'POST', path, {
      team: 'support',
      body: { tag: 'SPEED' },
    });
    expect(repeated.status).toBe(200);
    expect((await updatesOf(id)).map((m) => m.payload?.data.tags)).toEqual([
      ['speed'],
      ['speed', 'web'],
    ]);

    clock.advance(1_000);
    const removed = await callAs(app, editor, 'DELETE', `${path}/speed`, { team: 'support' });
    expect(removed.status).toBe(204);
    const updates = await updatesOf(id);
    expect(updates).toHaveLength(3);
    expect(updates[2]?.endpoint_id).toBe(endpoints.subscribed);
    expect(updates[2]?.payload).toEqual({
      type: 'feedback.updated',
      timestamp: new Date(NOW.getTime() + 1_000).toISOString(),
      data: { ...(await itemOf(id)), team: 'support', changes: ['tags'] },
    });
    expect(updates[2]?.payload?.data.tags).toEqual(['web']);
  });
});
