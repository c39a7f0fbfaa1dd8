import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { type TeamScope, teamQuerySchema } from '../org/team.ts';
import { text } from '../text.ts';

/** Most tags one feedback item may carry. */
export const MAX_TAGS_PER_ITEM = 20;

/** Most characters (Unicode code points) of a tag, after trimming. */
export const MAX_TAG_CHARACTERS = 50;

/** A tag as stored: trimmed, lower-case, 1–50 characters (Unicode code points). */
export const tagSchema = text()
  .trim()
  .toLowerCase()
  .refine((value) => value.length > 0, { message: 'Must not be empty.' })
  .refine((value) => [...value].length <= MAX_TAG_CHARACTERS, {
    message: `Must have at most ${MAX_TAG_CHARACTERS} characters.`,
  })
  .meta({ examples: ['pricing'] });

const feedbackIdSchema = z.uuid().describe('Id of the feedback item.');

export const addTagContract = defineContract({
  method: 'POST',
  path: '/intern/feedback/{id}/tags',
  successStatus: 201,
  repeatStatus: 200,
  caller: 'oidc',
  summary: 'Tag a feedback item',
  description:
    'Editors. The tag is trimmed and lower-cased (1–50 characters). An item carries at most ' +
    `${MAX_TAGS_PER_ITEM} tags (400 past that). Adding a tag the item already has changes nothing ` +
    'and answers 200 with its tags. Another team’s item is 404.',
  tags: ['curating'],
  errorStatuses: [403, 404],
  team: { selection: 'explicit', role: 'editor' } satisfies TeamScope,
  input: z.object({ id: feedbackIdSchema, team: teamQuerySchema, tag: tagSchema }),
  output: z
    .object({
      tags: z.array(z.string()).describe('Every tag of the item, sorted.'),
    })
    .meta({ id: 'FeedbackTags', examples: [{ tags: ['pricing', 'slow-checkout'] }] }),
});

export const removeTagContract = defineContract({
  method: 'DELETE',
  path: '/intern/feedback/{id}/tags/{tag}',
  successStatus: 204,
  caller: 'oidc',
  summary: 'Remove a tag from a feedback item',
  description:
    'Editors. The tag in the path is trimmed and lower-cased like a new one. An item without the ' +
    'tag, or another team’s item, is 404. Audited as `tag.delete`.',
  tags: ['curating'],
  errorStatuses: [403, 404],
  team: { selection: 'explicit', role: 'editor' } satisfies TeamScope,
  input: z.object({ id: feedbackIdSchema, tag: tagSchema, team: teamQuerySchema }),
  output: z.void(),
});

export const listTagsContract = defineContract({
  method: 'GET',
  path: '/intern/tags',
  successStatus: 200,
  cache: 'no-store',
  caller: 'oidc',
  summary: 'Tags of a team, with how often each is used',
  description: 'Most used first, then alphabetically.',
  tags: ['curating'],
  errorStatuses: [403],
  team: { selection: 'implicit', role: 'viewer' } satisfies TeamScope,
  input: z.object({ team: teamQuerySchema }),
  output: z.object({ tags: z.array(z.object({ tag: z.string(), count: z.int() })) }).meta({
    id: 'TagCounts',
    examples: [
      {
        tags: [
          { tag: 'pricing', count: 12 },
          { tag: 'slow-checkout', count: 3 },
        ],
      },
    ],
  }),
});
