import type { FieldDefinition } from '@heed/contracts';
import { compilingQueries, type HeedQueries, isoUtc } from '@heed/db';
import { type CompiledQuery, type InferResult, type RawBuilder, type SqlBool, sql } from 'kysely';
import pg from 'pg';
import { feedbackItemColumns } from '../feedback/feedback-item.query.ts';
import {
  type CopySource,
  copyCells,
  LIST_SEPARATOR,
  type SheetLayout,
} from './export-columns.query.ts';

/**
 * The export's queries: the statements its cursor runs (XLSX, JSON, and the CSV of a sheet too
 * wide for `COPY`), the `COPY` statement of the CSV, the survey fields its sheet's columns come
 * from, and the transaction settings of a long export. The statements are built here and run by
 * the export service on its own connection (a cursor, or a `COPY` stream).
 */

/** Builds statements without running them: the export runs them through pg-cursor or `COPY`. */
const statements = compilingQueries;

/** A condition on `feedback f`: the filter's (`filterWhere`). */
type Where = RawBuilder<SqlBool>;

/**
 * Every item matching `where` (the filter's condition on `feedback f`), newest first, with its
 * tags, the names of its matched themes and its triage (status, assignee's name, when the status
 * changed): the rows of the sheets written from a cursor.
 */
/**
 * The name of an item's assignee as the item reads it (`assignee.name`, `feedbackItemColumns`):
 * the member's name as the team last saw it, else the userRef; null when unassigned
 * (Rule: docs/rules/triage.md#triage-1). An unassigned item (most of them) looks up no member.
 */
const assigneeNameSql = sql<string | null>`case when f.assignee_ref is not null then
            coalesce((select tm.name from team_member tm
              where tm.team_id = f.team_id and tm.user_ref = f.assignee_ref), f.assignee_ref) end`;

function exportRowsSelect(where: Where) {
  return statements
    .selectFrom('feedback as f')
    .select([
      'f.id',
      'f.survey_id',
      isoUtc(sql.ref('f.submitted_at')).as('submitted_at'),
      isoUtc(sql.ref('f.received_at')).as('received_at'),
      'f.app_name',
      'f.answers',
      'f.context',
      sql<
        string[]
      >`array(select ft.tag from feedback_tag ft where ft.feedback_id = f.id order by ft.tag)`.as(
        'tags',
      ),
      sql<string[]>`array(select th.name from feedback_theme fm join theme th on th.id = fm.theme_id
            where fm.feedback_id = f.id order by th.name)`.as('themes'),
      sql<string>`f.status::text`.as('status'),
      assigneeNameSql.as('assignee'),
      isoUtc(sql.ref('f.status_changed_at')).$castTo<string | null>().as('status_changed_at'),
    ])
    .where(where)
    .orderBy('f.received_at', 'desc')
    .orderBy('f.id', 'desc');
}

/** One row of a sheet as the export's cursor hands it over (`exportRowsQuery`). */
export type ExportRow = InferResult<ReturnType<typeof exportRowsSelect>>[number];

/** The statement of the sheets' cursor (XLSX, and CSV too wide for `COPY`). */
export function exportRowsQuery(where: Where): CompiledQuery<ExportRow> {
  return exportRowsSelect(where).compile();
}

/**
 * The statement of the JSON export's cursor: every item matching `where`, newest first, each a
 * `FeedbackItem` read with the columns the feedback list reads (`feedbackItemColumns`).
 */
function exportItemsSelect(where: Where) {
  return statements
    .selectFrom('feedback as f')
    .select(feedbackItemColumns)
    .where(where)
    .orderBy('f.received_at', 'desc')
    .orderBy('f.id', 'desc');
}

/** One item as the JSON export's cursor hands it over (`exportItemsQuery`). */
export type ExportItemRow = InferResult<ReturnType<typeof exportItemsSelect>>[number];

/** The statement of the JSON export's cursor. */
export function exportItemsQuery(where: Where): CompiledQuery<ExportItemRow> {
  return exportItemsSelect(where).compile();
}

/**
 * The values (`value` documents) of the item's answers to `fieldIds`, as one `jsonb[]` in that
 * order; the last answer to a field counts, as the cursor's rows are read (`sheetCells`). An item
 * usually answers as its survey asks, the fields in order and once each: then each value is read
 * at its position. Any other list (a field skipped, repeated or moved) is read in one pass over
 * its answers. (The export of every survey reads them with `answerValuesByIdSql`.)
 */
