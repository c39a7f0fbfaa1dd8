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
 * every text cell, an empty text as an empty cell, the context as compact JSON.
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
 * The cell of one field, as `answerValue` reads it: a rating as a number (never neutralised, as
 * the sheet writes numbers), a text, an option id, or the option ids of a multiple choice joined.
 */
function fieldCell(literal: string): string {
  const value = `c.v -> ${literal}`;
  return `case ${value} ->> 'type'
      when 'rating' then case when jsonb_typeof(${value} -> 'rating') = 'number' then ${value} ->> 'rating' end
      when 'text' then case when jsonb_typeof(${value} -> 'text') = 'string' then ${cell(neutralised(`(${value} ->> 'text')`))} end
      when 'singleChoice' then case when jsonb_typeof(${value} -> 'selectedOptionId') = 'string' then ${cell(neutralised(`(${value} ->> 'selectedOptionId')`))} end
      when 'multiChoice' then case when jsonb_typeof(${value} -> 'selectedOptionIds') = 'array' then ${cell(
        neutralised(
          `(select string_agg(e.option, '${LIST_SEPARATOR}' order by e.n) from jsonb_array_elements_text(${value} -> 'selectedOptionIds') with ordinality e(option, n))`,
        ),
      )} end
    end`;
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

/** The compact JSON of a jsonb value (`jsonb::text` puts a space after every `:` and `,`). */
const COMPACT_CONTEXT = `regexp_replace(c.context::text, '("(?:[^"\\\\]|\\\\.)*")|([:,]) ', '\\1\\2', 'g')`;

/** The `COPY` statement of the CSV export of the items `where` selects, newest first. */
export function csvCopySql(where: SqlFragment, fields: FieldDefinition[]): string {
  const iso = (column: string) =>
    `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
  const columns = [
    'c.id::text',
    iso('c.submitted_at'),
    iso('c.received_at'),
    cell(neutralised('c.app_name')),
    ...fields.map((field) => fieldCell(pg.escapeLiteral(field.fieldId))),
    cell(neutralised('c.tags')),
    cell(neutralised('c.themes')),
    COMPACT_CONTEXT,
  ];
  return `copy (
    with item as (
      select f.id, f.submitted_at, f.received_at, f.app_name, f.context,
        array_to_string(array(select ft.tag from feedback_tag ft where ft.feedback_id = f.id
                              order by ft.tag), '${LIST_SEPARATOR}') as tags,
        array_to_string(array(select th.name from feedback_theme fm join theme th on th.id = fm.theme_id
                              where fm.feedback_id = f.id order by th.name), '${LIST_SEPARATOR}') as themes,
        (select jsonb_object_agg(a ->> 'fieldId', a -> 'value')
           from jsonb_array_elements(case jsonb_typeof(f.answers) when 'array' then f.answers else '[]' end) a
          where jsonb_typeof(a -> 'fieldId') = 'string') as v
      from feedback f
      where ${inlineBindings(where)}
      order by f.received_at desc, f.id desc
    )
    select ${columns.join(',\n      ')}
    from item c
    order by c.received_at desc, c.id desc
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
