import { type HeedQueries, isoUtc } from '@heed/db';
import { sql } from 'kysely';

/** A message's place in the delivery log: `created_at` to the microsecond (UTC), then `id`. */
export interface MessagePosition {
  createdAt: string;
  id: string;
}

export type MessageStatus = 'pending' | 'delivered' | 'failed';

/**
 * A page of an endpoint's delivery log, newest first (`created_at`, then `id`, descending), of
 * messages created since `since`, after `after` when given; each row with its position.
 */
export async function messagesOfEndpoint(
  db: HeedQueries,
  options: {
    teamId: string;
    endpointId: string;
    since: Date;
    status?: MessageStatus | undefined;
    after?: MessagePosition | undefined;
    limit: number;
  },
) {
  let query = db
    .selectFrom('webhook_message as m')
    .select([
      'm.id',
      'm.event_type',
      'm.status',
      'm.attempts',
      'm.payload',
      'm.last_http_status',
      'm.last_error',
      'm.last_duration_ms',
      isoUtc(sql.ref('m.created_at')).as('created_at'),
      isoUtc(sql.ref('m.next_attempt_at')).as('next_attempt_at'),
      isoUtc(sql.ref('m.last_attempt_at')).as('last_attempt_at'),
      sql<string>`to_char(m.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`.as(
        'position_at',
      ),
    ])
    .where('m.endpoint_id', '=', options.endpointId)
    .where('m.team_id', '=', options.teamId)
    .where('m.created_at', '>=', options.since);
  if (options.status) query = query.where('m.status', '=', options.status);
  if (options.after) {
    query = query.where(
      sql<boolean>`(m.created_at, m.id) < (${options.after.createdAt}::timestamptz, ${options.after.id}::uuid)`,
    );
  }
  return query
    .orderBy('m.created_at', 'desc')
    .orderBy('m.id', 'desc')
    .limit(options.limit)
    .execute();
}

/**
 * A message of the team's endpoint created since `since`, its row locked until the transaction
 * ends; `claimed` when a replica's claim on it still holds (it is being sent right now).
 */
export async function lockMessageOfEndpoint(
  db: HeedQueries,
  options: { teamId: string; endpointId: string; messageId: string; since: Date },
): Promise<{ id: string; claimed: boolean } | undefined> {
  const row = await db
    .selectFrom('webhook_message')
    .select(['id', sql<boolean>`coalesce(claim_expires_at > now(), false)`.as('claimed')])
    .where('id', '=', options.messageId)
    .where('endpoint_id', '=', options.endpointId)
    .where('team_id', '=', options.teamId)
    .where('created_at', '>=', options.since)
    .forUpdate()
    .executeTakeFirst();
  return row ? { id: row.id, claimed: Boolean(row.claimed) } : undefined;
}

/**
 * Makes a message pending and due now, its attempt count and its last attempt kept (it keeps its
 * `webhook-id`); a claim that has run out is cleared.
 */
export async function requeueMessage(db: HeedQueries, messageId: string): Promise<void> {
  await db
    .updateTable('webhook_message')
    .set((eb) => ({
      status: 'pending',
      next_attempt_at: eb.fn<Date>('now'),
      delivered_at: null,
      claimed_by: null,
      claim_expires_at: null,
    }))
    .where('id', '=', messageId)
    .execute();
}

/**
 * Makes the failed messages of the team (of one endpoint when given) created since `since`
 * pending and due now; how many.
 */
export async function requeueFailedMessages(
  db: HeedQueries,
  options: { teamId: string; endpointId?: string | undefined; since: Date },
): Promise<number> {
  let update = db
    .updateTable('webhook_message')
    .set((eb) => ({ status: 'pending', next_attempt_at: eb.fn<Date>('now') }))
    .where('team_id', '=', options.teamId)
    .where('status', '=', 'failed')
    .where('created_at', '>=', options.since);
  if (options.endpointId) update = update.where('endpoint_id', '=', options.endpointId);
  const rows = await update.returning('id').execute();
  return rows.length;
}
