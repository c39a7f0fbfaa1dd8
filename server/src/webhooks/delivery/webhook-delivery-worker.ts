import { randomUUID } from 'node:crypto';
import { type HeedQueries, queriesOnPool } from '@heed/db';
import type pg from 'pg';
import type { AuditLog } from '../../audit/audit-log.ts';
import type { WebhooksConfig } from '../../config/webhooks-config.ts';
import type { Logger } from '../../logging/logger.ts';
import type { HeedMetrics, WebhookDeliveryOutcome } from '../../metrics/heed-metrics.ts';
import type { Clock } from '../../runtime/clock.ts';
import { makeCreatedPayloads } from '../created-payloads.repository.ts';
import { unsealEndpointField } from '../endpoint-sealing.ts';
import { messageIdOf } from '../message-id.ts';
import {
  type ClaimedMessage,
  claimDueMessages,
  deleteMessagesOlderThan,
  disableEndpoint,
  failUnsendable,
  markEndpointFailed,
  markEndpointSucceeded,
  messagePayloads,
  type NextStep,
  outboxQueueStats,
  recordAttempt,
  releaseClaims,
} from './delivery.repository.ts';
import { retryDelayMs } from './retry-schedule.ts';
import { type AttemptResult, WebhookSender } from './webhook-sender.ts';
import { webhookSignatureOf } from './webhook-signature.ts';

/** An endpoint that has had no success for this long while its attempts fail is disabled. */
export const FAILING_DISABLE_MS = 5 * 86_400_000;
/** Messages are kept this many days. */
export const MESSAGE_KEEP_DAYS = 30;

export interface DeliveryWorkerOptions {
  /** How long a claim holds (`HEED_WEBHOOK_CLAIM_MS`, default 60 s); above the attempt timeout. */
  claimMs?: number;
  /** How often due messages are looked for when nothing nudges the worker. */
  pollMs?: number;
  /** Attempts at one endpoint in flight at most, over all replicas. */
  perEndpoint?: number;
  /** Attempts in flight on this replica at most. */
  total?: number;
  /** How often messages older than 30 days are deleted. */
  cleanupEveryMs?: number;
}

export interface DeliveryWorkerDependencies {
  /**
   * The worker's own small pool: its claims and records neither wait behind requests nor hold
   * the serving pool's connections.
   */
  pool: pg.Pool;
  webhooks: WebhooksConfig;
  sealingKey: Buffer | undefined;
  logger: Logger;
  auditLog: AuditLog;
  clock: Clock;
  metrics: HeedMetrics;
}

/** What producers of messages see of the worker. */
export interface WebhookDelivery {
  /** Messages were committed: look for due ones now rather than at the next poll. */
  nudge(): void;
}

export const DEFAULT_CLAIM_MS = 60_000;
const DEFAULT_POLL_MS = 400;
const DEFAULT_PER_ENDPOINT = 4;
const DEFAULT_TOTAL = 32;
const DEFAULT_CLEANUP_EVERY_MS = 600_000;
const CLEANUP_BATCH = 1_000;

/**
 * Sends the outbox's messages (Standard Webhooks v1). Every API replica runs one: it claims due
 * messages for itself for `claimMs` (another replica takes over a claim that expires, e.g. when
 * this one died), sends each, records the attempt and what follows (delivered, retried after the
 * schedule, failed; an endpoint disabled on `410` or after 5 days of failures), and releases the
 * claim. At most `perEndpoint` attempts per endpoint are in flight, so a slow endpoint holds only
 * its own slots. Producers call `nudge()` after their commit to start sending at once.
 */
export class WebhookDeliveryWorker implements WebhookDelivery {
  /** This process's claim mark. */
  readonly replicaId = `replica-${randomUUID()}`;
  readonly #deps: DeliveryWorkerDependencies;
  readonly #claimMs: number;
  readonly #pollMs: number;
  readonly #perEndpoint: number;
  readonly #total: number;
  readonly #cleanupEveryMs: number;
  readonly #sender: WebhookSender;
  readonly #inFlight = new Set<Promise<void>>();
  readonly #queries: HeedQueries;
  #timer: NodeJS.Timeout | undefined;
  #round: Promise<void> | undefined;
  #again = false;
  #closed = true;
  #lastCleanup = 0;

