import { describe, expect, it } from 'vitest';
import {
  EXPORT_STREAM_FIELDS,
  exportRowsWithoutIo,
  pausedReceiver,
  settledValue,
} from '../testing/export-streams.ts';
import { surveyLayout } from './export-columns.query.ts';
import { writeXlsxExport } from './export-formats.ts';

/**
 * A receiver that goes away while the XLSX writer waits for room ends the export: the writer
 * rejects (the caller aborts the response and releases the snapshot), takes no further row and
 * never finishes the file.
 */

describe('writeXlsxExport, the receiver going away', () => {
  it('rejects while waiting for room, takes no further row and never finishes the file', async () => {
    const { progress, rows } = exportRowsWithoutIo(25_000);
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
    const outcome = writing.then(
      () => 'finished',
      (error: Error) => error.message,
    );

    const pulled = await settledValue(() => progress.pulled);
    receiver.sink.destroy();

    expect(await outcome).toBe('the receiver went away');
    expect(progress.pulled).toBe(pulled);
    expect(ended).toBe(false);
  });

  it('rejects before taking a row when the receiver is already gone', async () => {
    const { progress, rows } = exportRowsWithoutIo(25_000);
    const receiver = pausedReceiver();
    receiver.sink.destroy();

    await expect(
      writeXlsxExport(surveyLayout(EXPORT_STREAM_FIELDS), rows, receiver.sink, async () => {}),
    ).rejects.toThrow('the receiver went away');
    expect(progress.pulled).toBeLessThanOrEqual(1);
  });
});
