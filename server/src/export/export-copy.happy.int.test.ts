import type { Answer, FieldDefinition, SurveyDefinition } from '@heed/contracts';
import { nativePool } from '@heed/db';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filterWhere } from '../feedback/feedback-filter.query.ts';
import { parseFeedbackFilter } from '../feedback/feedback-filter.ts';
import { timeZoneNamesOf } from '../feedback/time-zone-names.ts';
import { callAs } from '../testing/curating.fixtures.ts';
import { mapGroup } from '../testing/dashboard-fixtures.ts';
import {
  answersFor,
  insertFeedbackRows,
  insertTheme,
  registerSurvey,
} from '../testing/feedback-rows.ts';
import { type SeededTeam, seedTeam } from '../testing/fixtures.ts';
import { queryDatabase } from '../testing/submission-client.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { itemIdsOf, namedUser } from '../testing/triage-fixtures.ts';
import { type ExportRow, exportRowsQuery } from './export.repository.ts';
import { allSurveysLayout, headersOf, sheetCells, surveyLayout } from './export-columns.query.ts';

/**
 * The CSV export is written by PostgreSQL (`COPY … TO STDOUT`): its bytes must equal the file
 * built row by row from the same items (`sheetCells` + csv-stringify, as the XLSX sheet is built),
 * for every kind of cell a customer can make awkward. And an export streams for as long as its
 * receiver takes, past the timeout of short reads (`HEED_DB_STATEMENT_TIMEOUT_MS`).
 */

const SURVEY = 'awkward';
const STATEMENT_TIMEOUT_MS = 1_500;
let app: TestApp;
let team: SeededTeam;
let editor: string;
let themes: string[];

const definition = {
  surveyType: 'rating',
  fields: [
    {
      fieldId: 'score',
      fieldType: 'RATING',
      label: '=Score',
      ratingVariant: 'nps',
      ratingScale: 10,
    },
    { fieldId: 'note', fieldType: 'TEXT', label: 'Note, "quoted"' },
    {
      fieldId: 'pick',
      fieldType: 'SINGLE_CHOICE',
      label: 'Pick',
      options: [
        { optionId: '-minus', label: 'Minus' },
        { optionId: 'plain', label: 'Plain' },
      ],
    },
    {
      fieldId: 'many',
      fieldType: 'MULTI_CHOICE',
      label: 'Many',
      options: [
        { optionId: '@at', label: 'At' },
        { optionId: 'b,c', label: 'B and C' },
        { optionId: 'd', label: 'D' },
      ],
    },
    { fieldId: 'extra', fieldType: 'TEXT', label: '' },
  ],
};
const fields = definition.fields as FieldDefinition[];

const TEXTS = [
  '',
  '   ',
  '=1+1',
  '+cmd',
  '-2',
  '@SUM(A1)',
  '\tstarts with a tab',
  '\rstarts with a return',
  'comma, and "quotes"',
  'two\nlines',
  'crlf\r\nline',
  'ünïcødé — 日本語 🎉',
  '\\. alone',
  'a "" doubled',
  ' leading and trailing ',
];
const CONTEXTS: (Record<string, unknown> | null)[] = [
  null,
  { pathname: '/a, b: c', deviceType: 'mobile' },
  { pathname: '/q"uote\\slash', locale: 'de-CH', viewport: { width: 390, height: 844 } },
  { tags: { plan: 'pro', 'a: b': 'x, y' } },
];

function download(format: string, token = editor, filters: [string, string][] = []) {
  const search = new URLSearchParams([
    ['team', team.teamSlug],
    ['surveyId', SURVEY],
    ['format', format],
    ...filters,
  ]);
  return fetch(`${app.url}/api/v1/intern/export?${search}`, {
    headers: { authorization: `Bearer ${token}` },
  });
}

