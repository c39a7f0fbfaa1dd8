import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  AUDIT_CATALOG,
  type AuditEventId,
  type AuditEventInput,
  buildAuditRecord,
} from './audit-event.ts';

/** The pseudonym (Rule: docs/rules/audit.md#audit-4), computed independently of the module. */
function ref(identifier: string): string {
  return `id:${createHash('sha256').update(identifier, 'utf8').digest('hex').slice(0, 12)}`;
}

/** The catalogue (Rule: docs/rules/audit.md#audit-6). */
/** Events Heed adds to the catalogue (Rule: docs/rules/audit.md#audit-7). */
const HEED_ADDITIONS: Record<string, string> = {
  'theme.delete': 'delete',
  'auth.dashboard.denied': 'auth',
  'retention_feedback.delete': 'delete',
  'webhook.create': 'webhook',
  'webhook.update': 'webhook',
  'webhook.rotate_secret': 'webhook',
  'webhook.delete': 'webhook',
  'webhook.disabled': 'webhook',
  'alert_rule.create': 'alert',
  'alert_rule.update': 'alert',
  'alert_rule.delete': 'alert',
};

const CATALOGUE: Record<string, string> = {
  'auth.oidc.success': 'auth',
  'auth.oidc.denied': 'auth',
  'auth.oidc.failure': 'auth',
  'auth.org_admin.denied': 'auth',
  'auth.team.denied': 'auth',
  'auth.team.explicit_team_missing': 'auth',
  'admin.org.update': 'admin',
  'admin.team.create': 'admin',
  'admin.group_mapping.create': 'admin',
  'admin.group_mapping.delete': 'admin',
  'admin.survey_definition.delete': 'admin',
  'api_key.create': 'api_key',
  'api_key.rotate': 'api_key',
  'api_key.revoke': 'api_key',
  'export.feedback': 'export',
  'feedback.delete': 'delete',
  'survey_feedback.delete': 'delete',
  'marker.delete': 'delete',
  'tag.delete': 'delete',
};

const REQUIRED_FIELDS = [
  'audit_schema',
  'audit_event',
  'audit_category',
  'audit_operation',
  'audit_outcome',
  'actor_type',
  'resource_type',
];

/** Every field `heed.audit.v1` allows (docs/rules/audit.md#audit-2, docs/rules/audit.md#audit-3). */
const ALLOWED_FIELDS = new Set([
  ...REQUIRED_FIELDS,
  'actor_user_ref',
  'actor_key_id',
  'actor_is_org_admin',
  'org_id',
  'org_slug',
  'team_id',
  'team_slug',
  'resource_id',
  'resource_id_pseudonymized',
  'resource_count',
  'route_template',
  'request_method',
  'actor_role',
  'effective_role',
  'required_role',
  'role_source',
  'authorization_policy',
]);

const minimal: AuditEventInput = {
  event: 'admin.team.create',
  operation: 'create',
  outcome: 'success',
  actor: { type: 'system' },
  resource: { type: 'team' },
};

describe('buildAuditRecord required fields', () => {
  it('writes every required field with schema heed.audit.v1', () => {
    const record = buildAuditRecord(minimal);
    expect(record).toEqual({
      audit_schema: 'heed.audit.v1',
      audit_event: 'admin.team.create',
      audit_category: 'admin',
      audit_operation: 'create',
      audit_outcome: 'success',
      actor_type: 'system',
      resource_type: 'team',
    });
  });

  it('writes actor_type anonymous without any actor reference', () => {
    const record = buildAuditRecord({ ...minimal, actor: { type: 'anonymous' } });
    expect(record.actor_type).toBe('anonymous');
    expect(record).not.toHaveProperty('actor_user_ref');
    expect(record).not.toHaveProperty('actor_key_id');
  });
});

describe('buildAuditRecord catalog', () => {
  it('knows the event ids of docs/rules/audit.md#audit-6, plus Heed’s own', () => {
    expect(Object.keys(AUDIT_CATALOG).sort()).toEqual(
      [...Object.keys(CATALOGUE), ...Object.keys(HEED_ADDITIONS)].sort(),
    );
  });

  it('files each addition under a category of the catalogue (docs/rules/audit.md#audit-7)', () => {
    for (const [event, category] of Object.entries(HEED_ADDITIONS)) {
      const record = buildAuditRecord({ ...minimal, event: event as AuditEventId });
      expect(record.audit_category).toBe(category);
    }
  });

  for (const [event, category] of Object.entries(CATALOGUE)) {
    it(`derives category ${category} for ${event}`, () => {
      const record = buildAuditRecord({ ...minimal, event: event as AuditEventId });
      expect(record.audit_event).toBe(event);
      expect(record.audit_category).toBe(category);
    });
  }
});

