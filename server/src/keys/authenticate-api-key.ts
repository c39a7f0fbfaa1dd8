import { OriginNotAllowedError, UnauthorizedError } from '../errors/domain-errors.ts';
import type { ApiKeyActor } from '../identity/actor.ts';
import { bearerCredential } from '../identity/bearer-header.ts';
import type { RequestContext } from '../request/request-context.ts';
import { originAllowed } from './allowed-origins.ts';
import { enforceRateLimit } from './key-rate-limiter.ts';

export type KeyCredential = { header: 'x-api-key' | 'authorization'; value: string };

/** The API key a request carries: `X-Api-Key` (publishable) or `Authorization: Bearer` (secret). */
export function keyCredentialOf(ctx: RequestContext): KeyCredential | undefined {
  const bearer = bearerCredential(ctx.credentials.authorization);
  if (bearer?.startsWith('heed_')) return { header: 'authorization', value: bearer };
  if (ctx.credentials.apiKey) return { header: 'x-api-key', value: ctx.credentials.apiKey.trim() };
  return undefined;
}

/**
 * Authenticates an API key: format and checksum, lookup by hash (a hash the database did not know
 * a moment ago is refused from memory, see `UnknownKeyCache`), revoked or expired, the header it
 * belongs in (`pk` in `X-Api-Key`, `sk` in `Authorization: Bearer`), the origin of a `pk` key, then
 * the key's rate limit. What the key may do is decided by the domain service.
 *
 * A `pk` key with allowed origins only accepts requests whose `Origin` is in the list; a request
 * without an `Origin` header is refused too, since a publishable key is public and the origin is
 * its only protection. Only the unrestricted exception (a `pk` key without origins) accepts any.
 */
export async function authenticateApiKey(
  ctx: RequestContext,
  credential: KeyCredential,
): Promise<ApiKeyActor> {
  const { deps } = ctx;
  const hash = deps.apiKeyHashes.hashOf(credential.value);
  if (hash === undefined) throw new UnauthorizedError('The API key is not valid.');
  if (deps.unknownApiKeys.has(hash)) throw new UnauthorizedError('The API key is not valid.');
  const record = await deps.apiKeys.findByHash(hash);
  if (!record) deps.unknownApiKeys.remember(hash);
  const now = deps.clock.now();
  if (
    !record ||
    record.revokedAt !== null ||
    (record.expiresAt !== null && record.expiresAt.getTime() <= now.getTime())
  ) {
    throw new UnauthorizedError('The API key is not valid.');
  }
  const expectedHeader = record.keyType === 'pk' ? 'x-api-key' : 'authorization';
  if (credential.header !== expectedHeader) {
    throw new UnauthorizedError(
      record.keyType === 'pk'
        ? 'Send a publishable key in the X-Api-Key header.'
        : 'Send a secret key as Authorization: Bearer.',
    );
  }
  if (
    record.keyType === 'pk' &&
    record.allowedOrigins.length > 0 &&
    !originAllowed(record.allowedOrigins, ctx.credentials.origin)
  ) {
    throw new OriginNotAllowedError('This key does not accept requests from this origin.');
  }
  const decision = await deps.rateLimiter.consume(record.id, record.rateLimit);
  enforceRateLimit(ctx.response, decision, 'The rate limit of this API key is exceeded.');
  deps.apiKeys.markUsed(record.id);
  return {
    type: 'api_key',
    keyId: record.id,
    keyType: record.keyType,
    keyPrefix: record.keyPrefix,
    teamId: record.teamId,
    teamSlug: record.teamSlug,
    appName: record.appName,
  };
}
