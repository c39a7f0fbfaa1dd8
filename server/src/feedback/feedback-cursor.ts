import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import { InvalidRequestError } from '../errors/domain-errors.ts';
import type { AppDependencies } from '../runtime/dependencies.ts';

/**
 * The explorer's page cursor: the position after the last item of a page (its `receivedAt`,
 * exactly as PostgreSQL stores it, and its `id`), as base64url JSON followed by an HMAC-SHA256
 * over it and the team. Opaque to callers and tamper-evident: a changed cursor, or one of another
 * team, is a 400 naming `cursor`.
 *
 * The signing key is derived from `HEED_SESSION_SECRET` when it is set, so every replica accepts
 * the others' cursors; without it each process makes a random key (cursors then last as long as
 * the process).
 */
export interface FeedbackPosition {
  /** `received_at` in PostgreSQL's own text form (microseconds kept). */
  receivedAt: string;
  id: string;
}

/** The signing key of a running application (`deps.cursorSigningKey`), made once at start. */
export function cursorSigningKeyOf(sessionSecret: string | undefined): Buffer {
  return sessionSecret
    ? Buffer.from(hkdfSync('sha256', sessionSecret, 'heed', 'heed feedback cursor v1', 32))
    : randomBytes(32);
}

function signingKey(deps: AppDependencies): Buffer {
  return deps.cursorSigningKey;
}

function signature(key: Buffer, teamId: string, payload: string): Buffer {
  return createHmac('sha256', key).update(`${teamId}\u0000${payload}`).digest();
}

export function encodeCursor(
  deps: AppDependencies,
  teamId: string,
  position: FeedbackPosition,
): string {
  const payload = Buffer.from(JSON.stringify([position.receivedAt, position.id])).toString(
    'base64url',
  );
  const mac = signature(signingKey(deps), teamId, payload).toString('base64url');
  return `${payload}.${mac}`;
}

const RECEIVED_AT =
  /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}:\d{2}(?:\.\d{1,6})?(?:Z|[+-]\d{2}(?::?\d{2})?)$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function badCursor(): InvalidRequestError {
  return new InvalidRequestError('The cursor is not valid; start again without one.', [
    { path: 'cursor', message: 'Must be a nextCursor of this list, unchanged.' },
  ]);
}

export function decodeCursor(
  deps: AppDependencies,
  teamId: string,
  cursor: string,
): FeedbackPosition {
  const [payload, mac, ...rest] = cursor.split('.');
  if (!payload || !mac || rest.length > 0) throw badCursor();
  const expected = signature(signingKey(deps), teamId, payload);
  const given = Buffer.from(mac, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw badCursor();
  let position: unknown;
  try {
    position = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    throw badCursor();
  }
  if (
    !Array.isArray(position) ||
    position.length !== 2 ||
    typeof position[0] !== 'string' ||
    typeof position[1] !== 'string' ||
    !RECEIVED_AT.test(position[0]) ||
    !UUID.test(position[1])
  ) {
    throw badCursor();
  }
  return { receivedAt: position[0], id: position[1] };
}
