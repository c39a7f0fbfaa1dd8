/**
 * Whether an error means "the database cannot answer right now" rather than "this statement is
 * wrong": the connection failed, dropped, or timed out, the server is shutting down, starting up
 * or out of connections, or a statement ran past `statement_timeout`. Such a call may succeed
 * when repeated later; callers answer 503 with `Retry-After` instead of 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current !== 'object') return false;
    const { code, message, cause } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
    };
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) {
      return true;
    }
    if (typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message)) return true;
    current = cause;
  }
  return false;
}

/** SQLSTATEs and socket error codes of an unreachable or unwilling server. */
const UNAVAILABLE_CODES = new Set([
  '57014', // query_canceled: statement_timeout
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, shutting down)
  '57P05', // idle_session_timeout
  '53300', // too_many_connections
  '25P03', // idle_in_transaction_session_timeout
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/** What `pg` and `pg-pool` say when a connection drops, times out, or is gone. */
const UNAVAILABLE_MESSAGE =
  /^(Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error|Client was closed|Connection ended)/;
