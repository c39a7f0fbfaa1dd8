import { once } from 'node:events';
import type { Writable } from 'node:stream';
import type { FieldDefinition } from '@heed/contracts';
import ExcelJS from 'exceljs';
import { type ExportRow, headersOf, jsonItem, sheetCells } from './export-columns.ts';

export type ExportFormat = 'csv' | 'json' | 'xlsx';

export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  json: 'application/json; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** Writes to a stream, waiting while its buffer is full (constant memory, whatever the size). */
export async function writeChunk(sink: Writable, chunk: unknown): Promise<void> {
  if (!sink.write(chunk)) await Promise.race([once(sink, 'drain'), once(sink, 'close')]);
  if (sink.destroyed) throw new Error('the receiver went away');
}

export async function endStream(sink: Writable): Promise<void> {
  sink.end();
  if (!sink.writableFinished) await once(sink, 'finish');
}

/**
 * Writes every row of `rows` as JSON or XLSX to `sink` (the CSV is written by PostgreSQL,
 * `export-csv-copy.ts`), and returns how many rows were written.
 * `beforeEnd` runs once every row is written and before the file is closed: the receiver never
 * holds a complete file before it has run. A failure midway rejects without finishing the file;
 * the caller aborts the response.
 */
export async function writeExport(
  format: Exclude<ExportFormat, 'csv'>,
  fields: FieldDefinition[],
  rows: AsyncIterable<ExportRow>,
  sink: Writable,
  beforeEnd: (count: number) => Promise<void>,
): Promise<number> {
  let count = 0;
  if (format === 'json') {
    let separator = '[';
    for await (const row of rows) {
      await writeChunk(sink, `${separator}\n${JSON.stringify(jsonItem(row, fields))}`);
      separator = ',';
      count += 1;
    }
    await beforeEnd(count);
    await writeChunk(sink, count === 0 ? '[]\n' : '\n]\n');
    await endStream(sink);
    return count;
  }
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: sink,
    useStyles: false,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet('feedback');
  sheet.addRow(headersOf(fields)).commit();
  for await (const row of rows) {
    sheet.addRow(sheetCells(row, fields)).commit();
    count += 1;
    // The zip writer has no back-pressure of its own: wait whenever the receiver is behind.
    if (sink.writableNeedDrain) await Promise.race([once(sink, 'drain'), once(sink, 'close')]);
    if (sink.destroyed) throw new Error('the receiver went away');
  }
  await beforeEnd(count);
  sheet.commit();
  await workbook.commit();
  return count;
}
