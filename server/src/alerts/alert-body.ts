import type { FeedbackItem } from '../feedback/feedback-item.ts';
import { type WebhookBody, webhookBodyOf } from '../webhooks/webhook-event.ts';

/** What an `alert.triggered` message says (the webhook body's `data`). */
export interface AlertTriggered {
  rule: { id: string; name: string };
  /** The team's slug. */
  team: string;
  items: FeedbackItem[];
  /** Matches told by the message: `items.length`, or more (a digest, an "and N more"). */
  total: number;
  /** A test message (`POST /intern/alerts/{id}/test`). */
  sample?: true;
}

/**
 * The body of an `alert.triggered` message written with its payload made (a digest, an "and N
 * more", a test message): `{ type, timestamp, data: { rule, team, items, total } }`. Instant matches are written
 * without a body; the delivery makes theirs from the item (`items: [item], total: 1`).
 */
export function alertBodyOf(teamId: string, at: Date, data: AlertTriggered): WebhookBody {
  return webhookBodyOf({ teamId, type: 'alert.triggered', at, data: { ...data } });
}
