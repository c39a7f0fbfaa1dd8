/**
 * The dashboard's audit events, written by `heed.dashboard.audit` with the API's builder: a new
 * session (`auth.oidc.success`) and the denials the dashboard makes itself
 * (`auth.dashboard.denied`). Never a token, cookie, session id or raw subject: the builder writes
 * the subject only as its pseudonym.
 */
import type { AuditLog } from '@heed/server/audit';

/** Why the dashboard refused. */
export type DashboardDenial =
  /** A state-changing request whose `Origin` is not the dashboard's. */
  | 'origin_check'
  /** A session cookie that names no usable session (unknown, tampered, or ended). */
  | 'session_check'
  /** A sign-in callback that failed its checks (state, nonce, PKCE, code, ID token). */
  | 'sign_in_callback';

interface RequestFacts {
  routeId: string | null;
  method: string;
}

function requestOf(facts: RequestFacts) {
  return { routeTemplate: facts.routeId ?? 'unmatched', method: facts.method };
}

export function auditSignIn(
  audit: AuditLog,
  subject: string,
  facts: RequestFacts,
  isOrgAdmin: boolean,
): void {
  audit.emit({
    event: 'auth.oidc.success',
    operation: 'authenticate',
    outcome: 'success',
    actor: { type: 'oidc_user', subject, isOrgAdmin },
    resource: { type: 'dashboard_session' },
    request: requestOf(facts),
  });
}

export function auditDenial(
  audit: AuditLog,
  denial: DashboardDenial,
  facts: RequestFacts,
  subject?: string,
): void {
  audit.emit({
    event: 'auth.dashboard.denied',
    operation: denial,
    outcome: 'denied',
    actor: subject ? { type: 'oidc_user', subject, isOrgAdmin: false } : { type: 'anonymous' },
    resource: { type: denial === 'origin_check' ? 'dashboard_request' : 'dashboard_session' },
    request: requestOf(facts),
  });
}
