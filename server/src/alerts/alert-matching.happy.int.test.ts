import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AlertMessageRow,
  alertMessagesOf,
  alertRuleState,
  insertAlertRule,
} from '../testing/alert-fixtures.ts';
import { type AnswerSpec, explorerSubmission, submitBody } from '../testing/feedback-fixtures.ts';
import { type SeededTeam, seedTeam } from '../testing/fixtures.ts';
import { queryDatabase } from '../testing/submission-client.ts';
import { ManualClock, startTestApp, type TestApp } from '../testing/test-app.ts';
import { insertWebhookEndpoint } from '../testing/webhook-fixtures.ts';

/**
 * Rule: docs/rules/alerts.md#alerts-6 and docs/rules/alerts.md#alerts-7: a stored submission that matches an
 * enabled instant rule of its team gets, in the transaction that stores it, one `alert.triggered`
 * message per destination of the rule (a webhook destination's for its endpoint, the others' for
 * the destination), without a body and naming the item; at most 30 a rule in its hour window,
 * the rest counted and told as one "and N more" per destination when the window ends.
 * Asserted on the outbox rows and the rules (delivery is not part of this).
 */

const clock = new ManualClock(new Date('2026-11-27T09:00:00.000Z'));
let app: TestApp;
let team: SeededTeam;
let otherTeam: SeededTeam;
let endpointId: string;

const unhappy: AnswerSpec = { surveyId: '', rating: 1, comment: 'Card declined', channel: 'web' };
const happy: AnswerSpec = { surveyId: '', rating: 5, comment: 'Lovely', channel: 'app' };

function submit(seeded: SeededTeam, surveyId: string, spec: AnswerSpec): Promise<string> {
  return submitBody(app, seeded, explorerSubmission({ ...spec, surveyId }));
}

/** A rule on `surveyId` for unhappy answers (rating 1 of `overall`) with one e-mail destination. */
async function unhappyRule(
  surveyId: string,
  options: Partial<Parameters<typeof insertAlertRule>[1]> = {},
) {
  return insertAlertRule(app, {
    teamId: team.teamId,
    filter: { surveyId, rating: 'overall:1' },
    destinations: [{ type: 'email', to: ['support@example.com'] }],
    ...options,
  });
}

beforeAll(async () => {
  app = await startTestApp({}, { clock, webhookDelivery: false });
  team = await seedTeam(app, { slug: 'alerts-match' });
  otherTeam = await seedTeam(app, { slug: 'alerts-match-other' });
  // Subscribed to another event: alert messages go to a webhook destination's endpoint whatever
  // it subscribes to.
  endpointId = (
    await insertWebhookEndpoint(app, {
      teamId: team.teamId,
      url: 'https://hooks.example.com/alerts',
      eventTypes: ['survey.deleted'],
    })
  ).id;
});
afterAll(async () => {
  await app?.close();
});

