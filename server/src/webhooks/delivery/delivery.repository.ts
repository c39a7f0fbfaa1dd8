import type { HeedQueries } from '@heed/db';
import { sql } from 'kysely';

const now = () => sql<Date>`now()`;
/** `'pending'` written into the statement, so the planner matches the partial due index. */
const PENDING = sql.lit('pending');
const inMilliseconds = (ms: number) => sql<Date>`now() + make_interval(secs => ${ms / 1000})`;

/** A message this replica claimed, with what sending it needs of its endpoint (sealed). */
export interface ClaimedMessage {
  id: string;
  team_id: string;
  team_slug: string;
  endpoint_id: string;
  event_type: string;
  feedback_id: string | null;
  payload: unknown;
  attempts: number;
  url_sealed: string;
  secret_sealed: string;
  previous_secret_sealed: string | null;
  /** The previous secret is still valid (a rotation's grace has not ended). */
  previous_secret_valid: boolean;
}

export interface ClaimOptions {
  /** This replica's claim mark. */
  replicaId: string;
  /** How long the claim holds; past it another replica may take the message over. */
  claimMs: number;
  /** Messages of one endpoint in flight at most, over all replicas. */
  perEndpoint: number;
  /** Messages to claim at most (this replica's free slots). */
  limit: number;
}

/**
 * Claims up to `limit` due messages for this replica: pending, due, not held by a live claim, of
 * an enabled endpoint; each endpoint gets no more than its free slots (`perEndpoint` less the
 * live claims of every replica on it), oldest due first. Rows another replica is claiming at the
 * same moment are skipped (`for update skip locked`), so a message has one sender at a time.
 */
export async function claimDueMessages(
  db: HeedQueries,
  options: ClaimOptions,
): Promise<ClaimedMessage[]> {
  if (options.limit <= 0) return [];
  const rows = await db
    .with('due', (qb) =>
      qb
        .selectFrom('webhook_message as m')
        .innerJoin('webhook_endpoint as e', 'e.id', 'm.endpoint_id')
        .where('m.status', '=', PENDING)
        .where('m.next_attempt_at', '<=', now())
        .where('e.enabled', '=', true)
        .select([
          'm.id',
          'm.endpoint_id',
          'm.next_attempt_at',
          sql<boolean>`coalesce(m.claim_expires_at >= now(), false)`.as('held'),
        ]),
    )
    .with('ranked', (qb) =>
      qb
        .selectFrom('due')
        .select([
          'due.id',
          'due.held',
          'due.next_attempt_at',
          sql<number>`row_number() over (partition by due.endpoint_id, due.held order by due.next_attempt_at, due.id)`.as(
            'rank',
          ),
          sql<number>`count(*) filter (where due.held) over (partition by due.endpoint_id)`.as(
            'live',
          ),
        ]),
    )
    .with('picked', (qb) =>
      qb
        .selectFrom('ranked')
        .select('ranked.id')
        .where('ranked.held', '=', false)
        .where(sql<boolean>`ranked.rank <= ${options.perEndpoint} - ranked.live`)
        .orderBy('ranked.next_attempt_at')
        .limit(options.limit),
    )
    .with('locked', (qb) =>
      qb
        .selectFrom('webhook_message as m')
        .select('m.id')
        .where('m.id', 'in', qb.selectFrom('picked').select('picked.id'))
        .where('m.status', '=', PENDING)
        .where('m.next_attempt_at', '<=', now())
        .where((eb) =>
          eb.or([eb('m.claim_expires_at', 'is', null), eb('m.claim_expires_at', '<', now())]),
        )
        .forUpdate()
        .skipLocked(),
    )
    .updateTable('webhook_message as m')
    .from(['locked', 'webhook_endpoint as e', 'team as t'])
    .whereRef('m.id', '=', 'locked.id')
    .whereRef('e.id', '=', 'm.endpoint_id')
    .whereRef('t.id', '=', 'm.team_id')
    .set({ claimed_by: options.replicaId, claim_expires_at: inMilliseconds(options.claimMs) })
    .returning([
      'm.id',
      'm.team_id',
      't.slug as team_slug',
      'm.endpoint_id',
      'm.event_type',
      'm.feedback_id',
      'm.payload',
      'm.attempts',
      'e.url_sealed',
      'e.secret_sealed',
      'e.previous_secret_sealed',
      sql<boolean>`coalesce(e.previous_secret_expires_at > now(), false)`.as(
        'previous_secret_valid',
      ),
    ])
    .execute();
  return rows as ClaimedMessage[];
}

