import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { feedbackFilterShape, isTimeZone } from '../feedback/feedback-filter.ts';
import { type TeamScope, teamQuerySchema } from '../org/team.ts';
import { identifierText, text } from '../text.ts';
import { webhookMessageIdSchema, webhookUrlSchema } from '../webhooks/webhooks.contract.ts';

/** Most alert rules a team may have. */
export const MAX_ALERT_RULES = 50;

/** Most destinations of one rule, and most addresses of one e-mail destination. */
export const ALERT_LIMITS = {
  destinations: 10,
  emailAddresses: 10,
  /** `instant`: messages per rule in an hour window, then one "and N more". */
  instantPerHour: 30,
  /** `digest`: the newest matches a digest lists. */
  digestItems: 10,
  /** Deliveries listed on a rule. */
  recentDeliveries: 20,
} as const;

const { surveyId: _optionalSurveyId, ...listFilters } = feedbackFilterShape;

/**
 * An alert rule's filter: the explorer's list filters (same names, values and meaning), always of
 * one survey. An item matches exactly when the list under this filter would contain it.
 */
export const alertFilterSchema = z
  .object({
    surveyId: identifierText(200).describe('The survey the rule watches.'),
    ...listFilters,
  })
  .strict()
  .meta({
    id: 'AlertFilter',
    examples: [{ surveyId: 'checkout-satisfaction', rating: 'overall:1-2' }],
  });

export type AlertFilter = z.infer<typeof alertFilterSchema>;

const ruleNameSchema = text().trim().min(1).max(80).describe('1–80 characters.');
const modeSchema = z
  .enum(['instant', 'digest'])
  .describe(
    '`instant`: a message per matching item (at most 30 an hour, then one "and N more"); ' +
      '`digest`: once a day at `digestHour` in `tz`, the count and the 10 newest matches.',
  );
const digestHourSchema = z.int().min(0).max(23).describe('The digest’s hour, 0–23, in `tz`.');
const tzSchema = text()
  .refine(isTimeZone, { message: 'Must be an IANA time zone such as Europe/Oslo.' })
  .describe('IANA time zone of `digestHour`; default UTC.');

const destinationIdSchema = z.uuid().describe('The saved destination to keep as it is.');
const emailAddressSchema = text()
  .trim()
  .max(254)
  .pipe(z.email({ error: 'Must be an e-mail address.' }));

/** A Slack or Teams destination: a new URL, or `id` to keep a saved one (its URL is never shown). */
function urlDestinationInput<T extends 'slack' | 'teams'>(type: T) {
  return z
    .object({
      type: z.literal(type),
      url: webhookUrlSchema.optional(),
      id: destinationIdSchema.optional(),
    })
    .strict()
    .refine((value) => (value.url === undefined) !== (value.id === undefined), {
      message: 'Give either `url` (a new destination) or `id` (a saved one), not both.',
      path: ['url'],
    });
}

export const alertDestinationInputSchema = z.discriminatedUnion('type', [
  urlDestinationInput('slack'),
  urlDestinationInput('teams'),
  z
    .object({
      type: z.literal('email'),
      to: z
        .array(emailAddressSchema)
        .min(1)
        .max(ALERT_LIMITS.emailAddresses)
        .transform((to) => [...new Set(to.map((address) => address.toLowerCase()))]),
    })
    .strict(),
  z.object({ type: z.literal('webhook'), endpointId: z.uuid() }).strict(),
]);

export type AlertDestinationInput = z.infer<typeof alertDestinationInputSchema>;

const destinationsSchema = z
  .array(alertDestinationInputSchema)
  .min(1, 'Give at least one destination.')
  .max(ALERT_LIMITS.destinations);

export const alertDestinationSchema = z
  .discriminatedUnion('type', [
    z.object({
      id: z.uuid(),
      type: z.literal('slack'),
      url: z.string().describe('Masked: scheme and host only.'),
    }),
    z.object({
      id: z.uuid(),
      type: z.literal('teams'),
      url: z.string().describe('Masked: scheme and host only.'),
    }),
    z.object({ id: z.uuid(), type: z.literal('email'), to: z.array(z.string()) }),
    z.object({ id: z.uuid(), type: z.literal('webhook'), endpointId: z.uuid() }),
  ])
  .meta({ id: 'AlertDestination' });

export type AlertDestination = z.infer<typeof alertDestinationSchema>;