describe('buildAuditRecord actors', () => {
  it('writes an OIDC user only as the pseudonym of its subject', () => {
    const subject = 'f3b1c2d4-raw-oidc-subject-9876';
    const record = buildAuditRecord({
      ...minimal,
      actor: { type: 'oidc_user', subject, isOrgAdmin: true },
    });
    expect(record.actor_type).toBe('oidc_user');
    expect(record.actor_user_ref).toBe(ref(subject));
    expect(record.actor_is_org_admin).toBe(true);
    expect(record).not.toHaveProperty('actor_key_id');
    expect(JSON.stringify(record)).not.toContain(subject);
  });

  it('writes actor_is_org_admin false for a non-admin user', () => {
    const record = buildAuditRecord({
      ...minimal,
      actor: { type: 'oidc_user', subject: 'someone', isOrgAdmin: false },
    });
    expect(record.actor_is_org_admin).toBe(false);
  });

  it('writes an API key actor as actor_key_id', () => {
    const keyId = '0b5e1c7a-2f4d-4e0a-9d5b-1c2d3e4f5a6b';
    const record = buildAuditRecord({ ...minimal, actor: { type: 'api_key', keyId } });
    expect(record.actor_type).toBe('api_key');
    expect(record.actor_key_id).toBe(keyId);
    expect(record).not.toHaveProperty('actor_user_ref');
  });
});

describe('buildAuditRecord resources', () => {
  it('pseudonymises a customer-controlled identifier and flags it', () => {
    const surveyId = 'checkout-survey-Æsøy';
    const record = buildAuditRecord({
      ...minimal,
      event: 'survey_feedback.delete',
      operation: 'delete',
      resource: { type: 'survey', customerIdentifier: surveyId },
    });
    expect(record.resource_type).toBe('survey');
    expect(record.resource_id).toBe(ref(surveyId));
    expect(record.resource_id_pseudonymized).toBe(true);
    expect(JSON.stringify(record)).not.toContain(surveyId);
  });

  it('writes an internal id as it is, without the pseudonymized flag', () => {
    const id = '7d9f1e2a-3b4c-4d5e-8f6a-0b1c2d3e4f5a';
    const record = buildAuditRecord({ ...minimal, resource: { type: 'team', id } });
    expect(record.resource_id).toBe(id);
    expect(record).not.toHaveProperty('resource_id_pseudonymized');
  });

  it('writes no resource_id when the resource has none', () => {
    const record = buildAuditRecord(minimal);
    expect(record).not.toHaveProperty('resource_id');
    expect(record).not.toHaveProperty('resource_id_pseudonymized');
  });
});

describe('buildAuditRecord authorization', () => {
  it('maps authorization fields to actor_role/effective_role/required_role/role_source/policy', () => {
    const record = buildAuditRecord({
      ...minimal,
      event: 'auth.team.denied',
      operation: 'authorize',
      outcome: 'denied',
      authorization: {
        policy: 'team_admin_required',
        actorRole: 'viewer',
        effectiveRole: 'editor',
        requiredRole: 'admin',
        roleSource: 'group_mapping',
      },
    });
    expect(record.actor_role).toBe('viewer');
    expect(record.effective_role).toBe('editor');
    expect(record.required_role).toBe('admin');
    expect(record.role_source).toBe('group_mapping');
    expect(record.authorization_policy).toBe('team_admin_required');
    expect(record.audit_outcome).toBe('denied');
  });

  it('writes only the policy for auth.team.explicit_team_missing', () => {
    const record = buildAuditRecord({
      ...minimal,
      event: 'auth.team.explicit_team_missing',
      operation: 'authorize',
      outcome: 'denied',
      authorization: { policy: 'explicit_team_required' },
    });
    expect(record.authorization_policy).toBe('explicit_team_required');
    for (const field of ['actor_role', 'effective_role', 'required_role', 'role_source']) {
      expect(record).not.toHaveProperty(field);
    }
  });
});

describe('buildAuditRecord schema', () => {
  const maximal: AuditEventInput = {
    event: 'export.feedback',
    operation: 'export',
    outcome: 'success',
    actor: { type: 'oidc_user', subject: 'raw-subject-maximal', isOrgAdmin: false },
    resource: { type: 'survey', customerIdentifier: 'raw-survey-maximal' },
    org: { id: '11111111-1111-4111-8111-111111111111', slug: 'acme' },
    team: { id: '22222222-2222-4222-8222-222222222222', slug: 'checkout' },
    resourceCount: 42,
    request: { routeTemplate: '/api/v1/teams/:team/export', method: 'GET' },
    authorization: {
      policy: 'team_editor_required',
      actorRole: 'editor',
      effectiveRole: 'admin',
      requiredRole: 'editor',
      roleSource: 'org_admin',
    },
  };

  it('writes only fields of heed.audit.v1 for a maximal input', () => {
    const record = buildAuditRecord(maximal);
    for (const key of Object.keys(record)) {
      expect(ALLOWED_FIELDS.has(key), `unexpected field ${key}`).toBe(true);
    }
    for (const key of REQUIRED_FIELDS) {
      expect(record).toHaveProperty(key);
    }
  });

  it('carries org, team, count and request fields', () => {
    const record = buildAuditRecord(maximal);
    expect(record).toMatchObject({
      org_id: '11111111-1111-4111-8111-111111111111',
      org_slug: 'acme',
      team_id: '22222222-2222-4222-8222-222222222222',
      team_slug: 'checkout',
      resource_count: 42,
      route_template: '/api/v1/teams/:team/export',
      request_method: 'GET',
    });
  });

  it('writes resource_count 0 rather than dropping it', () => {
    expect(buildAuditRecord({ ...maximal, resourceCount: 0 }).resource_count).toBe(0);
  });

  it('contains neither the raw subject nor the raw survey id', () => {
    const json = JSON.stringify(buildAuditRecord(maximal));
    expect(json).not.toContain('raw-subject-maximal');
    expect(json).not.toContain('raw-survey-maximal');
  });
});
