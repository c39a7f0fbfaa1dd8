import { describe, expect, test } from 'vitest';
import {
  deriveKey,
  hashSessionId,
  isSessionIdShaped,
  newSessionId,
  seal,
  unseal,
} from './session-crypto.ts';

const secret = 'a-session-secret-of-at-least-32-characters';

describe('session cryptography', () => {
  test('a sealed value opens with the same key and context only', () => {
    const key = deriveKey(secret, 'session-tokens');
    const sealed = seal(key, { token: 'eyJsecret' }, 'row-1');
    expect(sealed).not.toContain('eyJsecret');
    expect(unseal(key, sealed, 'row-1')).toEqual({ token: 'eyJsecret' });
    expect(unseal(key, sealed, 'row-2')).toBeUndefined();
    expect(unseal(deriveKey(secret, 'sign-in-state'), sealed, 'row-1')).toBeUndefined();
    expect(unseal(deriveKey(`${secret}x`, 'session-tokens'), sealed, 'row-1')).toBeUndefined();
  });

  test('any altered byte makes a sealed value unusable', () => {
    const key = deriveKey(secret, 'session-tokens');
    const sealed = seal(key, { a: 1 }, 'ctx');
    const [iv, body, tag] = sealed.split('.') as [string, string, string];
    const flip = (part: string) => {
      const bytes = Buffer.from(part, 'base64url');
      bytes[0] = (bytes[0] ?? 0) ^ 1;
      return bytes.toString('base64url');
    };
    expect(unseal(key, `${flip(iv)}.${body}.${tag}`, 'ctx')).toBeUndefined();
    expect(unseal(key, `${iv}.${flip(body)}.${tag}`, 'ctx')).toBeUndefined();
    expect(unseal(key, `${iv}.${body}.${flip(tag)}`, 'ctx')).toBeUndefined();
    expect(unseal(key, 'not sealed', 'ctx')).toBeUndefined();
  });

  test('the same value seals differently each time (random IV)', () => {
    const key = deriveKey(secret, 'session-tokens');
    expect(seal(key, 'x', 'c')).not.toBe(seal(key, 'x', 'c'));
  });

  test('session ids are 256 random bits; the database key is their SHA-256', () => {
    const id = newSessionId();
    expect(isSessionIdShaped(id)).toBe(true);
    expect(Buffer.from(id, 'base64url')).toHaveLength(32);
    expect(hashSessionId('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
    expect(isSessionIdShaped('abc')).toBe(false);
  });
});
