import { performance } from 'node:perf_hooks';
import { type DatabaseTimeouts, driverTimeouts } from '@heed/db';
import pg from 'pg';
import type { Logger } from '../logging/logger.ts';
import type { HeedMetrics } from '../metrics/heed-metrics.ts';
import { findKeyByHash, listenTo, markKeysUsed, pingConnection } from './keys.repository.ts';

/** What authentication needs to know about a key; never its value or hash. */
export interface ApiKeyRecord {
  id: string;
  teamId: string;
  teamSlug: string;
  keyType: 'pk' | 'sk';
  keyPrefix: string;
  appName: string;
  allowedOrigins: string[];
  rateLimit: number;
  expiresAt: Date | null;
  revokedAt: Date | null;
}

/** Channel on which every replica hears that a key changed (revoked, rotated). */
export const API_KEY_CHANGES_CHANNEL = 'heed_api_key_changes';

const MAX_CACHED_KEYS = 10_000;
const LAST_USED_FLUSH_MS = 30_000;
const RECONNECT_MS = 1_000;
/** Heartbeats per cache max age: a stalled listener is noticed within two of them. */
const HEARTBEATS_PER_MAX_AGE = 3;

export interface ApiKeyDirectoryOptions {
  /**
   * A cached entry is used for at most this long after the read that filled it began, so a
   * revocation takes effect within this bound even if every change notification is lost.
   */
  maxAgeMs: number;
  /** Limits for the listener connection (connect, heartbeat answer). */
  timeouts: DatabaseTimeouts;
  /** Counts cache hits, misses and evictions. */
  metrics?: HeedMetrics;
}

interface CachedKey {
  record: ApiKeyRecord;
  /** `performance.now()` when the read that produced the record began. */
  readAt: number;
}

/** A time as the driver hands it over (a `Date`, or text from the pools): as a `Date`. */
function toDate(value: Date | string | null): Date | null {
  return value === null ? null : new Date(value);
}

/**
 * Finds keys by hash, with a cache that is only used while this replica listens to the key-change
 * channel (PostgreSQL LISTEN/NOTIFY): a revocation or rotation on any replica evicts the key here
 * before the next request. Without a live listener every lookup goes to the database. Expiry is
 * checked on every request against the cached `expiresAt`, so a grace period ends on time.
 *
 * The cache never depends on the listener connection staying healthy. A connection dropped
 * silently on the way (an idle timeout in a NAT or load balancer) fires no `error` or `end`, so:
 * the listener has TCP keep-alive; a heartbeat (`SELECT 1`) runs on it every `maxAgeMs / 3` and
 * must answer within that, else the listener counts as lost (cache cleared, reconnect); and every
 * cached entry is used for at most `maxAgeMs` after the read that filled it began. A revocation
 * therefore takes effect on every replica within `maxAgeMs` (default 30 s) even if every
 * notification is lost, and within milliseconds when they arrive.
 *
 * `lastUsedAt` is kept without a write per request: used key ids are collected and written in one
 * UPDATE every 30 seconds (and on close).
 */
export class ApiKeyDirectory {
  readonly #pool: pg.Pool;
  readonly #databaseUrl: string;
  readonly #logger: Logger;
  readonly #maxAgeMs: number;
  readonly #timeouts: DatabaseTimeouts;
  readonly #metrics: HeedMetrics | undefined;
  readonly #byHash = new Map<string, CachedKey>();
  readonly #hashById = new Map<string, string>();
  readonly #usedKeyIds = new Set<string>();
  #listener: pg.Client | undefined;
  #listening = false;
  #generation = 0;
  #closed = false;
  #flushTimer: NodeJS.Timeout | undefined;
  #reconnectTimer: NodeJS.Timeout | undefined;
  #heartbeatTimer: NodeJS.Timeout | undefined;
  #heartbeatRunning = false;
  /** Declares the current listener dead: clears the cache and schedules a reconnect. */
  #listenerLost: ((error?: unknown) => void) | undefined;

  constructor(pool: pg.Pool, databaseUrl: string, logger: Logger, options: ApiKeyDirectoryOptions) {
    this.#pool = pool;
    this.#databaseUrl = databaseUrl;
    this.#logger = logger;
    this.#maxAgeMs = options.maxAgeMs;
    this.#timeouts = options.timeouts;
    this.#metrics = options.metrics;
  }

