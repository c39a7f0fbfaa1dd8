import { randomUUID } from 'node:crypto';
import { sealEndpointField } from '../webhooks/endpoint-sealing.ts';
import { queryDatabase } from './submission-client.ts';
import type { TestApp } from './test-app.ts';

/** A destination of a rule written by `insertAlertRule`. */
export type AlertDestinationRow =
  | { type: 'slack' | 'teams'; url: string }
  | { type: 'email'; to: string[] }
  | { type: 'webhook'; endpointId: string };

export interface AlertRuleRow {
  teamId: string;
  name?: string;
  /** The contract's `AlertFilter` (the explorer's list parameters with `surveyId`). */
  filter: { surveyId: string } & Record<string, unknown>;
  mode?: 'instant' | 'digest';
  digestHour?: number;
  tz?: string;
  enabled?: boolean;
  nextDigestAt?: Date | null;
  destinations: AlertDestinationRow[];
}

/**
 * An alert rule with its destinations written straight into the database (Slack and Teams URLs
 * sealed as webhook URLs are, bound to the destination's id): for tests of what happens around
 * rules (matching, digests) that do not test their administration. Returns the rule's id and its
 * destinations' ids in order.
 */
export async function insertAlertRule(
  app: TestApp,
  rule: AlertRuleRow,
): Promise<{ id: string; destinations: string[] }> {
  const id = randomUUID();
  const mode = rule.mode ?? 'instant';
  await queryDatabase(
    app,
    `insert into alert_rule (id, team_id, name, survey_id, filter, mode, digest_hour, tz, enabled,
                             next_digest_at, created_at, updated_at)
     values ($1, $2, $3, $4, $5::jsonb, $6, $7, $8, $9, $10, now(), now())`,
    [
      id,
      rule.teamId,
      rule.name ?? `rule ${id.slice(0, 8)}`,
      rule.filter.surveyId,
      JSON.stringify(rule.filter),
      mode,
      mode === 'digest' ? (rule.digestHour ?? 8) : null,
      mode === 'digest' ? (rule.tz ?? 'UTC') : null,
      rule.enabled ?? true,
      rule.nextDigestAt ?? null,
    ],
  );
  const destinations: string[] = [];
  for (const [position, destination] of rule.destinations.entries()) {
    const destinationId = randomUUID();
    let urlSealed: string | null = null;
    let urlMasked: string | null = null;
    if (destination.type === 'slack' || destination.type === 'teams') {
      const key = app.runtime.deps.webhookSealingKey;
      if (!key) throw new Error('the test app has no HEED_SESSION_SECRET');
      urlSealed = sealEndpointField(key, destinationId, 'url', destination.url);
      urlMasked = `${new URL(destination.url).origin}/…`;
    }
    await queryDatabase(
      app,
      `insert into alert_destination (id, team_id, rule_id, position, type, url_sealed, url_masked,
                                      email_to, endpoint_id, created_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, now())`,
      [
        destinationId,
        rule.teamId,
        id,
        position,
        destination.type,
        urlSealed,
        urlMasked,
        destination.type === 'email' ? destination.to : null,
        destination.type === 'webhook' ? destination.endpointId : null,
      ],
    );
    destinations.push(destinationId);
  }
  return { id, destinations };
}

/** One `alert.triggered` outbox row as the tests look at it. */
export interface AlertMessageRow {
  id: string;
  team_id: string;
  alert_rule_id: string;
  endpoint_id: string | null;
  alert_destination_id: string | null;
  feedback_id: string | null;
  status: string;
  payload: {
    type: string;
    timestamp: string;
    data: {
      rule: { id: string; name: string };
      team: string;
      items: { id: string }[];
      total: number;
    };
  } | null;
}

/** The `alert.triggered` messages of a rule, oldest first. */
export function alertMessagesOf(app: TestApp, ruleId: string): Promise<AlertMessageRow[]> {
  return queryDatabase<AlertMessageRow>(
    app,
    `select id, team_id, alert_rule_id, endpoint_id, alert_destination_id, feedback_id, status,
            payload
       from webhook_message where event_type = 'alert.triggered' and alert_rule_id = $1
      order by created_at, id`,
    [ruleId],
  );
}

/** A rule's state as the matching and the scheduler keep it. */
export async function alertRuleState(app: TestApp, ruleId: string) {
  const [row] = await queryDatabase<{
    last_triggered_at: Date | null;
    window_started_at: Date | null;
    window_sent: number;
    window_held: number;
    next_digest_at: Date | null;
  }>(
    app,
    `select last_triggered_at, window_started_at, window_sent, window_held, next_digest_at
       from alert_rule where id = $1`,
    [ruleId],
  );
  if (!row) throw new Error(`no alert rule ${ruleId}`);
  return row;
}
