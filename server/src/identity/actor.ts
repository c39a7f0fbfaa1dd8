import type { AuditActor } from '../audit/audit-event.ts';

/** Who is calling, once the transport has established it. */
export type Actor =
  | { type: 'oidc_user'; subject: string; groups: string[]; isOrgAdmin: boolean }
  | { type: 'system' };

export function auditActorOf(actor: Actor | undefined): AuditActor {
  if (!actor) return { type: 'anonymous' };
  if (actor.type === 'oidc_user') {
    return { type: 'oidc_user', subject: actor.subject, isOrgAdmin: actor.isOrgAdmin };
  }
  return { type: 'system' };
}
