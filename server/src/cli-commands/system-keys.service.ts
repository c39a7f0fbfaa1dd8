/**
 * API-key lifecycle for the operations CLI, acting as the `system` actor (specification, API key
 * administration rule 2: secret-key lifecycle goes through the command-line tool). Unlike the
 * secret-key endpoints these act on any team, named by slug, and may create and rotate `sk` keys.
 * Every change is audited with actor_type `system` and recorded as a key event with a system actor.
 */
import { type ApiKey, ApiKeySchema, type EntityManager, type Team, TeamSchema } from '@heed/db';
import type { AuditEventInput } from '../audit/audit-event.ts';
import {
  ConflictError,
  ForbiddenError,
  InvalidRequestError,
  NotFoundError,
} from '../errors/domain-errors.ts';
import {
  auditKeyEvent,
  DEFAULT_RATE_LIMIT,
  type IssuedKey,
  issueKey,
  type KeyAdminContext,
  type KeySummary,
  keysOfTeam,
  publishableKeyOrigins,
  type RotatedKey,
  revokeKey,
  rotateKey,
  statusOf,
} from '../keys/api-key.service.ts';

export type { KeySummary as ListedKey, RotatedKey };

const MAX_GRACE_HOURS = 720;
const MAX_RATE_LIMIT = 1_000_000;

/** These functions bypass the secret-key rules, so only the system (the CLI) may call them. */
function requireSystem(context: KeyAdminContext): void {
  if (context.actor?.type !== 'system') {
    throw new ForbiddenError('Only the operations CLI (system) may do this.');
  }
}

const audit = auditKeyEvent;

async function teamBySlug(em: EntityManager, slug: string): Promise<Team> {
  const team = await em.findOne(TeamSchema, { slug });
  if (!team) throw new NotFoundError(`No team with the slug '${slug}'.`);
  return team;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The key with this id, of any team; an unknown id is audited as `not_found`. */
async function keyById(
  context: KeyAdminContext,
  id: string,
  event: Pick<AuditEventInput, 'event' | 'operation'>,
): Promise<ApiKey> {
  const key = UUID.test(id)
    ? await context.em.findOne(ApiKeySchema, { id }, { populate: ['team'] })
    : null;
  if (!key) {
    audit(context, undefined, { ...event, outcome: 'not_found' }, UUID.test(id) ? id : undefined);
    throw new NotFoundError('No key with this id.');
  }
  return key;
}

/** Creates a `pk` or `sk` key for any team; the value is returned once. */
export async function createKeyAsSystem(
  context: KeyAdminContext,
  input: {
    team: string;
    keyType: 'pk' | 'sk';
    appName: string;
    allowedOrigins?: string[];
    rateLimit?: number;
  },
): Promise<IssuedKey> {
  requireSystem(context);
  const appName = input.appName.trim();
  if (appName.length === 0 || appName.length > 100) {
    throw new InvalidRequestError('The app name must have 1 to 100 characters.', [
      { path: 'appName', message: 'Must have 1 to 100 characters.' },
    ]);
  }
  const rateLimit = input.rateLimit ?? DEFAULT_RATE_LIMIT;
  if (!Number.isInteger(rateLimit) || rateLimit < 1 || rateLimit > MAX_RATE_LIMIT) {
    throw new InvalidRequestError(
      `The rate limit must be an integer from 1 to ${MAX_RATE_LIMIT}.`,
      [{ path: 'rateLimit', message: `Must be an integer from 1 to ${MAX_RATE_LIMIT}.` }],
    );
  }
  if (input.keyType === 'sk' && (input.allowedOrigins ?? []).length > 0) {
    throw new InvalidRequestError('Allowed origins apply to publishable (pk) keys only.', [
      { path: 'allowedOrigins', message: 'Only for pk keys.' },
    ]);
  }
  const team = await teamBySlug(context.em, input.team);
  const allowedOrigins =
    input.keyType === 'pk' ? publishableKeyOrigins(context.deps, input.allowedOrigins) : [];
  const { issued } = await issueKey(context, {
    teamId: team.id,
    keyType: input.keyType,
    appName,
    allowedOrigins,
    rateLimit,
  });
  await context.em.flush();
  audit(
    context,
    team,
    { event: 'api_key.create', operation: 'create', outcome: 'success' },
    issued.id,
  );
  return issued;
}

/** Every key of a team, oldest first; never a key value or hash. */
export async function listKeysAsSystem(
  context: KeyAdminContext,
  input: { team: string },
): Promise<{ keys: KeySummary[] }> {
  requireSystem(context);
  return keysOfTeam(context, await teamBySlug(context.em, input.team));
}

/**
 * Issues a successor of a `pk` or `sk` key (same type, app, origins and rate limit); the old key
 * keeps working for `gracePeriodHours`. A `pk` key without origins is not rotated unless the
 * installation allows unrestricted keys: rotating it would only renew an upgrade blocker.
 */
export async function rotateKeyAsSystem(
  context: KeyAdminContext,
  input: { id: string; gracePeriodHours: number },
): Promise<RotatedKey> {
  requireSystem(context);
  const grace = input.gracePeriodHours;
  if (!Number.isInteger(grace) || grace < 0 || grace > MAX_GRACE_HOURS) {
    throw new InvalidRequestError(`The grace period must be 0 to ${MAX_GRACE_HOURS} hours.`, [
      { path: 'gracePeriodHours', message: `Must be an integer from 0 to ${MAX_GRACE_HOURS}.` },
    ]);
  }
  const event = { event: 'api_key.rotate', operation: 'rotate' } as const;
  const old = await keyById(context, input.id, event);
  const team = { id: old.team.id, slug: old.team.slug };
  const now = context.deps.clock.now();
  const status = statusOf(old, now);
  if (status === 'revoked' || status === 'expired') {
    audit(context, team, { ...event, outcome: 'conflict' }, old.id);
    throw new ConflictError(`Only an active key can be rotated; this one is ${status}.`);
  }
  const keyType = old.keyType as 'pk' | 'sk';
  if (
    keyType === 'pk' &&
    old.allowedOrigins.length === 0 &&
    !context.deps.config.allowUnrestrictedPkOrigins
  ) {
    audit(context, team, { ...event, outcome: 'conflict' }, old.id);
    throw new ConflictError(
      'This publishable key has no allowed origins, so its successor would not either: create ' +
        'an origin-restricted key (heed keys create --type pk --allowed-origin <origin>) and ' +
        'revoke this one instead.',
    );
  }
  const rotated = await rotateKey(context, old, grace);
  audit(context, team, { ...event, outcome: 'success' }, old.id);
  return rotated;
}

/** Revokes a key of any team at once (idempotent); every API replica stops accepting it. */
export async function revokeKeyAsSystem(
  context: KeyAdminContext,
  input: { id: string },
): Promise<{ id: string; team: string; alreadyRevoked: boolean }> {
  requireSystem(context);
  const event = { event: 'api_key.revoke', operation: 'revoke' } as const;
  const key = await keyById(context, input.id, event);
  const team = { id: key.team.id, slug: key.team.slug };
  const alreadyRevoked = !(await revokeKey(context, key));
  audit(context, team, { ...event, outcome: 'success' }, key.id);
  return { id: key.id, team: team.slug, alreadyRevoked };
}
