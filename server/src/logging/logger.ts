import { type DestinationStream, type LevelWithSilent, type Logger, pino } from 'pino';
import { activeTracing } from '../tracing/tracing-switch.ts';
import { stdoutWriter } from './log-writer.ts';

export type { Logger } from 'pino';

/** Paths pino blanks in every log line, whatever a caller passes by mistake. */
const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers["x-api-key"]',
  'req.headers.cookie',
  'headers.authorization',
  'headers["x-api-key"]',
  'headers.cookie',
  'authorization',
  'apiKey',
  'token',
  'key',
];

/**
 * Errors are logged by type, message, code and stack only: drivers attach details (PostgreSQL's
 * `detail`, `where`, query parameters) that can quote the data being written.
 */
function serializeError(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  const code = (error as { code?: unknown }).code;
  return {
    type: error.name,
    message: error.message,
    ...(typeof code === 'string' ? { code } : {}),
    stack: error.stack,
  };
}

/**
 * The general application logger: JSON lines on standard output at `LOG_LEVEL`, through the
 * process's one writer (shared with the audit log). With tracing on, a line written inside a span
 * carries its `trace_id` and `span_id`.
 */
export function createLogger(level: LevelWithSilent, destination?: DestinationStream): Logger {
  const tracing = activeTracing();
  return pino(
    {
      name: 'heed',
      level,
      base: { svc: 'heed' },
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      serializers: { err: serializeError },
      formatters: { level: (label) => ({ level: label }) },
      ...(tracing ? { mixin: () => tracing.currentIds() ?? {} } : {}),
    },
    destination ?? stdoutWriter(),
  );
}
