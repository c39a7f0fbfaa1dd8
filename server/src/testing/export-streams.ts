import { createHash } from 'node:crypto';
import { Writable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FieldDefinition } from '@heed/contracts';
import type { ExportRow } from '../export/export.repository.ts';

/** The fields of the rows `exportRowsWithoutIo` makes: a rating and a text. */
export const EXPORT_STREAM_FIELDS = [
  {
    fieldId: 'overall',
    fieldType: 'RATING',
    label: 'Overall',
    ratingVariant: 'stars',
    ratingScale: 5,
  },
  { fieldId: 'comment', fieldType: 'TEXT', label: 'Comment' },
] as FieldDefinition[];

/** A text that compresses about as badly as customers' own words. */
export function exportNoise(index: number): string {
  return createHash('sha256').update(String(index)).digest('base64');
}

/** The comment of row `index` made by `exportRowsWithoutIo`. */
export function exportComment(index: number): string {
  return `${index} ${exportNoise(index)}`;
}

/**
 * `count` export rows handed over without any I/O, faster than any compressor or receiver, as a
 * fast database hands over its batches; `progress.pulled` counts the rows taken so far.
 */
export function exportRowsWithoutIo(count: number) {
  const progress = { pulled: 0 };
  async function* rows(): AsyncGenerator<ExportRow> {
    for (let index = 0; index < count; index += 1) {
      progress.pulled += 1;
      const at = new Date(Date.UTC(2026, 0, 1) + index * 1000).toISOString();
      yield {
        id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
        submitted_at: at,
        received_at: at,
        survey_id: 'stream',
        app_name: 'web',
        answers: [
          { fieldId: 'overall', value: { type: 'rating', rating: index % 5 } },
          { fieldId: 'comment', value: { type: 'text', text: exportComment(index) } },
        ],
        context: { pathname: `/${exportNoise(-index).slice(0, 12)}` },
        tags: ['a'],
        themes: [],
        status: 'new',
        assignee: null,
        status_changed_at: null,
      };
    }
  }
  return { progress, rows: rows() };
}

/**
 * A receiver with a 16 KiB buffer that holds every write until `release()`, then takes everything
 * at once; `chunks` holds what it was given.
 */
export function pausedReceiver() {
  const chunks: Buffer[] = [];
  const held: (() => void)[] = [];
  let open = false;
  const sink = new Writable({
    highWaterMark: 16 * 1024,
    write(chunk: Buffer, _encoding, callback) {
      chunks.push(chunk);
      if (open) callback();
      else held.push(() => callback());
    },
  });
  return {
    sink,
    chunks,
    release() {
      open = true;
      for (const callback of held.splice(0)) callback();
    },
  };
}

/** Waits until `read()` has answered the same for three checks 100 ms apart; returns that. */
export async function settledValue(read: () => number): Promise<number> {
  let last = -1;
  let same = 0;
  while (same < 3) {
    await sleep(100);
    const now = read();
    same = now === last ? same + 1 : 0;
    last = now;
  }
  return last;
}
