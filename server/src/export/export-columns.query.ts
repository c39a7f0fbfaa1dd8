import type { FieldDefinition } from '@heed/contracts';
import { type RawBuilder, sql } from 'kysely';
import type { ExportRow } from './export.repository.ts';

/**
 * The columns of the export's sheets (CSV, XLSX) and how each item becomes their cells, defined
 * once for both writers: each column gives its cell from a row of the cursor statement (the XLSX
 * sheet, and the CSV written row by row) and the same cell as an SQL expression (the CSV that
 * PostgreSQL writes itself with `COPY`, `csvCopySelect` in `export.repository.ts`). Both read the
 * same source columns: the statements select times as ISO 8601 UTC text (`isoUtc`) and ids as
 * text, so only the answers, lists and the formula neutralisation have a rule on each side, and
 * those rules sit side by side here.
 */

export type { ExportRow } from './export.repository.ts';

export type Cell = string | number | null;

/** Separator of several values in one cell (multi-choice options, tags, themes). */
export const LIST_SEPARATOR = '; ';

/**
 * Spreadsheet applications run a cell that starts with `=`, `+`, `-`, `@`, a tab or a carriage
 * return as a formula.
 */
const FORMULA_STARTS = ['=', '+', '-', '@', '\t', '\r'];

/** Such a text gets a leading `'` so it is shown as text, never evaluated. */
export function neutraliseFormula(cell: Cell): Cell {
  return typeof cell === 'string' && FORMULA_STARTS.includes(cell.charAt(0)) ? `'${cell}` : cell;
}

/**
 * `neutraliseFormula` in SQL, with an empty text as an empty cell (as csv-stringify writes `''`
 * and `null`); `text` is evaluated twice, keep it a column. The first character is tested by its
 * code point (`ascii` of an empty text is 0).
 */
function neutralisedSql(text: RawBuilder<unknown>): RawBuilder<string | null> {
  const codes = sql.raw(FORMULA_STARTS.map((start) => start.charCodeAt(0)).join(', '));
  return sql<
    string | null
  >`nullif(case when ascii(${text}) in (${codes}) then '''' || ${text} else ${text} end, '')`;
}

/** What a field column needs of a field: its id (the answers to it) and the header's label. */
export type SheetField = Pick<FieldDefinition, 'fieldId' | 'label'>;

/**
 * The columns of a sheet (CSV, XLSX). One survey: its fields in definition order. All surveys
 * (`allSurveys`): a `surveyId` column after `id`, and one column per field id of any of the team's
 * surveys (the union, in the order of first appearance over the surveys sorted by id), headed by
 * the field id alone: surveys may give the same id different labels and types, and a cell means
 * what the row's survey defines that field as.
 */
export interface SheetLayout {
  allSurveys: boolean;
  fields: SheetField[];
}

/** The columns of one survey's sheet. */
export function surveyLayout(fields: SheetField[]): SheetLayout {
  return { allSurveys: false, fields };
}

/** The columns of the sheet of every survey: the union of the surveys' field ids. */
export function allSurveysLayout(surveys: { fields: SheetField[] }[]): SheetLayout {
  const seen = new Set<string>();
  const fields: SheetField[] = [];
  for (const survey of surveys) {
    for (const field of survey.fields) {
      if (seen.has(field.fieldId)) continue;
      seen.add(field.fieldId);
      fields.push({ fieldId: field.fieldId, label: '' });
    }
  }
  return { allSurveys: true, fields };
}

/** The header of a field's column: its id and, in parentheses, its label (if it has one). */
export function fieldHeader(field: SheetField): string {
  return field.label.trim() === '' ? field.fieldId : `${field.fieldId} (${field.label})`;
}

/** The most columns a worksheet holds (Excel's limit, `XFD`). */
export const XLSX_MAX_COLUMNS = 16_384;

interface StoredAnswer {
  fieldId?: unknown;
  value?: {
    type?: unknown;
    rating?: unknown;
    text?: unknown;
    selectedOptionId?: unknown;
    selectedOptionIds?: unknown;
  };
}

