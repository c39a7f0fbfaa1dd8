import { compilingQueries, type HeedDatabase, type HeedQueries, isoUtc } from '@heed/db';
import { type QueryCreator, sql } from 'kysely';
import { filterWhere } from '../feedback/feedback-filter.query.ts';
import type { FeedbackFilter } from '../feedback/feedback-filter.ts';
import { NEW_MESSAGE_COLUMNS } from '../webhooks/outbox.repository.ts';
import type { RuleWindow } from './instant-cap.ts';

/**
 * The alerts' writes to the outbox and to their rules' state: the matching of stored items
 * (compiled statements run on the feedback writer's transaction) and the scheduler's messages.
 */

const ALERT_EVENT = 'alert.triggered';

/** One alert of a rule, to be written once per destination of the rule. */
export interface AlertMessage {
  ruleId: string;
  /** The item of an instant match (its body is made by the delivery); null with a payload. */
  feedbackId: string | null;
  /** The body, JSON (a digest, an "and N more"); null for an instant match. */
  payload: string | null;
}

/**
 * Which endpoints of webhook destinations get a message: the enabled ones (an alert, as every
 * webhook event), or every one, enabled or not (a test message, as a webhook endpoint's own).
 */
export type AlertEndpoints = 'enabled' | 'all';

/**
 * Inserts, for each alert of `alerts`, one pending `alert.triggered` message per destination of
 * its rule, due at once: a webhook destination's message goes to its endpoint (`endpoint_id`,
 * when `endpoints` keeps it), a Slack, Teams or e-mail destination's to the destination
 * (`alert_destination_id`); `alert_rule_id` names the rule either way. Only destinations and
 * endpoints of the rule's own team are written to. Returns each message's id and where it went.
 */
function insertAlertMessages(
  db: QueryCreator<HeedDatabase>,
  alerts: readonly AlertMessage[],
  endpoints: AlertEndpoints = 'enabled',
) {
  const source = sql<{
    rule_id: string;
    feedback_id: string | null;
    payload: unknown;
  }>`unnest(${alerts.map((a) => a.ruleId)}::uuid[], ${alerts.map((a) => a.feedbackId)}::uuid[],
            ${alerts.map((a) => a.payload)}::jsonb[])`.as<'s'>(
    sql`s(rule_id, feedback_id, payload)`,
  );
  return db
    .insertInto('webhook_message')
    .columns(NEW_MESSAGE_COLUMNS)
    .expression(
      db
        .selectFrom(source)
        .innerJoin('alert_rule as r', 'r.id', 's.rule_id')
        // The rule's team's own destinations and endpoints only, whatever a row says.
        .innerJoin('alert_destination as d', (join) =>
          join.onRef('d.rule_id', '=', 'r.id').onRef('d.team_id', '=', 'r.team_id'),
        )
        .leftJoin('webhook_endpoint as e', (join) =>
          join.onRef('e.id', '=', 'd.endpoint_id').onRef('e.team_id', '=', 'r.team_id'),
        )
        .where((eb) =>
          eb.or([
            eb('d.type', '<>', 'webhook'),
            endpoints === 'all' ? eb('e.id', 'is not', null) : eb('e.enabled', '=', true),
          ]),
        )
        .select((eb) => [
          eb.fn<string>('gen_random_uuid').as('id'),
          'd.team_id',
          sql<string | null>`case when d.type = 'webhook' then d.endpoint_id end`.as('endpoint_id'),
          sql.lit(ALERT_EVENT).as('event_type'),
          's.feedback_id',
          's.payload',
          sql.lit('pending').as('status'),
          sql.lit(0).as('attempts'),
          eb.fn<Date>('now').as('next_attempt_at'),
          eb.fn<Date>('now').as('created_at'),
          's.rule_id',
          sql<string | null>`case when d.type <> 'webhook' then d.id end`.as(
            'alert_destination_id',
          ),
        ]),
    )
    .returning(['id', 'alert_destination_id', 'endpoint_id']);
}

/** A rule as the matching tests it: its id, team and parsed filter. */
export interface MatchableRule {
  id: string;
  teamId: string;
  teamSlug: string;
  filter: FeedbackFilter;
}

/** Stands for the batch's item ids among the parameters of `instantMatchQuery`. */
export const BATCH_IDS = '\u0000batch-ids';

/**
 * The statement matching a batch's freshly inserted items against the instant rules of their
 * surveys (`rules`, as the insert read them or as they were expected), compiled once for a set of
 * rules and run for every batch with `BATCH_IDS` replaced by the batch's item ids, of which it
 * takes the rows this transaction inserted:
 *
 * - `matches`: for each rule, the items of the batch its filter selects — `filterWhere`, the
 *   explorer's own condition, so an item matches exactly when the list under the rule's filter
 *   contains it — as one `union all`, each rule's items in arrival order. The batch's rows are
 *   read once by their ids (`batch`, materialised) and each filter is tested on those rows: left
 *   to itself the planner may serve a filter from an index of the whole survey instead;
 * - `rules`: the rules locked (`for update`, in id order, so two batches never deadlock on them)
 *   with their windows as locked, the latest committed state whatever another batch wrote
 *   meanwhile; a rule disabled, switched to digest or deleted meanwhile is not among them (it
 *   alerts nothing).
 *
 * The lock reads the rule table alone, apart from the matching: PostgreSQL's recheck of a locked
 * row that a concurrent transaction updated got a locking join with the `union all` wrong (it
 * answered the first match again in place of the others).
 */
