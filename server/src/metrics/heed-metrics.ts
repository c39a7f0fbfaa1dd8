import type pg from 'pg';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/**
 * Why a submission was refused: the problem `code` of its answer. Codes are chosen by Heed's code
 * (never by a caller); anything unexpected is counted as `other`, so the label stays bounded.
 */
const SUBMISSION_REFUSAL_REASONS = new Set([
  'invalid_request',
  'unauthorized',
  'forbidden',
  'origin_not_allowed',
  'not_found',
  'conflict',
  'definition_conflict',
  'survey_limit_reached',
  'payload_too_large',
  'unsupported_media_type',
  'rate_limited',
  'service_unavailable',
  'internal_error',
]);

/** HTTP methods kept as they are; any other verb is counted as `OTHER`. */
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

export type RateLimitOutcome = 'allowed' | 'denied';
export type RateLimitSource = 'store' | 'local' | 'fallback';
export type RetentionOutcome = 'success' | 'skipped' | 'failure';
/**
 * What one webhook attempt came to: `delivered` (2xx), `gone` (410: the endpoint was disabled),
 * `address_not_allowed` (refused before connecting), `failed_attempt` (anything else; retried),
 * `failed` (anything else, and it was the last attempt), `item_deleted` (a `feedback.created`
 * whose item was gone before its body was made; no attempt).
 */
const WEBHOOK_DELIVERY_OUTCOMES = [
  'delivered',
  'gone',
  'address_not_allowed',
  'failed_attempt',
  'failed',
  'item_deleted',
] as const;
export type WebhookDeliveryOutcome = (typeof WEBHOOK_DELIVERY_OUTCOMES)[number];
/**
 * What an outbox message went through: `webhook` (a webhook endpoint, alerts for one included) or
 * an alert destination's `slack`, `teams`, `email`.
 */
const DELIVERY_CHANNELS = ['webhook', 'slack', 'teams', 'email'] as const;
export type DeliveryChannel = (typeof DELIVERY_CHANNELS)[number];

/**
 * Why a read went to the primary although a read replica is set: `lag` (the replica misses more
 * than `HEED_READ_MAX_LAG_MS` of writes, or its lag is unknown), `own_write` (it has not replayed
 * the reader's own change yet), `unavailable` (it gives no connection), `changed` (a shared cache
 * refilled right after a change).
 */
const PRIMARY_READ_REASONS = ['lag', 'own_write', 'unavailable', 'changed'] as const;
export type PrimaryReadReason = (typeof PRIMARY_READ_REASONS)[number];

/** The outbox's pending messages, read at scrape time. */
export interface WebhookQueueStats {
  depth: number;
  oldestAgeSeconds: number;
}

/** What the metrics read at scrape time, from the long-lived parts of one runtime. */
export interface MetricSources {
  /** The `pg` pool behind the ORM and the hot paths. */
  pool?: pg.Pool;
  /** The pool of `DATABASE_READ_URL`, when it is set. */
  readPool?: pg.Pool;
  /** The dashboard's own connections to the primary (`HEED_DASHBOARD_POOL_MAX` > 0). */
  dashboardPool?: pg.Pool;
  /** The exports' own connections to the primary (`HEED_EXPORT_POOL_MAX` > 0). */
  exportPool?: pg.Pool;
  /** With `DATABASE_READ_URL`: the replica's last measured replay lag in seconds (NaN: unknown). */
  replicaLagSeconds?: () => number;
  /** Whether the API-key change listener is connected (key caching on). */
  keyListenerConnected?: () => boolean;
  /** Estimated bytes of the survey-definition cache. */
  definitionCacheBytes?: () => number;
  /** Submissions waiting for the group commit. */
  writeQueueLength?: () => number;
  /** The webhook outbox's pending messages (one cheap query per scrape). */
  webhookQueue?: () => Promise<WebhookQueueStats>;
}

/** The pools of `sources` there are, each with its `pool` label. */
function labelledPools(sources: MetricSources): [string, pg.Pool][] {
  const named: [string, pg.Pool | undefined][] = [
    ['primary', sources.pool],
    ['read', sources.readPool],
    ['dashboard', sources.dashboardPool],
    ['export', sources.exportPool],
  ];
  return named.filter((entry): entry is [string, pg.Pool] => entry[1] !== undefined);
}

/**
 * Every metric of one Heed process, in a registry of its own (several runtimes may share a process
 * in tests; each scrapes only its own). Labels hold only values from fixed sets chosen by Heed:
 * route templates, methods, statuses, outcomes, reasons. Never a key, a team slug, a `surveyId`
 * or any other value a customer chose.
 */
export class HeedMetrics {
  readonly registry = new Registry();

  readonly httpDuration = new Histogram({
    name: 'heed_http_request_duration_seconds',
    help: 'HTTP requests by route template, method and status, and how long they took',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });

