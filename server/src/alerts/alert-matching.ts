import { type QueryRunner, runCompiled } from '@heed/db';
import { InvalidRequestError } from '../errors/domain-errors.ts';
import {
  type FeedbackFilterInput,
  parseFeedbackFilter,
  type TimeZoneNames,
} from '../feedback/feedback-filter.ts';
import type { Logger } from '../logging/logger.ts';
import type { Clock } from '../runtime/clock.ts';
import type { InstantRuleCandidate } from '../submission/submission.repository.ts';
import { alertBodyOf } from './alert-body.ts';
import {
  type AlertMessage,
  BATCH_IDS,
  instantMatchQuery,
  instantOutcomeQuery,
  type MatchableRule,
} from './alert-messages.repository.ts';
import type { AlertRuleHints } from './alert-rule-hints.ts';
import { planInstantMessages, type RuleWindow } from './instant-cap.ts';

/** Match statements kept compiled (one per set of candidate rules as last read). */
const COMPILED_MAX = 500;

interface CompiledMatch {
  /** Undefined when none of the candidates' filters parses: nothing can match. */
  query: ReturnType<typeof instantMatchQuery> | undefined;
  rules: Map<string, MatchableRule>;
}

export interface AlertMatchingDependencies {
  clock: Clock;
  logger: Logger;
  timeZoneNames: TimeZoneNames;
  hints: AlertRuleHints;
}

/**
 * Which freshly stored items match which instant alert rules, decided in the transaction that
 * stores them (the feedback writer's matching path), and the messages that follow: one per
 * destination for each match within the rule's cap (`instant-cap.ts`), the rules' windows and
 * `last_triggered_at` updated in the same transaction. A rule's filter is the explorer's
 * (`parseFeedbackFilter` → `filterWhere`), so an item matches exactly when the list under the
 * filter would contain it. Rule: docs/rules/alerts.md#alerts-matching
 */
export class AlertMatching {
  readonly hints: AlertRuleHints;
  readonly #deps: AlertMatchingDependencies;
  readonly #compiled = new Map<string, CompiledMatch>();

  constructor(deps: AlertMatchingDependencies) {
    this.#deps = deps;
    this.hints = deps.hints;
  }

  /**
   * Reads what the matching needs from elsewhere (the time-zone names, once per process) before
   * the transaction that stores a batch begins: a transaction holding the batch's locks never
   * waits for another connection of the pool, which other such transactions may hold.
   */
  async prepare(): Promise<void> {
    await this.#deps.timeZoneNames();
  }

  /**
   * Matches the items `feedbackIds` (just inserted on `runner`'s open transaction) against the
   * instant rules of their surveys and writes the alerts; how many messages it wrote. Two
   * statements at most: the match with the rules' lock, and — when something matched — the alerts
   * with the rules' new windows.
   */
  async matchInserted(
    runner: QueryRunner,
    feedbackIds: readonly string[],
    candidates: readonly InstantRuleCandidate[],
    timeoutMs: number,
  ): Promise<number> {
    if (feedbackIds.length === 0 || candidates.length === 0) return 0;
    const compiled = await this.#matchQueryFor(candidates);
    if (!compiled?.query) return 0;
    const [found] = await runCompiled(runner, compiled.query, {
      values: compiled.query.parameters.map((value) =>
        value === BATCH_IDS ? [...feedbackIds] : value,
      ),
      timeoutMs,
    });
    const matches = found?.matches ?? [];
    if (matches.length === 0) return 0;
    const items = new Map<string, string[]>();
    for (const match of matches) {
      const list = items.get(match.ruleId) ?? [];
      list.push(match.feedbackId);
      items.set(match.ruleId, list);
    }
    const windows = new Map<string, RuleWindow & { name: string }>();
    for (const rule of found?.rules ?? []) {
      windows.set(rule.id, {
        ruleId: rule.id,
        name: rule.name,
        windowStartedAt: rule.windowStartedAt === null ? null : new Date(rule.windowStartedAt),
        windowSent: rule.windowSent,
        windowHeld: rule.windowHeld,
      });
    }
    const now = this.#deps.clock.now();
    const plan = planInstantMessages([...windows.values()], items, now);
    if (plan.windows.length === 0) return 0;
    const alerts: AlertMessage[] = [
      ...plan.closed.map((closed) => {
        const { teamId, teamSlug } = compiled.rules.get(closed.ruleId) as MatchableRule;
        const body = alertBodyOf(teamId, closed.endedAt, {
          rule: { id: closed.ruleId, name: windows.get(closed.ruleId)?.name ?? '' },
          team: teamSlug,
          items: [],
          total: closed.held,
        });
        return { ruleId: closed.ruleId, feedbackId: null, payload: JSON.stringify(body) };
      }),
      ...plan.sends.map((send) => ({ ...send, payload: null })),
    ];
    const [written] = await runCompiled(runner, instantOutcomeQuery(alerts, plan.windows, now), {
      timeoutMs,
    });
    return written?.messages ?? 0;
  }

  /**
   * The match statement of a set of candidate rules, compiled once while the rules stay as they
   * are (the key is the candidates as the insert read them, filters included); undefined when no
   * candidate's filter parses.
   */
  async #matchQueryFor(candidates: readonly InstantRuleCandidate[]): Promise<CompiledMatch | undefined> {
    const key = JSON.stringify([...candidates].sort((a, b) => (a.id < b.id ? -1 : 1)));
    const cached = this.#compiled.get(key);
    if (cached) {
      // Most recently used last: the first entry is the one to forget.
      this.#compiled.delete(key);
      this.#compiled.set(key, cached);
      return cached.query ? cached : undefined;
    }
    const rules = await this.#matchable(candidates);
    const entry: CompiledMatch = {
      query: rules.length > 0 ? instantMatchQuery(rules) : undefined,
      rules: new Map(rules.map((rule) => [rule.id, rule])),
    };
    this.#compiled.set(key, entry);
    if (this.#compiled.size > COMPILED_MAX) {
      const oldest = this.#compiled.keys().next().value;
      if (oldest !== undefined) this.#compiled.delete(oldest);
    }
    return entry.query ? entry : undefined;
  }

  /** The candidates with their filters parsed; a filter that no longer parses matches nothing. */
  async #matchable(candidates: readonly InstantRuleCandidate[]): Promise<MatchableRule[]> {
    const rules: MatchableRule[] = [];
    for (const candidate of candidates) {
      try {
        const filter = await parseFeedbackFilter(
          candidate.filter as FeedbackFilterInput,
          this.#deps.timeZoneNames,
        );
        rules.push({
          id: candidate.id,
          teamId: candidate.teamId,
          teamSlug: candidate.teamSlug,
          filter,
        });
      } catch (error) {
        // A time-zone list that could not be read fails the batch (it is tried again), never a
        // match; a filter refused as such matches nothing. Only the rule's id is logged: its
        // filter holds the team's values.
        if (!(error instanceof InvalidRequestError)) throw error;
        this.#deps.logger.warn({ alertRuleId: candidate.id }, 'alert rule filter not valid');
      }
    }
    return rules;
  }
}
