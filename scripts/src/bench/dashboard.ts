/**
 * `npm run bench -- --dashboard`: the dashboard's reads on a team with many feedback items.
 *
 * - Database as the submission bench (`DATABASE_URL`, else an embedded PostgreSQL); a fresh
 *   `heed_bench_<random>` database, migrated by Heed started as a child process with a loopback
 *   OIDC issuer, dropped at the end.
 * - Seeded by SQL (`INSERT … SELECT generate_series`, not through HTTP): one team with
 *   `BENCH_DASHBOARD_ROWS` items (default 1,000,000) over 3 surveys (50/30/20 %), 2 years of
 *   arrival times, a 1–5 and an NPS rating, a single and a multi choice, texts on 40 % (4 themes,
 *   matched by the insert trigger; one item in a thousand also says `refund`), tags on 5 %, device
 *   types and two app names; then `VACUUM ANALYZE`.
 * - Each read is called over HTTP one after the other: 2 warm-up calls, then `BENCH_DASHBOARD_RUNS`
 *   (default 20) measured ones; p50 and p95 of the wall time. The trend per day (45 days) and per
 *   week (26 weeks) and a survey's overview over 45 days are read in each of `ZONES`: whole-hour,
 *   half-hour and quarter-hour offsets. The exports stream the largest survey
 *   (CSV and XLSX) and every survey (CSV, XLSX and JSON: every item) once each: rows per second
 *   and the growth of Heed's RSS (sampled every 200 ms).
 * - The search (`dashboard-search.ts`): the list with words (`q`: a common word, a rare one, two
 *   words) against a naive full-text search of the same rows — a plain table `naive_search (id,
 *   team_id, received_at, text)` with `gin (to_tsvector('simple', text))`, queried `select id,
 *   received_at, text … where team_id = $1 and to_tsvector('simple', text) @@
 *   plainto_tsquery('simple', $2) order by received_at desc limit 50` and `select count(*) …` with
 *   the same `where`. Compared through the same driver (database time and round trips): the naive
 *   pair against Heed's page and count as its server runs them; Heed over HTTP besides.
 * - `--verbose` (or `BENCH_VERBOSE=1`) prints the `EXPLAIN (ANALYZE, BUFFERS)` plan of the
 *   statistics, list and export queries for the scenarios measured, and of the search statements.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { FieldDefinition } from '@heed/contracts';
import { compilingQueries } from '@heed/db';
import type pg from 'pg';
import { csvCopySelect, exportRowsQuery } from '../../../server/src/export/export.repository.ts';
import { allSurveysLayout, surveyLayout } from '../../../server/src/export/export-columns.query.ts';
import {
  feedbackCountQuery,
  feedbackPageQuery,
} from '../../../server/src/feedback/feedback.repository.ts';
import {
  filterWhere,
  themeMatchScopeWhere,
} from '../../../server/src/feedback/feedback-filter.query.ts';
import { parseFeedbackFilter } from '../../../server/src/feedback/feedback-filter.ts';
import {
  rollupAnswerCountsQuery,
  rollupRatingBucketsQuery,
  rollupTotalsQuery,
} from '../../../server/src/feedback/feedback-rollups.repository.ts';
import {
  type LoopbackIssuer,
  startLoopbackIssuer,
} from '../../../server/src/identity/loopback-issuer.ts';
import { generateApiKey } from '../../../server/src/keys/api-key-format.ts';
import {
  ratingBucketsQuery,
  statsOverviewQuery,
} from '../../../server/src/stats/stats.repository.ts';
import {
  type BenchDatabase,
  type Child,
  log,
  openBenchDatabase,
  rssBytes,
  sampleRss,
  startHeed,
  stopChild,
  withClient,
} from './bench-support.ts';
import {
  measureSearches,
  prepareNaiveSearch,
  SEARCHES,
  type SearchSeries,
  searchStatements,
} from './dashboard-search.ts';
import { rollupDifferenceCount } from './rollup-check.ts';

const TARGETS = { p95Ms: 150, csvRowsPerSecond: 100_000, rssGrowthMb: 100 } as const;

function count(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer`);
  return value;
}

const settings = {
  rows: count('BENCH_DASHBOARD_ROWS', 1_000_000),
  runs: count('BENCH_DASHBOARD_RUNS', 20),
  databaseUrl: process.env.DATABASE_URL?.trim() || undefined,
  verbose: process.argv.includes('--verbose') || process.env.BENCH_VERBOSE === '1',
  enforce: process.env.BENCH_ENFORCE === '1' || process.env.BENCH_ENFORCE === 'true',
  /** A database seeded by an earlier run and kept (`BENCH_KEEP_DATABASE`): measured, not seeded. */
  reuse: process.env.BENCH_DASHBOARD_DATABASE?.trim() || undefined,
  /** Only the reads and exports whose names contain one of these (comma-separated). */
  only: (process.env.BENCH_DASHBOARD_ONLY ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== ''),
};

