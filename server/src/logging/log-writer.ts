import { type DestinationStream, pino } from 'pino';

let stdout: DestinationStream | undefined;

/**
 * The one writer of this process's standard output: the general logger and the audit log both
 * write through it. Writing through two writers (one buffered, one not) let an audit line land in
 * the middle of a log line when the reader of standard output fell behind.
 *
 * It writes synchronously: every line leaves whole, in the order it was logged, before the log
 * call returns, so nothing waits in memory and nothing is lost at exit. When the reader falls
 * behind, writing waits for it (back-pressure reaches the process instead of a queue growing or
 * audit events being dropped). Heed logs little besides audit events, warnings and, at `debug`,
 * one line per request.
 */
export function stdoutWriter(): DestinationStream {
  stdout ??= pino.destination({ dest: 1, sync: true });
  return stdout;
}
