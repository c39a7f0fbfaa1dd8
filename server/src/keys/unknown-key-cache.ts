import { LRUCache } from 'lru-cache';
import type { Clock } from '../runtime/clock.ts';

/** How long this replica answers "unknown" for a key hash without asking the database again. */
export const UNKNOWN_KEY_TTL_MS = 5_000;

/** Most unknown key hashes remembered at once (about 1.5 MB); the least recently seen go first. */
export const MAX_UNKNOWN_KEYS = 10_000;

/**
 * Hashes of well-formed API keys the database does not know, so a flood of made-up keys (the
 * checksum is public) costs memory lookups instead of one query each.
 *
 * Each entry lives `UNKNOWN_KEY_TTL_MS`, whatever happens meanwhile. The cache is per replica and
 * key changes are announced on `heed_api_key_changes` only for revocations and rotations of
 * existing keys, so a key created through another replica could not clear an entry here; the short
 * lifetime bounds how long such a key would be refused instead. In practice no entry ever names a
 * key created later: key values are drawn at random when created, so nobody sends one before.
 * Revoked and expired keys are not "unknown": they are found and refused on every request.
 */
export class UnknownKeyCache {
  readonly #hashes: LRUCache<string, true>;

  constructor(clock: Clock, options: { ttlMs?: number; maxEntries?: number } = {}) {
    this.#hashes = new LRUCache<string, true>({
      max: options.maxEntries ?? MAX_UNKNOWN_KEYS,
      ttl: options.ttlMs ?? UNKNOWN_KEY_TTL_MS,
      // Time from Heed's clock, read on every check (no cached reading of it).
      perf: { now: () => clock.now().getTime() },
      ttlResolution: 0,
    });
  }

  /** True while the hash is remembered as unknown. */
  has(hash: string): boolean {
    return this.#hashes.get(hash) === true;
  }

  remember(hash: string): void {
    this.#hashes.set(hash, true);
  }

  get size(): number {
    return this.#hashes.size;
  }
}
