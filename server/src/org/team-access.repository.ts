import type { HeedQueries } from '@heed/db';
import { sql } from 'kysely';

/** A team with one of the caller's group mappings to it (or none: `mapping_id` null). */
export interface MappedTeamRow {
  id: string;
  slug: string;
  name: string;
  mapping_id: string | null;
  role: string | null;
}

/**
 * The teams of the group mappings of `groups`, one row per team and mapping, in one statement;
 * with `everyTeam` (an org admin) every team, mapped or not.
 */
export function mappedTeams(
  db: HeedQueries,
  groups: readonly string[],
  everyTeam: boolean,
): Promise<MappedTeamRow[]> {
  return db
    .selectFrom('team as t')
    .leftJoin('group_mapping as m', (join) =>
      join
        .onRef('m.team_id', '=', 't.id')
        .on(sql<boolean>`m.oidc_group_id = any(${sql.val([...groups])}::text[])`),
    )
    .select(['t.id', 't.slug', 't.name', 'm.id as mapping_id', 'm.role'])
    .$if(!everyTeam, (query) => query.where('m.id', 'is not', null))
    .execute();
}
