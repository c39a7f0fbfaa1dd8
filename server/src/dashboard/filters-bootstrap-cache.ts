import type { DeviceType, FieldDefinition } from '@heed/contracts';
import type { Clock } from '../runtime/clock.ts';
import { storeNewest } from '../runtime/newest-entries.ts';

export const FILTERS_CACHE_TTL_MS = 5 * 60_000;
export const FILTERS_CACHE_MAX_TEAMS = 1_000;

export interface FilterOptions {
  surveys: { surveyId: string; surveyType: string; fields: FieldDefinition[] }[];
  appNames: string[];
  /** The team's tags in use, sorted. */
  tags: string[];
  themes: { id: string; name: string; color: string | null }[];
  /** Device types the team's feedback reports. */
  deviceTypes: DeviceType[];
  firstResponseAt: string | null;
  lastResponseAt: string | null;
}

/**
 * The filter options of each team, kept for at most `ttlMs` (five minutes; Rule:
 * docs/rules/limits.md#limits-10). One per running application, in its dependencies (`deps.filtersBootstrap`).
 * Tenant-scoped: the only key is the team's id, which the team-selection policy has authorised
 * before any lookup. Bounded: past `maxEntries` the least recently stored team is dropped, so many
 * teams cannot grow the process.
 */
export class FiltersBootstrapCache {
  readonly #entries = new Map<string, { value: FilterOptions; expiresAt: number }>();
  /** Teams invalidated since their options were last stored. */
  readonly #changed = new Map<string, true>();
  readonly #clock: Clock;
  readonly #ttlMs: number;
  readonly #maxEntries: number;

  constructor(clock: Clock, options: { ttlMs?: number; maxEntries?: number } = {}) {
    this.#clock = clock;
    this.#ttlMs = options.ttlMs ?? FILTERS_CACHE_TTL_MS;
    this.#maxEntries = options.maxEntries ?? FILTERS_CACHE_MAX_TEAMS;
    if (!(this.#ttlMs > 0 && this.#ttlMs <= FILTERS_CACHE_TTL_MS)) {
      throw new RangeError('the cache lifetime must be positive and at most five minutes');
    }
    if (!(Number.isSafeInteger(this.#maxEntries) && this.#maxEntries >= 1)) {
      throw new RangeError('the cache needs room for at least one team');
    }
  }

  get size(): number {
    return this.#entries.size;
  }

  get(teamId: string): FilterOptions | undefined {
    const entry = this.#entries.get(teamId);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.#clock.now().getTime()) {
      this.#entries.delete(teamId);
      return undefined;
    }
    return entry.value;
  }

  /**
   * Whether the team's options changed since they were last stored: the next fill then reads the
   * primary, since a read replica may not have the change yet and every user of the team would
   * see its answer for the cache's lifetime.
   */
  changedSinceStored(teamId: string): boolean {
    return this.#changed.has(teamId);
  }

  set(teamId: string, value: FilterOptions): void {
    this.#changed.delete(teamId);
    const expiresAt = this.#clock.now().getTime() + this.#ttlMs;
    storeNewest(this.#entries, teamId, { value, expiresAt }, this.#maxEntries);
  }

  /**
   * Forgets a team's filter options after something they list changed: a survey registered or
   * deleted, a tag or theme created, renamed or deleted, feedback deleted. Other replicas keep
   * theirs for at most the cache lifetime (five minutes), as
   * docs/rules/limits.md#limits-10 allows.
   */
  invalidate(teamId: string): void {
    this.#entries.delete(teamId);
    storeNewest(this.#changed, teamId, true, this.#maxEntries);
  }
}