function answerValuesSql(fieldIds: string[]): RawBuilder<unknown> {
  if (fieldIds.length === 0) return sql`array[]::jsonb[]`;
  const at = (index: number) => sql.raw(String(index));
  const inOrder = fieldIds.map(
    (fieldId, index) => sql`f.answers #>> ${sql.raw(`'{${index},fieldId}'`)} = ${fieldId}`,
  );
  const atPosition = fieldIds.map((_, index) => sql`f.answers #> ${sql.raw(`'{${index},value}'`)}`);
  const collected = fieldIds.map(
    (fieldId, index) =>
      sql`array_agg(a.value) filter (where a."fieldId" = ${fieldId}) as v${at(index)}`,
  );
  const last = fieldIds.map((_, index) => sql`v${at(index)}[cardinality(v${at(index)})]`);
  return sql`case when jsonb_typeof(f.answers) = 'array'
            and jsonb_array_length(f.answers) = ${at(fieldIds.length)}
            and ${sql.join(inOrder, sql`\n            and `)}
          then array[${sql.join(atPosition)}]
          else (select array[${sql.join(last)}]
            from (select ${sql.join(collected, sql`,\n                `)}
                    from jsonb_to_recordset(case jsonb_typeof(f.answers) when 'array' then f.answers else '[]' end)
                      as a("fieldId" text, value jsonb)) y)
        end`;
}

/**
 * `answerValuesSql` for the export of every survey, whose columns are the union of the surveys'
 * field ids: an item answers only some of them, in its own survey's order. Its answers are read
 * once into an object keyed by field id (the last answer to a field counts: `jsonb_object_agg`
 * keeps the last value of a key) and each column's value is looked up there, so the cost grows
 * with the answers and the columns, not with their product.
 */
function answerValuesByIdSql(fieldIds: string[]): RawBuilder<unknown> {
  if (fieldIds.length === 0) return sql`array[]::jsonb[]`;
  const lookups = fieldIds.map((fieldId) => sql`y.o -> ${fieldId}`);
  return sql`(select array[${sql.join(lookups)}]
            from (select jsonb_object_agg(a."fieldId", a.value order by a.n) as o
                    from rows from (jsonb_to_recordset(case jsonb_typeof(f.answers) when 'array' then f.answers else '[]' end)
                      as ("fieldId" text, value jsonb)) with ordinality as a("fieldId", value, n)
                   where a."fieldId" is not null) y)`;
}

/**
 * Each item's theme names joined, by (received_at, id). From the matches alone where `matches`
 * selects those of the selected items (`feedback_theme` records each match's survey, arrival and
 * app), else through the selected items.
 */
function themesSql(selected: Where, matches: Where | undefined): RawBuilder<unknown> {
  const names = sql`string_agg(th.name, ${LIST_SEPARATOR} order by th.name) as themes`;
  if (matches !== undefined) {
    return sql`select fm.received_at, fm.feedback_id as id, ${names}
            from feedback_theme fm join theme th on th.id = fm.theme_id
           where ${matches}
           group by fm.received_at, fm.feedback_id`;
  }
  return sql`select f.received_at, f.id, ${names}
            from feedback_theme fm join feedback f on f.id = fm.feedback_id
            join theme th on th.id = fm.theme_id
           where ${selected}
           group by f.received_at, f.id`;
}

/**
 * A compiled statement with its parameters written as SQL literals: `COPY` runs in the simple
 * query protocol, which takes no parameters. Strings go through the driver's `escapeLiteral`;
 * only strings, finite numbers, booleans and null are accepted. The statement's own text holds no
 * `$` but its placeholders (every value of it is a parameter).
 */
export function inlineParameters(query: CompiledQuery): string {
  const used = new Set<number>();
  const text = query.sql.replace(/\$(\d+)/g, (_, digits: string) => {
    const index = Number(digits) - 1;
    if (index < 0 || index >= query.parameters.length) {
      throw new Error('a placeholder of the export statement has no parameter');
    }
    used.add(index);
    const value = query.parameters[index];
    if (value === null || value === undefined) return 'null';
    if (typeof value === 'string') return pg.escapeLiteral(value);
    if (typeof value === 'boolean') return value ? 'true' : 'false';
    if (typeof value === 'number' && Number.isFinite(value)) return String(value);
    throw new Error('an export parameter must be a string, a finite number, a boolean or null');
  });
  if (used.size !== query.parameters.length) {
    throw new Error('placeholders and parameters of the export statement differ in number');
  }
  return text;
}

/** What the CSV export selects: the filter's condition, and its theme matches' where it has one. */
export interface CopySelection {
  where: Where;
  /** `themeMatchScopeWhere`: the selected items' theme matches, read without the items. */
  themeMatches?: Where | undefined;
}

