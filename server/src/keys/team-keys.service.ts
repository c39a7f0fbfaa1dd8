/**
 * The dashboard's key lifecycle (`/api/v1/intern/api-keys`): a team admin acting as `oidc_user`
 * in the team the team-selection policy chose. Unlike a secret key, a team admin may create and
 * rotate `sk` keys. The same key service does the work as for secret keys and the CLI; every
 * change is audited (`api_key.*`) and recorded as a key event with the user's pseudonym.
 */
import { ApiKeySchema } from '@heed/db';
import { InvalidRequestError, NotFoundError } from '../errors/domain-errors.ts';
import { selectedTeam, type TeamActionContext } from '../org/team-action.ts';
import {
  auditKeyEvent,
  DEFAULT_RATE_LIMIT,
  type IssuedKey,
  issueKey,
  type KeySummary,
  keysOfTeam,
  publishableKeyOrigins,
  type RotatedKey,
  revokeKey,
  rotateKey,
} from './api-key.service.ts';

/** Every key of the selected team, oldest first; never a key value or hash. */
export async function listKeysOfTeam(ctx: TeamActionContext): Promise<{ keys: KeySummary[] }> {
  return keysOfTeam(ctx, selectedTeam(ctx));
}

/** Creates a `pk` (with allowed origins) or `sk` key in the selected team; shown once. */
export async function createKeyInTeam(
  ctx: TeamActionContext,
  input: {
    keyType: 'pk' | 'sk';
    appName: string;
    allowedOrigins?: string[] | undefined;
    rateLimit?: number | undefined;
  },
): Promise<IssuedKey> {
  const team = selectedTeam(ctx);
  if (input.keyType === 'sk' && (input.allowedOrigins ?? []).length > 0) {
    throw new InvalidRequestError('Allowed origins apply to publishable (pk) keys only.', [
      { path: 'allowedOrigins', message: 'Only for pk keys.' },
    ]);
  }
  const allowedOrigins =
    input.keyType === 'pk' ? publishableKeyOrigins(ctx.deps, input.allowedOrigins) : [];
  const { issued } = await issueKey(ctx, {
    teamId: team.id,
    keyType: input.keyType,
    appName: input.appName,
    allowedOrigins,
    rateLimit: input.rateLimit ?? DEFAULT_RATE_LIMIT,
  });
  await ctx.em.flush();
  auditKeyEvent(
    ctx,
    team,
    { event: 'api_key.create', operation: 'create', outcome: 'success' },
    issued.id,
  );
  return issued;
}

async function keyOfTeam(
  ctx: TeamActionContext,
  team: { id: string; slug: string },
  id: string,
  event: { event: 'api_key.rotate' | 'api_key.revoke'; operation: string },
) {
  const key = await ctx.em.findOne(ApiKeySchema, { id, team: team.id });
  if (!key) {
    auditKeyEvent(ctx, team, { ...event, outcome: 'not_found' }, id);
    throw new NotFoundError('No such key in this team.');
  }
  return key;
}

/** Rotates an active `pk` or `sk` key of the selected team. */
export async function rotateKeyInTeam(
  ctx: TeamActionContext,
  input: { id: string; gracePeriodHours: number },
): Promise<RotatedKey> {
  const team = selectedTeam(ctx);
  const event = { event: 'api_key.rotate', operation: 'rotate' } as const;
  const old = await keyOfTeam(ctx, team, input.id, event);
  // The key service applies the rotation rules under the key's row lock and audits the outcome.
  return rotateKey(ctx, { id: old.id, teamId: team.id }, input.gracePeriodHours);
}

/** Revokes a key of the selected team at once on every replica (again: no change, 204). */
export async function revokeKeyInTeam(
  ctx: TeamActionContext,
  input: { id: string },
): Promise<void> {
  const team = selectedTeam(ctx);
  const event = { event: 'api_key.revoke', operation: 'revoke' } as const;
  const key = await keyOfTeam(ctx, team, input.id, event);
  await revokeKey(ctx, { id: key.id, teamId: team.id });
  auditKeyEvent(ctx, team, { ...event, outcome: 'success' }, key.id);
}
