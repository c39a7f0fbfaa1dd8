import { stringify } from 'csv-stringify/sync';
import pg from 'pg';
import type { SqlFragment } from '../feedback/sql-fragment.ts';
import { headersOf, LIST_SEPARATOR, type SheetLayout } from './export-columns.ts';

/**
 * The CSV export written by PostgreSQL itself: `COPY (select …) TO STDOUT (FORMAT csv)` builds
 * every line, and the server only passes the bytes on, so no row is parsed or formatted in Node.
 * The cells are the same as `sheetCells` with csv-stringify writes them (`export-columns.ts`):
 * times as ISO 8601 UTC with milliseconds, one column per field (the item's last answer to it), a
 * list as `; `-joined values, formula neutralisation (a leading `'` before `= + - @ \t \r`) on
 * every text cell, an empty text as an empty cell, the context as PostgreSQL writes JSON.
 */

/**
 * A string cell made safe for spreadsheets; `expression` is evaluated twice, keep it a column.
 * The first character is tested by its code point (`ascii` of an empty text is 0): `=`, `+`,
 * `-`, `@`, a tab or a carriage return.
 */
function neutralised(expression: string): string {
  return `case when ascii(${expression}) in (61, 43, 45, 64, 9, 13) then '''' || ${expression} else ${expression} end`;
}

/** An empty text is written as an empty cell, as csv-stringify writes `''` and `null`. */
function cell(expression: string): string {
  return `nullif(${expression}, '')`;
}

/** Lists of up to this many option ids are joined without a subquery. */
const SHORT_LIST = 8;

/**
 * The elements of a `jsonb` array (`list`, evaluated several times: keep it a column) as text
 * joined by the list separator, JSON nulls left out, as `string_agg` over
 * `jsonb_array_elements_text` joins them. A short list is joined by `concat_ws`, which leaves out
 * the nulls that `->>` gives past the end of the list too.
 */
function joinedList(list: string): string {
  const elements = Array.from({ length: SHORT_LIST }, (_, index) => `${list} ->> ${index}`);
  return `case when jsonb_array_length(${list}) <= ${SHORT_LIST}
            then nullif(concat_ws('${LIST_SEPARATOR}', ${elements.join(', ')}), '')
            else (select string_agg(e.option, '${LIST_SEPARATOR}' order by e.n) from jsonb_array_elements_text(${list}) with ordinality e(option, n))
          end`;
}

/**
 * The text of an answer value (`value`, evaluated several times: keep it a column), as
 * `answerValue` reads it: a rating as its number, a text, an option id, or the option ids of a
 * multiple choice joined; null for anything else.
 */
function valueText(value: string): string {
  const list = `(${value} -> 'selectedOptionIds')`;
  return `case ${value} ->> 'type'
          when 'rating' then case when jsonb_typeof(${value} -> 'rating') = 'number' then ${value} ->> 'rating' end
          when 'text' then case when jsonb_typeof(${value} -> 'text') = 'string' then ${value} ->> 'text' end
          when 'singleChoice' then case when jsonb_typeof(${value} -> 'selectedOptionId') = 'string' then ${value} ->> 'selectedOptionId' end
          when 'multiChoice' then case when jsonb_typeof(${list}) = 'array' then ${joinedList(list)} end
        end`;
}

/**
 * The values (`value` documents) of the item's answers to `fieldIds`, as one `jsonb[]` in that
 * order; the last answer to a field counts, as `answersByField` keeps it. An item usually answers
 * as its survey asks, the fields in order and once each: then each value is read at its position.
 * Any other list (a field skipped, repeated or moved) is read in one pass over its answers.
 * (The export of every survey reads them with `answerValuesByIdSql`.)
 */
