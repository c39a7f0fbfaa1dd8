/**
 * The cryptography of dashboard sessions: random session ids, their SHA-256 (the only form the
 * database holds) and the sealing of what a session carries (`@heed/server/sealing`: AES-256-GCM
 * under a key derived from `HEED_SESSION_SECRET`, one key per purpose).
 */
import { createHash, randomBytes } from 'node:crypto';

export { deriveKey, type KeyPurpose, seal, unseal } from '@heed/server/sealing';

const SESSION_ID_BYTES = 32;

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
