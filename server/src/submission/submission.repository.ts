import type { FieldDefinition, SurveyDefinition } from '@heed/contracts';
import { compilingQueries, type HeedQueries, type QueryRunner, runCompiled } from '@heed/db';
import { sql } from 'kysely';
import { NEW_MESSAGE_COLUMNS } from '../webhooks/outbox.repository.ts';

/** The columns a batch of feedback is inserted with, each with its PostgreSQL type. */
const FEEDBACK_COLUMNS = [
  ['id', 'uuid'],
  ['team_id', 'uuid'],
  ['survey_definition_id', 'uuid'],
  ['survey_id', 'text'],
  ['survey_type', 'text'],
  ['answers', 'jsonb'],
  ['submitted_at', 'timestamptz'],
  ['received_at', 'timestamptz'],
  ['api_key_id', 'uuid'],
  ['app_name', 'text'],
  ['deduplication_key', 'text'],
  ['context', 'jsonb'],
  ['device_type', 'text'],
  ['started_at', 'timestamptz'],
  ['time_to_complete_ms', 'int'],
  ['sensitive_data_redacted', 'boolean'],
  ['has_text', 'boolean'],
  ['text_content', 'text'],
] as const;

type FeedbackColumn = (typeof FEEDBACK_COLUMNS)[number][0];

/** The event every stored submission causes. */
const CREATED_EVENT = 'feedback.created';

/** A batch of feedback rows as one array per column, all of the same length. */
export type FeedbackColumns = Record<FeedbackColumn, readonly unknown[]>;

/**
 * One array parameter a column, unnested into rows: the statement has the same 18 parameters for
 * a batch of any size. Compiled once; its parameters are the column names, replaced by the
 * batch's arrays when it runs.
 */
function unnestColumns<C extends string>(columns: readonly (readonly [C, string])[]) {
  return sql.join(columns.map(([name, type]) => sql`${name}::${sql.raw(type)}[]`));
}

const FEEDBACK_COLUMN_NAMES = FEEDBACK_COLUMNS.map(([name]) => name);

/** The one scalar parameter of the batch insert (the others are the columns' arrays). */
const HOLD_RULED = 'hold_ruled';

/**
 * The batch insert with its outbox messages, one statement (so one transaction): the rows are
 * inserted (`on conflict do nothing`), and every row actually inserted gets one pending
 * `feedback.created` message, without a body, for each enabled endpoint of its team subscribed to
 * the event (the delivery worker makes the body from the item). A skipped row — stored by an
 * earlier attempt, or a repeated deduplication key — gets none. A team without endpoints costs
 * one index probe of `webhook_endpoint` per team.
 *
 * Alert rules: every row is checked for enabled `instant` alert rules of its team and survey (one
 * probe of `alert_rule_candidates_index`). With `hold_ruled` (the writer's fast path, one
 * statement and no transaction around it) such a row is not inserted but answered in `held`: its
 * matching needs statements after the insert, so the writer stores it again in a transaction
 * (`feedback-writer.ts`). Without `hold_ruled` (inside that transaction) every row is inserted
 * and `rules` lists the candidate rules of the rows inserted, with their filters. So a row whose
 * survey has rules is never stored without its matching, whatever the writer believed.
 *
 * Answers one row: the ids inserted, the number of messages, the ids held back, the candidates.
 */
