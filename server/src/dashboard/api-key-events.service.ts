import type { apiKeyEventSchema } from '@heed/contracts';
import { queriesOf } from '@heed/db';
import type { z } from 'zod';
import { UnauthorizedError } from '../errors/domain-errors.ts';
import { selectedTeam } from '../org/selected-team.ts';
import { apiKeyEvents } from './dashboard.repository.ts';
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
  const rows = await apiKeyEvents(queriesOf(ctx.em), team.id, {
    keyId: input.keyId,
    onlyKeyType: actor.isOrgAdmin ? undefined : 'pk',
    limit: input.limit ?? DEFAULT_EVENTS_LIMIT,
  });
  const events = rows.map((row) => ({
    id: row.id,
    keyId: row.api_key_id,
    keyPrefix: row.key_prefix,
    keyType: row.key_type as 'pk' | 'sk',
    eventType: row.event_type as 'created' | 'rotated' | 'revoked',
    actor: {
      type: row.actor.type,
      // Stored as a pseudonym; anything else is never passed on.
      userRef:
        row.actor.userRef !== null && PSEUDONYM.test(row.actor.userRef) ? row.actor.userRef : null,
      keyId: row.actor.keyId,
    },
    createdAt: row.created_at,
  }));
  return { events, nextBefore: null };
}