const selected = (name: string) =>
  settings.only.length === 0 || settings.only.some((part) => name.includes(part));

const SURVEYS = ['checkout', 'support', 'onboarding'] as const;
/**
 * The zones of the per-zone trend and overview reads: offsets of whole hours (with and without
 * daylight saving time), of half an hour (Kolkata +5:30, Tehran +3:30, Adelaide +9:30/+10:30,
 * St John's −3:30/−2:30) and of three quarters (Kathmandu +5:45).
 */
const ZONES = [
  'UTC',
  'America/New_York',
  'Europe/Berlin',
  'Asia/Tokyo',
  'Asia/Kolkata',
  'Asia/Kathmandu',
  'Asia/Tehran',
  'Australia/Adelaide',
  'America/St_Johns',
] as const;
const THEMES: [string, string][] = [
  ['Speed', 'fast'],
  ['Slowness', 'slow'],
  ['Support', 'support team'],
  ['Stability', 'crashed'],
];
const TEXTS = [
  'checkout was fast and easy',
  'the payment page was slow today',
  'great support team, thank you',
  'the app crashed twice',
  'prices are a bit high',
  'nothing to add',
];
const DEFINITION = {
  surveyType: 'rating',
  fields: [
    {
      fieldId: 'overall',
      fieldType: 'RATING',
      label: 'How was it?',
      ratingVariant: 'stars',
      ratingScale: 5,
    },
    {
      fieldId: 'recommend',
      fieldType: 'RATING',
      label: 'Recommend us?',
      ratingVariant: 'nps',
      ratingScale: 10,
    },
    { fieldId: 'comment', fieldType: 'TEXT', label: 'Anything else?' },
    {
      fieldId: 'channel',
      fieldType: 'SINGLE_CHOICE',
      label: 'Channel',
      options: ['web', 'app', 'store'].map((optionId) => ({ optionId, label: optionId })),
    },
    {
      fieldId: 'topics',
      fieldType: 'MULTI_CHOICE',
      label: 'Topics',
      options: ['price', 'speed', 'design', 'support'].map((optionId) => ({
        optionId,
        label: optionId,
      })),
    },
  ],
};

export interface Seeded {
  teamId: string;
  teamSlug: string;
  group: string;
  /** How many items a kept database holds. */
  items?: number;
}

/**
 * A database seeded and kept by an earlier run, on the server of `DATABASE_URL`; left as it is
 * afterwards (Heed migrates it when it starts).
 */
export function reusedDatabase(databaseUrl: string | undefined, name: string): BenchDatabase {
  if (!databaseUrl) throw new Error('BENCH_DASHBOARD_DATABASE needs DATABASE_URL');
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    kind: `external PostgreSQL (${url.host}), kept database ${name}`,
    close: async () => {},
  };
}

/** The bench team of a kept database. */
export async function seededTeam(url: string): Promise<Seeded> {
  return withClient(url, async (client) => {
    const { rows } = await client.query<{ id: string; slug: string }>(
      `select id, slug from team where slug like 'bench-%' order by created_at limit 1`,
    );
    const team = rows[0];
    if (!team) throw new Error('the kept database holds no bench team');
    const counted = await client.query<{ n: number }>(
      'select count(*)::int as n from feedback where team_id = $1',
      [team.id],
    );
    return {
      teamId: team.id,
      teamSlug: team.slug,
      group: 'bench-dashboard-editors',
      items: counted.rows[0]?.n ?? 0,
    };
  });
}

