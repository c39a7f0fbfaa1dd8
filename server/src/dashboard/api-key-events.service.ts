import type { apiKeyEventSchema } from '@heed/contracts';
import { ApiKeyEventSchema } from '@heed/db';
import type { z } from 'zod';
import { UnauthorizedError } from '../errors/domain-errors.ts';
import { selectedTeam } from '../org/selected-team.ts';
import type { DashboardContext } from './dashboard-context.ts';

export const DEFAULT_EVENTS_LIMIT = 50;

type ApiKeyEventView = z.input<typeof apiKeyEventSchema>;

const PSEUDONYM = /^id:[0-9a-f]{12}$/;

/**
 * The key events of the selected team, newest first. Org admins see the events of every key of
 * the team; everybody else only those of `pk` keys, so asking for an `sk` key by id gives an empty
 * list (never a 403 or 404 that would tell the key exists). `nextBefore` is reserved.
 */
export async function listApiKeyEvents(
  ctx: DashboardContext,
  input: { keyId?: string | undefined; limit?: number | undefined },
): Promise<{ events: ApiKeyEventView[]; nextBefore: null }> {
  const actor = ctx.actor;
  if (actor?.type !== 'oidc_user') throw new UnauthorizedError('A signed-in user is required.');
  const team = selectedTeam(ctx);
  const rows = await ctx.em.find(
    ApiKeyEventSchema,
    {
      team: team.id,
      ...(input.keyId ? { apiKey: input.keyId } : {}),
      ...(actor.isOrgAdmin ? {} : { keyType: 'pk' }),
    },
    {
      orderBy: { createdAt: 'desc', id: 'desc' },
      limit: input.limit ?? DEFAULT_EVENTS_LIMIT,
    },
  );
  const events = rows.map((row) => ({
    id: row.id,
    keyId: row.apiKey.id,
    keyPrefix: row.keyPrefix,
    keyType: row.keyType as 'pk' | 'sk',
    eventType: row.eventType as 'created' | 'rotated' | 'revoked',
    actor: {
      type: row.actor.type,
      // Stored as a pseudonym; anything else is never passed on.
      userRef:
        row.actor.userRef !== null && PSEUDONYM.test(row.actor.userRef) ? row.actor.userRef : null,
      keyId: row.actor.keyId,
    },
    createdAt: row.createdAt.toISOString(),
  }));
  return { events, nextBefore: null };
}
