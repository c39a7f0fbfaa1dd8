import * as nodeCrypto from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  API_KEY_PATTERN,
  BASE62_ALPHABET,
  checksumBase62,
  generateApiKey,
  hashApiKey,
  parseApiKey,
} from './api-key-format.ts';

vi.mock('node:crypto', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:crypto')>();
  return {
    ...actual,
    randomBytes: vi.fn(actual.randomBytes),
  };
});

// Fixed keys with checksums computed independently (Python's zlib.crc32 + base62).
const FIXED_RANDOM = 'Zx8Kq2LmN4pR7sT1vW3yB5dF6gH9jQ0c';
const FIXED_PK = `heed_pk_live_${FIXED_RANDOM}3Ld5ef`;
const FIXED_SK = `heed_sk_live_${FIXED_RANDOM}3Ld5ef`;
const PADDED_RANDOM = 'pad00000000000000000000000000013'; // CRC32 598364903 < 62^5
const PADDED_PK = `heed_pk_live_${PADDED_RANDOM}0eUg2p`;

const FORMAT = /^heed_(pk|sk)_live_[0-9A-Za-z]{38}$/;

afterEach(() => {
  vi.mocked(nodeCrypto.randomBytes).mockClear();
});

describe('checksumBase62', () => {
  it('encodes the zlib CRC32 in base62 (standard check vector 123456789 → 0xCBF43926)', () => {
    expect(checksumBase62('123456789')).toBe('3jZRME');
    expect(checksumBase62(FIXED_RANDOM)).toBe('3Ld5ef');
  });

  it('left-pads to six characters with 0', () => {
    expect(checksumBase62('')).toBe('000000');
    expect(checksumBase62(PADDED_RANDOM)).toBe('0eUg2p');
  });
});

