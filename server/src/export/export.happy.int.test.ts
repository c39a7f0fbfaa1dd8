import {
  type Answer,
  type FieldDefinition,
  feedbackItemSchema,
  feedbackListContract,
  type SurveyDefinition,
} from '@heed/contracts';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { callAs } from '../testing/curating.fixtures.ts';
import { mapGroup } from '../testing/dashboard-fixtures.ts';
import {
  answersFor,
  insertFeedbackRows,
  insertTheme,
  registerSurvey,
} from '../testing/feedback-rows.ts';
import { type SeededTeam, seedTeam } from '../testing/fixtures.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { namedUser } from '../testing/triage-fixtures.ts';

/**
 * `GET /api/v1/intern/export` over real HTTP: the files are read back with a real CSV parser
 * (csv-parse) and a real XLSX reader (exceljs) and compared row by row with the seeded items. Rule:
 * docs/rules/dashboard.md#dashboard-7: editor, explicit team, csv|json|xlsx, every matching item
 * (no row cap), streamed as an attachment, audit `export.feedback` with `resource_count`.
 */

const SURVEY = 'checkout';
let app: TestApp;
let team: SeededTeam;
let editor: string;
let themeId: string;

const definition = {
  surveyType: 'rating',
  fields: [
    {
      fieldId: 'overall',
      fieldType: 'RATING',
      label: 'How was checkout?',
      ratingVariant: 'stars',
      ratingScale: 5,
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
      ],
    },
  ],
};
const HEADERS = [
  'id',
  'submittedAt',
  'receivedAt',
  'appName',
  'overall (How was checkout?)',
  'comment (Anything else?)',
  'channel (Channel)',
  'topics (Topics)',
  'tags',
  'themes',
  'status',
  'assignee',
  'statusChangedAt',
  'context',
];

/** Texts a spreadsheet would run as formulas, and what the export must write instead. */
const FORMULAS: [string, string][] = [
  ['=HYPERLINK("https://evil.example","click")', `'=HYPERLINK("https://evil.example","click")`],
  ['+1+1', `'+1+1`],
  ['-2+3', `'-2+3`],
  ['@SUM(A1)', `'@SUM(A1)`],
  ['\tindented', `'\tindented`],
  ['\rreturn', `'\rreturn`],
  [
    'plain, with "quotes"\nand a newline — ünïcødé',
    'plain, with "quotes"\nand a newline — ünïcødé',
  ],
];

interface Item {
  id: string;
  receivedAt: Date;
  overall: number;
  text: string;
  channel: string;
  topics: string[];
  tags: string[];
  themed: boolean;
  context: Record<string, unknown> | null;
  /** Triage, as the item's `status`, `assignee` and `statusChangedAt`. */
  status: string;
  assignee: { userRef: string; name: string } | null;
  statusChangedAt: string | null;
}

const items: Item[] = [];
const COUNT = 2_600; // more than two cursor batches
/** The item (by insertion order) that is resolved and assigned. */
const TRIAGED = 1;

function answersOf(item: Omit<Item, 'id'>): Answer[] {
  return answersFor(definition.fields as FieldDefinition[], {
    overall: item.overall,
    comment: item.text,
    channel: item.channel,
    topics: item.topics,
  });
}

function expectedSheetRow(item: Item): string[] {
  const formula = FORMULAS.find(([raw]) => raw === item.text);
  return [
    item.id,
    item.receivedAt.toISOString(),
    item.receivedAt.toISOString(),
    'backend',
    String(item.overall),
    formula ? formula[1] : item.text,
    item.channel,
    item.topics.join('; '),
    item.tags.length > 0 && item.tags[0]?.startsWith('=')
      ? `'${item.tags.join('; ')}`
      : item.tags.join('; '),
    item.themed ? 'Speed' : '',
    item.status,
    item.assignee?.name ?? '',
    item.statusChangedAt ?? '',
    // As PostgreSQL writes jsonb: keys by length, then bytes; a space after `:` and `,`.
    item.context ? '{"pathname": "/checkout", "deviceType": "mobile"}' : '',
  ];
}

