import type { AuditActor } from '../audit/audit-event.ts';

/** An API key as a caller: the key's team is the caller's team. */
export interface ApiKeyActor {
  type: 'api_key';
  keyId: string;
  keyType: 'pk' | 'sk';
  keyPrefix: string;
  teamId: string;
  teamSlug: string;
  appName: string;
}

/** Who is calling, once the transport has established it. */
export type Actor =
  | {
      type: 'oidc_user';
      subject: string;
      groups: string[];
      isOrgAdmin: boolean;
      /** From the token's `name` or `preferred_username`: a team member's name, never logged. */
      displayName?: string | undefined;
    }
  | ApiKeyActor
  | { type: 'system' };

export function auditActorOf(actor: Actor | undefined): AuditActor {
  if (!actor) return { type: 'anonymous' };
  if (actor.type === 'oidc_user') {
    return { type: 'oidc_user', subject: actor.subject, isOrgAdmin: actor.isOrgAdmin };
  }
  if (actor.type === 'api_key') return { type: 'api_key', keyId: actor.keyId };
  return { type: 'system' };
}