beforeAll(async () => {
  app = await startTestApp({ HEED_DB_STATEMENT_TIMEOUT_MS: String(STATEMENT_TIMEOUT_MS) });
  team = await seedTeam(app, { slug: 'export-copy' });
  await mapGroup(app, 'export-copy', 'g-copy', 'editor');
  editor = await app.tokenFor({ sub: 'copy-editor', groups: ['g-copy'] });
  await registerSurvey(app, team, SURVEY, definition as SurveyDefinition);
  themes = [
    await insertTheme(app, team, 'Zeta, "z"', ['zeta']),
    await insertTheme(app, team, '=Alpha', ['alpha']),
  ];
  const rows = TEXTS.flatMap((text, index) =>
    CONTEXTS.map((context, variant) => {
      const answers: Answer[] = answersFor(fields, {
        score: (index + variant) % 11,
        note: text,
        pick: variant % 2 === 0 ? '-minus' : 'plain',
        many: [[], ['@at'], ['b,c', 'd'], ['d', '@at', 'b,c']][variant] ?? [],
        extra: TEXTS[(index + variant) % TEXTS.length] ?? '',
      });
      return {
        receivedAt: new Date(Date.UTC(2026, 5, 1, 0, 0, 0, index * 7 + variant) + index * 61_000),
        answers,
        appName: variant === 3 ? '=app' : 'web',
        context,
        tags: variant === 1 ? ['=tag', 'b, c'] : variant === 2 ? ['z"q'] : [],
        themeIds: variant === 0 ? [] : variant === 1 ? themes : [themes[0] as string],
      };
    }),
  );
  await insertFeedbackRows(app, team, SURVEY, [...rows, ...irregularRows()]);
  await triageSome();
});

/**
 * Triage on a few items: resolved and assigned to a member whose name starts with a formula
 * character, ignored and unassigned, and assigned to a user the team has no member record of
 * (the item reads the userRef as the name).
 */
async function triageSome() {
  const member = await namedUser(app, 'copy-member', ['g-copy'], { name: '=Mallory "M", Member' });
  expect(
    (await callAs(app, member.token, 'GET', '/intern/tags', { team: 'export-copy' })).status,
  ).toBe(200);
  const [first, second, third] = await itemIdsOf(app, team, SURVEY);
  const patches: [string | undefined, unknown][] = [
    [first, { status: 'resolved', assignee: member.userRef }],
    [second, { status: 'ignored' }],
  ];
  for (const [id, body] of patches) {
    const answer = await callAs(app, editor, 'PATCH', `/intern/feedback/${id}`, {
      team: 'export-copy',
      body,
    });
    expect(answer.status, answer.text).toBe(200);
  }
  await queryDatabase(app, "update feedback set assignee_ref = '-unrecorded' where id = $1", [
    third,
  ]);
}

/**
 * Items whose answers are not the survey's fields in order, once each: moved, repeated (the
 * last answer counts), missing, unknown to the survey, or none at all; and long choice lists.
 */
function irregularRows() {
  const regular = answersFor(fields, {
    score: 7,
    note: '=note',
    pick: 'plain',
    many: ['d', '@at'],
    extra: 'extra',
  });
  const [score, note, pick, many, extra] = regular as [Answer, Answer, Answer, Answer, Answer];
  const again = answersFor(fields, { note: 'the last answer counts' })[1] as Answer;
  const unknown = { ...note, fieldId: 'unknown' } as Answer;
  const chosen = (count: number) =>
    ({
      ...many,
      value: {
        type: 'multiChoice',
        selectedOptionIds: Array.from(
          { length: count },
          (_, index) => ['@at', 'b,c', 'd'][index % 3],
        ),
      },
    }) as Answer;
  const lists: Answer[][] = [
    [...regular].reverse(),
    [score, note, pick, many, extra, again],
    [score, again, pick, many, note],
    [score, pick, many, extra],
    [score, note, pick, many, unknown],
    [...regular, unknown],
    [score, note, pick, chosen(8), extra],
    [score, note, pick, chosen(9), extra],
    [],
  ];
  return lists.map((answers, index) => ({
    receivedAt: new Date(Date.UTC(2026, 6, 1, 0, index)),
    answers,
  }));
}
const IRREGULAR_ROWS = 9;

afterAll(async () => {
  await app.close();
});

/** The file as the row-by-row writer builds it, from the export's own query. */
async function builtRowByRow(filters: Record<string, string> = {}): Promise<string> {
  const filter = await parseFeedbackFilter(
    { surveyId: SURVEY, ...filters },
    timeZoneNamesOf(app.runtime.deps),
  );
  const query = exportRowsQuery(filterWhere(team.teamId, filter));
  const pool = await nativePool(app.runtime.deps.orm);
  const { rows } = await pool.query<ExportRow>(query.sql, [...query.parameters]);
  return stringify(
    rows.map((row) => sheetCells(row, surveyLayout(fields))),
    { bom: true, header: true, columns: headersOf(surveyLayout(fields)) },
  );
}