function answerValuesSql(fieldIds: string[]): string {
  if (fieldIds.length === 0) return `array[]::jsonb[]`;
  const inOrder = fieldIds.map(
    (fieldId, index) => `f.answers #>> '{${index},fieldId}' = ${pg.escapeLiteral(fieldId)}`,
  );
  const atPosition = fieldIds.map((_, index) => `f.answers #> '{${index},value}'`);
  const collected = fieldIds.map(
    (fieldId, index) =>
      `array_agg(a.value) filter (where a."fieldId" = ${pg.escapeLiteral(fieldId)}) as v${index}`,
  );
  const last = fieldIds.map((_, index) => `v${index}[cardinality(v${index})]`);
  return `case when jsonb_typeof(f.answers) = 'array'
            and jsonb_array_length(f.answers) = ${fieldIds.length}
            and ${inOrder.join('\n            and ')}
          then array[${atPosition.join(', ')}]
          else (select array[${last.join(', ')}]
            from (select ${collected.join(',\n                ')}
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
function answerValuesByIdSql(fieldIds: string[]): string {
  if (fieldIds.length === 0) return `array[]::jsonb[]`;
  const lookups = fieldIds.map((fieldId) => `y.o -> ${pg.escapeLiteral(fieldId)}`);
  return `(select array[${lookups.join(', ')}]
            from (select jsonb_object_agg(a."fieldId", a.value order by a.n) as o
                    from rows from (jsonb_to_recordset(case jsonb_typeof(f.answers) when 'array' then f.answers else '[]' end)
                      as ("fieldId" text, value jsonb)) with ordinality as a("fieldId", value, n)
                   where a."fieldId" is not null) y)`;
}

/**
 * A fragment with its bindings written as SQL literals: COPY runs in the simple query protocol,
 * which takes no parameters. Strings go through the driver's `escapeLiteral`; only strings,
 * finite numbers, booleans and null are accepted.
 */
export function inlineBindings(fragment: SqlFragment): string {
  let index = 0;
  const text = fragment.sql.replace(/\?/g, () => {
    const value = fragment.bindings[index];
    index += 1;
    if (value === null || value === undefined) return 'null';
    if (typeof value === 'string') return pg.escapeLiteral(value);
    if (typeof value === 'boolean') return value ? 'true' : 'false';
    if (typeof value === 'number' && Number.isFinite(value)) return String(value);
    throw new Error('an export binding must be a string, a finite number, a boolean or null');
  });
  if (index !== fragment.bindings.length) {
    throw new Error('placeholders and bindings of an SQL fragment differ in number');
  }
  return text;
}

/**
 * Each item's theme names joined, by (received_at, id). From the matches alone where `matches`
 * selects those of the selected items (`feedback_theme` records each match's survey, arrival and
 * app), else through the selected items.
 */
function themesSql(selected: string, matches: SqlFragment | undefined): string {
  const names = `string_agg(th.name, '${LIST_SEPARATOR}' order by th.name) as themes`;
  if (matches !== undefined) {
    return `select fm.received_at, fm.feedback_id as id, ${names}
            from feedback_theme fm join theme th on th.id = fm.theme_id
           where ${inlineBindings(matches)}
           group by fm.received_at, fm.feedback_id`;
  }
  return `select f.received_at, f.id, ${names}
            from feedback_theme fm join feedback f on f.id = fm.feedback_id
            join theme th on th.id = fm.theme_id
           where ${selected}
           group by f.received_at, f.id`;
}

/**
 * The `COPY` statement of the CSV export of the items `where` selects, newest first. The inner
 * query reads each item once, in the order of the keyset index, with its answers' values, tags
 * and themes; the middle one turns each value into its text once; the outer one only neutralises
 * the cells (`offset 0` keeps each layer's columns computed once, never copied into the next
 * layer's expressions). A rating is a number and never starts with a formula character, so every
 * field cell goes through the same neutralisation. Tags and themes are gathered once and joined
 * by (received_at, id), which lets PostgreSQL merge them into the export's order instead of
 * looking them up item by item. `themeMatches` (`themeMatchScopeSql`), when the filter allows
 * it, selects the selected items' theme matches without reading the items a second time.
 */
export function csvCopySql(
  selection: { where: SqlFragment; themeMatches?: SqlFragment | undefined },
  layout: SheetLayout,
): string {
  const fields = layout.fields;
  const iso = (column: string) =>
    `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
  const selected = inlineBindings(selection.where);
  const fieldCells = fields.map((_, index) => `c${index}`);
  const columns = [
    's.id',
    ...(layout.allSurveys ? [cell(neutralised('s.survey_id'))] : []),
    's.submitted_at',
    's.received_at',
    cell(neutralised('s.app_name')),
    ...fieldCells.map((name) => cell(neutralised(`s.${name}`))),
    cell(neutralised('s.tags')),
    cell(neutralised('s.themes')),
    // The context as PostgreSQL writes JSON (`jsonbText` writes the same for XLSX).
    's.context',
  ];
  const texts = fieldCells.map(
    (name, index) => `${valueText(`v.answer_values[${index + 1}]`)} as ${name}`,
  );
  return `copy (
    select ${columns.join(',\n      ')}
    from (
      select v.id,${layout.allSurveys ? ' v.survey_id,' : ''} v.submitted_at, v.received_at, v.app_name,
        ${[...texts, 'v.tags', 'v.themes', 'v.context'].join(',\n        ')}
      from (
        select f.id::text as id,${layout.allSurveys ? ' f.survey_id,' : ''} ${iso('f.submitted_at')} as submitted_at,
          ${iso('f.received_at')} as received_at, f.app_name,
          ${(layout.allSurveys ? answerValuesByIdSql : answerValuesSql)(fields.map((field) => field.fieldId))} as answer_values,
          t.tags, m.themes, f.context::text as context
        from feedback f
        left join (
          select f.received_at, f.id, string_agg(ft.tag, '${LIST_SEPARATOR}' order by ft.tag) as tags
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
    ) s
  ) to stdout with (format csv)`;
}

/**
 * Whether the `COPY` statement of `csvCopySql` can select the sheet's columns: PostgreSQL's select
 * lists hold at most 1,664 entries, and the inner layers carry one per field plus a few. A wider
 * sheet (the export of every survey of a team whose surveys have many field ids) is written row
 * by row from a cursor instead (`writeCsvRowsExport`), with the same cells.
 */
export function fitsCopy(layout: SheetLayout): boolean {
  return layout.fields.length <= 1_600;
}

/** The byte-order mark and the header line, as csv-stringify writes them. */
export function csvHead(layout: SheetLayout): string {
  return `\ufeff${stringify([headersOf(layout)])}`;
}

/**
 * Counts the records of a CSV stream chunk by chunk: a line feed outside quotes ends a record
 * (a quoted cell may hold line feeds; a doubled quote toggles twice).
 */
export class CsvRecordCounter {
  count = 0;
  private quoted = false;

  push(chunk: Buffer): void {
    let quoted = this.quoted;
    let count = this.count;
    for (let index = 0; index < chunk.length; index += 1) {
      const byte = chunk[index];
      if (byte === 0x22) quoted = !quoted;
      else if (byte === 0x0a && !quoted) count += 1;
    }
    this.quoted = quoted;
    this.count = count;
  }
}
