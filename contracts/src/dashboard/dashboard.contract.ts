import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { keyTypeSchema } from '../keys/api-key.ts';
import { type TeamScope, teamQuerySchema, teamRoleSchema } from '../org/team.ts';
import { deviceTypeSchema } from '../submission/submit.contract.ts';
import { fieldDefinitionSchema } from '../submission/survey-definition.ts';
import { text } from '../text.ts';

export const apiKeyEventSchema = z
  .object({
    id: z.uuid(),
    keyId: z.uuid(),
    keyPrefix: z.string(),
    keyType: keyTypeSchema,
    eventType: z.enum(['created', 'rotated', 'revoked']),
    actor: z.object({
      type: z.enum(['oidc_user', 'api_key', 'system']),
      userRef: z.string().nullable(),
      keyId: z.string().nullable(),
    }),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'ApiKeyEvent' });

export const apiKeyEventsContract = defineContract({
  method: 'GET',
  path: '/dashboard/api-keys/events',
  successStatus: 200,
  cache: 'no-store',
  caller: 'oidc',
  summary: 'API key events of a team',
  description:
    'Newest first. Org admins see the events of every key of the team; other members only those ' +
    'of `pk` keys (asking for an `sk` key by id gives an empty list). `nextBefore` is always ' +
    'null: cursor pagination is reserved for a later release.',
  tags: ['dashboard'],
  errorStatuses: [403],
  team: { selection: 'explicit', role: 'viewer' } satisfies TeamScope,
  input: z.object({
    team: teamQuerySchema,
    keyId: z.uuid().optional(),
    limit: z.coerce.number().int().min(1).max(100).optional(),
  }),
  output: z
    .object({ events: z.array(apiKeyEventSchema), nextBefore: z.null() })
    .meta({ id: 'ApiKeyEventPage' }),
});

export const myTeamsContract = defineContract({
  method: 'GET',
  path: '/intern/teams',
  successStatus: 200,
  cache: 'no-store',
  caller: 'oidc',
  summary: 'The caller’s teams and roles',
  description:
    'Without a `team` parameter at all: every team the caller may see. With `?team=`: that team. ' +
    '`isOrgAdmin`: whether the caller administers the organisation (member of the admin group), ' +
    'so a client can ask without calling an org-admin operation and being refused.',
  tags: ['dashboard'],
  errorStatuses: [403],
  team: { selection: 'aggregate', role: 'viewer' } satisfies TeamScope,
  input: z.object({ team: teamQuerySchema }),
  output: z
    .object({
      teams: z.array(z.object({ slug: z.string(), name: z.string(), role: teamRoleSchema })),
      isOrgAdmin: z.boolean(),
    })
    .meta({ id: 'MyTeams' }),
});

export const filtersBootstrapContract = defineContract({
  method: 'GET',
  path: '/intern/filters/bootstrap',
  successStatus: 200,
  cache: 'no-store',
  caller: 'oidc',
  summary: 'Filter options of the dashboard',
  description:
    'Without `?team=`, the caller’s team with the lowest slug (ordinal, case-sensitive). ' +
    'Answered with `Cache-Control: no-store`; the server may serve it from a per-team cache for up ' +
    'to five minutes (a survey registered, a tag or theme changed in this process clears it). ' +
    'Counts against the analytics rate limit (300 per minute per user).',
  tags: ['dashboard'],
  errorStatuses: [403, 429],
  team: { selection: 'lowest_slug', role: 'viewer' } satisfies TeamScope,
  input: z.object({ team: teamQuerySchema }),
  output: z
    .object({
      team: z.string(),
      surveys: z.array(
        z.object({
          surveyId: z.string(),
          surveyType: z.string(),
          fields: z
            .array(fieldDefinitionSchema)
            .describe('The survey’s fields with their labels and options, in order.'),
        }),
      ),
      appNames: z.array(z.string()),
      tags: z.array(z.string()).describe('Tags in use in the team.'),
      themes: z.array(z.object({ id: z.uuid(), name: z.string(), color: z.string().nullable() })),
      deviceTypes: z.array(deviceTypeSchema).describe('Device types the team’s feedback reports.'),
      firstResponseAt: z.iso.datetime().nullable(),
      lastResponseAt: z.iso.datetime().nullable(),
    })
    .meta({ id: 'FiltersBootstrap' }),
});

export const teamSurveysContract = defineContract({
  method: 'GET',
  path: '/dashboard/surveys/{teamSlug}',
  successStatus: 200,
  cache: 'no-store',
  caller: 'oidc',
  summary: 'Surveys of a team',
  description: 'The `team` query parameter must carry the same slug as the path.',
  tags: ['dashboard'],
  errorStatuses: [403],
  team: { selection: 'explicit', role: 'viewer', pathParam: 'teamSlug' } satisfies TeamScope,
  input: z.object({ teamSlug: text().max(63), team: teamQuerySchema }),
  output: z
    .object({
      team: z.string(),
      surveys: z.array(
        z.object({
          surveyId: z.string(),
          surveyType: z.string(),
          registeredAt: z.iso.datetime(),
          responses: z.int(),
        }),
      ),
    })
    .meta({ id: 'TeamSurveys' }),
});