/** The team, its key, a group mapping, 3 surveys, 4 themes and the feedback, all by SQL. */
export async function seedDashboard(url: string, rows: number): Promise<Seeded> {
  const teamId = randomUUID();
  const organisationId = randomUUID();
  const keyId = randomUUID();
  const key = generateApiKey('sk');
  const teamSlug = `bench-${randomBytes(3).toString('hex')}`;
  const group = 'bench-dashboard-editors';
  await withClient(url, async (client) => {
    await client.query('begin');
    await client.query(
      `insert into organisation (id, slug, name, created_at) values ($1, 'bench', 'Bench', now())`,
      [organisationId],
    );
    await client.query(
      `insert into team (id, organisation_id, slug, name, created_at) values ($1, $2, $3, $3, now())`,
      [teamId, organisationId, teamSlug],
    );
    await client.query(
      `insert into api_key (id, team_id, key_type, key_prefix, key_hash, app_name, allowed_origins,
         rate_limit, created_at)
       values ($1, $2, 'sk', $3, $4, 'webshop', '[]', 1000, now())`,
      [keyId, teamId, key.prefix, key.hash],
    );
    await client.query(
      `insert into group_mapping (id, team_id, oidc_group_id, role, created_at)
       values ($1, $2, $3, 'editor', now())`,
      [randomUUID(), teamId, group],
    );
    for (const surveyId of SURVEYS) {
      await client.query(
        `insert into survey_definition (id, team_id, survey_id, definition_hash, definition, created_at)
         values ($1, $2, $3, $4, $5, now())`,
        [randomUUID(), teamId, surveyId, randomBytes(32).toString('hex'), DEFINITION],
      );
    }
    for (const [name, keyword] of THEMES) {
      await client.query(
        `insert into theme (id, team_id, name, keywords, created_at, updated_at)
         values ($1, $2, $3, $4, now(), now())`,
        [randomUUID(), teamId, name, JSON.stringify([keyword])],
      );
    }
    // The rollup trigger aggregates the whole seed in one statement: let it sort in memory.
    await client.query(`set local work_mem = '256MB'`);
    // h: a well-mixed number per item; every column is derived from it and from g.
    await client.query(
      `insert into feedback (id, team_id, survey_definition_id, survey_id, survey_type, answers,
         submitted_at, received_at, api_key_id, app_name, context, device_type, has_text,
         text_content)
       select gen_random_uuid(), $1, d.id, d.survey_id, 'rating',
         jsonb_build_array(
           jsonb_build_object('fieldId', 'overall', 'fieldType', 'RATING',
             'question', jsonb_build_object('label', 'How was it?'),
             'value', jsonb_build_object('type', 'rating', 'rating', 1 + h % 5,
               'ratingVariant', 'stars', 'ratingScale', 5)),
           jsonb_build_object('fieldId', 'recommend', 'fieldType', 'RATING',
             'question', jsonb_build_object('label', 'Recommend us?'),
             'value', jsonb_build_object('type', 'rating', 'rating', (h / 5) % 11,
               'ratingVariant', 'nps', 'ratingScale', 10)),
           jsonb_build_object('fieldId', 'comment', 'fieldType', 'TEXT',
             'question', jsonb_build_object('label', 'Anything else?'),
             'value', jsonb_build_object('type', 'text', 'text', coalesce(txt, ''))),
           jsonb_build_object('fieldId', 'channel', 'fieldType', 'SINGLE_CHOICE',
             'question', jsonb_build_object('label', 'Channel'),
             'value', jsonb_build_object('type', 'singleChoice',
               'selectedOptionId', (array['web', 'app', 'store'])[1 + (h / 55) % 3])),
           jsonb_build_object('fieldId', 'topics', 'fieldType', 'MULTI_CHOICE',
             'question', jsonb_build_object('label', 'Topics'),
             'value', jsonb_build_object('type', 'multiChoice', 'selectedOptionIds',
               to_jsonb(array_remove(array[
                 case when (h / 165) % 2 = 0 then 'price' end,
                 case when (h / 330) % 3 = 0 then 'speed' end,
                 case when (h / 990) % 4 = 0 then 'design' end], null)))))
         , at, at, $2, case when (h / 3960) % 10 < 7 then 'webshop' else 'kiosk' end,
         jsonb_build_object('deviceType', dev, 'pathname', '/checkout'), dev,
         txt is not null, txt
       from generate_series(1, $3::int) g
       cross join lateral (select (g::bigint * 2654435761) % 4294967296 as h) hashed
       cross join lateral (
         select now() - ((h % (730 * 86400)) * interval '1 second') as at,
           (array['mobile', 'desktop', 'tablet'])[1 + (h / 7) % 3] as dev,
           -- One item in a thousand also asks for a refund: the search's rare word.
           case when (h / 11) % 10 < 4 then ($4::text[])[1 + (h / 13) % 6]
             || case when g % 1000 = 0 then ', I want a refund' else '' end end as txt,
           case when g % 10 < 5 then 'checkout' when g % 10 < 8 then 'support' else 'onboarding' end
             as survey
       ) derived
       join survey_definition d on d.team_id = $1 and d.survey_id = derived.survey
       -- Stored in arrival order, as submissions are.
       order by derived.at`,
      [teamId, keyId, rows, TEXTS],
    );
    await client.query(
      `insert into feedback_tag (feedback_id, tag, team_id, created_at)
       select id, 'follow-up', team_id, now() from feedback
       where team_id = $1 and abs(hashtext(id::text)) % 20 = 0`,
      [teamId],
    );
    // Theme matches are written by the feedback table's insert trigger, as for submissions.
    await client.query('commit');
    await client.query('vacuum analyze');
  });
  return { teamId, teamSlug, group };
}

