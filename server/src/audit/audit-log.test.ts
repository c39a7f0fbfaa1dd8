import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../logging/logger.ts';
import type { AuditEventInput } from './audit-event.ts';
import { createAuditLog } from './audit-log.ts';

function collector(): { lines: string[]; write(line: string): void } {
  const lines: string[] = [];
  return {
    lines,
    write(line: string) {
      lines.push(line);
    },
  };
}

function ref(identifier: string): string {
  return `id:${createHash('sha256').update(identifier, 'utf8').digest('hex').slice(0, 12)}`;
}

const subject = 'raw-oidc-subject-for-audit-log';

const event: AuditEventInput = {
  event: 'api_key.revoke',
  operation: 'revoke',
  outcome: 'success',
  actor: { type: 'oidc_user', subject, isOrgAdmin: false },
  resource: { type: 'api_key', id: '33333333-3333-4333-8333-333333333333' },
  team: { id: '44444444-4444-4444-8444-444444444444', slug: 'checkout' },
};

describe('createAuditLog', () => {
  it('writes one JSON object per line, from logger heed.audit, with the audit fields', () => {
    const sink = collector();
    const audit = createAuditLog(sink);
    audit.emit(event);

    expect(sink.lines).toHaveLength(1);
    const line = sink.lines[0] ?? '';
    expect(line.endsWith('\n')).toBe(true);
    expect(line.trimEnd()).not.toContain('\n');
    const parsed = JSON.parse(line) as Record<string, unknown>;
    expect(parsed).toMatchObject({
      name: 'heed.audit',
      audit_schema: 'heed.audit.v1',
      audit_event: 'api_key.revoke',
      audit_category: 'api_key',
      audit_operation: 'revoke',
      audit_outcome: 'success',
      actor_type: 'oidc_user',
      actor_user_ref: ref(subject),
      actor_is_org_admin: false,
      resource_type: 'api_key',
      resource_id: '33333333-3333-4333-8333-333333333333',
      team_id: '44444444-4444-4444-8444-444444444444',
      team_slug: 'checkout',
    });
    expect(line).not.toContain(subject);
  });

  it('writes one line per event', () => {
    const sink = collector();
    const audit = createAuditLog(sink);
    audit.emit(event);
    audit.emit({ ...event, event: 'api_key.create', operation: 'create' });
    expect(sink.lines).toHaveLength(2);
    const events = sink.lines.map(
      (line) => (JSON.parse(line) as { audit_event: string }).audit_event,
    );
    expect(events).toEqual(['api_key.revoke', 'api_key.create']);
  });

  it('still writes when the general logger is silenced', () => {
    const generalSink = collector();
    const auditSink = collector();
    const logger = createLogger('silent', generalSink);
    const audit = createAuditLog(auditSink);

    logger.fatal('fatal message');
    logger.error({ detail: 1 }, 'error message');
    logger.info('info message');
    audit.emit(event);

    expect(generalSink.lines).toEqual([]);
    expect(auditSink.lines).toHaveLength(1);
    expect(JSON.parse(auditSink.lines[0] ?? '')).toMatchObject({
      name: 'heed.audit',
      audit_schema: 'heed.audit.v1',
    });
  });
});
