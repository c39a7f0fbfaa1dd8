import { randomUUID } from 'node:crypto';
import { nativePool } from '@heed/db';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertFeedbackBatch } from '../submission/submission.repository.ts';
import { alertMessagesOf, alertRuleState, insertAlertRule } from '../testing/alert-fixtures.ts';
import { explorerSubmission, submitBody } from '../testing/feedback-fixtures.ts';
import { oneItemColumns } from '../testing/feedback-rows.ts';
import { type SeededTeam, seedTeam } from '../testing/fixtures.ts';
import { startWarmProxiedApp } from '../testing/proxied-app.ts';
import { queryDatabase, submitWithSecretKey } from '../testing/submission-client.ts';
import type { TcpProxy } from '../testing/tcp-proxy.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { AlertMatching } from './alert-matching.ts';
import { AlertRuleHints } from './alert-rule-hints.ts';

/**
 * Rule: docs/rules/alerts.md#alerts-6: the alerts of a stored item are written in the
 * transaction that stores it — a batch rolled back leaves neither item nor alert, a batch whose
 * commit answer was lost is not matched twice — and what a process believes about which surveys
 * have rules (`alertRuleHints`) never loses a match: a rule it does not know of yet is found by
 * the insert's guard, one deleted meanwhile matches nothing.
 */

let app: TestApp;
let team: SeededTeam;

const unhappy = (surveyId: string) =>
  explorerSubmission({ surveyId, rating: 1, comment: 'Card declined', channel: 'web' });

function unhappyRule(surveyId: string, filter: Record<string, unknown> = {}) {
  return insertAlertRule(app, {
    teamId: team.teamId,
    filter: { surveyId, rating: 'overall:1', ...filter },
    destinations: [
      { type: 'email', to: ['support@example.com'] },
      { type: 'slack', url: 'https://hooks.slack.com/services/T0/B0/secret' },
    ],
  });
}

beforeAll(async () => {
  app = await startTestApp({}, { webhookDelivery: false });
  team = await seedTeam(app, { slug: 'alerts-errors' });
});
afterAll(async () => {
  await app?.close();
});

describe('alerts written with the item', () => {
  it('leaves no alert and no rule change when the batch’s transaction rolls back', async () => {
    const rule = await unhappyRule('alerts-rollback');
    // Registers the survey (and is matched, as any item).
    const first = await submitBody(app, team, unhappy('alerts-rollback'));
    const [definition] = await queryDatabase<{ id: string }>(
      app,
      "select id from survey_definition where team_id = $1 and survey_id = 'alerts-rollback'",
      [team.teamId],
    );
    const before = await alertRuleState(app, rule.id);
    const id = randomUUID();
    const deps = app.runtime.deps;
    const matching = new AlertMatching({
      clock: deps.clock,
      logger: deps.logger,
      hints: new AlertRuleHints(deps.clock),
      timeZoneNames: async () => new Map([['utc', 'UTC']]),
    });
    const client = new pg.Client({ connectionString: app.database.url });
    await client.connect();
    try {
      await client.query('begin');
      const batch = await insertFeedbackBatch(
        client,
        oneItemColumns({
          id,
          team,
          surveyDefinitionId: definition?.id,
          surveyId: 'alerts-rollback',
          answers: unhappy('alerts-rollback').answers,
          text: 'Card declined',
        }),
        5_000,
        false,
      );
      expect(batch.ids).toEqual([id]);
      expect(batch.rules.map((candidate) => candidate.id)).toEqual([rule.id]);
      expect(await matching.matchInserted(client, batch.ids, batch.rules, 5_000)).toBe(2);
      const inside = await client.query('select 1 from webhook_message where feedback_id = $1', [
        id,
      ]);
      expect(inside.rowCount).toBe(2);
      await client.query('rollback');
    } finally {
      await client.end();
    }
    expect(await queryDatabase(app, 'select id from feedback where id = $1', [id])).toEqual([]);
    expect((await alertMessagesOf(app, rule.id)).map((m) => m.feedback_id)).toEqual([first, first]);
    expect(await alertRuleState(app, rule.id)).toEqual(before);
  });

  it('holds a row back in the one-statement insert when its survey has rules', async () => {
    await unhappyRule('alerts-held');
    await submitBody(app, team, unhappy('alerts-held'));
    const [definition] = await queryDatabase<{ id: string }>(
      app,
      "select id from survey_definition where team_id = $1 and survey_id = 'alerts-held'",
      [team.teamId],
    );
    const id = randomUUID();
    const batch = await insertFeedbackBatch(
      await nativePool(app.runtime.deps.orm),
      oneItemColumns({
        id,
        team,
        surveyDefinitionId: definition?.id,
        surveyId: 'alerts-held',
        answers: unhappy('alerts-held').answers,
      }),
      5_000,
    );
    expect(batch).toEqual({ ids: [], messages: 0, held: [id], rules: [] });
    expect(await queryDatabase(app, 'select id from feedback where id = $1', [id])).toEqual([]);
  });
});

