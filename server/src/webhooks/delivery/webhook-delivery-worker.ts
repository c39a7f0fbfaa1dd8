import { type KeyObject, randomUUID } from 'node:crypto';
import { type HeedQueries, queriesOnPool } from '@heed/db';
import type pg from 'pg';
import { AlertSender } from '../../alerts/delivery/alert-sender.ts';
import type { AuditLog } from '../../audit/audit-log.ts';
import type { WebhooksConfig } from '../../config/webhooks-config.ts';
import type { Logger } from '../../logging/logger.ts';
import type {
  DeliveryChannel,
  HeedMetrics,
  WebhookDeliveryOutcome,
} from '../../metrics/heed-metrics.ts';
import type { Clock } from '../../runtime/clock.ts';
import { makeCreatedPayloads } from '../created-payloads.repository.ts';
import { type SealedField, unsealEndpointField } from '../endpoint-sealing.ts';
import { messageIdOf } from '../message-id.ts';
import {
  type AttemptRecord,
  type ClaimedMessage,
  claimDueMessages,
  deleteMessagesOlderThan,
  disableEndpoint,
  type EndpointTarget,
  failUnsendable,
  markEndpointFailed,
  markEndpointsSucceeded,
  messagePayloads,
  type NextStep,
  outboxQueueStats,
  recordAttempts,
  releaseClaims,
  renewClaims,
} from './delivery.repository.ts';
import { retryDelayMs } from './retry-schedule.ts';
import { type AttemptResult, WebhookSender } from './webhook-sender.ts';
import { hmacKeyOf, webhookSignatureOf } from './webhook-signature.ts';

/** An endpoint that has had no success for this long while its attempts fail is disabled. */
export const FAILING_DISABLE_MS = 5 * 86_400_000;
/** Messages are kept this many days. */
export const MESSAGE_KEEP_DAYS = 30;

export interface DeliveryWorkerOptions {
  /** How long a claim holds (`HEED_WEBHOOK_CLAIM_MS`, default 60 s); above the attempt timeout. */
  claimMs?: number;
  /** How often due messages are looked for when nothing nudges the worker. */
  pollMs?: number;
  /** Attempts at one endpoint (or alert destination) in flight at most on this replica. */
  perEndpoint?: number;
  /** Attempts in flight on this replica at most. */
  total?: number;
  /** Messages of one endpoint (or destination) claimed at a time (waiting for a slot, then sent). */
  claimPerEndpoint?: number;
  /** Messages this replica holds at most (claimed, waiting or in flight). */
  holdMax?: number;
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
  /** What alert messages for Slack, Teams and e-mail destinations need besides. */
  alerts: {
    /** `config.alerts.smtp`. */
    smtp: { url: string; from: string } | undefined;
    /** The dashboard's external URL (`HEED_PUBLIC_URL`), for the links in alert messages. */
    dashboardBase: string;
  };
}

/** What producers of messages see of the worker. */
export interface WebhookDelivery {
  /** Messages were committed: look for due ones now rather than at the next poll. */
  nudge(): void;
}

export const DEFAULT_CLAIM_MS = 60_000;
const DEFAULT_POLL_MS = 400;
const DEFAULT_PER_ENDPOINT = 16;
const DEFAULT_TOTAL = 64;
const DEFAULT_CLAIM_PER_ENDPOINT = 250;
const DEFAULT_HOLD_MAX = 2_000;
const DEFAULT_CLEANUP_EVERY_MS = 600_000;
const CLEANUP_BATCH = 1_000;
/** Attempts recorded in one statement at most. */
const RECORD_BATCH = 500;

/** A claimed message with its body (made, when it was written without one) and its bytes. */
interface Ready {
  message: ClaimedMessage;
  payload: unknown;
  body: string;
}

/**
 * One target's messages on this replica (a webhook endpoint's or an alert destination's): waiting
 * for a slot, and the attempts in flight.
 */
interface Lane {
  waiting: Ready[];
  inFlight: number;
}

/** A finished attempt waiting to be recorded. */
interface Finished {
  message: ClaimedMessage;
  record: AttemptRecord;
  delivered: boolean;
  gone: boolean;
}

