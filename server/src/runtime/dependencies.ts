import type { MikroORM } from '@heed/db';
import type { AuditLog } from '../audit/audit-log.ts';
import type { HeedConfig } from '../config/config.ts';
import type { BearerTokenVerifier } from '../identity/bearer-token.ts';
import type { Logger } from '../logging/logger.ts';

/** The long-lived parts every request may use. Built once at start by `runtime/heed-runtime.ts`. */
export interface AppDependencies {
  config: HeedConfig;
  orm: MikroORM;
  logger: Logger;
  auditLog: AuditLog;
  /** Absent when no OIDC issuer is configured: OIDC procedures then answer 503. */
  bearerTokens: BearerTokenVerifier | undefined;
  version: string;
}