  constructor(deps: DeliveryWorkerDependencies, options: DeliveryWorkerOptions = {}) {
    this.#deps = deps;
    this.#queries = queriesOnPool(deps.pool);
    this.#claimMs = options.claimMs ?? DEFAULT_CLAIM_MS;
    this.#pollMs = options.pollMs ?? DEFAULT_POLL_MS;
    this.#perEndpoint = options.perEndpoint ?? DEFAULT_PER_ENDPOINT;
    this.#total = options.total ?? DEFAULT_TOTAL;
    this.#cleanupEveryMs = options.cleanupEveryMs ?? DEFAULT_CLEANUP_EVERY_MS;
    if (deps.webhooks.timeoutMs >= this.#claimMs) {
      throw new RangeError('the webhook claim period must be longer than HEED_WEBHOOK_TIMEOUT_MS');
    }
    this.#sender = new WebhookSender({
      timeoutMs: deps.webhooks.timeoutMs,
      allowHttp: deps.webhooks.allowHttp,
      allowPrivate: deps.webhooks.allowPrivate,
    });
  }

  /** Attempts in flight on this replica. */
  get inFlight(): number {
    return this.#inFlight.size;
  }

  start(): void {
    if (!this.#closed) return;
    this.#closed = false;
    // The first cleanup comes soon after start, at a random moment so replicas do not collide.
    const firstIn = Math.random() * Math.min(10_000, this.#cleanupEveryMs);
    this.#lastCleanup = Date.now() - this.#cleanupEveryMs + Math.floor(firstIn);
    const tick = () => {
      if (this.#closed) return;
      this.nudge();
      this.#timer = setTimeout(tick, this.#pollMs);
      this.#timer.unref();
    };
    tick();
  }

  /** Looks for due messages now (a producer committed some). */
  nudge(): void {
    if (this.#closed) return;
    if (this.#round) {
      this.#again = true;
      return;
    }
    this.#round = this.#claimRound().finally(() => {
      this.#round = undefined;
      if (this.#again && !this.#closed) {
        this.#again = false;
        this.nudge();
      }
    });
  }

  /** Pending messages and the oldest one's age, for the metrics. */
  queueStats(): Promise<{ depth: number; oldestAgeSeconds: number }> {
    return outboxQueueStats(this.#db());
  }

  /**
   * Stops claiming, abandons the attempts in flight and gives their claims up, so another replica
   * sends them again (with the same `webhook-id`) without waiting for the claims to expire. A
   * replica that dies instead leaves its claims to expire.
   */
  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    clearTimeout(this.#timer);
    this.#sender.close();
    await this.#round;
    await Promise.allSettled([...this.#inFlight]);
    // Also what a round claimed just as the worker stopped.
    await releaseClaims(this.#queries, this.replicaId).catch(() => 0);
  }

  #db(): HeedQueries {
    return this.#queries;
  }

  async #claimRound(): Promise<void> {
    try {
      await this.#cleanupWhenDue();
      const free = this.#total - this.#inFlight.size;
      if (free <= 0) return;
      const claimed = await claimDueMessages(this.#db(), {
        replicaId: this.replicaId,
        claimMs: this.#claimMs,
        perEndpoint: this.#perEndpoint,
        limit: free,
      });
      if (claimed.length === 0 || this.#closed) return;
      const ready = await this.#withBodies(claimed);
      for (const [message, body] of ready) {
        const attempt = this.#deliver(message, body)
          .catch((error: unknown) => this.#logFailure(error))
          .finally(() => {
            this.#inFlight.delete(attempt);
            this.nudge();
          });
        this.#inFlight.add(attempt);
      }
      // All free slots were filled: more may be due.
      if (claimed.length === free) this.#again = true;
    } catch (error) {
      this.#logFailure(error);
    }
  }

  #logFailure(error: unknown): void {
    if (this.#closed) return;
    // Only the error's kind and database code: a message could hold an address.
    const code = (error as { code?: unknown } | undefined)?.code;
    this.#deps.logger.warn(
      {
        errorName: error instanceof Error ? error.name : typeof error,
        ...(typeof code === 'string' ? { code } : {}),
      },
      'webhook delivery round failed; the next one tries again',
    );
  }

  async #cleanupWhenDue(): Promise<void> {
    if (Date.now() - this.#lastCleanup < this.#cleanupEveryMs) return;
    this.#lastCleanup = Date.now();
    const deleted = await deleteMessagesOlderThan(this.#db(), MESSAGE_KEEP_DAYS, CLEANUP_BATCH);
    if (deleted > 0) this.#deps.logger.info({ deleted }, 'old webhook messages deleted');
  }

  /**
   * The body of each claimed message as sent: `feedback.created` messages written without one get
   * it made from their item first; one whose item is gone fails (`item_deleted`).
   */
  async #withBodies(claimed: ClaimedMessage[]): Promise<[ClaimedMessage, string][]> {
    const unmade = claimed.filter((message) => message.payload === null).map((m) => m.id);
    let made = new Map<string, unknown>();
    if (unmade.length > 0) {
      await makeCreatedPayloads(this.#db(), { messageIds: unmade });
      made = await messagePayloads(this.#db(), unmade);
    }
    const ready: [ClaimedMessage, string][] = [];
    for (const message of claimed) {
      const payload = message.payload ?? made.get(message.id) ?? null;
      if (payload === null) {
        await failUnsendable(this.#db(), message.id, this.replicaId, 'item_deleted');
        this.#deps.metrics.countWebhookDelivery('item_deleted');
        continue;
      }
      ready.push([message, bodyOf(payload)]);
    }
    return ready;
  }

  async #deliver(message: ClaimedMessage, body: string): Promise<void> {
    const { clock, webhooks } = this.#deps;
    const attemptedAt = clock.now();
    const endpoint = this.#openEndpoint(message);
    let result: AttemptResult;
    if (!endpoint) {
      result = {
        status: undefined,
        error: 'endpoint_unreadable',
        responseBody: undefined,
        durationMs: 0,
      };
    } else {
      const id = messageIdOf(message.id);
      const timestampSeconds = Math.floor(attemptedAt.getTime() / 1000);
      result = await this.#sender.send({
        url: endpoint.url,
        body,
        headers: {
          'content-type': 'application/json',
          'user-agent': 'Heed-Webhooks/1',
          'webhook-id': id,
          'webhook-timestamp': String(timestampSeconds),
          'webhook-signature': webhookSignatureOf(endpoint.secrets, { id, timestampSeconds, body }),
        },
      });
    }
    if (this.#closed) return;
    this.#deps.metrics.webhookAttemptDuration.observe(result.durationMs / 1000);
    const status = result.status;
    const delivered = status !== undefined && status >= 200 && status < 300;
    const gone = status === 410;
    const attempts = message.attempts + 1;
    let next: NextStep;
    if (delivered) next = { status: 'delivered' };
    else if (gone) next = { status: 'failed' };
    else {
      const retryInMs = retryDelayMs(webhooks.retryScheduleMs, attempts);
      next = retryInMs === undefined ? { status: 'failed' } : { status: 'pending', retryInMs };
    }
    // The endpoint first: what it answered holds whoever records the message, and once the
    // message shows its outcome the endpoint shows it too.
    const db = this.#db();
    if (delivered) await markEndpointSucceeded(db, message.endpoint_id);
    else if (gone) await this.#disable(message, 'gone');
    else if (await markEndpointFailed(db, message.endpoint_id, FAILING_DISABLE_MS)) {
      await this.#disable(message, 'failing');
    }
    const recorded = await recordAttempt(
      db,
      message.id,
      this.replicaId,
      {
        attemptedAt,
        httpStatus: status ?? null,
        error: result.error ?? null,
        durationMs: result.durationMs,
        responseBody: result.responseBody ?? null,
      },
      next,
    );
    if (!recorded) {
      // The claim expired and another replica has the message now: its attempt counts.
      this.#deps.logger.debug({ messageId: messageIdOf(message.id) }, 'webhook claim lost');
      return;
    }
    this.#deps.metrics.countWebhookDelivery(
      outcomeOf(delivered, gone, result.error, next.status === 'failed'),
    );
  }

  async #disable(message: ClaimedMessage, reason: 'gone' | 'failing'): Promise<void> {
    if (!(await disableEndpoint(this.#db(), message.endpoint_id, reason))) return;
    this.#deps.logger.warn(
      { endpointId: message.endpoint_id, teamId: message.team_id, reason },
      'webhook endpoint disabled',
    );
    this.#deps.auditLog.emit({
      event: 'webhook.disabled',
      operation: 'update',
      outcome: 'success',
      actor: { type: 'system' },
      resource: { type: 'webhook_endpoint', id: message.endpoint_id },
      team: { id: message.team_id, slug: message.team_slug },
    });
  }

  /** The endpoint's URL and valid secrets, opened; undefined when they do not open. */
  #openEndpoint(message: ClaimedMessage): { url: string; secrets: string[] } | undefined {
    const key = this.#deps.sealingKey;
    if (!key) return undefined;
    try {
      const url = unsealEndpointField(key, message.endpoint_id, 'url', message.url_sealed);
      const secrets = [
        unsealEndpointField(key, message.endpoint_id, 'secret', message.secret_sealed),
      ];
      if (message.previous_secret_valid && message.previous_secret_sealed) {
        secrets.push(
          unsealEndpointField(
            key,
            message.endpoint_id,
            'previous-secret',
            message.previous_secret_sealed,
          ),
        );
      }
      return { url, secrets };
    } catch {
      return undefined;
    }
  }
}

/** The bytes sent: the stored body with its keys in Standard Webhooks' order. */
function bodyOf(payload: unknown): string {
  const value = typeof payload === 'string' ? (JSON.parse(payload) as unknown) : payload;
  if (value && typeof value === 'object' && 'type' in value && 'data' in value) {
    const { type, timestamp, data, ...rest } = value as Record<string, unknown>;
    return JSON.stringify({ type, timestamp, data, ...rest });
  }
  return JSON.stringify(value);
}

function outcomeOf(
  delivered: boolean,
  gone: boolean,
  error: string | undefined,
  final: boolean,
): WebhookDeliveryOutcome {
  if (delivered) return 'delivered';
  if (gone) return 'gone';
  if (error === 'address_not_allowed') return 'address_not_allowed';
  return final ? 'failed' : 'failed_attempt';
}
