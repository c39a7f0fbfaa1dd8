import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pseudonym } from '../audit/pseudonym.ts';
import { insertAlertMessage } from '../testing/alert-fixtures.ts';
import { callAs, sqlRows, storeTextFeedback } from '../testing/curating.fixtures.ts';
import { mapGroup } from '../testing/dashboard-fixtures.ts';
import { type SeededTeam, seedTeam } from '../testing/fixtures.ts';
import { ManualClock, startTestApp, type TestApp } from '../testing/test-app.ts';
import { insertWebhookEndpoint } from '../testing/webhook-fixtures.ts';
import { messageIdOf } from '../webhooks/message-id.ts';
import { openDestinationUrl } from './alert-destination-url.ts';
import { nextDigestAt } from './digest-schedule.ts';

/**
 * Team members administer alert rules (contract: "Closing the loop" → Alerts; Rules:
 * docs/rules/alerts.md): an editor creates, lists, changes and tests rules, a viewer reads them
 * and their deliveries, an admin deletes them; Slack and Teams URLs come back masked, stored
 * sealed; the digest's schedule follows the rule.
 */

const PATH = '/intern/alerts';
const SLACK_URL = 'https://hooks.slack.com/services/T0001/B0002/slack-secret-token';
const TEAMS_URL = 'https://acme.webhook.office.com/webhookb2/teams-secret-token?sig=abc';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const MESSAGE_ID = /^msg_[0-9A-Z]{26}$/;

const clock = new ManualClock(new Date('2026-11-27T10:30:00.000Z'));
let app: TestApp;
let shop: SeededTeam;
let admin: string;
let editor: string;
let viewer: string;
let endpointId: string;

beforeAll(async () => {
  // The outbox as the routes write it: no delivery worker takes messages meanwhile.
  app = await startTestApp(
    { HEED_SMTP_URL: 'smtp://127.0.0.1:2525', HEED_SMTP_FROM: 'Heed <heed@example.com>' },
    { webhookDelivery: false, clock },
  );
  shop = await seedTeam(app, { slug: 'shop' });
  await mapGroup(app, 'shop', 'g-admins', 'admin');
  await mapGroup(app, 'shop', 'g-editors', 'editor');
  await mapGroup(app, 'shop', 'g-viewers', 'viewer');
  admin = await app.tokenFor({ sub: 'alert-admin', groups: ['g-admins'] });
  editor = await app.tokenFor({ sub: 'alert-editor', groups: ['g-editors'] });
  viewer = await app.tokenFor({ sub: 'alert-viewer', groups: ['g-viewers'] });
  endpointId = (
    await insertWebhookEndpoint(app, {
      teamId: shop.teamId,
      url: 'https://hooks.example.com/in',
      eventTypes: ['feedback.created'],
    })
  ).id;
});
afterAll(async () => {
  await app.close();
});

interface RuleRow {
  survey_id: string;
  filter: Record<string, unknown>;
  mode: string;
  digest_hour: number | null;
  tz: string | null;
  enabled: boolean;
  next_digest_at: Date | string | null;
}

async function ruleRow(id: string): Promise<RuleRow> {
  const [row] = await sqlRows<RuleRow>(app, 'select * from alert_rule where id = ?', [id]);
  if (!row) throw new Error('no such rule row');
  return row;
}

interface DestinationRow {
  id: string;
  position: number;
  type: string;
  url_sealed: string | null;
  url_masked: string | null;
  email_to: string[] | null;
  endpoint_id: string | null;
}

function destinationRows(ruleId: string): Promise<DestinationRow[]> {
  return sqlRows<DestinationRow>(
    app,
    'select * from alert_destination where rule_id = ? order by position',
    [ruleId],
  );
}

const time = (value: Date | string | null) => (value === null ? null : new Date(value).getTime());

