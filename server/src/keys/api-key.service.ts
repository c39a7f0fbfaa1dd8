import {
  type ApiKey,
  type ApiKeyEventActor,
  ApiKeyEventSchema,
  ApiKeySchema,
  type EntityManager,
  queriesOf,
  TeamSchema,
} from '@heed/db';
import type { AuditEventInput, AuthorizationPolicy } from '../audit/audit-event.ts';
import { auditAsCaller } from '../audit/caller-audit.ts';
import { pseudonym } from '../audit/pseudonym.ts';
import {
  ConflictError,
  ForbiddenError,
  InvalidRequestError,
  NotFoundError,
  ServiceUnavailableError,
} from '../errors/domain-errors.ts';
import type { Actor, ApiKeyActor } from '../identity/actor.ts';
import type { AppDependencies } from '../runtime/dependencies.ts';
import { normalizeAllowedOrigins } from './allowed-origins.ts';
import { API_KEY_CHANGES_CHANNEL } from './api-key-directory.ts';
import { generateApiKey } from './api-key-format.ts';
import { lockKey, notify, setTransactionLockTimeout } from './keys.repository.ts';

export const DEFAULT_RATE_LIMIT = 1000;

/** What a key-administration call needs besides its input. */
export interface KeyAdminContext {
  deps: AppDependencies;
  em: EntityManager;
  actor: Actor | undefined;
  request: { method: string; routeTemplate: string } | undefined;
}

export interface IssuedKey {
  id: string;
  key: string;
  keyType: 'pk' | 'sk';
  team: string;
  appName: string;
  allowedOrigins: string[];
  rateLimit: number;
  createdAt: string;
}

export type KeyStatus = 'active' | 'expiring' | 'expired' | 'revoked';

export interface KeySummary {
  id: string;
  keyPrefix: string;
  keyType: 'pk' | 'sk';
  team: string;
  appName: string;
  allowedOrigins: string[];
  rateLimit: number;
  status: KeyStatus;
  createdAt: string;
  expiresAt: string | null;
  revokedAt: string | null;
  lastUsedAt: string | null;
  replacesKeyId: string | null;
}

export interface RotatedKey extends IssuedKey {
  previousKeyId: string;
  previousKeyExpiresAt: string;
}

/** A key as listed: never its value or hash. */
export function summarizeKey(key: ApiKey, teamSlug: string, now: Date): KeySummary {
  return {
    id: key.id,
    keyPrefix: key.keyPrefix,
    keyType: key.keyType as 'pk' | 'sk',
    team: teamSlug,
    appName: key.appName,
    allowedOrigins: key.allowedOrigins,
    rateLimit: key.rateLimit,
    status: statusOf(key, now),
    createdAt: key.createdAt.toISOString(),
    expiresAt: key.expiresAt?.toISOString() ?? null,
    revokedAt: key.revokedAt?.toISOString() ?? null,
    lastUsedAt: key.lastUsedAt?.toISOString() ?? null,
    replacesKeyId: key.replacesKeyId ?? null,
  };
}

export function statusOf(key: ApiKey, now: Date): KeyStatus {
  if (key.revokedAt) return 'revoked';
  if (key.expiresAt && key.expiresAt.getTime() <= now.getTime()) return 'expired';
  if (key.expiresAt) return 'expiring';
  return 'active';
}

function eventActorOf(actor: Actor | undefined): ApiKeyEventActor {
  if (actor?.type === 'oidc_user') {
    return { type: 'oidc_user', userRef: pseudonym(actor.subject), keyId: null };
  }
  if (actor?.type === 'api_key') return { type: 'api_key', userRef: null, keyId: actor.keyId };
  return { type: 'system', userRef: null, keyId: null };
}

/** An `api_key.*` audit event of the calling actor (a key, a user or the system). */
export function auditKeyEvent(
  context: KeyAdminContext,
  team: { id: string; slug: string } | undefined,
  event: Pick<AuditEventInput, 'event' | 'operation' | 'outcome'>,
  keyId: string | undefined,
  policy?: AuthorizationPolicy,
): void {
  auditAsCaller(context, {
    ...event,
    resource: keyId ? { type: 'api_key', id: keyId } : { type: 'api_key' },
    ...(team ? { team } : {}),
    ...(policy ? { authorization: { policy } } : {}),
  });
}