export interface Scenario {
  name: string;
  path: string;
  query: [string, string][];
}

interface Timing {
  name: string;
  p50: number;
  p95: number;
  detail: string;
}

export function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

function timingOf(series: SearchSeries): Timing {
  const times = [...series.times].sort((a, b) => a - b);
  return {
    name: series.name,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    detail: series.detail,
  };
}

const HTTP_SEARCH = ': Heed over HTTP';

/** Per word: Heed's statements no slower (p95) than the naive statements through the same driver. */
function searchChecks(searches: Timing[]): { ok: boolean; text: string }[] {
  return searches
    .filter((timing) => timing.name.endsWith(': naive statements'))
    .map((naive) => {
      const word = naive.name.replace(/: naive statements$/, '');
      const heed = searches.find((timing) => timing.name === `${word}: Heed's statements`);
      const p95 = heed?.p95 ?? Number.POSITIVE_INFINITY;
      return {
        ok: p95 <= naive.p95,
        text: `${word}: Heed's statements p95 ${format(p95)} ms <= naive p95 ${format(naive.p95)} ms`,
      };
    });
}

export async function timed(url: string, token: string): Promise<{ ms: number; body: string }> {
  const started = performance.now();
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  const body = await response.text();
  const ms = performance.now() - started;
  if (response.status !== 200) throw new Error(`${url}: ${response.status} ${body.slice(0, 300)}`);
  return { ms, body };
}

export function urlOf(
  base: string,
  scenario: Pick<Scenario, 'path' | 'query'>,
  team: string,
): string {
  return `${base}/api/v1${scenario.path}?${new URLSearchParams([['team', team], ...scenario.query])}`;
}

async function measureReads(
  base: string,
  team: string,
  scenario: Scenario,
  token: string,
): Promise<Timing> {
  const url = urlOf(base, scenario, team);
  for (let i = 0; i < 2; i += 1) await timed(url, token);
  const times: number[] = [];
  let detail = '';
  for (let i = 0; i < settings.runs; i += 1) {
    const { ms, body } = await timed(url, token);
    times.push(ms);
    if (i === 0) {
      const parsed = JSON.parse(body) as { total?: number; items?: unknown[]; buckets?: unknown[] };
      detail =
        parsed.items !== undefined
          ? `${parsed.items.length} items of ${parsed.total}`
          : parsed.buckets !== undefined
            ? `${parsed.buckets.length} buckets`
            : `total ${parsed.total}`;
    }
  }
  times.sort((a, b) => a - b);
  return { name: scenario.name, p50: percentile(times, 50), p95: percentile(times, 95), detail };
}

export interface ExportTiming {
  /** `checkout`, or `all surveys` (no `surveyId`). */
  scope: string;
  format: string;
  rows: number;
  seconds: number;
  rssGrowthMb: number;
}

export async function measureExport(
  base: string,
  team: string,
  heed: Child,
  token: string,
  format: 'csv' | 'xlsx' | 'json',
  surveyId: string | undefined,
  expectedRows: number,
): Promise<ExportTiming> {
  const pid = heed.process.pid ?? 0;
  const before = rssBytes(pid) ?? 0;
  const sampler = sampleRss(pid);
  const started = performance.now();
  const response = await fetch(
    urlOf(
      base,
      {
        path: '/intern/export',
        query: [
          ...(surveyId ? [['surveyId', surveyId] as [string, string]] : []),
          ['format', format],
        ],
      },
      team,
    ),
    { headers: { authorization: `Bearer ${token}` } },
  );
  if (response.status !== 200 || !response.body) {
    throw new Error(`export ${format}: ${response.status} ${await response.text()}`);
  }
  let bytes = 0;
  let lines = 0;
  for await (const chunk of response.body) {
    bytes += chunk.byteLength;
    if (format !== 'csv') continue;
    // Searched, not iterated byte by byte: the reader shares the cores with Heed and PostgreSQL.
    const buffer = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    for (let at = buffer.indexOf(10); at !== -1; at = buffer.indexOf(10, at + 1)) lines += 1;
  }
  const seconds = (performance.now() - started) / 1000;
  const peak = sampler.stop();
  const rows = format === 'csv' ? lines - 1 : expectedRows;
  if (format === 'csv' && rows < expectedRows) {
    throw new Error(`export csv: ${rows} rows, expected at least ${expectedRows}`);
  }
  const scope = surveyId ?? 'all surveys';
  log(`  export ${format} (${scope}): ${(bytes / 1e6).toFixed(1)} MB in ${seconds.toFixed(1)} s`);
  return { scope, format, rows, seconds, rssGrowthMb: Math.max(0, peak - before) / 1e6 };
}

