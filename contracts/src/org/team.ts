import { z } from 'zod';
import { text } from '../text.ts';

export const teamRoleSchema = z.enum(['viewer', 'editor', 'admin']);
export type TeamRole = z.infer<typeof teamRoleSchema>;

export const teamSlugSchema = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,62}$/, 'lower-case letters, digits and dashes, at most 63');

export const teamSchema = z.object({ slug: z.string(), name: z.string() }).meta({ id: 'Team' });

/**
 * The `team` query parameter of team-scoped dashboard calls. When it is repeated, the first value
 * counts; an empty first value is not rescued by a later one.
 */
export const teamQuerySchema = z
  .union([text().max(63), z.array(text().max(63))])
  .optional()
  .describe('Team slug. Repeated: the first value is used.');

/**
 * How a team-scoped procedure picks its team (one policy for all, in `server/src/org/resolve-team.ts`):
 * - `explicit`: a non-empty `?team=` is required (writes, exports, deletes, key lifecycle).
 * - `implicit`: the caller's only team when `?team=` is absent or empty; with several, required.
 * - `lowest_slug`: without `?team=`, the caller's team with the lowest slug (ordinal compare).
 * - `aggregate`: without a `team` parameter at all, every team of the caller.
 */
export type TeamSelection = 'explicit' | 'implicit' | 'lowest_slug' | 'aggregate';

export interface TeamScope {
  selection: TeamSelection;
  role: TeamRole;
  /** Path parameter that also names the team; it must equal `?team=`. */
  pathParam?: string;
}
