import { laterWalPosition } from '@heed/contracts';
import type { Clock } from './clock.ts';
import { storeNewest } from './newest-entries.ts';

/** How long a user's change makes their reads wait for it: far longer than any healthy lag. */
export const RECENT_WRITE_MS = 30_000;
/** Users remembered at once; past it the least recently changed user is forgotten. */
export const RECENT_WRITE_MAX_USERS = 10_000;

/**
 * Each signed-in user's last change in this process: the primary's WAL position right after it,
 * for `RECENT_WRITE_MS`. The user's reads in that time are served where that position is
 * replayed (`runtime/read-pool.ts`). Keyed by the user's pseudonymous reference (`userRef`),
 * bounded, and per process: another API replica knows of the change only when the caller sends
 * the position back (`READ_AFTER_HEADER`, as the dashboard does).
 */
export class RecentWrites {
  readonly #entries = new Map<string, { position: bigint; until: number }>();
  readonly #clock: Clock;
  readonly #windowMs: number;
  readonly #maxUsers: number;

  constructor(clock: Clock, options: { windowMs?: number; maxUsers?: number } = {}) {
    this.#clock = clock;
    this.#windowMs = options.windowMs ?? RECENT_WRITE_MS;
    this.#maxUsers = options.maxUsers ?? RECENT_WRITE_MAX_USERS;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** Records a change of `userRef` that ends at `position`. */
  record(userRef: string, position: bigint): void {
    const later = laterWalPosition(this.positionOf(userRef), position) ?? position;
    const until = this.#clock.now().getTime() + this.#windowMs;
    storeNewest(this.#entries, userRef, { position: later, until }, this.#maxUsers);
  }

  /** Where `userRef`'s last change ended, while it is recent. */
  positionOf(userRef: string): bigint | undefined {
    const entry = this.#entries.get(userRef);
    if (!entry) return undefined;
    if (entry.until <= this.#clock.now().getTime()) {
      this.#entries.delete(userRef);
      return undefined;
    }
    return entry.position;
  }
}
