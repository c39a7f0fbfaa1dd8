import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { type TeamScope, teamQuerySchema } from '../org/team.ts';
import { text } from '../text.ts';

/** Most webhook endpoints a team may have. */
export const MAX_WEBHOOK_ENDPOINTS = 20;

/** Most characters of an endpoint's URL. */
export const MAX_WEBHOOK_URL_CHARACTERS = 2048;

/** Messages of the delivery log per page. */
export const WEBHOOK_MESSAGES_PAGE = { defaultLimit: 50, maxLimit: 200 } as const;

/** The events an endpoint may subscribe to (`alert.triggered` comes with alert rules). */
export const WEBHOOK_EVENT_TYPES = [
  'feedback.created',
  'feedback.updated',
  'feedback.deleted',
  'survey.deleted',
  'retention.applied',
  'webhook.test',
] as const;

export const webhookEventTypeSchema = z
  .enum(WEBHOOK_EVENT_TYPES)
  .describe('An event Heed sends: the `type` of the body.');

export type WebhookEventType = z.infer<typeof webhookEventTypeSchema>;

/** `msg_` and 26 characters: the `webhook-id` of a message, the same on every attempt. */
export const webhookMessageIdSchema = z
  .string()
  .regex(/^msg_[0-9A-HJKMNP-TV-Z]{26}$/, 'Must be a message id (msg_ and 26 characters).')
  .describe('The message’s `webhook-id`.')
  .meta({ examples: ['msg_01JDQ7ZK3F9V2M8T4R6B1N0C5X'] });

const queuedMessageSchema = z
  .object({ messageId: webhookMessageIdSchema })
  .meta({ id: 'QueuedWebhookMessage' });

export const webhookUrlSchema = text()
  .trim()
  .max(MAX_WEBHOOK_URL_CHARACTERS)
  .pipe(z.url({ protocol: /^https?$/, error: 'Must be an http(s) URL.' }))
  .describe(
    'Where messages are POSTed: `https` (plain `http` only with `HEED_WEBHOOK_ALLOW_HTTP=true`); ' +
      'a loopback, private, link-local or otherwise internal address is refused.',
  )
  .meta({ examples: ['https://hooks.example.com/heed'] });

const descriptionSchema = text()
  .trim()
  .max(200)
  .describe('A note for the team, up to 200 characters.');

const eventTypesSchema = z
  .array(webhookEventTypeSchema)
  .min(1, 'Choose at least one event type.')
  .transform((types) => [...new Set(types)].sort())
  .describe('The events sent to the endpoint; at least one.');

