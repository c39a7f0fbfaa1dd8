/**
 * Heed's survey widget for bundlers: `open` shows a survey, `flush` sends what an earlier page
 * left in the queue. The script tag build (`heed.js`) wraps the same functions as `window.Heed`.
 */
import { Deliverer } from './delivery.ts';
import type { HeedHandle, HeedOptions } from './options.ts';
import { SubmissionQueue } from './submission-queue.ts';
import { openSurvey } from './survey-widget.ts';

export type { Messages } from './messages.ts';
export type * from './options.ts';

export const VERSION = '1.0.0';

let deliverer: Deliverer | undefined;

/** One deliverer a page: it owns the queue, and sends it again whenever the browser comes online. */
function delivery(): Deliverer {
  if (!deliverer) {
    deliverer = new Deliverer(new SubmissionQueue());
    const current = deliverer;
    window.addEventListener('online', () => current.flush());
  }
  return deliverer;
}

/** Shows a survey; null when it was closed or answered within its cool-down. */
export function open(options: HeedOptions): HeedHandle | null {
  if (!options.apiUrl) throw new TypeError('Heed.open: apiUrl is required');
  return openSurvey(options, delivery());
}

/** Sends submissions queued by earlier pages (call once when the page loads). */
export function flush(): void {
  delivery().flush();
}
