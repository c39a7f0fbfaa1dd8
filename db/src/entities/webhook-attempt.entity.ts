import { randomUUID } from 'node:crypto';
import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { WebhookMessageSchema } from './webhook-message.entity.ts';

/** One try at sending a webhook message: when, the answer's status, how long, its first 1 KiB. */
export const WebhookAttemptSchema = defineEntity({
  name: 'WebhookAttempt',
  tableName: 'webhook_attempt',
  indexes: [{ properties: ['message', 'attemptedAt'] }],
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    message: () => p.manyToOne(WebhookMessageSchema).deleteRule('cascade'),
    attemptedAt: p.datetime(),
    /** The answer's HTTP status; null when none came (timeout, refused address, network). */
    httpStatus: p.integer().nullable(),
    /** Why it failed without an answer: `timeout`, `address_not_allowed`, `network`, …. */
    error: p.string().length(64).nullable(),
    durationMs: p.integer(),
    /** At most 1 KiB of the answer's body. */
    responseBody: p.text().nullable(),
  },
});

export type WebhookAttempt = InferEntity<typeof WebhookAttemptSchema>;
