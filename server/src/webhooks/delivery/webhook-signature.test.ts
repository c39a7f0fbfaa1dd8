import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { newWebhookSecret } from '../endpoint-sealing.ts';
import { webhookSignatureOf } from './webhook-signature.ts';

describe('webhook signature', () => {
  const id = 'msg_01JDXYZ0000000000000000000';
  const body = JSON.stringify({
    type: 'webhook.test',
    timestamp: '2026-11-27T10:00:00.000Z',
    data: { ü: '✓' },
  });

  it('verifies with a receiver of Standard Webhooks, for each secret it was signed with', () => {
    const current = newWebhookSecret();
    const previous = newWebhookSecret();
    const timestampSeconds = Math.floor(Date.now() / 1000);
    const signature = webhookSignatureOf([current, previous], { id, timestampSeconds, body });
    expect(signature.split(' ')).toHaveLength(2);
    const headers = {
      'webhook-id': id,
      'webhook-timestamp': String(timestampSeconds),
      'webhook-signature': signature,
    };
    for (const secret of [current, previous]) {
      expect(new Webhook(secret).verify(body, headers)).toEqual(JSON.parse(body));
    }
    expect(() => new Webhook(newWebhookSecret()).verify(body, headers)).toThrow();
    expect(() => new Webhook(current).verify(`${body} `, headers)).toThrow();
  });
});
