/**
 * What other processes of Heed (the dashboard) share with the API's audit log: one schema, one
 * builder, one catalogue, one pseudonym rule. `@heed/server/audit`.
 */
export {
  AUDIT_CATALOG,
  AUDIT_SCHEMA,
  type AuditActor,
  type AuditEventId,
  type AuditEventInput,
  type AuditOutcome,
  type AuditRecord,
  buildAuditRecord,
} from './audit-event.ts';
export { type AuditLog, type AuditLoggerName, createAuditLog } from './audit-log.ts';
export { pseudonym } from './pseudonym.ts';
