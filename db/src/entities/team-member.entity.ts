import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { TeamSchema } from './team.entity.ts';

/**
 * A person who has used a team: recorded by their signed-in calls in it (at most every few
 * minutes, and when their name or role changes). Feedback is assigned to members. No e-mail is
 * kept: the user is known by `userRef`, the pseudonym of the token's `sub`.
 */
export const TeamMemberSchema = defineEntity({
  name: 'TeamMember',
  tableName: 'team_member',
  properties: {
    team: () => p.manyToOne(TeamSchema).primary().deleteRule('cascade'),
    /** `id:` + the first 12 hex of SHA-256 of the OIDC subject (as `actor_user_ref` in audit). */
    userRef: p.string().length(32).primary(),
    /** The token's `name`, else `preferred_username`, else `userRef`, as last seen. */
    name: p.string().length(200),
    /** The role the member last acted with in the team. */
    role: p.string().length(10),
    lastSeenAt: p.datetime(),
  },
});

export type TeamMember = InferEntity<typeof TeamMemberSchema>;
