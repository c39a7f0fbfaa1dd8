import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { FeedbackContext } from '@heed/db';
import { isDatabaseUnavailable, QUERY_TIMEOUT_GRACE_MS, queriesOnPool } from '@heed/db';
import type pg from 'pg';
import { AlertMatching } from '../alerts/alert-matching.ts';
import { AlertRuleHints } from '../alerts/alert-rule-hints.ts';
import { databaseUnavailableError } from '../errors/database-unavailable.ts';
import { ServiceUnavailableError } from '../errors/domain-errors.ts';
import { listTimeZoneNames } from '../feedback/feedback.repository.ts';
import type { Logger } from '../logging/logger.ts';
import type { HeedMetrics } from '../metrics/heed-metrics.ts';
import { systemClock } from '../runtime/clock.ts';
import {
  findStoredFeedback,
  type InsertedBatch,
  insertFeedbackBatch,
} from './submission.repository.ts';

export interface FeedbackRow {
  teamId: string;
  surveyDefinitionId: string;
  surveyId: string;
  surveyType: string;
  answers: unknown[];
  submittedAt: Date;
  receivedAt: Date;
  apiKeyId: string;
  appName: string;
  /** Unique per team and `surveyId` when set: a repeat stores nothing and reports the first. */
  deduplicationKey: string | null;
  context: FeedbackContext | null;
  deviceType: string | null;
  startedAt: Date | null;
  timeToCompleteMs: number | null;
  /** A TEXT answer had personal data replaced before storing. */
  sensitiveDataRedacted: boolean;
  hasText: boolean;
  /** The TEXT answers (after redaction) joined by newlines; null without text. */
  textContent: string | null;
}

/** What was stored for a row: its own id, or the first row with the same deduplication key. */
export interface StoredFeedback {
  id: string;
  receivedAt: Date;
  duplicate: boolean;
}

export interface FeedbackWriterOptions {
  /** Rows waiting for a commit; a write beyond it is refused at once with 503. */
  queueMax: number;
  /**
   * How long a row may wait in the queue, and how long a failed insert is retried, before its
   * caller gets 503 (the database's `statement_timeout` is a good value).
   */
  patienceMs: number;
  /** Receives the size and duration of every insert that committed. */
  metrics?: HeedMetrics;
  /**
   * Called after a commit that wrote outbox messages (`feedback.created` for subscribed
   * endpoints), so the delivery can start at once instead of at its next poll.
   */
  onMessagesWritten?: () => void;
  /**
   * The matching of instant alert rules (the application's, with its clock and hints); without
   * it the writer makes its own, on the system clock.
   */
  alerts?: AlertMatching;
  /**
   * Connections of the matching path: a small pool of its own whose clients pipeline
   * (`pipeline: true`), so a batch's statements go out in two round trips; without it the
   * writer's pool, one statement after the other.
   */
  matchingPool?: pg.Pool;
}

interface Pending {
  id: string;
  row: FeedbackRow;
  /** The fast path held the row back: its survey has instant alert rules. */
  ruled?: boolean;
  enqueuedAt: number;
  resolve: (stored: StoredFeedback) => void;
  reject: (error: unknown) => void;
}

/**
 * Why storing a row failed, as far as it is safe to tell: the database's error code and
 * constraint name, never its message (which may quote the answers).
 */
export class FeedbackWriteError extends Error {
  readonly pgCode: string | undefined;
  readonly constraint: string | undefined;

  constructor(pgCode: string | undefined, constraint: string | undefined) {
    super('storing feedback failed');
    this.name = 'FeedbackWriteError';
    this.pgCode = pgCode;
    this.constraint = constraint;
  }
}

/** The outbox's references to what a message is for. */
const MESSAGE_TARGETS = new Set([
  'webhook_message_endpoint_id_foreign',
  'webhook_message_alert_destination_id_foreign',
  'webhook_message_alert_rule_id_foreign',
]);

/**
 * The insert wrote a message for a webhook endpoint, alert destination or rule whose deletion
 * committed while the insert waited for its row (the whole statement failed on the message's
 * foreign key), or the matching path's transaction lost a deadlock to such a change: nothing of
 * the attempt was stored, and the next attempt reads them anew.
 */
