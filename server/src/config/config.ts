import { z } from 'zod';
import { type AlertsConfig, alertsConfig, alertsEnvironmentSchema } from './alerts-config.ts';
import { blankAsUnset } from './blank-as-unset.ts';
import {
  type OperationsConfig,
  operationsConfig,
  operationsEnvironmentSchema,
} from './operations-config.ts';
import {
  type ResilienceConfig,
  resilienceConfig,
  resilienceEnvironmentSchema,
} from './resilience-config.ts';
import {
  type WebhooksConfig,
  webhooksConfig,
  webhooksEnvironmentSchema,
} from './webhooks-config.ts';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) => value === 'true' || value === '1');

const port = (fallback: number) =>
  z.preprocess(
    blankAsUnset,
    z.coerce.number().int().min(0).max(65535).optional().default(fallback),
  );

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()));

const optionalUrl = optionalText.pipe(z.url().optional());

/**
 * Every environment variable Heed reads, parsed once at start. Nothing else in the code base reads
 * `process.env`; everything receives this object.
 */
const environmentSchema = z
  .object({
    PORT: port(8080),
    WEB_PORT: port(3000),
    HOST: optionalText,
    DATABASE_URL: optionalText.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// connection string')
        .optional(),
    ),
    HEED_DATA_DIR: optionalText,
    HEED_OIDC_ISSUER: optionalUrl,
    HEED_OIDC_AUDIENCE: optionalText,
    HEED_OIDC_CLIENT_ID: optionalText,
    HEED_OIDC_CLIENT_SECRET: optionalText,
    HEED_OIDC_GROUPS_CLAIM: optionalText,
    HEED_ADMIN_GROUP: optionalText,
    HEED_SESSION_SECRET: optionalText.pipe(
      z.string().min(32, 'must be at least 32 characters').optional(),
    ),
    HEED_ALLOW_UNRESTRICTED_PK_ORIGINS: booleanFlag,
    HEED_API_URL: optionalUrl,
    HEED_PUBLIC_URL: optionalUrl,
    HEED_MIN_AGGREGATE: z.preprocess(
      blankAsUnset,
      z.coerce.number().int().min(1).max(1000).optional().default(5),
    ),
    LOG_LEVEL: z
      .enum(['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'])
      .optional()
      .default('info'),
  })
  .extend(resilienceEnvironmentSchema.shape)
  .extend(operationsEnvironmentSchema.shape)
  .extend(webhooksEnvironmentSchema.shape)
  .extend(alertsEnvironmentSchema.shape);

/**
 * Bounds on what callers can make one API process hold or a team register. A block of its own,
 * parsed after the main schema.
 */
const positiveInteger = (fallback: number, min: number) =>
  z.preprocess(blankAsUnset, z.coerce.number().int().min(min).optional().default(fallback));

const limitsSchema = z.object({
  HEED_MAX_SURVEYS_PER_TEAM: positiveInteger(1_000, 1),
  HEED_DEFINITION_CACHE_BYTES: positiveInteger(64 * 1024 * 1024, 64 * 1024),
});

export interface LimitsConfig {
  /** Surveys (distinct `surveyId`s) a team may register; a new one past it is 409. */
  maxSurveysPerTeam: number;
  /** Byte budget of each process's cache of registered survey definitions. */
  definitionCacheBytes: number;
}

export interface OidcConfig {
  issuer: string;
  audience: string;
  groupsClaim: string;
  clientId: string | undefined;
  clientSecret: string | undefined;
}

