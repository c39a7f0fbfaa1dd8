import { type DestinationStream, pino } from 'pino';
import { stdoutWriter } from '../logging/log-writer.ts';
import { type AuditEventInput, buildAuditRecord } from './audit-event.ts';

export interface AuditLog {
  emit(event: AuditEventInput): void;
}

/**
 * The audit logger `heed.audit`. It has its own level, fixed at `info`, so that `LOG_LEVEL`
 * never silences an audit event. It writes through the process's one standard-output writer,
 * shared with the general logger: synchronous, so lines never interleave and no event is lost on
 * exit.
 */
export function createAuditLog(destination?: DestinationStream): AuditLog {
  const logger = pino(
    {
      name: 'heed.audit',
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
