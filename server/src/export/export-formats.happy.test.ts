import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import {
  EXPORT_STREAM_FIELDS,
  exportComment,
  exportRowsWithoutIo,
  pausedReceiver,
  settledValue,
} from '../testing/export-streams.ts';
import { surveyLayout } from './export-columns.query.ts';
import { writeXlsxExport } from './export-formats.ts';

/**
 * The XLSX writer streams in constant memory (Rule: docs/rules/dashboard.md#dashboard-7: streamed
 * from a database cursor to the response): however fast rows arrive, it takes the next one only
 * while every stage between it and the receiver (sheet buffer, compressor, zip, receiver) has room.
 */

const ROWS = 25_000;
/**
 * What the stages hold between them (64 KiB buffers of XML, and of compressed bytes in the zip)
 * is a few thousand rows of ~300 bytes; a writer that does not wait takes every row at once.
 */
const MAX_ROWS_IN_FLIGHT = 10_000;

describe('writeXlsxExport, rows arriving faster than they can be compressed and sent', () => {
  it('takes no more rows than its stages can hold while the receiver reads nothing, then writes them all', async () => {
    const { progress, rows } = exportRowsWithoutIo(ROWS);
    const receiver = pausedReceiver();
    let ended = false;
    const writing = writeXlsxExport(
      surveyLayout(EXPORT_STREAM_FIELDS),
      rows,
      receiver.sink,
      async () => {
        ended = true;
      },
    );

    const pulled = await settledValue(() => progress.pulled);
    expect(pulled).toBeLessThan(MAX_ROWS_IN_FLIGHT);
    expect(ended).toBe(false);
    expect(receiver.chunks.length).toBeGreaterThan(0);

    receiver.release();
    expect(await writing).toBe(ROWS);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.concat(receiver.chunks) as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('feedback');
    expect(sheet?.rowCount).toBe(ROWS + 1);
    expect(sheet?.getRow(1).getCell(6).value).toBe('comment (Comment)');
    expect(sheet?.getRow(2).getCell(6).value).toBe(exportComment(0));
    expect(sheet?.getRow(ROWS + 1).getCell(6).value).toBe(exportComment(ROWS - 1));
  });
});
