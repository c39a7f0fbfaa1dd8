import { nativePool } from '@heed/db';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneItemColumns } from '../testing/feedback-rows.ts';
import { ratingSubmission, type SeededTeam, seedTeam } from '../testing/fixtures.ts';
import { queryDatabase, submitWithSecretKey } from '../testing/submission-client.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { insertWebhookEndpoint } from '../testing/webhook-fixtures.ts';
import { type FeedbackRow, FeedbackWriter } from './feedback-writer.ts';
import { insertFeedbackBatch } from './submission.repository.ts';

/**
 * Rule: docs/rules/webhooks.md#webhooks-3: every stored submission writes a
 * `feedback.created` message for each enabled endpoint of its team subscribed to the event, in
 * the transaction that stores it: one per acknowledged submission, none for a repeat, none for an
 * endpoint that is not subscribed, disabled or another team's, none when the insert rolls back.
 * Asserted on the outbox rows (delivery is not part of this).
 */

let app: TestApp;
let team: SeededTeam;
let otherTeam: SeededTeam;
let quietTeam: SeededTeam;
const endpoints = {} as Record<
  'created' | 'both' | 'deletedOnly' | 'disabled' | 'otherTeam',
  string
>;

interface MessageRow {
  endpoint_id: string;
  feedback_id: string | null;
  event_type: string;
  status: string;
  attempts: number;
  payload: unknown;
}

function messagesOf(teamId: string): Promise<MessageRow[]> {
  return queryDatabase<MessageRow>(
    app,
    `select endpoint_id, feedback_id, event_type, status, attempts, payload
       from webhook_message where team_id = $1`,
    [teamId],
  );
}

function messagesFor(feedbackIds: string[]): Promise<MessageRow[]> {
  return queryDatabase<MessageRow>(
    app,
    `select endpoint_id, feedback_id, event_type, status, attempts, payload
       from webhook_message where feedback_id = any($1::uuid[])`,
    [feedbackIds],
  );
}

async function submit(seeded: SeededTeam, body: Record<string, unknown>) {
  const response = await submitWithSecretKey(app, seeded.secretKey.value, body);
  return { status: response.status, ...((await response.json()) as { id: string }) };
}

beforeAll(async () => {
  // The outbox is checked as written: no delivery worker sends (and changes) it.
  app = await startTestApp({}, { webhookDelivery: false });
  team = await seedTeam(app, { slug: 'created-events' });
  otherTeam = await seedTeam(app, { slug: 'created-events-other' });
  quietTeam = await seedTeam(app, { slug: 'created-events-quiet' });
  const url = 'https://hooks.example.com/heed';
  endpoints.created = (
    await insertWebhookEndpoint(app, { teamId: team.teamId, url, eventTypes: ['feedback.created'] })
  ).id;
  endpoints.both = (
    await insertWebhookEndpoint(app, {
      teamId: team.teamId,
      url,
      eventTypes: ['feedback.deleted', 'feedback.created'],
    })
  ).id;
  endpoints.deletedOnly = (
    await insertWebhookEndpoint(app, { teamId: team.teamId, url, eventTypes: ['feedback.deleted'] })
  ).id;
  endpoints.disabled = (
    await insertWebhookEndpoint(app, {
      teamId: team.teamId,
      url,
      eventTypes: ['feedback.created'],
      enabled: false,
    })
  ).id;
  endpoints.otherTeam = (
    await insertWebhookEndpoint(app, {
      teamId: otherTeam.teamId,
      url,
      eventTypes: ['feedback.created'],
    })
  ).id;
});
afterAll(async () => {
  await app?.close();
});

