import type { Answer } from '@heed/contracts';
import { nativePool } from '@heed/db';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertFeedbackRows, insertTheme } from '../testing/feedback-rows.ts';
import { ratingSubmission, type SeededTeam, seedTeam } from '../testing/fixtures.ts';
import { queryDatabase, submitWithSecretKey } from '../testing/submission-client.ts';
import { ManualClock, startTestApp, type TestApp } from '../testing/test-app.ts';
import { FeedbackRetention, RETENTION_JOB } from './feedback-retention.ts';

/**
 * `HEED_RETENTION_DAYS` on real PostgreSQL with a clock the test moves: feedback received more
 * than that many days ago is deleted with its tags and theme matches, in bounded batches, by one
 * replica at a time, at most once an interval, audited per team with actor `system`.
 */

const DAY = 86_400_000;
const HOUR = 3_600_000;
const NOW = new Date('2026-06-01T00:00:00Z');
const SURVEY = 'retention-survey';

const clock = new ManualClock(NOW);
let app: TestApp;
let teamA: SeededTeam;
let teamB: SeededTeam;

const answers = ratingSubmission(SURVEY).answers as Answer[];

async function seed(team: SeededTeam, ages: number[], tags: string[] = []): Promise<string[]> {
  const now = clock.now().getTime();
  return insertFeedbackRows(
    app,
    team,
    SURVEY,
    ages.map((ageMs) => ({ receivedAt: new Date(now - ageMs), answers, tags })),
  );
}

async function count(sql: string, values: unknown[] = []): Promise<number> {
  const rows = await queryDatabase<{ n: number }>(app, sql, values);
  return Number(rows[0]?.n ?? 0);
}

beforeAll(async () => {
  app = await startTestApp({ HEED_RETENTION_DAYS: '30' }, { clock, retention: false });
  teamA = await seedTeam(app, { slug: 'retention-a' });
  teamB = await seedTeam(app, { slug: 'retention-b' });
  for (const team of [teamA, teamB]) {
    const registered = await submitWithSecretKey(
      app,
      team.secretKey.value,
      ratingSubmission(SURVEY),
    );
    expect(registered.status).toBe(201);
  }
  // Only the rows the tests seed: the registering submissions are not theirs.
  await queryDatabase(app, 'delete from feedback');
});
afterAll(async () => {
  await app?.close();
});