/**
 * The plans of the statistics, list and export queries (`--verbose`), built by the server's
 * repositories, and of the searches when they were measured.
 */
async function explain(url: string, teamId: string, searches: boolean): Promise<void> {
  const zones = async () => new Map([['utc', 'UTC']]);
  // Statements are only compiled here; `withClient` runs them under `explain`.
  const db = compilingQueries;
  const cases: [string, { sql: string; parameters: readonly unknown[] }][] = [];
  const filters = {
    none: {},
    survey: { surveyId: 'checkout' },
    three: { surveyId: 'checkout', from: daysAgo(89), to: daysAgo(0), rating: 'overall:5' },
  } as const;
  for (const [label, input] of Object.entries(filters)) {
    const filter = await parseFeedbackFilter(input, zones);
    const where = filterWhere(teamId, filter);
    const textFieldIds = label === 'none' ? undefined : ['comment'];
    cases.push([
      `overview from the rows (${label})`,
      statsOverviewQuery(where, 'UTC', textFieldIds).compile(db),
    ]);
    if (label !== 'none') {
      cases.push([
        `trend per day (${label})`,
        ratingBucketsQuery(where, { fieldId: 'overall', interval: 'day', tz: 'UTC' }).compile(db),
      ]);
    }
    cases.push([
      `list first page (${label})`,
      feedbackPageQuery(db, teamId, filter, { limit: 51 }).compile(),
    ]);
    cases.push([`list total (${label})`, feedbackCountQuery(db, teamId, filter).compile()]);
  }
  // The same reads from the counts kept at write time (what the server runs for these filters).
  const day = 86_400_000;
  const end = Math.floor(Date.now() / day) * day + day;
  const everything = {
    teamId,
    lo: Number.NEGATIVE_INFINITY,
    hi: Number.POSITIVE_INFINITY,
    tz: 'UTC',
  };
  const checkout = { ...everything, surveyId: 'checkout' };
  cases.push(['rollup totals (none)', rollupTotalsQuery(db, everything).compile()]);
  cases.push([
    'rollup answers (survey)',
    rollupAnswerCountsQuery(
      db,
      checkout,
      DEFINITION.fields.map((field) => field.fieldId),
    ).compile(),
  ]);
  // Weeks from a Monday in UTC; days in Kolkata (+5:30 all year), each beginning at 18:30 UTC.
  const monday = end - ((new Date(end).getUTCDay() + 6) % 7) * day - 104 * 7 * day;
  const weeks = Array.from({ length: 105 }, (_, index) => monday + index * 7 * day);
  const twoYears = rollupRatingBucketsQuery(
    db,
    { ...checkout, lo: monday, hi: end },
    {
      fieldId: 'overall',
      buckets: weeks.map((from) => ({ start: new Date(from).toISOString().slice(0, 10), from })),
    },
  );
  if (twoYears) cases.push(['rollup trend per week, 2 years (survey)', twoYears.compile()]);
  const kolkataDays = Array.from({ length: 45 }, (_, index) => daysAgo(44 - index));
  const kolkata = rollupRatingBucketsQuery(
    db,
    {
      ...checkout,
      tz: 'Asia/Kolkata',
      lo: Date.parse(`${kolkataDays[0]}T00:00:00+05:30`),
      hi: Date.parse(`${kolkataDays.at(-1)}T00:00:00+05:30`) + day,
    },
    {
      fieldId: 'overall',
      buckets: kolkataDays.map((start) => ({ start, from: Date.parse(`${start}T00:00:00+05:30`) })),
    },
  );
  if (kolkata) cases.push(['rollup trend per day, 45 days in Asia/Kolkata', kolkata.compile()]);
  const exportFilter = await parseFeedbackFilter({ surveyId: 'checkout' }, zones);
  const exportStatement = exportRowsQuery(filterWhere(teamId, exportFilter));
  // COPY runs its inner statement with the filter values written as literals.
  const csvStatement = csvCopySelect(
    {
      where: filterWhere(teamId, exportFilter),
      themeMatches: themeMatchScopeWhere(teamId, exportFilter),
    },
    surveyLayout(DEFINITION.fields as FieldDefinition[]),
  );
  const everyFilter = await parseFeedbackFilter({}, zones);
  const allSurveysStatement = csvCopySelect(
    {
      where: filterWhere(teamId, everyFilter),
      themeMatches: themeMatchScopeWhere(teamId, everyFilter),
    },
    allSurveysLayout(SURVEYS.map(() => ({ fields: DEFINITION.fields as FieldDefinition[] }))),
  );
  await withClient(url, async (client: pg.Client) => {
    // As the statistics run them (`withoutJit`).
    await client.query('set jit = off');
    const statements: [string, { text: string; values: unknown[] }][] = [
      ...cases.map(([label, query]): [string, { text: string; values: unknown[] }] => [
        label,
        { text: query.sql, values: [...query.parameters] },
      ]),
      [
        'export (JSON, XLSX)',
        { text: exportStatement.sql, values: [...exportStatement.parameters] },
      ],
      ['export (CSV, the statement inside COPY)', { text: csvStatement, values: [] }],
      ['export of every survey (CSV, inside COPY)', { text: allSurveysStatement, values: [] }],
      ...(searches ? await searchStatements(teamId) : []),
    ];
    for (const [label, query] of statements) {
      const { rows } = await client.query<{ 'QUERY PLAN': string }>(
        `explain (analyze, buffers) ${query.text}`,
        query.values,
      );
      log(`\n--- ${label}`);
      for (const row of rows) log(row['QUERY PLAN']);
    }
  });
}

