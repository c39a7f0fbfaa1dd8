import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertMessagesOf, alertRuleState, insertAlertRule } from '../testing/alert-fixtures.ts';
import { getAs, mapGroup } from '../testing/dashboard-fixtures.ts';
import { type AnswerSpec, submitAt } from '../testing/feedback-fixtures.ts';
import { type SeededTeam, seedTeam } from '../testing/fixtures.ts';
import { ManualClock, startTestApp, type TestApp } from '../testing/test-app.ts';
import { nextDigestAt } from './digest-schedule.ts';

/**
 * Rule: docs/rules/alerts.md#alerts-8: once a day at `digestHour` in `tz` a digest rule sends
 * one message per destination with the count and the 10 newest matches of the last 24 hours (the
 * explorer's items, newest first), nothing when there are none; it keeps its wall-clock hour across
 * daylight-saving changes; replicas send it once, and a restart neither repeats nor skips it.
 */

const HOUR = 3_600_000;
const clock = new ManualClock(new Date('2026-03-01T00:00:00.000Z'));
let app: TestApp;
let team: SeededTeam;
let viewer: string;

const unhappy = (surveyId: string): AnswerSpec => ({ surveyId, rating: 1, comment: 'Too slow' });
const happy = (surveyId: string): AnswerSpec => ({ surveyId, rating: 5, comment: 'Fine' });

function at(iso: string): Date {
  return new Date(iso);
}

function moveClockTo(instant: Date): void {
  clock.advance(instant.getTime() - clock.now().getTime());
}

function digestRule(
  surveyId: string,
  options: { hour?: number; tz?: string; nextDigestAt?: Date | null; name?: string } = {},
) {
  return insertAlertRule(app, {
    teamId: team.teamId,
    name: options.name ?? 'Daily unhappy',
    filter: { surveyId, rating: 'overall:1' },
    mode: 'digest',
    digestHour: options.hour ?? 8,
    tz: options.tz ?? 'UTC',
    nextDigestAt: options.nextDigestAt ?? null,
    destinations: [
      { type: 'email', to: ['team@example.com'] },
      { type: 'teams', url: 'https://example.webhook.office.com/workflows/secret' },
    ],
  });
}

beforeAll(async () => {
  app = await startTestApp({}, { clock, webhookDelivery: false });
  team = await seedTeam(app, { slug: 'alerts-digest' });
  await mapGroup(app, 'alerts-digest', 'g-alerts-digest', 'viewer');
  viewer = await app.tokenFor({ sub: 'digest-viewer', groups: ['g-alerts-digest'] });
});
afterAll(async () => {
  await app?.close();
});

