import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { colorSchema } from '../markers/markers.contract.ts';
import { type TeamScope, teamQuerySchema } from '../org/team.ts';
import { text } from '../text.ts';

const themeName = text()
  .trim()
  .min(1)
  .max(60)
  .meta({ examples: ['Checkout'] });

/** A keyword is matched as a phrase: its words, whole, in order, adjacent, case-insensitive. */
const keyword = text()
  .trim()
  .min(1)
  .max(60)
  .refine((value) => /[\p{L}\p{N}]/u.test(value), {
    message: 'Must contain at least one letter or digit.',
  });

const keywords = z
  .array(keyword)
  .min(1)
  .max(50)
  .describe(
    'A text answer belongs to the theme when one keyword occurs in it as a phrase: its words, ' +
      'whole, in order and adjacent, case-insensitive.',
  )
  .meta({ examples: [['checkout', 'payment failed', 'card declined']] });

export const themeSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    keywords: z.array(z.string()),
    color: z.string().nullable(),
    createdAt: z.iso.datetime(),
  })
  .meta({
    id: 'Theme',
    examples: [
      {
        id: '6f1d2c3b-4a59-4e6f-8a7b-9c0d1e2f3a4b',
        name: 'Checkout',
        keywords: ['checkout', 'payment failed'],
        color: '#d62728',
        createdAt: '2026-11-20T09:12:00.000Z',
      },
    ],
  });

export const listThemesContract = defineContract({
  method: 'GET',
  path: '/intern/themes',
  successStatus: 200,
  cache: 'no-store',
  caller: 'oidc',
  summary: 'Themes of a team',
  description: 'Sorted by name.',
  tags: ['curating'],
  errorStatuses: [403],
  team: { selection: 'explicit', role: 'viewer' } satisfies TeamScope,
  input: z.object({ team: teamQuerySchema }),
  output: z.object({ themes: z.array(themeSchema) }).meta({ id: 'ThemeList' }),
});

export const createThemeContract = defineContract({
  method: 'POST',
  path: '/intern/themes',
  successStatus: 201,
  caller: 'oidc',
  summary: 'Create a theme',
  description:
    'Editors. The team’s existing text answers are matched at once. A name the team already has ' +
    'is 409.',
  tags: ['curating'],
  errorStatuses: [403, 409],
  team: { selection: 'explicit', role: 'editor' } satisfies TeamScope,
  input: z.object({
    team: teamQuerySchema,
    name: themeName,
    keywords,
    color: colorSchema.optional(),
  }),
  output: themeSchema,
});

export const updateThemeContract = defineContract({
  method: 'PATCH',
  path: '/intern/themes/{id}',
  successStatus: 200,
  caller: 'oidc',
  summary: 'Change a theme',
  description:
    'Editors. Only the fields sent change; `color` `null` clears it. New keywords re-match the ' +
    'team’s text answers at once. An empty body is 400; a name the team already has 409.',
  tags: ['curating'],
  errorStatuses: [403, 404, 409],
  team: { selection: 'explicit', role: 'editor' } satisfies TeamScope,
  input: z.object({
    id: z.uuid(),
    team: teamQuerySchema,
    name: themeName.optional(),
    keywords: keywords.optional(),
    color: colorSchema.nullable().optional(),
  }),
  output: themeSchema,
});

export const deleteThemeContract = defineContract({
  method: 'DELETE',
  path: '/intern/themes/{id}',
  successStatus: 204,
  caller: 'oidc',
  summary: 'Delete a theme',
  description: 'Admins. Its matches go with it. Audited as `theme.delete`.',
  tags: ['curating'],
  errorStatuses: [403, 404],
  team: { selection: 'explicit', role: 'admin' } satisfies TeamScope,
  input: z.object({ id: z.uuid(), team: teamQuerySchema }),
  output: z.void(),
});