export function daysAgo(days: number): string {
  return new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
}

function format(value: number, decimals = 0): string {
  return value.toFixed(decimals);
}

/**
 * The dashboard's reads, as the dashboard makes them: lists, overviews and trends with 0 to 3
 * filters, and the per-zone trends and overviews of \`ZONES\`. The deep cursor is found first by
 * following 50 pages of 200 items as \`walker\` (a signed-in user's token).
 */
export async function dashboardScenarios(
  base: string,
  teamSlug: string,
  walker: string,
): Promise<Scenario[]> {
  const last90: [string, string][] = [
    ['from', daysAgo(89)],
    ['to', daysAgo(0)],
  ];
  const twoYears: [string, string][] = [
    ['from', daysAgo(729)],
    ['to', daysAgo(0)],
  ];
  const last45: [string, string][] = [
    ['from', daysAgo(44)],
    ['to', daysAgo(0)],
  ];
  const last26Weeks: [string, string][] = [
    ['from', daysAgo(7 * 26 - 1)],
    ['to', daysAgo(0)],
  ];
  const one: [string, string][] = [['surveyId', 'checkout']];
  const three: [string, string][] = [...one, ...last90, ['rating', 'overall:5']];
  const trend = (interval: string, period: [string, string][]): [string, string][] => [
    ...one,
    ['fieldId', 'overall'],
    ['interval', interval],
    ...period,
  ];
  // A cursor deep in the list: follow 50 pages of 200 items (10,000 items in).
  let cursor = '';
  for (let page = 0; page < 50; page += 1) {
    const { body } = await timed(
      urlOf(
        base,
        {
          path: '/intern/feedback',
          query: [['limit', '200'], ...(cursor ? [['cursor', cursor] as [string, string]] : [])],
        },
        teamSlug,
      ),
      walker,
    );
    const next = (JSON.parse(body) as { nextCursor: string | null }).nextCursor;
    if (!next) break; // fewer items than that: the deepest page there is
    cursor = next;
  }
  const scenarios: Scenario[] = [
    { name: 'list, 0 filters', path: '/intern/feedback', query: [] },
    { name: 'list, 1 filter (survey)', path: '/intern/feedback', query: one },
    { name: 'list, 3 filters (survey, 90 days, rating)', path: '/intern/feedback', query: three },
    {
      name: 'list, deep cursor (10,000 in)',
      path: '/intern/feedback',
      query: [['cursor', cursor]],
    },
    { name: 'overview, 0 filters (totals)', path: '/intern/stats/overview', query: [] },
    { name: 'overview, 1 filter (survey)', path: '/intern/stats/overview', query: one },
    { name: 'overview, 3 filters', path: '/intern/stats/overview', query: three },
    { name: 'trend day, 90 days', path: '/intern/stats/trend', query: trend('day', last90) },
    { name: 'trend week, 2 years', path: '/intern/stats/trend', query: trend('week', twoYears) },
    {
      name: 'trend day, 90 days + rating + app',
      path: '/intern/stats/trend',
      query: [...trend('day', last90), ['rating', 'recommend:10'], ['appName', 'kiosk']],
    },
    {
      name: 'trend week, 2 years + hasText',
      path: '/intern/stats/trend',
      query: [...trend('week', twoYears), ['hasText', 'true']],
    },
    // Local days and weeks that begin on the quarter or half hour in UTC, and whole-hour zones.
    ...ZONES.flatMap((tz): Scenario[] => [
      {
        name: `trend day, 45 days, ${tz}`,
        path: '/intern/stats/trend',
        query: [...trend('day', last45), ['tz', tz]],
      },
      {
        name: `trend week, 26 weeks, ${tz}`,
        path: '/intern/stats/trend',
        query: [...trend('week', last26Weeks), ['tz', tz]],
      },
      {
        name: `overview, survey + 45 days, ${tz}`,
        path: '/intern/stats/overview',
        query: [...one, ...last45, ['tz', tz]],
      },
    ]),
  ];
  return scenarios;
}

