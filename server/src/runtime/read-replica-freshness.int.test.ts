import { READ_AFTER_HEADER } from '@heed/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CallAnswer, callAs, submit } from '../testing/curating.fixtures.ts';
import { mapGroup } from '../testing/dashboard-fixtures.ts';
import { ratingSubmission, type SeededTeam, seedTeam } from '../testing/fixtures.ts';
import { metricValue, scrapeMetrics } from '../testing/metrics-scrape.ts';
import {
  type ReplicatedDatabase,
  startReplicatedDatabase,
} from '../testing/replicated-database.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { waitFor } from '../testing/wait-for.ts';

/**
 * `DATABASE_READ_URL` on a real streaming standby (an embedded primary and standby the file
 * starts): the standby serves the dashboard's reads while it is current; a standby that applies
 * each commit a second late (`recovery_min_apply_delay`) never shows a user their own changes
 * undone, and past `HEED_READ_MAX_LAG_MS` reads go to the primary, so others' new submissions
 * show too.
 *
 * Two API processes share the database: `bounded` with the default bound (250 ms) and `lenient`
 * with a bound of a minute, under which the late standby keeps serving reads: there only
 * read-your-writes keeps a user's own changes visible.
 */

const KEPT = 'kept-survey';
const DOOMED = 'doomed-survey';
let replicated: ReplicatedDatabase;
let bounded: TestApp;
let lenient: TestApp;
let team: SeededTeam;
let admin: string;
let viewer: string;

beforeAll(async () => {
  replicated = await startReplicatedDatabase();
  bounded = await startTestApp(
    { DATABASE_READ_URL: replicated.standbyUrl },
    { database: replicated.database },
  );
  lenient = await startTestApp(
    { DATABASE_READ_URL: replicated.standbyUrl, HEED_READ_MAX_LAG_MS: '60000' },
    { replicaOf: bounded },
  );
  team = await seedTeam(bounded, { slug: 'freshness-team' });
  await mapGroup(bounded, team.teamSlug, 'freshness-admins', 'admin');
  await mapGroup(bounded, team.teamSlug, 'freshness-viewers', 'viewer');
  admin = await bounded.tokenFor({ sub: 'freshness-admin', groups: ['freshness-admins'] });
  viewer = await bounded.tokenFor({ sub: 'freshness-viewer', groups: ['freshness-viewers'] });
}, 120_000);

afterAll(async () => {
  await lenient?.close();
  await bounded?.close();
  await replicated?.close();
});

/** Stores one rating of `surveyId` (through the public API, as a backend would); its id. */
async function stored(surveyId: string): Promise<string> {
  const answer = await submit(bounded, team, ratingSubmission(surveyId));
  expect(answer.status).toBe(201);
  return String(answer.body.id);
}

function read(app: TestApp, token: string, path: string, query: [string, string][] = []) {
  return callAs(app, token, 'GET', path, { team: team.teamSlug, query });
}

async function listedIds(app: TestApp, token: string): Promise<string[]> {
  const answer = await read(app, token, '/intern/feedback', [['limit', '100']]);
  expect(answer.status, answer.text).toBe(200);
  return (answer.body.items as { id: string }[]).map((item) => item.id);
}

async function reads(app: TestApp, servedBy: string, reason = ''): Promise<number> {
  const text = await scrapeMetrics(app);
  return metricValue(text, 'heed_read_replica_reads_total', { served_by: servedBy, reason });
}

function today(): string {
  return new Date().toISOString().slice(0, 10);
}

describe('an undelayed standby', () => {
  it('serves the dashboard reads', async () => {
    const first = await stored(KEPT);
    await replicated.waitForReplay();
    const transactionsBefore = await replicated.standbyTransactions();
    const fromReplicaBefore = await reads(bounded, 'replica');
    expect(await listedIds(bounded, viewer)).toContain(first);
    expect((await read(bounded, viewer, `/intern/feedback/${first}`)).status).toBe(200);
    expect((await read(bounded, viewer, '/intern/stats/overview')).status).toBe(200);
    const surveys = await read(bounded, viewer, '/intern/surveys');
    expect((surveys.body.surveys as { surveyId: string }[]).map((s) => s.surveyId)).toContain(KEPT);
    expect(await reads(bounded, 'replica')).toBeGreaterThan(fromReplicaBefore);
    // The standby itself ran them: its own statistics count the read transactions.
    const { value } = await waitFor(
      async () =>
        (await replicated.standbyTransactions()) > transactionsBefore ? true : undefined,
      30_000,
    );
    expect(value).toBe(true);
    const lag = metricValue(await scrapeMetrics(bounded), 'heed_read_replica_lag_seconds');
    expect(lag).toBeGreaterThanOrEqual(0);
  });
});

