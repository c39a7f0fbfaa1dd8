import type { Answer, FieldDefinition, SurveyDefinition } from '@heed/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAs, mapGroup } from '../testing/dashboard-fixtures.ts';
import {
  answersFor,
  type FeedbackRow,
  insertFeedbackRows,
  insertMarker,
  insertTheme,
  registerSurvey,
} from '../testing/feedback-rows.ts';
import { type SeededTeam, seedTeam } from '../testing/fixtures.ts';
import { ManualClock, startTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * Statistics over real HTTP against rows seeded with known arrival times; every expected value is
 * computed here, independently, from the seeded rows. Rules: docs/rules/statistics.md#statistics-1
 * to docs/rules/statistics.md#statistics-5: overview and trend shapes, NPS (promoters 9–10,
 * detractors 0–6, integer score), days in `tz`, weeks from Monday, the period of equal length
 * before, masking below HEED_MIN_AGGREGATE (default 5).
 */

const SURVEY = 'checkout';
const clock = new ManualClock(new Date('2026-11-20T12:00:00Z'));
let app: TestApp;
let team: SeededTeam;
let viewer: string;
let themeFast: string;
let themeSlow: string;
let markerId: string;

const definition = {
  surveyType: 'rating',
  fields: [
    {
      fieldId: 'overall',
      fieldType: 'RATING',
      label: 'How was checkout?',
      ratingVariant: 'emoji',
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
    {
      fieldId: 'topics',
      fieldType: 'MULTI_CHOICE',
      label: 'Topics',
      options: [
        { optionId: 'price', label: 'Price' },
        { optionId: 'speed', label: 'Speed' },
        { optionId: 'design', label: 'Design' },
      ],
    },
  ],
};

interface Seeded {
  receivedAt: Date;
  overall: number;
  recommend: number;
  text: string;
  channel: string;
  topics: string[];
  appName: string;
  themes: string[];
}

const seeded: Seeded[] = [];

function answersOf(row: Seeded): Answer[] {
  return answersFor(definition.fields as FieldDefinition[], {
    overall: row.overall,
    recommend: row.recommend,
    comment: row.text,
    channel: row.channel,
    topics: row.topics,
  });
}

/**
 * 120 items from 2026-10-10 to 2026-11-18, one every ~8 hours, plus items placed around the end of
 * daylight saving time in Oslo (2026-10-25 01:00 UTC) and around midnight there.
 */
function buildRows(): Seeded[] {
  let state = 7;
  const next = (n: number) => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return Math.floor(state / 65_536) % n;
  };
  const times: Date[] = [];
  for (let i = 0; i < 120; i += 1) {
    times.push(new Date(Date.UTC(2026, 9, 10, 3) + i * 8 * 3_600_000 + next(60) * 60_000));
  }
  times.push(
    new Date('2026-10-24T21:59:00Z'), // 23:59 on the 24th in Oslo (CEST)
    new Date('2026-10-24T22:01:00Z'), // 00:01 on the 25th in Oslo, still the 24th in UTC
    new Date('2026-10-25T22:30:00Z'), // 23:30 on the 25th in Oslo (CET)
    new Date('2026-10-25T23:30:00Z'), // 00:30 on the 26th in Oslo
    new Date('2026-11-01T23:10:00Z'), // Monday 2 Nov 00:10 in Oslo, Sunday in UTC
  );
  return times.map((receivedAt) => {
    const overall = 1 + next(5);
    const recommend = next(11);
    const hasText = next(3) !== 0;
    const themes: string[] = [];
    if (hasText && next(2) === 0) themes.push('fast');
    if (hasText && next(4) === 0) themes.push('slow');
    return {
      receivedAt,
      overall,
      recommend,
      text: hasText ? `text ${next(1000)}` : '',
      channel: next(2) === 0 ? 'web' : 'app',
      topics: ['price', 'speed', 'design'].filter(() => next(2) === 0),
      appName: next(4) === 0 ? 'kiosk' : 'backend',
      themes,
    };
  });
}

const dayIn = (tz: string, date: Date) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: tz,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(date);

