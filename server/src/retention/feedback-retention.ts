import {
  beginTransaction,
  commitTransaction,
  type HeedQueries,
  rollbackTransaction,
} from '@heed/db';
import type pg from 'pg';
import type { AuditLog } from '../audit/audit-log.ts';
import type { FiltersBootstrapCache } from '../dashboard/filters-bootstrap-cache.ts';
import type { Logger } from '../logging/logger.ts';
import type { HeedMetrics } from '../metrics/heed-metrics.ts';
import type { Clock } from '../runtime/clock.ts';
import { makeCreatedPayloads } from '../webhooks/created-payloads.repository.ts';
import { enqueueEvent } from '../webhooks/outbox.repository.ts';
import { withJobLock } from './job-lock.ts';
import {
  deleteFeedbackItems,
  jobLastSuccess,
  lockFeedbackBefore,
  markJobStarted,
  markJobSucceeded,
  teamSlugs,
} from './retention.repository.ts';

const DAY_MS = 86_400_000;
/** The job's row in `heed_job_state`. */
export const RETENTION_JOB = 'feedback_retention';
/** The retention job's lock (`withJobLock`). */
const LOCK_KEY = 1;

export interface RetentionOptions {
  /** Feedback received more than this many days ago is deleted. */
  days: number;
  /** How often a replica tries to run the job; a run is due once this long after the last success. */
  intervalMs?: number;
  /** Feedback items deleted per statement (one short transaction each). */
  batchSize?: number;
  /** Statements per run at most; the next run goes on where this one stopped. */
  maxBatchesPerRun?: number;
}

export interface RetentionDependencies {
  pool: pg.Pool;
  logger: Logger;
  auditLog: AuditLog;
  clock: Clock;
  metrics?: HeedMetrics;
  /** The application's filter options cache: a team whose feedback was deleted is forgotten. */
  filtersBootstrap: FiltersBootstrapCache;
}

export type RetentionRun =
  | { outcome: 'success'; deleted: number; cutoff: Date }
  /** Another replica holds the job, or it ran less than an interval ago. */
  | { outcome: 'skipped'; reason: 'locked' | 'not_due' }
  | { outcome: 'failure' };

const DEFAULT_INTERVAL_MS = 3_600_000;
const DEFAULT_BATCH_SIZE = 1_000;
const DEFAULT_MAX_BATCHES = 1_000;

/**
 * Deletes feedback older than `HEED_RETENTION_DAYS` (by `receivedAt`, the server's clock), with its
 * tags and theme matches (they cascade). Every replica schedules it; one runs it at a time: the
 * runner holds a session advisory lock, and the job's row in `heed_job_state` records the last
 * success, so a replica that gets the lock just after another finished finds the job not due.
 * Deletion goes in batches of `batchSize` rows, each its own short transaction (`for update skip
 * locked`: a row a dashboard user is tagging is left for the next run), so no lock is held long.
 * Each run that deleted something writes one audit event per team (`retention_feedback.delete`,
 * actor `system`, with the count), never a survey id or an answer.
 *
 * Each batch's transaction also writes, for every team it deleted items of, a `retention.applied`
 * event `{ team, receivedBefore, deletedCount }` with the count of that transaction, after giving
 * the team's `feedback.created` messages still waiting for those items their bodies. A run whose
 * deletions fit in one batch (the usual case) writes one event per team; a bigger run writes one
 * per team and batch, whose counts add up to what the run deleted of the team. An event per run
 * written after the last batch could be lost while batches before it committed, so the event
 * goes with the deletion it counts.
 */
export class FeedbackRetention {
  readonly #deps: RetentionDependencies;
  readonly #days: number;
  readonly #intervalMs: number;
  readonly #batchSize: number;
  readonly #maxBatches: number;
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<RetentionRun> | undefined;
  #closed = false;

  constructor(deps: RetentionDependencies, options: RetentionOptions) {
    if (!Number.isInteger(options.days) || options.days < 1) {
      throw new RangeError(`retention days must be a positive integer, got ${options.days}`);
    }
    this.#deps = deps;
    this.#days = options.days;
    this.#intervalMs = options.intervalMs ?? DEFAULT_INTERVAL_MS;
    this.#batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
    this.#maxBatches = options.maxBatchesPerRun ?? DEFAULT_MAX_BATCHES;
  }

