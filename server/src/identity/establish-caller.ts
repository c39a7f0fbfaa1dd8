import type { CallerRequirement } from '@heed/contracts';
import { ServiceUnavailableError, UnauthorizedError } from '../errors/domain-errors.ts';
import { authenticateApiKey, keyCredentialOf } from '../keys/authenticate-api-key.ts';
import type { RequestContext } from '../request/request-context.ts';
import type { Actor } from './actor.ts';
import { bearerCredential } from './bearer-header.ts';
import { IdentityProviderUnavailableError, InvalidBearerTokenError } from './bearer-token.ts';

/**
 * Establishes who is calling from the request's credentials, as the contract requires. It decides
 * nothing about permissions: domain services do that.
 */
export async function establishCaller(
  ctx: RequestContext,
  requirement: CallerRequirement,
): Promise<Actor | undefined> {
  if (requirement === 'public' || ctx.actor?.type === 'system') {
    return ctx.actor;
  }
  if (requirement === 'oidc') return authenticateOidcUser(ctx);
  // `api_key` and `secret_key`: any valid key; services refuse what its type may not do.
  const credential = keyCredentialOf(ctx);
  if (!credential) {
    throw new UnauthorizedError(
      requirement === 'secret_key'
        ? 'A secret key is required: Authorization: Bearer heed_sk_live_…'
        : 'An API key is required: X-Api-Key (publishable) or Authorization: Bearer (secret).',
    );
  }
  return authenticateApiKey(ctx, credential);
}

async function authenticateOidcUser(ctx: RequestContext): Promise<Actor> {
  const { deps } = ctx;
  const denied = (detail: string, invalidToken = false) => {
    deps.auditLog.emit({
      event: 'auth.oidc.denied',
      operation: 'authenticate',
      outcome: 'denied',
      actor: { type: 'anonymous' },
      resource: { type: 'bearer_token' },
      ...(ctx.request ? { request: ctx.request } : {}),
    });
    return new UnauthorizedError(detail, { invalidToken });
  };
  const token = bearerCredential(ctx.credentials.authorization);
  if (!token) throw denied('An OIDC bearer token is required.');
  if (!deps.bearerTokens) {
    throw new ServiceUnavailableError('No OIDC identity provider is configured.');
  }
  try {
    const user = await deps.bearerTokens.verify(token);
    const adminGroup = deps.config.adminGroup;
    return {
      type: 'oidc_user',
      subject: user.subject,
      groups: user.groups,
      isOrgAdmin: adminGroup !== undefined && user.groups.includes(adminGroup),
      displayName: user.displayName,
    };
  } catch (error) {
    if (error instanceof InvalidBearerTokenError) {
      throw denied('The bearer token is not valid.', true);
    }
    if (error instanceof IdentityProviderUnavailableError) {
      // The message names the issuer and what failed, never the token.
      deps.logger.warn({ reason: error.message }, 'OIDC bearer token could not be checked');
      deps.auditLog.emit({
        event: 'auth.oidc.failure',
        operation: 'authenticate',
        outcome: 'failure',
        actor: { type: 'anonymous' },
        resource: { type: 'bearer_token' },
        ...(ctx.request ? { request: ctx.request } : {}),
      });
      throw new ServiceUnavailableError('The identity provider cannot be reached; try again.', {
        retryAfterSeconds: 5,
      });
    }
    throw error;
  }
}