  readonly submissions = new Counter({
    name: 'heed_submissions_total',
    help: 'Submissions by outcome (accepted, duplicate, refused) and refusal reason (problem code)',
    labelNames: ['outcome', 'reason'] as const,
    registers: [this.registry],
  });

  readonly groupCommitBatchSize = new Histogram({
    name: 'heed_group_commit_batch_rows',
    help: 'Rows written by one group-commit insert of feedback',
    buckets: [1, 2, 5, 10, 25, 50, 100, 250, 500, 1000],
    registers: [this.registry],
  });

  readonly groupCommitDuration = new Histogram({
    name: 'heed_group_commit_duration_seconds',
    help: 'How long one group-commit insert of feedback took, until its commit answered',
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [this.registry],
  });

  readonly rateLimitDecisions = new Counter({
    name: 'heed_rate_limit_decisions_total',
    help: 'API-key rate-limit decisions by outcome and by where they were made: store (shared count), local (hot key, synced), fallback (in memory, the store did not answer)',
    labelNames: ['outcome', 'source'] as const,
    registers: [this.registry],
  });

  readonly keyCacheLookups = new Counter({
    name: 'heed_api_key_cache_lookups_total',
    help: 'API-key lookups answered from the cache (hit) or the database (miss)',
    labelNames: ['result'] as const,
    registers: [this.registry],
  });

  readonly keyCacheEvictions = new Counter({
    name: 'heed_api_key_cache_evictions_total',
    help: 'Cached API keys dropped: changed on some replica (change), or the oldest past the bound (capacity)',
    labelNames: ['cause'] as const,
    registers: [this.registry],
  });

  readonly retentionRuns = new Counter({
    name: 'heed_retention_runs_total',
    help: 'Retention runs by outcome: success, skipped (another replica held the job), failure',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });

  readonly retentionDeleted = new Counter({
    name: 'heed_retention_deleted_feedback_total',
    help: 'Feedback items deleted by retention on this replica',
    registers: [this.registry],
  });

  readonly retentionLastSuccess = new Gauge({
    name: 'heed_retention_last_success_timestamp_seconds',
    help: 'When retention last completed on this replica (Unix seconds); 0 before the first run',
    registers: [this.registry],
  });

  readonly poolWaits = new Counter({
    name: 'heed_db_pool_waits_total',
    help: 'Connection requests that found no free connection in the pool and had to wait',
    labelNames: ['pool'] as const,
    registers: [this.registry],
  });

  readonly webhookDeliveries = new Counter({
    name: 'heed_webhook_deliveries_total',
    help: 'Outbox attempts by outcome: delivered, gone (410, endpoint disabled), address_not_allowed, failed_attempt (retried), failed (the last attempt), item_deleted; and channel: webhook, slack, teams, email',
    labelNames: ['outcome', 'channel'] as const,
    registers: [this.registry],
  });