const INSERT_FEEDBACK = compilingQueries
  .with('input', (db) =>
    db
      .selectFrom(
        sql<Record<FeedbackColumn, unknown>>`unnest(${unnestColumns(FEEDBACK_COLUMNS)})`.as<'u'>(
          sql`u(${sql.join(FEEDBACK_COLUMN_NAMES.map((name) => sql.ref(name)))})`,
        ),
      )
      .selectAll('u')
      .select((eb) =>
        eb
          .exists(
            eb
              .selectFrom('alert_rule as r')
              .select(sql.lit(1).as('one'))
              .where(sql<boolean>`r.team_id = u.team_id::uuid`)
              .where(sql<boolean>`r.survey_id = u.survey_id::text`)
              .where('r.enabled', '=', sql.lit(true))
              .where('r.mode', '=', sql.lit('instant')),
          )
          .as('ruled'),
      ),
  )
  .with('inserted', (db) =>
    db
      .insertInto('feedback')
      .columns(FEEDBACK_COLUMN_NAMES)
      .expression(
        sql`select ${sql.join(FEEDBACK_COLUMN_NAMES.map((name) => sql.ref(name)))}
              from input where not (${HOLD_RULED}::boolean and ruled)`,
      )
      .onConflict((conflict) => conflict.doNothing())
      .returning(['id', 'team_id', 'survey_id']),
  )
  .with('messages', (db) =>
    db
      .insertInto('webhook_message')
      .columns(NEW_MESSAGE_COLUMNS)
      .expression(
        db
          .selectFrom('inserted as i')
          .innerJoin('webhook_endpoint as e', (join) =>
            join
              .onRef('e.team_id', '=', 'i.team_id')
              .on('e.enabled', '=', sql.lit(true))
              .on(sql<boolean>`${sql.lit(CREATED_EVENT)} = any(${sql.ref('e.event_types')})`),
          )
          .select((eb) => [
            eb.fn<string>('gen_random_uuid').as('id'),
            'i.team_id',
            'e.id as endpoint_id',
            sql.lit(CREATED_EVENT).as('event_type'),
            'i.id as feedback_id',
            sql.lit(null).as('payload'),
            sql.lit('pending').as('status'),
            sql.lit(0).as('attempts'),
            eb.fn<Date>('now').as('next_attempt_at'),
            eb.fn<Date>('now').as('created_at'),
            sql<string | null>`null::uuid`.as('alert_rule_id'),
            sql<string | null>`null::uuid`.as('alert_destination_id'),
          ]),
      )
      .returning('id'),
  )
  .with('rules', (db) =>
    db
      .selectFrom(db.selectFrom('inserted').select(['team_id', 'survey_id']).distinct().as('k'))
      .innerJoin('alert_rule as r', (join) =>
        join.onRef('r.team_id', '=', 'k.team_id').onRef('r.survey_id', '=', 'k.survey_id'),
      )
      .innerJoin('team as t', 't.id', 'r.team_id')
      .select(['r.id', 'r.team_id', 't.slug', 'r.survey_id', 'r.filter'])
      .where('r.enabled', '=', sql.lit(true))
      .where('r.mode', '=', sql.lit('instant')),
  )
  .selectNoFrom((eb) => [
    eb
      .selectFrom('inserted')
      .select(sql<string[]>`coalesce(array_agg(id::text), '{}')`.as('ids'))
      .as('ids'),
    eb.selectFrom('messages').select(sql<number>`count(*)::int`.as('n')).as('messages'),
    eb
      .selectFrom('input')
      .select(sql<string[]>`coalesce(array_agg(id::text), '{}')`.as('held'))
      .where(sql<boolean>`${HOLD_RULED}::boolean and ruled`)
      .as('held'),
    eb
      .selectFrom('rules')
      .select(
        sql<InstantRuleCandidate[]>`coalesce(jsonb_agg(jsonb_build_object(
          'id', id, 'teamId', team_id, 'teamSlug', slug, 'surveyId', survey_id, 'filter', filter)),
          '[]')`.as('rules'),
      )
      .as('rules'),
  ])
  .compile();

/** An enabled `instant` alert rule of a team's survey, with its filter as saved. */
export interface InstantRuleCandidate {
  id: string;
  teamId: string;
  teamSlug: string;
  surveyId: string;
  filter: Record<string, unknown>;
}

/** What the batch insert wrote, held back and found. */
export interface InsertedBatch {
  /** The ids of the rows inserted. */
  ids: string[];
  /** The `feedback.created` messages written. */
  messages: number;
  /** With `holdRuled`: the rows not inserted because their survey has instant alert rules. */
  held: string[];
  /** Without `holdRuled`: the instant alert rules of the inserted rows' surveys. */
  rules: InstantRuleCandidate[];
}

/**
 * Inserts a batch of feedback in one statement (`on conflict do nothing`: a row whose id or
 * deduplication key is stored already is skipped) together with the `feedback.created` messages
 * of the rows inserted. With `holdRuled` (the default) a row whose survey has enabled instant
 * alert rules is held back, not inserted; without it every row is inserted and the candidate rules
 * are answered, for the matching that must follow in the same transaction.
 */
export async function insertFeedbackBatch(
  runner: QueryRunner,
  columns: FeedbackColumns,
  timeoutMs: number,
  holdRuled = true,
): Promise<InsertedBatch> {
  const [row] = await runCompiled(runner, INSERT_FEEDBACK, {
    values: INSERT_FEEDBACK.parameters.map((name) =>
      name === HOLD_RULED ? holdRuled : columns[name as FeedbackColumn],
    ),
    timeoutMs,
  });
  return {
    ids: row?.ids ?? [],
    messages: Number(row?.messages ?? 0),
    held: row?.held ?? [],
    rules: row?.rules ?? [],
  };
}

const STORED_KEYS = [
  ['id', 'uuid'],
  ['team_id', 'uuid'],
  ['survey_id', 'text'],
  ['deduplication_key', 'text'],
] as const;

