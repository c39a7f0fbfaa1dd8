import type { Clock } from '../runtime/clock.ts';
import { storeNewest } from '../runtime/newest-entries.ts';

/** How long a member's calls go unrecorded after one was (Rule: docs/rules/triage.md#triage-2). */
export const MEMBER_RECORD_INTERVAL_MS = 5 * 60_000;

/** Most members one process remembers having recorded. */
export const MEMBER_PRESENCE_MAX_ENTRIES = 10_000;

interface Seen {
  name: string;
  role: string;
  at: number;
}

/**
 * Which members this process recorded lately, so that a signed-in call writes `team_member` only
 * when its member was not recorded for `intervalMs` (five minutes) or their name or role changed
 * (Rule: docs/rules/triage.md#triage-2). One per running application, in its dependencies
 * (`deps.memberPresence`), on the application's clock. Bounded: past `maxEntries` the member
 * recorded longest ago is forgotten (and recorded again on their next call). Other replicas keep
 * their own, so a member is recorded at most once an interval per replica.
 */
export class MemberPresence {
  readonly #entries = new Map<string, Seen>();
  readonly #clock: Clock;
  readonly #intervalMs: number;
  readonly #maxEntries: number;

  constructor(clock: Clock, options: { intervalMs?: number; maxEntries?: number } = {}) {
    this.#clock = clock;
    this.#intervalMs = options.intervalMs ?? MEMBER_RECORD_INTERVAL_MS;
    this.#maxEntries = options.maxEntries ?? MEMBER_PRESENCE_MAX_ENTRIES;
    if (!(Number.isSafeInteger(this.#maxEntries) && this.#maxEntries >= 1)) {
      throw new RangeError('the presence cache needs room for at least one member');
    }
  }

  get size(): number {
    return this.#entries.size;
  }

  /** Whether a call of this member in this team should be recorded now. */
  isDue(member: { teamId: string; userRef: string; name: string; role: string }): boolean {
    const seen = this.#entries.get(keyOf(member));
    if (!seen) return true;
    return (
      seen.name !== member.name ||
      seen.role !== member.role ||
      this.#clock.now().getTime() - seen.at >= this.#intervalMs
    );
  }

  /** Remembers that the member was recorded at `at`. */
  recorded(
    member: { teamId: string; userRef: string; name: string; role: string },
    at: Date,
  ): void {
    const seen = { name: member.name, role: member.role, at: at.getTime() };
    storeNewest(this.#entries, keyOf(member), seen, this.#maxEntries);
  }
}

function keyOf(member: { teamId: string; userRef: string }): string {
  return `${member.teamId} ${member.userRef}`;
}