/** An answer's value as a JSON value: a number, a text, an option id or a list of option ids. */
export function answerValue(answer: StoredAnswer | undefined): number | string | string[] | null {
  const value = answer?.value;
  switch (value?.type) {
    case 'rating':
      return typeof value.rating === 'number' ? value.rating : null;
    case 'text':
      return typeof value.text === 'string' ? value.text : null;
    case 'singleChoice':
      return typeof value.selectedOptionId === 'string' ? value.selectedOptionId : null;
    case 'multiChoice':
      return Array.isArray(value.selectedOptionIds) ? value.selectedOptionIds.map(String) : null;
    default:
      return null;
  }
}

/** Lists of up to this many option ids are joined without a subquery. */
const SHORT_LIST = 8;

/**
 * The elements of a `jsonb` array (`list`, evaluated several times: keep it a column) as text
 * joined by the list separator, JSON nulls left out, as `string_agg` over
 * `jsonb_array_elements_text` joins them. A short list is joined by `concat_ws`, which leaves out
 * the nulls that `->>` gives past the end of the list too.
 */
function joinedListSql(list: RawBuilder<unknown>): RawBuilder<string | null> {
  const elements = Array.from(
    { length: SHORT_LIST },
    (_, index) => sql`${list} ->> ${sql.raw(String(index))}`,
  );
  return sql<string | null>`case when jsonb_array_length(${list}) <= ${sql.raw(String(SHORT_LIST))}
            then nullif(concat_ws(${LIST_SEPARATOR}, ${sql.join(elements)}), '')
            else (select string_agg(e.option, ${LIST_SEPARATOR} order by e.n) from jsonb_array_elements_text(${list}) with ordinality e(option, n))
          end`;
}

/**
 * `answerValue` in SQL, as the text of its cell (`value`, evaluated several times: keep it a
 * column): a rating as its number, a text, an option id, or the option ids of a multiple choice
 * joined; null for anything else.
 */
function answerTextSql(value: RawBuilder<unknown>): RawBuilder<string | null> {
  const list = sql`(${value} -> 'selectedOptionIds')`;
  return sql<string | null>`case ${value} ->> 'type'
          when 'rating' then case when jsonb_typeof(${value} -> 'rating') = 'number' then ${value} ->> 'rating' end
          when 'text' then case when jsonb_typeof(${value} -> 'text') = 'string' then ${value} ->> 'text' end
          when 'singleChoice' then case when jsonb_typeof(${value} -> 'selectedOptionId') = 'string' then ${value} ->> 'selectedOptionId' end
          when 'multiChoice' then case when jsonb_typeof(${list}) = 'array' then ${joinedListSql(list)} end
        end`;
}

/** The answers of a row by field id; the last answer to a field counts. */
export type AnswersByField = Map<string, StoredAnswer>;

function answersByField(answers: unknown): AnswersByField {
  const byField: AnswersByField = new Map();
  if (!Array.isArray(answers)) return byField;
  for (const answer of answers as StoredAnswer[]) {
    if (typeof answer?.fieldId === 'string') byField.set(answer.fieldId, answer);
  }
  return byField;
}

/**
 * JSON as PostgreSQL writes a `jsonb` value (`", "` between items, `": "` after a key), so the
 * sheets built here and the CSV that PostgreSQL writes itself hold the same context text.
 */
export function jsonbText(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(jsonbText).join(', ')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).map(
      ([key, item]) => `${JSON.stringify(key)}: ${jsonbText(item)}`,
    );
    return `{${entries.join(', ')}}`;
  }
  return JSON.stringify(value);
}

/**
 * The source columns of the `COPY` statement's rows, as `csvCopySelect` selects them: those of
 * `ExportRow`, with the answers' values to the layout's fields (`answer_values`, in field order)
 * instead of the answers, and the tags and themes already joined by the list separator.
 */
export type CopySource =
  | 'id'
  | 'survey_id'
  | 'submitted_at'
  | 'received_at'
  | 'app_name'
  | 'tags'
  | 'themes'
  | 'status'
  | 'assignee'
  | 'status_changed_at'
  | 'context';

/**
 * One column of a sheet: its header; its cell from a cursor row (`cell`); its cell's text in SQL
 * from the `COPY` statement's row (`text`, `source` naming a source column); and whether the text
 * may be a customer's and so is neutralised (ids, times, the triage status and the context, a
 * JSON object, never start with a formula character).
 */