describe('a standby one second behind', () => {
  let kept: string;
  let deleted: string;
  let doomed: string;

  beforeAll(async () => {
    kept = await stored(KEPT);
    deleted = await stored(KEPT);
    doomed = await stored(DOOMED);
    const tagged = await callAs(bounded, admin, 'POST', `/intern/feedback/${kept}/tags`, {
      team: team.teamSlug,
      body: { tag: 'pricing' },
    });
    expect(tagged.status, tagged.text).toBe(201);
    await replicated.waitForReplay();
    await replicated.setApplyDelay(1_000);
  });

  afterAll(async () => {
    await replicated.setApplyDelay(0);
    await replicated.waitForReplay();
  });

  it('never shows a user the item they deleted', async () => {
    const removed = await callAs(lenient, admin, 'DELETE', `/intern/feedback/${deleted}`, {
      team: team.teamSlug,
    });
    expect(removed.status, removed.text).toBe(204);
    expect(await listedIds(lenient, admin)).not.toContain(deleted);
    expect((await read(lenient, admin, `/intern/feedback/${deleted}`)).status).toBe(404);
  });

  it('never shows a user the tag they removed', async () => {
    const removed = await callAs(
      lenient,
      admin,
      'DELETE',
      `/intern/feedback/${kept}/tags/pricing`,
      { team: team.teamSlug },
    );
    expect(removed.status, removed.text).toBe(204);
    const item = await read(lenient, admin, `/intern/feedback/${kept}`);
    expect(item.status).toBe(200);
    expect(item.body.tags).toEqual([]);
  });

  it('shows a user the marker they created in the trend', async () => {
    const created = await callAs(lenient, admin, 'POST', `/intern/surveys/${KEPT}/markers`, {
      team: team.teamSlug,
      body: { date: today(), label: 'Release 9' },
    });
    expect(created.status, created.text).toBe(201);
    const trend = await read(lenient, admin, '/intern/stats/trend', [
      ['surveyId', KEPT],
      ['fieldId', 'q1'],
      ['interval', 'day'],
    ]);
    expect(trend.status, trend.text).toBe(200);
    expect(trend.body.markers).toEqual([expect.objectContaining({ id: created.body.id })]);
  });

  it('never lists the feedback of a survey the user deleted', async () => {
    const removed = await callAs(lenient, admin, 'DELETE', `/intern/surveys/${DOOMED}`, {
      team: team.teamSlug,
    });
    expect(removed.status, removed.text).toBe(200);
    expect(await listedIds(lenient, admin)).not.toContain(doomed);
    const surveys = await read(lenient, admin, '/intern/surveys');
    expect((surveys.body.surveys as { surveyId: string }[]).map((s) => s.surveyId)).toEqual([KEPT]);
    const filters = await read(lenient, admin, '/intern/filters/bootstrap');
    expect((filters.body.surveys as { surveyId: string }[]).map((s) => s.surveyId)).toEqual([KEPT]);
  });

  it('sent those reads to the primary because the standby had not replayed the change', async () => {
    // At least one of the reads above came within the second the standby waits.
    expect(await reads(lenient, 'primary', 'own_write')).toBeGreaterThan(0);
  });

  it('carries a change to another API process in the read-after header', async () => {
    const again = await stored(KEPT);
    await replicated.setApplyDelay(0);
    await replicated.waitForReplay();
    await replicated.setApplyDelay(1_000);
    // The change through one process, the reads through another that never saw it.
    const removed = await fetch(
      `${bounded.url}/api/v1/intern/feedback/${again}?team=${team.teamSlug}`,
      { method: 'DELETE', headers: { authorization: `Bearer ${admin}` } },
    );
    expect(removed.status).toBe(204);
    const position = removed.headers.get(READ_AFTER_HEADER);
    expect(position).toMatch(/^[0-9A-F]+\/[0-9A-F]+$/);
    const item = await fetch(
      `${lenient.url}/api/v1/intern/feedback/${again}?team=${team.teamSlug}`,
      { headers: { authorization: `Bearer ${viewer}`, [READ_AFTER_HEADER]: String(position) } },
    );
    expect(item.status).toBe(404);
  });

  it('answers reads without a change of the caller from the primary past HEED_READ_MAX_LAG_MS', async () => {
    const lagReadsBefore = await reads(bounded, 'primary', 'lag');
    const fresh = await stored(KEPT);
    // Someone else's submission: the viewer changed nothing. Once the lag probe sees the standby
    // behind (it measures while reads come in), the bounded process reads from the primary.
    const { value } = await waitFor(
      async () => ((await listedIds(bounded, viewer)).includes(fresh) ? true : undefined),
      10_000,
    );
    expect(value).toBe(true);
    expect(await reads(bounded, 'primary', 'lag')).toBeGreaterThan(lagReadsBefore);
    const lag = metricValue(await scrapeMetrics(bounded), 'heed_read_replica_lag_seconds');
    expect(Number.isNaN(lag)).toBe(false);
  });

  it('lists a new survey in the filters at once', async () => {
    await stored('new-survey');
    const filters: CallAnswer = await read(bounded, viewer, '/intern/filters/bootstrap');
    expect(filters.status).toBe(200);
    expect((filters.body.surveys as { surveyId: string }[]).map((s) => s.surveyId)).toContain(
      'new-survey',
    );
    expect(await reads(bounded, 'primary', 'changed')).toBeGreaterThan(0);
  });
});
