import { once } from 'node:events';
import { PassThrough, type Writable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import type { FeedbackItem } from '../feedback/feedback-item.ts';
import type { ExportRow } from './export.repository.ts';
import { headersOf, type SheetLayout, sheetCells } from './export-columns.query.ts';
import { csvHead } from './export-csv-copy.ts';

export type ExportFormat = 'csv' | 'json' | 'xlsx';

export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  json: 'application/json; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/**
 * Waits until `stream` has drained, or throws once `receiver` has gone away (a receiver that went
 * away never drains). Leaves no listener behind, however often it is called.
 */
async function drained(stream: Writable, receiver: Writable): Promise<void> {
  if (receiver.destroyed) throw new Error('the receiver went away');
  const settled = new AbortController();
  try {
    await Promise.race([
      once(stream, 'drain', { signal: settled.signal }),
      once(receiver, 'close', { signal: settled.signal }),
    ]);
  } finally {
    settled.abort();
  }
  if (receiver.destroyed) throw new Error('the receiver went away');
}

/** Writes to a stream, waiting while its buffer is full (constant memory, whatever the size). */
export async function writeChunk(sink: Writable, chunk: unknown): Promise<void> {
  if (!sink.write(chunk)) await drained(sink, sink);
  if (sink.destroyed) throw new Error('the receiver went away');
}

export async function endStream(sink: Writable): Promise<void> {
  sink.end();
  if (!sink.writableFinished) await once(sink, 'finish');
}

/**
 * The zip stream's own buffers (each side; archiver's default is 1 MiB): the receiver's socket
 * buffers anyway, and smaller stages make the writer wait sooner.
 */
const ZIP_OPTIONS: Partial<ExcelJS.stream.xlsx.ArchiverZipOptions> & { highWaterMark: number } = {
  highWaterMark: 64 * 1024,
};

/** What exceljs' streaming worksheet writes its XML into: a buffer feeding the sheet's zip entry. */
interface SheetBuffer {
  pipes?: unknown;
}

/**
 * exceljs' streaming worksheet buffers its XML and hands it to the sheet's zip entry without ever
 * waiting (its buffer ignores what `write` answers), so rows pile up in memory in front of the
 * compressor whenever compressing (or the receiver) is slower than reading rows. The entry is
 * routed through a stream of ours instead, piped onwards with back-pressure: while it is full,
 * the writer waits, so each stage holds no more than its own small buffer.
 */
function sheetEntry(sheet: ExcelJS.Worksheet): PassThrough {
  const buffer = (sheet as unknown as { stream: SheetBuffer }).stream;
  const pipes = buffer.pipes;
  if (!Array.isArray(pipes) || pipes.length !== 1) {
    throw new Error('exceljs: the streaming worksheet no longer feeds one zip entry');
  }
  const entry = new PassThrough();
  entry.pipe(pipes[0] as Writable);
  pipes[0] = entry;
  return entry;
}

/**
 * Writes every item of `items` as one JSON array to `sink`, each item as the feedback list hands
 * it out (`FeedbackItem`), and returns how many were written. `beforeEnd` runs once every item is
 * written and before the array is closed: the receiver never holds a complete file before it has
 * run. A failure midway rejects without closing the array; the caller aborts the response.
 */
export async function writeJsonExport(
  items: AsyncIterable<FeedbackItem>,
  sink: Writable,
  beforeEnd: (count: number) => Promise<void>,
): Promise<number> {
  let count = 0;
  let separator = '[';
  for await (const item of items) {
    await writeChunk(sink, `${separator}\n${JSON.stringify(item)}`);
    separator = ',';
    count += 1;
  }
  await beforeEnd(count);
  await writeChunk(sink, count === 0 ? '[]\n' : '\n]\n');
  await endStream(sink);
  return count;
}

/**
 * Writes every row of `rows` as CSV with the columns of `layout` to `sink`, the same bytes as
 * PostgreSQL's `COPY` writes (`csvCopyStatement`, `export.repository.ts`): the header line with its byte-order mark,
 * then each row's `sheetCells`. Used where the sheet is wider than one `COPY` statement can select
 * (`fitsCopy`). `beforeEnd` runs once every row is written and before the stream ends.
 */
export async function writeCsvRowsExport(
  layout: SheetLayout,
  rows: AsyncIterable<ExportRow>,
  sink: Writable,
  beforeEnd: (count: number) => Promise<void>,
): Promise<number> {
  let count = 0;
  await writeChunk(sink, csvHead(layout));
  for await (const row of rows) {
    await writeChunk(sink, stringify([sheetCells(row, layout)]));
    count += 1;
  }
  await beforeEnd(count);
  await endStream(sink);
  return count;
}

/**
 * Writes every row of `rows` as an XLSX sheet with the columns of `layout` to `sink` (the CSV is
 * written by PostgreSQL, `export.repository.ts`), and returns how many rows were written.
 * `beforeEnd` runs once every row is written and before the file is closed: the receiver never
 * holds a complete file before it has run. A failure midway rejects without finishing the file;
 * the caller aborts the response.
 */
export async function writeXlsxExport(
  layout: SheetLayout,
  rows: AsyncIterable<ExportRow>,
  sink: Writable,
  beforeEnd: (count: number) => Promise<void>,
): Promise<number> {
  let count = 0;
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: sink,
    useStyles: false,
    useSharedStrings: false,
    zip: ZIP_OPTIONS,
  });
  const sheet = workbook.addWorksheet('feedback');
  const entry = sheetEntry(sheet);
  sheet.addRow(headersOf(layout)).commit();
  for await (const row of rows) {
    sheet.addRow(sheetCells(row, layout)).commit();
    count += 1;
    // The sheet's entry is full while the compressor, the zip or the receiver is behind.
    if (entry.writableNeedDrain) await drained(entry, sink);
    if (sink.destroyed) throw new Error('the receiver went away');
  }
  await beforeEnd(count);
  sheet.commit();
  await workbook.commit();
  return count;
}
