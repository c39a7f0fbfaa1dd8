import type { HeedQueries } from '@heed/db';

/**
 * Locks the team's row (`for no key update`: submissions and other references to the team go on)
 * until the transaction ends, so that endpoint creations of one team take turns and the cap of
 * endpoints a team holds under concurrent requests.
 */
export async function lockTeamForEndpoints(db: HeedQueries, teamId: string): Promise<void> {
  await db.selectFrom('team').select('id').where('id', '=', teamId).forNoKeyUpdate().execute();
}

/** How many webhook endpoints the team has. */
export async function countTeamEndpoints(db: HeedQueries, teamId: string): Promise<number> {
  const row = await db
    .selectFrom('webhook_endpoint')
    .select((eb) => eb.cast<number>(eb.fn.countAll(), 'integer').as('n'))
    .where('team_id', '=', teamId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * Deletes an endpoint of the team, its messages and their attempts with it (the foreign keys
 * cascade); false when the team has no such endpoint.
 */
export async function deleteTeamEndpoint(
  db: HeedQueries,
  teamId: string,
  endpointId: string,
): Promise<boolean> {
  const deleted = await db
    .deleteFrom('webhook_endpoint')
    .where('id', '=', endpointId)
    .where('team_id', '=', teamId)
    .returning('id')
    .execute();
  return deleted.length > 0;
}

/** Pending and failed messages per endpoint of the team, created since `since`. */
export async function messageCountsOfTeam(
  db: HeedQueries,
  teamId: string,
  since: Date,
): Promise<Map<string, { pending: number; failed: number }>> {
  const rows = await db
    .selectFrom('webhook_message')
    .select((eb) => ['endpoint_id', eb.cast<number>(eb.fn.countAll(), 'integer').as('n'), 'status'])
    .where('team_id', '=', teamId)
    .where('created_at', '>=', since)
    .where('status', 'in', ['pending', 'failed'])
    .where('endpoint_id', 'is not', null)
    .groupBy(['endpoint_id', 'status'])
    .execute();
  const counts = new Map<string, { pending: number; failed: number }>();
  for (const row of rows) {
    if (row.endpoint_id === null) continue;
    const entry = counts.get(row.endpoint_id) ?? { pending: 0, failed: 0 };
    if (row.status === 'pending') entry.pending = Number(row.n);
    else entry.failed = Number(row.n);
    counts.set(row.endpoint_id, entry);
  }
  return counts;
}

/** Whether the team has the endpoint; with `lock`, its row stays locked until the transaction ends. */
export async function teamHasEndpoint(
  db: HeedQueries,
  teamId: string,
  endpointId: string,
  lock: boolean,
): Promise<boolean> {
  const query = db
    .selectFrom('webhook_endpoint')
    .select('id')
    .where('id', '=', endpointId)
    .where('team_id', '=', teamId);
  const row = await (lock ? query.forUpdate() : query).executeTakeFirst();
  return row !== undefined;
}
