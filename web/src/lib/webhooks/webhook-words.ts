/** How the webhooks pages name events, states and delivery results for people. */
import type { WebhookEndpoint, WebhookEventType, WebhookMessage } from '@heed/contracts';

/** The events an endpoint can subscribe to, with what they mean (`webhook.test` is sent on demand). */
export const SUBSCRIBABLE_EVENTS: readonly {
  type: Exclude<WebhookEventType, 'webhook.test'>;
  description: string;
}[] = [
  { type: 'feedback.created', description: 'New feedback arrived' },
  { type: 'feedback.updated', description: 'Tags, status or assignee of an item changed' },
  { type: 'feedback.deleted', description: 'An item was deleted' },
  { type: 'survey.deleted', description: 'A survey and its feedback were deleted' },
  { type: 'retention.applied', description: 'Old feedback was removed by the retention period' },
];

/** Events a new endpoint starts with. */
export const DEFAULT_EVENTS: readonly WebhookEventType[] = ['feedback.created'];

/** Grace periods offered when rotating a secret (the API takes 0–72 hours). */
export const SECRET_GRACE_PERIODS: readonly { hours: number; label: string }[] = [
  { hours: 0, label: 'None: the old secret stops now' },
  { hours: 1, label: '1 hour' },
  { hours: 24, label: '1 day' },
  { hours: 72, label: '3 days' },
];

/** The grace period selected unless the admin picks another. */
export const DEFAULT_GRACE_HOURS = 24;

/** Statuses of the delivery log, as the filter offers them. */
export const MESSAGE_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

export function isMessageStatus(value: string | null): value is MessageStatus {
  return MESSAGE_STATUSES.some((status) => status === value);
}

/** Whether an endpoint receives messages, and why not, in words. */
export function endpointState(endpoint: Pick<WebhookEndpoint, 'enabled' | 'disabledReason'>): {
  label: 'Enabled' | 'Disabled';
  reason: string | null;
} {
  if (endpoint.enabled) return { label: 'Enabled', reason: null };
  if (endpoint.disabledReason === 'gone') {
    return { label: 'Disabled', reason: 'It answered 410 Gone.' };
  }
  if (endpoint.disabledReason === 'failing') {
    return { label: 'Disabled', reason: 'It was failing for 5 days.' };
  }
  return { label: 'Disabled', reason: 'Disabled by a team admin.' };
}

/** The name people know an endpoint by: its description, else its URL's host. */
export function endpointName(endpoint: Pick<WebhookEndpoint, 'url' | 'description'>): string {
  if (endpoint.description.trim() !== '') return endpoint.description;
  try {
    return new URL(endpoint.url).host;
  } catch {
    return endpoint.url;
  }
}

/** `120 ms`, `1.5 s`: how long an attempt took. */
export function formatDuration(ms: number): string {
  if (ms < 1000) return `${ms} ms`;
  return `${(ms / 1000).toFixed(1).replace(/\.0$/, '')} s`;
}

/** The last attempt of a message in words: `HTTP 200 in 35 ms`, `timeout after 15 s`, `not yet`. */
export function lastAttemptSummary(attempt: WebhookMessage['lastAttempt']): string {
  if (!attempt) return 'Not tried yet';
  const took = formatDuration(attempt.durationMs);
  if (attempt.httpStatus !== null) return `HTTP ${attempt.httpStatus} in ${took}`;
  return `No answer (${attempt.error ?? 'error'}) after ${took}`;
}

/** The body a message carries, indented for reading. */
export function prettyBody(payload: unknown): string {
  return JSON.stringify(payload, null, 2);
}

/** How a receiver checks a message's signature with the `standardwebhooks` package (Node). */
export const VERIFICATION_SNIPPET = `import { Webhook } from 'standardwebhooks';

const wh = new Webhook(process.env.HEED_WEBHOOK_SECRET); // whsec_…

// In your handler, with the raw body string and the request headers:
const event = wh.verify(rawBody, {
  'webhook-id': request.headers['webhook-id'],
  'webhook-timestamp': request.headers['webhook-timestamp'],
  'webhook-signature': request.headers['webhook-signature'],
});
// verify() throws when the signature or the timestamp is wrong; answer 2xx quickly.
`;