describe('daily digests', () => {
  it('sends the count and the 10 newest matches of the last 24 h, once, when due', async () => {
    const due = at('2026-03-10T08:00:00.000Z');
    const survey = 'digest-content';
    await submitAt(app, clock, team, unhappy(survey), new Date(due.getTime() - 25 * HOUR));
    await submitAt(app, clock, team, unhappy(survey), new Date(due.getTime() - 24 * HOUR));
    for (let n = 0; n < 12; n++) {
      await submitAt(app, clock, team, unhappy(survey), new Date(due.getTime() - (23 - n) * HOUR));
      await submitAt(app, clock, team, happy(survey), new Date(due.getTime() - (23 - n) * HOUR));
    }
    await submitAt(app, clock, team, unhappy('digest-other'), new Date(due.getTime() - HOUR));
    const rule = await digestRule(survey, { nextDigestAt: due, name: 'Checkout digest' });

    moveClockTo(new Date(due.getTime() - 1));
    expect(await app.runtime.alertScheduler.runOnce()).toMatchObject({ digests: 0 });
    expect(await alertMessagesOf(app, rule.id)).toEqual([]);

    moveClockTo(due);
    expect(await app.runtime.alertScheduler.runOnce()).toMatchObject({
      outcome: 'success',
      digests: 1,
      messages: 2,
    });
    const messages = await alertMessagesOf(app, rule.id);
    expect(messages.map((m) => m.alert_destination_id).sort()).toEqual(
      [...rule.destinationIds].sort(),
    );
    // The explorer's list under the same filter: the same items, newest first.
    const listed = await getAs(app, '/intern/feedback', viewer, [
      ['surveyId', survey],
      ['rating', 'overall:1'],
      ['limit', '10'],
    ]);
    const { items } = (await listed.json()) as { items: { id: string }[] };
    for (const message of messages) {
      expect(message.feedback_id).toBeNull();
      expect(message.payload).toEqual({
        type: 'alert.triggered',
        timestamp: due.toISOString(),
        data: {
          rule: { id: rule.id, name: 'Checkout digest' },
          team: 'alerts-digest',
          items,
          total: 12,
        },
      });
    }
    const state = await alertRuleState(app, rule.id);
    expect(state.next_digest_at?.toISOString()).toBe('2026-03-11T08:00:00.000Z');
    expect(state.last_triggered_at?.toISOString()).toBe(due.toISOString());

    // Once: a later run the same day sends nothing more.
    moveClockTo(new Date(due.getTime() + 2 * HOUR));
    expect(await app.runtime.alertScheduler.runOnce()).toMatchObject({ digests: 0 });
    expect(await alertMessagesOf(app, rule.id)).toHaveLength(2);

    // The next day without a new match: nothing is sent, the digest moves on a day.
    moveClockTo(at('2026-03-11T08:00:30.000Z'));
    expect(await app.runtime.alertScheduler.runOnce()).toMatchObject({ digests: 1, messages: 0 });
    expect(await alertMessagesOf(app, rule.id)).toHaveLength(2);
    const after = await alertRuleState(app, rule.id);
    expect(after.next_digest_at?.toISOString()).toBe('2026-03-12T08:00:00.000Z');
    expect(after.last_triggered_at?.toISOString()).toBe(due.toISOString());
  });

  it('keeps 08:00 in Europe/Oslo across the change to summer time: two digests 23 h apart', async () => {
    const survey = 'digest-oslo';
    moveClockTo(at('2026-03-27T12:00:00.000Z'));
    const rule = await digestRule(survey, { tz: 'Europe/Oslo' });
    // A rule without a due time gets one (08:00 CET = 07:00 UTC), and nothing is sent for it.
    await app.runtime.alertScheduler.runOnce();
    expect((await alertRuleState(app, rule.id)).next_digest_at?.toISOString()).toBe(
      '2026-03-28T07:00:00.000Z',
    );
    await submitAt(app, clock, team, unhappy(survey), at('2026-03-28T06:30:00.000Z'));
    moveClockTo(at('2026-03-28T06:59:59.999Z'));
    await app.runtime.alertScheduler.runOnce();
    expect(await alertMessagesOf(app, rule.id)).toEqual([]);
    moveClockTo(at('2026-03-28T07:00:00.000Z'));
    await app.runtime.alertScheduler.runOnce();
    // 08:00 CEST = 06:00 UTC the next day.
    expect((await alertRuleState(app, rule.id)).next_digest_at?.toISOString()).toBe(
      '2026-03-29T06:00:00.000Z',
    );
    await submitAt(app, clock, team, unhappy(survey), at('2026-03-29T05:00:00.000Z'));
    moveClockTo(at('2026-03-29T05:59:59.000Z'));
    await app.runtime.alertScheduler.runOnce();
    expect(await alertMessagesOf(app, rule.id)).toHaveLength(2);
    moveClockTo(at('2026-03-29T06:00:00.000Z'));
    await app.runtime.alertScheduler.runOnce();
    const messages = await alertMessagesOf(app, rule.id);
    const sentAt = [...new Set(messages.map((m) => m.payload?.timestamp))];
    expect(sentAt).toEqual(['2026-03-28T07:00:00.000Z', '2026-03-29T06:00:00.000Z']);
    expect(Date.parse(sentAt[1] as string) - Date.parse(sentAt[0] as string)).toBe(23 * HOUR);
    // Each digest told its own last 24 hours.
    expect(messages.map((m) => m.payload?.data.total)).toEqual([1, 1, 2, 2]);
    expect((await alertRuleState(app, rule.id)).next_digest_at?.toISOString()).toBe(
      '2026-03-30T06:00:00.000Z',
    );
  });

  it('sends nothing for a disabled digest rule and leaves it as it is', async () => {
    const due = at('2026-04-02T08:00:00.000Z');
    await submitAt(app, clock, team, unhappy('digest-off'), new Date(due.getTime() - HOUR));
    const rule = await insertAlertRule(app, {
      teamId: team.teamId,
      filter: { surveyId: 'digest-off', rating: 'overall:1' },
      mode: 'digest',
      digestHour: 8,
      tz: 'UTC',
      enabled: false,
      nextDigestAt: due,
      destinations: [{ type: 'email', to: ['team@example.com'] }],
    });
    moveClockTo(new Date(due.getTime() + HOUR));
    await app.runtime.alertScheduler.runOnce();
    expect(await alertMessagesOf(app, rule.id)).toEqual([]);
    expect((await alertRuleState(app, rule.id)).next_digest_at?.toISOString()).toBe(
      due.toISOString(),
    );
  });
});