describe('feedback retention', () => {
  it('deletes what is older than the retention by receivedAt, with tags and theme matches', async () => {
    const theme = await insertTheme(app, teamA, 'Speed', ['slow']);
    const oldA = await seed(teamA, [31 * DAY, 40 * DAY, 400 * DAY, 30 * DAY + 1], ['old-tag']);
    await queryDatabase(
      app,
      'insert into feedback_theme (feedback_id, theme_id, team_id) select unnest($1::uuid[]), $2, $3',
      [oldA, theme, teamA.teamId],
    );
    const oldB = await seed(teamB, [45 * DAY, 60 * DAY]);
    const kept = [
      ...(await seed(teamA, [30 * DAY, 29 * DAY, DAY, 0], ['young-tag'])),
      ...(await seed(teamB, [10 * DAY])),
    ];

    const run = await app.runtime.retention?.runOnce();
    expect(run).toEqual({
      outcome: 'success',
      deleted: oldA.length + oldB.length,
      cutoff: new Date(NOW.getTime() - 30 * DAY),
    });
    const remaining = await queryDatabase<{ id: string }>(app, 'select id from feedback');
    expect(remaining.map((row) => row.id).sort()).toEqual([...kept].sort());
    expect(await count("select count(*)::int as n from feedback_tag where tag = 'old-tag'")).toBe(
      0,
    );
    expect(await count("select count(*)::int as n from feedback_tag where tag = 'young-tag'")).toBe(
      4,
    );
    expect(await count('select count(*)::int as n from feedback_theme')).toBe(0);

    const state = await queryDatabase<{ last_success_at: Date; last_count: number }>(
      app,
      'select last_success_at, last_count from heed_job_state where name = $1',
      [RETENTION_JOB],
    );
    expect(state).toEqual([{ last_success_at: NOW, last_count: oldA.length + oldB.length }]);

    const events = app.output.auditEvents.filter(
      (event) => event.audit_event === 'retention_feedback.delete',
    );
    expect(events).toHaveLength(2);
    for (const [team, deleted] of [
      [teamA, oldA.length],
      [teamB, oldB.length],
    ] as const) {
      expect(events.find((event) => event.team_id === team.teamId)).toMatchObject({
        audit_schema: 'heed.audit.v1',
        audit_category: 'delete',
        audit_operation: 'delete',
        audit_outcome: 'success',
        actor_type: 'system',
        resource_type: 'feedback',
        team_slug: team.teamSlug,
        resource_count: deleted,
      });
    }
    for (const event of events) expect(JSON.stringify(event)).not.toContain(SURVEY);
  });

  it('runs at most once an interval, then again with the moving clock', async () => {
    expect(await app.runtime.retention?.runOnce()).toEqual({
      outcome: 'skipped',
      reason: 'not_due',
    });
    clock.advance(HOUR);
    // The item exactly 30 days old was kept; an hour later it is older than the retention.
    expect(await app.runtime.retention?.runOnce()).toMatchObject({
      outcome: 'success',
      deleted: 1,
    });
    clock.advance(2 * DAY);
    // The one 29 days old is now 31 days old.
    expect(await app.runtime.retention?.runOnce()).toMatchObject({
      outcome: 'success',
      deleted: 1,
    });
    expect(await count('select count(*)::int as n from feedback')).toBe(3);
  });

  it('skips the run while another replica holds the job', async () => {
    clock.advance(HOUR);
    await seed(teamA, [90 * DAY]);
    const other = new pg.Client({ connectionString: app.database.url });
    await other.connect();
    try {
      await other.query('select pg_advisory_lock($1, $2)', [0x68656564, 1]);
      expect(await app.runtime.retention?.runOnce()).toEqual({
        outcome: 'skipped',
        reason: 'locked',
      });
      expect(await count('select count(*)::int as n from feedback')).toBe(4);
    } finally {
      await other.end();
    }
    expect(await app.runtime.retention?.runOnce()).toMatchObject({
      outcome: 'success',
      deleted: 1,
    });
  });

  it('deletes in bounded batches and leaves the rest for the next run', async () => {
    clock.advance(HOUR);
    await seed(
      teamB,
      Array.from({ length: 20 }, (_, i) => 31 * DAY + i * HOUR),
    );
    const deps = app.runtime.deps;
    const bounded = new FeedbackRetention(
      {
        pool: await nativePool(deps.orm),
        logger: deps.logger,
        auditLog: deps.auditLog,
        clock,
        filtersBootstrap: deps.filtersBootstrap,
      },
      { days: 30, batchSize: 7, maxBatchesPerRun: 2, intervalMs: HOUR },
    );
    expect(await bounded.runOnce()).toMatchObject({ outcome: 'success', deleted: 14 });
    expect(
      await count('select count(*)::int as n from feedback where team_id = $1', [teamB.teamId]),
    ).toBe(1 + 20 - 14);
    clock.advance(HOUR);
    expect(await bounded.runOnce()).toMatchObject({ outcome: 'success', deleted: 6 });
    await bounded.close();
  });

  it('refuses a retention that is no positive whole number of days', () => {
    const deps = app.runtime.deps;
    for (const days of [0, -1, 1.5, Number.NaN]) {
      expect(
        () =>
          new FeedbackRetention(
            {
              pool: {} as pg.Pool,
              logger: deps.logger,
              auditLog: deps.auditLog,
              clock,
              filtersBootstrap: deps.filtersBootstrap,
            },
            { days },
          ),
      ).toThrow(RangeError);
    }
  });
});
