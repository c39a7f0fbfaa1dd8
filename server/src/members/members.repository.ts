import { type HeedQueries, isoUtc } from '@heed/db';
import { sql } from 'kysely';

/** The queries of `team_member`: the people who have used a team. */

/**
 * Records that a member acted in the team at `seenAt` with this name and role: inserted, or
 * updated (a `lastSeenAt` never goes back, should two replicas record out of order).
 */
export async function upsertMember(
  db: HeedQueries,
  member: { teamId: string; userRef: string; name: string; role: string; seenAt: Date },
): Promise<void> {
  await db
    .insertInto('team_member')
    .values({
      team_id: member.teamId,
      user_ref: member.userRef,
      name: member.name,
      role: member.role,
      last_seen_at: member.seenAt,
    })
    .onConflict((conflict) =>
      conflict.columns(['team_id', 'user_ref']).doUpdateSet((eb) => ({
        name: eb.ref('excluded.name'),
        role: eb.ref('excluded.role'),
        last_seen_at: sql<Date>`greatest(team_member.last_seen_at, excluded.last_seen_at)`,
      })),
    )
    .execute();
}

/** The team's members seen since `since`, by name (then `userRef`). */
export function membersSeenSince(db: HeedQueries, teamId: string, since: Date) {
  return db
    .selectFrom('team_member as m')
    .select([
      'm.user_ref as userRef',
      'm.name',
      'm.role',
      isoUtc(sql.ref('m.last_seen_at')).as('lastSeenAt'),
    ])
    .where('m.team_id', '=', teamId)
    .where('m.last_seen_at', '>=', since)
    .orderBy('m.name')
    .orderBy('m.user_ref')
    .execute();
}

/** Whether `userRef` is a member of the team seen since `since`. */
export async function isMemberSince(
  db: HeedQueries,
  teamId: string,
  userRef: string,
  since: Date,
): Promise<boolean> {
  const row = await db
    .selectFrom('team_member as m')
    .select('m.user_ref')
    .where('m.team_id', '=', teamId)
    .where('m.user_ref', '=', userRef)
    .where('m.last_seen_at', '>=', since)
    .executeTakeFirst();
  return row !== undefined;
}
