/**
 * The cryptography of dashboard sessions: random session ids, their SHA-256 (the only form the
 * database holds) and AES-256-GCM encryption of what a session carries, under a key derived with
 * HKDF-SHA-256 from `HEED_SESSION_SECRET`. Each purpose (session rows, the short-lived sign-in
 * cookie) has its own derived key.
 */
import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';

const IV_BYTES = 12;
const TAG_BYTES = 16;
const SESSION_ID_BYTES = 32;

export type KeyPurpose = 'session-tokens' | 'sign-in-state';

/** A 256-bit key for `purpose`, derived from the session secret. */
export function deriveKey(secret: string, purpose: KeyPurpose): Buffer {
  return Buffer.from(
    hkdfSync('sha256', Buffer.from(secret, 'utf8'), 'heed.dashboard', `heed ${purpose} v1`, 32),
  );
}

/** A new session id: 256 random bits, base64url. */
export function newSessionId(): string {
  return randomBytes(SESSION_ID_BYTES).toString('base64url');
}

/** Whether `value` has the shape of a session id (so nothing else is ever hashed and looked up). */
export function isSessionIdShaped(value: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(value);
}

/** The database key of a session id: SHA-256, lower-case hex. */
export function hashSessionId(id: string): string {
  return createHash('sha256').update(id, 'utf8').digest('hex');
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
