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
  instantMatchesQuery,
  instantOutcomeQuery,
  lockMatchedRulesQuery,
  type MatchableRule,
} from './alert-messages.repository.ts';
import type { AlertRuleHints } from './alert-rule-hints.ts';
import { planInstantMessages, type RuleWindow } from './instant-cap.ts';

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
   * instant rules of their surveys and writes the alerts; how many messages it wrote.
   */
  async matchInserted(
    runner: QueryRunner,
    feedbackIds: readonly string[],
    candidates: readonly InstantRuleCandidate[],
    timeoutMs: number,
  ): Promise<number> {
    if (feedbackIds.length === 0 || candidates.length === 0) return 0;
    const rules = await this.#matchable(candidates);
    if (rules.length === 0) return 0;
    const matched = await runCompiled(runner, instantMatchesQuery(rules, feedbackIds), {
      timeoutMs,
    });
    if (matched.length === 0) return 0;
    const items = new Map<string, string[]>();
    for (const row of matched) {
      const list = items.get(row.rule_id) ?? [];
      list.push(row.feedback_id);
      items.set(row.rule_id, list);
    }
    const locked = await runCompiled(runner, lockMatchedRulesQuery([...items.keys()]), {
      timeoutMs,
    });
    const now = this.#deps.clock.now();
    const windows = new Map<string, RuleWindow & { name: string }>();
    for (const row of locked) {
      windows.set(row.id, {
        ruleId: row.id,
        name: row.name,
        windowStartedAt: row.window_started_at === null ? null : new Date(row.window_started_at),
        windowSent: row.window_sent,
        windowHeld: row.window_held,
      });
    }
    const plan = planInstantMessages([...windows.values()], items, now);
    if (plan.windows.length === 0) return 0;
    const ruleOf = new Map(rules.map((rule) => [rule.id, rule]));
    const alerts: AlertMessage[] = [
      ...plan.closed.map((closed) => {
        const { teamId, teamSlug } = ruleOf.get(closed.ruleId) as MatchableRule;
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
