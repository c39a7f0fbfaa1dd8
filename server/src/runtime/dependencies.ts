import type { MikroORM } from '@heed/db';
import type pg from 'pg';
import type { AlertRuleHints } from '../alerts/alert-rule-hints.ts';
import type { AuditLog } from '../audit/audit-log.ts';
import type { HeedConfig } from '../config/config.ts';
import type { FiltersBootstrapCache } from '../dashboard/filters-bootstrap-cache.ts';
import type { ExportSlots } from '../export/export-slots.ts';
import type { BearerTokenVerifier } from '../identity/bearer-token.ts';
import type { ApiKeyDirectory } from '../keys/api-key-directory.ts';
import type { KeyHashCache } from '../keys/key-hash-cache.ts';
import type { KeyRateLimiter } from '../keys/key-rate-limiter.ts';
import type { UnknownKeyCache } from '../keys/unknown-key-cache.ts';
import type { Logger } from '../logging/logger.ts';
import type { MemberPresence } from '../members/member-presence.ts';
import type { HeedMetrics } from '../metrics/heed-metrics.ts';
import type { FeedbackWriter } from '../submission/feedback-writer.ts';
import type { SurveyDefinitionRegistry } from '../submission/survey-definition-registry.ts';
import type { WebhookDelivery } from '../webhooks/delivery/webhook-delivery-worker.ts';
import type { Clock } from './clock.ts';
import type { LoadedOnce } from './loaded-once.ts';
import type { RecentWrites } from './recent-writes.ts';

/** What a read needs of the database that serves it. */
export interface ReadOptions {
  /** The reader's own last change, a WAL position: the read must see it. */
  after?: bigint | undefined;
  /** Read from the primary: a shared cache refilled right after a change (counted as `changed`). */
  fromPrimary?: boolean;
}

/**
 * Hands out a connection for a read: from the read replica while it is fresh enough for the read,
 * else from the primary. See `runtime/read-pool.ts`.
 */
export interface ReadPool {
  connect(options?: ReadOptions): Promise<pg.PoolClient>;
  /** This pool with every read made after `position` (the reader's own last change). */
  after(position: bigint): ReadPool;
  /** Where the primary's WAL ends now; undefined without a replica (nothing to wait for). */
  writePosition(): Promise<bigint | undefined>;
  /** Whether reads may go to a replica (`DATABASE_READ_URL` is set). */
  readonly replicated: boolean;
}

/** The long-lived parts every request may use. Built once at start by `runtime/heed-runtime.ts`. */
export interface AppDependencies {
  config: HeedConfig;
  orm: MikroORM;
  /**
   * The pool for the dashboard's reads (explorer, statistics, export, filters bootstrap): the pool
   * of `DATABASE_READ_URL` when it is set and fresh enough, else the primary's. See
   * `runtime/read-pool.ts`; the primary's through connections of their own
   * (`HEED_DASHBOARD_POOL_MAX`). A request whose caller changed something lately holds this pool
   * bound to that change (`request/read-your-writes.ts`), and `exportPool` too.
   */
  readPool: ReadPool;
  /**
   * The pool of the exports' streams: the read replica as for `readPool`, else connections to the
   * primary of their own (`HEED_EXPORT_POOL_MAX`), so that a long export holds none of the
   * dashboard's nor the submissions'.
   */
  exportPool: ReadPool;
  /** Each signed-in user's last change (a WAL position), for 30 s: their reads must see it. */
  recentWrites: RecentWrites;
  /** This process's metrics (`GET /internal/metrics`). */
  metrics: HeedMetrics;
  logger: Logger;
  auditLog: AuditLog;
  clock: Clock;
  /** Absent when no OIDC issuer is configured: OIDC procedures then answer 503. */
  bearerTokens: BearerTokenVerifier | undefined;
  apiKeys: ApiKeyDirectory;
  /** Key hashes the database did not know a few seconds ago. */
  unknownApiKeys: UnknownKeyCache;
  /** The lookup hashes of key values sent recently (format checked and hashed once). */
  apiKeyHashes: KeyHashCache;
  rateLimiter: KeyRateLimiter;
  surveyDefinitions: SurveyDefinitionRegistry;
  /** Each team's filter options (five minutes at most); changes invalidate their team. */
  filtersBootstrap: FiltersBootstrapCache;
  /** Which team members this process recorded lately (`team_member` is written every 5 minutes). */
  memberPresence: MemberPresence;
  /** The time-zone names PostgreSQL knows, read on first use. */
  timeZoneNames: LoadedOnce<ReadonlyMap<string, string>>;
  /** Exports running at once (`MAX_CONCURRENT_EXPORTS`). */
  exportSlots: ExportSlots;
  /** Signs the explorer's page cursors (from `HEED_SESSION_SECRET`, else random per process). */
  cursorSigningKey: Buffer;
  /** Seals webhook endpoints' URLs and secrets (from `HEED_SESSION_SECRET`; none without it). */
  webhookSealingKey: Buffer | undefined;
  feedbackWriter: FeedbackWriter;
  /** Which surveys have instant alert rules, as this process last saw (picks the writer's path). */
  alertRuleHints: AlertRuleHints;
  /** Sends the webhook outbox; producers call `nudge()` after committing messages. */
  webhookDelivery: WebhookDelivery;
  version: string;
}
