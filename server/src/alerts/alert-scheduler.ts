import { ALERT_LIMITS } from '@heed/contracts';
import {
  beginTransaction,
  commitTransaction,
  type HeedQueries,
  isDatabaseUnavailable,
  rollbackTransaction,
} from '@heed/db';
import type pg from 'pg';
import { InvalidRequestError } from '../errors/domain-errors.ts';
import {
  type FeedbackFilterInput,
  parseFeedbackFilter,
  type TimeZoneNames,
} from '../feedback/feedback-filter.ts';
import type { Logger } from '../logging/logger.ts';
import { withJobLock } from '../retention/job-lock.ts';
import type { Clock } from '../runtime/clock.ts';
import { alertBodyOf } from './alert-body.ts';
import { type AlertMessage, writeAlertMessages } from './alert-outbox.repository.ts';
import {
  anyEndedWindow,
  digestItems,
  dueDigestRuleIds,
  lockDueDigestRule,
  lockEndedWindows,
  resetWindows,
  scheduleNextDigest,
  unscheduledDigestRules,
} from './alert-scheduler.repository.ts';
import { nextDigestAt } from './digest-schedule.ts';
import { INSTANT_WINDOW_MS } from './instant-cap.ts';

/** The alert scheduler's job lock (`withJobLock`). */
const LOCK_KEY = 3;
const DAY_MS = 86_400_000;
/** Rules handled per statement (windows) or per run (digests); the next run goes on. */
const BATCH = 200;

export interface AlertSchedulerDependencies {
  pool: pg.Pool;
  logger: Logger;
  clock: Clock;
  timeZoneNames: TimeZoneNames;
  /** Called after a commit that wrote messages (wakes the delivery). */
  onMessagesWritten?: () => void;
}

export interface AlertSchedulerOptions {
  /** How often a replica runs the job (default one minute): how late a digest may be at most. */
  intervalMs?: number;
}

export type AlertSchedulerRun =
  | { outcome: 'success'; digests: number; windowsClosed: number; messages: number }
  /** Another replica is running the job now. */
  | { outcome: 'skipped'; reason: 'locked' }
  | { outcome: 'failure' };

/**
 * The alerts' clockwork, run by every API replica (Rule: docs/rules/alerts.md#alerts-8):
 * sends the daily digests that are due and closes the instant rules' hour windows that ended with
 * items held back ("and N more"). One replica runs it at a time (a session advisory lock); and
 * what is due lives on each rule (`next_digest_at`, `window_started_at`/`window_held`), changed in
 * the same transaction as the messages that go with it, with the rule's row locked (`for update
 * skip locked`). So two replicas never send a digest twice, a run that dies before its commit
 * leaves the digest due for the next, and a replica that was down sends what fell due meanwhile
 * when it is back (once: a digest due several times while nobody ran is one digest of the last
 * 24 hours). The clock is the application's.
 */
export class AlertScheduler {
  readonly #deps: AlertSchedulerDependencies;
  readonly #intervalMs: number;
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<AlertSchedulerRun> | undefined;
  #closed = false;

  constructor(deps: AlertSchedulerDependencies, options: AlertSchedulerOptions = {}) {
    this.#deps = deps;
    this.#intervalMs = options.intervalMs ?? 60_000;
  }

  /** Runs the job every interval, first after a random part of it. */
  start(): void {
    const schedule = (delay: number) => {
      if (this.#closed) return;
      this.#timer = setTimeout(() => {
        void this.runOnce().finally(() => schedule(this.#intervalMs));
      }, delay);
      this.#timer.unref();
    };
    schedule(Math.floor(Math.random() * this.#intervalMs));
  }

  /** One run: digests due and windows ended, when this replica gets the lock. */
  runOnce(): Promise<AlertSchedulerRun> {
    this.#running ??= this.#attempt().finally(() => {
      this.#running = undefined;
    });
    return this.#running;
  }

  /** Stops scheduling and waits for a run in progress. */
  async close(): Promise<void> {
    this.#closed = true;
    clearTimeout(this.#timer);
    await this.#running;
  }

  async #attempt(): Promise<AlertSchedulerRun> {
    try {
      return await this.#withLock();
    } catch (error) {
      this.#deps.logger.error({ err: error }, 'alert scheduler failed; the next run tries again');
      return { outcome: 'failure' };
    }
  }

  async #withLock(): Promise<AlertSchedulerRun> {
    const run = await withJobLock(this.#deps.pool, LOCK_KEY, (client, db) =>
      this.#runLocked(client, db),
    );
    return run === 'locked' ? { outcome: 'skipped', reason: 'locked' } : run;
  }

