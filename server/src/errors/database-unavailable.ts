import { isDatabaseUnavailable } from '@heed/db';
import { ServiceUnavailableError } from './domain-errors.ts';

/** `Retry-After` of an answer given while the database cannot answer. */
export const DATABASE_RETRY_AFTER_SECONDS = 2;

/** The 503 a caller gets while the database cannot answer (down, unreachable, too slow). */
export function databaseUnavailableError(cause?: unknown): ServiceUnavailableError {
  return new ServiceUnavailableError('The database does not answer right now; try again shortly.', {
    retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS,
    cause,
  });
}

/** A driver error meaning "unavailable" becomes that 503; anything else is returned as it is. */
export function asDatabaseUnavailable(error: unknown): unknown {
  return isDatabaseUnavailable(error) ? databaseUnavailableError(error) : error;
}