/** Monday of a day's week, by counting back on the calendar. */
function mondayOf(day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  while (date.getUTCDay() !== 1) date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

function rangeOfDays(from: string, to: string): string[] {
  const days: string[] = [];
  for (
    const date = new Date(`${from}T12:00:00Z`);
    date.toISOString().slice(0, 10) <= to;
    date.setUTCDate(date.getUTCDate() + 1)
  ) {
    days.push(date.toISOString().slice(0, 10));
  }
  return days;
}

function expectedRating(rows: Seeded[], pick: (row: Seeded) => number, scale: number[]) {
  const distribution = Object.fromEntries(
    scale.map((value) => [String(value), rows.filter((row) => pick(row) === value).length]),
  );
  const sum = rows.reduce((total, row) => total + pick(row), 0);
  return {
    responses: rows.length,
    average: rows.length ? Math.round((sum / rows.length) * 100) / 100 : null,
    distribution,
  };
}

const shareOf = (count: number, of: number) => Math.round((count / of) * 10_000) / 10_000;

const ONE_TO_FIVE = [1, 2, 3, 4, 5];
const ZERO_TO_TEN = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

async function json(path: string, query: [string, string][]) {
  const response = await getAs(app, path, viewer, query);
  const body = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  return body as Record<string, unknown>;
}

beforeAll(async () => {
  app = await startTestApp({}, { clock });
  team = await seedTeam(app, { slug: 'stats' });
  await mapGroup(app, 'stats', 'g-stats', 'viewer');
  viewer = await app.tokenFor({ sub: 'stats-viewer', groups: ['g-stats'] });
  // Register the definition with one submission, then replace the data with rows of known times.
  await registerSurvey(app, team, SURVEY, definition as SurveyDefinition);
  themeFast = await insertTheme(app, team, 'Fast', ['fast']);
  themeSlow = await insertTheme(app, team, 'Slow', ['slow']);
  seeded.push(...buildRows());
  const rows: FeedbackRow[] = seeded.map((row) => ({
    receivedAt: row.receivedAt,
    answers: answersOf(row),
    appName: row.appName,
    themeIds: row.themes.map((theme) => (theme === 'fast' ? themeFast : themeSlow)),
  }));
  await insertFeedbackRows(app, team, SURVEY, rows);
  markerId = await insertMarker(app, team, SURVEY, '2026-10-26', 'Release 2.1');
  await insertMarker(app, team, SURVEY, '2026-12-01', 'Later release');
});
afterAll(async () => {
  await app.close();
});

function expectedOverview(rows: Seeded[]) {
  const withText = rows.filter((row) => row.text !== '');
  const nps = {
    promoters: rows.filter((row) => row.recommend >= 9).length,
    passives: rows.filter((row) => row.recommend === 7 || row.recommend === 8).length,
    detractors: rows.filter((row) => row.recommend <= 6).length,
  };
  const themes = [
    { themeId: themeFast, count: withText.filter((row) => row.themes.includes('fast')).length },
    { themeId: themeSlow, count: withText.filter((row) => row.themes.includes('slow')).length },
  ]
    .filter((theme) => theme.count > 0)
    .sort((a, b) => b.count - a.count || (a.themeId < b.themeId ? -1 : 1));
  return {
    total: rows.length,
    withText: withText.length,
    privacy: { threshold: 5, masked: false },
    fields: [
      {
        fieldId: 'overall',
        fieldType: 'RATING',
        label: 'How was checkout?',
        masked: false,
        ...expectedRating(rows, (row) => row.overall, ONE_TO_FIVE),
      },
      {
        fieldId: 'recommend',
        fieldType: 'RATING',
        label: 'Recommend us?',
        masked: false,
        ...expectedRating(rows, (row) => row.recommend, ZERO_TO_TEN),
        nps: { ...nps, score: Math.round(((nps.promoters - nps.detractors) * 100) / rows.length) },
      },
      {
        fieldId: 'comment',
        fieldType: 'TEXT',
        label: 'Anything else?',
        masked: false,
        responses: withText.length,
        themes,
        uncategorized: withText.filter((row) => row.themes.length === 0).length,
      },
      {
        fieldId: 'channel',
        fieldType: 'SINGLE_CHOICE',
        label: 'Channel',
        masked: false,
        responses: rows.length,
        distribution: {
          web: rows.filter((row) => row.channel === 'web').length,
          app: rows.filter((row) => row.channel === 'app').length,
        },
        shares: {
          web: shareOf(rows.filter((row) => row.channel === 'web').length, rows.length),
          app: shareOf(rows.filter((row) => row.channel === 'app').length, rows.length),
        },
      },
      {
        fieldId: 'topics',
        fieldType: 'MULTI_CHOICE',
        label: 'Topics',
        masked: false,
        responses: rows.length,
        distribution: Object.fromEntries(
          ['price', 'speed', 'design'].map((topic) => [
            topic,
            rows.filter((row) => row.topics.includes(topic)).length,
          ]),
        ),
        // Of the responses, not of the options chosen.
        shares: Object.fromEntries(
          ['price', 'speed', 'design'].map((topic) => [
            topic,
            shareOf(rows.filter((row) => row.topics.includes(topic)).length, rows.length),
          ]),
        ),
      },
    ],
  };
}

describe('GET /api/v1/intern/stats/overview', () => {
  it('answers every field of the survey, computed from all of its items', async () => {
    const body = await json('/intern/stats/overview', [['surveyId', SURVEY]]);
    const first = seeded.map((row) => row.receivedAt).sort((a, b) => a.getTime() - b.getTime());
    expect(body).toEqual({
      ...expectedOverview(seeded),
      period: { from: dayIn('UTC', first[0] as Date), to: dayIn('UTC', first.at(-1) as Date) },
      triage: { new: seeded.length, in_progress: 0, resolved: 0, ignored: 0 },
    });
  });

  it('answers totals only without a survey', async () => {
    const body = await json('/intern/stats/overview', []);
    expect(body.total).toBe(seeded.length);
    expect(body.withText).toBe(seeded.filter((row) => row.text !== '').length);
    expect(body.fields).toEqual([]);
  });

  it('applies the list filters: days in the caller’s zone across the end of daylight saving time', async () => {
    const tz = 'Europe/Oslo';
    const rows = seeded.filter((row) => {
      const day = dayIn(tz, row.receivedAt);
      return day >= '2026-10-25' && day <= '2026-10-26';
    });
    const body = await json('/intern/stats/overview', [
      ['surveyId', SURVEY],
      ['from', '2026-10-25'],
      ['to', '2026-10-26'],
      ['tz', tz],
    ]);
    expect(rows.length).toBeGreaterThanOrEqual(5);
    expect(body).toEqual({
      ...expectedOverview(rows),
      period: { from: '2026-10-25', to: '2026-10-26' },
      // The triage queue is the survey's, whatever the period (docs/rules/triage.md#triage-5).
      triage: { new: seeded.length, in_progress: 0, resolved: 0, ignored: 0 },
    });
    // The item at 22:01 UTC on the 24th is on the 25th in Oslo: included; the one at 21:59 is not.
    expect(rows.some((row) => row.receivedAt.toISOString() === '2026-10-24T22:01:00.000Z')).toBe(
      true,
    );
    expect(rows.some((row) => row.receivedAt.toISOString() === '2026-10-24T21:59:00.000Z')).toBe(
      false,
    );
  });

  it('combines filters (app name and a rating), all of which must hold', async () => {
    const rows = seeded.filter((row) => row.appName === 'kiosk' && row.overall === 5);
    const body = await json('/intern/stats/overview', [
      ['surveyId', SURVEY],
      ['appName', 'kiosk'],
      ['rating', 'overall:5'],
    ]);
    expect(rows.length).toBeGreaterThanOrEqual(5);
    expect(body.total).toBe(rows.length);
    expect(body.fields).toEqual(expectedOverview(rows).fields);
  });

  it('filters by a rating range: the detractors of an NPS question (0–6), inclusive', async () => {
    const rows = seeded.filter((row) => row.recommend <= 6);
    const body = await json('/intern/stats/overview', [
      ['surveyId', SURVEY],
      ['rating', 'recommend:0-6'],
    ]);
    expect(rows.length).toBeGreaterThanOrEqual(5);
    expect(rows.length).toBeLessThan(seeded.length);
    expect(body.total).toBe(rows.length);
    expect(body.withText).toBe(rows.filter((row) => row.text !== '').length);
    expect(body.fields).toEqual(expectedOverview(rows).fields);
    // Without the survey: the totals of the same items.
    const totals = await json('/intern/stats/overview', [['rating', 'recommend:0-6']]);
    expect(totals.total).toBe(rows.length);
  });

  it('masks aggregates of 1 to 4 responses (counts and averages null), never 0 responses', async () => {
    const few = seeded.filter((row) => dayIn('UTC', row.receivedAt) === '2026-10-12');
    expect(few.length).toBeGreaterThanOrEqual(1);
    expect(few.length).toBeLessThan(5);
    const body = await json('/intern/stats/overview', [
      ['surveyId', SURVEY],
      ['from', '2026-10-12'],
      ['to', '2026-10-12'],
    ]);
    expect(body.total).toBeNull();
    expect(body.privacy).toEqual({ threshold: 5, masked: true });
    const fields = body.fields as Record<string, unknown>[];
    expect(fields.find((field) => field.fieldId === 'overall')).toEqual({
      fieldId: 'overall',
      fieldType: 'RATING',
      label: 'How was checkout?',
      masked: true,
      responses: null,
      average: null,
      distribution: null,
    });
    expect(fields.find((field) => field.fieldId === 'recommend')).toMatchObject({
      masked: true,
      nps: null,
    });
    const texts = few.filter((row) => row.text !== '').length;
    for (const field of fields) {
      // A field nobody answered that day has 0 responses: shown as 0, not masked.
      const answered = field.fieldId === 'comment' ? texts : few.length;
      expect(field.masked, String(field.fieldId)).toBe(answered > 0);
      expect(field.responses, String(field.fieldId)).toBe(answered > 0 ? null : 0);
    }

    const none = await json('/intern/stats/overview', [
      ['surveyId', SURVEY],
      ['from', '2030-01-01'],
      ['to', '2030-01-02'],
    ]);
    expect(none.total).toBe(0);
    expect(none.withText).toBe(0);
    expect(none.privacy).toEqual({ threshold: 5, masked: false });
    expect((none.fields as Record<string, unknown>[])[0]).toMatchObject({
      masked: false,
      responses: 0,
      average: null,
      distribution: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 },
    });
  });

  it('answers a survey the team does not have with zero counts and no fields', async () => {
    const body = await json('/intern/stats/overview', [['surveyId', 'no-such-survey']]);
    expect(body).toMatchObject({
      total: 0,
      withText: 0,
      fields: [],
      period: { from: null, to: null },
    });
  });
});