describe('GET /api/v1/intern/export?format=csv written by PostgreSQL', () => {
  it('equals, byte for byte, the file built row by row from the same items', async () => {
    const response = await download('csv');
    expect(response.status).toBe(200);
    const written = Buffer.from(await response.arrayBuffer()).toString('utf8');
    const expected = await builtRowByRow();
    expect(parse(expected.slice(1))).toHaveLength(
      TEXTS.length * CONTEXTS.length + IRREGULAR_ROWS + 1,
    );
    expect(written).toBe(expected);
    const records = parse(written.slice(1)) as string[][];
    const header = records[0] ?? [];
    const triage = (record: string[]) =>
      ['status', 'assignee', 'statusChangedAt'].map((name) => record[header.indexOf(name)]);
    expect(triage(records[1] ?? [])).toEqual([
      'resolved',
      `'=Mallory "M", Member`,
      expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    ]);
    expect(triage(records[2] ?? [])).toEqual(['ignored', '', expect.stringMatching(/Z$/)]);
    expect(triage(records[3] ?? [])).toEqual(['new', `'-unrecorded`, '']);
  });

  it.each([
    // Themes read through the selected items; variants 1 to 3 of every text carry the theme.
    { name: 'one theme', filters: () => ({ theme: themes[0] as string }), rows: TEXTS.length * 3 },
    // Themes read from the matches alone, by period and app; variant 3 is of another app.
    {
      name: 'a period in a zone and an app',
      filters: () => ({
        from: '2026-06-01',
        to: '2026-06-01',
        tz: 'Europe/Zurich',
        appName: 'web',
      }),
      rows: TEXTS.length * 3,
    },
  ])(
    'equals the file built row by row for a filtered export too ($name)',
    async ({ filters, rows }) => {
      const response = await download('csv', editor, Object.entries(filters()));
      expect(response.status).toBe(200);
      const written = Buffer.from(await response.arrayBuffer()).toString('utf8');
      const expected = await builtRowByRow(filters());
      expect(parse(expected.slice(1))).toHaveLength(rows + 1);
      expect(written).toBe(expected);
    },
  );

  it('counts the records it wrote in the audit event', async () => {
    const response = await download('csv');
    await response.arrayBuffer();
    const audit = app.output.auditEvents
      .filter((event) => event.audit_event === 'export.feedback')
      .at(-1);
    expect(audit).toMatchObject({
      audit_outcome: 'success',
      resource_count: TEXTS.length * CONTEXTS.length + IRREGULAR_ROWS,
    });
  });
});

describe('GET /api/v1/intern/export?format=csv of every survey, written by PostgreSQL', () => {
  /** Shares `note` (as a rating) and `pick` with the first survey, and has a field of its own. */
  const OTHER = '=other';
  const otherFields = [
    { fieldId: 'note', fieldType: 'RATING', label: 'Note', ratingVariant: 'stars', ratingScale: 5 },
    { fieldId: '-own', fieldType: 'TEXT', label: 'Own' },
    {
      fieldId: 'pick',
      fieldType: 'SINGLE_CHOICE',
      label: 'Pick again',
      options: [{ optionId: 'plain', label: 'Plain' }],
    },
  ] as FieldDefinition[];

  beforeAll(async () => {
    await registerSurvey(app, team, OTHER, {
      surveyType: 'rating',
      fields: otherFields,
    } as SurveyDefinition);
    const regular = answersFor(otherFields, { note: 4, '-own': '+own text', pick: 'plain' });
    const [note, own, pick] = regular as [Answer, Answer, Answer];
    const lists: Answer[][] = [
      regular,
      [own, note],
      [note, pick, { ...note, value: { ...note.value, rating: 1 } } as Answer],
      [],
      [pick],
    ];
    await insertFeedbackRows(
      app,
      team,
      OTHER,
      lists.map((answers, index) => ({
        receivedAt: new Date(Date.UTC(2026, 5, 1, 0, 3, index)),
        answers,
        appName: index % 2 === 0 ? 'web' : '@app',
        tags: index === 0 ? ['=tag'] : [],
        themeIds: index === 1 ? themes : [],
      })),
    );
  });

  async function allSurveysRowByRow(filters: Record<string, string> = {}): Promise<string> {
    const filter = await parseFeedbackFilter(filters, timeZoneNamesOf(app.runtime.deps));
    const query = exportRowsQuery(filterWhere(team.teamId, filter));
    const pool = await nativePool(app.runtime.deps.orm);
    const { rows } = await pool.query<ExportRow>(query.sql, [...query.parameters]);
    // Surveys sorted by id, ordinal: `=other` before `awkward`.
    const layout = allSurveysLayout([{ fields: otherFields }, { fields }]);
    return stringify(
      rows.map((row) => sheetCells(row, layout)),
      { bom: true, header: true, columns: headersOf(layout) },
    );
  }

  it.each([
    {
      name: 'no filter',
      filters: {} as Record<string, string>,
      rows: TEXTS.length * CONTEXTS.length + IRREGULAR_ROWS + 5,
    },
    { name: 'an app', filters: { appName: 'web' }, rows: TEXTS.length * 3 + 3 },
  ])(
    'equals the file built row by row, with a surveyId column and the union of the fields ($name)',
    async ({ filters, rows }) => {
      const search = new URLSearchParams([
        ['team', team.teamSlug],
        ['format', 'csv'],
        ...Object.entries(filters),
      ]);
      const response = await fetch(`${app.url}/api/v1/intern/export?${search}`, {
        headers: { authorization: `Bearer ${editor}` },
      });
      expect(response.status).toBe(200);
      const written = Buffer.from(await response.arrayBuffer()).toString('utf8');
      const expected = await allSurveysRowByRow(filters);
      const records = parse(expected.slice(1)) as string[][];
      expect(records).toHaveLength(rows + 1);
      expect(records[0]).toEqual([
        'id',
        'surveyId',
        'submittedAt',
        'receivedAt',
        'appName',
        'note',
        "'-own",
        'pick',
        'score',
        'many',
        'extra',
        'tags',
        'themes',
        'status',
        'assignee',
        'statusChangedAt',
        'context',
      ]);
      expect(new Set(records.slice(1).map((record) => record[1]))).toEqual(
        new Set([`'${OTHER}`, SURVEY]),
      );
      expect(written).toBe(expected);
    },
  );
});

