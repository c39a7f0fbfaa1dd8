import { pseudonym } from '../audit/pseudonym.ts';
import type { Actor } from '../identity/actor.ts';

/**
 * A signed-in user's `userRef`: the pseudonym of the token's `sub`, the same reference the audit
 * log writes as `actor_user_ref`. Undefined for any other caller.
 */
export function userRefOf(actor: Actor | undefined): string | undefined {
  return actor?.type === 'oidc_user' ? pseudonym(actor.subject) : undefined;
}