type StoredKey = (typeof STORED_KEYS)[number][0];

/** Rows the batch insert skipped, as one array per key column. */
export type SkippedColumns = Record<StoredKey, readonly unknown[]>;

/**
 * For each row the insert skipped: the row itself (stored by an earlier attempt whose answer was
 * lost) or the first row with the same deduplication key. `n` is the row's position (from 1).
 */
const FIND_STORED = compilingQueries
  .selectFrom(
    sql<{
      id: string;
      team_id: string;
      survey_id: string;
      deduplication_key: string | null;
      n: string;
    }>`unnest(${unnestColumns(STORED_KEYS)}) with ordinality`.as<'k'>(
      sql`k(id, team_id, survey_id, deduplication_key, n)`,
    ),
  )
  .innerJoin('feedback as f', (join) =>
    join.on((eb) =>
      eb.or([
        eb('f.id', '=', eb.ref('k.id')),
        eb.and([
          eb('k.deduplication_key', 'is not', null),
          eb('f.team_id', '=', eb.ref('k.team_id')),
          eb('f.survey_id', '=', eb.ref('k.survey_id')),
          eb('f.deduplication_key', '=', eb.ref('k.deduplication_key')),
        ]),
      ]),
    ),
  )
  .select(['k.n', 'f.id', 'f.received_at'])
  .compile();

/** The stored rows matching the skipped ones, each with the position of its skipped row. */
export function findStoredFeedback(
  runner: QueryRunner,
  skipped: SkippedColumns,
  timeoutMs: number,
) {
  return runCompiled(runner, FIND_STORED, {
    values: FIND_STORED.parameters.map((name) => skipped[name as StoredKey]),
    timeoutMs,
  });
}

/** The registered definition of a team's survey: its id, hash and the whole definition. */
export async function findSurveyDefinition(runner: QueryRunner, teamId: string, surveyId: string) {
  const rows = await runCompiled(
    runner,
    compilingQueries
      .selectFrom('survey_definition')
      .select(['id', 'definition_hash', 'definition'])
      .where('team_id', '=', teamId)
      .where('survey_id', '=', surveyId)
      .$narrowType<{ definition: SurveyDefinition }>()
      .compile(),
  );
  return rows[0];
}

/**
 * Takes the team's registration lock (a transaction-level advisory lock in `namespace`, keyed by
 * the team id's hash) on `db`'s transaction.
 */
export async function lockTeamRegistrations(
  db: HeedQueries,
  namespace: number,
  teamId: string,
): Promise<void> {
  await sql`select pg_advisory_xact_lock(${namespace}, hashtext(${teamId}))`.execute(db);
}

/**
 * Registers a survey's definition unless the survey has one already (`on conflict do nothing` on
 * the unique `(team_id, survey_id)`) or the team has `maxSurveys` surveys; true when inserted.
 */
export async function insertSurveyDefinitionUnderCap(
  db: HeedQueries,
  definition: {
    id: string;
    teamId: string;
    surveyId: string;
    hash: string;
    definition: SurveyDefinition;
  },
  maxSurveys: number,
): Promise<boolean> {
  const inserted = await db
    .insertInto('survey_definition')
    .columns(['id', 'team_id', 'survey_id', 'definition_hash', 'definition', 'created_at'])
    .expression(
      db
        .selectNoFrom((eb) => [
          eb.val(definition.id).as('id'),
          eb.val(definition.teamId).as('team_id'),
          eb.val(definition.surveyId).as('survey_id'),
          eb.val(definition.hash).as('definition_hash'),
          eb.val(JSON.stringify(definition.definition)).as('definition'),
          eb.fn<Date>('now').as('created_at'),
        ])
        .where(
          (eb) =>
            eb
              .selectFrom('survey_definition')
              .select(eb.fn.countAll().as('n'))
              .where('team_id', '=', definition.teamId),
          '<',
          maxSurveys,
        ),
    )
    .onConflict((conflict) => conflict.columns(['team_id', 'survey_id']).doNothing())
    .returning('id')
    .execute();
  return inserted.length === 1;
}

/** The fields of a team's survey, in definition order; empty when the team has no such survey. */
export async function findSurveyFields(
  db: HeedQueries,
  teamId: string,
  surveyId: string,
): Promise<FieldDefinition[]> {
  const row = await db
    .selectFrom('survey_definition')
    .select((eb) => eb.ref('definition').$castTo<{ fields?: FieldDefinition[] }>().as('definition'))
    .where('team_id', '=', teamId)
    .where('survey_id', '=', surveyId)
    .executeTakeFirst();
  return row?.definition.fields ?? [];
}
