import type { FieldDefinition, SurveyDefinition } from '@heed/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FeedbackFilterInput, parseFeedbackFilter } from '../feedback/feedback-filter.ts';
import { rollupRatingBuckets } from '../feedback/feedback-rollups.repository.ts';
import { rollupScope } from '../feedback/feedback-rollups.ts';
import { inReadSnapshot } from '../feedback/read-snapshot.ts';
import { timeZoneNamesOf } from '../feedback/time-zone-names.ts';
import { getAs, mapGroup } from '../testing/dashboard-fixtures.ts';
import {
  answersFor,
  insertFeedbackRows,
  insertTheme,
  registerSurvey,
} from '../testing/feedback-rows.ts';
import { type SeededTeam, seedTeam } from '../testing/fixtures.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { ratingBucketRows } from './stats.repository.ts';
import {
  rollupAnswerCountsOf,
  rollupTextThemes,
  rollupTotalsOf,
  rowStats,
} from './stats-counts.ts';
import { bucketStarts, type Interval } from './stats-period.ts';

/**
 * Trends and overviews in zones whose days begin on the half or quarter hour in UTC (Kolkata
 * +5:30, Kathmandu +5:45, Tehran +3:30, Adelaide +9:30/+10:30, St John's −3:30/−2:30) are answered
 * from the counts kept at write time (`feedback_rollup`, quarter-hour rows at the edges), and the
 * answer is the one counted from the rows: compared on the same data over many random periods,
 * intervals and filters. That the endpoints read the counts is shown by changing a count behind
 * Heed's back: the answer moves with it (counted from the rows, it would not).
 */

const SURVEY = 'zones';
const ZONES = [
  'Asia/Kolkata',
  'Asia/Kathmandu',
  'Asia/Tehran',
  'Australia/Adelaide',
  'America/St_Johns',
  'Europe/Oslo',
] as const;
let app: TestApp;
let team: SeededTeam;
let viewer: string;

const definition = {
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
      options: [
        { optionId: 'web', label: 'Web' },
        { optionId: 'app', label: 'App' },
      ],
    },
  ],
};
const fields = definition.fields as FieldDefinition[];

/** A deterministic pseudo-random sequence (the same data and cases every run). */
function random(seed: number): (n: number) => number {
  let state = seed;
  return (n) => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return Math.floor((state / 2147483648) * n);
  };
}

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
const START = Date.UTC(2026, 0, 1);
/** The local midnights of these zones in UTC (minutes after 00:00 UTC), and a minute either side. */
const EDGES = [18 * 60 + 30, 18 * 60 + 15, 20 * 60 + 30, 14 * 60 + 30, 13 * 60 + 30, 3 * 60 + 30];

/**
 * About 3,000 items from January to June 2026 (both sides of the daylight saving changes of
 * Adelaide, St John's and Oslo) at random minutes, and items one minute before, at and after the
 * local midnights of the zones.
 */
function arrivals(): Date[] {
  const next = random(23);
  const times: number[] = [];
  for (let i = 0; i < 2_600; i += 1) times.push(START + next(181 * 24 * 60) * MINUTE_MS);
  for (let day = 0; day < 181; day += 3) {
    const edge = EDGES[day % EDGES.length] as number;
    for (const shift of [-1, 0, 1]) times.push(START + day * DAY_MS + (edge + shift) * MINUTE_MS);
  }
  return times.map((ms) => new Date(ms));
}

let themeId: string;

beforeAll(async () => {
  app = await startTestApp();
  team = await seedTeam(app, { slug: 'stats-zones' });
  await mapGroup(app, 'stats-zones', 'g-stats-zones', 'viewer');
  viewer = await app.tokenFor({ sub: 'stats-zones-viewer', groups: ['g-stats-zones'] });
  await registerSurvey(app, team, SURVEY, definition as SurveyDefinition);
  themeId = await insertTheme(app, team, 'Fast', ['fast']);
  const next = random(41);
  await insertFeedbackRows(
    app,
    team,
    SURVEY,
    arrivals().map((receivedAt) => {
      const text = next(3) === 0 ? '' : next(2) === 0 ? 'fast enough' : 'fine';
      return {
        receivedAt,
        answers: answersFor(fields, {
          overall: 1 + next(5),
          recommend: next(11),
          comment: text,
          channel: next(2) === 0 ? 'web' : 'app',
        }),
        appName: next(3) === 0 ? 'kiosk' : 'webshop',
        themeIds: text === 'fast enough' ? [themeId] : [],
      };
    }),
  );
});
afterAll(async () => {
  await app.close();
});

