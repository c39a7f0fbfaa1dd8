import { describe, expect, it } from 'vitest';
import { apiStatusClass, DashboardMetrics, metricsAccess } from './dashboard-metrics.ts';

const TOKEN = 'metrics-token-0123456789';

describe('dashboard metrics', () => {
  it('counts requests by route id, method and status, never by path', async () => {
    const metrics = new DashboardMetrics({ processMetrics: false });
    metrics.observeHttp('GET', '/t/[team]/keys', 200, 0.02);
    metrics.observeHttp('GET', null, 404, 0.001);
    metrics.observeHttp('BREW', '/t/acme-secret-team/keys?x=1', 200, 0.001);
    const text = await metrics.metricsText();
    expect(text).toContain(
      'heed_dashboard_http_request_duration_seconds_count{method="GET",route="/t/[team]/keys",status="200"} 1',
    );
    expect(text).toContain('route="unmatched",status="404"} 1');
    expect(text).toContain('method="OTHER",route="other",status="200"} 1');
    expect(text).not.toContain('acme-secret-team');
  });

  it('counts sign-ins, session lookups and API errors by fixed labels', async () => {
    const metrics = new DashboardMetrics({ processMetrics: false });
    const before = await metrics.metricsText();
    expect(before).toContain('heed_dashboard_sign_ins_total{outcome="failure"} 0');
    expect(before).toContain('heed_dashboard_session_lookups_total{result="expired"} 0');
    metrics.countSignIn('success');
    metrics.countSignIn('failure');
    metrics.countSignIn('failure');
    metrics.countSessionLookup('found');
    metrics.countSessionLookup('missing');
    metrics.countApiError(403);
    metrics.countApiError(502);
    metrics.countApiError(undefined);
    const text = await metrics.metricsText();
    expect(text).toContain('heed_dashboard_sign_ins_total{outcome="success"} 1');
    expect(text).toContain('heed_dashboard_sign_ins_total{outcome="failure"} 2');
    expect(text).toContain('heed_dashboard_session_lookups_total{result="found"} 1');
    expect(text).toContain('heed_dashboard_session_lookups_total{result="missing"} 1');
    expect(text).toContain('heed_dashboard_api_errors_total{status_class="4xx"} 1');
    expect(text).toContain('heed_dashboard_api_errors_total{status_class="5xx"} 1');
    expect(text).toContain('heed_dashboard_api_errors_total{status_class="unreachable"} 1');
  });

  it('classes API failures', () => {
    expect(apiStatusClass(400)).toBe('4xx');
    expect(apiStatusClass(429)).toBe('4xx');
    expect(apiStatusClass(500)).toBe('5xx');
    expect(apiStatusClass(undefined)).toBe('unreachable');
  });
});

describe('metrics access', () => {
  it('without a token serves loopback callers only', () => {
    expect(metricsAccess(undefined, null, '127.0.0.1')).toBe('allowed');
    expect(metricsAccess(undefined, null, '::1')).toBe('allowed');
    expect(metricsAccess(undefined, null, '::ffff:127.0.0.1')).toBe('allowed');
    expect(metricsAccess(undefined, null, '10.0.0.7')).toBe('forbidden');
    expect(metricsAccess(undefined, null, '::ffff:192.168.1.2')).toBe('forbidden');
    expect(metricsAccess(undefined, null, undefined)).toBe('forbidden');
  });

  it('with a token requires it as the bearer, from anywhere', () => {
    expect(metricsAccess(TOKEN, `Bearer ${TOKEN}`, '10.0.0.7')).toBe('allowed');
    expect(metricsAccess(TOKEN, `Bearer ${TOKEN}`, '127.0.0.1')).toBe('allowed');
    expect(metricsAccess(TOKEN, null, '127.0.0.1')).toBe('unauthorized');
    expect(metricsAccess(TOKEN, `Bearer ${TOKEN}x`, '127.0.0.1')).toBe('unauthorized');
    expect(metricsAccess(TOKEN, TOKEN, '127.0.0.1')).toBe('unauthorized');
    expect(metricsAccess(TOKEN, 'Bearer ', '127.0.0.1')).toBe('unauthorized');
  });
});