describe('alert rules', () => {
  let ruleId: string;
  let slackId: string;
  let teamsId: string;

  it('an editor creates an instant rule: URLs masked in the answer, sealed in the database', async () => {
    const created = await callAs(app, editor, 'POST', PATH, {
      team: 'shop',
      body: {
        name: '  Unhappy at checkout ',
        filter: { surveyId: 'checkout', rating: 'overall:1', hasText: 'true' },
        mode: 'instant',
        destinations: [
          { type: 'slack', url: SLACK_URL },
          { type: 'teams', url: TEAMS_URL },
          { type: 'email', to: ['Ops@Example.com', 'ops@example.com', 'cx@example.com'] },
          { type: 'webhook', endpointId },
        ],
      },
    });
    expect(created.status, created.text).toBe(201);
    expect(created.body).toEqual({
      id: expect.stringMatching(UUID),
      name: 'Unhappy at checkout',
      filter: { surveyId: 'checkout', rating: 'overall:1', hasText: 'true' },
      mode: 'instant',
      digestHour: null,
      tz: null,
      destinations: [
        { id: expect.stringMatching(UUID), type: 'slack', url: 'https://hooks.slack.com/…' },
        {
          id: expect.stringMatching(UUID),
          type: 'teams',
          url: 'https://acme.webhook.office.com/…',
        },
        {
          id: expect.stringMatching(UUID),
          type: 'email',
          to: ['ops@example.com', 'cx@example.com'],
        },
        { id: expect.stringMatching(UUID), type: 'webhook', endpointId },
      ],
      enabled: true,
      lastTriggeredAt: null,
      createdAt: clock.now().toISOString(),
      updatedAt: clock.now().toISOString(),
    });
    expect(created.text).not.toContain('slack-secret-token');
    expect(created.text).not.toContain('teams-secret-token');
    ruleId = String(created.body.id);
    const destinations = created.body.destinations as { id: string }[];
    slackId = String(destinations[0]?.id);
    teamsId = String(destinations[1]?.id);

    expect(await ruleRow(ruleId)).toMatchObject({
      survey_id: 'checkout',
      filter: { surveyId: 'checkout', rating: 'overall:1', hasText: 'true' },
      mode: 'instant',
      digest_hour: null,
      tz: null,
      next_digest_at: null,
    });
    const rows = await destinationRows(ruleId);
    expect(rows.map((row) => [row.position, row.type])).toEqual([
      [0, 'slack'],
      [1, 'teams'],
      [2, 'email'],
      [3, 'webhook'],
    ]);
    const key = app.runtime.deps.webhookSealingKey as Buffer;
    expect(openDestinationUrl(key, slackId, String(rows[0]?.url_sealed))).toBe(SLACK_URL);
    expect(openDestinationUrl(key, teamsId, String(rows[1]?.url_sealed))).toBe(TEAMS_URL);
    expect(rows[0]?.url_masked).toBe('https://hooks.slack.com/…');
    expect(rows[2]?.email_to).toEqual(['ops@example.com', 'cx@example.com']);
    expect(rows[3]?.endpoint_id).toBe(endpointId);

    expect(created.audits).toEqual([
      expect.objectContaining({
        audit_event: 'alert_rule.create',
        audit_category: 'alert',
        audit_operation: 'create',
        audit_outcome: 'success',
        actor_user_ref: pseudonym('alert-editor'),
        resource_type: 'alert_rule',
        resource_id: ruleId,
        team_slug: 'shop',
      }),
    ]);
  });

  it('a digest rule sends at its hour in its zone (PostgreSQL’s spelling), UTC by default', async () => {
    clock.advance(1_000);
    const oslo = await callAs(app, editor, 'POST', PATH, {
      team: 'shop',
      body: {
        name: 'Daily digest',
        filter: { surveyId: 'checkout', tz: 'Europe/Oslo', from: '2026-11-01' },
        mode: 'digest',
        digestHour: 9,
        tz: 'europe/oslo',
        destinations: [{ type: 'webhook', endpointId }],
        enabled: false,
      },
    });
    expect(oslo.status, oslo.text).toBe(201);
    expect(oslo.body).toMatchObject({
      mode: 'digest',
      digestHour: 9,
      tz: 'Europe/Oslo',
      enabled: false,
      filter: { surveyId: 'checkout', tz: 'Europe/Oslo', from: '2026-11-01' },
    });
    const row = await ruleRow(String(oslo.body.id));
    expect(row).toMatchObject({ mode: 'digest', digest_hour: 9, tz: 'Europe/Oslo' });
    // 10:30 UTC is 11:30 in Oslo: the next 09:00 there is tomorrow's, 08:00 UTC.
    expect(time(row.next_digest_at)).toBe(Date.parse('2026-11-28T08:00:00.000Z'));
    expect(time(row.next_digest_at)).toBe(nextDigestAt(clock.now(), 9, 'Europe/Oslo').getTime());

    clock.advance(1_000);
    const utc = await callAs(app, editor, 'POST', PATH, {
      team: 'shop',
      body: {
        name: 'Evening digest',
        filter: { surveyId: 'checkout' },
        mode: 'digest',
        digestHour: 18,
        destinations: [{ type: 'email', to: ['ops@example.com'] }],
      },
    });
    expect(utc.status, utc.text).toBe(201);
    expect(utc.body).toMatchObject({ digestHour: 18, tz: 'UTC' });
    expect(time((await ruleRow(String(utc.body.id))).next_digest_at)).toBe(
      Date.parse('2026-11-27T18:00:00.000Z'),
    );
  });

  it('a viewer lists the rules oldest first, URLs masked', async () => {
    const listed = await callAs(app, viewer, 'GET', PATH, { team: 'shop' });
    expect(listed.status, listed.text).toBe(200);
    const rules = listed.body.rules as Record<string, unknown>[];
    expect(rules.map((rule) => rule.name)).toEqual([
      'Unhappy at checkout',
      'Daily digest',
      'Evening digest',
    ]);
    expect(rules[0]?.destinations).toEqual([
      { id: slackId, type: 'slack', url: 'https://hooks.slack.com/…' },
      { id: teamsId, type: 'teams', url: 'https://acme.webhook.office.com/…' },
      expect.objectContaining({ type: 'email' }),
      expect.objectContaining({ type: 'webhook', endpointId }),
    ]);
    expect(listed.text).not.toContain('secret-token');
    expect(listed.audits).toEqual([]);
  });

  it('shows when a rule last triggered, as the matching wrote it', async () => {
    await sqlRows(
      app,
      "update alert_rule set last_triggered_at = '2026-11-27T09:15:00Z' where id = ?",
      [ruleId],
    );
    const listed = await callAs(app, viewer, 'GET', PATH, { team: 'shop' });
    const rule = (listed.body.rules as Record<string, unknown>[]).find((r) => r.id === ruleId);
    expect(rule?.lastTriggeredAt).toBe('2026-11-27T09:15:00.000Z');
  });

  it('changes fields; destinations replace the list, a saved one kept by its id', async () => {
    clock.advance(60_000);
    const patched = await callAs(app, editor, 'PATCH', `${PATH}/${ruleId}`, {
      team: 'shop',
      body: {
        name: 'Angry at checkout',
        filter: { surveyId: 'payment', q: 'refund' },
        destinations: [
          { type: 'webhook', endpointId },
          { type: 'slack', id: slackId },
          { type: 'slack', url: 'https://hooks.slack.com/services/T9/B9/new-slack-token' },
        ],
      },
    });
    expect(patched.status, patched.text).toBe(200);
    expect(patched.body).toMatchObject({
      id: ruleId,
      name: 'Angry at checkout',
      filter: { surveyId: 'payment', q: 'refund' },
      mode: 'instant',
      updatedAt: clock.now().toISOString(),
      lastTriggeredAt: '2026-11-27T09:15:00.000Z',
    });
    const destinations = patched.body.destinations as { id: string; type: string }[];
    expect(destinations.map((d) => d.type)).toEqual(['webhook', 'slack', 'slack']);
    expect(destinations[1]).toEqual({
      id: slackId,
      type: 'slack',
      url: 'https://hooks.slack.com/…',
    });
    expect(destinations[2]?.id).not.toBe(slackId);
    expect(patched.text).not.toContain('new-slack-token');
    expect((await ruleRow(ruleId)).survey_id).toBe('payment');

    const rows = await destinationRows(ruleId);
    expect(rows.map((row) => row.id)).toEqual(destinations.map((d) => d.id));
    const key = app.runtime.deps.webhookSealingKey as Buffer;
    expect(openDestinationUrl(key, slackId, String(rows[1]?.url_sealed))).toBe(SLACK_URL);
    expect(openDestinationUrl(key, String(rows[2]?.id), String(rows[2]?.url_sealed))).toBe(
      'https://hooks.slack.com/services/T9/B9/new-slack-token',
    );
    // The Teams and e-mail destinations are gone.
    expect(await sqlRows(app, 'select id from alert_destination where id = ?', [teamsId])).toEqual(
      [],
    );
    expect(patched.audits).toEqual([
      expect.objectContaining({
        audit_event: 'alert_rule.update',
        audit_outcome: 'success',
        resource_type: 'alert_rule',
        resource_id: ruleId,
      }),
    ]);
  });

  it('sets the next digest anew when mode, hour, zone or enabled change; instant clears it', async () => {
    const toDigest = await callAs(app, editor, 'PATCH', `${PATH}/${ruleId}`, {
      team: 'shop',
      body: { mode: 'digest', digestHour: 7, tz: 'America/New_York' },
    });
    expect(toDigest.status, toDigest.text).toBe(200);
    expect(toDigest.body).toMatchObject({ mode: 'digest', digestHour: 7, tz: 'America/New_York' });
    expect(time((await ruleRow(ruleId)).next_digest_at)).toBe(
      nextDigestAt(clock.now(), 7, 'America/New_York').getTime(),
    );

    clock.advance(3 * 86_400_000);
    const hour = await callAs(app, editor, 'PATCH', `${PATH}/${ruleId}`, {
      team: 'shop',
      body: { digestHour: 23 },
    });
    expect(hour.body).toMatchObject({ digestHour: 23, tz: 'America/New_York' });
    expect(time((await ruleRow(ruleId)).next_digest_at)).toBe(
      nextDigestAt(clock.now(), 23, 'America/New_York').getTime(),
    );

    clock.advance(86_400_000);
    await callAs(app, editor, 'PATCH', `${PATH}/${ruleId}`, {
      team: 'shop',
      body: { enabled: false },
    });
    const enabled = await callAs(app, editor, 'PATCH', `${PATH}/${ruleId}`, {
      team: 'shop',
      body: { enabled: true },
    });
    expect(enabled.body).toMatchObject({ enabled: true, digestHour: 23 });
    expect(time((await ruleRow(ruleId)).next_digest_at)).toBe(
      nextDigestAt(clock.now(), 23, 'America/New_York').getTime(),
    );

    const renamed = await callAs(app, editor, 'PATCH', `${PATH}/${ruleId}`, {
      team: 'shop',
      body: { name: 'Renamed' },
    });
    expect(renamed.status).toBe(200);
    expect(time((await ruleRow(ruleId)).next_digest_at)).toBe(
      nextDigestAt(clock.now(), 23, 'America/New_York').getTime(),
    );

    const instant = await callAs(app, editor, 'PATCH', `${PATH}/${ruleId}`, {
      team: 'shop',
      body: { mode: 'instant' },
    });
    expect(instant.body).toMatchObject({ mode: 'instant', digestHour: null, tz: null });
    expect(await ruleRow(ruleId)).toMatchObject({
      digest_hour: null,
      tz: null,
      next_digest_at: null,
    });
  });
});

