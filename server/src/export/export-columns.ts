import type { FieldDefinition } from '@heed/contracts';

/** One exported feedback item as the database cursor hands it over. */
export interface ExportRow {
  id: string;
  submitted_at: Date | string;
  received_at: Date | string;
  app_name: string;
  answers: unknown;
  context: unknown;
  tags: string[] | null;
  themes: string[] | null;
}

export type Cell = string | number | null;

/** Separator of several values in one cell (multi-choice options, tags, themes). */
export const LIST_SEPARATOR = '; ';

const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Spreadsheet applications run a cell that starts with `=`, `+`, `-`, `@`, a tab or a carriage
 * return as a formula. Such a text gets a leading `'` so it is shown as text, never evaluated.
 */
export function neutraliseFormula(cell: Cell): Cell {
  return typeof cell === 'string' && FORMULA_START.test(cell) ? `'${cell}` : cell;
}

/** The header of a field's column: its id and, in parentheses, its label. */
export function fieldHeader(field: FieldDefinition): string {
  return field.label.trim() === '' ? field.fieldId : `${field.fieldId} (${field.label})`;
}

export const LEADING_HEADERS = ['id', 'submittedAt', 'receivedAt', 'appName'] as const;
export const TRAILING_HEADERS = ['tags', 'themes', 'context'] as const;

/** The header row; a field id chosen by a customer is neutralised like any other cell. */
export function headersOf(fields: FieldDefinition[]): string[] {
  return [
    ...LEADING_HEADERS,
    ...fields.map((field) => String(neutraliseFormula(fieldHeader(field)))),
    ...TRAILING_HEADERS,
  ];
}

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

function iso(value: Date | string): string {
  return new Date(value).toISOString();
}

function answersByField(answers: unknown): Map<string, StoredAnswer> {
  const byField = new Map<string, StoredAnswer>();
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

/** The cells of one row of a sheet (CSV, XLSX), in header order, formula-safe. */
export function sheetCells(row: ExportRow, fields: FieldDefinition[]): Cell[] {
  const answers = answersByField(row.answers);
  const cells: Cell[] = [row.id, iso(row.submitted_at), iso(row.received_at), row.app_name];
  for (const field of fields) {
    const value = answerValue(answers.get(field.fieldId));
    cells.push(Array.isArray(value) ? value.join(LIST_SEPARATOR) : value);
  }
  cells.push(
    (row.tags ?? []).join(LIST_SEPARATOR),
    (row.themes ?? []).join(LIST_SEPARATOR),
    row.context === null || row.context === undefined ? null : jsonbText(row.context),
  );
  return cells.map(neutraliseFormula);
}

/** One item of the JSON export: values as they are (JSON is no spreadsheet: nothing to neutralise). */
export function jsonItem(row: ExportRow, fields: FieldDefinition[]) {
  const answers = answersByField(row.answers);
  return {
    id: row.id,
    submittedAt: iso(row.submitted_at),
    receivedAt: iso(row.received_at),
    appName: row.app_name,
    answers: Object.fromEntries(
      fields.map((field) => [field.fieldId, answerValue(answers.get(field.fieldId))]),
    ),
    tags: row.tags ?? [],
    themes: row.themes ?? [],
    context: row.context ?? null,
  };
}
