/**
 * Why the embedded PostgreSQL could not start or be reached, in one line that says what to do.
 * Callers print its message as it is (no stack).
 */
export class EmbeddedDatabaseError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EmbeddedDatabaseError';
  }
}

/** The first line of an error's message (child-process errors quote whole outputs). */
export function firstLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.trim().split('\n')[0] ?? '';
}
