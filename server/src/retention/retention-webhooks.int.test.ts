import type { Answer } from '@heed/contracts';
import { nativePool } from '@heed/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertFeedbackRows } from '../testing/feedback-rows.ts';
import { ratingSubmission, type SeededTeam, seedTeam } from '../testing/fixtures.ts';
import {
  createdMessagesOf,
  type EndpointSet,
  insertEndpointSet,
  outboxMessages,
} from '../testing/outbox-fixtures.ts';
import { queryDatabase, submitWithSecretKey } from '../testing/submission-client.ts';
import { ManualClock, startTestApp, type TestApp } from '../testing/test-app.ts';
import { FeedbackRetention } from './feedback-retention.ts';

/**
 * Rule: docs/rules/webhooks.md#webhooks-2: the retention job writes `retention.applied`
 * (`{ team, receivedBefore, deletedCount }`) for each team it deleted items of, in the
 * transaction of that deletion, once for each enabled endpoint of the team subscribed to it; a
 * waiting `feedback.created` of a deleted item keeps its item. A deletion in several batches
 * writes one event per batch whose counts add up to what went.
 */

const DAY = 86_400_000;
const HOUR = 3_600_000;
const NOW = new Date('2026-06-01T00:00:00Z');
const SURVEY = 'retention-events';

const clock = new ManualClock(NOW);
let app: TestApp;
let teamA: SeededTeam;
let teamB: SeededTeam;
let quiet: SeededTeam;
let endpointsA: EndpointSet;
let endpointsB: EndpointSet;

const answers = ratingSubmission(SURVEY).answers as Answer[];

function seed(team: SeededTeam, ages: number[]): Promise<string[]> {
  const now = clock.now().getTime();
  return insertFeedbackRows(
    app,
    team,
    SURVEY,
    ages.map((ageMs) => ({ receivedAt: new Date(now - ageMs), answers })),
  );
}

/** The retention.applied messages of a team, oldest first. */
async function appliedOf(team: SeededTeam) {
  return (await outboxMessages(app, 'retention.applied')).filter((m) => m.team_id === team.teamId);
}

beforeAll(async () => {
  // The outbox is checked as written: no delivery worker sends (and changes) it.
  app = await startTestApp(
    { HEED_RETENTION_DAYS: '30' },
    { clock, retention: false, webhookDelivery: false },
  );
  teamA = await seedTeam(app, { slug: 'retention-events-a' });
  teamB = await seedTeam(app, { slug: 'retention-events-b' });
  quiet = await seedTeam(app, { slug: 'retention-events-quiet' });
  for (const team of [teamA, teamB, quiet]) {
    const registered = await submitWithSecretKey(
      app,
      team.secretKey.value,
      ratingSubmission(SURVEY),
    );
    expect(registered.status).toBe(201);
  }
  await queryDatabase(app, 'delete from feedback');
  const event = { eventType: 'retention.applied' };
  endpointsA = await insertEndpointSet(app, {
    ...event,
    teamId: teamA.teamId,
    otherTeamId: quiet.teamId,
  });
  endpointsB = await insertEndpointSet(app, {
    ...event,
    teamId: teamB.teamId,
    otherTeamId: quiet.teamId,
  });
  await queryDatabase(app, 'delete from webhook_endpoint where team_id = $1', [quiet.teamId]);
});
afterAll(async () => {
  await app?.close();
});

describe('retention.applied', () => {
  it('is written once per team with the count, and waiting feedback.created keep their items', async () => {
    const oldA = await seed(teamA, [31 * DAY, 40 * DAY, 400 * DAY]);
    await seed(teamA, [29 * DAY]);
    const oldB = await seed(teamB, [45 * DAY]);
    await seed(quiet, [50 * DAY]);
    // A feedback.created of an old item of team A still waiting for its body.
    await queryDatabase(
      app,
      `insert into webhook_message (id, team_id, endpoint_id, event_type, feedback_id, status,
         attempts, next_attempt_at, created_at)
       values (gen_random_uuid(), $1, $2, 'feedback.created', $3, 'pending', 0, now(), now())`,
      [teamA.teamId, endpointsA.subscribed, oldA[0]],
    );

    const run = await app.runtime.retention?.runOnce();
    expect(run).toMatchObject({ outcome: 'success', deleted: 5 });
    const receivedBefore = new Date(NOW.getTime() - 30 * DAY).toISOString();
    for (const [team, endpoints, deletedCount] of [
      [teamA, endpointsA, oldA.length],
      [teamB, endpointsB, oldB.length],
    ] as const) {
      const messages = await appliedOf(team);
      expect(messages.map((m) => m.endpoint_id)).toEqual([endpoints.subscribed]);
      expect(messages[0]).toMatchObject({ status: 'pending', attempts: 0 });
      expect(messages[0]?.payload).toEqual({
        type: 'retention.applied',
        timestamp: NOW.toISOString(),
        data: { team: team.teamSlug, receivedBefore, deletedCount },
      });
    }
    expect(await appliedOf(quiet)).toEqual([]);
    const all = await outboxMessages(app, 'retention.applied');
    expect(all.map((m) => m.endpoint_id).sort()).toEqual(
      [endpointsA.subscribed, endpointsB.subscribed].sort(),
    );
    const [created] = await createdMessagesOf(app, [oldA[0] as string]);
    expect(created?.payload?.data).toMatchObject({
      id: oldA[0],
      surveyId: SURVEY,
      team: teamA.teamSlug,
      answers,
    });
  });

  it('writes nothing when a run deletes nothing', async () => {
    clock.advance(HOUR);
    const before = (await outboxMessages(app, 'retention.applied')).length;
    expect(await app.runtime.retention?.runOnce()).toMatchObject({
      outcome: 'success',
      deleted: 0,
    });
    expect(await outboxMessages(app, 'retention.applied')).toHaveLength(before);
  });

  it('writes one event per batch, whose counts add up to what the run deleted', async () => {
    clock.advance(HOUR);
    await seed(
      teamB,
      Array.from({ length: 7 }, (_, i) => 31 * DAY + i * HOUR),
    );
    const before = (await appliedOf(teamB)).length;
    const deps = app.runtime.deps;
    const bounded = new FeedbackRetention(
      {
        pool: await nativePool(deps.orm),
        logger: deps.logger,
        auditLog: deps.auditLog,
        clock,
        filtersBootstrap: deps.filtersBootstrap,
      },
      { days: 30, batchSize: 3, intervalMs: HOUR },
    );
    expect(await bounded.runOnce()).toMatchObject({ outcome: 'success', deleted: 7 });
    await bounded.close();
    const counts = (await appliedOf(teamB)).slice(before).map((m) => m.payload?.data.deletedCount);
    expect(counts).toEqual([3, 3, 1]);
  });
});