export interface SheetColumn {
  header: string;
  cell(row: ExportRow, answers: AnswersByField): Cell;
  text(source: (column: CopySource | 'answer_values') => RawBuilder<unknown>): RawBuilder<unknown>;
  customerText: boolean;
}

const sourceColumn = (
  header: string,
  column: CopySource & keyof ExportRow,
  customerText: boolean,
): SheetColumn => ({
  header,
  cell: (row) => row[column] as Cell,
  text: (source) => source(column),
  customerText,
});

const listColumn = (header: string, column: 'tags' | 'themes'): SheetColumn => ({
  header,
  cell: (row) => (row[column] ?? []).join(LIST_SEPARATOR),
  text: (source) => source(column),
  customerText: true,
});

/** The column of the layout's `index`-th field. */
function fieldColumn(field: SheetField, index: number): SheetColumn {
  return {
    header: fieldHeader(field),
    cell: (_, answers) => {
      const value = answerValue(answers.get(field.fieldId));
      return Array.isArray(value) ? value.join(LIST_SEPARATOR) : value;
    },
    text: (source) => answerTextSql(sql`${source('answer_values')}[${sql.raw(String(index + 1))}]`),
    customerText: true,
  };
}

const columnsOfLayout = new WeakMap<SheetLayout, SheetColumn[]>();

/** The columns of a sheet, in order (made once per layout: every row of a sheet reads them). */
export function sheetColumns(layout: SheetLayout): SheetColumn[] {
  let columns = columnsOfLayout.get(layout);
  if (columns === undefined) {
    columns = columnsOf(layout);
    columnsOfLayout.set(layout, columns);
  }
  return columns;
}

function columnsOf(layout: SheetLayout): SheetColumn[] {
  return [
    sourceColumn('id', 'id', false),
    ...(layout.allSurveys ? [sourceColumn('surveyId', 'survey_id', true)] : []),
    sourceColumn('submittedAt', 'submitted_at', false),
    sourceColumn('receivedAt', 'received_at', false),
    sourceColumn('appName', 'app_name', true),
    ...layout.fields.map(fieldColumn),
    listColumn('tags', 'tags'),
    listColumn('themes', 'themes'),
    sourceColumn('status', 'status', false),
    // A person's name (or the userRef when the member is not recorded): a customer's value.
    sourceColumn('assignee', 'assignee', true),
    sourceColumn('statusChangedAt', 'status_changed_at', false),
    {
      header: 'context',
      cell: (row) =>
        row.context === null || row.context === undefined ? null : jsonbText(row.context),
      // PostgreSQL's own JSON text (`jsonbText` writes the same).
      text: (source) => source('context'),
      customerText: false,
    },
  ];
}

/** The header row; a field id chosen by a customer is neutralised like any other cell. */
export function headersOf(layout: SheetLayout): string[] {
  return sheetColumns(layout).map((column) => String(neutraliseFormula(column.header)));
}

/** The cells of one row of a sheet (CSV, XLSX), in header order, formula-safe. */
export function sheetCells(row: ExportRow, layout: SheetLayout): Cell[] {
  const answers = answersByField(row.answers);
  return sheetColumns(layout).map((column) => {
    const cell = column.cell(row, answers);
    return column.customerText ? neutraliseFormula(cell) : cell;
  });
}

/**
 * The cells of the sheet in SQL, for the `COPY` statement: each column's text from the middle
 * layer's row (`source`), and its cell from the outer layer's copy of that text (`copied`, by the
 * column's position), neutralised where it may be a customer's.
 */
export function copyCells(
  layout: SheetLayout,
  source: (column: CopySource | 'answer_values') => RawBuilder<unknown>,
  copied: (index: number) => RawBuilder<unknown>,
): { texts: RawBuilder<unknown>[]; cells: RawBuilder<unknown>[] } {
  const columns = sheetColumns(layout);
  return {
    texts: columns.map((column) => column.text(source)),
    cells: columns.map((column, index) =>
      column.customerText ? neutralisedSql(copied(index)) : copied(index),
    ),
  };
}