function isTargetChangedMeanwhile(error: unknown): boolean {
  const { code, constraint } = error as { code?: unknown; constraint?: unknown };
  if (code === '40P01') return true;
  return code === '23503' && typeof constraint === 'string' && MESSAGE_TARGETS.has(constraint);
}

const MAX_BATCH = 500;
/**
 * Inserts running at once. Each batch updates the same few counters of `feedback_rollup` and
 * `feedback_triage_count` (its survey's buckets), holding them until its commit, so concurrent
 * batches queue there; and the counters a batch updates hardly depend on its size, so small
 * batches cost the database more per row. Two let one batch be prepared and inserted while the
 * other commits, and leave the rows arriving meanwhile to make the next batch larger (measured
 * with `npm run bench`: the database's CPU per stored row grows with every insert allowed beyond
 * that, see docs/performance.md).
 */
const MAX_IN_FLIGHT = 2;
/**
 * Inserts on the matching path running at once. Batches of one survey wait for each other there
 * anyway (the counts kept at write time and the rules' windows stay locked until the commit, a
 * round trip after the insert), so a second one would only wait, holding a connection; with one,
 * the rows arriving meanwhile make the next batch larger (measured: `npm run bench -- --alerts`).
 */
const MAX_MATCHING_IN_FLIGHT = 1;
/** Pause between two attempts at a batch whose insert failed because the database is away. */
const RETRY_PAUSE_MS = 100;
/** `Retry-After` of a 503 for a full queue: the queue drains within a few commits. */
const QUEUE_FULL_RETRY_AFTER_SECONDS = 1;

/**
 * Group commit for accepted submissions. A request's row is queued; whenever fewer than
 * `MAX_IN_FLIGHT` inserts are running, the queue is written in one multi-row INSERT (one
 * transaction, one WAL flush) and every request in it is answered once that commit is durable.
 * Under light load a batch holds one row and nothing waits; under heavy load rows that arrive
 * while inserts run share the next commit. No row is acknowledged before it is committed.
 *
 * The insert is idempotent (`ON CONFLICT DO NOTHING` on the row's own id and on the deduplication
 * key), so an insert whose answer was lost — the connection dropped after the commit — is simply
 * repeated: a row already there is reported stored, never failed, and a repeated deduplication
 * key reports the first row. When the database is away, a batch is retried for `patienceMs`,
 * then its callers get 503 with `Retry-After`; a row never sent is refused once it has waited
 * `patienceMs`, and a full queue refuses new rows at once. A row that the database rejects as
 * such (not an outage) does not sink its batch: the batch is retried row by row.
 *
 * The same statement writes the `feedback.created` outbox messages of the rows it inserted, so an
 * acknowledged row always has its messages and a row not stored has none; a repeated insert
 * skips the rows it stored before and writes no second message. An insert that fails because an
 * endpoint it wrote a message for was deleted meanwhile is simply repeated.
 *
 * Alert rules (Rule: docs/rules/alerts.md#alerts-6): a batch whose rows' surveys have no
 * instant alert rules, as far as `alerts.hints` knows, is the one statement above with no
 * transaction around it, whose guard holds back any row whose survey has rules after all. A batch
 * with such rows (expected, or held back by the guard) takes the matching path: `begin`, the same
 * insert (holding nothing, answering the candidate rules), the matching and its messages on the
 * same connection, `commit`. A repeated attempt matches only the rows it inserts, so it writes no
 * second alert either.
 */
export class FeedbackWriter {
  readonly #pool: pg.Pool;
  readonly #logger: Logger;
  readonly #queueMax: number;
  readonly #patienceMs: number;
  readonly #metrics: HeedMetrics | undefined;
  readonly #onMessagesWritten: (() => void) | undefined;
  readonly #alerts: AlertMatching;
  readonly #matchingPool: pg.Pool | undefined;
  #queue: Pending[] = [];
  #inFlight = 0;
  #matchingInFlight = 0;
  #scheduled = false;
  readonly #idle: (() => void)[] = [];
  readonly #sweepTimer: NodeJS.Timeout;

