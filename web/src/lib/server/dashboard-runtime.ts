/**
 * What the dashboard's server holds for its lifetime, created on first use: the ORM (sessions),
 * the session store, the OIDC client, the general logger and the audit logger
 * `heed.dashboard.audit`, and the periodic cleanup of ended sessions.
 */
import { type MikroORM, openOrm } from '@heed/db';
import { type AuditLog, createAuditLog } from '@heed/server/audit';
import { createLogger, type Logger } from '@heed/server/logging';
import {
  DATABASE_URL,
  HEED_OIDC_CLIENT_ID,
  HEED_OIDC_CLIENT_SECRET,
  HEED_OIDC_ISSUER,
  HEED_PUBLIC_URL,
  HEED_SESSION_SECRET,
  LOG_LEVEL,
} from '$app/env/private';
import { closeAll, onClose } from './dashboard-lifecycle.ts';
import { OidcClient } from './oidc.ts';
import { deriveKey } from './session-crypto.ts';
import { SessionStore } from './session-store.ts';

/** Every database call of the dashboard is bounded by these. */
const DATABASE_TIMEOUTS = { connectMs: 5_000, statementMs: 5_000 };
const CLEANUP_INTERVAL_MS = 10 * 60 * 1000;
/** Rows one cleanup pass deletes at most. */
const CLEANUP_BATCH = 500;

export interface DashboardRuntime {
  publicUrl: URL;
  /** `<HEED_PUBLIC_URL>/auth/callback`. */
  redirectUri: string;
  orm: MikroORM;
  sessions: SessionStore;
  oidc: OidcClient;
  /** Key of the short-lived sealed cookie that carries a sign-in in progress. */
  signInKey: Buffer;
  logger: Logger;
  audit: AuditLog;
}

let runtime: Promise<DashboardRuntime> | undefined;

/** The variables the dashboard cannot run without (the build runs without them). */
function required() {
  const values = { DATABASE_URL, HEED_OIDC_ISSUER, HEED_SESSION_SECRET };
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) throw new Error(`Invalid configuration: ${name} is required`);
  }
  return values as { [K in keyof typeof values]: string };
}

/** The one line to print when a required variable is missing; undefined when all are set. */
export function missingConfiguration(): string | undefined {
  try {
    required();
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

async function start(): Promise<DashboardRuntime> {
  const { DATABASE_URL, HEED_OIDC_ISSUER, HEED_SESSION_SECRET } = required();
  const logger = createLogger(LOG_LEVEL);
  const audit = createAuditLog(undefined, 'heed.dashboard.audit');
  const orm = await openOrm({ databaseUrl: DATABASE_URL, poolMax: 5, timeouts: DATABASE_TIMEOUTS });
  const sessions = new SessionStore(orm, deriveKey(HEED_SESSION_SECRET, 'session-tokens'));
  const publicUrl = new URL(HEED_PUBLIC_URL);
  const redirectUri = `${HEED_PUBLIC_URL}/auth/callback`;
  const oidc = new OidcClient({
    issuer: HEED_OIDC_ISSUER,
    clientId: HEED_OIDC_CLIENT_ID,
    clientSecret: HEED_OIDC_CLIENT_SECRET,
    redirectUri,
  });
  const cleanup = setInterval(() => {
    sessions.removeExpired(CLEANUP_BATCH).then(
      (removed) => {
        if (removed > 0) logger.debug({ removed }, 'removed ended dashboard sessions');
      },
      (error: unknown) => logger.warn({ err: error }, 'could not remove ended dashboard sessions'),
    );
  }, CLEANUP_INTERVAL_MS);
  cleanup.unref();
  // Closed last, once requests have drained: by the dashboard process (`src/main.ts`), or when
  // adapter-node's own server announces its shutdown.
  onClose(async () => {
    clearInterval(cleanup);
    await orm.close(true);
  });
  process.once('sveltekit:shutdown', () => void closeAll());
  return {
    publicUrl,
    redirectUri,
    orm,
    sessions,
    oidc,
    signInKey: deriveKey(HEED_SESSION_SECRET, 'sign-in-state'),
    logger,
    audit,
  };
}

/** The runtime, started on first use; a failed start is retried on the next call. */
export function dashboardRuntime(): Promise<DashboardRuntime> {
  if (!runtime) {
    runtime = start();
    runtime.catch(() => {
      runtime = undefined;
    });
  }
  return runtime;
}