/**
 * Sends the outbox's messages: to webhook endpoints (Standard Webhooks v1) and to alert rules'
 * Slack, Teams and e-mail destinations (`AlertSender`). Every API replica runs one. It claims due
 * messages in batches (a claim holds for `claimMs` and is renewed while the message waits here;
 * a replica that dies stops renewing, and another takes its messages over when the claims end),
 * queues them per target and sends at most `perEndpoint` at a time to each endpoint or
 * destination and `total` in all, so a slow target holds only its own slots. Finished attempts
 * are recorded in batches (the attempt rows, the messages' outcomes — delivered, retried after the
 * schedule, failed — and the endpoints' state: disabled on `410` or after 5 days of failures).
 * Producers call `nudge()` after their commit to start sending at once.
 * Rule: docs/rules/webhooks.md#webhooks-4, docs/rules/alert-messages.md#alert-messages-5.
 */
export class WebhookDeliveryWorker implements WebhookDelivery {
  /** This process's claim mark. */
  readonly replicaId = `replica-${randomUUID()}`;
  readonly #deps: DeliveryWorkerDependencies;
  readonly #claimMs: number;
  readonly #pollMs: number;
  readonly #perEndpoint: number;
  readonly #total: number;
  readonly #claimPerEndpoint: number;
  readonly #holdMax: number;
  readonly #cleanupEveryMs: number;
  readonly #sender: WebhookSender;
  readonly #alerts: AlertSender;
  readonly #queries: HeedQueries;
  readonly #lanes = new Map<string, Lane>();
  /** Ids of the messages this replica holds: waiting in a lane, in flight or to be recorded. */
  readonly #held = new Set<string>();
  /** Endpoints opened for sending, by id, with the sealed values they were opened from. */
  readonly #opened = new Map<string, { cacheKey: string; endpoint: OpenedEndpoint | undefined }>();
  readonly #sending = new Set<Promise<void>>();
  #finished: Finished[] = [];
  #recording: Promise<void> | undefined;
  #timer: NodeJS.Timeout | undefined;
  #round: Promise<void> | undefined;
  #again = false;
  #closed = true;
  #lastCleanup = 0;
  #lastRenewal = 0;