  readonly webhookAttemptDuration = new Histogram({
    name: 'heed_webhook_attempt_duration_seconds',
    help: 'How long one outbox attempt took, until its answer or its failure, by channel',
    labelNames: ['channel'] as const,
    buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 15, 30, 45],
    registers: [this.registry],
  });

  readonly replicaReads = new Counter({
    name: 'heed_read_replica_reads_total',
    help: 'With a read replica: dashboard reads by where they went (replica, primary) and why a primary read did not go to the replica (lag, own_write, unavailable, changed)',
    labelNames: ['served_by', 'reason'] as const,
    registers: [this.registry],
  });

  #sources: MetricSources = {};
  #webhookQueue: Promise<WebhookQueueStats | undefined> | undefined;

  constructor(options: { processMetrics?: boolean } = {}) {
    if (options.processMetrics !== false) collectDefaultMetrics({ register: this.registry });
    for (const channel of DELIVERY_CHANNELS) {
      for (const outcome of WEBHOOK_DELIVERY_OUTCOMES) {
        this.webhookDeliveries.inc({ outcome, channel }, 0);
      }
    }
    const sources = () => this.#sources;
    new Gauge({
      name: 'heed_api_key_listener_up',
      help: '1 while the API-key change listener is connected (keys are cached), else 0',
      registers: [this.registry],
      collect() {
        this.set(sources().keyListenerConnected?.() ? 1 : 0);
      },
    });
    new Gauge({
      name: 'heed_definition_cache_bytes',
      help: 'Estimated bytes held by the cache of registered survey definitions',
      registers: [this.registry],
      collect() {
        this.set(sources().definitionCacheBytes?.() ?? 0);
      },
    });
    new Gauge({
      name: 'heed_write_queue_rows',
      help: 'Submissions waiting for the group commit',
      registers: [this.registry],
      collect() {
        this.set(sources().writeQueueLength?.() ?? 0);
      },
    });
    // Both gauges of the outbox come from one query per scrape: the registry collects every
    // metric at once, so the second gauge finds the first one's query in flight.
    const webhookQueue = () => {
      const read = sources().webhookQueue;
      if (!read) return Promise.resolve(undefined);
      this.#webhookQueue ??= read()
        .catch(() => undefined)
        .finally(() => {
          this.#webhookQueue = undefined;
        });
      return this.#webhookQueue;
    };
    new Gauge({
      name: 'heed_webhook_queue_depth',
      help: 'Webhook messages pending (waiting for an attempt or a retry; those of disabled endpoints included)',
      registers: [this.registry],
      async collect() {
        const stats = await webhookQueue();
        if (stats) this.set(stats.depth);
      },
    });
    new Gauge({
      name: 'heed_webhook_oldest_pending_seconds',
      help: 'Age of the oldest pending webhook message, in seconds; 0 when none',
      registers: [this.registry],
      async collect() {
        const stats = await webhookQueue();
        if (stats) this.set(stats.oldestAgeSeconds);
      },
    });
    const pools = () => labelledPools(sources());
    const poolGauge = (name: string, help: string, read: (pool: pg.Pool) => number) =>
      new Gauge({
        name,
        help,
        labelNames: ['pool'] as const,
        registers: [this.registry],
        collect() {
          for (const [label, pool] of pools()) this.set({ pool: label }, read(pool));
        },
      });
    poolGauge(
      'heed_db_pool_connections',
      'Open connections of the pool',
      (pool) => pool.totalCount,
    );
    poolGauge(
      'heed_db_pool_connections_in_use',
      'Connections of the pool checked out now',
      (pool) => pool.totalCount - pool.idleCount,
    );
    poolGauge(
      'heed_db_pool_connections_max',
      'Most connections the pool opens',
      (pool) => pool.options.max ?? 10,
    );
    poolGauge(
      'heed_db_pool_waiting',
      'Requests waiting for a connection now',
      (pool) => pool.waitingCount,
    );
  }

  /** Tells the gauges what to read at scrape time; call once, when the runtime is built. */
  watch(sources: MetricSources): void {
    this.#sources = sources;
    for (const [label, pool] of labelledPools(sources)) this.#countWaits(label, pool);
    const lag = sources.replicaLagSeconds;
    if (lag) {
      new Gauge({
        name: 'heed_read_replica_lag_seconds',
        help: 'Replay lag of the read replica at its last measurement (0: it had replayed all the primary had written); NaN while it does not answer',
        registers: [this.registry],
        collect() {
          this.set(lag());
        },
      });
      this.replicaReads.inc({ served_by: 'replica', reason: '' }, 0);
      for (const reason of PRIMARY_READ_REASONS) {
        this.replicaReads.inc({ served_by: 'primary', reason }, 0);
      }
    }
  }

  /** With a read replica: one read served by it, or by the primary for `reason`. */
  countRead(servedBy: 'replica'): void;
  countRead(servedBy: 'primary', reason: PrimaryReadReason): void;
  countRead(servedBy: 'replica' | 'primary', reason?: PrimaryReadReason): void {
    this.replicaReads.inc({ served_by: servedBy, reason: reason ?? '' });
  }

  /** One HTTP answer; `route` must already be a template from a fixed set. */
  observeHttp(method: string, route: string, status: number, seconds: number): void {
    const verb = METHODS.has(method) ? method : 'OTHER';
    this.httpDuration.observe({ method: verb, route, status: String(status) }, seconds);
  }

  /** One answered submission: 201 accepted, 200 a duplicate, else refused for its problem code. */
  countSubmission(status: number, problemCode: string | undefined): void {
    if (status === 201) this.submissions.inc({ outcome: 'accepted', reason: '' });
    else if (status === 200) this.submissions.inc({ outcome: 'duplicate', reason: '' });
    else {
      const reason =
        problemCode && SUBMISSION_REFUSAL_REASONS.has(problemCode) ? problemCode : 'other';
      this.submissions.inc({ outcome: 'refused', reason });
    }
  }

  countWebhookDelivery(
    outcome: WebhookDeliveryOutcome,
    channel: DeliveryChannel = 'webhook',
  ): void {
    this.webhookDeliveries.inc({ outcome, channel });
  }

  countRateLimit(outcome: RateLimitOutcome, source: RateLimitSource): void {
    this.rateLimitDecisions.inc({ outcome, source });
  }

  async metricsText(): Promise<string> {
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }

  /**
   * Counts requests for a connection that find the pool exhausted. `pg.Pool#query` asks
   * `connect` too, so every pooled statement passes here.
   */
  #countWaits(label: string, pool: pg.Pool): void {
    const max = pool.options.max ?? 10;
    const connect = pool.connect.bind(pool) as (...args: unknown[]) => unknown;
    const waits = this.poolWaits;
    waits.inc({ pool: label }, 0);
    (pool as { connect: (...args: unknown[]) => unknown }).connect = (...args: unknown[]) => {
      if (pool.idleCount === 0 && pool.totalCount >= max) waits.inc({ pool: label });
      return connect(...args);
    };
  }
}
