import type { TeamRole } from '@heed/contracts';
import { pseudonym } from './pseudonym.ts';

export const AUDIT_SCHEMA = 'heed.audit.v1';

/** The catalogue: event id → category (Rule: docs/rules/audit.md#audit-6). */
export const AUDIT_CATALOG = {
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
  // Heed's own events (Rule: docs/rules/audit.md#audit-7).
  'theme.delete': 'delete',
  /** The dashboard refused a request itself: a foreign `Origin`, a session or sign-in that failed. */
  'auth.dashboard.denied': 'auth',
  // Feedback deleted by retention (`HEED_RETENTION_DAYS`), one event per team and run.
  'retention_feedback.delete': 'delete',
  // Webhook endpoints: changed by a team admin, or disabled by Heed (actor `system`).
  'webhook.create': 'webhook',
  'webhook.update': 'webhook',
  'webhook.rotate_secret': 'webhook',
  'webhook.delete': 'webhook',
  'webhook.disabled': 'webhook',
  // Alert rules: created or changed by a team editor, deleted by a team admin.
  'alert_rule.create': 'alert',
  'alert_rule.update': 'alert',
  'alert_rule.delete': 'alert',
} as const;

export type AuditEventId = keyof typeof AUDIT_CATALOG;
export type AuditCategory = (typeof AUDIT_CATALOG)[AuditEventId];
export type AuditOutcome = 'success' | 'denied' | 'not_found' | 'conflict' | 'failure';
export type AuthorizationPolicy =
  | 'explicit_team_required'
  | 'ambiguous_multi_team_read'
  | 'team_editor_required'
  | 'team_admin_required'
  | 'secret_key_required'
  | 'secret_key_minting_blocked'
  | 'secret_key_rotation_blocked';

/**
 * Who acted. A user is given by its raw OIDC subject, which never leaves this module: only its
 * pseudonym is written.
 */
export type AuditActor =
  | { type: 'oidc_user'; subject: string; isOrgAdmin: boolean }
  | { type: 'api_key'; keyId: string }
  | { type: 'anonymous' }
  | { type: 'system' };

/**
 * What was acted on. Heed's own ids (UUIDs) are written as they are; identifiers a customer chose
 * (a survey id, a slug typed by a user) only as pseudonyms.
 */
export type AuditResource =
  | { type: string; id?: string }
  | { type: string; customerIdentifier: string };

export interface AuditEventInput {
  event: AuditEventId;
  operation: string;
  outcome: AuditOutcome;
  actor: AuditActor;
  resource: AuditResource;
  org?: { id: string; slug: string };
  team?: { id: string; slug: string };
  resourceCount?: number;
  request?: { routeTemplate: string; method: string };
  authorization?: {
    policy?: AuthorizationPolicy;
    actorRole?: TeamRole;
    effectiveRole?: TeamRole;
    requiredRole?: TeamRole;
    roleSource?: 'group_mapping' | 'org_admin';
  };
}

/** The serialised line: exactly the fields of `heed.audit.v1`, nothing else. */
export interface AuditRecord {
  audit_schema: typeof AUDIT_SCHEMA;
  audit_event: AuditEventId;
  audit_category: AuditCategory;
  audit_operation: string;
  audit_outcome: AuditOutcome;
  actor_type: AuditActor['type'];
  resource_type: string;
  actor_user_ref?: string;
  actor_key_id?: string;
  actor_is_org_admin?: boolean;
  org_id?: string;
  org_slug?: string;
  team_id?: string;
  team_slug?: string;
  resource_id?: string;
  resource_id_pseudonymized?: boolean;
  resource_count?: number;
  route_template?: string;
  request_method?: string;
  actor_role?: TeamRole;
  effective_role?: TeamRole;
  required_role?: TeamRole;
  role_source?: string;
  authorization_policy?: AuthorizationPolicy;
}

/** The one builder of audit records; its input type admits only what the schema allows. */
export function buildAuditRecord(input: AuditEventInput): AuditRecord {
  const record: AuditRecord = {
    audit_schema: AUDIT_SCHEMA,
    audit_event: input.event,
    audit_category: AUDIT_CATALOG[input.event],
    audit_operation: input.operation,
    audit_outcome: input.outcome,
    actor_type: input.actor.type,
    resource_type: input.resource.type,
  };
  if (input.actor.type === 'oidc_user') {
    record.actor_user_ref = pseudonym(input.actor.subject);
    record.actor_is_org_admin = input.actor.isOrgAdmin;
  } else if (input.actor.type === 'api_key') {
    record.actor_key_id = input.actor.keyId;
  }
  if (input.org) {
    record.org_id = input.org.id;
    record.org_slug = input.org.slug;
  }
  if (input.team) {
    record.team_id = input.team.id;
    record.team_slug = input.team.slug;
  }
  if ('customerIdentifier' in input.resource) {
    record.resource_id = pseudonym(input.resource.customerIdentifier);
    record.resource_id_pseudonymized = true;
  } else if (input.resource.id !== undefined) {
    record.resource_id = input.resource.id;
  }
  if (input.resourceCount !== undefined) record.resource_count = input.resourceCount;
  if (input.request) {
    record.route_template = input.request.routeTemplate;
    record.request_method = input.request.method;
  }
  const authorization = input.authorization;
  if (authorization?.policy) record.authorization_policy = authorization.policy;
  if (authorization?.actorRole) record.actor_role = authorization.actorRole;
  if (authorization?.effectiveRole) record.effective_role = authorization.effectiveRole;
  if (authorization?.requiredRole) record.required_role = authorization.requiredRole;
  if (authorization?.roleSource) record.role_source = authorization.roleSource;
  return record;
}
