import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { webhookSealingKeyOf } from '../webhooks/endpoint-sealing.ts';
import {
  maskDestinationUrl,
  openDestinationUrl,
  sealDestinationUrl,
} from './alert-destination-url.ts';

/** A Slack or Teams URL sealed and masked (Rule: docs/rules/alerts.md#alerts-3). */

const key = webhookSealingKeyOf('alert-destination-url-test-secret') as Buffer;

describe('maskDestinationUrl', () => {
  it('keeps the scheme and host only, then /…', () => {
    expect(maskDestinationUrl('https://hooks.slack.com/services/T0/B0/secret')).toBe(
      'https://hooks.slack.com/…',
    );
    expect(maskDestinationUrl('https://user:pass@acme.webhook.office.com:8443/x?sig=s#f')).toBe(
      'https://acme.webhook.office.com:8443/…',
    );
    expect(maskDestinationUrl('http://[::1]:9000/hook')).toBe('http://[::1]:9000/…');
  });

  it('stays within 120 characters, still ending in /…', () => {
    const host = `${'a'.repeat(60)}.${'b'.repeat(60)}.example.com`;
    const masked = maskDestinationUrl(`https://${host}/secret`);
    expect(masked.length).toBe(120);
    expect(masked).toMatch(/^https:\/\/a+\.b+\/…$/);
    expect(masked).not.toContain('secret');
  });
});

describe('sealDestinationUrl', () => {
  it('opens with the same key and destination id only', () => {
    const id = randomUUID();
    const url = 'https://hooks.slack.com/services/T0/B0/secret';
    const sealed = sealDestinationUrl(key, id, url);
    expect(sealed).not.toContain('secret');
    expect(openDestinationUrl(key, id, sealed)).toBe(url);
    expect(() => openDestinationUrl(key, randomUUID(), sealed)).toThrow();
    const other = webhookSealingKeyOf('another-session-secret-0123456789') as Buffer;
    expect(() => openDestinationUrl(other, id, sealed)).toThrow();
  });
});
