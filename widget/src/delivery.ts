import { type BackoffPolicy, backoffDelay, DEFAULT_BACKOFF, retryAfterMs } from './backoff.ts';
import type { DeliveryError, SubmissionReceipt } from './options.ts';
import type { QueuedSubmission, SubmissionQueue } from './submission-queue.ts';

export type DeliveryOutcome =
  | { kind: 'delivered'; receipt: SubmissionReceipt }
  | { kind: 'rejected'; error: DeliveryError }
  | { kind: 'pending' };

export interface DeliveryListener {
  delivered?(id: string, receipt: SubmissionReceipt): void;
  rejected?(id: string, error: DeliveryError): void;
}

export interface DelivererOptions {
  fetch?: typeof fetch;
  random?: () => number;
  now?: () => number;
  setTimer?: (run: () => void, ms: number) => unknown;
  /** Whether the browser thinks it is online; while offline, retries wait for `online`. */
  isOnline?: () => boolean;
  backoff?: BackoffPolicy;
  /** Attempts while the page stays open; the submission then waits in the queue. */
  maxAttempts?: number;
}

/** Network errors, 5xx and 429 are worth another try; any other answer is final. */
function isRetryable(status: number): boolean {
  return status === 0 || status === 429 || status >= 500;
}

async function problemOf(response: Response): Promise<DeliveryError> {
  const body = (await response.json().catch(() => ({}))) as { code?: unknown; detail?: unknown };
  return {
    status: response.status,
    code: typeof body.code === 'string' ? body.code : 'http_error',
    detail: typeof body.detail === 'string' ? body.detail : response.statusText,
  };
}

/**
 * Sends queued submissions: each once at a time, retried with backoff (or after `Retry-After`)
 * on network errors, 5xx and 429; removed from the queue when accepted or refused for good.
 */
export class Deliverer {
  readonly #queue: SubmissionQueue;
  readonly #listeners = new Set<DeliveryListener>();
  readonly #inFlight = new Set<string>();
  readonly #attempts = new Map<string, number>();
  readonly #fetch: typeof fetch;
  readonly #random: () => number;
  readonly #now: () => number;
  readonly #setTimer: (run: () => void, ms: number) => unknown;
  readonly #isOnline: () => boolean;
  readonly #backoff: BackoffPolicy;
  readonly #maxAttempts: number;

  constructor(queue: SubmissionQueue, options: DelivererOptions = {}) {
    this.#queue = queue;
    this.#fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
    this.#random = options.random ?? Math.random;
    this.#now = options.now ?? Date.now;
    this.#setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms));
    this.#isOnline = options.isOnline ?? (() => globalThis.navigator?.onLine !== false);
    this.#backoff = options.backoff ?? DEFAULT_BACKOFF;
    this.#maxAttempts = options.maxAttempts ?? 8;
  }

  subscribe(listener: DeliveryListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Queues a submission and makes the first attempt; resolves with that attempt's outcome. */
  submit(item: QueuedSubmission): Promise<DeliveryOutcome> {
    this.#queue.add(item);
    return this.#attempt(item);
  }

  /** Tries every queued submission not already on its way (on load and when back online). */
  flush(): void {
    for (const item of this.#queue.list()) {
      this.#attempts.delete(item.id);
      void this.#attempt(item);
    }
  }

  async #attempt(item: QueuedSubmission): Promise<DeliveryOutcome> {
    if (this.#inFlight.has(item.id) || !this.#queue.has(item.id)) return { kind: 'pending' };
    this.#inFlight.add(item.id);
    let status = 0;
    let response: Response | undefined;
    try {
      response = await this.#fetch(item.endpoint, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Api-Key': item.key },
        body: JSON.stringify(item.body),
      });
      status = response.status;
    } catch {
      status = 0;
    } finally {
      this.#inFlight.delete(item.id);
    }

    if (response?.ok) {
      const receipt = (await response.json().catch(() => ({}))) as SubmissionReceipt;
      this.#queue.remove(item.id);
      for (const listener of this.#listeners) listener.delivered?.(item.id, receipt);
      return { kind: 'delivered', receipt };
    }
    if (response && !isRetryable(status)) {
      const error = await problemOf(response);
      this.#queue.remove(item.id);
      for (const listener of this.#listeners) listener.rejected?.(item.id, error);
      return { kind: 'rejected', error };
    }
    this.#scheduleRetry(item, response?.headers.get('Retry-After') ?? null);
    return { kind: 'pending' };
  }

  #scheduleRetry(item: QueuedSubmission, retryAfter: string | null): void {
    const attempt = this.#attempts.get(item.id) ?? 0;
    if (attempt + 1 >= this.#maxAttempts || !this.#isOnline()) return; // waits for `online`/reload
    this.#attempts.set(item.id, attempt + 1);
    const serverWait = retryAfterMs(retryAfter, this.#now());
    const wait =
      serverWait === undefined
        ? backoffDelay(attempt, this.#random, this.#backoff)
        : serverWait + Math.round(this.#random() * 250);
    this.#setTimer(() => void this.#attempt(item), wait);
  }
}