describe('instant alert rules when an item is stored', () => {
  it('writes exactly one message per destination for a matching item, without a body', async () => {
    const rule = await insertAlertRule(app, {
      teamId: team.teamId,
      name: 'Unhappy',
      filter: { surveyId: 'alerts-basic', rating: 'overall:1' },
      destinations: [
        { type: 'email', to: ['support@example.com'] },
        { type: 'slack', url: 'https://hooks.slack.com/services/T0/B0/secret' },
        { type: 'teams', url: 'https://example.webhook.office.com/workflows/secret' },
        { type: 'webhook', endpointId },
      ],
    });
    const id = await submit(team, 'alerts-basic', unhappy);
    const messages = await alertMessagesOf(app, rule.id);
    expect(messages).toHaveLength(4);
    for (const message of messages) {
      expect(message).toMatchObject<Partial<AlertMessageRow>>({
        team_id: team.teamId,
        alert_rule_id: rule.id,
        feedback_id: id,
        status: 'pending',
        payload: null,
      });
    }
    const [email, slack, teams] = rule.destinationIds;
    expect(
      messages.map((m) => `${m.alert_destination_id ?? '-'} ${m.endpoint_id ?? '-'}`).sort(),
    ).toEqual([`${email} -`, `${slack} -`, `${teams} -`, `- ${endpointId}`].sort());
    const state = await alertRuleState(app, rule.id);
    expect(state.last_triggered_at?.toISOString()).toBe(clock.now().toISOString());
    expect(state.window_started_at?.toISOString()).toBe(clock.now().toISOString());
    expect(state).toMatchObject({ window_sent: 1, window_held: 0 });
    // The item's own feedback.created is not among them: the endpoint does not subscribe to it.
    expect(
      await queryDatabase(app, 'select id from webhook_message where feedback_id = $1', [id]),
    ).toHaveLength(4);
  });

  it('writes nothing for an item the filter does not select', async () => {
    const rule = await unhappyRule('alerts-nomatch');
    await submit(team, 'alerts-nomatch', happy);
    await submit(team, 'alerts-nomatch', { ...unhappy, rating: 2 });
    expect(await alertMessagesOf(app, rule.id)).toEqual([]);
    const state = await alertRuleState(app, rule.id);
    expect(state).toMatchObject({ last_triggered_at: null, window_sent: 0, window_held: 0 });
  });

  it('writes nothing for a disabled rule or a digest rule, and only the enabled rule’s', async () => {
    const disabled = await unhappyRule('alerts-modes', { enabled: false });
    const digest = await unhappyRule('alerts-modes', { mode: 'digest', digestHour: 8 });
    const enabled = await unhappyRule('alerts-modes');
    const id = await submit(team, 'alerts-modes', unhappy);
    expect(await alertMessagesOf(app, disabled.id)).toEqual([]);
    expect(await alertMessagesOf(app, digest.id)).toEqual([]);
    expect((await alertMessagesOf(app, enabled.id)).map((m) => m.feedback_id)).toEqual([id]);
  });

  it('matches rules of the item’s survey only, each rule by its own filter', async () => {
    const unhappyWeb = await insertAlertRule(app, {
      teamId: team.teamId,
      filter: { surveyId: 'alerts-several', rating: 'overall:1', choice: 'channel:web' },
      destinations: [{ type: 'email', to: ['a@example.com'] }],
    });
    const words = await insertAlertRule(app, {
      teamId: team.teamId,
      filter: { surveyId: 'alerts-several', q: 'declined' },
      destinations: [{ type: 'email', to: ['b@example.com'] }],
    });
    const elsewhere = await unhappyRule('alerts-elsewhere');
    const first = await submit(team, 'alerts-several', unhappy);
    const second = await submit(team, 'alerts-several', { ...unhappy, channel: 'app' });
    const third = await submit(team, 'alerts-several', { ...happy, comment: 'was declined' });
    expect((await alertMessagesOf(app, unhappyWeb.id)).map((m) => m.feedback_id)).toEqual([first]);
    expect((await alertMessagesOf(app, words.id)).map((m) => m.feedback_id).sort()).toEqual(
      [first, second, third].sort(),
    );
    expect(await alertMessagesOf(app, elsewhere.id)).toEqual([]);
  });

  it('never matches another team’s rule, and matches a team’s own in the same batch', async () => {
    const ours = await unhappyRule('alerts-teams');
    const theirs = await insertAlertRule(app, {
      teamId: otherTeam.teamId,
      filter: { surveyId: 'alerts-teams', rating: 'overall:1' },
      destinations: [{ type: 'email', to: ['other@example.com'] }],
    });
    // Submitted at once, so the group commit writes both teams' rows together.
    const [mine, yours] = await Promise.all([
      submit(team, 'alerts-teams', unhappy),
      submit(otherTeam, 'alerts-teams', unhappy),
    ]);
    const ourMessages = await alertMessagesOf(app, ours.id);
    const theirMessages = await alertMessagesOf(app, theirs.id);
    expect(ourMessages.map((m) => [m.feedback_id, m.team_id])).toEqual([[mine, team.teamId]]);
    expect(theirMessages.map((m) => [m.feedback_id, m.team_id])).toEqual([
      [yours, otherTeam.teamId],
    ]);
  });

  it('writes one message per matching item for concurrent submissions, none twice', async () => {
    const rule = await unhappyRule('alerts-concurrent', {
      destinations: [
        { type: 'email', to: ['a@example.com'] },
        { type: 'webhook', endpointId },
      ],
    });
    const ids = await Promise.all(
      Array.from({ length: 16 }, (_, n) =>
        submit(team, 'alerts-concurrent', n % 2 === 0 ? unhappy : happy),
      ),
    );
    const matching = ids.filter((_, n) => n % 2 === 0);
    const messages = await alertMessagesOf(app, rule.id);
    expect(messages).toHaveLength(2 * matching.length);
    expect([...new Set(messages.map((m) => m.feedback_id))].sort()).toEqual([...matching].sort());
    expect(await alertRuleState(app, rule.id)).toMatchObject({ window_sent: 8, window_held: 0 });
  });
});