export const alertRuleSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    filter: alertFilterSchema,
    mode: z.enum(['instant', 'digest']),
    digestHour: z.int().nullable().describe('`digest` only.'),
    tz: z.string().nullable().describe('`digest` only.'),
    destinations: z.array(alertDestinationSchema),
    enabled: z.boolean(),
    lastTriggeredAt: z.iso.datetime().nullable(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({
    id: 'AlertRule',
    examples: [
      {
        id: '2b4d6f80-1a3c-4e5f-8a9b-0c1d2e3f4a5b',
        name: 'Unhappy at checkout',
        filter: { surveyId: 'checkout-satisfaction', rating: 'overall:1-2' },
        mode: 'instant',
        digestHour: null,
        tz: null,
        destinations: [
          {
            id: '7c9e1a2b-3d4f-4a6b-8c0d-1e2f3a4b5c6d',
            type: 'slack',
            url: 'https://hooks.slack.com/…',
          },
        ],
        enabled: true,
        lastTriggeredAt: null,
        createdAt: '2026-11-27T10:00:00.000Z',
        updatedAt: '2026-11-27T10:00:00.000Z',
      },
    ],
  });

export type AlertRule = z.infer<typeof alertRuleSchema>;

const viewerScope = { selection: 'implicit', role: 'viewer' } satisfies TeamScope;
const editorScope = { selection: 'explicit', role: 'editor' } satisfies TeamScope;
const adminScope = { selection: 'explicit', role: 'admin' } satisfies TeamScope;
const ruleIdSchema = z.uuid().describe('Id of the alert rule.');

export const listAlertsContract = defineContract({
  method: 'GET',
  path: '/intern/alerts',
  successStatus: 200,
  cache: 'no-store',
  caller: 'oidc',
  summary: 'The team’s alert rules',
  description: 'Oldest first; Slack and Teams URLs masked.',
  tags: ['alerts'],
  errorStatuses: [403],
  team: viewerScope,
  input: z.object({ team: teamQuerySchema }),
  output: z.object({ rules: z.array(alertRuleSchema) }).meta({ id: 'AlertRules' }),
});

export const createAlertContract = defineContract({
  method: 'POST',
  path: '/intern/alerts',
  successStatus: 201,
  caller: 'oidc',
  summary: 'Create an alert rule',
  description:
    `Editors; at most ${MAX_ALERT_RULES} rules a team. \`digest\` needs \`digestHour\`. An ` +
    'e-mail destination while SMTP is not configured, a webhook endpoint of another team, or a ' +
    'Slack/Teams URL on an internal address is 400. Audited as `alert_rule.create` (never with ' +
    'the filter or destinations).',
  tags: ['alerts'],
  errorStatuses: [403],
  team: editorScope,
  input: z.object({
    team: teamQuerySchema,
    name: ruleNameSchema,
    filter: alertFilterSchema,
    mode: modeSchema,
    digestHour: digestHourSchema.optional(),
    tz: tzSchema.optional(),
    destinations: destinationsSchema,
    enabled: z.boolean().optional(),
  }),
  output: alertRuleSchema,
});

export const updateAlertContract = defineContract({
  method: 'PATCH',
  path: '/intern/alerts/{id}',
  successStatus: 200,
  caller: 'oidc',
  summary: 'Change an alert rule',
  description:
    'Editors. `destinations` replaces the list (a saved Slack/Teams destination is kept by its ' +
    '`id`). Another team’s rule is 404. Audited as `alert_rule.update`.',
  tags: ['alerts'],
  errorStatuses: [403, 404],
  team: editorScope,
  input: z.object({
    id: ruleIdSchema,
    team: teamQuerySchema,
    name: ruleNameSchema.optional(),
    filter: alertFilterSchema.optional(),
    mode: modeSchema.optional(),
    digestHour: digestHourSchema.nullable().optional(),
    tz: tzSchema.nullable().optional(),
    destinations: destinationsSchema.optional(),
    enabled: z.boolean().optional(),
  }),
  output: alertRuleSchema,
});

export const deleteAlertContract = defineContract({
  method: 'DELETE',
  path: '/intern/alerts/{id}',
  successStatus: 204,
  caller: 'oidc',
  summary: 'Delete an alert rule',
  description: 'Team admins. Its pending messages are dropped. Audited as `alert_rule.delete`.',
  tags: ['alerts'],
  errorStatuses: [403, 404],
  team: adminScope,
  input: z.object({ id: ruleIdSchema, team: teamQuerySchema }),
  output: z.void(),
});

export const testAlertContract = defineContract({
  method: 'POST',
  path: '/intern/alerts/{id}/test',
  successStatus: 202,
  caller: 'oidc',
  summary: 'Send a sample alert',
  description:
    'Editors. Queues a sample message (the newest item of the survey, else a made-up one) for ' +
    'every destination of the rule, enabled or not.',
  tags: ['alerts'],
  errorStatuses: [403, 404],
  team: editorScope,
  input: z.object({ id: ruleIdSchema, team: teamQuerySchema }),
  output: z
    .object({ messageIds: z.array(webhookMessageIdSchema) })
    .meta({ id: 'QueuedAlertMessages' }),
});

export const alertDeliverySchema = z
  .object({
    id: webhookMessageIdSchema,
    destinationType: z.enum(['slack', 'teams', 'email', 'webhook']),
    createdAt: z.iso.datetime(),
    status: z.enum(['pending', 'delivered', 'failed']),
    attempts: z.int().min(0),
    lastAttempt: z
      .object({
        at: z.iso.datetime(),
        httpStatus: z.int().nullable(),
        error: z.string().nullable(),
        durationMs: z.int().min(0),
      })
      .nullable(),
  })
  .meta({ id: 'AlertDelivery' });

export const listAlertDeliveriesContract = defineContract({
  method: 'GET',
  path: '/intern/alerts/{id}/deliveries',
  successStatus: 200,
  cache: 'no-store',
  caller: 'oidc',
  summary: 'A rule’s recent deliveries',
  description: `The ${ALERT_LIMITS.recentDeliveries} newest messages of the rule, from the outbox log.`,
  tags: ['alerts'],
  errorStatuses: [403, 404],
  team: viewerScope,
  input: z.object({ id: ruleIdSchema, team: teamQuerySchema }),
  output: z.object({ deliveries: z.array(alertDeliverySchema) }).meta({ id: 'AlertDeliveries' }),
});
