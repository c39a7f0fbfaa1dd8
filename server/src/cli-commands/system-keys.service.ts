/**
 * API-key lifecycle for the operations CLI, acting as the `system` actor (Rule:
 * docs/rules/keys.md#keys-5: secret keys come from setup, the dashboard or the CLI). Unlike the
 * secret-key endpoints these act on any team, named by slug, and may create and rotate `sk` keys.
 * Every change is audited with actor_type `system` and recorded as a key event with a system actor.
 */
import {
  createApiKeyContract,
  revokeApiKeyContract,
  rotateApiKeyContract,
  teamSlugSchema,
} from '@heed/contracts';
import { type ApiKey, ApiKeySchema, type EntityManager, type Team, TeamSchema } from '@heed/db';
import { z } from 'zod';
import type { AuditEventInput } from '../audit/audit-event.ts';
import { ForbiddenError, NotFoundError, validInput } from '../errors/domain-errors.ts';
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
} from '../keys/api-key.service.ts';

export type { KeySummary as ListedKey, RotatedKey };

/**
 * The input of the CLI's key operations: the key-administration contracts' own schemas, plus the
 * team the system names. The CLI validates its options with these before it opens the database.
 */
export const systemKeyInputSchemas = {
  create: createApiKeyContract.input
    .extend({ team: teamSlugSchema })
    .refine((input) => input.keyType === 'pk' || (input.allowedOrigins ?? []).length === 0, {
      path: ['allowedOrigins'],
      message: 'Allowed origins apply to publishable (pk) keys only.',
    }),
  list: z.object({ team: teamSlugSchema }),
  rotate: rotateApiKeyContract.input,
  revoke: revokeApiKeyContract.input,
};

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

/** The key with this id, of any team; an unknown id is audited as `not_found`. */
async function keyById(
  context: KeyAdminContext,
  id: string,
  event: Pick<AuditEventInput, 'event' | 'operation'>,
): Promise<ApiKey> {
  const key = await context.em.findOne(ApiKeySchema, { id }, { populate: ['team'] });
  if (!key) {
    audit(context, undefined, { ...event, outcome: 'not_found' }, id);
    throw new NotFoundError('No key with this id.');
  }
  return key;
}

/** Creates a `pk` or `sk` key for any team; the value is returned once. */
export async function createKeyAsSystem(
  context: KeyAdminContext,
  raw: z.input<typeof systemKeyInputSchemas.create>,
): Promise<IssuedKey> {
  requireSystem(context);
  const input = validInput(systemKeyInputSchemas.create, raw);
  const appName = input.appName;
  const rateLimit = input.rateLimit ?? DEFAULT_RATE_LIMIT;
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
  raw: z.input<typeof systemKeyInputSchemas.list>,
): Promise<{ keys: KeySummary[] }> {
  requireSystem(context);
  const input = validInput(systemKeyInputSchemas.list, raw);
  return keysOfTeam(context, await teamBySlug(context.em, input.team));
}

/**
 * Issues the successor of a `pk` or `sk` key (same type, app, origins and rate limit); the old
 * key keeps working for `gracePeriodHours`. The rules of `rotateKey` hold as for every caller: only
 * an active key, once, and a `pk` key without origins only where unrestricted keys are allowed
 * (rotating it would only renew an upgrade blocker).
 */
export async function rotateKeyAsSystem(
  context: KeyAdminContext,
  raw: z.input<typeof systemKeyInputSchemas.rotate>,
): Promise<RotatedKey> {
  requireSystem(context);
  const input = validInput(systemKeyInputSchemas.rotate, raw);
  const grace = input.gracePeriodHours;
  const old = await keyById(context, input.id, { event: 'api_key.rotate', operation: 'rotate' });
  return rotateKey(context, { id: old.id }, grace);
}

/** Revokes a key of any team at once (idempotent); every API replica stops accepting it. */
export async function revokeKeyAsSystem(
  context: KeyAdminContext,
  raw: z.input<typeof systemKeyInputSchemas.revoke>,
): Promise<{ id: string; team: string; alreadyRevoked: boolean }> {
  requireSystem(context);
  const input = validInput(systemKeyInputSchemas.revoke, raw);
  const event = { event: 'api_key.revoke', operation: 'revoke' } as const;
  const key = await keyById(context, input.id, event);
  const outcome = await revokeKey(context, { id: key.id });
  const team = outcome?.team ?? { id: key.team.id, slug: key.team.slug };
  audit(context, team, { ...event, outcome: 'success' }, key.id);
  return { id: key.id, team: team.slug, alreadyRevoked: outcome?.revoked !== true };
}
