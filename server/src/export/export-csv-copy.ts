import type { FieldDefinition } from '@heed/contracts';
import { stringify } from 'csv-stringify/sync';
import pg from 'pg';
import type { SqlFragment } from '../feedback/sql-fragment.ts';
import { headersOf, LIST_SEPARATOR } from './export-columns.ts';

/**
 * The CSV export written by PostgreSQL itself: `COPY (select …) TO STDOUT (FORMAT csv)` builds
 * every line, and the server only passes the bytes on, so no row is parsed or formatted in Node.
 * The cells are the same as `sheetCells` with csv-stringify writes them (`export-columns.ts`):
 * times as ISO 8601 UTC with milliseconds, one column per field (the item's last answer to it), a
 * list as `; `-joined values, formula neutralisation (a leading `'` before `= + - @ \t \r`) on
 * every text cell, an empty text as an empty cell, the context as PostgreSQL writes JSON.
 */

/** A string cell made safe for spreadsheets; `expression` is evaluated twice, keep it cheap. */
function neutralised(expression: string): string {
  return `case when left(${expression}, 1) in ('=', '+', '-', '@', E'\\t', E'\\r') then '''' || ${expression} else ${expression} end`;
}

/** An empty text is written as an empty cell, as csv-stringify writes `''` and `null`. */
function cell(expression: string): string {
  return `nullif(${expression}, '')`;
}

/**
 * The text of an answer value `a.value`, as `answerValue` reads it: a rating as its number, a
 * text, an option id, or the option ids of a multiple choice joined; null for anything else.
 */
const VALUE_TEXT = `case a.value ->> 'type'
          when 'rating' then case when jsonb_typeof(a.value -> 'rating') = 'number' then a.value ->> 'rating' end
          when 'text' then case when jsonb_typeof(a.value -> 'text') = 'string' then a.value ->> 'text' end
          when 'singleChoice' then case when jsonb_typeof(a.value -> 'selectedOptionId') = 'string' then a.value ->> 'selectedOptionId' end
          when 'multiChoice' then case when jsonb_typeof(a.value -> 'selectedOptionIds') = 'array' then (select string_agg(e.option, '${LIST_SEPARATOR}' order by e.n) from jsonb_array_elements_text(a.value -> 'selectedOptionIds') with ordinality e(option, n)) end
        end`;

/**
 * The value texts of the item's answers to `fieldIds`, as one `text[]` in that order, from one
 * pass over its answers (the last answer to a field counts, as `answersByField` keeps it).
 */
function answerTextsSql(fieldIds: string[]): string {
  if (fieldIds.length === 0) return `array[]::text[]`;
  const collected = fieldIds.map(
    (fieldId, index) =>
      `array_agg(${VALUE_TEXT}) filter (where a."fieldId" = ${pg.escapeLiteral(fieldId)}) as v${index}`,
  );
  const last = fieldIds.map((_, index) => `v${index}[cardinality(v${index})]`);
  return `(select array[${last.join(', ')}]
      from (select ${collected.join(',\n        ')}
              from jsonb_to_recordset(case jsonb_typeof(f.answers) when 'array' then f.answers else '[]' end)
                as a("fieldId" text, value jsonb)) y)`;
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
 * The `COPY` statement of the CSV export of the items `where` selects, newest first. The inner
 * query reads each item once (its answers in one pass) and is ordered by the keyset index; the
 * outer one only neutralises the cells. A rating is a number and never starts with a formula
 * character, so every field cell goes through the same neutralisation.
 */
export function csvCopySql(where: SqlFragment, fields: FieldDefinition[]): string {
  const iso = (column: string) =>
    `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
  const columns = [
    's.id',
    's.submitted_at',
    's.received_at',
    cell(neutralised('s.app_name')),
    ...fields.map((_, index) => cell(neutralised(`s.cells[${index + 1}]`))),
    cell(neutralised('s.tags')),
    cell(neutralised('s.themes')),
    // The context as PostgreSQL writes JSON (`jsonbText` writes the same for XLSX).
    's.context',
  ];
  return `copy (
    select ${columns.join(',\n      ')}
    from (
      select f.id::text as id, ${iso('f.submitted_at')} as submitted_at,
        ${iso('f.received_at')} as received_at, f.app_name,
        ${answerTextsSql(fields.map((field) => field.fieldId))} as cells,
        (select string_agg(ft.tag, '${LIST_SEPARATOR}' order by ft.tag)
           from feedback_tag ft where ft.feedback_id = f.id) as tags,
        (select string_agg(th.name, '${LIST_SEPARATOR}' order by th.name)
           from feedback_theme fm join theme th on th.id = fm.theme_id
          where fm.feedback_id = f.id) as themes,
        f.context::text as context
      from feedback f
      where ${inlineBindings(where)}
      order by f.received_at desc, f.id desc
    ) s
  ) to stdout with (format csv)`;
}

/** The byte-order mark and the header line, as csv-stringify writes them. */
export function csvHead(fields: FieldDefinition[]): string {
  return `\ufeff${stringify([headersOf(fields)])}`;
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