  /**
   * Runs the job every `intervalMs / 6` (so a run is late by at most a sixth of the interval
   * after the replica that ran last stops), first after a random part of that.
   */
  start(): void {
    const tick = Math.max(1_000, Math.floor(this.#intervalMs / 6));
    const schedule = (delay: number) => {
      if (this.#closed) return;
      this.#timer = setTimeout(() => {
        void this.runOnce().finally(() => schedule(tick));
      }, delay);
      this.#timer.unref();
    };
    schedule(Math.floor(Math.random() * tick));
  }

  /** One attempt: runs the job when this replica gets the lock and the job is due. */
  runOnce(): Promise<RetentionRun> {
    this.#running ??= this.#attempt().finally(() => {
      this.#running = undefined;
    });
    return this.#running;
  }

  /** Stops scheduling and waits for a run in progress (it stops after its current batch). */
  async close(): Promise<void> {
    this.#closed = true;
    clearTimeout(this.#timer);
    await this.#running;
  }

  async #attempt(): Promise<RetentionRun> {
    const { metrics, logger } = this.#deps;
    let run: RetentionRun;
    try {
      run = await this.#withLock();
    } catch (error) {
      logger.error({ err: error }, 'feedback retention failed; the next run tries again');
      run = { outcome: 'failure' };
    }
    metrics?.retentionRuns.inc({ outcome: run.outcome });
    if (run.outcome === 'success') {
      metrics?.retentionDeleted.inc(run.deleted);
      metrics?.retentionLastSuccess.set(this.#deps.clock.now().getTime() / 1000);
    }
    return run;
  }

  async #withLock(): Promise<RetentionRun> {
    const run = await withJobLock(this.#deps.pool, LOCK_KEY, (client, db) =>
      this.#runLocked(client, db),
    );
    return run === 'locked' ? { outcome: 'skipped', reason: 'locked' } : run;
  }

  async #runLocked(client: pg.PoolClient, db: HeedQueries): Promise<RetentionRun> {
    const now = this.#deps.clock.now();
    const lastSuccess = await jobLastSuccess(db, RETENTION_JOB);
    if (lastSuccess && now.getTime() - lastSuccess.getTime() < this.#intervalMs) {
      return { outcome: 'skipped', reason: 'not_due' };
    }
    await markJobStarted(db, RETENTION_JOB, now);
    const cutoff = new Date(now.getTime() - this.#days * DAY_MS);
    const byTeam = new Map<string, number>();
    const slugs = new Map<string, string>();
    let deleted = 0;
    for (let batch = 0; batch < this.#maxBatches && !this.#closed; batch++) {
      await beginTransaction(client);
      let rows: { team_id: string; n: number }[];
      try {
        rows = await this.#deleteBatch(db, { now, cutoff, slugs });
        await commitTransaction(client);
      } catch (error) {
        await rollbackTransaction(client);
        throw error;
      }
      let inBatch = 0;
      for (const row of rows) {
        byTeam.set(row.team_id, (byTeam.get(row.team_id) ?? 0) + row.n);
        inBatch += row.n;
      }
      deleted += inBatch;
      if (inBatch < this.#batchSize) break;
    }
    await markJobSucceeded(db, RETENTION_JOB, now, deleted);
    this.#audit(byTeam, slugs);
    if (deleted > 0) {
      this.#deps.logger.info({ deleted, days: this.#days }, 'feedback retention deleted old items');
    }
    return { outcome: 'success', deleted, cutoff };
  }

  /**
   * One batch, on the transaction open on `db`: locks the oldest expired items, makes the bodies
   * of their waiting `feedback.created` messages, deletes them and writes each team's
   * `retention.applied`; how many items went, by team.
   */
  async #deleteBatch(
    db: HeedQueries,
    run: { now: Date; cutoff: Date; slugs: Map<string, string> },
  ): Promise<{ team_id: string; n: number }[]> {
    const doomed = await lockFeedbackBefore(db, run.cutoff, this.#batchSize);
    if (doomed.length === 0) return [];
    const idsByTeam = new Map<string, string[]>();
    for (const item of doomed) {
      idsByTeam.set(item.team_id, [...(idsByTeam.get(item.team_id) ?? []), item.id]);
    }
    for (const [teamId, feedbackIds] of idsByTeam) {
      await makeCreatedPayloads(db, { teamId, feedbackIds });
    }
    const rows = await deleteFeedbackItems(
      db,
      doomed.map((item) => item.id),
    );
    await this.#learnSlugs(
      db,
      run.slugs,
      rows.map((row) => row.team_id),
    );
    for (const row of rows) {
      await enqueueEvent(db, {
        teamId: row.team_id,
        type: 'retention.applied',
        at: run.now,
        data: {
          team: run.slugs.get(row.team_id) ?? '',
          receivedBefore: run.cutoff.toISOString(),
          deletedCount: row.n,
        },
      });
    }
    return rows;
  }

  /** Adds the slugs of `teamIds` not in `slugs` yet. */
  async #learnSlugs(db: HeedQueries, slugs: Map<string, string>, teamIds: string[]) {
    const unknown = teamIds.filter((teamId) => !slugs.has(teamId));
    if (unknown.length === 0) return;
    for (const team of await teamSlugs(db, unknown)) slugs.set(team.id, team.slug);
  }

  #audit(byTeam: Map<string, number>, slugs: Map<string, string>): void {
    if (byTeam.size === 0) return;
    for (const [teamId, count] of byTeam) {
      this.#deps.filtersBootstrap.invalidate(teamId);
      this.#deps.auditLog.emit({
        event: 'retention_feedback.delete',
        operation: 'delete',
        outcome: 'success',
        actor: { type: 'system' },
        resource: { type: 'feedback' },
        team: { id: teamId, slug: slugs.get(teamId) ?? '' },
        resourceCount: count,
      });
    }
  }
}
