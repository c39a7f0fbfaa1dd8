import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAs, mapGroup } from '../testing/dashboard-fixtures.ts';
import {
  type AnswerSpec,
  containsPhrase,
  createTheme,
  EXPLORER_DEFINITION,
  seededRandom,
  submitAt,
  submitBody,
  tagFeedback,
  wordsOf,
} from '../testing/feedback-fixtures.ts';
import { type SeededTeam, seedTeam } from '../testing/fixtures.ts';
import { ManualClock, startTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * The feedback explorer over real HTTP and PostgreSQL (Rule: docs/rules/dashboard.md#dashboard-2:
 * `GET /intern/feedback` with every filter, keyset pagination and `total`; `GET
 * /intern/feedback/{id}`; `GET /intern/surveys`; themes matched at write time).
 *
 * A deterministic random data set is submitted through the public API with a manual clock; each
 * filter's answer is compared with the same filter computed here, in plain TypeScript, from what
 * was submitted.
 */

const clock = new ManualClock(new Date('2026-11-18T00:00:00.000Z'));
let app: TestApp;
let team: SeededTeam;
let viewer: string;

interface Stored extends AnswerSpec {
  id: string;
  receivedAt: string;
  tags: string[];
}

const stored: Stored[] = [];
const themes: Record<string, { id: string; keywords: string[] }> = {};

const COMMENTS = [
  'The payment page was slow',
  'Card declined twice, took forever',
  'Great service',
  'declined card at checkout',
  'Forever took the page',
  'PAYMENT failed',
  'paymentplan is nice',
  'Slow. Very slow.',
  '',
];
const TAGS = ['urgent', 'bug', 'praise'];
const DEVICES = ['mobile', 'tablet', 'desktop'] as const;

function pick<T>(random: () => number, values: readonly T[]): T {
  return values[Math.floor(random() * values.length)] as T;
}

/** Newest first by receivedAt, then id: the explorer's order. */
function newestFirst(a: Stored, b: Stored): number {
  if (a.receivedAt !== b.receivedAt) return a.receivedAt < b.receivedAt ? 1 : -1;
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
}

function expectedIds(predicate: (item: Stored) => boolean): string[] {
  return stored
    .filter(predicate)
    .sort(newestFirst)
    .map((item) => item.id);
}

type Page = { items: { id: string }[]; nextCursor: string | null; total: number };

async function page(query: [string, string][]): Promise<Page> {
  const response = await getAs(app, '/intern/feedback', viewer, query);
  const text = await response.text();
  expect(response.status, text).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  return JSON.parse(text) as Page;
}

/** Every item the filter selects, by walking all pages. */
async function allIds(
  query: [string, string][],
  limit = 200,
): Promise<{ ids: string[]; total: number }> {
  const ids: string[] = [];
  let cursor: string | null = null;
  let total = -1;
  do {
    const next: Page = await page([
      ...query,
      ['limit', String(limit)],
      ...(cursor ? ([['cursor', cursor]] as [string, string][]) : []),
    ]);
    if (total === -1) total = next.total;
    expect(next.total).toBe(total);
    ids.push(...next.items.map((item) => item.id));
    cursor = next.nextCursor;
  } while (cursor);
  return { ids, total };
}

const hasText = (item: Stored) => (item.comment ?? '').trim() !== '';
const themeIdsOf = (item: Stored) =>
  Object.values(themes)
    .filter((theme) =>
      theme.keywords.some((keyword) => containsPhrase(item.comment ?? '', keyword)),
    )
    .map((theme) => theme.id)
    .sort();

beforeAll(async () => {
  app = await startTestApp({}, { clock });
  team = await seedTeam(app, { slug: 'explorer' });
  await seedTeam(app, { slug: 'elsewhere' });
  await mapGroup(app, 'explorer', 'g-explorer', 'viewer');
  viewer = await app.tokenFor({ sub: 'explorer-viewer', groups: ['g-explorer'] });
  themes.payment = {
    id: await createTheme(app, team.teamId, 'Payment', ['card declined', 'payment']),
    keywords: ['card declined', 'payment'],
  };
  themes.speed = {
    id: await createTheme(app, team.teamId, 'Speed', ['slow', 'took forever']),
    keywords: ['slow', 'took forever'],
  };

  const random = seededRandom(20261122);
  const start = Date.parse('2026-11-18T00:00:00.000Z');
  for (let index = 0; index < 70; index++) {
    const spec: AnswerSpec = {
      surveyId: random() < 0.75 ? 'checkout' : 'onboarding',
      ...(random() < 0.9 ? { rating: 1 + Math.floor(random() * 5) } : {}),
      ...(random() < 0.85 ? { comment: pick(random, COMMENTS) } : {}),
      ...(random() < 0.8 ? { channel: pick(random, ['web', 'app'] as const) } : {}),
      ...(random() < 0.8
        ? { topics: (['price', 'speed', 'design'] as const).filter(() => random() < 0.5) }
        : {}),
      ...(random() < 0.7 ? { deviceType: pick(random, DEVICES) } : {}),
      viaWidget: random() < 0.5,
    };
    // Some items share their receivedAt, so the id decides their order.
    const at = new Date(start + Math.floor(random() * 6 * 86_400_000));
    const sameAsPrevious = index % 9 === 4 && stored.length > 0;
    const receivedAt = sameAsPrevious ? new Date((stored.at(-1) as Stored).receivedAt) : at;
    const id = await submitAt(app, clock, team, spec, receivedAt);
    const tags = TAGS.filter(() => random() < 0.3);
    for (const tag of tags) await tagFeedback(app, team.teamId, id, tag);
    stored.push({ ...spec, id, receivedAt: receivedAt.toISOString(), tags });
  }
});

afterAll(async () => {
  await app.close();
});

describe('GET /api/v1/intern/feedback', () => {
  it('lists every item of the team, newest first, with total', async () => {
    const { ids, total } = await allIds([]);
    expect(ids).toEqual(expectedIds(() => true));
    expect(total).toBe(stored.length);
  });

  it('answers 50 items by default and pages with any limit without skipping or repeating', async () => {
    const first = await page([]);
    expect(first.items).toHaveLength(50);
    expect(first.nextCursor).toEqual(expect.any(String));
    for (const limit of [1, 7, 69, 70, 200]) {
      const { ids } = await allIds([], limit);
      expect(ids, `limit ${limit}`).toEqual(expectedIds(() => true));
    }
  });

  it('describes each item fully: answers, tags, themes, context, redaction flag, triage', async () => {
    const { items } = (await page([['limit', '200']])) as unknown as {
      items: Record<string, unknown>[];
    };
    for (const item of items) {
      const source = stored.find((candidate) => candidate.id === item.id) as Stored;
      expect(item).toEqual({
        id: source.id,
        surveyId: source.surveyId,
        surveyType: 'rating',
        appName: source.viaWidget ? 'widget' : 'backend',
        submittedAt: '2026-11-22T10:15:00.000Z',
        receivedAt: source.receivedAt,
        answers: expect.any(Array),
        tags: [...source.tags].sort(),
        themes: themeIdsOf(source),
        context: source.deviceType ? { deviceType: source.deviceType } : null,
        sensitiveDataRedacted: false,
        // Every item starts new, unassigned, its status never changed.
        status: 'new',
        assignee: null,
        statusChangedAt: null,
      });
      const comment = (item.answers as { fieldId: string; value: { text?: string } }[]).find(
        (answer) => answer.fieldId === 'comment',
      );
      expect(comment?.value.text).toBe(source.comment);
    }
  });

  const cases: [string, [string, string][], (item: Stored) => boolean][] = [
    ['surveyId', [['surveyId', 'onboarding']], (item) => item.surveyId === 'onboarding'],
    ['appName', [['appName', 'widget']], (item) => item.viaWidget === true],
    ['rating', [['rating', 'overall:4']], (item) => item.rating === 4],
    [
      'two ratings (all must hold)',
      [
        ['rating', 'overall:4'],
        ['rating', 'overall:5'],
      ],
      () => false,
    ],
    [
      'rating range (inclusive)',
      [['rating', 'overall:1-2']],
      (item) => item.rating !== undefined && item.rating <= 2,
    ],
    [
      'rating range with the survey',
      [
        ['surveyId', 'checkout'],
        ['rating', 'overall:2-4'],
      ],
      (item) =>
        item.surveyId === 'checkout' &&
        item.rating !== undefined &&
        item.rating >= 2 &&
        item.rating <= 4,
    ],
    ['rating range of one rating', [['rating', 'overall:5-5']], (item) => item.rating === 5],
    [
      'rating range over a whole NPS scale (any rating)',
      [['rating', 'overall:0-10']],
      (item) => item.rating !== undefined,
    ],
    [
      'rating range and one rating (all must hold)',
      [
        ['rating', 'overall:1-3'],
        ['rating', 'overall:3'],
      ],
      (item) => item.rating === 3,
    ],
    [
      'rating range and a choice',
      [
        ['rating', 'overall:4-5'],
        ['choice', 'channel:web'],
      ],
      (item) => item.rating !== undefined && item.rating >= 4 && item.channel === 'web',
    ],
    ['single choice', [['choice', 'channel:web']], (item) => item.channel === 'web'],
    [
      'multi choice',
      [['choice', 'topics:speed']],
      (item) => item.topics?.includes('speed') === true,
    ],
    [
      'two choices (all must hold)',
      [
        ['choice', 'topics:speed'],
        ['choice', 'topics:price'],
      ],
      (item) => item.topics?.includes('speed') === true && item.topics.includes('price'),
    ],
    ['hasText=true', [['hasText', 'true']], hasText],
    ['hasText=false', [['hasText', 'false']], (item) => !hasText(item)],
    ['tag', [['tag', 'urgent']], (item) => item.tags.includes('urgent')],
    ['tag, any case and padding', [['tag', ' URGENT ']], (item) => item.tags.includes('urgent')],
    [
      'two tags (all must hold)',
      [
        ['tag', 'urgent'],
        ['tag', 'bug'],
      ],
      (item) => item.tags.includes('urgent') && item.tags.includes('bug'),
    ],
    ['deviceType', [['deviceType', 'tablet']], (item) => item.deviceType === 'tablet'],
    ['q, one word', [['q', 'payment']], (item) => wordsOf(item.comment ?? '').includes('payment')],
    [
      'q, two words in any order and case',
      [['q', 'PAGE slow']],
      (item) => ['page', 'slow'].every((word) => wordsOf(item.comment ?? '').includes(word)),
    ],
    ['q, punctuation only, filters nothing', [['q', '?!']], () => true],
    [
      'q with the survey and a period (counted from the search rows alone)',
      [
        ['q', 'slow'],
        ['surveyId', 'checkout'],
        ['from', '2026-11-19'],
      ],
      (item) =>
        wordsOf(item.comment ?? '').includes('slow') &&
        item.surveyId === 'checkout' &&
        item.receivedAt >= '2026-11-19T00:00:00.000Z',
    ],
    [
      'q and a choice (counted from the items)',
      [
        ['q', 'payment'],
        ['choice', 'channel:web'],
      ],
      (item) => wordsOf(item.comment ?? '').includes('payment') && item.channel === 'web',
    ],
    [
      'a combination',
      [
        ['surveyId', 'checkout'],
        ['hasText', 'true'],
        ['choice', 'channel:app'],
        ['from', '2026-11-19'],
      ],
      (item) =>
        item.surveyId === 'checkout' &&
        hasText(item) &&
        item.channel === 'app' &&
        item.receivedAt >= '2026-11-19T00:00:00.000Z',
    ],
    [
      'from and to (UTC days, inclusive)',
      [
        ['from', '2026-11-19'],
        ['to', '2026-11-20'],
      ],
      (item) =>
        item.receivedAt >= '2026-11-19T00:00:00.000Z' &&
        item.receivedAt < '2026-11-21T00:00:00.000Z',
    ],
  ];
  it.each(cases)('filters by %s', async (_name, query, predicate) => {
    const expected = expectedIds(predicate);
    const { ids, total } = await allIds(query, 13);
    expect(ids).toEqual(expected);
    expect(total).toBe(expected.length);
  });

  it('filters by theme and by uncategorized, as the phrase rule says', async () => {
    for (const theme of Object.values(themes)) {
      const expected = expectedIds((item) => themeIdsOf(item).includes(theme.id));
      expect(expected.length).toBeGreaterThan(0);
      expect((await allIds([['theme', theme.id]])).ids).toEqual(expected);
    }
    const uncategorized = expectedIds((item) => hasText(item) && themeIdsOf(item).length === 0);
    expect(uncategorized.length).toBeGreaterThan(0);
    expect((await allIds([['theme', 'uncategorized']])).ids).toEqual(uncategorized);
  });
});

describe('a rating range over a field whose answers hold several of its values', () => {
  it('selects and counts an item once, however many values of the range it holds', async () => {
    const numbered = await seedTeam(app, { slug: 'numbered-options' });
    await mapGroup(app, 'numbered-options', 'g-numbered', 'viewer');
    const token = await app.tokenFor({ sub: 'numbered-viewer', groups: ['g-numbered'] });
    const field = { fieldId: 'levels', fieldType: 'MULTI_CHOICE', label: 'Levels?' };
    const submission = (selectedOptionIds: string[]) => ({
      schemaVersion: 2,
      surveyId: 'levels',
      surveyType: 'choice',
      submittedAt: '2026-11-22T10:15:00Z',
      answers: [
        {
          fieldId: 'levels',
          fieldType: 'MULTI_CHOICE',
          question: { label: 'Levels?' },
          value: { type: 'multiChoice', selectedOptionIds },
        },
      ],
      definition: {
        surveyType: 'choice',
        fields: [
          {
            ...field,
            options: ['1', '2', '3'].map((optionId) => ({ optionId, label: optionId })),
          },
        ],
      },
    });
    const both = await submitBody(app, numbered, submission(['1', '2']));
    const two = await submitBody(app, numbered, submission(['2']));
    await submitBody(app, numbered, submission(['3']));
    for (const query of [
      [['rating', 'levels:1-2']],
      [
        ['surveyId', 'levels'],
        ['rating', 'levels:1-2'],
      ],
    ] as [string, string][][]) {
      const response = await getAs(app, '/intern/feedback', token, query);
      expect(response.status).toBe(200);
      const body = (await response.json()) as Page;
      expect(body.items.map((item) => item.id).sort()).toEqual([both, two].sort());
      expect(body.total).toBe(2);
    }
  });
});

describe('themes matched at write time', () => {
  it('records a new item’s matching themes (whole words, in order, adjacent, any case)', async () => {
    const cases: [string, string[]][] = [
      ['Your PAYMENT form: card declined!', [themes.payment?.id ?? '']],
      ['declined card', []],
      ['paymentplan', []],
      ['It took forever and was slow', [themes.speed?.id ?? '']],
      ['payment was slow', [themes.payment?.id ?? '', themes.speed?.id ?? ''].sort()],
    ];
    for (const [comment, expected] of cases) {
      const at = new Date('2026-11-25T12:00:00.000Z');
      const id = await submitAt(app, clock, team, { surveyId: 'themes', comment }, at);
      const rows = await app.runtime.deps.orm.em
        .fork()
        .execute<{ theme_id: string; team_id: string }[]>(
          'select theme_id, team_id from feedback_theme where feedback_id = ? order by theme_id',
          [id],
        );
      expect(
        rows.map((row) => row.theme_id),
        comment,
      ).toEqual(expected);
      for (const row of rows) expect(row.team_id).toBe(team.teamId);
      const item = await getAs(app, `/intern/feedback/${id}`, viewer);
      expect(((await item.json()) as { themes: string[] }).themes).toEqual(expected);
    }
  });

  it('matches only the themes of the item’s own team', async () => {
    const other = await seedTeam(app, { slug: 'theme-other' });
    await createTheme(app, other.teamId, 'Payment', ['payment']);
    const id = await submitAt(
      app,
      clock,
      team,
      { surveyId: 'themes', comment: 'payment' },
      new Date('2026-11-25T12:00:01.000Z'),
    );
    const rows = await app.runtime.deps.orm.em
      .fork()
      .execute<{ theme_id: string }[]>(
        'select theme_id from feedback_theme where feedback_id = ?',
        [id],
      );
    expect(rows.map((row) => row.theme_id)).toEqual([themes.payment?.id]);
  });
});

describe('time zones of from and to', () => {
  const instants = [
    '2026-11-21T10:59:59.999Z',
    '2026-11-21T11:00:00.000Z',
    '2026-11-21T22:59:59.999Z',
    '2026-11-21T23:00:00.000Z',
    '2026-11-22T10:59:59.999Z',
    '2026-11-22T11:00:00.000Z',
    '2026-11-22T22:59:59.999Z',
    '2026-11-22T23:00:00.000Z',
    // Europe/Oslo leaves summer time on 2026-10-25 at 03:00 (a 25-hour day).
    '2026-10-24T21:59:59.999Z',
    '2026-10-24T22:00:00.000Z',
    '2026-10-25T22:59:59.999Z',
    '2026-10-25T23:00:00.000Z',
  ];
  const ids = new Map<string, string>();

  beforeAll(async () => {
    for (const instant of instants) {
      ids.set(
        instant,
        await submitAt(app, clock, team, { surveyId: 'tz', rating: 3 }, new Date(instant)),
      );
    }
  });

  const cases: [string, string, string, string[]][] = [
    [
      'Europe/Oslo',
      '2026-11-22',
      '2026-11-22',
      [
        '2026-11-21T23:00:00.000Z',
        '2026-11-22T10:59:59.999Z',
        '2026-11-22T11:00:00.000Z',
        '2026-11-22T22:59:59.999Z',
      ],
    ],
    [
      'Pacific/Auckland',
      '2026-11-22',
      '2026-11-22',
      [
        '2026-11-21T11:00:00.000Z',
        '2026-11-21T22:59:59.999Z',
        '2026-11-21T23:00:00.000Z',
        '2026-11-22T10:59:59.999Z',
      ],
    ],
    [
      'UTC',
      '2026-11-22',
      '2026-11-22',
      [
        '2026-11-22T10:59:59.999Z',
        '2026-11-22T11:00:00.000Z',
        '2026-11-22T22:59:59.999Z',
        '2026-11-22T23:00:00.000Z',
      ],
    ],
    [
      'Europe/Oslo',
      '2026-10-25',
      '2026-10-25',
      ['2026-10-24T22:00:00.000Z', '2026-10-25T22:59:59.999Z'],
    ],
  ];
  it.each(cases)('counts whole days in %s (%s – %s)', async (tz, from, to, expected) => {
    const { ids: found } = await allIds([
      ['surveyId', 'tz'],
      ['from', from],
      ['to', to],
      ['tz', tz],
    ]);
    expect(found).toEqual([...expected].reverse().map((instant) => ids.get(instant)));
  });

  it('defaults to UTC and accepts open ranges', async () => {
    const { ids: found } = await allIds([
      ['surveyId', 'tz'],
      ['from', '2026-11-22'],
    ]);
    expect(found).toEqual(
      instants
        .filter((instant) => instant >= '2026-11-22')
        .sort()
        .reverse()
        .map((instant) => ids.get(instant)),
    );
  });
});

describe('pagination while feedback arrives', () => {
  it('shows every item present at the start exactly once while others are inserted', async () => {
    const before = (await allIds([])).ids;
    const seen: string[] = [];
    const inserted: string[] = [];
    let cursor: string | null = null;
    let round = 0;
    do {
      // Another writer submits while the pages are read: newer items, some sharing a timestamp.
      const writer = (async () => {
        for (let count = 0; count < 3; count++) {
          clock.advance(count === 1 ? 0 : 1);
          const at = clock.now();
          inserted.push(
            await submitAt(app, clock, team, { surveyId: 'busy', rating: 1 + (round % 5) }, at),
          );
        }
      })();
      const next: Page = await page([
        ['limit', '6'],
        ...(cursor ? ([['cursor', cursor]] as [string, string][]) : []),
      ]);
      await writer;
      seen.push(...next.items.map((item) => item.id));
      cursor = next.nextCursor;
      round++;
    } while (cursor);
    expect(new Set(seen).size).toBe(seen.length);
    const pagesOfOld = seen.filter((id) => before.includes(id));
    expect(pagesOfOld).toEqual(before);
    expect(inserted.length).toBeGreaterThan(0);
  });
});

describe('GET /api/v1/intern/feedback/{id}', () => {
  it('answers the item as the list shows it', async () => {
    const listed = (await page([['limit', '3']])).items;
    for (const item of listed) {
      const response = await getAs(app, `/intern/feedback/${item.id}`, viewer);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.json()).toEqual(item);
    }
  });
});

