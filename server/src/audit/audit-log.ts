import { type DestinationStream, pino } from 'pino';
import { stdoutWriter } from '../logging/log-writer.ts';
import { type AuditEventInput, buildAuditRecord } from './audit-event.ts';

export interface AuditLog {
  emit(event: AuditEventInput): void;
}

/** The API's audit logger; the dashboard's is `heed.dashboard.audit`. */
export type AuditLoggerName = 'heed.audit' | 'heed.dashboard.audit';

/**
 * The audit logger `heed.audit` (or, in the dashboard process, `heed.dashboard.audit`: same
 * schema, builder and privacy rules). It has its own level, fixed at `info`, so that `LOG_LEVEL`
 * never silences an audit event. It writes through the process's one standard-output writer,
 * shared with the general logger: synchronous, so lines never interleave and no event is lost on
 * exit.
 */
export function createAuditLog(
  destination?: DestinationStream,
  name: AuditLoggerName = 'heed.audit',
): AuditLog {
  const logger = pino(
    {
      name,
      level: 'info',
      base: { svc: 'heed' },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    destination ?? stdoutWriter(),
  );
  return {
    emit(event) {
      logger.info(buildAuditRecord(event));
    },
  };
}
