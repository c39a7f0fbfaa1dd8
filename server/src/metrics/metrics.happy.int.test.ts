import { nativePool } from '@heed/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAs, mapGroup } from '../testing/dashboard-fixtures.ts';
import { ratingSubmission, type SeededTeam, seedTeam } from '../testing/fixtures.ts';
import { metricValue, scrapeMetrics } from '../testing/metrics-scrape.ts';
import { queryDatabase, submitWithSecretKey } from '../testing/submission-client.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * `GET /internal/metrics` (Prometheus text): each metric moves when what it counts happens.
 */

const ORIGIN = 'https://app.example.com';
let app: TestApp;
let team: SeededTeam;

beforeAll(async () => {
  app = await startTestApp({ HEED_RETENTION_DAYS: '30' }, { processMetrics: true });
  team = await seedTeam(app, { slug: 'metrics-team' });
});
afterAll(async () => {
  await app?.close();
});

describe('GET /internal/metrics', () => {
  it('answers the Prometheus text format with process metrics', async () => {
    const response = await fetch(`${app.url}/internal/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await response.text();
    expect(text).toContain('# TYPE heed_http_request_duration_seconds histogram');
    expect(metricValue(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(text).toContain('nodejs_eventloop_lag_p99_seconds');
  });

  it('counts HTTP requests by method, route template and status', async () => {
    const before = await scrapeMetrics(app);
    const labels = { method: 'GET', route: '/internal/isReady', status: '200' };
    const count = 'heed_http_request_duration_seconds_count';
    for (let i = 0; i < 3; i++) await (await fetch(`${app.url}/internal/isReady`)).text();
    await (await fetch(`${app.url}/api/v1/no/such/route`)).text();
    const after = await scrapeMetrics(app);
    expect(metricValue(after, count, labels) - metricValue(before, count, labels)).toBe(3);
    expect(
      metricValue(after, count, { method: 'GET', route: '/api/v1/…', status: '404' }),
    ).toBeGreaterThanOrEqual(1);
  });

  it('counts submissions accepted, duplicate and refused by reason, and the group commit', async () => {
    const before = await scrapeMetrics(app);
    const body = {
      ...ratingSubmission('metrics-survey'),
      deduplicationKey: 'metrics-dedup-key-0001',
    };
    expect((await submitWithSecretKey(app, team.secretKey.value, body)).status).toBe(201);
    expect((await submitWithSecretKey(app, team.secretKey.value, body)).status).toBe(200);
    expect(
      (await submitWithSecretKey(app, team.secretKey.value, { schemaVersion: 2 })).status,
    ).toBe(400);
    const conflicting = ratingSubmission('metrics-survey');
    for (const answer of conflicting.answers) answer.value.ratingVariant = 'stars';
    for (const field of conflicting.definition.fields) field.ratingVariant = 'stars';
    expect((await submitWithSecretKey(app, team.secretKey.value, conflicting)).status).toBe(409);
    const unknownKey = await fetch(`${app.url}/api/v1/submission`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer nonsense' },
      body: JSON.stringify(body),
    });
    expect(unknownKey.status).toBe(401);
    const after = await scrapeMetrics(app);
    const moved = (labels: Record<string, string>) =>
      metricValue(after, 'heed_submissions_total', labels) -
      metricValue(before, 'heed_submissions_total', labels);
    expect(moved({ outcome: 'accepted' })).toBe(1);
    expect(moved({ outcome: 'duplicate' })).toBe(1);
    expect(moved({ outcome: 'refused', reason: 'invalid_request' })).toBe(1);
    expect(moved({ outcome: 'refused', reason: 'definition_conflict' })).toBe(1);
    expect(moved({ outcome: 'refused', reason: 'unauthorized' })).toBe(1);
    const batches = (text: string) => metricValue(text, 'heed_group_commit_batch_rows_count');
    expect(batches(after) - batches(before)).toBeGreaterThanOrEqual(1);
    expect(metricValue(after, 'heed_group_commit_batch_rows_sum')).toBeGreaterThanOrEqual(1);
    expect(metricValue(after, 'heed_group_commit_duration_seconds_count')).toBeGreaterThanOrEqual(
      1,
    );
    expect(metricValue(after, 'heed_definition_cache_bytes')).toBeGreaterThan(0);
  });

  it('counts rate-limit decisions allowed and denied', async () => {
    const limited = await seedTeam(app, { slug: 'metrics-limited', rateLimit: 1 });
    const before = await scrapeMetrics(app);
    const body = ratingSubmission('metrics-limited-survey');
    expect((await submitWithSecretKey(app, limited.secretKey.value, body)).status).toBe(201);
    expect((await submitWithSecretKey(app, limited.secretKey.value, body)).status).toBe(429);
    const after = await scrapeMetrics(app);
    const moved = (labels: Record<string, string>) =>
      metricValue(after, 'heed_rate_limit_decisions_total', labels) -
      metricValue(before, 'heed_rate_limit_decisions_total', labels);
    expect(moved({ outcome: 'allowed' })).toBe(1);
    expect(moved({ outcome: 'denied' })).toBe(1);
    expect(
      metricValue(after, 'heed_submissions_total', { outcome: 'refused', reason: 'rate_limited' }),
    ).toBeGreaterThanOrEqual(1);
  });

  it('counts rate-limit decisions made in memory when the shared store fails', async () => {
    const before = await scrapeMetrics(app);
    await queryDatabase(app, 'alter table heed_rate_limit rename to heed_rate_limit_away');
    try {
      const body = ratingSubmission('metrics-fallback-survey');
      expect((await submitWithSecretKey(app, team.secretKey.value, body)).status).toBe(201);
    } finally {
      await queryDatabase(app, 'alter table heed_rate_limit_away rename to heed_rate_limit');
    }
    const after = await scrapeMetrics(app);
    const fallback = { outcome: 'allowed', source: 'fallback' };
    expect(
      metricValue(after, 'heed_rate_limit_decisions_total', fallback) -
        metricValue(before, 'heed_rate_limit_decisions_total', fallback),
    ).toBe(1);
  });

  it('counts key-cache hits, misses and evictions, and shows the listener up', async () => {
    const before = await scrapeMetrics(app);
    const created = await fetch(`${app.url}/api/v1/admin/api-keys`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${team.secretKey.value}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ keyType: 'pk', appName: 'metrics', allowedOrigins: [ORIGIN] }),
    });
    expect(created.status).toBe(201);
    const pk = (await created.json()) as { id: string; key: string };
    for (let i = 0; i < 2; i++) {
      const answer = await fetch(`${app.url}/api/v1/submission`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': pk.key, origin: ORIGIN },
        body: JSON.stringify(ratingSubmission('metrics-survey')),
      });
      expect(answer.status).toBe(201);
    }
    const revoked = await fetch(`${app.url}/api/v1/admin/api-keys/${pk.id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${team.secretKey.value}` },
    });
    expect(revoked.status).toBe(204);
    const after = await scrapeMetrics(app);
    const moved = (name: string, labels: Record<string, string>) =>
      metricValue(after, name, labels) - metricValue(before, name, labels);
    expect(moved('heed_api_key_cache_lookups_total', { result: 'miss' })).toBeGreaterThanOrEqual(1);
    expect(moved('heed_api_key_cache_lookups_total', { result: 'hit' })).toBeGreaterThanOrEqual(1);
    expect(moved('heed_api_key_cache_evictions_total', { cause: 'change' })).toBeGreaterThanOrEqual(
      1,
    );
    expect(metricValue(after, 'heed_api_key_listener_up')).toBe(1);
  });

  it("shows the dashboard's and the exports' own connections as pools of their own", async () => {
    const { dashboardPoolMax, exportPoolMax } = app.runtime.deps.config.operations;
    expect(dashboardPoolMax).toBeGreaterThan(0);
    expect(exportPoolMax).toBeGreaterThan(0);
    const text = await scrapeMetrics(app);
    expect(metricValue(text, 'heed_db_pool_connections_max', { pool: 'dashboard' })).toBe(
      dashboardPoolMax,
    );
    expect(metricValue(text, 'heed_db_pool_connections_max', { pool: 'export' })).toBe(
      exportPoolMax,
    );
    expect(metricValue(text, 'heed_db_pool_waits_total', { pool: 'export' })).toBe(0);
  });

  it('shows the pool in use and counts waits for a connection', async () => {
    const native = await nativePool(app.runtime.deps.orm);
    const before = await scrapeMetrics(app);
    expect(metricValue(before, 'heed_db_pool_connections_max', { pool: 'primary' })).toBe(4);
    // Hold every connection, so that the next statement has to wait for one.
    const held = await Promise.all(Array.from({ length: 4 }, () => native.connect()));
    const waiting = native.query('select 1');
    const during = await scrapeMetrics(app);
    expect(metricValue(during, 'heed_db_pool_connections_in_use', { pool: 'primary' })).toBe(4);
    expect(metricValue(during, 'heed_db_pool_waiting', { pool: 'primary' })).toBe(1);
    for (const client of held) client.release();
    await waiting;
    const after = await scrapeMetrics(app);
    expect(
      metricValue(after, 'heed_db_pool_waits_total', { pool: 'primary' }) -
        metricValue(before, 'heed_db_pool_waits_total', { pool: 'primary' }),
    ).toBeGreaterThanOrEqual(1);
  });

  it('counts retention runs, deleted items and the last success', async () => {
    const retention = app.runtime.retention;
    expect(retention).toBeDefined();
    const run = await retention?.runOnce();
    expect(run?.outcome).toBe('success');
    const text = await scrapeMetrics(app);
    expect(metricValue(text, 'heed_retention_runs_total', { outcome: 'success' })).toBe(1);
    expect(text).toContain('heed_retention_deleted_feedback_total 0');
    expect(metricValue(text, 'heed_retention_last_success_timestamp_seconds')).toBeGreaterThan(
      Date.now() / 1000 - 60,
    );
  });

  it('labels dashboard reads by route template', async () => {
    await mapGroup(app, team.teamSlug, 'metrics-viewers');
    const token = await app.tokenFor({ groups: ['metrics-viewers'] });
    const answer = await getAs(app, '/intern/feedback', token, [['surveyId', 'metrics-survey']]);
    expect(answer.status).toBe(200);
    const text = await scrapeMetrics(app);
    expect(
      metricValue(text, 'heed_http_request_duration_seconds_count', {
        method: 'GET',
        route: '/api/v1/intern/feedback',
        status: '200',
      }),
    ).toBe(1);
  });
});
