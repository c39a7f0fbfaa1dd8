import type { FieldDefinition } from '@heed/contracts';

/** One exported feedback item as the database cursor hands it over to the sheet writer. */
export interface ExportRow {
  id: string;
  survey_id: string;
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

export const LEADING_HEADERS = ['id', 'submittedAt', 'receivedAt', 'appName'] as const;
export const TRAILING_HEADERS = ['tags', 'themes', 'context'] as const;

/** The most columns a worksheet holds (Excel's limit, `XFD`). */
export const XLSX_MAX_COLUMNS = 16_384;

/** The header row; a field id chosen by a customer is neutralised like any other cell. */
export function headersOf(layout: SheetLayout): string[] {
  const [id, ...leading] = LEADING_HEADERS;
  return [
    id,
    ...(layout.allSurveys ? ['surveyId'] : []),
    ...leading,
    ...layout.fields.map((field) => String(neutraliseFormula(fieldHeader(field)))),
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
export function sheetCells(row: ExportRow, layout: SheetLayout): Cell[] {
  const answers = answersByField(row.answers);
  const cells: Cell[] = [
    row.id,
    ...(layout.allSurveys ? [row.survey_id] : []),
    iso(row.submitted_at),
    iso(row.received_at),
    row.app_name,
  ];
  for (const field of layout.fields) {
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
