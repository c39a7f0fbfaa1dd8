import { WEBHOOK_EVENT_TYPES } from '@heed/contracts';
import { queryDatabase } from './submission-client.ts';
import type { TestApp } from './test-app.ts';
import { insertWebhookEndpoint } from './webhook-fixtures.ts';

/** Endpoints around one event type: one that should get its messages, three that should not. */
export interface EndpointSet {
  /** Enabled, of the team, subscribed to the event and to `feedback.created`. */
  subscribed: string;
  /** Enabled, of the team, subscribed to every other event type. */
  unsubscribed: string;
  /** Of the team and subscribed to the event, but disabled. */
  disabled: string;
  /** Enabled and subscribed to the event, of another team. */
  otherTeam: string;
}

/** Inserts an `EndpointSet` for `eventType` (see `insertWebhookEndpoint`). */
export async function insertEndpointSet(
  app: TestApp,
  options: { teamId: string; otherTeamId: string; eventType: string },
): Promise<EndpointSet> {
  const url = 'https://hooks.example.com/heed';
  const { teamId, eventType } = options;
  const insert = async (owner: string, eventTypes: string[], enabled = true) =>
    (await insertWebhookEndpoint(app, { teamId: owner, url, eventTypes, enabled })).id;
  const subscribed = [...new Set([eventType, 'feedback.created'])];
  return {
    subscribed: await insert(teamId, subscribed),
    unsubscribed: await insert(
      teamId,
      WEBHOOK_EVENT_TYPES.filter((type) => type !== eventType),
    ),
    disabled: await insert(teamId, [eventType], false),
    otherTeam: await insert(options.otherTeamId, [eventType]),
  };
}

/** One outbox row as the tests look at it. */
export interface OutboxRow {
  id: string;
  team_id: string;
  endpoint_id: string;
  event_type: string;
  feedback_id: string | null;
  status: string;
  attempts: number;
  payload: { type: string; timestamp: string; data: Record<string, unknown> } | null;
}

/** Every outbox message of `eventType`, oldest first. */
export function outboxMessages(app: TestApp, eventType: string): Promise<OutboxRow[]> {
  return queryDatabase<OutboxRow>(
    app,
    `select id, team_id, endpoint_id, event_type, feedback_id, status, attempts, payload
       from webhook_message where event_type = $1 order by created_at, id`,
    [eventType],
  );
}

/** The `feedback.created` messages of feedback items. */
export function createdMessagesOf(app: TestApp, feedbackIds: string[]): Promise<OutboxRow[]> {
  return queryDatabase<OutboxRow>(
    app,
    `select id, team_id, endpoint_id, event_type, feedback_id, status, attempts, payload
       from webhook_message where event_type = 'feedback.created' and feedback_id = any($1::uuid[])`,
    [feedbackIds],
  );
}
