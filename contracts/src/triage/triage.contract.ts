import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { feedbackItemSchema } from '../feedback/feedback.contract.ts';
import { feedbackFilterShape, unknownParameter } from '../feedback/feedback-filter.ts';
import { type TeamScope, teamQuerySchema, teamRoleSchema } from '../org/team.ts';
import { tagSchema } from '../tags/tags.contract.ts';
import { assigneeInputSchema, feedbackStatusSchema, userRefSchema } from './feedback-status.ts';

/** The bounds of a bulk change. */
export const BULK_LIMITS = {
  /** Most ids one call names. */
  ids: 500,
  /** Most items a filter may select. */
  matches: 50_000,
} as const;

/** How long a member stays listed (and assignable) after their last call in the team. */
export const MEMBER_LISTED_DAYS = 90;

const editorScope = { selection: 'explicit', role: 'editor' } satisfies TeamScope;

export const updateFeedbackContract = defineContract({
  method: 'PATCH',
  path: '/intern/feedback/{id}',
  successStatus: 200,
  caller: 'oidc',
  summary: 'Triage a feedback item',
  description:
    'Editors. Sets the item’s `status` and/or `assignee` (a member’s `userRef`, `me`, or null); ' +
    'only the fields sent change, an empty body is 400. A status that changes sets ' +
    '`statusChangedAt`. An assignee who is not a member of the team (seen in the last ' +
    `${MEMBER_LISTED_DAYS} days) is 400 naming \`assignee\`. Another team’s item is 404. A ` +
    'change writes `feedback.updated` with `changes` (`status`, `assignee`); setting what the ' +
    'item has already changes and writes nothing.',
  tags: ['triage'],
  errorStatuses: [403, 404],
  team: editorScope,
  input: z.object({
    id: z.uuid().describe('Id of the feedback item.'),
    team: teamQuerySchema,
    status: feedbackStatusSchema.optional(),
    assignee: assigneeInputSchema.optional(),
  }),
  output: feedbackItemSchema,
});

export const bulkActionSchema = z
  .discriminatedUnion('type', [
    z.object({ type: z.literal('status'), status: feedbackStatusSchema }),
    z.object({ type: z.literal('assign'), assignee: assigneeInputSchema }),
    z.object({ type: z.literal('tag'), tag: tagSchema }),
    z.object({ type: z.literal('untag'), tag: tagSchema }),
    z.object({ type: z.literal('delete') }),
  ])
  .describe(
    '`status`: set the status; `assign`: set the assignee (a member’s `userRef`, `me`, or null); ' +
      '`tag` / `untag`: add or remove a tag (trimmed, lower-cased, as one item’s); `delete`: ' +
      'delete the items (admins only).',
  )
  .meta({ id: 'BulkAction' });

export type BulkAction = z.infer<typeof bulkActionSchema>;

export const bulkFeedbackContract = defineContract({
  method: 'POST',
  path: '/intern/feedback/bulk',
  successStatus: 200,
  caller: 'oidc',
  summary: 'Change many feedback items at once',
  description:
    'Editors; `delete` needs admins. The items are named by `ids` (1–' +
    `${BULK_LIMITS.ids} ids; ids the team does not have are ignored) or selected by \`filter\` ` +
    '(the feedback list’s filters, as its query parameters; every item matching when the call ' +
    `is made, at most ${BULK_LIMITS.matches.toLocaleString('en')}, else 400 \`too_many\`); ` +
    'exactly one of the two. One transaction: every item changes, or none. `affected` counts ' +
    'the items that changed (an item already so is not counted). Each changed item writes ' +
    '`feedback.updated` (`changes`: `status`, `assignee` or `tags`), each deleted one ' +
    '`feedback.deleted`. Tags follow the rules of one item’s: an item may carry at most 20, so a ' +
    'tag that would give any item a 21st is 400 and nothing changes. An assignee who is not a ' +
    'member of the team is 400 naming `action.assignee`. `untag` is audited as `tag.delete`, ' +
    '`delete` as `feedback.delete`, both with the number of items (`resource_count`).',
  tags: ['triage'],
  errorStatuses: [403],
  team: editorScope,
  input: z.object({
    team: teamQuerySchema,
    ids: z
      .array(z.uuid())
      .min(1)
      .max(BULK_LIMITS.ids)
      .optional()
      .describe(`Ids of the items, 1–${BULK_LIMITS.ids}; give either \`ids\` or \`filter\`.`),
    filter: z
      .object(feedbackFilterShape)
      .catchall(unknownParameter)
      .optional()
      .describe(
        'The feedback list’s filters (repeatable ones as arrays); `{}` selects every item.',
      ),
    action: bulkActionSchema,
  }),
  output: z
    .object({ affected: z.int().min(0).describe('Items that changed (or were deleted).') })
    .meta({ id: 'BulkResult', examples: [{ affected: 42 }] }),
});

export const memberSchema = z
  .object({
    userRef: userRefSchema,
    name: z
      .string()
      .describe(
        'From the token’s `name`, else `preferred_username`, else the `userRef`, as last seen.',
      ),
    role: teamRoleSchema.describe('The role the member last acted with in the team.'),
    lastSeenAt: z.iso.datetime(),
  })
  .meta({ id: 'Member' });

export const listMembersContract = defineContract({
  method: 'GET',
  path: '/intern/members',
  successStatus: 200,
  cache: 'no-store',
  caller: 'oidc',
  summary: 'People who have used the team',
  description:
    'Every signed-in user who acted in the team in the last ' +
    `${MEMBER_LISTED_DAYS} days (recorded as they call, at most every few minutes), sorted by ` +
    'name: whom items can be assigned to. No e-mail is kept.',
  tags: ['triage'],
  errorStatuses: [403],
  team: { selection: 'implicit', role: 'viewer' } satisfies TeamScope,
  input: z.object({ team: teamQuerySchema }),
  output: z.object({ members: z.array(memberSchema) }).meta({
    id: 'Members',
    examples: [
      {
        members: [
          {
            userRef: 'id:3f9a0c2b7d14',
            name: 'Kari Nordmann',
            role: 'editor',
            lastSeenAt: '2026-11-22T13:02:41.118Z',
          },
        ],
      },
    ],
  }),
});
