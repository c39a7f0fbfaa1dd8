import { beginTransaction, commitTransaction, type QueryRunner, runCompiled } from '@heed/db';
import type { CompiledQuery } from 'kysely';
import type pg from 'pg';
import { InvalidRequestError } from '../errors/domain-errors.ts';
import {
  type FeedbackFilterInput,
  parseFeedbackFilter,
  type TimeZoneNames,
} from '../feedback/feedback-filter.ts';
import type { Logger } from '../logging/logger.ts';
import type { Clock } from '../runtime/clock.ts';
import type { InsertedBatch, InstantRuleCandidate } from '../submission/submission.repository.ts';
import { alertBodyOf } from './alert-body.ts';
import {
  type AlertMessage,
  BATCH_IDS,
  instantMatchQuery,
  instantOutcomeQuery,
  type MatchableRule,
} from './alert-outbox.repository.ts';
import type { AlertRuleHints } from './alert-rule-hints.ts';
import { planInstantMessages, type RuleWindow } from './instant-cap.ts';

/** Match statements kept compiled (one per set of candidate rules as last read). */
const COMPILED_MAX = 500;

/** What the match statement answers: the matches and the candidate rules as locked. */
type MatchFound =
  ReturnType<typeof instantMatchQuery> extends CompiledQuery<infer Row> ? Row : never;

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
 * filter would contain it. Rule: docs/rules/alerts.md#alerts-6
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
   * Stores a batch and matches it, in one transaction on `client` (which the caller releases,
   * and closes after a failure): `begin`, the insert (`batch.insert`: it holds nothing back and
   * answers the candidate rules it read), the match with the rules' lock, the alerts with the
   * rules' windows and `last_triggered_at`, `commit`. On a pipelining connection that is two round
   * trips: the match goes out with the insert, for the rules the hints expect, and the alerts with
   * the commit. When the insert read other rules than expected, the match is done again for
   * those before anything is written. Answers what the insert answered, `messages` counting the
   * alerts too.
   */
  async storeMatching(
    client: pg.ClientBase,
    batch: {
      rows: readonly { id: string; teamId: string; surveyId: string }[];
      insert: () => Promise<InsertedBatch>;
    },
    timeoutMs: number,
  ): Promise<InsertedBatch> {
    const ids = batch.rows.map((row) => row.id);
    const expected = this.#expectedCandidates(batch.rows);
    const ahead = expected?.length ? await this.#matchQueryFor(expected) : undefined;
    const [, inserted, early] = (await inOrder(client, [
      () => beginTransaction(client),
      batch.insert,
      ...(ahead?.query ? [() => this.#runMatch(client, ahead, ids, timeoutMs)] : []),
    ])) as [unknown, InsertedBatch, MatchFound | undefined];
    this.#learn(batch.rows, inserted);
    let compiled = ahead;
    let found = early;
    if (!sameCandidates(inserted.rules, expected)) {
      compiled = inserted.rules.length > 0 ? await this.#matchQueryFor(inserted.rules) : undefined;
      found = compiled?.query ? await this.#runMatch(client, compiled, ids, timeoutMs) : undefined;
    }
    const write = found && compiled ? this.#outcomeQuery(found, compiled) : undefined;
    const [written] = (await inOrder(client, [
      ...(write ? [() => runCompiled(client, write, { timeoutMs })] : []),
      () => commitTransaction(client),
    ])) as [{ messages: number }[] | undefined];
    const alerts = write ? (written?.[0]?.messages ?? 0) : 0;
    return { ...inserted, messages: inserted.messages + alerts };
  }

  /**
   * Matches the items `feedbackIds` (just inserted on `runner`'s open transaction) against the
   * `candidates` rules and writes the alerts, one statement after the other; how many messages it
   * wrote.
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
    const found = await this.#runMatch(runner, compiled, feedbackIds, timeoutMs);
    const write = this.#outcomeQuery(found, compiled);
    if (!write) return 0;
    const [written] = await runCompiled(runner, write, { timeoutMs });
    return written?.messages ?? 0;
  }

  /** The rules expected for every survey of `rows`, or undefined when one is not known. */
  #expectedCandidates(
    rows: readonly { teamId: string; surveyId: string }[],
  ): InstantRuleCandidate[] | undefined {
    const all = new Map<string, InstantRuleCandidate>();
    for (const { teamId, surveyId } of rows) {
      const known = this.hints.candidatesOf(teamId, surveyId);
      if (!known) return undefined;
      for (const candidate of known) all.set(candidate.id, candidate);
    }
    return [...all.values()];
  }

  /** Remembers the rules the insert read for the surveys of the rows it inserted. */
  #learn(
    rows: readonly { id: string; teamId: string; surveyId: string }[],
    inserted: InsertedBatch,
  ): void {
    const insertedIds = new Set(inserted.ids);
    const surveys = new Map<string, { teamId: string; surveyId: string }>();
    for (const row of rows) {
      if (insertedIds.has(row.id)) surveys.set(`${row.teamId} ${row.surveyId}`, row);
    }
    for (const { teamId, surveyId } of surveys.values()) {
      this.hints.learn(
        teamId,
        surveyId,
        inserted.rules.filter((rule) => rule.teamId === teamId && rule.surveyId === surveyId),
      );
    }
  }

  /** Runs the match statement for the batch `feedbackIds`: its matches and locked rules. */
  async #runMatch(
    runner: QueryRunner,
    compiled: CompiledMatch,
    feedbackIds: readonly string[],
    timeoutMs: number,
  ): Promise<MatchFound | undefined> {
    const query = compiled.query;
    if (!query) return undefined;
    const [found] = await runCompiled(runner, query, {
      values: query.parameters.map((value) => (value === BATCH_IDS ? [...feedbackIds] : value)),
      timeoutMs,
    });
    return found;
  }

  /**
   * The statement writing what a match found (the cap applied to the locked windows: alerts per
   * destination, "and N more" of windows it replaces, the rules' new windows), or undefined when
   * nothing matched.
   */
  #outcomeQuery(found: MatchFound | undefined, compiled: CompiledMatch) {
    const matches = found?.matches ?? [];
    if (matches.length === 0) return undefined;
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
    if (plan.windows.length === 0) return undefined;
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
    return instantOutcomeQuery(alerts, plan.windows, now);
  }

  /**
   * The match statement of a set of candidate rules, compiled once while the rules stay as they
   * are (the key is the candidates as the insert read them, filters included); undefined when no
   * candidate's filter parses.
   */
  async #matchQueryFor(
    candidates: readonly InstantRuleCandidate[],
  ): Promise<CompiledMatch | undefined> {
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

/** The candidates in a comparable form: sorted by id, as the insert answers them. */
function sameCandidates(
  read: readonly InstantRuleCandidate[],
  expected: readonly InstantRuleCandidate[] | undefined,
): boolean {
  if (!expected || expected.length !== read.length) return false;
  const text = (list: readonly InstantRuleCandidate[]) =>
    JSON.stringify([...list].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)));
  return text(read) === text(expected);
}

/**
 * Runs `steps` (each sends one statement on `client`) in order: all sent at once on a pipelining
 * connection (the server runs them in order; after a failure the others fail too, and the first
 * failure is what rejects), one after the other on any other.
 */
async function inOrder(client: pg.ClientBase, steps: (() => Promise<unknown>)[]) {
  if ((client as { pipeline?: boolean }).pipeline === true) {
    return Promise.all(steps.map((step) => step()));
  }
  const results: unknown[] = [];
  for (const step of steps) results.push(await step());
  return results;
}