export interface HeedConfig {
  port: number;
  webPort: number;
  host: string;
  /** Unset: Heed starts an embedded PostgreSQL whose data lives in `dataDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** Unset: `npm start` runs a development identity provider on loopback. */
  oidc: OidcConfig | undefined;
  adminGroup: string | undefined;
  sessionSecret: string | undefined;
  allowUnrestrictedPkOrigins: boolean;
  apiUrl: string | undefined;
  publicUrl: string | undefined;
  /** Statistics from 1 to `minAggregate - 1` responses are masked (`HEED_MIN_AGGREGATE`). */
  minAggregate: number;
  logLevel: z.infer<typeof environmentSchema>['LOG_LEVEL'];
  limits: LimitsConfig;
  /** Database timeouts, queue bounds, probe and shutdown deadlines. */
  resilience: ResilienceConfig;
  /** Metrics access, retention, read replica, stop sequence. */
  operations: OperationsConfig;
  webhooks: WebhooksConfig;
  /** Alert e-mail (SMTP). */
  alerts: AlertsConfig;
}

/** Thrown for an invalid environment; its message is the one line the process prints. */
export class ConfigError extends Error {
  readonly variable: string;

  constructor(variable: string, problem: string) {
    super(`Invalid configuration: ${variable} ${problem}`);
    this.name = 'ConfigError';
    this.variable = variable;
  }
}

function parseEnvironment<Schema extends z.ZodType>(
  schema: Schema,
  environment: Record<string, string | undefined>,
): z.output<Schema> {
  const parsed = schema.safeParse(environment);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const variable = String(issue?.path[0] ?? 'environment');
    throw new ConfigError(variable, issue?.message ?? 'is invalid');
  }
  return parsed.data;
}

export function loadConfig(environment: Record<string, string | undefined>): HeedConfig {
  const env = parseEnvironment(environmentSchema, environment);
  const limits = parseEnvironment(limitsSchema, environment);
  if (env.HEED_OIDC_ISSUER && !env.HEED_OIDC_AUDIENCE) {
    throw new ConfigError('HEED_OIDC_AUDIENCE', 'is required when HEED_OIDC_ISSUER is set');
  }
  if (Boolean(env.HEED_SMTP_URL) !== Boolean(env.HEED_SMTP_FROM)) {
    const missing = env.HEED_SMTP_URL ? 'HEED_SMTP_FROM' : 'HEED_SMTP_URL';
    throw new ConfigError(
      missing,
      'is required when the other of HEED_SMTP_URL/HEED_SMTP_FROM is set',
    );
  }
  return {
    port: env.PORT,
    webPort: env.WEB_PORT,
    host: env.HOST ?? (env.DATABASE_URL ? '0.0.0.0' : '127.0.0.1'),
    databaseUrl: env.DATABASE_URL,
    dataDir: env.HEED_DATA_DIR ?? '.data',
    oidc: env.HEED_OIDC_ISSUER
      ? {
          // Exactly as configured: `iss` is compared with it character for character, and some
          // providers' issuers end in `/` (Auth0, Entra ID v1) while others do not.
          issuer: env.HEED_OIDC_ISSUER,
          audience: env.HEED_OIDC_AUDIENCE ?? '',
          groupsClaim: env.HEED_OIDC_GROUPS_CLAIM ?? 'groups',
          clientId: env.HEED_OIDC_CLIENT_ID,
          clientSecret: env.HEED_OIDC_CLIENT_SECRET,
        }
      : undefined,
    adminGroup: env.HEED_ADMIN_GROUP,
    sessionSecret: env.HEED_SESSION_SECRET,
    allowUnrestrictedPkOrigins: env.HEED_ALLOW_UNRESTRICTED_PK_ORIGINS,
    apiUrl: env.HEED_API_URL,
    publicUrl: env.HEED_PUBLIC_URL,
    minAggregate: env.HEED_MIN_AGGREGATE,
    logLevel: env.LOG_LEVEL,
    limits: {
      maxSurveysPerTeam: limits.HEED_MAX_SURVEYS_PER_TEAM,
      definitionCacheBytes: limits.HEED_DEFINITION_CACHE_BYTES,
    },
    resilience: resilienceConfig(env),
    operations: operationsConfig(env),
    webhooks: webhooksConfig(env),
    alerts: alertsConfig(env),
  };
}
