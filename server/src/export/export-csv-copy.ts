import { stringify } from 'csv-stringify/sync';
import { headersOf, type SheetLayout } from './export-columns.query.ts';

/**
 * The CSV export written by PostgreSQL itself: `COPY (select …) TO STDOUT (FORMAT csv)` builds
 * every line (`csvCopyStatement`, `export.repository.ts`), and the server only passes the bytes
 * on, so no row is parsed or formatted in Node. Its cells come from the same column definitions
 * as the sheets written row by row (`export-columns.query.ts`); here: the head of the file, the
 * width `COPY` can select, and the count of the records streamed.
 */

/**
 * Whether the `COPY` statement of `csvCopyStatement` can select the sheet's columns: PostgreSQL's select
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
 * (a quoted cell may hold line feeds; a doubled quote toggles twice). The quotes and line feeds
 * are found with `indexOf` (native), each visited once, not byte by byte in JavaScript.
 */
export class CsvRecordCounter {
  count = 0;
  private quoted = false;

  push(chunk: Buffer): void {
    let quoted = this.quoted;
    let count = this.count;
    let at = 0;
    let lineFeed = chunk.indexOf(0x0a);
    for (;;) {
      const quote = chunk.indexOf(0x22, at);
      if (!quoted) {
        // The line feeds between here and the next quote (or the end) each end a record; those
        // before `at` were inside quotes.
        const stop = quote === -1 ? chunk.length : quote;
        while (lineFeed !== -1 && lineFeed < stop) {
          if (lineFeed >= at) count += 1;
          lineFeed = chunk.indexOf(0x0a, lineFeed + 1);
        }
      }
      if (quote === -1) break;
      quoted = !quoted;
      at = quote + 1;
    }
    this.quoted = quoted;
    this.count = count;
  }
}