describe('GET /api/v1/intern/surveys', () => {
  it('lists the surveys with fields, apps, responses and first and last response', async () => {
    const response = await getAs(app, '/intern/surveys', viewer);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as { surveys: Record<string, unknown>[] };
    const rows = await app.runtime.deps.orm.em
      .fork()
      .execute<{ survey_id: string; app_name: string; received_at: string }[]>(
        `select survey_id, app_name,
              to_char(received_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as received_at
         from feedback where team_id = ?`,
        [team.teamId],
      );
    const surveyIds = [...new Set(rows.map((row) => row.survey_id))].sort();
    expect(body.surveys.map((survey) => survey.surveyId)).toEqual(surveyIds);
    for (const survey of body.surveys) {
      const own = rows.filter((row) => row.survey_id === survey.surveyId);
      const times = own.map((row) => row.received_at).sort();
      expect(survey).toEqual({
        surveyId: survey.surveyId,
        surveyType: 'rating',
        appNames: [...new Set(own.map((row) => row.app_name))].sort(),
        responses: own.length,
        firstResponseAt: times[0],
        lastResponseAt: times.at(-1),
        fields: EXPLORER_DEFINITION.fields,
      });
    }
    const checkout = stored.filter((item) => item.surveyId === 'checkout');
    expect(body.surveys.find((survey) => survey.surveyId === 'checkout')?.responses).toBe(
      checkout.length,
    );
  });
});
