import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs, storeTextFeedback } from '../testing/curating.fixtures.ts';
import { mapGroup } from '../testing/dashboard-fixtures.ts';
import { type SeededTeam, seedTeam } from '../testing/fixtures.ts';
import {
  createdMessagesOf,
  insertEndpointSet,
  outboxMessages,
} from '../testing/outbox-fixtures.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * A deletion that is refused writes no event: an unknown item or survey, another team's item or
 * survey (404), and a waiting `feedback.created` of an item that was not deleted stays as it was.
 */

let app: TestApp;
let shop: SeededTeam;
let other: SeededTeam;
let admin: string;

beforeAll(async () => {
  // The outbox is checked as written: no delivery worker sends (and changes) it.
  app = await startTestApp({}, { webhookDelivery: false });
  shop = await seedTeam(app, { slug: 'shop' });
  other = await seedTeam(app, { slug: 'other-shop' });
  await mapGroup(app, 'shop', 'g-admins', 'admin');
  admin = await app.tokenFor({ sub: 'admin-1', groups: ['g-admins'] });
  for (const eventType of ['feedback.deleted', 'survey.deleted']) {
    await insertEndpointSet(app, { teamId: shop.teamId, otherTeamId: other.teamId, eventType });
    await insertEndpointSet(app, { teamId: other.teamId, otherTeamId: shop.teamId, eventType });
  }
});
afterAll(async () => {
  await app?.close();
});

describe('refused deletions', () => {
  it('write no feedback.deleted for an unknown item or another team’s item', async () => {
    const theirs = await storeTextFeedback(app, other, 'their survey', 'Not yours.');
    for (const id of [randomUUID(), theirs]) {
      const answer = await callAs(app, admin, 'DELETE', `/intern/feedback/${id}`, {
        team: 'shop',
      });
      expect(answer.status).toBe(404);
    }
    expect(await outboxMessages(app, 'feedback.deleted')).toEqual([]);
    const created = await createdMessagesOf(app, [theirs]);
    expect(created.length).toBeGreaterThan(0);
    for (const message of created) expect(message.payload).toBeNull();
  });

  it('write no survey.deleted for an unknown survey or another team’s survey', async () => {
    for (const surveyId of ['never-submitted', 'their%20survey']) {
      const answer = await callAs(app, admin, 'DELETE', `/intern/surveys/${surveyId}`, {
        team: 'shop',
      });
      expect(answer.status).toBe(404);
    }
    expect(await outboxMessages(app, 'survey.deleted')).toEqual([]);
  });
});
