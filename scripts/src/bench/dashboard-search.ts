/**
 * The dashboard bench's search lines: the explorer's list with words (`q`) against a naive
 * full-text search of the same rows.
 *
 * - The naive search: the team's items copied into a plain table, `naive_search (id uuid primary
 *   key, team_id uuid, received_at timestamptz, text text)` (`text` is `feedback.text_content`,
 *   null on items without a text answer; rows in arrival order, as `feedback`'s), with one index,
 *   `gin (to_tsvector('simple', text))`, then `VACUUM ANALYZE`. It is queried as one would write
 *   it, the page and its count of every match (Heed's list answers both):
 *   `select id, received_at, text from naive_search where team_id = $1 and
 *   to_tsvector('simple', text) @@ plainto_tsquery('simple', $2) order by received_at desc
 *   limit 50`, then `select count(*) …` with the same `where`, two statements on one connection
 *   (no transaction).
 * - Heed's search is measured twice: over HTTP (`GET /intern/feedback?q=…`, as the bench's other
 *   reads: token check, read snapshot, 50 whole items as JSON), and its two statements alone, as
 *   the server runs them (`findFeedbackPage` with `limit` 51 and `countFeedback`, in
 *   `inReadSnapshot` on a pool of one connection, no HTTP). The comparison with the naive search
 *   is that of the two statement pairs through the same driver: database time plus the same
 *   round trips; Heed's HTTP line adds what the API itself costs on top.
 * - Words: a common one (`the`, in a third of the texts), a rare one (`refund`, one item in a
 *   thousand seeded with it) and two words (`payment slow`, in a sixth of the texts).
 * - Each run calls the three in turn (naive, Heed's statements, Heed over HTTP), so a change in
 *   the machine's load falls on all three alike: 2 warm-up runs, then `BENCH_DASHBOARD_RUNS`.
 */
import { compilingQueries } from '@heed/db';
import pg from 'pg';
import {
  countFeedback,
  feedbackCountQuery,
  feedbackPageQuery,
  findFeedbackPage,
  searchCountQuery,
  searchPageQuery,
} from '../../../server/src/feedback/feedback.repository.ts';
import { parseFeedbackFilter } from '../../../server/src/feedback/feedback-filter.ts';
import { inReadSnapshot } from '../../../server/src/feedback/read-snapshot.ts';
import { createLogger } from '../../../server/src/logging/logger.ts';
import { FallbackReadPool } from '../../../server/src/runtime/read-pool.ts';
import { log, withClient } from './bench-support.ts';

export const SEARCHES = [
  { label: 'common word', q: 'the' },
  { label: 'rare word', q: 'refund' },
  { label: 'two words', q: 'payment slow' },
] as const;

const NAIVE_WHERE = `team_id = $1 and to_tsvector('simple', text) @@ plainto_tsquery('simple', $2)`;
export const NAIVE_PAGE = `select id, received_at, text from naive_search where ${NAIVE_WHERE} order by received_at desc limit 50`;
export const NAIVE_COUNT = `select count(*)::int as total from naive_search where ${NAIVE_WHERE}`;

