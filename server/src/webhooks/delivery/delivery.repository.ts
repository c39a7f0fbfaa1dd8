import type { HeedDatabase, HeedQueries } from '@heed/db';
import { type ExpressionBuilder, sql } from 'kysely';

const now = () => sql<Date>`now()`;
/** `'pending'` written into the statement, so the planner matches the partial due index. */
const PENDING = sql.lit('pending');
const inMilliseconds = (ms: number) => sql<Date>`now() + make_interval(secs => ${ms / 1000})`;

/** A webhook endpoint a claimed message goes to, sealed. */
export interface EndpointTarget {
  kind: 'endpoint';
  id: string;
  urlSealed: string;
  secretSealed: string;
  previousSecretSealed: string | null;
  /** The previous secret is still valid (a rotation's grace has not ended). */
  previousSecretValid: boolean;
}

/** An alert's Slack, Teams or e-mail destination a claimed message goes to, with its rule. */
export interface DestinationTarget {
  kind: 'destination';
  id: string;
  /** `slack`, `teams` or `email`. */
  type: string;
  /** `slack`/`teams`: the sealed URL. */
  urlSealed: string | null;
  /** `email`: the addresses. */
  emailTo: string[] | null;
  rule: {
    /** `instant` or `digest`. */
    mode: string;
    tz: string | null;
    filter: Record<string, unknown> | null;
  };
}

/** A message this replica claimed, with what sending it needs of its target. */
export interface ClaimedMessage {
  id: string;
  team_id: string;
  team_slug: string;
  event_type: string;
  feedback_id: string | null;
  payload: unknown;
  attempts: number;
  target: EndpointTarget | DestinationTarget;
}

/** Alert destinations the delivery sends to itself (a `webhook` one's messages go to its endpoint). */
const DESTINATION_TYPES = ['slack', 'teams', 'email'];

export interface ClaimOptions {
  /** This replica's claim mark. */
  replicaId: string;
  /** How long the claim holds; past it another replica may take the message over. */
  claimMs: number;
  /** Messages to claim at most of each target (endpoint or alert destination). */
  perTarget: number;
  /** Targets to leave alone this time (this replica has enough of theirs in hand). */
  skipTargets: readonly string[];
  /** Messages to claim at most. */
  limit: number;
}

/**
 * Claims due messages for this replica: pending and due (`next_attempt_at` passed), of enabled
 * webhook endpoints and of alert destinations, at most `perTarget` of each, oldest due first. A
 * claim moves `next_attempt_at` to the claim's end, so a claimed message is not due for anyone
 * else until the claim expires (the replica died) or is renewed; each target's due messages are
 * found through its partial index (`(endpoint_id, next_attempt_at)`, `(alert_destination_id,
 * next_attempt_at)`), so a backlog elsewhere costs nothing. Rows another replica is claiming at
 * the same moment are skipped (`for update skip locked`).
 */