describe('what a process believes about rules never loses a match', () => {
  it('matches with a rule the process had not heard of: the guard holds the row back', async () => {
    const hints = app.runtime.deps.alertRuleHints;
    // The survey is known to this process without rules: its items went the one-statement path.
    await submitBody(app, team, unhappy('alerts-stale'));
    expect(hints.expectsRules(team.teamId, 'alerts-stale')).toBe(false);
    // Another replica creates a rule; this process is not told.
    const rule = await unhappyRule('alerts-stale');
    const id = await submitBody(app, team, unhappy('alerts-stale'));
    expect((await alertMessagesOf(app, rule.id)).map((m) => m.feedback_id)).toEqual([id, id]);
    expect(hints.expectsRules(team.teamId, 'alerts-stale')).toBe(true);
    // And again, now on the matching path from the start.
    const next = await submitBody(app, team, unhappy('alerts-stale'));
    expect(
      (await alertMessagesOf(app, rule.id)).filter((m) => m.feedback_id === next),
    ).toHaveLength(2);
  });

  it('matches a rule added after the process learned the survey’s rules', async () => {
    const first = await unhappyRule('alerts-added');
    await submitBody(app, team, unhappy('alerts-added'));
    expect(app.runtime.deps.alertRuleHints.expectsRules(team.teamId, 'alerts-added')).toBe(true);
    const second = await unhappyRule('alerts-added', { choice: 'channel:web' });
    const id = await submitBody(app, team, unhappy('alerts-added'));
    expect((await alertMessagesOf(app, first.id)).filter((m) => m.feedback_id === id)).toHaveLength(
      2,
    );
    expect((await alertMessagesOf(app, second.id)).map((m) => m.feedback_id)).toEqual([id, id]);
  });

  it('matches nothing for a rule deleted or disabled meanwhile, and forgets the survey', async () => {
    const hints = app.runtime.deps.alertRuleHints;
    const deleted = await unhappyRule('alerts-gone');
    const disabled = await unhappyRule('alerts-gone');
    await submitBody(app, team, unhappy('alerts-gone'));
    expect(hints.expectsRules(team.teamId, 'alerts-gone')).toBe(true);
    await queryDatabase(app, 'delete from alert_rule where id = $1', [deleted.id]);
    await queryDatabase(app, 'update alert_rule set enabled = false where id = $1', [disabled.id]);
    const id = await submitBody(app, team, unhappy('alerts-gone'));
    expect(
      await queryDatabase(app, 'select id from webhook_message where feedback_id = $1', [id]),
    ).toEqual([]);
    expect(hints.expectsRules(team.teamId, 'alerts-gone')).toBe(false);
  });

  it('matches with a rule created while a second replica, which never saw it, stores the item', async () => {
    const replica = await startTestApp({}, { replicaOf: app, webhookDelivery: false });
    try {
      await submitBody(replica, team, unhappy('alerts-replica'));
      const rule = await unhappyRule('alerts-replica');
      const ids = await Promise.all(
        [1, 2, 3].map(() => submitBody(replica, team, unhappy('alerts-replica'))),
      );
      const messages = await alertMessagesOf(app, rule.id);
      expect(messages.map((m) => m.feedback_id).sort()).toEqual([...ids, ...ids].sort());
    } finally {
      await replica.close();
    }
  });

  it('stores an item whose rule’s saved filter no longer parses, matching nothing and logging no filter', async () => {
    const broken = await insertAlertRule(app, {
      teamId: team.teamId,
      filter: { surveyId: 'alerts-broken', rating: 'overall:1', tz: 'Mars/Olympus_Mons' },
      destinations: [{ type: 'email', to: ['support@example.com'] }],
    });
    const working = await unhappyRule('alerts-broken', { q: 'declined' });
    const response = await submitWithSecretKey(app, team.secretKey.value, unhappy('alerts-broken'));
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    expect(await alertMessagesOf(app, broken.id)).toEqual([]);
    expect((await alertMessagesOf(app, working.id)).map((m) => m.feedback_id)).toEqual([id, id]);
    const warning = app.output.records.find((record) => record.alertRuleId === broken.id);
    expect(warning?.msg).toBe('alert rule filter not valid');
    expect(JSON.stringify(app.output.records)).not.toContain('Olympus');
  });
});