describe('digests with several replicas and restarts', () => {
  it('is sent once when two replicas run at the same moment', async () => {
    const replica = await startTestApp({}, { replicaOf: app, clock, webhookDelivery: false });
    try {
      const due = at('2026-04-10T08:00:00.000Z');
      const rules = [];
      for (let n = 0; n < 4; n++) {
        const survey = `digest-replicas-${n}`;
        await submitAt(app, clock, team, unhappy(survey), new Date(due.getTime() - HOUR));
        rules.push(await digestRule(survey, { nextDigestAt: due }));
      }
      moveClockTo(due);
      for (let round = 0; round < 3; round++) {
        const runs = await Promise.all([
          app.runtime.alertScheduler.runOnce(),
          replica.runtime.alertScheduler.runOnce(),
        ]);
        for (const run of runs) expect(run.outcome).not.toBe('failure');
      }
      for (const rule of rules) {
        const messages = await alertMessagesOf(app, rule.id);
        expect(messages.map((m) => m.alert_destination_id).sort()).toEqual(
          [...rule.destinationIds].sort(),
        );
      }
    } finally {
      await replica.close();
    }
  });

  it('is neither repeated nor skipped by a restart', async () => {
    const survey = 'digest-restart';
    const due = at('2026-04-20T08:00:00.000Z');
    await submitAt(app, clock, team, unhappy(survey), new Date(due.getTime() - HOUR));
    const rule = await digestRule(survey, { nextDigestAt: due });
    moveClockTo(due);
    let replica = await startTestApp({}, { replicaOf: app, clock, webhookDelivery: false });
    expect(await replica.runtime.alertScheduler.runOnce()).toMatchObject({ outcome: 'success' });
    await replica.close();
    expect(await alertMessagesOf(app, rule.id)).toHaveLength(2);
    // Restarted at the same moment: the digest was sent, it is not sent again.
    replica = await startTestApp({}, { replicaOf: app, clock, webhookDelivery: false });
    expect(await replica.runtime.alertScheduler.runOnce()).toMatchObject({ outcome: 'success' });
    await replica.close();
    expect(await alertMessagesOf(app, rule.id)).toHaveLength(2);

    // Nobody runs while the next one falls due; the replica started three hours late sends it.
    await submitAt(app, clock, team, unhappy(survey), at('2026-04-21T06:00:00.000Z'));
    moveClockTo(at('2026-04-21T11:00:00.000Z'));
    replica = await startTestApp({}, { replicaOf: app, clock, webhookDelivery: false });
    try {
      expect(await replica.runtime.alertScheduler.runOnce()).toMatchObject({ outcome: 'success' });
    } finally {
      await replica.close();
    }
    const messages = await alertMessagesOf(app, rule.id);
    expect(messages.map((m) => m.payload?.timestamp)).toEqual([
      due.toISOString(),
      due.toISOString(),
      '2026-04-21T11:00:00.000Z',
      '2026-04-21T11:00:00.000Z',
    ]);
    expect((await alertRuleState(app, rule.id)).next_digest_at?.toISOString()).toBe(
      nextDigestAt(clock.now(), 8, 'UTC').toISOString(),
    );
  });
});

describe('digests when the database connection is lost', () => {
  let proxied: TestApp;
  let proxiedTeam: SeededTeam;

  beforeAll(async () => {
    proxied = await startTestApp({}, { clock, databaseProxy: true, webhookDelivery: false });
    proxiedTeam = await seedTeam(proxied, { slug: 'alerts-digest-outage' });
  });
  afterAll(async () => {
    await proxied?.close();
  });

  async function dueRule(survey: string, due: Date) {
    // Its hour is the due time's: no other rule of these tests is due at the same moment.
    await submitAt(proxied, clock, proxiedTeam, unhappy(survey), new Date(due.getTime() - HOUR));
    const rule = await insertAlertRule(proxied, {
      teamId: proxiedTeam.teamId,
      filter: { surveyId: survey, rating: 'overall:1' },
      mode: 'digest',
      digestHour: due.getUTCHours(),
      tz: 'UTC',
      nextDigestAt: due,
      destinations: [{ type: 'email', to: ['team@example.com'] }],
    });
    moveClockTo(due);
    return rule;
  }

  it('sends the digest on the next run when a run died before its commit', async () => {
    const proxy = proxied.databaseProxy;
    if (!proxy) throw new Error('no proxy');
    const rule = await dueRule('digest-died', at('2026-05-01T08:00:00.000Z'));
    const cut = proxy.cutReplyTo('"next_digest_at" =');
    expect(await proxied.runtime.alertScheduler.runOnce()).toEqual({ outcome: 'failure' });
    await cut;
    expect(await alertMessagesOf(proxied, rule.id)).toEqual([]);
    expect(await proxied.runtime.alertScheduler.runOnce()).toMatchObject({ digests: 1 });
    expect(await alertMessagesOf(proxied, rule.id)).toHaveLength(1);
  });

  it('does not send it again when the answer to its commit was lost', async () => {
    const proxy = proxied.databaseProxy;
    if (!proxy) throw new Error('no proxy');
    const rule = await dueRule('digest-lost-answer', at('2026-05-01T12:00:00.000Z'));
    const cut = proxy.cutReplyTo('commit');
    expect(await proxied.runtime.alertScheduler.runOnce()).toEqual({ outcome: 'failure' });
    await cut;
    expect(await alertMessagesOf(proxied, rule.id)).toHaveLength(1);
    expect(await proxied.runtime.alertScheduler.runOnce()).toMatchObject({ digests: 0 });
    expect(await alertMessagesOf(proxied, rule.id)).toHaveLength(1);
  });
});
