import { ForbiddenError, UnauthorizedError } from '../errors/domain-errors.ts';
import { type Actor, auditActorOf } from '../identity/actor.ts';
import type { RequestContext } from '../request/request-context.ts';

/** An org admin (member of `HEED_ADMIN_GROUP`) or the system (CLI); anyone else: 403, audited. */
export function requireOrgAdmin(
  ctx: Pick<RequestContext, 'actor' | 'deps' | 'request'>,
  resourceType: string,
): Actor {
  const actor = ctx.actor;
  if (actor?.type === 'system') return actor;
  if (actor?.type === 'oidc_user' && actor.isOrgAdmin) return actor;
  ctx.deps.auditLog.emit({
    event: 'auth.org_admin.denied',
    operation: 'authorize',
    outcome: 'denied',
    actor: auditActorOf(actor),
    resource: { type: resourceType },
    ...(ctx.request ? { request: ctx.request } : {}),
  });
  if (!actor) throw new UnauthorizedError('Authentication is required.');
  throw new ForbiddenError('Only organisation administrators may do this.');
}
