import type { Clock } from '../runtime/clock.ts';
import type { InstantRuleCandidate } from '../submission/submission.repository.ts';

/** How long a survey is remembered to have instant alert rules, unless a batch says otherwise. */
const DEFAULT_TTL_MS = 30_000;
/** Surveys remembered at most (the oldest is forgotten first). */
const DEFAULT_MAX_SURVEYS = 10_000;

interface Seen {
  /** When the survey was last seen with rules (ms). */
  at: number;
  /** The rules as last read with their filters, when a matching batch read them. */
  candidates: InstantRuleCandidate[] | undefined;
}

/**
 * Which surveys had enabled `instant` alert rules when this process last stored feedback for them,
 * and which (`deps.alertRuleHints`): it only chooses the feedback writer's path and the match
 * statement it sends ahead, never whether an item is matched. A survey not remembered goes the
 * fast path — one insert statement, no transaction around it — whose guard holds back a row
 * whose survey has rules after all (then the survey is remembered and the row stored again on the
 * matching path); a survey remembered goes the matching path, whose insert reads the rules in the
 * same transaction: a match sent ahead for rules that changed meanwhile is done again for the
 * rules read, and a survey found without rules is forgotten. So a stale hint costs a statement,
 * never a match. Entries end after `ttlMs`, and at most `maxSurveys` are kept.
 * Rule: docs/rules/alerts.md#alerts-6
 */
export class AlertRuleHints {
  readonly #clock: Clock;
  readonly #ttlMs: number;
  readonly #maxSurveys: number;
  /** `teamId surveyId` → what was seen, oldest first. */
  readonly #seen = new Map<string, Seen>();

  constructor(clock: Clock, options: { ttlMs?: number; maxSurveys?: number } = {}) {
    this.#clock = clock;
    this.#ttlMs = options.ttlMs ?? DEFAULT_TTL_MS;
    this.#maxSurveys = options.maxSurveys ?? DEFAULT_MAX_SURVEYS;
  }

  /** Whether the survey had instant rules when last seen, less than the TTL ago. */
  expectsRules(teamId: string, surveyId: string): boolean {
    return this.#fresh(teamId, surveyId) !== undefined;
  }

  /** The survey's rules as a matching batch last read them, if that is known and fresh. */
  candidatesOf(teamId: string, surveyId: string): InstantRuleCandidate[] | undefined {
    return this.#fresh(teamId, surveyId)?.candidates;
  }

  /**
   * Records what a batch found out about the survey: its rules (a matching batch's insert read
   * them), that it has some (the guard held a row back), or that it has none.
   */
  learn(teamId: string, surveyId: string, rules: InstantRuleCandidate[] | boolean): void {
    const key = keyOf(teamId, surveyId);
    const before = this.#seen.get(key);
    this.#seen.delete(key);
    if (rules === false || (Array.isArray(rules) && rules.length === 0)) return;
    const candidates = Array.isArray(rules) ? rules : before?.candidates;
    this.#seen.set(key, { at: this.#clock.now().getTime(), candidates });
    if (this.#seen.size > this.#maxSurveys) {
      const oldest = this.#seen.keys().next().value;
      if (oldest !== undefined) this.#seen.delete(oldest);
    }
  }

  /** Surveys remembered now (for tests and metrics). */
  get size(): number {
    return this.#seen.size;
  }

  #fresh(teamId: string, surveyId: string): Seen | undefined {
    const key = keyOf(teamId, surveyId);
    const seen = this.#seen.get(key);
    if (seen === undefined) return undefined;
    if (this.#clock.now().getTime() - seen.at > this.#ttlMs) {
      this.#seen.delete(key);
      return undefined;
    }
    return seen;
  }
}

function keyOf(teamId: string, surveyId: string): string {
  return `${teamId} ${surveyId}`;
}
