import type { MikroORM } from '@heed/db';
import type { AuditLog } from '../audit/audit-log.ts';
import type { HeedConfig } from '../config/config.ts';
import type { BearerTokenVerifier } from '../identity/bearer-token.ts';
import type { ApiKeyDirectory } from '../keys/api-key-directory.ts';
import type { KeyRateLimiter } from '../keys/key-rate-limiter.ts';
import type { UnknownKeyCache } from '../keys/unknown-key-cache.ts';
import type { Logger } from '../logging/logger.ts';
import type { FeedbackWriter } from '../submission/feedback-writer.ts';
import type { SurveyDefinitionRegistry } from '../submission/survey-definition-registry.ts';
import type { Clock } from './clock.ts';

/** The long-lived parts every request may use. Built once at start by `runtime/heed-runtime.ts`. */
export interface AppDependencies {
  config: HeedConfig;
  orm: MikroORM;
  logger: Logger;
  auditLog: AuditLog;
  clock: Clock;
  /** Absent when no OIDC issuer is configured: OIDC procedures then answer 503. */
  bearerTokens: BearerTokenVerifier | undefined;
  apiKeys: ApiKeyDirectory;
  /** Key hashes the database did not know a few seconds ago. */
  unknownApiKeys: UnknownKeyCache;
  rateLimiter: KeyRateLimiter;
  surveyDefinitions: SurveyDefinitionRegistry;
  feedbackWriter: FeedbackWriter;
  version: string;
}
