import { LRUCache } from 'lru-cache';
import { hashApiKey, parseApiKey } from './api-key-format.ts';

/** Most key values remembered at once; the least recently used go first. */
export const MAX_HASHED_KEYS = 10_000;

/**
 * The lookup hash of the API key values this replica was sent recently, so that a key sending
 * thousands of submissions a second is checked (format and checksum) and hashed (SHA-256) once,
 * not on every request. Only well-formed values are remembered, at most `MAX_HASHED_KEYS` of them,
 * the least recently used going first. It holds nothing the database decides: whether the hash
 * names a live key, and which, is still asked of the key directory on every request, so a revoked
 * or rotated key is refused as before. The values live in this process's memory only (as the
 * request headers that carried them do), never in a log line or the database.
 */
export class KeyHashCache {
  readonly #hashes: LRUCache<string, string>;

  constructor(options: { maxEntries?: number } = {}) {
    this.#hashes = new LRUCache<string, string>({ max: options.maxEntries ?? MAX_HASHED_KEYS });
  }

  /** The lookup hash of `value`, or undefined when it is not a well-formed Heed key. */
  hashOf(value: string): string | undefined {
    const known = this.#hashes.get(value);
    if (known !== undefined) return known;
    if (!parseApiKey(value)) return undefined;
    const hash = hashApiKey(value);
    this.#hashes.set(value, hash);
    return hash;
  }
}
