import { randomUUID } from 'node:crypto';
import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import {
  webhookMessageAlertDestinationDueIndex,
  webhookMessageAlertRuleLogIndex,
  webhookMessageEndpointDueIndex,
} from '../schema/indexes.ts';
import { AlertDestinationSchema } from './alert-destination.entity.ts';
import { AlertRuleSchema } from './alert-rule.entity.ts';
import { TeamSchema } from './team.entity.ts';
import { WebhookEndpointSchema } from './webhook-endpoint.entity.ts';

/**
 * The outbox: one event for one target — a webhook endpoint, or an alert rule's Slack, Teams or
 * e-mail destination (exactly one of `endpoint` and `alertDestination`) — written in the same
 * transaction as the change that causes it, then delivered (and retried) by the API replicas'
 * delivery workers. Its `webhook-id` is `msg_` and the Crockford base32 of `id`. Kept 30 days.
 */
export const WebhookMessageSchema = defineEntity({
  name: 'WebhookMessage',
  tableName: 'webhook_message',
  checks: [
    {
      name: 'webhook_message_one_target_check',
      expression: '(endpoint_id is null) <> (alert_destination_id is null)',
    },
  ],
  indexes: [
    webhookMessageEndpointDueIndex,
    webhookMessageAlertDestinationDueIndex,
    webhookMessageAlertRuleLogIndex,
    // The delivery log of an endpoint: newest first.
    { name: 'webhook_message_endpoint_log_index', properties: ['endpoint', 'createdAt', 'id'] },
    // Cleanup after 30 days.
    { name: 'webhook_message_created_at_index', properties: ['createdAt'] },
  ],
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    team: () => p.manyToOne(TeamSchema).deleteRule('cascade'),
    endpoint: () => p.manyToOne(WebhookEndpointSchema).deleteRule('cascade').nullable(),
    /** An alert's Slack, Teams or e-mail destination (null for a webhook endpoint's message). */
    alertDestination: () => p.manyToOne(AlertDestinationSchema).deleteRule('cascade').nullable(),
    /** The alert rule whose `alert.triggered` this is, whatever its target. */
    alertRule: () => p.manyToOne(AlertRuleSchema).deleteRule('cascade').nullable(),
    eventType: p.string().length(40),
    /**
     * The feedback item of a `feedback.created` written by the submission's batch insert, whose
     * body is made from the item at its first attempt (or before the item is deleted).
     */
    feedbackId: p.uuid().nullable(),
    /** The body sent, `{ type, timestamp, data }`; null until a `feedback.created` is made. */
    payload: p.json<Record<string, unknown>>().nullable(),
    /** `pending`, `delivered` or `failed`. */
    status: p.string().length(16).default('pending'),
    attempts: p.integer().default(0),
    /** When a pending message is due; null once it is delivered or failed. */
    nextAttemptAt: p.datetime().nullable(),
    /** The replica sending it now, and until when its claim holds (then another takes it over). */
    claimedBy: p.string().length(64).nullable(),
    claimExpiresAt: p.datetime().nullable(),
    lastAttemptAt: p.datetime().nullable(),
    lastHttpStatus: p.integer().nullable(),
    lastError: p.string().length(64).nullable(),
    lastDurationMs: p.integer().nullable(),
    deliveredAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export type WebhookMessage = InferEntity<typeof WebhookMessageSchema>;
