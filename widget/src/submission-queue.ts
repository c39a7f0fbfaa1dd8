/**
 * Submissions not yet accepted by the API, kept in `localStorage` so that a reload or a spell
 * offline loses nothing. Bounded: at most `maxItems` (the oldest go first) and none older than
 * `maxAgeMs` — the API remembers a `deduplicationKey` for 24 hours, so an older retry could be
 * stored twice.
 */
export interface QueuedSubmission {
  /** The submission's `deduplicationKey`. */
  id: string;
  endpoint: string;
  key: string;
  body: Record<string, unknown>;
  queuedAt: number;
}

export interface QueueLimits {
  maxItems: number;
  maxAgeMs: number;
}

export const DEFAULT_QUEUE_LIMITS: QueueLimits = { maxItems: 20, maxAgeMs: 23 * 60 * 60 * 1_000 };

const STORAGE_KEY = 'heed:queue:v1';

/** `localStorage` when the page may use it; else memory (private modes, blocked storage). */
function defaultStorage(): Pick<Storage, 'getItem' | 'setItem'> {
  try {
    const storage = globalThis.localStorage;
    storage.setItem('heed:probe', '1');
    return storage;
  } catch {
    const memory = new Map<string, string>();
    return { getItem: (k) => memory.get(k) ?? null, setItem: (k, v) => void memory.set(k, v) };
  }
}

function isQueued(value: unknown): value is QueuedSubmission {
  const item = value as QueuedSubmission;
  return (
    typeof item === 'object' &&
    item !== null &&
    typeof item.id === 'string' &&
    typeof item.endpoint === 'string' &&
    typeof item.key === 'string' &&
    typeof item.queuedAt === 'number' &&
    typeof item.body === 'object'
  );
}

export class SubmissionQueue {
  readonly #storage: Pick<Storage, 'getItem' | 'setItem'>;
  readonly #limits: QueueLimits;
  readonly #now: () => number;

  constructor(
    storage = defaultStorage(),
    limits: QueueLimits = DEFAULT_QUEUE_LIMITS,
    now: () => number = Date.now,
  ) {
    this.#storage = storage;
    this.#limits = limits;
    this.#now = now;
  }

  /** Queued submissions, oldest first, without expired ones. */
  list(): QueuedSubmission[] {
    let parsed: unknown;
    try {
      parsed = JSON.parse(this.#storage.getItem(STORAGE_KEY) ?? '[]');
    } catch {
      parsed = [];
    }
    const oldest = this.#now() - this.#limits.maxAgeMs;
    return (Array.isArray(parsed) ? parsed : [])
      .filter(isQueued)
      .filter((item) => item.queuedAt >= oldest);
  }

  add(item: QueuedSubmission): void {
    const items = this.list().filter((existing) => existing.id !== item.id);
    items.push(item);
    this.#write(items.slice(-this.#limits.maxItems));
  }

  remove(id: string): void {
    this.#write(this.list().filter((item) => item.id !== id));
  }

  has(id: string): boolean {
    return this.list().some((item) => item.id === id);
  }

  #write(items: QueuedSubmission[]): void {
    try {
      this.#storage.setItem(STORAGE_KEY, JSON.stringify(items));
    } catch {
      // Storage full or blocked: the submission is still tried while the page is open.
    }
  }
}
