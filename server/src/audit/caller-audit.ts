import { type Actor, auditActorOf } from '../identity/actor.ts';
import type { AuditEventInput } from './audit-event.ts';
import type { AuditLog } from './audit-log.ts';

/** What a request knows that every one of its audit events carries: who acted, on which route. */
export interface AuditingContext {
  deps: { auditLog: AuditLog };
  actor: Actor | undefined;
  request: { method: string; routeTemplate: string } | undefined;
}

/** Emits an audit event of the calling actor, with the request's route template and method. */
export function auditAsCaller(
  context: AuditingContext,
  event: Omit<AuditEventInput, 'actor' | 'request'>,
): void {
  context.deps.auditLog.emit({
    ...event,
    actor: auditActorOf(context.actor),
    ...(context.request ? { request: context.request } : {}),
  });
}