/** The naive table and its index, made from `feedback` unless a kept database holds them already. */
export async function prepareNaiveSearch(url: string): Promise<void> {
  await withClient(url, async (client) => {
    const { rows } = await client.query<{ copied: number | null; items: number }>(
      `select (select count(*)::int from feedback) as items,
         case when to_regclass('naive_search') is not null
           then (select count(*)::int from naive_search) end as copied`,
    );
    const row = rows[0];
    if (row && row.copied === row.items) return;
    const started = performance.now();
    await client.query('drop table if exists naive_search');
    await client.query(
      `create table naive_search (id uuid primary key, team_id uuid not null,
         received_at timestamptz not null, text text)`,
    );
    await client.query(
      `insert into naive_search (id, team_id, received_at, text)
       select id, team_id, received_at, text_content from feedback order by received_at`,
    );
    await client.query(
      `create index naive_search_text_index on naive_search using gin (to_tsvector('simple', text))`,
    );
    await client.query('vacuum analyze naive_search');
    log(`naive search table made in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  });
}

/** What one measured search call took and what it answered. */
export interface SearchCall {
  ms: number;
  items: number;
  total: number;
}

export interface SearchSeries {
  /** e.g. `search, common word (the): naive statements`. */
  name: string;
  times: number[];
  /** The answer of the first run that answered, and how many calls failed. */
  detail: string;
}

const zones = async () => new Map([['utc', 'UTC']]);

/**
 * Times the three searches of every word, interleaved run by run. `heedOverHttp` calls Heed's list
 * with `q` (as the bench's other reads) and reports what it answered.
 */
export async function measureSearches(options: {
  databaseUrl: string;
  teamId: string;
  runs: number;
  selected: (name: string) => boolean;
  heedOverHttp: (q: string) => Promise<SearchCall>;
}): Promise<SearchSeries[]> {
  const { databaseUrl, teamId, runs } = options;
  const naive = new pg.Client({ connectionString: databaseUrl });
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  // The dashboard's read pool without a replica: every read on this one connection.
  const readPool = new FallbackReadPool(pool, undefined, createLogger('silent'));
  await naive.connect();
  const series: SearchSeries[] = [];
  try {
    for (const { label, q } of SEARCHES) {
      const prefix = `search, ${label} (${q})`;
      if (!options.selected(prefix)) continue;
      const filter = await parseFeedbackFilter({ q }, zones);
      const calls: [string, () => Promise<SearchCall>][] = [
        [
          'naive statements',
          () =>
            timedCall(async () => {
              const page = await naive.query(NAIVE_PAGE, [teamId, q]);
              const count = await naive.query<{ total: number }>(NAIVE_COUNT, [teamId, q]);
              return { items: page.rows.length, total: count.rows[0]?.total ?? 0 };
            }),
        ],
        [
          "Heed's statements",
          () =>
            timedCall(() =>
              inReadSnapshot({ readPool }, async (db) => {
                const page = await findFeedbackPage(db, teamId, filter, { limit: 51 });
                return {
                  items: Math.min(page.length, 50),
                  total: await countFeedback(db, teamId, filter),
                };
              }),
            ),
        ],
        ['Heed over HTTP', () => options.heedOverHttp(q)],
      ];
      const measured = calls.map(([what]) => ({
        name: `${prefix}: ${what}`,
        times: [] as number[],
        detail: '',
        failures: 0,
        failure: '',
      }));
      for (let run = -2; run < runs; run += 1) {
        for (const [index, [, call]] of calls.entries()) {
          const entry = measured[index];
          if (!entry) continue;
          // A call that fails (Heed's read timeout on a loaded machine) counts as infinitely slow.
          const answer = await call().catch((error: unknown) => {
            entry.failures += 1;
            entry.failure = (error as Error).message.slice(0, 60);
            return undefined;
          });
          if (run < 0) continue;
          entry.times.push(answer?.ms ?? Number.POSITIVE_INFINITY);
          if (answer && entry.detail === '')
            entry.detail = `${answer.items} items of ${answer.total}`;
        }
      }
      const totals = new Set(
        measured
          .filter((entry) => entry.detail !== '')
          .map((entry) => entry.detail.replace(/^\d+ items of /, '')),
      );
      if (totals.size > 1) throw new Error(`${prefix}: the totals differ (${[...totals]})`);
      for (const entry of measured) {
        if (entry.failures > 0) {
          entry.detail += `${entry.detail ? '; ' : ''}${entry.failures} calls failed: ${entry.failure}`;
        }
      }
      series.push(...measured.map(({ name, times, detail }) => ({ name, times, detail })));
    }
  } finally {
    await naive.end();
    await pool.end();
  }
  return series;
}

async function timedCall(
  work: () => Promise<{ items: number; total: number }>,
): Promise<SearchCall> {
  const started = performance.now();
  const answer = await work();
  return { ms: performance.now() - started, ...answer };
}

/** The search statements to explain (`--verbose`): Heed's page and count, then the naive ones. */
export async function searchStatements(
  teamId: string,
): Promise<[string, { text: string; values: unknown[] }][]> {
  // Compiled only: the bench runs them under `explain`.
  const db = compilingQueries;
  const statements: [string, { text: string; values: unknown[] }][] = [];
  for (const { label, q } of SEARCHES) {
    const filter = await parseFeedbackFilter({ q }, zones);
    // What `findFeedbackPage` and `countFeedback` run.
    const options = { limit: 51 };
    const page = (
      searchPageQuery(db, teamId, filter, options) ?? feedbackPageQuery(db, teamId, filter, options)
    ).compile();
    const count = (
      searchCountQuery(db, teamId, filter) ?? feedbackCountQuery(db, teamId, filter)
    ).compile();
    statements.push(
      [`search page, ${label} (${q})`, { text: page.sql, values: [...page.parameters] }],
      [`search total, ${label} (${q})`, { text: count.sql, values: [...count.parameters] }],
      [`naive search page, ${label} (${q})`, { text: NAIVE_PAGE, values: [teamId, q] }],
      [`naive search count, ${label} (${q})`, { text: NAIVE_COUNT, values: [teamId, q] }],
    );
  }
  return statements;
}