function expectedBuckets(rows: Seeded[], starts: string[], startOf: (row: Seeded) => string) {
  return starts.map((start) => {
    const inBucket = rows.filter((row) => startOf(row) === start);
    const { responses, average, distribution } = expectedRating(
      inBucket,
      (row) => row.overall,
      ONE_TO_FIVE,
    );
    if (responses > 0 && responses < 5) {
      return { start, responses: null, average: null, distribution: null, masked: true };
    }
    return { start, responses, average, distribution, masked: false };
  });
}

describe('GET /api/v1/intern/stats/trend', () => {
  it('buckets a rating per day in Europe/Oslo across the end of daylight saving time, with the period before', async () => {
    const tz = 'Europe/Oslo';
    const body = await json('/intern/stats/trend', [
      ['surveyId', SURVEY],
      ['fieldId', 'overall'],
      ['interval', 'day'],
      ['from', '2026-10-22'],
      ['to', '2026-10-28'],
      ['tz', tz],
    ]);
    const inRange = (from: string, to: string) =>
      seeded.filter((row) => dayIn(tz, row.receivedAt) >= from && dayIn(tz, row.receivedAt) <= to);
    expect(body.interval).toBe('day');
    expect(body.tz).toBe(tz);
    expect(body.period).toEqual({ from: '2026-10-22', to: '2026-10-28' });
    expect(body.buckets).toEqual(
      expectedBuckets(
        inRange('2026-10-22', '2026-10-28'),
        rangeOfDays('2026-10-22', '2026-10-28'),
        (row) => dayIn(tz, row.receivedAt),
      ),
    );
    expect(body.previous).toEqual({
      period: { from: '2026-10-15', to: '2026-10-21' },
      buckets: expectedBuckets(
        inRange('2026-10-15', '2026-10-21'),
        rangeOfDays('2026-10-15', '2026-10-21'),
        (row) => dayIn(tz, row.receivedAt),
      ),
    });
    expect(body.markers).toEqual([
      expect.objectContaining({
        id: markerId,
        surveyId: SURVEY,
        date: '2026-10-26',
        label: 'Release 2.1',
        description: null,
        color: null,
      }),
    ]);
  });

  it('buckets only the items a rating range selects, in both periods', async () => {
    const body = await json('/intern/stats/trend', [
      ['surveyId', SURVEY],
      ['fieldId', 'overall'],
      ['interval', 'week'],
      ['from', '2026-10-26'],
      ['to', '2026-11-15'],
      ['rating', 'overall:4-5'],
    ]);
    const selected = (from: string, to: string) =>
      seeded.filter(
        (row) =>
          row.overall >= 4 &&
          dayIn('UTC', row.receivedAt) >= from &&
          dayIn('UTC', row.receivedAt) <= to,
      );
    const weekOf = (row: Seeded) => mondayOf(dayIn('UTC', row.receivedAt));
    expect(body.buckets).toEqual(
      expectedBuckets(
        selected('2026-10-26', '2026-11-15'),
        ['2026-10-26', '2026-11-02', '2026-11-09'],
        weekOf,
      ),
    );
    expect(body.previous).toEqual({
      period: { from: '2026-10-05', to: '2026-10-25' },
      buckets: expectedBuckets(
        selected('2026-10-05', '2026-10-25'),
        ['2026-10-05', '2026-10-12', '2026-10-19'],
        weekOf,
      ),
    });
  });

  it('buckets per week from Monday in the caller’s zone', async () => {
    const tz = 'Europe/Oslo';
    const body = await json('/intern/stats/trend', [
      ['surveyId', SURVEY],
      ['fieldId', 'overall'],
      ['interval', 'week'],
      ['from', '2026-10-12'],
      ['to', '2026-11-15'],
      ['tz', tz],
    ]);
    const rows = seeded.filter(
      (row) =>
        dayIn(tz, row.receivedAt) >= '2026-10-12' && dayIn(tz, row.receivedAt) <= '2026-11-15',
    );
    const starts = ['2026-10-12', '2026-10-19', '2026-10-26', '2026-11-02', '2026-11-09'];
    expect(body.buckets).toEqual(
      expectedBuckets(rows, starts, (row) => mondayOf(dayIn(tz, row.receivedAt))),
    );
    // Sunday 23:10 UTC is Monday in Oslo: it counts in the week of 2 November there, not in UTC.
    const utc = await json('/intern/stats/trend', [
      ['surveyId', SURVEY],
      ['fieldId', 'overall'],
      ['interval', 'week'],
      ['from', '2026-10-12'],
      ['to', '2026-11-15'],
    ]);
    const utcRows = seeded.filter(
      (row) =>
        dayIn('UTC', row.receivedAt) >= '2026-10-12' &&
        dayIn('UTC', row.receivedAt) <= '2026-11-15',
    );
    expect(utc.buckets).toEqual(
      expectedBuckets(utcRows, starts, (row) => mondayOf(dayIn('UTC', row.receivedAt))),
    );
    expect(utc.buckets).not.toEqual(body.buckets);
  });

  it('buckets per month and compares whole months with as many whole months before', async () => {
    const body = await json('/intern/stats/trend', [
      ['surveyId', SURVEY],
      ['fieldId', 'recommend'],
      ['interval', 'month'],
      ['from', '2026-10-01'],
      ['to', '2026-11-30'],
    ]);
    expect((body.buckets as { start: string }[]).map((bucket) => bucket.start)).toEqual([
      '2026-10-01',
      '2026-11-01',
    ]);
    const october = seeded.filter((row) => dayIn('UTC', row.receivedAt).startsWith('2026-10'));
    expect((body.buckets as unknown[])[0]).toEqual({
      start: '2026-10-01',
      masked: false,
      ...expectedRating(october, (row) => row.recommend, ZERO_TO_TEN),
    });
    expect(body.previous).toEqual({
      period: { from: '2026-08-01', to: '2026-09-30' },
      buckets: [
        {
          start: '2026-08-01',
          responses: 0,
          average: null,
          distribution: Object.fromEntries(ZERO_TO_TEN.map((v) => [String(v), 0])),
          masked: false,
        },
        {
          start: '2026-09-01',
          responses: 0,
          average: null,
          distribution: Object.fromEntries(ZERO_TO_TEN.map((v) => [String(v), 0])),
          masked: false,
        },
      ],
    });
    expect(body.markers).toHaveLength(1);
  });

  it('defaults to the last 30 days up to today in the caller’s zone', async () => {
    const body = await json('/intern/stats/trend', [
      ['surveyId', SURVEY],
      ['fieldId', 'overall'],
      ['interval', 'day'],
    ]);
    expect(body.period).toEqual({ from: '2026-10-22', to: '2026-11-20' });
    expect(body.buckets).toHaveLength(30);
    expect(body.previous).toMatchObject({ period: { from: '2026-09-22', to: '2026-10-21' } });
  });
});