export function instantMatchQuery(rules: readonly MatchableRule[]) {
  if (rules.length === 0) throw new Error('no rules to match');
  const ids = sql<string[]>`${BATCH_IDS}::uuid[]`;
  const ruleIds = sql<string[]>`${rules.map((rule) => rule.id)}::uuid[]`;
  return compilingQueries
    .with(
      (cte) => cte('batch').materialized(),
      (db) =>
        db
          .selectFrom('feedback')
          .selectAll()
          .where((eb) => eb('id', '=', eb.fn.any(ids)))
          // Inserted by this transaction: a row an earlier attempt stored is matched no second time.
          .where(sql<boolean>`xmin = pg_current_xact_id()::xid`),
    )
    .with('m', (db) => {
      const branches = rules.map((rule) =>
        db
          .selectFrom('batch as f')
          .select([
            sql<string>`${rule.id}::uuid`.as('rule_id'),
            'f.id as feedback_id',
            'f.received_at',
          ])
          .where(filterWhere(rule.teamId, rule.filter)),
      );
      const [first, ...others] = branches as [(typeof branches)[number], ...typeof branches];
      return others.reduce((all, branch) => all.unionAll(branch), first);
    })
    .with('l', (db) =>
      db
        .selectFrom('alert_rule as r')
        .select([
          'r.id',
          'r.name',
          isoUtc(sql.ref('r.window_started_at')).$castTo<string | null>().as('window_started_at'),
          'r.window_sent',
          'r.window_held',
        ])
        .where((eb) => eb('r.id', '=', eb.fn.any(ruleIds)))
        .where('r.enabled', '=', true)
        .where('r.mode', '=', 'instant')
        .orderBy('r.id')
        .forUpdate(),
    )
    .selectNoFrom((eb) => [
      eb
        .selectFrom('m')
        .select(
          sql<{ ruleId: string; feedbackId: string }[]>`coalesce(json_agg(
            json_build_object('ruleId', rule_id, 'feedbackId', feedback_id)
            order by rule_id, received_at, feedback_id), '[]')`.as('matches'),
        )
        .as('matches'),
      eb
        .selectFrom('l')
        .select(
          sql<
            {
              id: string;
              name: string;
              windowStartedAt: string | null;
              windowSent: number;
              windowHeld: number;
            }[]
          >`coalesce(json_agg(json_build_object('id', id, 'name', name,
            'windowStartedAt', window_started_at, 'windowSent', window_sent,
            'windowHeld', window_held)), '[]')`.as('rules'),
        )
        .as('rules'),
    ])
    .compile();
}

/**
 * The statement writing a batch's instant outcome: the alerts (per destination) and the rules'
 * new windows with `last_triggered_at = at`. Answers how many messages it wrote.
 */
export function instantOutcomeQuery(
  alerts: readonly AlertMessage[],
  windows: readonly RuleWindow[],
  at: Date,
) {
  const source = sql<{
    rule_id: string;
    started_at: Date | null;
    sent: number;
    held: number;
  }>`unnest(${windows.map((w) => w.ruleId)}::uuid[],
            ${windows.map((w) => w.windowStartedAt?.toISOString() ?? null)}::timestamptz[],
            ${windows.map((w) => w.windowSent)}::int[], ${windows.map((w) => w.windowHeld)}::int[])`.as<'w'>(
    sql`w(rule_id, started_at, sent, held)`,
  );
  return compilingQueries
    .with('written', (db) => insertAlertMessages(db, alerts))
    .with('windows', (db) =>
      db
        .updateTable('alert_rule as r')
        .from(source)
        .set((eb) => ({
          window_started_at: eb.ref('w.started_at'),
          window_sent: eb.ref('w.sent'),
          window_held: eb.ref('w.held'),
          last_triggered_at: sql<Date>`${at.toISOString()}::timestamptz`,
        }))
        .whereRef('r.id', '=', 'w.rule_id')
        .returning('r.id'),
    )
    .selectNoFrom((eb) => [
      eb.selectFrom('written').select(sql<number>`count(*)::int`.as('n')).as('messages'),
      eb.selectFrom('windows').select(sql<number>`count(*)::int`.as('n')).as('rules'),
    ])
    .compile();
}

/**
 * Writes alerts with their bodies made (digests, "and N more", test messages) on `db`'s
 * transaction; the messages written, each with its destination (`alert_destination_id`) or
 * endpoint (`endpoint_id`).
 */
export async function writeAlertMessages(
  db: HeedQueries,
  alerts: readonly AlertMessage[],
  endpoints: AlertEndpoints = 'enabled',
): Promise<{ id: string; alert_destination_id: string | null; endpoint_id: string | null }[]> {
  if (alerts.length === 0) return [];
  return insertAlertMessages(db, alerts, endpoints).execute();
}
