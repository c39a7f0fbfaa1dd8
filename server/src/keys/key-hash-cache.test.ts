import { describe, expect, it } from 'vitest';
import { generateApiKey, hashApiKey } from './api-key-format.ts';
import { KeyHashCache } from './key-hash-cache.ts';

describe('KeyHashCache', () => {
  it('answers the lookup hash of a well-formed key, the same on every call', () => {
    const cache = new KeyHashCache();
    const key = generateApiKey('pk');
    expect(cache.hashOf(key.value)).toBe(hashApiKey(key.value));
    expect(cache.hashOf(key.value)).toBe(key.hash);
  });

  it('answers nothing for a value that is not a Heed key (format or checksum)', () => {
    const cache = new KeyHashCache();
    const key = generateApiKey('sk');
    const last = key.value.at(-1) === 'a' ? 'b' : 'a';
    expect(cache.hashOf(`${key.value.slice(0, -1)}${last}`)).toBeUndefined();
    expect(cache.hashOf('heed_sk_live_short')).toBeUndefined();
    expect(cache.hashOf(` ${key.value}`)).toBeUndefined();
  });

  it('keeps at most maxEntries values, and still hashes the ones it let go', () => {
    const cache = new KeyHashCache({ maxEntries: 2 });
    const keys = [generateApiKey('sk'), generateApiKey('sk'), generateApiKey('pk')];
    for (const key of keys) expect(cache.hashOf(key.value)).toBe(key.hash);
    for (const key of keys) expect(cache.hashOf(key.value)).toBe(key.hash);
  });
});
