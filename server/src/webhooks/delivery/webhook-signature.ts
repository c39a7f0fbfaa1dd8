import { createHmac, createSecretKey, type KeyObject } from 'node:crypto';
import { signingKeyOf } from '../endpoint-sealing.ts';

/** The HMAC key of a `whsec_…` secret, made once and used for every message it signs. */
export function hmacKeyOf(secret: string): KeyObject {
  return createSecretKey(signingKeyOf(secret));
}

/**
 * The `webhook-signature` header of Standard Webhooks v1: `v1,<base64 HMAC-SHA256 of
 * "{id}.{timestamp}.{body}">` for each secret (a `whsec_…` secret or its {@link hmacKeyOf}),
 * space-separated (two during a rotation's grace: the current secret's first).
 * Rule: docs/rules/webhooks.md#webhooks-5.
 */
export function webhookSignatureOf(
  secrets: readonly (string | KeyObject)[],
  message: { id: string; timestampSeconds: number; body: string },
): string {
  const signed = `${message.id}.${message.timestampSeconds}.${message.body}`;
  return secrets
    .map((secret) => {
      const key = typeof secret === 'string' ? hmacKeyOf(secret) : secret;
      return `v1,${createHmac('sha256', key).update(signed).digest('base64')}`;
    })
    .join(' ');
}
