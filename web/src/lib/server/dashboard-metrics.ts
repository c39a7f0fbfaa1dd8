/**
 * The dashboard's metrics, served at `GET /internal/metrics` in the Prometheus text format (the
 * same access rule as the API's). Labels hold only values from fixed sets chosen by Heed: SvelteKit
 * route ids (`/t/[team]/keys`, never the path a browser asked for), methods, statuses, outcomes.
 * Never a team slug, a session id, a token or any other value a user chose.
 */
import { Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client';

/** HTTP methods kept as they are; any other verb is counted as `OTHER`. */
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
/** A route id is a template from the routes folder; anything else is counted as `other`. */
const ROUTE_ID = /^\/[A-Za-z0-9_\-/[\]().=]*$/;

export type SessionLookupResult = 'found' | 'missing' | 'expired';
export type SignInOutcome = 'success' | 'failure';

/** The status class of a failed API call: an HTTP answer of 4xx or 5xx, or no answer at all. */
export function apiStatusClass(status: number | undefined): '4xx' | '5xx' | 'unreachable' {
  if (status === undefined) return 'unreachable';
  return status >= 500 ? '5xx' : '4xx';
}

export class DashboardMetrics {
  readonly registry = new Registry();

  readonly httpDuration = new Histogram({
    name: 'heed_dashboard_http_request_duration_seconds',
    help: 'Dashboard HTTP requests by SvelteKit route id, method and status, and how long they took',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });

  readonly signIns = new Counter({
    name: 'heed_dashboard_sign_ins_total',
    help: 'Completed sign-in callbacks by outcome (success, failure)',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });

  readonly sessionLookups = new Counter({
    name: 'heed_dashboard_session_lookups_total',
    help: 'Session cookie lookups by result (found, missing, expired)',
    labelNames: ['result'] as const,
    registers: [this.registry],
  });

  readonly apiErrors = new Counter({
    name: 'heed_dashboard_api_errors_total',
    help: 'Failed calls from the dashboard to the API by status class (4xx, 5xx, unreachable)',
    labelNames: ['status_class'] as const,
    registers: [this.registry],
  });

  constructor(options: { processMetrics?: boolean } = {}) {
    if (options.processMetrics ?? true) collectDefaultMetrics({ register: this.registry });
    for (const outcome of ['success', 'failure']) this.signIns.inc({ outcome }, 0);
    for (const result of ['found', 'missing', 'expired']) this.sessionLookups.inc({ result }, 0);
    for (const statusClass of ['4xx', '5xx', 'unreachable']) {
      this.apiErrors.inc({ status_class: statusClass }, 0);
    }
  }

  get contentType(): string {
    return this.registry.contentType;
  }

  /** Counts one answer; `routeId` is SvelteKit's `event.route.id` (null: no route matched). */
  observeHttp(method: string, routeId: string | null, status: number, seconds: number): void {
    const route = routeId === null ? 'unmatched' : ROUTE_ID.test(routeId) ? routeId : 'other';
    this.httpDuration.observe(
      {
        method: METHODS.has(method) ? method : 'OTHER',
        route,
        status: String(status >= 100 && status <= 599 ? status : 0),
      },
      seconds,
    );
  }

  countSignIn(outcome: SignInOutcome): void {
    this.signIns.inc({ outcome });
  }

  countSessionLookup(result: SessionLookupResult): void {
    this.sessionLookups.inc({ result });
  }

  countApiError(status: number | undefined): void {
    this.apiErrors.inc({ status_class: apiStatusClass(status) });
  }

  metricsText(): Promise<string> {
    return this.registry.metrics();
  }
}

/** The one registry of the dashboard process. */
export const dashboardMetrics = new DashboardMetrics();

export { type MetricsAccess, metricsAccess } from '@heed/server/metrics-access';
