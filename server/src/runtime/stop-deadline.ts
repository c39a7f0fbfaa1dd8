import type { Logger } from 'pino';

/**
 * The bounds of a Heed process's stop sequence (the API's and the dashboard's alike): whatever
 * hangs after SIGTERM — a database that stopped answering — the process ends within
 * `deadlineMs`, with exit code 1 and one log line. The timer does not keep the process alive.
 */
export function armStopDeadline(logger: Logger, deadlineMs: number): void {
  setTimeout(() => {
    logger.error({ deadlineMs }, 'shutdown deadline passed: exiting without a clean stop');
    logger.flush(() => process.exit(1));
    setTimeout(() => process.exit(1), 500).unref();
  }, deadlineMs).unref();
}

/** The pre-stop delay a stop uses: the configured one, at most half of the deadline. */
export function preStopWithin(preStopDelayMs: number, deadlineMs: number): number {
  return Math.min(preStopDelayMs, Math.floor(deadlineMs / 2));
}