  constructor(pool: pg.Pool, logger: Logger, options: FeedbackWriterOptions) {
    this.#pool = pool;
    this.#logger = logger;
    this.#queueMax = options.queueMax;
    this.#patienceMs = options.patienceMs;
    this.#metrics = options.metrics;
    this.#onMessagesWritten = options.onMessagesWritten;
    this.#matchingPool = options.matchingPool;
    this.#alerts =
      options.alerts ??
      new AlertMatching({
        clock: systemClock,
        logger,
        hints: new AlertRuleHints(systemClock),
        timeZoneNames: async () =>
          new Map(
            (await listTimeZoneNames(queriesOnPool(pool))).map((name) => [
              name.toLowerCase(),
              name,
            ]),
          ),
      });
    this.#sweepTimer = setInterval(
      () => this.#expireWaiting(),
      Math.max(10, Math.min(250, Math.floor(options.patienceMs / 4))),
    );
    this.#sweepTimer.unref();
  }

  /** Rows waiting for a commit (not counting those being written). */
  get queued(): number {
    return this.#queue.length;
  }

  /** Inserts running now (at most 4). */
  get writing(): number {
    return this.#inFlight;
  }

  /** Stores one row; resolves once it (or the first row with its deduplication key) is committed. */
  write(row: FeedbackRow): Promise<StoredFeedback> {
    if (this.#queue.length >= this.#queueMax) {
      return Promise.reject(
        new ServiceUnavailableError(
          'Too many submissions are waiting to be stored; try again shortly.',
          { retryAfterSeconds: QUEUE_FULL_RETRY_AFTER_SECONDS },
        ),
      );
    }
    const id = randomUUID();
    return new Promise<StoredFeedback>((resolve, reject) => {
      this.#queue.push({ id, row, enqueuedAt: performance.now(), resolve, reject });
      this.#schedule();
    });
  }

  /** Resolves once every queued row is written (or refused). */
  async drain(): Promise<void> {
    if (this.#queue.length === 0 && this.#inFlight === 0) return;
    await new Promise<void>((resolve) => this.#idle.push(resolve));
  }

  /** Stops the queue sweep; call after `drain`. */
  close(): void {
    clearInterval(this.#sweepTimer);
  }

  #schedule(): void {
    if (this.#scheduled || this.#inFlight >= MAX_IN_FLIGHT) return;
    this.#scheduled = true;
    // Let the rows of requests parsed in the same turn of the event loop join this batch.
    setImmediate(() => {
      this.#scheduled = false;
      void this.#flush();
    });
  }

  /** Refuses rows that waited too long for a free insert: they were never sent, so never stored. */
  #expireWaiting(): void {
    const limit = performance.now() - this.#patienceMs;
    let expired = 0;
    while (expired < this.#queue.length && (this.#queue[expired] as Pending).enqueuedAt < limit) {
      expired++;
    }
    if (expired === 0) return;
    for (const pending of this.#queue.splice(0, expired)) {
      pending.reject(databaseUnavailableError());
    }
    this.#logger.warn({ rows: expired }, 'submissions refused: the database is not answering');
    this.#settleIdle();
  }

  async #flush(): Promise<void> {
    if (this.#queue.length === 0 || this.#inFlight >= MAX_IN_FLIGHT) return;
    const batch = this.#takeBatch();
    // Only rows for the matching path wait, and the end of a matching insert schedules again.
    if (batch.length === 0) return;
    const matching = batch.some((pending) => this.#expectsRules(pending));
    this.#inFlight++;
    if (matching) this.#matchingInFlight++;
    try {
      await this.#store(batch);
    } finally {
      this.#inFlight--;
      if (matching) this.#matchingInFlight--;
      if (this.#queue.length > 0) this.#schedule();
      else this.#settleIdle();
    }
  }

  /** Whether a row goes the matching path: held back once, or its survey is known for rules. */
  #expectsRules(pending: Pending): boolean {
    return (
      pending.ruled === true ||
      this.#alerts.hints.expectsRules(pending.row.teamId, pending.row.surveyId)
    );
  }

  /**
   * The next batch: the oldest rows; while the matching path is full, the oldest rows that do not
   * go there (the others keep their place in the queue).
   */
  #takeBatch(): Pending[] {
    if (this.#matchingInFlight < MAX_MATCHING_IN_FLIGHT) return this.#queue.splice(0, MAX_BATCH);
    const batch: Pending[] = [];
    const waiting: Pending[] = [];
    for (const pending of this.#queue) {
      if (batch.length < MAX_BATCH && !this.#expectsRules(pending)) batch.push(pending);
      else waiting.push(pending);
    }
    this.#queue = waiting;
    return batch;
  }

  #settleIdle(): void {
    if (this.#queue.length === 0 && this.#inFlight === 0) {
      for (const resolve of this.#idle.splice(0)) resolve();
    }
  }

  /** Writes `batch` until every row is settled: stored, a duplicate, refused or failed. */
  async #store(batch: Pending[]): Promise<void> {
    const giveUpAt = performance.now() + this.#patienceMs;
    let open = batch;
    while (open.length > 0) {
      try {
        // No attempt outlives the patience (plus the driver's grace) by much.
        const answerWithinMs = Math.max(100, giveUpAt - performance.now()) + QUERY_TIMEOUT_GRACE_MS;
        open = await this.#attempt(open, answerWithinMs);
      } catch (error) {
        if (isTargetChangedMeanwhile(error) && performance.now() < giveUpAt) {
          // The next attempt reads the team's endpoints and rules anew; nothing of this one was
          // stored.
          continue;
        }
        if (!isDatabaseUnavailable(error)) {
          await this.#storeEach(open, error);
          return;
        }
        if (performance.now() + RETRY_PAUSE_MS >= giveUpAt) {
          this.#logger.warn(
            { rows: open.length, err: error },
            'submissions refused: the database is not answering',
          );
          for (const pending of open) pending.reject(databaseUnavailableError());
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, RETRY_PAUSE_MS));
        continue;
      }
      if (open.length > 0 && performance.now() >= giveUpAt) {
        for (const pending of open) pending.reject(databaseUnavailableError());
        return;
      }
    }
  }

  /** After an error that is not an outage: each row on its own, so one row cannot sink the rest. */
  async #storeEach(rows: Pending[], error: unknown): Promise<void> {
    if (rows.length === 1) {
      this.#fail(rows[0] as Pending, error);
      return;
    }
    for (const pending of rows) await this.#store([pending]);
  }

  #fail(pending: Pending, error: unknown): void {
    // Only the database's error code: its message details may quote the answers.
    const { code, constraint } = error as { code?: unknown; constraint?: unknown };
    const pgCode = typeof code === 'string' ? code : undefined;
    this.#logger.error({ pgCode }, 'storing feedback failed');
    pending.reject(
      new FeedbackWriteError(pgCode, typeof constraint === 'string' ? constraint : undefined),
    );
  }

  /** One insert of `rows`; settles what is stored and returns the rows still open. */
  async #attempt(rows: Pending[], answerWithinMs: number): Promise<Pending[]> {
    const column = <T>(pick: (pending: Pending) => T) => rows.map(pick);
    const columns = {
      id: column((p) => p.id),
      team_id: column((p) => p.row.teamId),
      survey_definition_id: column((p) => p.row.surveyDefinitionId),
      survey_id: column((p) => p.row.surveyId),
      survey_type: column((p) => p.row.surveyType),
      answers: column((p) => JSON.stringify(p.row.answers)),
      submitted_at: column((p) => p.row.submittedAt.toISOString()),
      received_at: column((p) => p.row.receivedAt.toISOString()),
      api_key_id: column((p) => p.row.apiKeyId),
      app_name: column((p) => p.row.appName),
      deduplication_key: column((p) => p.row.deduplicationKey),
      context: column((p) => (p.row.context === null ? null : JSON.stringify(p.row.context))),
      device_type: column((p) => p.row.deviceType),
      started_at: column((p) => p.row.startedAt?.toISOString() ?? null),
      time_to_complete_ms: column((p) => p.row.timeToCompleteMs),
      sensitive_data_redacted: column((p) => p.row.sensitiveDataRedacted),
      has_text: column((p) => p.row.hasText),
      text_content: column((p) => p.row.textContent),
    };
    const hints = this.#alerts.hints;
    const matching = rows.some((p) => this.#expectsRules(p));
    const started = performance.now();
    const batch = matching
      ? await this.#insertMatching(rows, columns, answerWithinMs)
      : await insertFeedbackBatch(this.#pool, columns, answerWithinMs, true);
    this.#metrics?.groupCommitBatchSize.observe(rows.length);
    this.#metrics?.groupCommitDuration.observe((performance.now() - started) / 1000);
    if (batch.messages > 0) this.#nudgeDelivery();
    const insertedIds = new Set(batch.ids);
    const heldIds = new Set(batch.held);
    const skipped: Pending[] = [];
    const held: Pending[] = [];
    for (const p of rows) {
      if (insertedIds.has(p.id)) {
        p.resolve({ id: p.id, receivedAt: p.row.receivedAt, duplicate: false });
      } else if (heldIds.has(p.id)) {
        // Its survey has instant rules: stored on the matching path by the next attempt.
        p.ruled = true;
        hints.learn(p.row.teamId, p.row.surveyId, true);
        held.push(p);
      } else {
        skipped.push(p);
      }
    }
    if (skipped.length === 0) return held;
    return [...held, ...(await this.#settleSkipped(skipped, answerWithinMs))];
  }

  /**
   * The matching path: the batch insert (holding nothing back), the matching of the rows it
   * inserted and their alerts, in one transaction on one connection of the matching pool (which
   * pipelines: see `AlertMatching.storeMatching`), else of the writer's pool. A connection that
   * failed any of it is closed, not reused (the server rolls its transaction back).
   */
  async #insertMatching(
    rows: Pending[],
    columns: Parameters<typeof insertFeedbackBatch>[1],
    answerWithinMs: number,
  ): Promise<InsertedBatch> {
    await this.#alerts.prepare();
    const client = await (this.#matchingPool ?? this.#pool).connect();
    let failure: Error | undefined;
    try {
      return await this.#alerts.storeMatching(
        client,
        {
          rows: rows.map((p) => ({ id: p.id, teamId: p.row.teamId, surveyId: p.row.surveyId })),
          insert: () => insertFeedbackBatch(client, columns, answerWithinMs, false),
        },
        answerWithinMs,
      );
    } catch (error) {
      failure = error instanceof Error ? error : new Error('storing feedback failed');
      throw error;
    } finally {
      client.release(failure);
    }
  }

  /** Tells the delivery that messages are waiting; its failure never fails the submissions. */
  #nudgeDelivery(): void {
    try {
      this.#onMessagesWritten?.();
    } catch (error) {
      this.#logger.warn({ err: error }, 'waking the webhook delivery failed');
    }
  }

  /** Rows the insert skipped: already stored by an earlier attempt, or a repeated key. */
  async #settleSkipped(rows: Pending[], answerWithinMs: number): Promise<Pending[]> {
    const found = await findStoredFeedback(
      this.#pool,
      {
        id: rows.map((p) => p.id),
        team_id: rows.map((p) => p.row.teamId),
        survey_id: rows.map((p) => p.row.surveyId),
        deduplication_key: rows.map((p) => p.row.deduplicationKey),
      },
      answerWithinMs,
    );
    const matches = new Map<number, { id: string; receivedAt: Date }[]>();
    for (const row of found) {
      const index = Number(row.n) - 1;
      const list = matches.get(index) ?? [];
      list.push({ id: row.id, receivedAt: new Date(row.received_at) });
      matches.set(index, list);
    }
    const open: Pending[] = [];
    rows.forEach((p, index) => {
      const candidates = matches.get(index) ?? [];
      const own = candidates.find((candidate) => candidate.id === p.id);
      const first = own ?? candidates[0];
      if (first) p.resolve({ ...first, duplicate: own === undefined });
      // Skipped yet nowhere to be seen (the first row was deleted meanwhile): insert it again.
      else open.push(p);
    });
    return open;
  }
}
