import { describe, expect, it } from 'vitest';
import {
  newWebhookSecret,
  sealEndpointField,
  signingKeyOf,
  unsealEndpointField,
  webhookSealingKeyOf,
} from './endpoint-sealing.ts';

const key = webhookSealingKeyOf('a-session-secret-of-at-least-32-characters') as Buffer;

describe('webhook endpoint sealing', () => {
  it('opens what it sealed for the same endpoint and field only', () => {
    const sealed = sealEndpointField(key, 'e1', 'url', 'https://hooks.example.com/x?token=1');
    expect(sealed).not.toContain('hooks.example.com');
    expect(unsealEndpointField(key, 'e1', 'url', sealed)).toBe(
      'https://hooks.example.com/x?token=1',
    );
    expect(() => unsealEndpointField(key, 'e2', 'url', sealed)).toThrow(/does not open/);
    expect(() => unsealEndpointField(key, 'e1', 'secret', sealed)).toThrow(/does not open/);
    const other = webhookSealingKeyOf('another-session-secret-of-32-characters!') as Buffer;
    expect(() => unsealEndpointField(other, 'e1', 'url', sealed)).toThrow(/does not open/);
  });

  it('has no key without a session secret', () => {
    expect(webhookSealingKeyOf(undefined)).toBeUndefined();
  });

  it('makes whsec_ secrets of 32 random bytes', () => {
    const secret = newWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(signingKeyOf(secret)).toHaveLength(32);
    expect(newWebhookSecret()).not.toBe(secret);
  });
});
