import { randomUUID } from 'node:crypto';
import { maskDestinationUrl, sealDestinationUrl } from '../alerts/alert-destination-url.ts';
import { alertBodyOf } from './alert-bodies.ts';
import { queryDatabase } from './submission-client.ts';
import type { TestApp } from './test-app.ts';

/**
 * Alert rules, their destinations and their outbox messages written straight into the database
 * (as the service and the matching write them), for tests of what happens around rules (matching,
 * digests, delivery, isolation) that do not test their administration; and what the tests read
 * back of them.
 */

/** A destination of an alert rule as `insertAlertDestination` writes it. */
export type AlertDestinationSpec =
  | { type: 'slack' | 'teams'; url: string }
  | { type: 'email'; to: string[] }
  | { type: 'webhook'; endpointId: string };

export interface AlertRuleSpec {
  teamId: string;
  /** The contract's `AlertFilter` (the explorer's list parameters with `surveyId`). */
  filter: { surveyId: string } & Record<string, unknown>;
  /** `rule <first 8 characters of its id>` when left out. */
  name?: string;
  mode?: 'instant' | 'digest';
  /** A digest's hour, 8 when left out; null for an instant rule. */
  digestHour?: number;
  /** A digest's zone, `UTC` when left out; null for an instant rule. */
  tz?: string;
  enabled?: boolean;
  nextDigestAt?: Date | null;
  /** In order (`position` from 0); none when left out. */
  destinations?: AlertDestinationSpec[];
}

/** An alert rule of a team with its destinations; its id and its destinations' ids in order. */
export async function insertAlertRule(
  app: TestApp,
  rule: AlertRuleSpec,
): Promise<{ id: string; destinationIds: string[] }> {
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
  const destinationIds: string[] = [];
  for (const [position, destination] of (rule.destinations ?? []).entries()) {
    destinationIds.push(
      await insertAlertDestination(app, {
        teamId: rule.teamId,
        ruleId: id,
        position,
        ...destination,
      }),
    );
  }
  return { id, destinationIds };
}

/**
 * A destination of an alert rule (`position` 0 when left out), a Slack or Teams URL sealed and
 * masked as the service does it; its id.
 */
export async function insertAlertDestination(
  app: TestApp,
  options: { teamId: string; ruleId: string; position?: number } & AlertDestinationSpec,
): Promise<string> {
  const id = randomUUID();
  let urlSealed: string | null = null;
  let urlMasked: string | null = null;
  if (options.type === 'slack' || options.type === 'teams') {
    const key = app.runtime.deps.webhookSealingKey;
    if (!key) throw new Error('the test app has no HEED_SESSION_SECRET');
    urlSealed = sealDestinationUrl(key, id, options.url);
    urlMasked = maskDestinationUrl(options.url);
  }
  await queryDatabase(
    app,
    `insert into alert_destination (id, team_id, rule_id, position, type, url_sealed, url_masked,
                                    email_to, endpoint_id, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, now())`,
    [
      id,
      options.teamId,
      options.ruleId,
      options.position ?? 0,
      options.type,
      urlSealed,
      urlMasked,
      options.type === 'email' ? options.to : null,
      options.type === 'webhook' ? options.endpointId : null,
    ],
  );
  return id;
}

/** The last attempt of a message as the delivery records it. */
export interface AttemptSpec {
  at: Date;
  httpStatus: number | null;
  error: string | null;
  durationMs: number;
}

/**
 * An `alert.triggered` message of a rule in the outbox, for one of its destinations or (a webhook
 * destination's) an endpoint; its row id. Its body: none with `feedbackId` (an instant match, as
 * the matching writes it: the delivery makes the body from the item), else `payload` (a digest, an
 * "and N more", a test message), else a body of no items. `pending` (the default) is due at once
 * and the delivery is nudged; `createdAt` is now when left out, and a delivered message was
 * delivered then.
 */
export async function insertAlertMessage(
  app: TestApp,
  options: {
    teamId: string;
    ruleId: string;
    target: { destinationId: string } | { endpointId: string };
    feedbackId?: string;
    payload?: Record<string, unknown>;
    status?: 'pending' | 'delivered' | 'failed';
    createdAt?: Date;
    attempts?: number;
    lastAttempt?: AttemptSpec;
  },
): Promise<string> {
  const id = randomUUID();
  const status = options.status ?? 'pending';
  const createdAt = options.createdAt ?? new Date();
  const payload =
    options.feedbackId !== undefined
      ? null
      : (options.payload ??
        alertBodyOf({
          ruleId: options.ruleId,
          ruleName: 'Rule',
          team: 'team',
          items: [],
          total: 1,
          timestamp: createdAt.toISOString(),
        }));
  await queryDatabase(
    app,
    `insert into webhook_message (id, team_id, endpoint_id, alert_destination_id, alert_rule_id,
       event_type, feedback_id, payload, status, attempts, next_attempt_at, last_attempt_at,
       last_http_status, last_error, last_duration_ms, delivered_at, created_at)
     values ($1, $2, $3, $4, $5, 'alert.triggered', $6, $7::jsonb, $8::text, $9,
             case when $8::text = 'pending' then now() end, $10, $11, $12, $13,
             case when $8::text = 'delivered' then $14::timestamptz end, $14::timestamptz)`,
    [
      id,
      options.teamId,
      'endpointId' in options.target ? options.target.endpointId : null,
      'destinationId' in options.target ? options.target.destinationId : null,
      options.ruleId,
      options.feedbackId ?? null,
      payload === null ? null : JSON.stringify(payload),
      status,
      options.attempts ?? (options.lastAttempt ? 1 : 0),
      options.lastAttempt?.at ?? null,
      options.lastAttempt?.httpStatus ?? null,
      options.lastAttempt?.error ?? null,
      options.lastAttempt?.durationMs ?? null,
      createdAt,
    ],
  );
  if (status === 'pending') app.runtime.deps.webhookDelivery.nudge();
  return id;
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