describe('feedback.created messages of submissions', () => {
  it('writes exactly one pending message per subscribed endpoint for each of N concurrent submissions', async () => {
    const n = 24;
    const answers = await Promise.all(
      Array.from({ length: n }, () => submit(team, ratingSubmission('concurrent'))),
    );
    for (const answer of answers) expect(answer.status).toBe(201);
    const ids = answers.map((answer) => answer.id);
    const messages = await messagesFor(ids);
    expect(messages).toHaveLength(2 * n);
    for (const message of messages) {
      expect(message).toMatchObject({
        event_type: 'feedback.created',
        status: 'pending',
        attempts: 0,
        payload: null,
      });
    }
    const pairs = messages.map((m) => `${m.endpoint_id} ${m.feedback_id}`).sort();
    const expected = ids
      .flatMap((id) => [`${endpoints.created} ${id}`, `${endpoints.both} ${id}`])
      .sort();
    expect(pairs).toEqual(expected);
  });

  it('writes none for an unsubscribed, a disabled or another team’s endpoint', async () => {
    const { id } = await submit(team, ratingSubmission('unsubscribed'));
    const messages = await messagesFor([id]);
    expect(messages.map((m) => m.endpoint_id).sort()).toEqual(
      [endpoints.created, endpoints.both].sort(),
    );
    const all = await queryDatabase<{ endpoint_id: string }>(
      app,
      'select distinct endpoint_id from webhook_message where endpoint_id = any($1::uuid[])',
      [[endpoints.deletedOnly, endpoints.disabled, endpoints.otherTeam]],
    );
    expect(all).toEqual([]);
  });

  it('writes the message to the submitting team’s endpoint only', async () => {
    const { id, status } = await submit(otherTeam, ratingSubmission('other-team'));
    expect(status).toBe(201);
    expect((await messagesFor([id])).map((m) => m.endpoint_id)).toEqual([endpoints.otherTeam]);
  });

  it('writes nothing for a team without endpoints', async () => {
    const { status } = await submit(quietTeam, ratingSubmission('quiet'));
    expect(status).toBe(201);
    expect(await messagesOf(quietTeam.teamId)).toEqual([]);
  });

  it('writes none for a repeated deduplicationKey, even when repeats race', async () => {
    const body = { ...ratingSubmission('dedup'), deduplicationKey: 'created-event-dedup-0001' };
    const answers = await Promise.all(Array.from({ length: 6 }, () => submit(team, body)));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    const ids = new Set(answers.map((answer) => answer.id));
    expect(ids.size).toBe(1);
    const again = await submit(team, body);
    expect(again.status).toBe(200);
    const messages = await messagesFor([...ids]);
    expect(messages.map((m) => m.endpoint_id).sort()).toEqual(
      [endpoints.created, endpoints.both].sort(),
    );
  });

  it('leaves no message when the transaction of the insert rolls back', async () => {
    const [definition] = await queryDatabase<{ id: string }>(
      app,
      "select id from survey_definition where team_id = $1 and survey_id = 'concurrent'",
      [team.teamId],
    );
    const id = crypto.randomUUID();
    const client = new pg.Client({ connectionString: app.database.url });
    await client.connect();
    try {
      await client.query('begin');
      const inserted = await insertFeedbackBatch(
        client,
        oneItemColumns({
          id,
          team,
          surveyDefinitionId: definition?.id,
          surveyId: 'concurrent',
          answers: ratingSubmission('concurrent').answers,
        }),
        5_000,
      );
      expect(inserted).toEqual({ ids: [id], messages: 2, held: [], rules: [] });
      const inside = await client.query('select 1 from webhook_message where feedback_id = $1', [
        id,
      ]);
      expect(inside.rowCount).toBe(2);
      await client.query('rollback');
    } finally {
      await client.end();
    }
    expect(await messagesFor([id])).toEqual([]);
    expect(await queryDatabase(app, 'select id from feedback where id = $1', [id])).toEqual([]);
  });

  it('tells the delivery after a commit that wrote messages, and only then', async () => {
    const deps = app.runtime.deps;
    let nudges = 0;
    const writer = new FeedbackWriter(await nativePool(deps.orm), deps.logger, {
      queueMax: 10,
      patienceMs: 5_000,
      onMessagesWritten: () => {
        nudges++;
      },
    });
    const rowOf = (seeded: SeededTeam, definitionId: string, surveyId: string): FeedbackRow => ({
      teamId: seeded.teamId,
      surveyDefinitionId: definitionId,
      surveyId,
      surveyType: 'rating',
      answers: ratingSubmission(surveyId).answers,
      submittedAt: new Date(),
      receivedAt: new Date(),
      apiKeyId: seeded.secretKey.id,
      appName: 'backend',
      deduplicationKey: null,
      context: null,
      deviceType: null,
      startedAt: null,
      timeToCompleteMs: null,
      sensitiveDataRedacted: false,
      hasText: false,
      textContent: null,
    });
    const definitions = await queryDatabase<{ id: string; team_id: string; survey_id: string }>(
      app,
      "select id, team_id, survey_id from survey_definition where survey_id in ('quiet', 'concurrent')",
    );
    const of = (seeded: SeededTeam) => {
      const found = definitions.find((d) => d.team_id === seeded.teamId);
      if (!found) throw new Error('no definition');
      return rowOf(seeded, found.id, found.survey_id);
    };
    try {
      await writer.write(of(quietTeam));
      expect(nudges).toBe(0);
      const stored = await writer.write(of(team));
      expect(nudges).toBe(1);
      expect(await messagesFor([stored.id])).toHaveLength(2);
    } finally {
      await writer.drain();
      writer.close();
    }
  });
});