/** The calling key, which must be a secret key: key administration is a backend's business. */
function requireSecretKey(
  context: KeyAdminContext,
  event?: Pick<AuditEventInput, 'event' | 'operation'>,
): ApiKeyActor {
  const actor = context.actor;
  if (actor?.type !== 'api_key') throw new ForbiddenError('A secret key is required.');
  if (actor.keyType !== 'sk') {
    if (event)
      auditKeyEvent(
        context,
        { id: actor.teamId, slug: actor.teamSlug },
        { ...event, outcome: 'denied' },
        undefined,
        'secret_key_required',
      );
    throw new ForbiddenError('Key administration requires a secret key.');
  }
  return actor;
}

/** Inserts a new key of a team and its `created` event; the value is returned once. */
export async function issueKey(
  context: KeyAdminContext,
  input: {
    teamId: string;
    keyType: 'pk' | 'sk';
    appName: string;
    allowedOrigins: string[];
    rateLimit: number;
    replacesKeyId?: string;
  },
  now: Date = context.deps.clock.now(),
): Promise<{ issued: IssuedKey; record: ApiKey }> {
  const { em } = context;
  const team = await em.findOneOrFail(TeamSchema, { id: input.teamId });
  const generated = generateApiKey(input.keyType);
  const record = em.create(ApiKeySchema, {
    team,
    keyType: input.keyType,
    keyPrefix: generated.prefix,
    keyHash: generated.hash,
    appName: input.appName,
    allowedOrigins: input.keyType === 'pk' ? input.allowedOrigins : [],
    rateLimit: input.rateLimit,
    createdAt: now,
    expiresAt: null,
    revokedAt: null,
    lastUsedAt: null,
    replacesKeyId: input.replacesKeyId ?? null,
  });
  em.create(ApiKeyEventSchema, {
    apiKey: record,
    team,
    keyPrefix: generated.prefix,
    keyType: input.keyType,
    eventType: 'created',
    actor: eventActorOf(context.actor),
    createdAt: now,
  });
  return {
    record,
    issued: {
      id: record.id,
      key: generated.value,
      keyType: input.keyType,
      team: team.slug,
      appName: record.appName,
      allowedOrigins: record.allowedOrigins,
      rateLimit: record.rateLimit,
      createdAt: now.toISOString(),
    },
  };
}

/** Validates the origins of a `pk` key; none are allowed only with the unrestricted exception. */
export function publishableKeyOrigins(
  deps: AppDependencies,
  origins: string[] | undefined,
): string[] {
  const normalized = normalizeAllowedOrigins(origins ?? []);
  if ('errors' in normalized) {
    throw new InvalidRequestError('An allowed origin is not valid.', normalized.errors);
  }
  if (normalized.origins.length === 0 && !deps.config.allowUnrestrictedPkOrigins) {
    throw new InvalidRequestError('A publishable key needs at least one allowed origin.', [
      { path: 'allowedOrigins', message: 'At least one allowed origin is required.' },
    ]);
  }
  return normalized.origins;
}

export async function createPublishableKey(
  context: KeyAdminContext,
  input: { keyType: 'pk' | 'sk'; appName: string; allowedOrigins?: string[]; rateLimit?: number },
): Promise<IssuedKey> {
  const event = { event: 'api_key.create', operation: 'create' } as const;
  const actor = requireSecretKey(context, event);
  const team = { id: actor.teamId, slug: actor.teamSlug };
  if (input.keyType !== 'pk') {
    auditKeyEvent(
      context,
      team,
      { ...event, outcome: 'denied' },
      undefined,
      'secret_key_minting_blocked',
    );
    throw new ForbiddenError(
      'A secret key cannot create secret keys; use setup, the dashboard or the CLI.',
    );
  }
  const allowedOrigins = publishableKeyOrigins(context.deps, input.allowedOrigins);
  const { issued } = await issueKey(context, {
    teamId: actor.teamId,
    keyType: 'pk',
    appName: input.appName,
    allowedOrigins,
    rateLimit: input.rateLimit ?? DEFAULT_RATE_LIMIT,
  });
  await context.em.flush();
  auditKeyEvent(context, team, { ...event, outcome: 'success' }, issued.id);
  return issued;
}

