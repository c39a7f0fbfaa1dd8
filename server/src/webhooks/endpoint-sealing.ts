import { randomBytes } from 'node:crypto';
import { deriveKey, seal, unseal } from '../crypto/sealing.ts';

/**
 * The key that seals webhook endpoints' URLs and secrets, derived from `HEED_SESSION_SECRET`
 * (every replica derives the same); undefined without one, and webhooks cannot be created then.
 */
export function webhookSealingKeyOf(sessionSecret: string | undefined): Buffer | undefined {
  return sessionSecret ? deriveKey(sessionSecret, 'webhook-endpoints') : undefined;
}

/** What of an endpoint is sealed; each field is bound to its endpoint's id. */
export type SealedField = 'url' | 'secret' | 'previous-secret';

const contextOf = (endpointId: string, field: SealedField) =>
  `webhook-endpoint:${endpointId}:${field}`;

export function sealEndpointField(
  key: Buffer,
  endpointId: string,
  field: SealedField,
  value: string,
): string {
  return seal(key, value, contextOf(endpointId, field));
}

/** The value sealed for this endpoint and field; throws when it does not open (wrong key). */
export function unsealEndpointField(
  key: Buffer,
  endpointId: string,
  field: SealedField,
  sealed: string,
): string {
  const value = unseal(key, sealed, contextOf(endpointId, field));
  if (typeof value !== 'string') {
    throw new Error(
      'a webhook endpoint’s sealed value does not open: was HEED_SESSION_SECRET changed?',
    );
  }
  return value;
}

/** A new signing secret: `whsec_` and the base64 of 32 random bytes. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}

/** The HMAC key of a `whsec_…` secret: its base64 part, decoded. */
export function signingKeyOf(secret: string): Buffer {
  return Buffer.from(secret.slice('whsec_'.length), 'base64');
}
