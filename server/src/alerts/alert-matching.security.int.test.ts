import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertMessagesOf, alertRuleState, insertAlertRule } from '../testing/alert-fixtures.ts';
import { createTheme, explorerSubmission, submitBody } from '../testing/feedback-fixtures.ts';
import { type SeededTeam, seedTeam } from '../testing/fixtures.ts';
import { queryDatabase } from '../testing/submission-client.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { insertWebhookEndpoint } from '../testing/webhook-fixtures.ts';

/**
 * Rule: docs/rules/alerts.md#alerts-6: a rule matches items of its own team only (its
 * filter is the explorer's, scoped to the rule's team, whatever the filter names), its messages go
 * only to its own team's destinations and endpoints, an instant message stores no copy of the
 * item, and neither the rule's filter nor the answers reach a log line.
 */

let app: TestApp;
let team: SeededTeam;
let rival: SeededTeam;
let teamTheme: string;
let rivalEndpoint: string;

const SECRET_WORD = 'zanzibarquux';

beforeAll(async () => {
  app = await startTestApp({}, { webhookDelivery: false });
  team = await seedTeam(app, { slug: 'alerts-owner' });
  rival = await seedTeam(app, { slug: 'alerts-rival' });
  teamTheme = await createTheme(app, team.teamId, 'Payments', ['declined']);
  rivalEndpoint = (
    await insertWebhookEndpoint(app, {
      teamId: rival.teamId,
      url: 'https://rival.example.com/hooks',
      eventTypes: ['feedback.created'],
    })
  ).id;
});
afterAll(async () => {
  await app?.close();
});

describe('alert matching across teams', () => {
  it('never matches another team’s rule, even one naming the team’s survey and theme', async () => {
    const theirs = await insertAlertRule(app, {
      teamId: rival.teamId,
      filter: { surveyId: 'alerts-shared', theme: teamTheme },
      destinations: [{ type: 'email', to: ['rival@example.com'] }],
    });
    const ours = await insertAlertRule(app, {
      teamId: team.teamId,
      filter: { surveyId: 'alerts-shared', theme: teamTheme },
      destinations: [{ type: 'email', to: ['owner@example.com'] }],
    });
    const ids = await Promise.all(
      [1, 2, 3, 4].map(() =>
        submitBody(
          app,
          team,
          explorerSubmission({ surveyId: 'alerts-shared', rating: 1, comment: 'card declined' }),
        ),
      ),
    );
    expect(await alertMessagesOf(app, theirs.id)).toEqual([]);
    expect(await alertRuleState(app, theirs.id)).toMatchObject({
      last_triggered_at: null,
      window_sent: 0,
    });
    expect((await alertMessagesOf(app, ours.id)).map((m) => m.feedback_id).sort()).toEqual(
      [...ids].sort(),
    );
  });

  it('writes nothing to a destination or endpoint of another team that a rule row points at', async () => {
    const rule = await insertAlertRule(app, {
      teamId: team.teamId,
      filter: { surveyId: 'alerts-crossed', rating: 'overall:1' },
      destinations: [
        { type: 'webhook', endpointId: rivalEndpoint },
        { type: 'email', to: ['owner@example.com'] },
      ],
    });
    // A destination row of the rival team hung on our rule.
    const [, own] = rule.destinationIds;
    const foreign = await insertAlertRule(app, {
      teamId: rival.teamId,
      filter: { surveyId: 'alerts-elsewhere' },
      destinations: [{ type: 'email', to: ['rival@example.com'] }],
    });
    await queryDatabase(app, 'update alert_destination set rule_id = $1 where id = $2', [
      rule.id,
      foreign.destinationIds[0],
    ]);
    const id = await submitBody(
      app,
      team,
      explorerSubmission({ surveyId: 'alerts-crossed', rating: 1 }),
    );
    const messages = await alertMessagesOf(app, rule.id);
    expect(messages.map((m) => [m.alert_destination_id, m.endpoint_id, m.team_id])).toEqual([
      [own, null, team.teamId],
    ]);
    expect(
      await queryDatabase(app, 'select id from webhook_message where endpoint_id = $1', [
        rivalEndpoint,
      ]),
    ).toEqual([]);
    expect(messages[0]?.feedback_id).toBe(id);
  });

  it('keeps no copy of the item in an instant message and logs neither filter nor answers', async () => {
    const rule = await insertAlertRule(app, {
      teamId: team.teamId,
      filter: { surveyId: 'alerts-private', q: SECRET_WORD },
      destinations: [{ type: 'slack', url: 'https://hooks.slack.com/services/T0/B0/hush' }],
    });
    const id = await submitBody(
      app,
      team,
      explorerSubmission({ surveyId: 'alerts-private', comment: `about ${SECRET_WORD} today` }),
    );
    const messages = await alertMessagesOf(app, rule.id);
    expect(messages.map((m) => [m.feedback_id, m.payload])).toEqual([[id, null]]);
    const output = app.output.lines.join('\n');
    expect(output).not.toContain(SECRET_WORD);
    expect(output).not.toContain('hush');
  });
});
