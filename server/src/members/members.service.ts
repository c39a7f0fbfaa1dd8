import { MEMBER_LISTED_DAYS, type memberSchema } from '@heed/contracts';
import { type HeedQueries, queriesOf } from '@heed/db';
import type { z } from 'zod';
import { InvalidRequestError } from '../errors/domain-errors.ts';
import { selectedTeam, type TeamActionContext } from '../org/team-action.ts';
import type { RequestContext } from '../request/request-context.ts';
import { isMemberSince, membersSeenSince, upsertMember } from './members.repository.ts';
import { userRefOf } from './user-ref.ts';

type Member = z.input<typeof memberSchema>;

const DAY_MS = 86_400_000;

/** The first instant a member must have been seen at to be listed and assignable now. */
function listedSince(now: Date): Date {
  return new Date(now.getTime() - MEMBER_LISTED_DAYS * DAY_MS);
}

/**
 * Records the signed-in caller as a member of the team the call acts in (Rule:
 * docs/rules/triage.md#triage-2): `userRef` (the pseudonym of `sub`), the token's name (else
 * `preferred_username`, else the `userRef`), the role they act with and when. Written only when
 * this process has not recorded them for five minutes or their name or role changed
 * (`deps.memberPresence`). A failure to record fails nothing: the call goes on, and the next one
 * records them. Called for every team-scoped call once the team is chosen (`trpc/procedure.ts`).
 */
export async function recordMember(
  ctx: Pick<RequestContext, 'deps' | 'em' | 'actor' | 'teamSelection'>,
): Promise<void> {
  const actor = ctx.actor;
  const selection = ctx.teamSelection;
  if (actor?.type !== 'oidc_user' || !selection || !('team' in selection)) return;
  const userRef = userRefOf(actor) ?? '';
  const member = {
    teamId: selection.team.id,
    userRef,
    name: actor.displayName ?? userRef,
    role: selection.team.effectiveRole,
  };
  const presence = ctx.deps.memberPresence;
  if (!presence.isDue(member)) return;
  const seenAt = ctx.deps.clock.now();
  try {
    await upsertMember(queriesOf(ctx.em), { ...member, seenAt });
    presence.recorded(member, seenAt);
  } catch (error) {
    // Neither the name nor the subject: only that it failed, and the database's error code.
    const code = (error as { code?: unknown }).code;
    ctx.deps.logger.warn(
      { teamId: member.teamId, ...(typeof code === 'string' ? { code } : {}) },
      'A team member could not be recorded',
    );
  }
}

/** `GET /intern/members`: the team's members seen in the last 90 days, by name. */
export async function listMembers(ctx: TeamActionContext): Promise<{ members: Member[] }> {
  const team = selectedTeam(ctx);
  const since = listedSince(ctx.deps.clock.now());
  const rows = await membersSeenSince(queriesOf(ctx.em), team.id, since);
  return {
    members: rows.map((row) => ({ ...row, role: row.role as Member['role'] })),
  };
}

/**
 * The `userRef` items are to be assigned to: the caller's for `me`, null for nobody, else a
 * member of the team seen in the last 90 days (Rule: docs/rules/triage.md#triage-2); anyone else
 * is a 400 naming `path`. Checked on `db`, the change's own transaction.
 */
export async function assigneeRefOf(
  ctx: Pick<RequestContext, 'actor' | 'deps'>,
  db: HeedQueries,
  teamId: string,
  assignee: string | null,
  path: string,
): Promise<string | null> {
  if (assignee === null) return null;
  if (assignee === 'me') {
    const me = userRefOf(ctx.actor);
    if (me === undefined) {
      throw new InvalidRequestError('Only a signed-in user can be assigned as `me`.', [
        { path, message: '`me` needs a signed-in user.' },
      ]);
    }
    return me;
  }
  if (!(await isMemberSince(db, teamId, assignee, listedSince(ctx.deps.clock.now())))) {
    throw new InvalidRequestError('The assignee is not a member of this team.', [
      {
        path,
        message: `Must be a member of the team (seen in the last ${MEMBER_LISTED_DAYS} days).`,
      },
    ]);
  }
  return assignee;
}