/** Every key of a team, oldest first; never a key value or hash. */
export async function keysOfTeam(
  context: Pick<KeyAdminContext, 'deps' | 'em'>,
  team: { id: string; slug: string },
): Promise<{ keys: KeySummary[] }> {
  const keys = await context.em.find(
    ApiKeySchema,
    { team: team.id },
    { orderBy: { createdAt: 'asc', id: 'asc' } },
  );
  const now = context.deps.clock.now();
  return { keys: keys.map((key) => summarizeKey(key, team.slug, now)) };
}

export async function listTeamKeys(context: KeyAdminContext) {
  const actor = requireSecretKey(context);
  return keysOfTeam(context, { id: actor.teamId, slug: actor.teamSlug });
}

async function findTeamKey(context: KeyAdminContext, actor: ApiKeyActor, keyId: string) {
  const key = await context.em.findOne(ApiKeySchema, { id: keyId, team: actor.teamId });
  if (!key) throw new NotFoundError('No such key in this team.');
  return key;
}

/** How long a rotation or revocation waits for another change of the same key. */
const KEY_LOCK_TIMEOUT_MS = 5_000;
/** PostgreSQL `lock_not_available`: `lock_timeout` ran out. */
const LOCK_NOT_AVAILABLE = '55P03';

/** Which key to change: by id, and within one team unless the system acts. */
export interface KeyTarget {
  id: string;
  teamId?: string;
}

/**
 * Runs `change` in one transaction that first takes the key's row lock, then reads the key (with
 * its team) fresh. Rotations and revocations of one key thus happen one after the other, on every
 * replica: each sees what the one before it committed. `for no key update` does not wait for the
 * submissions that reference the key. When the change touched `revokedAt` or `expiresAt`, the
 * commit carries a NOTIFY on the key-change channel, so every replica drops the key from its cache
 * exactly when the change becomes visible. Resolves to undefined when there is no such key.
 */
async function changeKeyExclusively<T>(
  context: KeyAdminContext,
  target: KeyTarget,
  change: (em: EntityManager, key: ApiKey) => Promise<T>,
): Promise<T | undefined> {
  const lifecycle = (key: ApiKey) => `${key.revokedAt?.getTime()}/${key.expiresAt?.getTime()}`;
  try {
    return await context.em.transactional(
      async (em) => {
        const db = queriesOf(em);
        await setTransactionLockTimeout(db, KEY_LOCK_TIMEOUT_MS);
        if (!(await lockKey(db, target.id, target.teamId))) return undefined;
        const key = await em.findOneOrFail(ApiKeySchema, { id: target.id }, { populate: ['team'] });
        const before = lifecycle(key);
        const result = await change(em, key);
        await em.flush();
        if (lifecycle(key) !== before) {
          await notify(db, API_KEY_CHANGES_CHANNEL, key.id);
        }
        return result;
      },
      { clear: true },
    );
  } catch (error) {
    if ((error as { code?: unknown }).code === LOCK_NOT_AVAILABLE) {
      throw new ServiceUnavailableError('Another change of this key is under way; try again.', {
        retryAfterSeconds: 1,
      });
    }
    throw error;
  } finally {
    context.deps.apiKeys.evict(target.id);
  }
}

/**
 * Why `key` may not be rotated now, or undefined when it may. The one rule for every caller (a
 * secret key, the dashboard, the CLI): only an active key, once — a key in its grace period has
 * its successor already — and a `pk` key without allowed origins only where unrestricted keys are
 * allowed, since its successor would be just as unrestricted.
 */
function rotationRefusal(deps: AppDependencies, key: ApiKey, now: Date): string | undefined {
  const status = statusOf(key, now);
  if (status === 'revoked' || status === 'expired') {
    return `Only an active key can be rotated; this one is ${status}.`;
  }
  if (status === 'expiring') {
    return 'Only an active key can be rotated; this one was rotated already: rotate its successor.';
  }
  if (
    key.keyType === 'pk' &&
    key.allowedOrigins.length === 0 &&
    !deps.config.allowUnrestrictedPkOrigins
  ) {
    return (
      'This publishable key has no allowed origins, so its successor would not either: create ' +
      'an origin-restricted key and revoke this one instead.'
    );
  }
  return undefined;
}

/**
 * Issues the one successor of an active key (same type, app, origins and rate limit) and lets the
 * old one work for `gracePeriodHours` more; every replica hears of the change. Of two rotations
 * of a key, or a rotation and a revocation, the later one sees the earlier: a second rotation and
 * a rotation after a revocation answer 409. Audited (`api_key.rotate`) here; who may rotate which
 * type is the caller's business.
 */
