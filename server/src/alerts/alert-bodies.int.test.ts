import { queriesOf } from '@heed/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAlertMessage, insertAlertRule } from '../testing/alert-fixtures.ts';
import { callAs, sqlRows, storeTextFeedback } from '../testing/curating.fixtures.ts';
import { mapGroup } from '../testing/dashboard-fixtures.ts';
import { type SeededTeam, seedTeam } from '../testing/fixtures.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { insertWebhookEndpoint } from '../testing/webhook-fixtures.ts';
import { insertCreatedMessage, storedMessage } from '../testing/webhook-receiver.ts';
import { makeCreatedPayloads } from '../webhooks/created-payloads.repository.ts';

/**
 * The body of an instant alert's `alert.triggered`, written by the submission with its item and
 * no body (for an alert destination or a webhook endpoint alike): `{ type, timestamp, data: { rule:
 * { id, name }, team, items: [FeedbackItem], total: 1 } }`, made from the item before the first
 * attempt, and by a deletion before the item goes, so a waiting message keeps it.
 * Rule: docs/rules/alert-messages.md#alert-messages-1.
 */

let app: TestApp;
let team: SeededTeam;
let admin: string;
let ruleId: string;
let destinationId: string;
let endpointId: string;

beforeAll(async () => {
  // Nothing is sent: the bodies are checked as stored.
  app = await startTestApp({}, { webhookDelivery: false });
  team = await seedTeam(app, { slug: 'alert-bodies' });
  await mapGroup(app, 'alert-bodies', 'g-admins', 'admin');
  admin = await app.tokenFor({ sub: 'admin-1', groups: ['g-admins'] });
  const rule = await insertAlertRule(app, {
    teamId: team.teamId,
    name: 'Watch the words',
    filter: { surveyId: 'watched-survey' },
    destinations: [{ type: 'email', to: ['ops@shop.example'] }],
  });
  ruleId = rule.id;
  destinationId = String(rule.destinationIds[0]);
  endpointId = (
    await insertWebhookEndpoint(app, {
      teamId: team.teamId,
      url: 'https://hooks.example.com/alerts',
      eventTypes: ['feedback.created'],
    })
  ).id;
});
afterAll(async () => {
  await app?.close();
});

const db = () => queriesOf(app.runtime.deps.orm.em.fork());

async function itemOf(id: string) {
  const answer = await callAs(app, admin, 'GET', `/intern/feedback/${id}`, {
    team: 'alert-bodies',
  });
  expect(answer.status).toBe(200);
  return answer.body;
}

describe('the body of an instant alert', () => {
  it('is made from the item for a destination and an endpoint alike, and for no other message', async () => {
    const feedbackId = await storeTextFeedback(app, team, 'checkout', 'Too slow.');
    const toDestination = await insertAlertMessage(app, {
      teamId: team.teamId,
      ruleId,
      target: { destinationId },
      feedbackId,
    });
    const toEndpoint = await insertAlertMessage(app, {
      teamId: team.teamId,
      ruleId,
      target: { endpointId },
      feedbackId,
    });
    const created = await insertCreatedMessage(app, team.teamId, endpointId, feedbackId);
    const untouched = await insertAlertMessage(app, {
      teamId: team.teamId,
      ruleId,
      target: { destinationId },
      feedbackId: await storeTextFeedback(app, team, 'checkout', 'Not asked for.'),
    });

    const made = await makeCreatedPayloads(db(), {
      messageIds: [toDestination, toEndpoint, created],
    });
    expect(made.size).toBe(3);
    const item = await itemOf(feedbackId);
    for (const messageId of [toDestination, toEndpoint]) {
      const [row] = await sqlRows<{ created_at: string }>(
        app,
        'select created_at from webhook_message where id = ?',
        [messageId],
      );
      const stored = (await storedMessage(app, messageId)).payload;
      expect(stored).toEqual({
        type: 'alert.triggered',
        timestamp: new Date(String(row?.created_at)).toISOString(),
        data: {
          rule: { id: ruleId, name: 'Watch the words' },
          team: 'alert-bodies',
          items: [item],
          total: 1,
        },
      });
      expect(made.get(messageId)).toEqual(stored);
    }
    // A feedback.created of the same item keeps its own body.
    expect((await storedMessage(app, created)).payload).toMatchObject({
      type: 'feedback.created',
      data: { ...item, team: 'alert-bodies' },
    });
    expect((await storedMessage(app, untouched)).payload).toBeNull();
  });

  it('is kept when the item is deleted before the first attempt', async () => {
    const feedbackId = await storeTextFeedback(app, team, 'checkout', 'Delete me later.');
    const messageId = await insertAlertMessage(app, {
      teamId: team.teamId,
      ruleId,
      target: { destinationId },
      feedbackId,
    });
    const item = await itemOf(feedbackId);
    expect((await storedMessage(app, messageId)).payload).toBeNull();
    const answer = await callAs(app, admin, 'DELETE', `/intern/feedback/${feedbackId}`, {
      team: 'alert-bodies',
    });
    expect(answer.status).toBe(204);
    const stored = (await storedMessage(app, messageId)).payload as {
      type: string;
      data: { items: unknown[]; total: number };
    };
    expect(stored.type).toBe('alert.triggered');
    expect(stored.data.items).toEqual([item]);
    expect(stored.data.total).toBe(1);
  });

  it('is kept when the item’s survey is deleted', async () => {
    const feedbackId = await storeTextFeedback(app, team, 'doomed-survey', 'Survey goes.');
    const messageId = await insertAlertMessage(app, {
      teamId: team.teamId,
      ruleId,
      target: { destinationId },
      feedbackId,
    });
    const item = await itemOf(feedbackId);
    const answer = await callAs(app, admin, 'DELETE', '/intern/surveys/doomed-survey', {
      team: 'alert-bodies',
    });
    expect(answer.status).toBe(200);
    const stored = (await storedMessage(app, messageId)).payload as { data: { items: unknown[] } };
    expect(stored.data.items).toEqual([item]);
  });
});
