import type { HeedDatabase, HeedQueries } from '@heed/db';
import { type RawBuilder, type SelectQueryBuilder, sql } from 'kysely';
import { type OutboxEvent, webhookBodyOf } from './webhook-event.ts';

type EndpointQuery = SelectQueryBuilder<
  HeedDatabase & { e: HeedDatabase['webhook_endpoint'] },
  'e',
  object
>;

/**
 * The columns a new outbox message is written with (the others keep their defaults). A message
 * goes to a webhook endpoint (`endpoint_id`) or to an alert rule's Slack, Teams or e-mail
 * destination (`alert_destination_id`), never both; an alert's message also names its rule
 * (`alert_rule_id`), whichever it goes to.
 */
export const NEW_MESSAGE_COLUMNS = [
  'id',
  'team_id',
  'endpoint_id',
  'event_type',
  'feedback_id',
  'payload',
  'status',
  'attempts',
  'next_attempt_at',
  'created_at',
  'alert_rule_id',
  'alert_destination_id',
] as const;

/** The columns of a webhook event's message: no item to make the body from, no alert. */
export const EVENT_MESSAGE_COLUMNS = NEW_MESSAGE_COLUMNS.filter(
  (column) =>
    column !== 'feedback_id' && column !== 'alert_rule_id' && column !== 'alert_destination_id',
);

/**
 * What a webhook event's message is written with, in `EVENT_MESSAGE_COLUMNS`' order, for the
 * endpoint `e` of the query it is selected in: pending and due at once, `payload` its body.
 */
export function eventMessageSelection(type: OutboxEvent['type'], payload: RawBuilder<string>) {
  return [
    sql<string>`gen_random_uuid()`.as('id'),
    sql.ref<string>('e.team_id').as('team_id'),
    sql.ref<string>('e.id').as('endpoint_id'),
    sql<string>`${type}`.as('event_type'),
    payload.as('payload'),
    sql.lit('pending').as('status'),
    sql.lit(0).as('attempts'),
    sql<Date>`now()`.as('next_attempt_at'),
    sql<Date>`now()`.as('created_at'),
  ];
}

/** Inserts a pending message of `event`, due at once, for each endpoint `endpoints` keeps. */
function insertMessages(
  db: HeedQueries,
  event: OutboxEvent,
  endpoints: (query: EndpointQuery) => EndpointQuery,
) {
  const body = JSON.stringify(webhookBodyOf(event));
  return db
    .insertInto('webhook_message')
    .columns(EVENT_MESSAGE_COLUMNS)
    .expression(
      endpoints(
        db.selectFrom('webhook_endpoint as e').where('e.team_id', '=', event.teamId),
      ).select(eventMessageSelection(event.type, sql<string>`${body}::jsonb`)),
    )
    .returning('id')
    .execute();
}

/**
 * The team's enabled endpoints subscribed to `type` (`e.id`, `e.team_id`): who gets a message of
 * an event, for the statements that write many messages at once.
 */
export function subscribedEndpoints(db: HeedQueries, teamId: string, type: OutboxEvent['type']) {
  return db
    .selectFrom('webhook_endpoint as e')
    .select(['e.id', 'e.team_id'])
    .where('e.team_id', '=', teamId)
    .where('e.enabled', '=', true)
    .where(sql<boolean>`${type} = any(e.event_types)`);
}

/**
 * Writes `event` to the outbox: one pending message for every enabled endpoint of the team that
 * subscribes to its type. Run it on the transaction of the change itself, so the message exists
 * exactly when the change does. Returns how many messages were written.
 */
export async function enqueueEvent(db: HeedQueries, event: OutboxEvent): Promise<number> {
  const written = await insertMessages(db, event, (endpoints) =>
    endpoints.where('e.enabled', '=', true).where(sql<boolean>`${event.type} = any(e.event_types)`),
  );
  return written.length;
}

/**
 * Writes `event` for one endpoint of the team whatever it subscribes to and whether or not it is
 * enabled (a test message); the message's row id, or undefined when the team has no such
 * endpoint.
 */
export async function enqueueForEndpoint(
  db: HeedQueries,
  endpointId: string,
  event: OutboxEvent,
): Promise<string | undefined> {
  const written = await insertMessages(db, event, (endpoints) =>
    endpoints.where('e.id', '=', endpointId),
  );
  return written[0]?.id;
}