  async start(): Promise<void> {
    this.#flushTimer = setInterval(() => void this.flushLastUsed(), LAST_USED_FLUSH_MS);
    this.#flushTimer.unref();
    const heartbeatMs = Math.max(50, Math.floor(this.#maxAgeMs / HEARTBEATS_PER_MAX_AGE));
    this.#heartbeatTimer = setInterval(() => void this.#heartbeat(heartbeatMs), heartbeatMs);
    this.#heartbeatTimer.unref();
    await this.#listen();
  }

  /** Whether cached lookups are in use (a change listener is connected). */
  get caching(): boolean {
    return this.#listening;
  }

  async findByHash(hash: string): Promise<ApiKeyRecord | undefined> {
    const cached = this.#listening ? this.#byHash.get(hash) : undefined;
    if (cached && performance.now() - cached.readAt < this.#maxAgeMs) {
      this.#metrics?.keyCacheLookups.inc({ result: 'hit' });
      return cached.record;
    }
    this.#metrics?.keyCacheLookups.inc({ result: 'miss' });
    const generation = this.#generation;
    const readAt = performance.now();
    const row = await findKeyByHash(this.#pool, hash);
    if (!row) return undefined;
    const record: ApiKeyRecord = {
      id: row.id,
      teamId: row.team_id,
      teamSlug: row.team_slug,
      keyType: row.key_type,
      keyPrefix: row.key_prefix,
      appName: row.app_name,
      allowedOrigins:
        typeof row.allowed_origins === 'string'
          ? (JSON.parse(row.allowed_origins) as string[])
          : row.allowed_origins,
      rateLimit: row.rate_limit,
      expiresAt: toDate(row.expires_at),
      revokedAt: toDate(row.revoked_at),
    };
    // Cache only if no change notification arrived while we were reading.
    if (this.#listening && generation === this.#generation) this.#remember(hash, record, readAt);
    return record;
  }

  /** Forgets a key here at once; other replicas hear of it through the change channel. */
  evict(keyId: string): void {
    this.#generation++;
    const hash = this.#hashById.get(keyId);
    if (hash) {
      this.#byHash.delete(hash);
      this.#hashById.delete(keyId);
      this.#metrics?.keyCacheEvictions.inc({ cause: 'change' });
    }
  }

  markUsed(keyId: string): void {
    this.#usedKeyIds.add(keyId);
  }

  async flushLastUsed(): Promise<void> {
    if (this.#usedKeyIds.size === 0) return;
    const ids = [...this.#usedKeyIds];
    this.#usedKeyIds.clear();
    try {
      await markKeysUsed(this.#pool, ids);
    } catch (error) {
      this.#logger.warn({ err: error }, 'could not record when API keys were last used');
    }
  }

  async close(): Promise<void> {
    this.#closed = true;
    clearInterval(this.#flushTimer);
    clearInterval(this.#heartbeatTimer);
    clearTimeout(this.#reconnectTimer);
    await this.flushLastUsed();
    this.#listening = false;
    const listener = this.#listener;
    this.#listener = undefined;
    if (listener) {
      // A listener that stopped answering may never confirm the goodbye: wait a bounded time.
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        listener.end().catch(() => {}),
        new Promise<void>((resolve) => {
          timer = setTimeout(resolve, this.#timeouts.connectMs);
        }),
      ]);
      clearTimeout(timer);
    }
  }

  #remember(hash: string, record: ApiKeyRecord, readAt: number): void {
    // Re-inserting moves the entry to the end: the first entry is always the oldest read.
    this.#byHash.delete(hash);
    if (this.#byHash.size >= MAX_CACHED_KEYS) {
      const oldest = this.#byHash.keys().next().value;
      if (oldest !== undefined) {
        const evicted = this.#byHash.get(oldest);
        this.#byHash.delete(oldest);
        if (evicted) this.#hashById.delete(evicted.record.id);
        this.#metrics?.keyCacheEvictions.inc({ cause: 'capacity' });
      }
    }
    this.#byHash.set(hash, { record, readAt });
    this.#hashById.set(record.id, hash);
  }

  /**
   * Proves the listener connection still carries traffic: a connection that stopped answering
   * without closing would otherwise keep the cache trusted while notifications go nowhere.
   */
  async #heartbeat(deadlineMs: number): Promise<void> {
    const client = this.#listener;
    if (!client || this.#heartbeatRunning || this.#closed) return;
    this.#heartbeatRunning = true;
    try {
      await pingConnection(client, deadlineMs);
    } catch (error) {
      if (this.#listener === client) this.#listenerLost?.(error);
    } finally {
      this.#heartbeatRunning = false;
    }
  }

  #forgetAll(): void {
    this.#generation++;
    this.#byHash.clear();
    this.#hashById.clear();
  }

  async #listen(): Promise<void> {
    const client = new pg.Client({
      connectionString: this.#databaseUrl,
      ...driverTimeouts(this.#timeouts),
    });
    let handled = false;
    const lost = (error?: unknown) => {
      if (handled) return;
      handled = true;
      if (this.#listener === client) {
        this.#listener = undefined;
        this.#listening = false;
        this.#forgetAll();
      }
      // Not awaited: a connection that stopped answering may never confirm the goodbye.
      client.end().catch(() => {});
      if (this.#closed) return;
      this.#logger.warn({ err: error }, 'API key change listener lost; caching paused');
      this.#reconnectTimer = setTimeout(() => void this.#listen(), RECONNECT_MS);
      this.#reconnectTimer.unref();
    };
    client.on('error', lost);
    client.on('end', () => lost());
    client.on('notification', (message) => {
      if (message.channel === API_KEY_CHANGES_CHANNEL && message.payload)
        this.evict(message.payload);
    });
    try {
      await client.connect();
      await listenTo(client, API_KEY_CHANGES_CHANNEL);
      this.#listener = client;
      this.#listenerLost = lost;
      this.#forgetAll();
      this.#listening = true;
    } catch (error) {
      lost(error);
    }
  }
}
