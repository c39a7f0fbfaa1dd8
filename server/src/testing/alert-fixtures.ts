import { randomUUID } from 'node:crypto';
import { maskDestinationUrl, sealDestinationUrl } from '../alerts/alert-destination-url.ts';
import type { TestApp } from './test-app.ts';

/** A destination of a rule written by `insertAlertRule`. */
export type AlertDestinationFixture =
  | { type: 'slack' | 'teams'; url: string }
  | { type: 'email'; to: string[] }
  | { type: 'webhook'; endpointId: string };

/**
 * An instant alert rule of a team written straight into the database, its Slack and Teams URLs
 * sealed as the service seals them: for tests of what happens around rules (isolation, messages)
 * that do not test their administration. Answers the rule's id and its destinations' ids.
 */
export async function insertAlertRule(
  app: TestApp,
  options: {
    teamId: string;
    surveyId: string;
    name?: string;
    destinations: AlertDestinationFixture[];
  },
): Promise<{ id: string; destinationIds: string[] }> {
  const key = app.runtime.deps.webhookSealingKey;
  if (!key) throw new Error('the test app has no HEED_SESSION_SECRET');
  const em = app.runtime.deps.orm.em.fork();
  const id = randomUUID();
  await em.execute(
    `insert into alert_rule (id, team_id, name, survey_id, filter, mode, enabled, created_at,
       updated_at)
     values (?, ?, ?, ?, ?::jsonb, 'instant', true, now(), now())`,
    [
      id,
      options.teamId,
      options.name ?? 'Rule',
      options.surveyId,
      JSON.stringify({ surveyId: options.surveyId }),
    ],
  );
  const destinationIds: string[] = [];
  for (const [position, destination] of options.destinations.entries()) {
    const destinationId = randomUUID();
    destinationIds.push(destinationId);
    const url = 'url' in destination ? destination.url : null;
    await em.execute(
      `insert into alert_destination (id, team_id, rule_id, position, type, url_sealed,
         url_masked, email_to, endpoint_id, created_at)
       values (?, ?, ?, ?, ?, ?, ?,
         case when ?::jsonb is null then null
              else array(select jsonb_array_elements_text(?::jsonb)) end, ?, now())`,
      [
        destinationId,
        options.teamId,
        id,
        position,
        destination.type,
        url === null ? null : sealDestinationUrl(key, destinationId, url),
        url === null ? null : maskDestinationUrl(url),
        'to' in destination ? JSON.stringify(destination.to) : null,
        'to' in destination ? JSON.stringify(destination.to) : null,
        'endpointId' in destination ? destination.endpointId : null,
      ],
    );
  }
  return { id, destinationIds };
}

/**
 * A message of a rule written straight into the outbox for one of its destinations (an endpoint
 * for a webhook destination), `createdAt` in the past; a pending one is due far in the future (no
 * delivery picks it up while the test looks at it). Its row id.
 */
export async function insertAlertMessage(
  app: TestApp,
  options: {
    teamId: string;
    ruleId: string;
    target: { alertDestinationId: string } | { endpointId: string };
    createdAt: Date;
    status?: 'pending' | 'delivered' | 'failed';
    attempts?: number;
    lastAttempt?: { at: Date; httpStatus: number | null; error: string | null; durationMs: number };
  },
): Promise<string> {
  const id = randomUUID();
  const status = options.status ?? 'delivered';
  const payload = {
    type: 'alert.triggered',
    timestamp: options.createdAt.toISOString(),
    data: { rule: { id: options.ruleId, name: 'Rule' }, team: 'team', items: [], total: 1 },
  };
  await app.runtime.deps.orm.em.fork().execute(
    `insert into webhook_message (id, team_id, endpoint_id, alert_destination_id, alert_rule_id,
       event_type, payload, status, attempts, next_attempt_at, last_attempt_at, last_http_status,
       last_error, last_duration_ms, delivered_at, created_at)
     values (?, ?, ?, ?, ?, 'alert.triggered', ?::jsonb, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      id,
      options.teamId,
      'endpointId' in options.target ? options.target.endpointId : null,
      'alertDestinationId' in options.target ? options.target.alertDestinationId : null,
      options.ruleId,
      JSON.stringify(payload),
      status,
      options.attempts ?? (options.lastAttempt ? 1 : 0),
      status === 'pending' ? new Date(Date.now() + 365 * 86_400_000) : null,
      options.lastAttempt?.at ?? null,
      options.lastAttempt?.httpStatus ?? null,
      options.lastAttempt?.error ?? null,
      options.lastAttempt?.durationMs ?? null,
      status === 'delivered' ? options.createdAt : null,
      options.createdAt,
    ],
  );
  return id;
}