export async function claimDueMessages(
  db: HeedQueries,
  options: ClaimOptions,
): Promise<ClaimedMessage[]> {
  if (options.limit <= 0 || options.perTarget <= 0) return [];
  const skip = [...options.skipTargets];
  const rows = await db
    .with('picked', (qb) =>
      qb
        .selectFrom('webhook_endpoint as e')
        .innerJoinLateral(
          (eb) =>
            eb
              .selectFrom('webhook_message as due')
              .select(['due.id', 'due.next_attempt_at'])
              .whereRef('due.endpoint_id', '=', 'e.id')
              .where('due.status', '=', PENDING)
              .where('due.next_attempt_at', '<=', now())
              // A live claim has moved `next_attempt_at` past now already; this keeps a row
              // written otherwise (by hand, by an older version) from being taken twice.
              .where(claimEnded)
              .orderBy('due.next_attempt_at')
              .limit(options.perTarget)
              .forUpdate()
              .skipLocked()
              .as('m'),
          (join) => join.onTrue(),
        )
        .select(['m.id', 'm.next_attempt_at'])
        .where('e.enabled', '=', true)
        .$if(skip.length > 0, (qb) => qb.where(sql<boolean>`e.id <> all(${skip}::uuid[])`))
        .unionAll((qb) =>
          qb
            .selectFrom('alert_destination as d')
            .innerJoinLateral(
              (eb) =>
                eb
                  .selectFrom('webhook_message as due')
                  .select(['due.id', 'due.next_attempt_at'])
                  .whereRef('due.alert_destination_id', '=', 'd.id')
                  // Written out, so the planner matches the partial index's predicate.
                  .where('due.alert_destination_id', 'is not', null)
                  .where('due.status', '=', PENDING)
                  .where('due.next_attempt_at', '<=', now())
                  .where(claimEnded)
                  .orderBy('due.next_attempt_at')
                  .limit(options.perTarget)
                  .forUpdate()
                  .skipLocked()
                  .as('m'),
              (join) => join.onTrue(),
            )
            .select(['m.id', 'm.next_attempt_at'])
            .where('d.type', 'in', DESTINATION_TYPES)
            .$if(skip.length > 0, (qb) => qb.where(sql<boolean>`d.id <> all(${skip}::uuid[])`)),
        )
        .orderBy('next_attempt_at')
        .limit(options.limit),
    )
    .with('claimed', (qb) =>
      qb
        .updateTable('webhook_message as m')
        .from(['picked', 'team as t'])
        .whereRef('m.id', '=', 'picked.id')
        .whereRef('t.id', '=', 'm.team_id')
        .set({
          claimed_by: options.replicaId,
          claim_expires_at: inMilliseconds(options.claimMs),
          next_attempt_at: inMilliseconds(options.claimMs),
        })
        .returning([
          'm.id',
          'm.team_id',
          't.slug as team_slug',
          'm.endpoint_id',
          'm.alert_destination_id',
          'm.event_type',
          'm.feedback_id',
          'm.payload',
          'm.attempts',
        ]),
    )
    .selectFrom('claimed as c')
    .leftJoin('webhook_endpoint as e', 'e.id', 'c.endpoint_id')
    .leftJoin('alert_destination as d', 'd.id', 'c.alert_destination_id')
    .leftJoin('alert_rule as r', 'r.id', 'd.rule_id')
    .select([
      'c.id',
      'c.team_id',
      'c.team_slug',
      'c.endpoint_id',
      'c.alert_destination_id',
      'c.event_type',
      'c.feedback_id',
      'c.payload',
      'c.attempts',
      'e.url_sealed as endpoint_url_sealed',
      'e.secret_sealed',
      'e.previous_secret_sealed',
      sql<boolean>`coalesce(e.previous_secret_expires_at > now(), false)`.as(
        'previous_secret_valid',
      ),
      'd.type as destination_type',
      'd.url_sealed as destination_url_sealed',
      'd.email_to',
      'r.mode as rule_mode',
      'r.tz as rule_tz',
      'r.filter as rule_filter',
    ])
    .execute();
  return rows.map((row) => ({
    id: row.id,
    team_id: row.team_id,
    team_slug: row.team_slug,
    event_type: row.event_type,
    feedback_id: row.feedback_id,
    payload: row.payload,
    attempts: row.attempts,
    target: row.endpoint_id
      ? {
          kind: 'endpoint',
          id: row.endpoint_id,
          urlSealed: row.endpoint_url_sealed ?? '',
          secretSealed: row.secret_sealed ?? '',
          previousSecretSealed: row.previous_secret_sealed ?? null,
          previousSecretValid: row.previous_secret_valid,
        }
      : {
          kind: 'destination',
          id: row.alert_destination_id ?? '',
          type: row.destination_type ?? '',
          urlSealed: row.destination_url_sealed ?? null,
          emailTo: row.email_to ?? null,
          rule: {
            mode: row.rule_mode ?? 'instant',
            tz: row.rule_tz ?? null,
            filter: (row.rule_filter as Record<string, unknown> | null) ?? null,
          },
        },
  }));
}

/** The message has no live claim (`due` is the claim's lateral subquery). */
function claimEnded(
  eb: ExpressionBuilder<HeedDatabase & { due: HeedDatabase['webhook_message'] }, 'due'>,
) {
  return eb.or([eb('due.claim_expires_at', 'is', null), eb('due.claim_expires_at', '<', now())]);
}

/**
 * Extends this replica's claims on `messageIds` (waiting in its queue or being sent) by
 * `claimMs` from now; the claims another replica took over meanwhile are left alone.
 */