/**
 * The select statement inside the `COPY` of the CSV export of the items `selection` selects,
 * newest first, with its values as literals. The inner query reads each item once, in the order
 * of the keyset index, with its answers' values, tags and themes; the middle one turns each
 * column into its text once; the outer one only neutralises the cells (`offset 0` keeps each
 * layer's columns computed once, never copied into the next layer's expressions). The cells are
 * those of `sheetCells`, from the same column definitions (`copyCells`, `export-columns.query.ts`).
 * Tags and themes are gathered once and joined by (received_at, id), which lets PostgreSQL merge
 * them into the export's order instead of looking them up item by item. `themeMatches`, when the
 * filter allows it, selects the selected items' theme matches without reading the items a second
 * time.
 */
export function csvCopySelect(selection: CopySelection, layout: SheetLayout): string {
  const fieldIds = layout.fields.map((field) => field.fieldId);
  const selected = selection.where;
  const column = (name: string) => sql.raw(name);
  const { texts, cells } = copyCells(
    layout,
    (source: CopySource | 'answer_values') => column(`v.${source}`),
    (index) => column(`s.c${index}`),
  );
  const answerValues = (layout.allSurveys ? answerValuesByIdSql : answerValuesSql)(fieldIds);
  const statement = sql`select ${sql.join(cells, sql`,\n      `)}
    from (
      select ${sql.join(
        texts.map((text, index) => sql`${text} as ${column(`c${index}`)}`),
        sql`,\n        `,
      )}
      from (
        select f.id::text as id,${sql.raw(layout.allSurveys ? ' f.survey_id,' : '')} ${isoUtc(sql.ref('f.submitted_at'))} as submitted_at,
          ${isoUtc(sql.ref('f.received_at'))} as received_at, f.app_name,
          ${answerValues} as answer_values,
          t.tags, m.themes, f.status::text as status, ${assigneeNameSql} as assignee,
          ${isoUtc(sql.ref('f.status_changed_at'))} as status_changed_at, f.context::text as context
        from feedback f
        left join (
          select f.received_at, f.id, string_agg(ft.tag, ${LIST_SEPARATOR} order by ft.tag) as tags
            from feedback_tag ft join feedback f on f.id = ft.feedback_id
           where ${selected}
           group by f.received_at, f.id
        ) t on t.received_at = f.received_at and t.id = f.id
        left join (${themesSql(selected, selection.themeMatches)}) m
          on m.received_at = f.received_at and m.id = f.id
        where ${selected}
        order by f.received_at desc, f.id desc
        offset 0
      ) v
      offset 0
    ) s`;
  return inlineParameters(statement.compile(statements));
}

/** The `COPY … TO STDOUT (FORMAT csv)` statement of the CSV export (`csvCopySelect`). */
export function csvCopyStatement(selection: CopySelection, layout: SheetLayout): string {
  return `copy (\n    ${csvCopySelect(selection, layout)}\n  ) to stdout with (format csv)`;
}

/** The fields of every survey of a team, the surveys sorted by id (ordinal). */
export async function teamSurveysFields(
  db: HeedQueries,
  teamId: string,
): Promise<FieldDefinition[][]> {
  const rows = await db
    .selectFrom('survey_definition')
    .select(sql<FieldDefinition[] | null>`definition -> 'fields'`.as('fields'))
    .where('team_id', '=', teamId)
    .orderBy(sql`survey_id collate "C"`)
    .execute();
  return rows.map((row) => row.fields ?? []);
}

/**
 * The settings of the `COPY` of a CSV export, for its transaction: its time limit, no JIT (the
 * statement is one long scan of simple expressions: compiling them costs more than it saves,
 * seconds for a large survey) and the memory of the sorts of the tags and themes it merges in.
 */
export async function setCopySettings(
  client: pg.PoolClient,
  settings: { statementTimeoutMs: number; workMem: string },
): Promise<void> {
  await client.query(
    "select set_config('statement_timeout', $1, true), set_config('jit', 'off', true), set_config('work_mem', $2, true)",
    [String(settings.statementTimeoutMs), settings.workMem],
  );
}

/**
 * The settings of a cursor export, for its transaction: the time limit of its portal (timed as
 * one statement across all its fetches) and how long it may wait idle for a slow receiver.
 */
export async function setCursorSettings(
  client: pg.PoolClient,
  settings: { statementTimeoutMs: number; idleTimeoutMs: number },
): Promise<void> {
  await client.query(
    "select set_config('statement_timeout', $1, true), set_config('idle_in_transaction_session_timeout', $2, true)",
    [String(settings.statementTimeoutMs), String(settings.idleTimeoutMs)],
  );
}