export async function runDashboardBench(): Promise<number> {
  let database: BenchDatabase | undefined;
  let issuer: LoopbackIssuer | undefined;
  let heed: Child | undefined;
  const timings: Timing[] = [];
  const searches: Timing[] = [];
  const exports: ExportTiming[] = [];
  let failure: unknown;
  let rollupDifferences = Number.NaN;
  let kind = '';
  let itemCount = settings.rows;
  try {
    database = settings.reuse
      ? reusedDatabase(settings.databaseUrl, settings.reuse)
      : await openBenchDatabase(settings.databaseUrl);
    kind = database.kind;
    const databaseUrl = database.url;
    issuer = await startLoopbackIssuer();
    const started = await startHeed(databaseUrl, issuer.issuer);
    heed = started.child;
    const base = started.base;
    let seeded: Seeded;
    if (settings.reuse) {
      seeded = await seededTeam(databaseUrl);
      itemCount = seeded.items ?? itemCount;
    } else {
      log(`seeding ${settings.rows.toLocaleString('en')} feedback items by SQL …`);
      const seedStarted = performance.now();
      seeded = await seedDashboard(databaseUrl, settings.rows);
      log(`seeded in ${((performance.now() - seedStarted) / 1000).toFixed(0)} s`);
    }
    const mint = (name: string) =>
      (issuer as LoopbackIssuer).mintToken({ sub: `bench-${name}`, groups: [seeded.group] });

    const scenarios = await dashboardScenarios(base, seeded.teamSlug, await mint('walker'));
    for (const scenario of scenarios.filter((entry) => selected(entry.name))) {
      // A user per scenario: each has its own analytics budget (300 a minute).
      const token = await mint(scenario.name);
      const timing = await measureReads(base, seeded.teamSlug, scenario, token).catch(
        (error: unknown): Timing => ({
          name: scenario.name,
          p50: Number.POSITIVE_INFINITY,
          p95: Number.POSITIVE_INFINITY,
          detail: `failed: ${(error as Error).message.replace(/^.*?: /, '').slice(0, 60)}`,
        }),
      );
      log(`  ${timing.name}: p50 ${format(timing.p50)} ms, p95 ${format(timing.p95)} ms`);
      timings.push(timing);
    }
    const searching = SEARCHES.some(({ label, q }) => selected(`search, ${label} (${q})`));
    if (searching) {
      await prepareNaiveSearch(databaseUrl);
      const searchers = new Map<string, string>();
      const series = await measureSearches({
        databaseUrl,
        teamId: seeded.teamId,
        runs: settings.runs,
        selected,
        heedOverHttp: async (q) => {
          // A user per word, as per read above.
          const token = searchers.get(q) ?? (await mint(`search ${q}`));
          searchers.set(q, token);
          const path = '/intern/feedback';
          const { ms, body } = await timed(
            urlOf(base, { path, query: [['q', q]] }, seeded.teamSlug),
            token,
          );
          const parsed = JSON.parse(body) as { items: unknown[]; total: number };
          return { ms, items: parsed.items.length, total: parsed.total };
        },
      });
      for (const entry of series) {
        const timing = timingOf(entry);
        log(`  ${timing.name}: p50 ${format(timing.p50)} ms, p95 ${format(timing.p95)} ms`);
        searches.push(timing);
      }
    }
    const checkoutRows = await withClient(databaseUrl, async (client) => {
      const { rows } = await client.query<{ n: number }>(
        `select count(*)::int as n from feedback where survey_id = 'checkout'`,
      );
      return rows[0]?.n ?? 0;
    });
    const exporter = await mint('exporter');
    for (const format of ['csv', 'xlsx'] as const) {
      if (!selected(`export ${format}`)) continue;
      exports.push(
        await measureExport(
          base,
          seeded.teamSlug,
          heed,
          exporter,
          format,
          'checkout',
          checkoutRows,
        ),
      );
    }
    // Every survey (no `surveyId`): every item, in the union of the surveys' columns.
    for (const format of ['csv', 'xlsx', 'json'] as const) {
      if (!selected(`export all ${format}`)) continue;
      exports.push(
        await measureExport(base, seeded.teamSlug, heed, exporter, format, undefined, itemCount),
      );
    }
    if (settings.verbose) await explain(databaseUrl, seeded.teamId, searches.length > 0);
    rollupDifferences = await rollupDifferenceCount(databaseUrl);
  } catch (error) {
    failure = error;
    if (heed) log(`heed's last output:\n  ${heed.output.slice(-10).join('\n  ')}`);
  } finally {
    await stopChild(heed).catch(() => {});
    await issuer?.close().catch(() => {});
    await database?.close();
  }
  if (failure !== undefined) {
    process.stderr.write(
      `dashboard bench failed: ${failure instanceof Error ? failure.message : String(failure)}\n`,
    );
    return 1;
  }
  log('');
  log(
    `dashboard bench: ${kind}, ${itemCount.toLocaleString('en')} items, ` +
      `${settings.runs} runs per read, ${new Date().toISOString()}`,
  );
  log('| read | p50 ms | p95 ms | answer |');
  log('| --- | ---: | ---: | --- |');
  for (const timing of timings) {
    log(`| ${timing.name} | ${format(timing.p50)} | ${format(timing.p95)} | ${timing.detail} |`);
  }
  if (searches.length > 0) {
    log('');
    log('| search | p50 ms | p95 ms | answer |');
    log('| --- | ---: | ---: | --- |');
    for (const timing of searches) {
      log(`| ${timing.name} | ${format(timing.p50)} | ${format(timing.p95)} | ${timing.detail} |`);
    }
  }
  log('');
  log('| export | of | rows | seconds | rows/s | RSS growth MB |');
  log('| --- | --- | ---: | ---: | ---: | ---: |');
  for (const entry of exports) {
    log(
      `| ${entry.format} | ${entry.scope} | ${entry.rows} | ${format(entry.seconds, 1)} | ` +
        `${format(entry.rows / entry.seconds)} | ${format(entry.rssGrowthMb)} |`,
    );
  }
  log('');
  const csvs = exports.filter((entry) => entry.format === 'csv');
  const checks = [
    ...[...timings, ...searches.filter((timing) => timing.name.endsWith(HTTP_SEARCH))].map(
      (timing) => ({
        ok: timing.p95 <= TARGETS.p95Ms,
        text: `${timing.name}: p95 ${format(timing.p95)} ms <= ${TARGETS.p95Ms} ms`,
      }),
    ),
    ...(csvs.length > 0 ? csvs : [{ scope: 'checkout', rows: 0, seconds: 1 }]).map((csv) => ({
      ok: csv.rows / csv.seconds >= TARGETS.csvRowsPerSecond,
      text: `csv export (${csv.scope}) ${format(csv.rows / csv.seconds)} rows/s >= ${TARGETS.csvRowsPerSecond}`,
    })),
    ...exports.map((entry) => ({
      ok: entry.rssGrowthMb <= TARGETS.rssGrowthMb,
      text: `${entry.format} export (${entry.scope}) RSS growth ${format(entry.rssGrowthMb)} MB <= ${TARGETS.rssGrowthMb} MB`,
    })),
    ...searchChecks(searches),
    {
      ok: rollupDifferences === 0,
      text: `heed rollups verify after the run: ${rollupDifferences} differences = 0`,
    },
  ];
  for (const check of checks) log(`${check.ok ? 'PASS' : 'FAIL'}  ${check.text}`);
  return settings.enforce && checks.some((check) => !check.ok) ? 1 : 0;
}