describe('generateApiKey', () => {
  it('produces heed_<type>_live_ + 38 base62 characters with the matching prefix', () => {
    const pk = generateApiKey('pk');
    const sk = generateApiKey('sk');
    expect(pk.value).toMatch(/^heed_pk_live_[0-9A-Za-z]{38}$/);
    expect(sk.value).toMatch(/^heed_sk_live_[0-9A-Za-z]{38}$/);
    expect(pk.prefix).toBe('heed_pk_live');
    expect(sk.prefix).toBe('heed_sk_live');
    expect(pk.value.length).toBe('heed_pk_live_'.length + 38);
    expect(API_KEY_PATTERN.test(pk.value)).toBe(true);
  });

  it('ends the secret with the base62 CRC32 of its 32 random characters', () => {
    const { value } = generateApiKey('sk');
    const secret = value.slice('heed_sk_live_'.length);
    expect(secret.slice(32)).toBe(checksumBase62(secret.slice(0, 32)));
  });

  it('returns hashApiKey(value) as the hash', () => {
    const key = generateApiKey('pk');
    expect(key.hash).toBe(hashApiKey(key.value));
    expect(key.hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('makes 1000 unique keys (values and hashes) that all parse to their type', () => {
    const values = new Set<string>();
    const hashes = new Set<string>();
    const seen = new Set<string>();
    for (let i = 0; i < 1000; i++) {
      const keyType = i % 2 === 0 ? 'pk' : 'sk';
      const key = generateApiKey(keyType);
      expect(key.value).toMatch(FORMAT);
      expect(parseApiKey(key.value)).toEqual({ keyType, prefix: `heed_${keyType}_live` });
      values.add(key.value);
      hashes.add(key.hash);
      for (const char of key.value.slice(13, 45)) seen.add(char);
    }
    expect(values.size).toBe(1000);
    expect(hashes.size).toBe(1000);
    // 32 000 random characters: every base62 character shows up.
    expect([...seen].sort().join('')).toBe([...BASE62_ALPHABET].sort().join(''));
  });

  it('discards random bytes >= 248 instead of reducing them modulo 62 (no modulo bias)', () => {
    const mocked = vi.mocked(nodeCrypto.randomBytes);
    // First call: 8 biased bytes (248..255 would map to 0..7) then 0..31 → 0-9A-V.
    const first = Buffer.from([248, 249, 250, 251, 252, 253, 254, 255, ...Array(32).keys()]);
    mocked.mockImplementationOnce((() => first) as unknown as typeof nodeCrypto.randomBytes);
    const { value } = generateApiKey('pk');
    expect(value.slice(13, 45)).toBe('0123456789ABCDEFGHIJKLMNOPQRSTUV');
  });

  it('asks for more bytes when too many were rejected', () => {
    const mocked = vi.mocked(nodeCrypto.randomBytes);
    const allRejected = Buffer.alloc(40, 255);
    const second = Buffer.from([61, 60, ...Array(30).fill(10)]);
    mocked
      .mockImplementationOnce((() => allRejected) as unknown as typeof nodeCrypto.randomBytes)
      .mockImplementationOnce((() => second) as unknown as typeof nodeCrypto.randomBytes);
    const { value } = generateApiKey('sk');
    expect(value.slice(13, 45)).toBe(`zy${'A'.repeat(30)}`);
    expect(mocked).toHaveBeenCalledTimes(2);
  });

  it('rejects an unknown key type at runtime', () => {
    expect(() => generateApiKey('xk' as 'pk')).toThrow(TypeError);
  });
});

describe('hashApiKey', () => {
  it('is 64 lower-case hex characters and deterministic', () => {
    expect(hashApiKey(FIXED_PK)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashApiKey(FIXED_PK)).toBe(hashApiKey(FIXED_PK));
  });

  it('is the SHA-256 of the full value', () => {
    expect(hashApiKey('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });

  it('differs for a pk and an sk key with the same secret', () => {
    expect(hashApiKey(FIXED_PK)).not.toBe(hashApiKey(FIXED_SK));
  });
});

describe('parseApiKey', () => {
  it('accepts the fixed keys', () => {
    expect(parseApiKey(FIXED_PK)).toEqual({ keyType: 'pk', prefix: 'heed_pk_live' });
    expect(parseApiKey(FIXED_SK)).toEqual({ keyType: 'sk', prefix: 'heed_sk_live' });
    expect(parseApiKey(PADDED_PK)).toEqual({ keyType: 'pk', prefix: 'heed_pk_live' });
  });

  it.each([
    ['empty', ''],
    ['prefix only', 'heed_pk_live_'],
    ['test prefix', `heed_pk_test_${FIXED_RANDOM}3Ld5ef`],
    ['other service', `svc_pk_live_${FIXED_RANDOM}3Ld5ef`],
    ['other key type', `heed_xk_live_${FIXED_RANDOM}3Ld5ef`],
    ['upper-case prefix', `HEED_PK_LIVE_${FIXED_RANDOM}3Ld5ef`],
    ['missing underscore', `heed_pk_live${FIXED_RANDOM}3Ld5ef`],
    ['leading space', ` ${FIXED_PK}`],
    ['trailing space', `${FIXED_PK} `],
    ['trailing newline', `${FIXED_PK}\n`],
    ['Bearer prefix', `Bearer ${FIXED_PK}`],
    ['one character short', FIXED_PK.slice(0, -1)],
    ['one character long', `${FIXED_PK}0`],
    ['checksum missing', `heed_pk_live_${FIXED_RANDOM}`],
    ['separator before checksum', `heed_pk_live_${FIXED_RANDOM}_3Ld5ef`],
    ['non-base62 character', `heed_pk_live_${FIXED_RANDOM.slice(0, -1)}-3Ld5ef`],
    ['non-ASCII character', `heed_pk_live_${FIXED_RANDOM.slice(0, -1)}é3Ld5ef`],
    ['wrong checksum', `heed_pk_live_${FIXED_RANDOM}3Ld5eg`],
    ['checksum of other text', `heed_pk_live_${PADDED_RANDOM}3Ld5ef`],
    ['unpadded checksum', `heed_pk_live_${PADDED_RANDOM}eUg2p`],
  ])('rejects %s', (_name, value) => {
    expect(parseApiKey(value)).toBeUndefined();
  });

  it('rejects non-string input at runtime', () => {
    expect(parseApiKey(undefined as unknown as string)).toBeUndefined();
    expect(parseApiKey(42 as unknown as string)).toBeUndefined();
  });

  const replacements = [...BASE62_ALPHABET, '_', '-', ' ', '.', '=', 'é'];

  it.each([
    ['fixed key', FIXED_PK],
    ['generated key', generateApiKey('pk').value],
  ])('rejects every single-character change of the secret (%s)', (_name, key) => {
    let tried = 0;
    for (let i = 13; i < key.length; i++) {
      for (const char of replacements) {
        if (char === key[i]) continue;
        const changed = key.slice(0, i) + char + key.slice(i + 1);
        tried++;
        if (parseApiKey(changed) !== undefined) {
          throw new Error(`accepted change at position ${i} to ${JSON.stringify(char)}`);
        }
      }
    }
    expect(tried).toBe(38 * (replacements.length - 1));
  });

  it('rejects every single-character change of the prefix except the pk/sk type letter', () => {
    const accepted: string[] = [];
    for (let i = 0; i < 13; i++) {
      for (const char of replacements) {
        if (char === FIXED_PK[i]) continue;
        const changed = FIXED_PK.slice(0, i) + char + FIXED_PK.slice(i + 1);
        if (parseApiKey(changed) !== undefined) accepted.push(changed);
      }
    }
    // The checksum covers the random characters only, so pk → sk yields the (different) sk key.
    expect(accepted).toEqual([FIXED_SK]);
  });

  it('rejects every adjacent transposition within the secret', () => {
    for (let i = 13; i < FIXED_PK.length - 1; i++) {
      if (FIXED_PK[i] === FIXED_PK[i + 1]) continue;
      const swapped = `${FIXED_PK.slice(0, i)}${FIXED_PK[i + 1]}${FIXED_PK[i]}${FIXED_PK.slice(i + 2)}`;
      expect(parseApiKey(swapped), `swap at ${i}`).toBeUndefined();
    }
  });
});
