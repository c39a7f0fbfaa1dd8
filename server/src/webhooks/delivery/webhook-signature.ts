import { createHmac } from 'node:crypto';
import { signingKeyOf } from '../endpoint-sealing.ts';

/**
 * The `webhook-signature` header of Standard Webhooks v1: `v1,<base64 HMAC-SHA256 of
 * "{id}.{timestamp}.{body}">` for each secret, space-separated (two during a rotation's grace:
 * the current secret's first).
 */
export function webhookSignatureOf(
  secrets: readonly string[],
  message: { id: string; timestampSeconds: number; body: string },
): string {
  const signed = `${message.id}.${message.timestampSeconds}.${message.body}`;
  return secrets
    .map(
      (secret) =>
        `v1,${createHmac('sha256', signingKeyOf(secret)).update(signed).digest('base64')}`,
    )
    .join(' ');
}