  constructor(deps: DeliveryWorkerDependencies, options: DeliveryWorkerOptions = {}) {
    this.#deps = deps;
    this.#queries = queriesOnPool(deps.pool);
    this.#claimMs = options.claimMs ?? DEFAULT_CLAIM_MS;
    this.#pollMs = options.pollMs ?? DEFAULT_POLL_MS;
    this.#perEndpoint = options.perEndpoint ?? DEFAULT_PER_ENDPOINT;
    this.#total = options.total ?? DEFAULT_TOTAL;
    this.#claimPerEndpoint = Math.max(
      this.#perEndpoint,
      options.claimPerEndpoint ?? DEFAULT_CLAIM_PER_ENDPOINT,
    );
    this.#holdMax = options.holdMax ?? DEFAULT_HOLD_MAX;
    this.#cleanupEveryMs = options.cleanupEveryMs ?? DEFAULT_CLEANUP_EVERY_MS;
    if (deps.webhooks.timeoutMs >= this.#claimMs) {
      throw new RangeError('the webhook claim period must be longer than HEED_WEBHOOK_TIMEOUT_MS');
    }
    this.#sender = new WebhookSender({
      timeoutMs: deps.webhooks.timeoutMs,
      allowHttp: deps.webhooks.allowHttp,
      allowPrivate: deps.webhooks.allowPrivate,
      maxSocketsPerHost: this.#perEndpoint,
    });
    this.#alerts = new AlertSender({
      http: this.#sender,
      smtp: deps.alerts.smtp,
      timeoutMs: deps.webhooks.timeoutMs,
      sealingKey: deps.sealingKey,
      dashboardBase: deps.alerts.dashboardBase,
    });
  }

  /** Attempts in flight on this replica. */
  get inFlight(): number {
    return this.#sending.size;
  }

  start(): void {
    if (!this.#closed) return;
    this.#closed = false;
    // The first cleanup comes soon after start, at a random moment so replicas do not collide.
    const firstIn = Math.random() * Math.min(10_000, this.#cleanupEveryMs);
    this.#lastCleanup = Date.now() - this.#cleanupEveryMs + Math.floor(firstIn);
    this.#lastRenewal = Date.now();
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
    return outboxQueueStats(this.#queries);
  }

  /**
   * Stops claiming, abandons the attempts in flight and the messages waiting, and gives their
   * claims up, so another replica sends them again (with the same `webhook-id`) without waiting
   * for the claims to end. A replica that dies instead leaves its claims to end.
   */
  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    clearTimeout(this.#timer);
    this.#sender.close();
    this.#alerts.close();
    await this.#round;
    await Promise.allSettled([...this.#sending]);
    await this.#recording;
    const abandoned = this.#held.size;
    this.#lanes.clear();
    this.#held.clear();
    this.#finished = [];
    if (abandoned > 0) await releaseClaims(this.#queries, this.replicaId).catch(() => 0);
  }

  async #claimRound(): Promise<void> {
    try {
      await this.#cleanupWhenDue();
      await this.#renewWhenDue();
      const room = this.#holdMax - this.#held.size;
      if (room <= 0) return;
      // A target with half a batch still waiting here gets no more this time.
      const skipTargets = [...this.#lanes]
        .filter(([, lane]) => lane.waiting.length >= this.#claimPerEndpoint / 2)
        .map(([targetId]) => targetId);
      const claimed = await claimDueMessages(this.#queries, {
        replicaId: this.replicaId,
        claimMs: this.#claimMs,
        perTarget: this.#claimPerEndpoint,
        skipTargets,
        limit: room,
      });
      if (claimed.length === 0 || this.#closed) return;
      for (const message of claimed) this.#held.add(message.id);
      for (const ready of await this.#withBodies(claimed)) {
        let lane = this.#lanes.get(ready.message.target.id);
        if (!lane) {
          lane = { waiting: [], inFlight: 0 };
          this.#lanes.set(ready.message.target.id, lane);
        }
        lane.waiting.push(ready);
      }
      this.#pumpAll();
      // A full batch: more may be due.
      if (claimed.length === room) this.#again = true;
    } catch (error) {
      this.#logFailure(error);
    }
  }

  /** Starts attempts while slots are free, target by target in turn. */
  #pumpAll(): void {
    let started = true;
    while (started && this.#sending.size < this.#total) {
      started = false;
      for (const [targetId, lane] of this.#lanes) {
        if (this.#sending.size >= this.#total) break;
        if (lane.waiting.length > 0 && lane.inFlight < this.#perEndpoint) {
          this.#start(targetId, lane);
          started = true;
        }
      }
    }
  }

  #start(targetId: string, lane: Lane): void {
    const ready = lane.waiting.shift() as Ready;
    lane.inFlight++;
    const attempt = this.#deliver(ready)
      .catch((error: unknown) => this.#logFailure(error))
      .finally(() => {
        this.#sending.delete(attempt);
        lane.inFlight--;
        if (lane.waiting.length === 0 && lane.inFlight === 0) this.#lanes.delete(targetId);
        if (this.#closed) return;
        this.#pumpAll();
        // Running low: claim the next batch while this one finishes.
        if (lane.waiting.length < this.#claimPerEndpoint / 4) this.nudge();
      });
    this.#sending.add(attempt);
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
    const deleted = await deleteMessagesOlderThan(this.#queries, MESSAGE_KEEP_DAYS, CLEANUP_BATCH);
    if (deleted > 0) this.#deps.logger.info({ deleted }, 'old webhook messages deleted');
  }

  /** Renews the claims on what this replica holds, a third of the claim period after the last. */
  async #renewWhenDue(): Promise<void> {
    if (Date.now() - this.#lastRenewal < this.#claimMs / 3) return;
    this.#lastRenewal = Date.now();
    await renewClaims(this.#queries, this.replicaId, [...this.#held], this.#claimMs);
  }

  /**
   * The body of each claimed message as sent: `feedback.created` and `alert.triggered` messages
   * written without one (by the submission) get it made from their item first; one whose item is
   * gone fails (`item_deleted`). A message for an alert destination keeps its stored body here;
   * `AlertSender` renders it for the destination at each attempt.
   */
  async #withBodies(claimed: ClaimedMessage[]): Promise<Ready[]> {
    const unmade = claimed.filter((message) => message.payload === null).map((m) => m.id);
    let made = new Map<string, unknown>();
    if (unmade.length > 0) {
      made = await makeCreatedPayloads(this.#queries, { messageIds: unmade });
      // A deletion may have made a body meanwhile (then this statement left it alone): read it.
      const madeElsewhere = unmade.filter((id) => !made.has(id));
      for (const [id, payload] of await messagePayloads(this.#queries, madeElsewhere)) {
        made.set(id, payload);
      }
    }
    const ready: Ready[] = [];
    for (const message of claimed) {
      const payload = message.payload ?? made.get(message.id) ?? null;
      if (payload === null) {
        await failUnsendable(this.#queries, message.id, this.replicaId, 'item_deleted');
        this.#held.delete(message.id);
        this.#deps.metrics.countWebhookDelivery('item_deleted', channelOf(message));
        continue;
      }
      ready.push({ message, payload, body: bodyOf(payload) });
    }
    return ready;
  }

  async #deliver({ message, payload, body }: Ready): Promise<void> {
    const { clock, webhooks } = this.#deps;
    const attemptedAt = clock.now();
    const { target } = message;
    const result =
      target.kind === 'endpoint'
        ? await this.#sendToEndpoint(message, target, body, attemptedAt)
        : await this.#alerts.send({ id: message.id, payload, target });
    if (this.#closed) return;
    this.#deps.metrics.webhookAttemptDuration.observe(
      { channel: channelOf(message) },
      result.durationMs / 1000,
    );
    const status = result.status;
    // An HTTP attempt is delivered by a 2xx; an e-mail (no HTTP status) by an attempt without error.
    const delivered =
      status !== undefined ? status >= 200 && status < 300 : result.error === undefined;
    // Only an endpoint is disabled by a 410; an alert destination's 410 is retried like any
    // other answer (there is nothing to disable: the rule's editors change its destinations).
    const gone = status === 410 && target.kind === 'endpoint';
    let next: NextStep;
    if (delivered) next = { status: 'delivered' };
    else if (gone || result.error === 'invalid_body') next = { status: 'failed' };
    else {
      const retryInMs = retryDelayMs(webhooks.retryScheduleMs, message.attempts + 1);
      next = retryInMs === undefined ? { status: 'failed' } : { status: 'pending', retryInMs };
    }
    this.#finished.push({
      message,
      delivered,
      gone,
      record: {
        messageId: message.id,
        attemptedAt,
        httpStatus: status ?? null,
        error: result.error ?? null,
        durationMs: result.durationMs,
        responseBody: result.responseBody ?? null,
        next,
      },
    });
    this.#recordSoon();
  }

  /** A Standard Webhooks attempt: the body signed with the endpoint's valid secrets. */
  async #sendToEndpoint(
    message: ClaimedMessage,
    target: EndpointTarget,
    body: string,
    attemptedAt: Date,
  ): Promise<AttemptResult> {
    const endpoint = this.#openEndpoint(target);
    if (!endpoint) {
      return {
        status: undefined,
        error: 'endpoint_unreadable',
        responseBody: undefined,
        durationMs: 0,
      };
    }
    const id = messageIdOf(message.id);
    const timestampSeconds = Math.floor(attemptedAt.getTime() / 1000);
    return this.#sender.send({
      url: endpoint.url,
      body,
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Heed-Webhooks/1',
        'webhook-id': id,
        'webhook-timestamp': String(timestampSeconds),
        'webhook-signature': webhookSignatureOf(endpoint.keys, { id, timestampSeconds, body }),
      },
    });
  }

  /** Records finished attempts, one batch at a time, starting at once when none is being written. */
  #recordSoon(): void {
    if (this.#recording) return;
    this.#recording = (async () => {
      while (this.#finished.length > 0 && !this.#closed) {
        const batch = this.#finished.splice(0, RECORD_BATCH);
        try {
          await this.#record(batch);
        } catch (error) {
          // Not recorded: the claims end and the messages are sent again (same `webhook-id`).
          for (const each of batch) this.#held.delete(each.message.id);
          this.#logFailure(error);
        }
      }
    })().finally(() => {
      this.#recording = undefined;
      if (this.#finished.length > 0 && !this.#closed) this.#recordSoon();
    });
  }

  /**
   * The endpoints first: what they answered holds whoever records the messages, and once a
   * message shows its outcome its endpoint shows it too. Then the attempts and outcomes.
   */
  async #record(batch: Finished[]): Promise<void> {
    const db = this.#queries;
    const succeeded = new Set<string>();
    const gone = new Map<string, ClaimedMessage>();
    const failed = new Map<string, ClaimedMessage>();
    for (const each of batch) {
      // Only webhook endpoints keep a state (last success, failing, disabled).
      if (each.message.target.kind !== 'endpoint') continue;
      const endpointId = each.message.target.id;
      if (each.delivered) succeeded.add(endpointId);
      else if (each.gone) gone.set(endpointId, each.message);
      else failed.set(endpointId, each.message);
    }
    await markEndpointsSucceeded(db, [...succeeded]);
    for (const message of gone.values()) await this.#disable(message, 'gone');
    for (const [endpointId, message] of failed) {
      if (succeeded.has(endpointId) || gone.has(endpointId)) continue;
      if (await markEndpointFailed(db, endpointId, FAILING_DISABLE_MS)) {
        await this.#disable(message, 'failing');
      }
    }
    const recorded = await recordAttempts(
      db,
      this.replicaId,
      batch.map((each) => each.record),
    );
    for (const each of batch) {
      this.#held.delete(each.message.id);
      if (!recorded.has(each.message.id)) {
        // The claim ended and another replica has the message now: its attempt counts.
        this.#deps.logger.debug({ messageId: messageIdOf(each.message.id) }, 'webhook claim lost');
        continue;
      }
      this.#deps.metrics.countWebhookDelivery(
        outcomeOf(
          each.delivered,
          each.gone,
          each.record.error ?? undefined,
          each.record.next.status === 'failed',
        ),
        channelOf(each.message),
      );
    }
  }

  async #disable(message: ClaimedMessage, reason: 'gone' | 'failing'): Promise<void> {
    const endpointId = message.target.id;
    if (!(await disableEndpoint(this.#queries, endpointId, reason))) return;
    this.#deps.logger.warn(
      { endpointId, teamId: message.team_id, reason },
      'webhook endpoint disabled',
    );
    this.#deps.auditLog.emit({
      event: 'webhook.disabled',
      operation: 'update',
      outcome: 'success',
      actor: { type: 'system' },
      resource: { type: 'webhook_endpoint', id: endpointId },
      team: { id: message.team_id, slug: message.team_slug },
    });
  }

  /**
   * The endpoint's URL and the HMAC keys of its valid secrets, opened once for as long as its
   * sealed values and the previous secret's validity stay the same; undefined when they do not
   * open.
   */
  #openEndpoint(target: EndpointTarget): OpenedEndpoint | undefined {
    const key = this.#deps.sealingKey;
    if (!key) return undefined;
    const previous = target.previousSecretValid ? target.previousSecretSealed : null;
    const cacheKey = `${target.urlSealed} ${target.secretSealed} ${previous ?? ''}`;
    const cached = this.#opened.get(target.id);
    if (cached?.cacheKey === cacheKey) return cached.endpoint;
    let endpoint: OpenedEndpoint | undefined;
    try {
      const open = (field: SealedField, sealed: string) =>
        unsealEndpointField(key, target.id, field, sealed);
      const secrets = [open('secret', target.secretSealed)];
      if (previous) secrets.push(open('previous-secret', previous));
      endpoint = { url: open('url', target.urlSealed), keys: secrets.map(hmacKeyOf) };
    } catch {
      endpoint = undefined;
    }
    this.#opened.set(target.id, { cacheKey, endpoint });
    return endpoint;
  }
}

/** An endpoint's URL and signing keys, opened. */
interface OpenedEndpoint {
  url: string;
  keys: KeyObject[];
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

/** What a message went through: a webhook endpoint, or an alert destination's kind. */
function channelOf(message: ClaimedMessage): DeliveryChannel {
  if (message.target.kind === 'endpoint') return 'webhook';
  const type = message.target.type;
  return type === 'slack' || type === 'teams' || type === 'email' ? type : 'webhook';
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
