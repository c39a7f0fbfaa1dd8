import type { WebhookEventType } from '@heed/contracts';

/** Every event type the outbox carries: the webhooks' own and the alerts' `alert.triggered`. */
export type OutboxEventType = WebhookEventType | 'alert.triggered';

/** The body of a webhook message: `{ type, timestamp, data }` (Standard Webhooks' shape). */
export interface WebhookBody {
  type: OutboxEventType;
  /** When the change happened, ISO 8601 UTC. */
  timestamp: string;
  data: Record<string, unknown>;
}

/** One change to tell a team's endpoints about. */
export interface OutboxEvent {
  teamId: string;
  type: OutboxEventType;
  /** When it happened; the body's `timestamp`. */
  at: Date;
  data: Record<string, unknown>;
}

export function webhookBodyOf(event: OutboxEvent): WebhookBody {
  return { type: event.type, timestamp: event.at.toISOString(), data: event.data };
}
