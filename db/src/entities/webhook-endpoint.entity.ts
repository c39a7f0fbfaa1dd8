import { randomUUID } from 'node:crypto';
import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { TeamSchema } from './team.entity.ts';

/**
 * Where a team's events go (Standard Webhooks v1), at most 20 a team. The URL (it may carry
 * credentials) and the signing secrets are stored sealed: AES-256-GCM under a key derived from
 * `HEED_SESSION_SECRET`, never in clear.
 */
export const WebhookEndpointSchema = defineEntity({
  name: 'WebhookEndpoint',
  tableName: 'webhook_endpoint',
  indexes: [{ properties: ['team', 'createdAt'] }],
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    team: () => p.manyToOne(TeamSchema).deleteRule('cascade'),
    /** The sealed URL (`iv.ciphertext.tag`, base64url each). */
    urlSealed: p.text(),
    description: p.string().length(200).default(''),
    /** The event types sent to it, e.g. `{feedback.created,feedback.deleted}`. */
    eventTypes: p.array<string>(),
    enabled: p.boolean().default(true),
    /** Why it was disabled by Heed: `gone` (a 410) or `failing` (5 days without success). */
    disabledReason: p.string().length(16).nullable(),
    /** The sealed current secret (`whsec_…`). */
    secretSealed: p.text(),
    /** The sealed secret it replaced, still signing until `previousSecretExpiresAt`. */
    previousSecretSealed: p.text().nullable(),
    previousSecretExpiresAt: p.datetime().nullable(),
    /** The first failed attempt since the last success; 5 days of it disables the endpoint. */
    failingSince: p.datetime().nullable(),
    lastSuccessAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});

export type WebhookEndpoint = InferEntity<typeof WebhookEndpointSchema>;