/** The bodies of messages (after `makeCreatedPayloads` made those that had none). */
export async function messagePayloads(
  db: HeedQueries,
  messageIds: readonly string[],
): Promise<Map<string, unknown>> {
  if (messageIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('webhook_message')
    .select(['id', 'payload'])
    .where('id', '=', (eb) => eb.fn.any(eb.val([...messageIds])))
    .execute();
  return new Map(rows.map((row) => [row.id, row.payload]));
}

/** What becomes of a message after an attempt. */
export type NextStep =
  | { status: 'delivered' }
  | { status: 'pending'; retryInMs: number }
  | { status: 'failed' };

export interface AttemptRecord {
  attemptedAt: Date;
  httpStatus: number | null;
  error: string | null;
  durationMs: number;
  responseBody: string | null;
}

/**
 * Records an attempt (its row in `webhook_attempt`) and its outcome on the message, and releases
 * the claim, only while this replica still holds it: false when the claim was lost (it expired
 * and another replica took the message over), and then nothing is written.
 */
export async function recordAttempt(
  db: HeedQueries,
  messageId: string,
  replicaId: string,
  attempt: AttemptRecord,
  next: NextStep,
): Promise<boolean> {
  const rows = await db
    .with('updated', (qb) =>
      qb
        .updateTable('webhook_message')
        .set((eb) => ({
          status: next.status,
          attempts: eb('attempts', '+', 1),
          next_attempt_at: next.status === 'pending' ? inMilliseconds(next.retryInMs) : null,
          delivered_at: next.status === 'delivered' ? now() : null,
          claimed_by: null,
          claim_expires_at: null,
          last_attempt_at: attempt.attemptedAt,
          last_http_status: attempt.httpStatus,
          last_error: attempt.error,
          last_duration_ms: attempt.durationMs,
        }))
        .where('id', '=', messageId)
        .where('claimed_by', '=', replicaId)
        .where('claim_expires_at', '>', now())
        .returning('id'),
    )
    .insertInto('webhook_attempt')
    .columns([
      'id',
      'message_id',
      'attempted_at',
      'http_status',
      'error',
      'duration_ms',
      'response_body',
    ])
    .expression((eb) =>
      eb
        .selectFrom('updated')
        .select([
          sql<string>`gen_random_uuid()`.as('id'),
          'updated.id as message_id',
          sql<Date>`${attempt.attemptedAt}::timestamptz`.as('attempted_at'),
          sql<number | null>`${attempt.httpStatus}::int`.as('http_status'),
          sql<string | null>`${attempt.error}::varchar`.as('error'),
          sql<number>`${attempt.durationMs}::int`.as('duration_ms'),
          sql<string | null>`${attempt.responseBody}::text`.as('response_body'),
        ]),
    )
    .returning('id')
    .execute();
  return rows.length > 0;
}

/**
 * Fails a claimed message that cannot be sent at all (its body cannot be made: `item_deleted`),
 * without an attempt; only while this replica holds its claim.
 */
export async function failUnsendable(
  db: HeedQueries,
  messageId: string,
  replicaId: string,
  error: string,
): Promise<boolean> {
  const rows = await db
    .updateTable('webhook_message')
    .set({
      status: 'failed',
      next_attempt_at: null,
      claimed_by: null,
      claim_expires_at: null,
      last_error: error,
    })
    .where('id', '=', messageId)
    .where('claimed_by', '=', replicaId)
    .where('claim_expires_at', '>', now())
    .returning('id')
    .execute();
  return rows.length > 0;
}

/**
 * Gives up this replica's claims on messages it did not finish (it is stopping): another replica
 * may send them at once instead of after the claims expire.
 */
export async function releaseClaims(db: HeedQueries, replicaId: string): Promise<number> {
  const rows = await db
    .updateTable('webhook_message')
    .set({ claimed_by: null, claim_expires_at: null })
    .where('status', '=', PENDING)
    .where('next_attempt_at', '<=', now())
    .where('claimed_by', '=', replicaId)
    .returning('id')
    .execute();
  return rows.length;
}

/** An endpoint answered with a 2xx: it is no longer failing. */
export async function markEndpointSucceeded(db: HeedQueries, endpointId: string): Promise<void> {
  await db
    .updateTable('webhook_endpoint')
    .set({ last_success_at: now(), failing_since: null })
    .where('id', '=', endpointId)
    .execute();
}

/**
 * An attempt at an endpoint failed: it is failing from now on unless it was already. True when
 * it has been failing for longer than `failingForMs` (then it is to be disabled).
 */
export async function markEndpointFailed(
  db: HeedQueries,
  endpointId: string,
  failingForMs: number,
): Promise<boolean> {
  const row = await db
    .updateTable('webhook_endpoint')
    .set((eb) => ({ failing_since: eb.fn.coalesce('failing_since', now()) }))
    .where('id', '=', endpointId)
    .returning(
      sql<boolean>`failing_since < now() - make_interval(secs => ${failingForMs / 1000})`.as(
        'stale',
      ),
    )
    .executeTakeFirst();
  return row?.stale === true;
}

/**
 * Disables an endpoint (`gone` or `failing`); true when this call disabled it (it was enabled).
 * Its pending messages stay and are sent if it is enabled again.
 */
export async function disableEndpoint(
  db: HeedQueries,
  endpointId: string,
  reason: 'gone' | 'failing',
): Promise<boolean> {
  const rows = await db
    .updateTable('webhook_endpoint')
    .set({ enabled: false, disabled_reason: reason, updated_at: now() })
    .where('id', '=', endpointId)
    .where('enabled', '=', true)
    .returning('id')
    .execute();
  return rows.length > 0;
}

/** Pending messages and the age of the oldest, in seconds (0 when none). */
export async function outboxQueueStats(
  db: HeedQueries,
): Promise<{ depth: number; oldestAgeSeconds: number }> {
  const row = await db
    .selectFrom('webhook_message')
    .where('status', '=', PENDING)
    .select([
      sql<string>`count(*)`.as('depth'),
      sql<string | null>`extract(epoch from now() - min(created_at))`.as('oldest'),
    ])
    .executeTakeFirst();
  return {
    depth: Number(row?.depth ?? 0),
    oldestAgeSeconds: Math.max(0, Number(row?.oldest ?? 0)),
  };
}

/** Deletes up to `limit` messages (with their attempts) created more than `days` days ago. */
export async function deleteMessagesOlderThan(
  db: HeedQueries,
  days: number,
  limit: number,
): Promise<number> {
  const rows = await db
    .with('old', (qb) =>
      qb
        .selectFrom('webhook_message')
        .select('id')
        .where('created_at', '<', sql<Date>`now() - make_interval(days => ${days})`)
        .orderBy('created_at')
        .limit(limit)
        .forUpdate()
        .skipLocked(),
    )
    .deleteFrom('webhook_message')
    .where('id', 'in', (eb) => eb.selectFrom('old').select('old.id'))
    .returning('id')
    .execute();
  return rows.length;
}