export async function renewClaims(
  db: HeedQueries,
  replicaId: string,
  messageIds: readonly string[],
  claimMs: number,
): Promise<void> {
  if (messageIds.length === 0) return;
  await db
    .updateTable('webhook_message')
    .set({ claim_expires_at: inMilliseconds(claimMs), next_attempt_at: inMilliseconds(claimMs) })
    .where('id', '=', (eb) => eb.fn.any(eb.val([...messageIds])))
    .where('claimed_by', '=', replicaId)
    .where('status', '=', PENDING)
    .execute();
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

/** One attempt at a message and what follows from it. */
export interface AttemptRecord {
  messageId: string;
  attemptedAt: Date;
  httpStatus: number | null;
  error: string | null;
  durationMs: number;
  responseBody: string | null;
  next: NextStep;
}

/**
 * Records attempts (their rows in `webhook_attempt`) and their outcomes on the messages, and
 * releases the claims, in one statement for the whole batch; only where this replica still holds
 * the claim (one that expired was taken over by another replica, whose attempt counts). Returns
 * the ids of the messages recorded.
 */
export async function recordAttempts(
  db: HeedQueries,
  replicaId: string,
  records: readonly AttemptRecord[],
): Promise<Set<string>> {
  if (records.length === 0) return new Set();
  const column = <T>(pick: (record: AttemptRecord) => T) => records.map(pick);
  const rows = await db
    .with('input', (qb) =>
      qb
        .selectFrom(
          sql<{
            id: string;
            status: string;
            retry_ms: number | null;
            attempted_at: Date;
            http_status: number | null;
            error: string | null;
            duration_ms: number;
            response_body: string | null;
          }>`unnest(${column((r) => r.messageId)}::uuid[], ${column((r) => r.next.status)}::varchar[],
                    ${column((r) => (r.next.status === 'pending' ? r.next.retryInMs : null))}::float8[],
                    ${column((r) => r.attemptedAt.toISOString())}::timestamptz[],
                    ${column((r) => r.httpStatus)}::int[], ${column((r) => r.error)}::varchar[],
                    ${column((r) => r.durationMs)}::int[], ${column((r) => r.responseBody)}::text[])`.as<'r'>(
            sql`r(id, status, retry_ms, attempted_at, http_status, error, duration_ms, response_body)`,
          ),
        )
        .selectAll('r'),
    )
    .with('updated', (qb) =>
      qb
        .updateTable('webhook_message as m')
        .from('input as r')
        .whereRef('m.id', '=', 'r.id')
        .where('m.claimed_by', '=', replicaId)
        .where('m.claim_expires_at', '>', now())
        .set((eb) => ({
          status: eb.ref('r.status'),
          attempts: eb('m.attempts', '+', 1),
          next_attempt_at: sql<Date | null>`case when r.status = 'pending'
            then now() + make_interval(secs => r.retry_ms / 1000) end`,
          delivered_at: sql<Date | null>`case when r.status = 'delivered' then now() end`,
          claimed_by: null,
          claim_expires_at: null,
          last_attempt_at: eb.ref('r.attempted_at'),
          last_http_status: eb.ref('r.http_status'),
          last_error: eb.ref('r.error'),
          last_duration_ms: eb.ref('r.duration_ms'),
        }))
        .returning('m.id'),
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
        .selectFrom('input as r')
        .innerJoin('updated as u', 'u.id', 'r.id')
        .select([
          sql<string>`gen_random_uuid()`.as('id'),
          'r.id as message_id',
          'r.attempted_at',
          'r.http_status',
          'r.error',
          'r.duration_ms',
          'r.response_body',
        ]),
    )
    .returning('message_id')
    .execute();
  return new Set(rows.map((row) => row.message_id));
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
    .set({ claimed_by: null, claim_expires_at: null, next_attempt_at: now() })
    .where('status', '=', PENDING)
    .where('claimed_by', '=', replicaId)
    .returning('id')
    .execute();
  return rows.length;
}

/**
 * Endpoints answered with a 2xx: they are no longer failing. A row already marked within the last
 * second is left as it is, so a busy endpoint's row is not rewritten with every delivery.
 */
export async function markEndpointsSucceeded(
  db: HeedQueries,
  endpointIds: readonly string[],
): Promise<void> {
  if (endpointIds.length === 0) return;
  await db
    .updateTable('webhook_endpoint')
    .set({ last_success_at: now(), failing_since: null })
    .where('id', '=', (eb) => eb.fn.any(eb.val([...endpointIds])))
    .where((eb) =>
      eb.or([
        eb('failing_since', 'is not', null),
        eb('last_success_at', 'is', null),
        eb('last_success_at', '<', sql<Date>`now() - interval '1 second'`),
      ]),
    )
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