describe('sample messages and deliveries', () => {
  let ruleId: string;
  let destinationIds: string[];

  beforeAll(async () => {
    const created = await callAs(app, editor, 'POST', PATH, {
      team: 'shop',
      body: {
        name: 'Test me',
        filter: { surveyId: 'sampled' },
        mode: 'instant',
        destinations: [
          { type: 'slack', url: SLACK_URL },
          { type: 'webhook', endpointId },
          { type: 'email', to: ['ops@example.com'] },
        ],
        enabled: false,
      },
    });
    expect(created.status, created.text).toBe(201);
    ruleId = String(created.body.id);
    destinationIds = (created.body.destinations as { id: string }[]).map((d) => d.id);
  });

  interface MessageRow {
    id: string;
    team_id: string;
    event_type: string;
    endpoint_id: string | null;
    alert_destination_id: string | null;
    alert_rule_id: string | null;
    feedback_id: string | null;
    status: string;
    payload: { type: string; timestamp: string; data: Record<string, unknown> };
  }

  const messagesOf = (id: string) =>
    sqlRows<MessageRow>(
      app,
      'select * from webhook_message where alert_rule_id = ? order by created_at, id',
      [id],
    );

  it('writes one sample message per destination (a made-up item while the survey has none)', async () => {
    const tested = await callAs(app, editor, 'POST', `${PATH}/${ruleId}/test`, { team: 'shop' });
    expect(tested.status, tested.text).toBe(202);
    const ids = tested.body.messageIds as string[];
    expect(ids).toHaveLength(3);
    for (const id of ids) expect(id).toMatch(MESSAGE_ID);
    const rows = await messagesOf(ruleId);
    expect(rows).toHaveLength(3);
    const byId = new Map(rows.map((row) => [messageIdOf(row.id), row]));
    const [slack, webhook, email] = ids.map((id) => byId.get(id));
    expect(slack).toMatchObject({ alert_destination_id: destinationIds[0], endpoint_id: null });
    expect(webhook).toMatchObject({ alert_destination_id: null, endpoint_id: endpointId });
    expect(email).toMatchObject({ alert_destination_id: destinationIds[2], endpoint_id: null });
    for (const row of rows) {
      expect(row).toMatchObject({
        team_id: shop.teamId,
        event_type: 'alert.triggered',
        alert_rule_id: ruleId,
        feedback_id: null,
        status: 'pending',
      });
      expect(row.payload).toEqual({
        type: 'alert.triggered',
        timestamp: clock.now().toISOString(),
        data: {
          rule: { id: ruleId, name: 'Test me' },
          team: 'shop',
          items: [
            expect.objectContaining({
              id: expect.stringMatching(UUID),
              surveyId: 'sampled',
              answers: expect.any(Array),
            }),
          ],
          total: 1,
          sample: true,
        },
      });
    }
    expect(JSON.stringify(rows)).not.toContain('slack-secret-token');
  });

  it('samples the newest item of the rule’s survey when it has one', async () => {
    // Received at the app's clock: one second apart.
    await storeTextFeedback(app, shop, 'sampled', 'The older answer.');
    clock.advance(1_000);
    const newest = await storeTextFeedback(app, shop, 'sampled', 'The newest answer.');
    clock.advance(1_000);
    await storeTextFeedback(app, shop, 'another-survey', 'Not of this survey.');
    const tested = await callAs(app, editor, 'POST', `${PATH}/${ruleId}/test`, { team: 'shop' });
    expect(tested.status, tested.text).toBe(202);
    const ids = new Set(tested.body.messageIds as string[]);
    const rows = (await messagesOf(ruleId)).filter((row) => ids.has(messageIdOf(row.id)));
    expect(rows).toHaveLength(3);
    const item = await callAs(app, viewer, 'GET', `/intern/feedback/${newest}`, { team: 'shop' });
    for (const row of rows) {
      expect(row.payload.data.items).toEqual([item.body]);
      expect(row.payload.data.total).toBe(1);
    }
  });

  it('lists the rule’s 20 newest deliveries with their destination and last attempt', async () => {
    const base = Date.now() - 3_600_000;
    const inserted: string[] = [];
    for (let index = 0; index < 22; index++) {
      inserted.push(
        await insertAlertMessage(app, {
          teamId: shop.teamId,
          ruleId,
          target: index % 2 === 0 ? { destinationId: String(destinationIds[2]) } : { endpointId },
          createdAt: new Date(base - index * 60_000),
          status: index === 0 ? 'failed' : 'delivered',
          attempts: index === 0 ? 8 : 1,
          lastAttempt: {
            at: new Date(base - index * 60_000 + 500),
            httpStatus: index === 0 ? null : 200,
            error: index === 0 ? 'SMTP refused the recipient' : null,
            durationMs: 42,
          },
        }),
      );
    }
    const listed = await callAs(app, viewer, 'GET', `${PATH}/${ruleId}/deliveries`, {
      team: 'shop',
    });
    expect(listed.status, listed.text).toBe(200);
    const deliveries = listed.body.deliveries as Record<string, unknown>[];
    expect(deliveries).toHaveLength(20);
    // The six sample messages are the newest (written now), then the inserted ones newest first.
    const samples = (await messagesOf(ruleId)).filter((row) => !inserted.includes(row.id));
    expect(samples).toHaveLength(6);
    expect(
      deliveries
        .slice(0, 6)
        .map((d) => d.id)
        .sort(),
    ).toEqual(samples.map((row) => messageIdOf(row.id)).sort());
    expect(deliveries.slice(6).map((d) => d.id)).toEqual(
      inserted.slice(0, 14).map((id) => messageIdOf(id)),
    );
    for (const sample of deliveries.slice(0, 6)) {
      expect(sample).toMatchObject({ status: 'pending', attempts: 0, lastAttempt: null });
    }
    expect(
      deliveries
        .slice(0, 6)
        .map((d) => d.destinationType)
        .sort(),
    ).toEqual(['email', 'email', 'slack', 'slack', 'webhook', 'webhook']);
    expect(deliveries[6]).toEqual({
      id: messageIdOf(String(inserted[0])),
      destinationType: 'email',
      createdAt: new Date(base).toISOString(),
      status: 'failed',
      attempts: 8,
      lastAttempt: {
        at: new Date(base + 500).toISOString(),
        httpStatus: null,
        error: 'SMTP refused the recipient',
        durationMs: 42,
      },
    });
    expect(deliveries[7]).toMatchObject({
      destinationType: 'webhook',
      status: 'delivered',
      lastAttempt: expect.objectContaining({ httpStatus: 200 }),
    });
  });

  it('an admin deletes the rule: its destinations and messages go, pending ones too', async () => {
    const pending = (await messagesOf(ruleId)).filter((row) => row.status === 'pending');
    expect(pending.length).toBeGreaterThan(0);
    const deleted = await callAs(app, admin, 'DELETE', `${PATH}/${ruleId}`, { team: 'shop' });
    expect(deleted.status, deleted.text).toBe(204);
    expect(deleted.audits).toEqual([
      expect.objectContaining({
        audit_event: 'alert_rule.delete',
        audit_category: 'alert',
        audit_outcome: 'success',
        actor_user_ref: pseudonym('alert-admin'),
        resource_type: 'alert_rule',
        resource_id: ruleId,
      }),
    ]);
    expect(await messagesOf(ruleId)).toEqual([]);
    expect(
      await sqlRows(app, 'select id from alert_destination where rule_id = ?', [ruleId]),
    ).toEqual([]);
    // The webhook endpoint a destination named stays.
    expect(
      await sqlRows(app, 'select id from webhook_endpoint where id = ?', [endpointId]),
    ).toHaveLength(1);
    const listed = await callAs(app, viewer, 'GET', PATH, { team: 'shop' });
    expect((listed.body.rules as { id: string }[]).map((rule) => rule.id)).not.toContain(ruleId);
  });
});
