import { InvalidRequestError } from '../errors/domain-errors.ts';
import type { MessagePosition } from './webhook-messages.repository.ts';

/**
 * The delivery log's page cursor: the position after a page's last message (`created_at` to the
 * microsecond, then `id`) as base64url JSON. Opaque to callers; anything that does not decode to
 * a position is a 400 naming `cursor`. A changed cursor can only move within the log of the
 * endpoint it is used with, which the caller may read anyway.
 */
export function encodeMessageCursor(position: MessagePosition): string {
  return Buffer.from(JSON.stringify([position.createdAt, position.id])).toString('base64url');
}

const CREATED_AT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function decodeMessageCursor(cursor: string): MessagePosition {
  let position: unknown;
  try {
    if (!/^[A-Za-z0-9_-]+$/.test(cursor)) throw new Error('not base64url');
    position = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw badCursor();
  }
  if (
    !Array.isArray(position) ||
    position.length !== 2 ||
    typeof position[0] !== 'string' ||
    typeof position[1] !== 'string' ||
    !CREATED_AT.test(position[0]) ||
    Number.isNaN(Date.parse(position[0])) ||
    !UUID.test(position[1])
  ) {
    throw badCursor();
  }
  return { createdAt: position[0], id: position[1] };
}

function badCursor(): InvalidRequestError {
  return new InvalidRequestError('The cursor is not valid; start again without one.', [
    { path: 'cursor', message: 'Must be a nextCursor of this list, unchanged.' },
  ]);
}
