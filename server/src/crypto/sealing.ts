/**
 * Values sealed under a key derived from `HEED_SESSION_SECRET`: AES-256-GCM with a random IV,
 * the key made with HKDF-SHA-256, one key per purpose (the dashboard's session rows and sign-in
 * cookie, webhook endpoints' URLs and secrets). A sealed value is `iv.ciphertext.tag` (base64url
 * each) and binds a context (a row's id) as additional data, so it cannot be moved to another row.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const IV_BYTES = 12;
const TAG_BYTES = 16;

export type KeyPurpose = 'session-tokens' | 'sign-in-state' | 'webhook-endpoints';

/** A 256-bit key for `purpose`, derived from the session secret. */
export function deriveKey(secret: string, purpose: KeyPurpose): Buffer {
  return Buffer.from(
    hkdfSync('sha256', Buffer.from(secret, 'utf8'), 'heed.dashboard', `heed ${purpose} v1`, 32),
  );
}

/** `iv.ciphertext.tag` (base64url each) of the JSON of `value`; `context` is bound as AAD. */
export function seal(key: Buffer, value: unknown, context: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return [iv, ciphertext, cipher.getAuthTag()].map((part) => part.toString('base64url')).join('.');
}

/** The value {@link seal} sealed with the same key and context; undefined when anything differs. */
export function unseal(key: Buffer, sealed: string, context: string): unknown {
  const parts = sealed.split('.');
  if (parts.length !== 3) return undefined;
  const [iv, ciphertext, tag] = parts.map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !ciphertext || !tag || iv.length !== IV_BYTES || tag.length !== TAG_BYTES) {
    return undefined;
  }
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
    decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(tag);
    const plain = Buffer.concat([decipher.update(ciphertext), decipher.final()]);
    return JSON.parse(plain.toString('utf8'));
  } catch {
    return undefined;
  }
}