  async #runLocked(client: pg.PoolClient, db: HeedQueries): Promise<AlertSchedulerRun> {
    const now = this.#deps.clock.now();
    // Read before any transaction of the run (the filters need them): a transaction holding a
    // rule's lock never waits for another connection of the pool.
    await this.#deps.timeZoneNames();
    const closed = await this.#closeEndedWindows(client, db, now);
    await this.#scheduleNew(db, now);
    const digests = await this.#sendDueDigests(client, db, now);
    const messages = closed.messages + digests.messages;
    if (messages > 0) this.#nudge();
    if (closed.rules + digests.sent > 0) {
      this.#deps.logger.info(
        { digests: digests.sent, windowsClosed: closed.rules, messages },
        'alert scheduler wrote messages',
      );
    }
    return {
      outcome: 'success',
      digests: digests.sent,
      windowsClosed: closed.rules,
      messages,
    };
  }

  /** "And N more" for every window that ended with items held back, one transaction a batch. */
  async #closeEndedWindows(
    client: pg.PoolClient,
    db: HeedQueries,
    now: Date,
  ): Promise<{ rules: number; messages: number }> {
    let rules = 0;
    let messages = 0;
    // Most runs have none: no transaction for them.
    if (!(await anyEndedWindow(db, now))) return { rules, messages };
    for (;;) {
      const batch = await inTransaction(client, async () => {
        const ended = await lockEndedWindows(db, now, BATCH);
        const alerts: AlertMessage[] = ended.map((rule) => {
          const endedAt = new Date(Date.parse(rule.window_started_at) + INSTANT_WINDOW_MS);
          const body = alertBodyOf(rule.team_id, endedAt, {
            rule: { id: rule.id, name: rule.name },
            team: rule.team_slug,
            items: [],
            total: rule.window_held,
          });
          return { ruleId: rule.id, feedbackId: null, payload: JSON.stringify(body) };
        });
        const written = (await writeAlertMessages(db, alerts)).length;
        await resetWindows(
          db,
          ended.map((rule) => rule.id),
        );
        return { rules: ended.length, messages: written };
      });
      rules += batch.rules;
      messages += batch.messages;
      if (batch.rules < BATCH || this.#closed) return { rules, messages };
    }
  }

  /** Gives enabled digest rules without a due time their next one (nothing is sent for them). */
  async #scheduleNew(db: HeedQueries, now: Date): Promise<void> {
    for (const rule of await unscheduledDigestRules(db, BATCH)) {
      try {
        const next = nextDigestAt(now, rule.digest_hour ?? 0, rule.tz ?? 'UTC');
        await scheduleNextDigest(db, rule.id, next);
      } catch (error) {
        if (!(error instanceof RangeError)) throw error;
        this.#deps.logger.warn({ alertRuleId: rule.id }, 'alert rule time zone not valid');
      }
    }
  }

  /** Every digest due, each in its own transaction. */
  async #sendDueDigests(
    client: pg.PoolClient,
    db: HeedQueries,
    now: Date,
  ): Promise<{ sent: number; messages: number }> {
    let sent = 0;
    let messages = 0;
    for (const ruleId of await dueDigestRuleIds(db, now, BATCH)) {
      if (this.#closed) break;
      try {
        const written = await inTransaction(client, () => this.#sendDigest(db, ruleId, now));
        if (written !== undefined) {
          sent++;
          messages += written;
        }
      } catch (error) {
        if (isDatabaseUnavailable(error)) throw error;
        // One rule's failure (a statement timeout on a costly filter) does not hold the others
        // back; it stays due and is tried again next run. Only its id: the filter is the team's.
        this.#deps.logger.error({ err: error, alertRuleId: ruleId }, 'alert digest failed');
      }
    }
    return { sent, messages };
  }

  /**
   * One rule's digest on `db`'s open transaction: the count and the newest matches of the last
   * 24 hours as one message per destination (none when there are none), and the next due time.
   * Undefined when the rule is no longer due or another replica holds it; else the messages
   * written.
   */
  async #sendDigest(db: HeedQueries, ruleId: string, now: Date): Promise<number | undefined> {
    const rule = await lockDueDigestRule(db, ruleId, now);
    if (!rule) return undefined;
    const filter = await this.#filterOf(rule.id, rule.filter);
    let written = 0;
    let total = 0;
    if (filter) {
      const found = await digestItems(db, rule.team_id, filter, {
        since: new Date(now.getTime() - DAY_MS),
        until: now,
        limit: ALERT_LIMITS.digestItems,
      });
      total = found.total;
      if (total > 0) {
        const body = alertBodyOf(rule.team_id, now, {
          rule: { id: rule.id, name: rule.name },
          team: rule.team_slug,
          items: found.items,
          total,
        });
        const messages = await writeAlertMessages(db, [
          { ruleId: rule.id, feedbackId: null, payload: JSON.stringify(body) },
        ]);
        written = messages.length;
      }
    }
    let next: Date;
    try {
      next = nextDigestAt(now, rule.digest_hour ?? 0, rule.tz ?? 'UTC');
    } catch {
      next = new Date(now.getTime() + DAY_MS);
    }
    await scheduleNextDigest(db, rule.id, next, total > 0 ? now : undefined);
    return written;
  }

  async #filterOf(ruleId: string, saved: Record<string, unknown>) {
    try {
      return await parseFeedbackFilter(saved as FeedbackFilterInput, this.#deps.timeZoneNames);
    } catch (error) {
      if (!(error instanceof InvalidRequestError)) throw error;
      this.#deps.logger.warn({ alertRuleId: ruleId }, 'alert rule filter not valid');
      return undefined;
    }
  }

  #nudge(): void {
    try {
      this.#deps.onMessagesWritten?.();
    } catch (error) {
      this.#deps.logger.warn({ err: error }, 'waking the webhook delivery failed');
    }
  }
}

/** Runs `work` in a transaction on `client`: committed when it returns, rolled back when it throws. */
async function inTransaction<T>(client: pg.PoolClient, work: () => Promise<T>): Promise<T> {
  await beginTransaction(client);
  let result: T;
  try {
    result = await work();
  } catch (error) {
    // A connection that cannot even roll back is closed by the caller; the first error counts.
    await rollbackTransaction(client).catch(() => {});
    throw error;
  }
  await commitTransaction(client);
  return result;
}