export const webhookEndpointSchema = z
  .object({
    id: z.uuid(),
    url: z.string().describe('The endpoint’s URL (only team admins ever see it).'),
    description: z.string(),
    eventTypes: z.array(webhookEventTypeSchema),
    enabled: z.boolean(),
    disabledReason: z
      .enum(['gone', 'failing'])
      .nullable()
      .describe(
        'Why Heed disabled it: `gone` (it answered 410), `failing` (5 days without a success ' +
          'while messages failed); null when enabled or disabled by a person.',
      ),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({
    id: 'WebhookEndpoint',
    examples: [
      {
        id: '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b',
        url: 'https://hooks.example.com/heed',
        description: 'Issue tracker',
        eventTypes: ['feedback.created'],
        enabled: true,
        disabledReason: null,
        createdAt: '2026-11-27T10:00:00.000Z',
        updatedAt: '2026-11-27T10:00:00.000Z',
      },
    ],
  });

export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

const webhookSecretSchema = z
  .string()
  .regex(/^whsec_[A-Za-z0-9+/]{43}=$/)
  .describe('`whsec_` and the base64 of 32 random bytes: shown once, never again.');

const adminScope = { selection: 'explicit', role: 'admin' } satisfies TeamScope;
const endpointIdSchema = z.uuid().describe('Id of the webhook endpoint.');

export const listWebhooksContract = defineContract({
  method: 'GET',
  path: '/intern/webhooks',
  successStatus: 200,
  cache: 'no-store',
  caller: 'oidc',
  summary: 'The team’s webhook endpoints',
  description: 'Team admins. Oldest first; never a secret.',
  tags: ['webhooks'],
  errorStatuses: [403],
  team: adminScope,
  input: z.object({ team: teamQuerySchema }),
  output: z.object({ endpoints: z.array(webhookEndpointSchema) }).meta({ id: 'WebhookEndpoints' }),
});

export const createWebhookContract = defineContract({
  method: 'POST',
  path: '/intern/webhooks',
  successStatus: 201,
  caller: 'oidc',
  summary: 'Create a webhook endpoint',
  description:
    `Team admins; at most ${MAX_WEBHOOK_ENDPOINTS} a team (400 past that). Messages follow ` +
    'Standard Webhooks v1, signed with the secret in the answer, which is shown once. A URL ' +
    'whose host is a loopback, private, link-local or otherwise internal address is 400. ' +
    'Audited as `webhook.create` (never with the URL).',
  tags: ['webhooks'],
  errorStatuses: [403],
  team: adminScope,
  input: z.object({
    team: teamQuerySchema,
    url: webhookUrlSchema,
    description: descriptionSchema.optional(),
    eventTypes: eventTypesSchema,
  }),
  output: webhookEndpointSchema
    .extend({ secret: webhookSecretSchema })
    .meta({ id: 'CreatedWebhookEndpoint' }),
});

export const updateWebhookContract = defineContract({
  method: 'PATCH',
  path: '/intern/webhooks/{id}',
  successStatus: 200,
  caller: 'oidc',
  summary: 'Change a webhook endpoint',
  description:
    'Team admins. Enabling clears `disabledReason`. Another team’s endpoint is 404. Audited ' +
    'as `webhook.update`.',
  tags: ['webhooks'],
  errorStatuses: [403, 404],
  team: adminScope,
  input: z.object({
    id: endpointIdSchema,
    team: teamQuerySchema,
    url: webhookUrlSchema.optional(),
    description: descriptionSchema.optional(),
    eventTypes: eventTypesSchema.optional(),
    enabled: z.boolean().optional(),
  }),
  output: webhookEndpointSchema,
});

export const rotateWebhookSecretContract = defineContract({
  method: 'POST',
  path: '/intern/webhooks/{id}/rotate-secret',
  successStatus: 201,
  caller: 'oidc',
  summary: 'Rotate a webhook endpoint’s secret',
  description:
    'Team admins. A new secret, shown once; for `gracePeriodHours` (0–72) messages carry a ' +
    'signature with the old secret too. Audited as `webhook.rotate_secret`.',
  tags: ['webhooks'],
  errorStatuses: [403, 404],
  team: adminScope,
  input: z.object({
    id: endpointIdSchema,
    team: teamQuerySchema,
    gracePeriodHours: z.int().min(0).max(72),
  }),
  output: z
    .object({
      secret: webhookSecretSchema,
      previousSecretExpiresAt: z.iso
        .datetime()
        .nullable()
        .describe('Until when the old secret signs too; null when it stopped at once.'),
    })
    .meta({ id: 'RotatedWebhookSecret' }),
});

export const deleteWebhookContract = defineContract({
  method: 'DELETE',
  path: '/intern/webhooks/{id}',
  successStatus: 204,
  caller: 'oidc',
  summary: 'Delete a webhook endpoint',
  description:
    'Team admins. Its pending messages are dropped with its delivery log. Audited as ' +
    '`webhook.delete`.',
  tags: ['webhooks'],
  errorStatuses: [403, 404],
  team: adminScope,
  input: z.object({ id: endpointIdSchema, team: teamQuerySchema }),
  output: z.void(),
});

export const testWebhookContract = defineContract({
  method: 'POST',
  path: '/intern/webhooks/{id}/test',
  successStatus: 202,
  caller: 'oidc',
  summary: 'Send a test event',
  description:
    'Team admins. Queues a `webhook.test` message for the endpoint, whatever events it ' +
    'subscribes to; a disabled endpoint gets it once it is enabled again.',
  tags: ['webhooks'],
  errorStatuses: [403, 404],
  team: adminScope,
  input: z.object({ id: endpointIdSchema, team: teamQuerySchema }),
  output: queuedMessageSchema,
});

export const webhookMessageSchema = z
  .object({
    id: webhookMessageIdSchema,
    eventType: z.string().describe('The event type of the body.'),
    createdAt: z.iso.datetime(),
    status: z.enum(['pending', 'delivered', 'failed']),
    attempts: z.int().min(0),
    nextAttemptAt: z.iso.datetime().nullable().describe('When it is tried next; null when done.'),
    lastAttempt: z
      .object({
        at: z.iso.datetime(),
        httpStatus: z.int().nullable(),
        error: z
          .string()
          .nullable()
          .describe('Why no answer counted: `timeout`, `address_not_allowed`, `network`, ….'),
        durationMs: z.int().min(0),
      })
      .nullable(),
    payload: z
      .unknown()
      .nullable()
      .describe('The body sent (`{ type, timestamp, data }`); null until it is first sent.'),
  })
  .meta({ id: 'WebhookMessage' });

export type WebhookMessage = z.infer<typeof webhookMessageSchema>;

export const listWebhookMessagesContract = defineContract({
  method: 'GET',
  path: '/intern/webhooks/{id}/messages',
  successStatus: 200,
  cache: 'no-store',
  caller: 'oidc',
  summary: 'The delivery log of an endpoint',
  description:
    'Team admins. Newest first, kept 30 days; `nextCursor` (opaque) gives the next page, null ' +
    'at the end.',
  tags: ['webhooks'],
  errorStatuses: [403, 404],
  team: adminScope,
  input: z.object({
    id: endpointIdSchema,
    team: teamQuerySchema,
    status: z.enum(['pending', 'delivered', 'failed']).optional(),
    cursor: z.string().max(200).optional(),
    limit: z.coerce
      .number()
      .int()
      .min(1)
      .max(WEBHOOK_MESSAGES_PAGE.maxLimit)
      .default(WEBHOOK_MESSAGES_PAGE.defaultLimit),
  }),
  output: z
    .object({ messages: z.array(webhookMessageSchema), nextCursor: z.string().nullable() })
    .meta({ id: 'WebhookMessages' }),
});

export const retryWebhookMessageContract = defineContract({
  method: 'POST',
  path: '/intern/webhooks/{id}/messages/{messageId}/retry',
  successStatus: 202,
  caller: 'oidc',
  summary: 'Send a message again',
  description:
    'Team admins. The message is due at once (with the same `webhook-id`), whatever its status; ' +
    'a message being sent right now is 409.',
  tags: ['webhooks'],
  errorStatuses: [403, 404, 409],
  team: adminScope,
  input: z.object({
    id: endpointIdSchema,
    messageId: webhookMessageIdSchema,
    team: teamQuerySchema,
  }),
  output: queuedMessageSchema,
});
