import type { HeedQueries } from '@heed/db';
import { sql } from 'kysely';
import {
  EVENT_MESSAGE_COLUMNS,
  eventMessageSelection,
  subscribedEndpoints,
} from './outbox.repository.ts';

/**
 * Writes `feedback.deleted` (`{ id, surveyId, team }`) for items of the team just deleted, on the
 * deletion's own transaction, in one statement however many items: one message for every enabled
 * endpoint of the team subscribed to it and every item. Returns how many messages were written.
 */
export async function enqueueFeedbackDeletions(
  db: HeedQueries,
  deletion: {
    teamId: string;
    teamSlug: string;
    items: readonly { id: string; surveyId: string }[];
    at: Date;
  },
): Promise<number> {
  if (deletion.items.length === 0) return 0;
  const ids = deletion.items.map((item) => item.id);
  const surveyIds = deletion.items.map((item) => item.surveyId);
  const row = await db
    .with('e', () => subscribedEndpoints(db, deletion.teamId, 'feedback.deleted'))
    .with('d', () =>
      db.selectNoFrom([
        sql<string>`unnest(${ids}::uuid[])`.as('id'),
        sql<string>`unnest(${surveyIds}::text[])`.as('survey_id'),
      ]),
    )
    .with('written', (qb) =>
      qb
        .insertInto('webhook_message')
        .columns(EVENT_MESSAGE_COLUMNS)
        .expression((eb) =>
          eb.selectFrom(['e', 'd']).select(
            eventMessageSelection(
              'feedback.deleted',
              sql<string>`jsonb_build_object('type', 'feedback.deleted',
                'timestamp', ${deletion.at.toISOString()}::text,
                'data', jsonb_build_object('id', d.id, 'surveyId', d.survey_id,
                                           'team', ${deletion.teamSlug}::text))`,
            ),
          ),
        )
        .returning(sql.lit(1).as('one')),
    )
    .selectFrom('written')
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirst();
  return row?.n ?? 0;
}