describe('alerts when the database connection is lost', () => {
  let proxied: TestApp;
  let proxiedTeam: SeededTeam;
  let proxy: TcpProxy;
  const SURVEY = 'alerts-outage';

  beforeAll(async () => {
    ({
      app: proxied,
      team: proxiedTeam,
      proxy,
    } = await startWarmProxiedApp(
      {
        HEED_DB_CONNECT_TIMEOUT_MS: '1000',
        HEED_DB_STATEMENT_TIMEOUT_MS: '3000',
        HEED_READY_TIMEOUT_MS: '1000',
      },
      { slug: 'alerts-outage', rateLimit: 1_000_000 },
      'alerts-warm',
    ));
    await send();
  });
  afterAll(async () => {
    await proxied?.close();
  });

  async function send(): Promise<string> {
    const response = await submitWithSecretKey(
      proxied,
      proxiedTeam.secretKey.value,
      explorerSubmission({ surveyId: SURVEY, rating: 1 }),
    );
    expect(response.status).toBe(201);
    return ((await response.json()) as { id: string }).id;
  }

  it('writes the alerts once when the answer to the committed transaction is lost', async () => {
    const rule = await insertAlertRule(proxied, {
      teamId: proxiedTeam.teamId,
      filter: { surveyId: SURVEY, rating: 'overall:1' },
      destinations: [
        { type: 'email', to: ['a@example.com'] },
        { type: 'email', to: ['b@x.io'] },
      ],
    });
    // Known to have rules: the next item goes straight to the matching path.
    await send();
    const cut = proxy.cutReplyTo('commit');
    const id = await send();
    await cut;
    const messages = await alertMessagesOf(proxied, rule.id);
    expect(messages.filter((m) => m.feedback_id === id)).toHaveLength(2);
    expect(await alertRuleState(proxied, rule.id)).toMatchObject({ window_sent: 2 });
  });

  it('writes the alerts once when the connection is lost before the commit', async () => {
    const rule = await insertAlertRule(proxied, {
      teamId: proxiedTeam.teamId,
      filter: { surveyId: SURVEY, rating: 'overall:1', hasText: 'false' },
      destinations: [{ type: 'email', to: ['c@example.com'] }],
    });
    const cut = proxy.cutReplyTo('order by "r"."id" for update');
    const id = await send();
    await cut;
    expect((await alertMessagesOf(proxied, rule.id)).map((m) => m.feedback_id)).toEqual([id]);
    expect(await alertRuleState(proxied, rule.id)).toMatchObject({ window_sent: 1 });
  });
});