/** Newest first, as the export (and the list) orders them. */
function newestFirst(list: Item[]): Item[] {
  return [...list].sort(
    (a, b) => b.receivedAt.getTime() - a.receivedAt.getTime() || (a.id < b.id ? 1 : -1),
  );
}

async function download(query: [string, string][], token = editor) {
  const search = new URLSearchParams([['team', team.teamSlug], ['surveyId', SURVEY], ...query]);
  const response = await fetch(`${app.url}/api/v1/intern/export?${search}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

beforeAll(async () => {
  app = await startTestApp();
  team = await seedTeam(app, { slug: 'exports' });
  await mapGroup(app, 'exports', 'g-editors', 'editor');
  editor = await app.tokenFor({ sub: 'export-editor', groups: ['g-editors'] });
  await registerSurvey(app, team, SURVEY, definition as SurveyDefinition);
  themeId = await insertTheme(app, team, 'Speed', ['fast']);
  const rows: Parameters<typeof insertFeedbackRows>[3] = [];
  for (let i = 0; i < COUNT; i += 1) {
    const item: Omit<Item, 'id'> = {
      status: 'new',
      assignee: null,
      statusChangedAt: null,
      receivedAt: new Date(Date.UTC(2026, 9, 1) + i * 3_600_000),
      overall: 1 + (i % 5),
      text:
        i < FORMULAS.length ? (FORMULAS[i]?.[0] ?? '') : i % 3 === 0 ? '' : `comment number ${i}`,
      channel: i % 2 === 0 ? 'web' : 'app',
      topics: i % 4 === 0 ? ['price', 'speed'] : i % 4 === 1 ? ['speed'] : [],
      tags: i % 20 === 0 ? ['=cmd', 'urgent'] : [],
      themed: i % 7 === 0,
      context: i % 10 === 0 ? { pathname: '/checkout', deviceType: 'mobile' } : null,
    };
    rows.push({
      receivedAt: item.receivedAt,
      answers: answersOf(item),
      tags: item.tags,
      themeIds: item.themed ? [themeId] : [],
      context: item.context,
      deviceType: item.context ? 'mobile' : null,
    });
    items.push({ ...item, id: '' });
  }
  const ids = await insertFeedbackRows(app, team, SURVEY, rows);
  ids.forEach((id, index) => {
    (items[index] as Item).id = id;
  });
  // One item resolved and assigned to a member (who becomes one by using the team).
  const assignee = await namedUser(app, 'export-assignee', ['g-editors'], { name: 'Ann Assignee' });
  expect(
    (await callAs(app, assignee.token, 'GET', '/intern/tags', { team: 'exports' })).status,
  ).toBe(200);
  const triaged = items[TRIAGED] as Item;
  const changed = await callAs(app, editor, 'PATCH', `/intern/feedback/${triaged.id}`, {
    team: 'exports',
    body: { status: 'resolved', assignee: assignee.userRef },
  });
  expect(changed.status, changed.text).toBe(200);
  triaged.status = 'resolved';
  triaged.assignee = { userRef: assignee.userRef, name: 'Ann Assignee' };
  triaged.statusChangedAt = String(changed.body.statusChangedAt);
  expect(triaged.statusChangedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
});
afterAll(async () => {
  await app.close();
});

function exportAudits() {
  return app.output.auditEvents.filter((event) => event.audit_event === 'export.feedback');
}

describe('GET /api/v1/intern/export?format=csv', () => {
  it('streams every item as UTF-8 CSV with a BOM, one column per field, formulas neutralised', async () => {
    const auditsBefore = exportAudits().length;
    const { response, bytes } = await download([['format', 'csv']]);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="heed-feedback-exports-\d{8}-\d{6}\.csv"$/,
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const records = parse(bytes.toString('utf8').slice(1), {
      relax_column_count: false,
    }) as string[][];
    expect(records[0]).toEqual(HEADERS);
    expect(records.slice(1)).toEqual(newestFirst(items).map(expectedSheetRow));
    const audits = exportAudits().slice(auditsBefore);
    expect(audits).toEqual([
      expect.objectContaining({
        audit_event: 'export.feedback',
        audit_category: 'export',
        audit_outcome: 'success',
        resource_count: COUNT,
        team_slug: 'exports',
      }),
    ]);
  });

  it('applies the list filters', async () => {
    const { response, bytes } = await download([
      ['format', 'csv'],
      ['from', '2026-10-02'],
      ['to', '2026-10-03'],
      ['rating', 'overall:5'],
    ]);
    expect(response.status).toBe(200);
    const records = parse(bytes.toString('utf8').slice(1)) as string[][];
    const expected = items.filter((item) => {
      const day = item.receivedAt.toISOString().slice(0, 10);
      return day >= '2026-10-02' && day <= '2026-10-03' && item.overall === 5;
    });
    expect(expected.length).toBeGreaterThan(0);
    expect(records.slice(1)).toEqual(newestFirst(expected).map(expectedSheetRow));
    expect(exportAudits().at(-1)).toMatchObject({ resource_count: expected.length });
  });

  it('applies a rating range: every item rated 1 to 2, across cursor batches', async () => {
    const { response, bytes } = await download([
      ['format', 'csv'],
      ['rating', 'overall:1-2'],
    ]);
    expect(response.status).toBe(200);
    const records = parse(bytes.toString('utf8').slice(1)) as string[][];
    const expected = items.filter((item) => item.overall <= 2);
    expect(expected.length).toBeGreaterThan(1_000);
    expect(expected.length).toBeLessThan(items.length);
    expect(records.slice(1)).toEqual(newestFirst(expected).map(expectedSheetRow));
    expect(exportAudits().at(-1)).toMatchObject({ resource_count: expected.length });
  });

  it('writes the header alone when nothing matches', async () => {
    const { response, bytes } = await download([
      ['format', 'csv'],
      ['from', '2031-01-01'],
    ]);
    expect(response.status).toBe(200);
    expect(parse(bytes.toString('utf8').slice(1))).toEqual([HEADERS]);
    expect(exportAudits().at(-1)).toMatchObject({ resource_count: 0 });
  });
});

describe('GET /api/v1/intern/export?format=xlsx', () => {
  it('streams a workbook whose sheet holds every item, formulas as text', async () => {
    const { response, bytes } = await download([['format', 'xlsx']]);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers.get('content-disposition')).toMatch(
      /filename="heed-feedback-exports-\d{8}-\d{6}\.xlsx"$/,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet).toBeDefined();
    const rows: string[][] = [];
    sheet?.eachRow((row) => {
      const values = (row.values as unknown[]).slice(1);
      rows.push(
        HEADERS.map((_header, index) => {
          const value = values[index];
          return value === undefined || value === null ? '' : String(value);
        }),
      );
    });
    expect(rows[0]).toEqual(HEADERS);
    // XML turns a carriage return into a line feed when the sheet is read back.
    const lineFeeds = (row: string[]) => row.map((cell) => cell.replace(/\r/g, '\n'));
    expect(rows.slice(1).map(lineFeeds)).toEqual(
      newestFirst(items).map(expectedSheetRow).map(lineFeeds),
    );
    // Formula texts are stored as plain strings, not as formulas.
    let formulas = 0;
    sheet?.eachRow((row) => {
      row.eachCell((cell) => {
        if (cell.type === ExcelJS.ValueType.Formula) formulas += 1;
      });
    });
    expect(formulas).toBe(0);
    expect(exportAudits().at(-1)).toMatchObject({
      resource_count: COUNT,
      audit_outcome: 'success',
    });
  });
});

describe('GET /api/v1/intern/export — triage columns', () => {
  /** The triage cells of the triaged item, read back from a sheet's header and rows. */
  function triageCells(records: string[][]) {
    const [header = [], ...rows] = records;
    const row = rows.find((cells) => cells[0] === (items[TRIAGED] as Item).id) ?? [];
    return Object.fromEntries(
      ['status', 'assignee', 'statusChangedAt'].map((name) => [name, row[header.indexOf(name)]]),
    );
  }
  const expected = () => ({
    status: 'resolved',
    assignee: 'Ann Assignee',
    statusChangedAt: (items[TRIAGED] as Item).statusChangedAt,
  });

  it('writes a resolved, assigned item with its status, assignee name and statusChangedAt (CSV)', async () => {
    const { response, bytes } = await download([['format', 'csv']]);
    expect(response.status).toBe(200);
    const records = parse(bytes.toString('utf8').slice(1)) as string[][];
    expect(triageCells(records)).toEqual(expected());
    // Untriaged items: new, nobody, never changed.
    expect(records[1]?.slice(HEADERS.indexOf('status'), HEADERS.indexOf('context'))).toEqual([
      'new',
      '',
      '',
    ]);
  });

  it('writes a resolved, assigned item with its status, assignee name and statusChangedAt (XLSX)', async () => {
    const { response, bytes } = await download([['format', 'xlsx']]);
    expect(response.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    const records: string[][] = [];
    workbook.worksheets[0]?.eachRow((row) => {
      records.push((row.values as unknown[]).slice(1).map((value) => String(value ?? '')));
    });
    expect(triageCells(records)).toEqual(expected());
  });
});

describe('GET /api/v1/intern/export?format=json', () => {
  it('streams one JSON array of every item, each a FeedbackItem as the list hands it out', async () => {
    const { response, bytes } = await download([['format', 'json']]);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const body = z.array(feedbackItemSchema).parse(JSON.parse(bytes.toString('utf8')));
    expect(body).toEqual(
      newestFirst(items).map((item) => ({
        id: item.id,
        surveyId: SURVEY,
        surveyType: 'rating',
        appName: 'backend',
        submittedAt: item.receivedAt.toISOString(),
        receivedAt: item.receivedAt.toISOString(),
        answers: answersOf(item),
        tags: item.tags,
        themes: item.themed ? [themeId] : [],
        context: item.context,
        sensitiveDataRedacted: false,
        status: item.status,
        assignee: item.assignee,
        statusChangedAt: item.statusChangedAt,
      })),
    );
  });

  it('hands out the same items as the feedback list for the same filter, read by one parser', async () => {
    const filter: [string, string][] = [
      ['from', '2026-10-02'],
      ['to', '2026-10-04'],
      ['hasText', 'true'],
    ];
    const { bytes } = await download([['format', 'json'], ...filter]);
    const exported = z.array(feedbackItemSchema).parse(JSON.parse(bytes.toString('utf8')));
    const listed: unknown[] = [];
    let cursor: string | null = null;
    do {
      const search = new URLSearchParams([
        ['team', team.teamSlug],
        ['surveyId', SURVEY],
        ...filter,
        ['limit', '200'],
        ...(cursor ? [['cursor', cursor] as [string, string]] : []),
      ]);
      const response = await fetch(`${app.url}/api/v1/intern/feedback?${search}`, {
        headers: { authorization: `Bearer ${editor}` },
      });
      expect(response.status).toBe(200);
      const page = feedbackListContract.output.parse(await response.json());
      listed.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor);
    expect(exported.length).toBeGreaterThan(20);
    expect(exported).toEqual(listed);
  });

  it('answers an empty array when nothing matches', async () => {
    const { bytes } = await download([
      ['format', 'json'],
      ['to', '2020-01-01'],
    ]);
    expect(JSON.parse(bytes.toString('utf8'))).toEqual([]);
  });
});
