import { queriesOf } from '@heed/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlRows, storeTextFeedback } from '../testing/curating.fixtures.ts';
import { type SeededTeam, seedTeam } from '../testing/fixtures.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { insertWebhookEndpoint } from '../testing/webhook-fixtures.ts';
import { insertCreatedMessage, storedMessage } from '../testing/webhook-receiver.ts';
import { makeCreatedPayloads } from './created-payloads.repository.ts';

/**
 * The body of a `feedback.created` message written without one (by the submission's batch
 * insert): `{ type, timestamp, data: FeedbackItem + team }`, made from the item as it is now, for
 * the messages asked for and no others.
 */

let app: TestApp;
let team: SeededTeam;
let other: SeededTeam;
let endpointId: string;
let otherEndpointId: string;

beforeAll(async () => {
  // Nothing is sent: the bodies are checked as stored.
  app = await startTestApp({}, { webhookDelivery: false });
  team = await seedTeam(app, { slug: 'payloads' });
  other = await seedTeam(app, { slug: 'payloads-other' });
  endpointId = (
    await insertWebhookEndpoint(app, {
      teamId: team.teamId,
      url: 'https://hooks.example.com/a',
      eventTypes: ['feedback.created'],
    })
  ).id;
  otherEndpointId = (
    await insertWebhookEndpoint(app, {
      teamId: other.teamId,
      url: 'https://hooks.example.com/b',
      eventTypes: ['feedback.created'],
    })
  ).id;
});
afterAll(async () => {
  await app.close();
});

const db = () => queriesOf(app.runtime.deps.orm.em.fork());

async function createdMessage(teamOf: SeededTeam, endpoint: string, survey: string, text: string) {
  const feedbackId = await storeTextFeedback(app, teamOf, survey, text);
  const messageId = await insertCreatedMessage(app, teamOf.teamId, endpoint, feedbackId);
  return { feedbackId, messageId };
}

describe('makeCreatedPayloads', () => {
  it('makes the body of the messages named, from the item, and leaves the others', async () => {
    const first = await createdMessage(team, endpointId, 'made-by-id', 'First words.');
    const second = await createdMessage(team, endpointId, 'made-by-id', 'Second words.');
    await makeCreatedPayloads(db(), { messageIds: [first.messageId] });
    const made = await storedMessage(app, first.messageId);
    const [item] = await sqlRows<{ received_at: string; created_at: string }>(
      app,
      `select f.received_at, m.created_at from feedback f, webhook_message m where f.id = ? and m.id = ?`,
      [first.feedbackId, first.messageId],
    );
    const payload = made.payload as {
      type: string;
      timestamp: string;
      data: Record<string, unknown>;
    };
    expect(payload.type).toBe('feedback.created');
    expect(payload.timestamp).toBe(new Date(String(item?.created_at)).toISOString());
    expect(payload.data).toMatchObject({
      id: first.feedbackId,
      surveyId: 'made-by-id',
      team: 'payloads',
      tags: [],
      themes: [],
      sensitiveDataRedacted: false,
    });
    expect(payload.data.receivedAt).toBe(new Date(String(item?.received_at)).toISOString());
    expect(Array.isArray(payload.data.answers)).toBe(true);
    expect(payload.data).not.toHaveProperty('message_id');
    expect((await storedMessage(app, second.messageId)).payload).toBeNull();
  });

  it('selects by feedback ids, by survey and by age, within the team only', async () => {
    const byFeedback = await createdMessage(team, endpointId, 'by-feedback', 'One.');
    const bySurvey = await createdMessage(team, endpointId, 'by-survey', 'Two.');
    const otherTeams = await createdMessage(other, otherEndpointId, 'by-survey', 'Three.');
    await makeCreatedPayloads(db(), { teamId: other.teamId, feedbackIds: [byFeedback.feedbackId] });
    expect((await storedMessage(app, byFeedback.messageId)).payload).toBeNull();
    await makeCreatedPayloads(db(), { teamId: team.teamId, feedbackIds: [byFeedback.feedbackId] });
    expect((await storedMessage(app, byFeedback.messageId)).payload).not.toBeNull();
    await makeCreatedPayloads(db(), { teamId: team.teamId, surveyId: 'by-survey' });
    expect((await storedMessage(app, bySurvey.messageId)).payload).not.toBeNull();
    expect((await storedMessage(app, otherTeams.messageId)).payload).toBeNull();
    await makeCreatedPayloads(db(), {
      teamId: other.teamId,
      receivedBefore: new Date(Date.now() + 60_000),
    });
    const made = (await storedMessage(app, otherTeams.messageId)).payload as {
      data: { team: string };
    };
    expect(made.data.team).toBe('payloads-other');
  });

  it('leaves a body that exists as it is, and does nothing for an empty list', async () => {
    const message = await createdMessage(team, endpointId, 'kept', 'Kept.');
    await makeCreatedPayloads(db(), { messageIds: [message.messageId] });
    const before = (await storedMessage(app, message.messageId)).payload;
    await app.runtime.deps.orm.em
      .fork()
      .execute(`update feedback set answers = '[]'::jsonb where id = ?`, [message.feedbackId]);
    await makeCreatedPayloads(db(), { messageIds: [message.messageId] });
    await makeCreatedPayloads(db(), { messageIds: [] });
    expect((await storedMessage(app, message.messageId)).payload).toEqual(before);
  });
});
