import { randomUUID } from 'node:crypto';
import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { AlertRuleSchema } from './alert-rule.entity.ts';
import { TeamSchema } from './team.entity.ts';
import { WebhookEndpointSchema } from './webhook-endpoint.entity.ts';

/**
 * Where an alert rule's messages go: a Slack or Microsoft Teams incoming-webhook URL (it is a
 * credential: stored sealed like a webhook endpoint's URL, shown masked), e-mail addresses, or
 * one of the team's webhook endpoints (then the messages are that endpoint's `alert.triggered`).
 */
export const AlertDestinationSchema = defineEntity({
  name: 'AlertDestination',
  tableName: 'alert_destination',
  indexes: [{ name: 'alert_destination_rule_id_index', properties: ['rule'] }],
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    team: () => p.manyToOne(TeamSchema).deleteRule('cascade'),
    rule: () => p.manyToOne(AlertRuleSchema).deleteRule('cascade'),
    /** Its place in the rule's list, from 0. */
    position: p.smallint(),
    /** `slack`, `teams`, `email` or `webhook`. */
    type: p.string().length(8),
    /** `slack`/`teams`: the sealed URL (`iv.ciphertext.tag`, base64url each). */
    urlSealed: p.text().nullable(),
    /** `slack`/`teams`: the URL as shown after saving (scheme and host, the rest masked). */
    urlMasked: p.string().length(120).nullable(),
    /** `email`: 1–10 addresses. */
    emailTo: p.array<string>().nullable(),
    /** `webhook`: the team's endpoint. */
    endpoint: () => p.manyToOne(WebhookEndpointSchema).deleteRule('cascade').nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export type AlertDestination = InferEntity<typeof AlertDestinationSchema>;
