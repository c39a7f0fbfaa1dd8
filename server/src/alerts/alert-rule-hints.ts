import type { Clock } from '../runtime/clock.ts';

/** How long a survey is remembered to have instant alert rules, unless a batch says otherwise. */
const DEFAULT_TTL_MS = 30_000;
/** Surveys remembered at most (the oldest is forgotten first). */
const DEFAULT_MAX_SURVEYS = 10_000;

/**
 * Which surveys had enabled `instant` alert rules when this process last stored feedback for them
 * (`deps.alertRuleHints`): it only chooses the feedback writer's path, never whether an item is
 * matched. A survey not remembered goes the fast path — one insert statement, no transaction
 * around it — whose guard holds back a row whose survey has rules after all (then the survey is
 * remembered and the row stored again on the matching path); a survey remembered goes the matching
 * path, which reads the rules in its own transaction and forgets the survey when it has none any
 * more. So a stale hint costs one statement, never a match. Entries end after `ttlMs`, and at most
 * `maxSurveys` are kept. Rule: docs/rules/alerts.md#alerts-matching
 */
export class AlertRuleHints {
  readonly #clock: Clock;
  readonly #ttlMs: number;
  readonly #maxSurveys: number;
  /** `teamId surveyId` → when the survey was last seen with rules (ms), oldest first. */
  readonly #seen = new Map<string, number>();

  constructor(clock: Clock, options: { ttlMs?: number; maxSurveys?: number } = {}) {
    this.#clock = clock;
    this.#ttlMs = options.ttlMs ?? DEFAULT_TTL_MS;
    this.#maxSurveys = options.maxSurveys ?? DEFAULT_MAX_SURVEYS;
  }

  /** Whether the survey had instant rules when last seen, less than the TTL ago. */
  expectsRules(teamId: string, surveyId: string): boolean {
    const key = keyOf(teamId, surveyId);
    const seenAt = this.#seen.get(key);
    if (seenAt === undefined) return false;
    if (this.#clock.now().getTime() - seenAt > this.#ttlMs) {
      this.#seen.delete(key);
      return false;
    }
    return true;
  }

  /** Records what a batch found out about the survey. */
  learn(teamId: string, surveyId: string, hasRules: boolean): void {
    const key = keyOf(teamId, surveyId);
    this.#seen.delete(key);
    if (!hasRules) return;
    this.#seen.set(key, this.#clock.now().getTime());
    if (this.#seen.size > this.#maxSurveys) {
      const oldest = this.#seen.keys().next().value;
      if (oldest !== undefined) this.#seen.delete(oldest);
    }
  }

  /** Surveys remembered now (for tests and metrics). */
  get size(): number {
    return this.#seen.size;
  }
}

function keyOf(teamId: string, surveyId: string): string {
  return `${teamId} ${surveyId}`;
}
