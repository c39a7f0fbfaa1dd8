/**
 * API key values: generation, offline format/checksum validation and hashing. Pure module, no
 * database access.
 *
 * Format: `heed_pk_live_<secret>` / `heed_sk_live_<secret>`. The 38-character `<secret>` is
 * 32 base62 characters drawn from a CSPRNG followed by the 6-character base62 encoding of the
 * IEEE CRC32 (the zlib one) of those 32 characters, left-padded with '0'. A secret scanner can
 * therefore recognise a real key offline by recomputing the checksum. The checksum covers the
 * random characters only, not the `heed_pk_live_` prefix (Rule: docs/rules/keys.md#keys-2).
 *
 * The database stores only `hashApiKey(value)`: an unsalted SHA-256 is enough because the random
 * part carries 32 × log2(62) ≈ 190 bits of entropy. A presented key is never compared with a
 * stored secret: its SHA-256 is the lookup key, so the time a lookup takes depends only on a
 * digest the caller cannot steer towards a real key, not on how much of a real key it guessed.
 */
import { hash, randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';

export type ApiKeyType = 'pk' | 'sk';
export type ApiKeyPrefix = 'heed_pk_live' | 'heed_sk_live';

export interface GeneratedApiKey {
  /** The full key value; shown to the caller once and never stored. */
  value: string;
  prefix: ApiKeyPrefix;
  /** `hashApiKey(value)`: what the database stores. */
  hash: string;
}

export interface ParsedApiKey {
  keyType: ApiKeyType;
  prefix: ApiKeyPrefix;
}

/** Base62 alphabet in ASCII order: digits, upper case, lower case. */
export const BASE62_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/** Number of CSPRNG characters in a secret. */
export const API_KEY_RANDOM_LENGTH = 32;
/** Number of checksum characters appended to the random ones. */
export const API_KEY_CHECKSUM_LENGTH = 6;
/** Full secret length (random characters + checksum). */
export const API_KEY_SECRET_LENGTH = API_KEY_RANDOM_LENGTH + API_KEY_CHECKSUM_LENGTH;

/** Exact shape of a key value; the checksum still has to be verified separately. */
export const API_KEY_PATTERN = /^heed_(pk|sk)_live_([0-9A-Za-z]{32})([0-9A-Za-z]{6})$/;

const BASE = BASE62_ALPHABET.length; // 62
/** Largest multiple of 62 that fits in a byte (248): bytes at or above it are rejected. */
const UNBIASED_BYTE_LIMIT = 256 - (256 % BASE);

/**
 * `count` characters chosen uniformly from the base62 alphabet. Rejection sampling: a random
 * byte is used only if it is below 248 (= 4 × 62), so `byte % 62` carries no modulo bias.
 */
function randomBase62(count: number): string {
  let out = '';
  while (out.length < count) {
    // About 3% of bytes are rejected; ask for a little more than needed to usually need one call.
    const bytes = randomBytes(count - out.length + 8);
    for (const byte of bytes) {
      if (byte >= UNBIASED_BYTE_LIMIT) continue;
      out += BASE62_ALPHABET[byte % BASE];
      if (out.length === count) break;
    }
  }
  return out;
}

/**
 * The 6-character base62 checksum of `text`: CRC32 (IEEE/zlib) of its UTF-8 bytes, base62
 * encoded, left-padded with '0'. 62^6 > 2^32, so six characters always suffice.
 */
export function checksumBase62(text: string): string {
  let n = crc32(text);
  let out = '';
  while (n > 0) {
    out = BASE62_ALPHABET[n % BASE] + out;
    n = Math.floor(n / BASE);
  }
  return out.padStart(API_KEY_CHECKSUM_LENGTH, '0');
}

function prefixFor(keyType: ApiKeyType): ApiKeyPrefix {
  return keyType === 'pk' ? 'heed_pk_live' : 'heed_sk_live';
}

/** A fresh key value of the given type, its prefix and its storage hash. */
export function generateApiKey(keyType: ApiKeyType): GeneratedApiKey {
  if (keyType !== 'pk' && keyType !== 'sk') {
    throw new TypeError('keyType must be pk or sk');
  }
  const prefix = prefixFor(keyType);
  const random = randomBase62(API_KEY_RANDOM_LENGTH);
  const value = `${prefix}_${random}${checksumBase62(random)}`;
  return { value, prefix, hash: hashApiKey(value) };
}

/** SHA-256 (lower-case hex) of the full key value, as stored in the database. */
export function hashApiKey(value: string): string {
  return hash('sha256', value);
}

/**
 * The key type and prefix of `value` if it is exactly a live Heed key with a correct checksum;
 * otherwise undefined. No trimming: surrounding whitespace, other prefixes (e.g. `heed_pk_test_`),
 * wrong length, non-base62 characters and a wrong checksum are all rejected. A parsed key may
 * still be unknown, revoked or expired: this check only saves a database lookup for garbage.
 */
export function parseApiKey(value: string): ParsedApiKey | undefined {
  if (typeof value !== 'string') return undefined;
  const match = API_KEY_PATTERN.exec(value);
  if (match === null) return undefined;
  const [, type, random, checksum] = match;
  if (random === undefined || checksum === undefined) return undefined;
  if (checksumBase62(random) !== checksum) return undefined;
  const keyType: ApiKeyType = type === 'pk' ? 'pk' : 'sk';
  return { keyType, prefix: prefixFor(keyType) };
}