describe('the instant cap', () => {
  it('sends 30 in the hour window, holds the 31st, and tells "and N more" when it ends', async () => {
    const rule = await unhappyRule('alerts-cap', {
      name: 'Capped',
      destinations: [
        { type: 'email', to: ['a@example.com'] },
        { type: 'webhook', endpointId },
      ],
    });
    const windowStart = clock.now();
    const ids: string[] = [];
    for (let n = 0; n < 31; n++) {
      ids.push(await submit(team, 'alerts-cap', unhappy));
      clock.advance(60_000);
    }
    // Concurrent ones past the cap are held too.
    const late = await Promise.all([1, 2, 3].map(() => submit(team, 'alerts-cap', unhappy)));
    let messages = await alertMessagesOf(app, rule.id);
    expect(messages).toHaveLength(2 * 30);
    expect([...new Set(messages.map((m) => m.feedback_id))].sort()).toEqual(
      ids.slice(0, 30).sort(),
    );
    let state = await alertRuleState(app, rule.id);
    expect(state).toMatchObject({ window_sent: 30, window_held: 4 });
    expect(state.window_started_at?.toISOString()).toBe(windowStart.toISOString());
    // The last match is the last trigger, held or not.
    expect(state.last_triggered_at?.toISOString()).toBe(clock.now().toISOString());
    expect(late).toHaveLength(3);

    // Before the hour is over, the scheduler leaves the window alone.
    clock.advance(windowStart.getTime() + 3_600_000 - 1 - clock.now().getTime());
    expect(await app.runtime.alertScheduler.runOnce()).toMatchObject({ windowsClosed: 0 });
    expect(await alertMessagesOf(app, rule.id)).toHaveLength(60);

    clock.advance(1);
    expect(await app.runtime.alertScheduler.runOnce()).toMatchObject({
      outcome: 'success',
      windowsClosed: 1,
      messages: 2,
    });
    messages = await alertMessagesOf(app, rule.id);
    const more = messages.filter((m) => m.feedback_id === null);
    expect(more).toHaveLength(2);
    for (const message of more) {
      expect(message.payload).toEqual({
        type: 'alert.triggered',
        timestamp: new Date(windowStart.getTime() + 3_600_000).toISOString(),
        data: {
          rule: { id: rule.id, name: 'Capped' },
          team: 'alerts-match',
          items: [],
          total: 4,
        },
      });
    }
    expect(more.map((m) => m.alert_destination_id ?? m.endpoint_id).sort()).toEqual(
      [rule.destinationIds[0], endpointId].sort(),
    );
    state = await alertRuleState(app, rule.id);
    expect(state).toMatchObject({ window_started_at: null, window_sent: 0, window_held: 0 });
    // Once: a second run finds nothing to close.
    expect(await app.runtime.alertScheduler.runOnce()).toMatchObject({ windowsClosed: 0 });

    // The next match opens a new window and is sent.
    const next = await submit(team, 'alerts-cap', unhappy);
    messages = await alertMessagesOf(app, rule.id);
    expect(messages.filter((m) => m.feedback_id === next)).toHaveLength(2);
    expect(await alertRuleState(app, rule.id)).toMatchObject({ window_sent: 1, window_held: 0 });
  });

  it('tells "and N more" with the match that opens the next window when the scheduler has not', async () => {
    const rule = await unhappyRule('alerts-rollover', { name: 'Rolled' });
    const windowStart = clock.now();
    for (let n = 0; n < 32; n++) await submit(team, 'alerts-rollover', unhappy);
    expect(await alertRuleState(app, rule.id)).toMatchObject({ window_sent: 30, window_held: 2 });
    clock.advance(3_600_000 + 5_000);
    const opening = await submit(team, 'alerts-rollover', unhappy);
    const messages = await alertMessagesOf(app, rule.id);
    const more = messages.filter((m) => m.feedback_id === null);
    expect(more.map((m) => m.payload?.data.total)).toEqual([2]);
    expect(more[0]?.payload?.timestamp).toBe(
      new Date(windowStart.getTime() + 3_600_000).toISOString(),
    );
    expect(messages.filter((m) => m.feedback_id === opening)).toHaveLength(1);
    const state = await alertRuleState(app, rule.id);
    expect(state).toMatchObject({ window_sent: 1, window_held: 0 });
    expect(state.window_started_at?.toISOString()).toBe(clock.now().toISOString());
    // The scheduler has nothing left to tell for this rule.
    await app.runtime.alertScheduler.runOnce();
    expect(
      (await alertMessagesOf(app, rule.id)).filter((m) => m.feedback_id === null),
    ).toHaveLength(1);
  });

  it('counts every match once when many batches match the rule at the same time', async () => {
    const rule = await unhappyRule('alerts-crowd');
    const other = await unhappyRule('alerts-crowd', {
      filter: { surveyId: 'alerts-crowd', q: 'declined' },
    });
    const ids = await Promise.all(
      Array.from({ length: 160 }, (_, n) =>
        submit(team, 'alerts-crowd', n % 2 === 0 ? unhappy : happy),
      ),
    );
    expect(new Set(ids).size).toBe(160);
    const state = await alertRuleState(app, rule.id);
    expect(state.window_sent + state.window_held).toBe(80);
    expect(state).toMatchObject({ window_sent: 30, window_held: 50 });
    const messages = await alertMessagesOf(app, rule.id);
    expect(new Set(messages.map((m) => m.feedback_id)).size).toBe(30);
    expect(messages).toHaveLength(30);
    expect(await alertRuleState(app, other.id)).toMatchObject({ window_sent: 30, window_held: 50 });
  });

  it('counts the cap per rule: another rule on the same items is not held by the first', async () => {
    const first = await unhappyRule('alerts-per-rule');
    const second = await unhappyRule('alerts-per-rule');
    for (let n = 0; n < 31; n++) await submit(team, 'alerts-per-rule', unhappy);
    expect(await alertRuleState(app, first.id)).toMatchObject({ window_sent: 30, window_held: 1 });
    expect(await alertRuleState(app, second.id)).toMatchObject({ window_sent: 30, window_held: 1 });
  });
});