export async function rotateKey(
  context: KeyAdminContext,
  target: KeyTarget,
  gracePeriodHours: number,
): Promise<RotatedKey> {
  const event = { event: 'api_key.rotate', operation: 'rotate' } as const;
  const rotated = await changeKeyExclusively(context, target, async (em, old) => {
    const team = { id: old.team.id, slug: old.team.slug };
    const now = context.deps.clock.now();
    const refusal = rotationRefusal(context.deps, old, now);
    if (refusal) {
      auditKeyEvent(context, team, { ...event, outcome: 'conflict' }, old.id);
      throw new ConflictError(refusal);
    }
    const graceEnd = new Date(now.getTime() + gracePeriodHours * 3_600_000);
    const { issued } = await issueKey(
      { ...context, em },
      {
        teamId: old.team.id,
        keyType: old.keyType as 'pk' | 'sk',
        appName: old.appName,
        allowedOrigins: old.allowedOrigins,
        rateLimit: old.rateLimit,
        replacesKeyId: old.id,
      },
      now,
    );
    old.expiresAt = graceEnd;
    em.create(ApiKeyEventSchema, {
      apiKey: old,
      team: old.team,
      keyPrefix: old.keyPrefix,
      keyType: old.keyType,
      eventType: 'rotated',
      actor: eventActorOf(context.actor),
      createdAt: now,
    });
    return {
      team,
      rotated: { ...issued, previousKeyId: old.id, previousKeyExpiresAt: graceEnd.toISOString() },
    };
  });
  if (!rotated) throw new NotFoundError('No such key.');
  auditKeyEvent(context, rotated.team, { ...event, outcome: 'success' }, target.id);
  return rotated.rotated;
}

/**
 * Revokes a key at once on every replica. `revoked` is false when it was revoked already. A
 * revocation waits for a rotation of the key under way, and ends the grace period of the key it
 * replaced; the successor stays, as after any rotation followed by a revocation.
 */
export async function revokeKey(
  context: KeyAdminContext,
  target: KeyTarget,
): Promise<{ team: { id: string; slug: string }; revoked: boolean } | undefined> {
  return changeKeyExclusively(context, target, async (em, key) => {
    const team = { id: key.team.id, slug: key.team.slug };
    if (key.revokedAt) return { team, revoked: false };
    const now = context.deps.clock.now();
    key.revokedAt = now;
    em.create(ApiKeyEventSchema, {
      apiKey: key,
      team: key.team,
      keyPrefix: key.keyPrefix,
      keyType: key.keyType,
      eventType: 'revoked',
      actor: eventActorOf(context.actor),
      createdAt: now,
    });
    return { team, revoked: true };
  });
}

export async function rotatePublishableKey(
  context: KeyAdminContext,
  input: { id: string; gracePeriodHours: number },
): Promise<RotatedKey> {
  const event = { event: 'api_key.rotate', operation: 'rotate' } as const;
  const actor = requireSecretKey(context, event);
  const team = { id: actor.teamId, slug: actor.teamSlug };
  const old = await findTeamKey(context, actor, input.id);
  if (old.keyType !== 'pk') {
    auditKeyEvent(
      context,
      team,
      { ...event, outcome: 'denied' },
      old.id,
      'secret_key_rotation_blocked',
    );
    throw new ForbiddenError(
      'A secret key cannot rotate secret keys; use the dashboard or the CLI.',
    );
  }
  return rotateKey(context, { id: old.id, teamId: actor.teamId }, input.gracePeriodHours);
}

export async function revokeTeamKey(
  context: KeyAdminContext,
  input: { id: string },
): Promise<void> {
  const event = { event: 'api_key.revoke', operation: 'revoke' } as const;
  const actor = requireSecretKey(context, event);
  const team = { id: actor.teamId, slug: actor.teamSlug };
  const outcome = await revokeKey(context, { id: input.id, teamId: actor.teamId });
  if (!outcome) {
    auditKeyEvent(context, team, { ...event, outcome: 'not_found' }, input.id);
    throw new NotFoundError('No such key in this team.');
  }
  auditKeyEvent(context, team, { ...event, outcome: 'success' }, input.id);
}