function dayAfter(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * Maps (of maps) as objects with sorted keys, keeping the keys `keep` accepts (and no inner map
 * left empty).
 */
function plain(
  map: ReadonlyMap<string | null, unknown>,
  keep: (key: string) => boolean = () => true,
): Record<string, unknown> {
  return Object.fromEntries(
    [...map]
      .filter(([key]) => key === null || keep(key))
      .map(([key, value]): [string, unknown] => [
        String(key),
        value instanceof Map ? plain(value, keep) : value,
      ])
      .filter(([, value]) => typeof value !== 'object' || Object.keys(value as object).length > 0)
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}

const sorted = <T extends { bucket: string; rating: string }>(rows: T[]) =>
  [...rows].sort((a, b) =>
    a.bucket === b.bucket ? a.rating.localeCompare(b.rating) : a.bucket.localeCompare(b.bucket),
  );

describe('trends and overviews in zones of half and quarter hours', () => {
  it('are answered from the counts, equal to the answer counted from the rows', async () => {
    const next = random(7);
    const names = timeZoneNamesOf(app.runtime.deps);
    const intervals: Interval[] = ['day', 'week', 'month'];
    const dimensions: Partial<FeedbackFilterInput>[] = [
      {},
      { appName: 'kiosk' },
      { hasText: 'true' },
      { hasText: 'false', appName: 'webshop' },
    ];
    let compared = 0;
    for (const tz of ZONES) {
      for (let round = 0; round < 8; round += 1) {
        const from = dayAfter('2026-01-01', next(170));
        const to = dayAfter(from, next(round % 2 === 0 ? 45 : 120));
        const interval = intervals[round % 3] as Interval;
        const input: FeedbackFilterInput = {
          surveyId: SURVEY,
          from,
          to,
          tz,
          ...dimensions[next(dimensions.length)],
        };
        const filter = await parseFeedbackFilter(input, names);
        const fieldId = round % 2 === 0 ? 'overall' : 'recommend';
        const where = `${tz} ${JSON.stringify(input)} per ${interval}`;
        await inReadSnapshot(app.runtime.deps, async (db) => {
          const scope = await rollupScope(db, team.teamId, filter);
          expect(scope, where).toBeDefined();
          if (!scope) return;
          const fromCounts = await rollupRatingBuckets(db, scope, {
            fieldId,
            starts: bucketStarts(from, to, interval),
          });
          expect(fromCounts, where).toBeDefined();
          const fromRows = await ratingBucketRows(db, team.teamId, filter, { fieldId, interval });
          expect(fromRows.length, where).toBeGreaterThan(0);
          expect(sorted(fromCounts ?? []), where).toEqual(sorted(fromRows));
          const rows = await rowStats(db, team.teamId, filter, fields);
          // The first and last day of a closed period are its bounds: the rows' are not needed.
          const { total, withText } = await rollupTotalsOf(db, scope, filter);
          expect({ total, withText }, where).toEqual({
            total: rows.totals.total,
            withText: rows.totals.withText,
          });
          const counts = await rollupAnswerCountsOf(db, scope, fields);
          expect(plain(counts.responses), where).toEqual(plain(rows.counts.responses));
          expect(
            plain(counts.values, (value) => !value.startsWith('theme:')),
            where,
          ).toEqual(plain(rows.counts.values));
          expect(plain(rollupTextThemes(counts, fields)), where).toEqual(plain(rows.themes));
        });
        compared += 1;
      }
    }
    expect(compared).toBe(ZONES.length * 8);
  });

  /**
   * Adds `n` to the counts of `key` that hold the quarter hour starting at `bucket` (an ISO
   * instant): its quarter-hour, hour, day and month counts, as `n` more items there would.
   */
  async function changeCount(bucket: string, key: { fieldId: string; value: string }, n: number) {
    const changed = await app.runtime.deps.orm.em
      .fork()
      .getConnection()
      .execute<{ n: string }[]>(
        `update feedback_rollup set n = n + ?
        where team_id = ? and survey_id = ? and field_id = ? and value = ? and app_name = 'webshop'
          and not has_text
          and (grain, bucket) in (('q', ?::timestamptz),
                                  ('h', date_trunc('hour', ?::timestamptz, 'UTC')),
                                  ('d', date_trunc('day', ?::timestamptz, 'UTC')),
                                  ('m', date_trunc('month', ?::timestamptz, 'UTC')))
        returning n`,
        [n, team.teamId, SURVEY, key.fieldId, key.value, bucket, bucket, bucket, bucket],
      );
    expect(changed, `the counts of ${bucket}`).toHaveLength(4);
  }

  /**
   * Five ratings 5 of `overall` without text from the app `webshop` in the quarter hour starting
   * at `bucket` (so its local day is never masked).
   */
  async function ratedFive(bucket: string) {
    await insertFeedbackRows(
      app,
      team,
      SURVEY,
      [1, 4, 7, 10, 13].map((minute) => ({
        receivedAt: new Date(Date.parse(bucket) + minute * MINUTE_MS),
        answers: answersFor(fields, { overall: 5, recommend: 10, comment: '', channel: 'web' }),
        appName: 'webshop',
      })),
    );
  }

  it('read the counts of the quarter hour after local midnight: Kolkata, Kathmandu, Tehran', async () => {
    const cases = [
      { tz: 'Asia/Kolkata', day: '2026-03-11', bucket: '2026-03-10T18:30:00.000Z' },
      { tz: 'Asia/Kathmandu', day: '2026-03-11', bucket: '2026-03-10T18:15:00.000Z' },
      { tz: 'Asia/Tehran', day: '2026-03-11', bucket: '2026-03-10T20:30:00.000Z' },
    ];
    for (const { tz, day, bucket } of cases) {
      await ratedFive(bucket);
      const trend = async () => {
        const response = await getAs(app, '/intern/stats/trend', viewer, [
          ['team', 'stats-zones'],
          ['surveyId', SURVEY],
          ['fieldId', 'overall'],
          ['interval', 'day'],
          ['from', '2026-03-01'],
          ['to', '2026-03-31'],
          ['tz', tz],
        ]);
        expect(response.status).toBe(200);
        const body = (await response.json()) as {
          buckets: { start: string; distribution: Record<string, number> | null }[];
        };
        return body.buckets;
      };
      const before = await trend();
      await changeCount(bucket, { fieldId: 'overall', value: '5' }, 1000);
      try {
        const after = await trend();
        const index = before.findIndex((entry) => entry.start === day);
        const expected = before.map((entry, at) =>
          at === index
            ? {
                ...entry,
                distribution: {
                  ...entry.distribution,
                  '5': (entry.distribution?.['5'] ?? 0) + 1000,
                },
              }
            : entry,
        );
        expect(
          after.map(({ start, distribution }) => ({ start, distribution })),
          tz,
        ).toEqual(expected.map(({ start, distribution }) => ({ start, distribution })));
      } finally {
        await changeCount(bucket, { fieldId: 'overall', value: '5' }, -1000);
      }
    }
  });

  it('read the counts for an overview of local days in Kathmandu', async () => {
    const bucket = '2026-04-20T18:15:00.000Z';
    await ratedFive(bucket);
    const overview = async () => {
      const response = await getAs(app, '/intern/stats/overview', viewer, [
        ['team', 'stats-zones'],
        ['surveyId', SURVEY],
        ['from', '2026-04-21'],
        ['to', '2026-04-21'],
        ['tz', 'Asia/Kathmandu'],
      ]);
      expect(response.status).toBe(200);
      return (await response.json()) as { total: number };
    };
    const before = await overview();
    await changeCount(bucket, { fieldId: '', value: '' }, 1000);
    try {
      expect((await overview()).total).toBe(before.total + 1000);
    } finally {
      await changeCount(bucket, { fieldId: '', value: '' }, -1000);
    }
  });
});
