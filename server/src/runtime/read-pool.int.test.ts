import { createTestDatabase, type TestDatabase } from '@heed/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAs, mapGroup, submitFeedback } from '../testing/dashboard-fixtures.ts';
import { type SeededTeam, seedTeam } from '../testing/fixtures.ts';
import { metricValue, scrapeMetrics } from '../testing/metrics-scrape.ts';
import { startDatabaseProxy, type TcpProxy } from '../testing/tcp-proxy.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * `DATABASE_READ_URL`: the dashboard's reads (explorer, statistics, surveys, filters bootstrap,
 * export) go to the read replica; writes, key lookups and submissions never do; when the replica
 * gives no connection, reads fall back to the primary.
 *
 * The "replica" here is a second, migrated but empty database (reached through a TCP proxy the
 * test can cut): whatever a read returns tells which database answered it.
 */

const SURVEY = 'read-pool-survey';
let primary: TestApp;
let withReplica: TestApp;
let replicaDatabase: TestDatabase;
let replicaProxy: TcpProxy;
let team: SeededTeam;
let token: string;

beforeAll(async () => {
  primary = await startTestApp();
  replicaDatabase = await createTestDatabase();
  replicaProxy = await startDatabaseProxy(replicaDatabase.url);
  withReplica = await startTestApp(
    { DATABASE_READ_URL: replicaProxy.urlFor(replicaDatabase.url) },
    { replicaOf: primary },
  );
  team = await seedTeam(primary, { slug: 'read-pool-team' });
  await mapGroup(primary, team.teamSlug, 'read-pool-editors', 'editor');
  token = await primary.tokenFor({ groups: ['read-pool-editors'] });
});
afterAll(async () => {
  await withReplica?.close();
  await replicaProxy?.close();
  await replicaDatabase?.drop();
  await primary?.close();
});

async function total(app: TestApp, path: string): Promise<number> {
  const answer = await getAs(app, path, token, [['team', team.teamSlug]]);
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { total: number }).total;
}

describe('DATABASE_READ_URL', () => {
  it('leaves submissions and key lookups on the primary', async () => {
    // Enough for statistics not to be masked (HEED_MIN_AGGREGATE, 5).
    for (let i = 0; i < 6; i++) await submitFeedback(withReplica, team, SURVEY);
    expect(replicaProxy.connections).toBe(0);
  });

  it('serves the dashboard reads from the replica', async () => {
    expect(await total(primary, '/intern/feedback')).toBe(6);
    expect(await total(withReplica, '/intern/feedback')).toBe(0);
    expect(await total(primary, '/intern/stats/overview')).toBe(6);
    expect(await total(withReplica, '/intern/stats/overview')).toBe(0);
    const surveys = async (app: TestApp) =>
      ((await (await getAs(app, '/intern/surveys', token)).json()) as { surveys: unknown[] })
        .surveys.length;
    expect(await surveys(primary)).toBe(1);
    expect(await surveys(withReplica)).toBe(0);
    const exportOf = (app: TestApp) =>
      getAs(app, '/intern/export', token, [
        ['team', team.teamSlug],
        ['format', 'json'],
        ['surveyId', SURVEY],
      ]);
    const fromPrimary = await exportOf(primary);
    expect(fromPrimary.status).toBe(200);
    expect((await fromPrimary.json()) as unknown[]).toHaveLength(6);
    // The replica has not caught up: its export streams no item.
    const fromReplica = await exportOf(withReplica);
    expect(fromReplica.status).toBe(200);
    expect(await fromReplica.json()).toEqual([]);
    expect(replicaProxy.connections).toBeGreaterThan(0);
    const text = await scrapeMetrics(withReplica);
    expect(metricValue(text, 'heed_db_pool_connections', { pool: 'read' })).toBeGreaterThan(0);
    expect(metricValue(text, 'heed_db_pool_connections_max', { pool: 'read' })).toBe(4);
  });

  it('falls back to the primary while the replica gives no connection', async () => {
    replicaProxy.refuse(true);
    replicaProxy.cut();
    try {
      expect(await total(withReplica, '/intern/feedback')).toBe(6);
      expect(await total(withReplica, '/intern/stats/overview')).toBe(6);
    } finally {
      replicaProxy.refuse(false);
    }
    const warnings = withReplica.output.records.filter(
      (record) => record.level === 'warn' && String(record.msg).includes('read replica'),
    );
    expect(warnings.length).toBeGreaterThanOrEqual(1);
  });

  it('without DATABASE_READ_URL, reads come from the primary and there is no read pool', async () => {
    const text = await scrapeMetrics(primary);
    expect(metricValue(text, 'heed_db_pool_connections', { pool: 'primary' })).toBeGreaterThan(0);
    expect(text).not.toContain('pool="read"');
  });
});
