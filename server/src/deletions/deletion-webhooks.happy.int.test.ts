import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs, storeTextFeedback } from '../testing/curating.fixtures.ts';
import { mapGroup } from '../testing/dashboard-fixtures.ts';
import { type SeededTeam, seedTeam } from '../testing/fixtures.ts';
import {
  createdMessagesOf,
  type EndpointSet,
  insertEndpointSet,
  outboxMessages,
} from '../testing/outbox-fixtures.ts';
import { ManualClock, startTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * Rule: docs/rules/webhooks.md#webhooks-2: deleting an item writes `feedback.deleted`
 * (`{ id, surveyId, team }`), deleting a survey `survey.deleted` (`{ surveyId, team,
 * deletedCount }`), once for each enabled endpoint of the team subscribed to it, in the deletion's
 * transaction; a `feedback.created` of a deleted item still waiting keeps the item it announces.
 */

const NOW = new Date('2026-11-27T09:30:00.000Z');
const clock = new ManualClock(NOW);

let app: TestApp;
let shop: SeededTeam;
let admin: string;
let deleted: EndpointSet;
let surveyDeleted: EndpointSet;

beforeAll(async () => {
  // The outbox is checked as written: no delivery worker sends (and changes) it.
  app = await startTestApp({}, { clock, webhookDelivery: false });
  shop = await seedTeam(app, { slug: 'shop' });
  const other = await seedTeam(app, { slug: 'other-shop' });
  await mapGroup(app, 'shop', 'g-admins', 'admin');
  admin = await app.tokenFor({ sub: 'admin-1', groups: ['g-admins'] });
  const teams = { teamId: shop.teamId, otherTeamId: other.teamId };
  deleted = await insertEndpointSet(app, { ...teams, eventType: 'feedback.deleted' });
  surveyDeleted = await insertEndpointSet(app, { ...teams, eventType: 'survey.deleted' });
});
afterAll(async () => {
  await app?.close();
});

describe('feedback.deleted', () => {
  it('is written once to each subscribed endpoint, and the item’s waiting feedback.created keeps it', async () => {
    const id = await storeTextFeedback(app, shop, 'single', 'Payment failed.');
    await callAs(app, admin, 'POST', `/intern/feedback/${id}/tags`, {
      team: 'shop',
      body: { tag: 'urgent' },
    });
    const item = await callAs(app, admin, 'GET', `/intern/feedback/${id}`, { team: 'shop' });
    expect(item.status).toBe(200);
    const waiting = await createdMessagesOf(app, [id]);
    expect(waiting.length).toBeGreaterThan(0);
    for (const message of waiting) expect(message.payload).toBeNull();

    const answer = await callAs(app, admin, 'DELETE', `/intern/feedback/${id}`, { team: 'shop' });
    expect(answer.status).toBe(204);

    const messages = await outboxMessages(app, 'feedback.deleted');
    expect(messages.map((m) => m.endpoint_id).sort()).toEqual(
      [deleted.subscribed, surveyDeleted.unsubscribed].sort(),
    );
    for (const message of messages) {
      expect(message).toMatchObject({ team_id: shop.teamId, status: 'pending', attempts: 0 });
      expect(message.payload).toEqual({
        type: 'feedback.deleted',
        timestamp: NOW.toISOString(),
        data: { id, surveyId: 'single', team: 'shop' },
      });
    }

    // The feedback.created still waiting got its body from the item before it went.
    const created = await createdMessagesOf(app, [id]);
    expect(created).toHaveLength(waiting.length);
    for (const message of created) {
      expect(message.payload?.type).toBe('feedback.created');
      expect(message.payload?.data).toEqual({ ...item.body, team: 'shop' });
    }
  });
});

describe('survey.deleted', () => {
  it('is written once with the count, and the survey’s waiting feedback.created keep their items', async () => {
    const ids = [
      await storeTextFeedback(app, shop, 'doomed survey', 'Card declined.'),
      await storeTextFeedback(app, shop, 'doomed survey', 'Fine.'),
      await storeTextFeedback(app, shop, 'doomed survey', 'Slow.'),
    ];
    const before = (await outboxMessages(app, 'feedback.deleted')).length;
    clock.advance(60_000);

    const answer = await callAs(app, admin, 'DELETE', '/intern/surveys/doomed%20survey', {
      team: 'shop',
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ surveyId: 'doomed survey', deletedCount: 3 });

    const messages = await outboxMessages(app, 'survey.deleted');
    expect(messages.map((m) => m.endpoint_id).sort()).toEqual(
      [surveyDeleted.subscribed, deleted.unsubscribed].sort(),
    );
    for (const message of messages) {
      expect(message.payload).toEqual({
        type: 'survey.deleted',
        timestamp: new Date(NOW.getTime() + 60_000).toISOString(),
        data: { surveyId: 'doomed survey', team: 'shop', deletedCount: 3 },
      });
    }
    // No feedback.deleted for the survey's items.
    expect(await outboxMessages(app, 'feedback.deleted')).toHaveLength(before);
    const created = await createdMessagesOf(app, ids);
    expect(created.length).toBeGreaterThanOrEqual(ids.length);
    for (const message of created) {
      expect(message.payload?.data).toMatchObject({
        id: message.feedback_id,
        surveyId: 'doomed survey',
        team: 'shop',
      });
    }
  });
});