describe('GET /api/v1/intern/export — a slow receiver', () => {
  const SLOW = 'slow';
  const ROWS = 20_000;

  beforeAll(async () => {
    await registerSurvey(app, team, SLOW, {
      surveyType: 'text',
      fields: [{ fieldId: 'comment', fieldType: 'TEXT', label: 'Comment' }],
    } as SurveyDefinition);
    // Seeded in one statement on a connection of its own: the app's statements may only take
    // STATEMENT_TIMEOUT_MS.
    const client = new pg.Client({ connectionString: app.database.url });
    await client.connect();
    try {
      await client.query(
        `insert into feedback (id, team_id, survey_definition_id, survey_id, survey_type, answers,
           submitted_at, received_at, api_key_id, app_name, has_text, text_content)
         select gen_random_uuid(), d.team_id, d.id, d.survey_id, 'text',
           jsonb_build_array(jsonb_build_object('fieldId', 'comment', 'fieldType', 'TEXT',
             'question', jsonb_build_object('label', 'Comment'),
             'value', jsonb_build_object('type', 'text', 'text', i || ' ' || repeat('y', 1000)))),
           at, at, $3, 'backend', true, i || ' ' || repeat('y', 1000)
         from survey_definition d
         cross join generate_series(0, $4::int - 1) i
         cross join lateral (select timestamptz '2026-01-01T00:00:00Z' + i * interval '1 minute' as at) t
         where d.team_id = $1 and d.survey_id = $2`,
        [team.teamId, SLOW, team.secretKey.id, ROWS],
      );
    } finally {
      await client.end();
    }
  });

  async function slowDownload(format: string): Promise<Buffer> {
    const search = new URLSearchParams([
      ['team', team.teamSlug],
      ['surveyId', SLOW],
      ['format', format],
    ]);
    const response = await fetch(`${app.url}/api/v1/intern/export?${search}`, {
      headers: { authorization: `Bearer ${editor}` },
    });
    expect(response.status).toBe(200);
    const reader = response.body?.getReader();
    if (!reader) throw new Error('no body');
    const chunks: Uint8Array[] = [];
    const first = await reader.read();
    if (first.value) chunks.push(first.value);
    // Longer than a short read may take (statement timeout and the driver's read timeout).
    await new Promise((resolve) => setTimeout(resolve, 2 * STATEMENT_TIMEOUT_MS + 1_500));
    for (;;) {
      const chunk = await reader.read();
      if (chunk.done) break;
      chunks.push(chunk.value);
    }
    return Buffer.concat(chunks);
  }

  it('streams the whole CSV to a receiver that pauses past the short-read timeout', async () => {
    const bytes = await slowDownload('csv');
    const records = parse(bytes.toString('utf8').slice(1), { columns: true }) as {
      'comment (Comment)': string;
    }[];
    expect(records).toHaveLength(ROWS);
    expect(records.at(-1)?.['comment (Comment)']).toMatch(/^0 y+$/);
  });

  it('streams the whole XLSX to a receiver that pauses past the short-read timeout', async () => {
    const bytes = await slowDownload('xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    expect(workbook.getWorksheet('feedback')?.rowCount).toBe(ROWS + 1);
  });
});
