import {
  type Answer,
  type FieldDefinition,
  feedbackItemSchema,
  type SurveyDefinition,
} from '@heed/contracts';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { mapGroup } from '../testing/dashboard-fixtures.ts';
import { answersFor, insertFeedbackRows, registerSurvey } from '../testing/feedback-rows.ts';
import { type SeededTeam, seedTeam } from '../testing/fixtures.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * `GET /api/v1/intern/export` without a `surveyId` exports every survey of the team (Rule:
 * docs/rules/dashboard.md#dashboard-3: `surveyId` is one of the optional filters). Sheets (CSV,
 * XLSX) have a `surveyId` column after `id` and one column per field id of any survey (the union,
 * in order of first appearance over the surveys sorted by id, headed by the id alone); a field id
 * shared by surveys with different types and labels is one column whose cell means what the row's
 * survey defines. JSON is every item as a `FeedbackItem`. The other filters still apply.
 */

let app: TestApp;
let team: SeededTeam;
let editor: string;

const SURVEYS: Record<string, FieldDefinition[]> = {
  checkout: [
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
  ],
  'app-nps': [
    {
      fieldId: 'overall',
      fieldType: 'RATING',
      label: 'Would you recommend us?',
      ratingVariant: 'nps',
      ratingScale: 10,
    },
    {
      fieldId: 'features',
      fieldType: 'MULTI_CHOICE',
      label: 'Features used',
      options: [
        { optionId: 'search', label: 'Search' },
        { optionId: 'export', label: 'Export' },
      ],
    },
    { fieldId: 'comment', fieldType: 'TEXT', label: 'Why?' },
  ],
  // Sorted first (ordinal); its id starts with a formula character; `comment` is a choice here.
  '-signup': [
    {
      fieldId: 'comment',
      fieldType: 'SINGLE_CHOICE',
      label: 'How did you find us?',
      options: [
        { optionId: '=search', label: 'Search' },
        { optionId: 'friend', label: 'A friend' },
      ],
    },
  ],
};
/** Union of the field ids over the surveys sorted by id: -signup, app-nps, checkout. */
const HEADERS = [
  'id',
  'surveyId',
  'submittedAt',
  'receivedAt',
  'appName',
  'comment',
  'overall',
  'features',
  'channel',
  'tags',
  'themes',
  'status',
  'assignee',
  'statusChangedAt',
  'context',
];

interface Item {
  id: string;
  surveyId: string;
  receivedAt: Date;
  appName: string;
  values: Record<string, number | string | string[]>;
  answers: Answer[];
  tags: string[];
}
const items: Item[] = [];
const PER_SURVEY = 30;

function valuesOf(surveyId: string, i: number): Record<string, number | string | string[]> {
  if (surveyId === 'checkout') {
    return {
      overall: 1 + (i % 5),
      comment: i % 4 === 0 ? '=cmd' : `checkout ${i}`,
      channel: i % 2 ? 'web' : 'app',
    };
  }
  if (surveyId === 'app-nps') {
    return {
      overall: i % 11,
      features: i % 3 === 0 ? ['search', 'export'] : ['export'],
      comment: `nps ${i}`,
    };
  }
  return { comment: i % 2 ? '=search' : 'friend' };
}

/** A cell as the sheet writes it: lists joined by `; `, formula starts neutralised. */
function cellOf(value: number | string | string[] | undefined): string {
  if (value === undefined) return '';
  const text = Array.isArray(value) ? value.join('; ') : String(value);
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

function expectedRow(item: Item): string[] {
  return [
    item.id,
    cellOf(item.surveyId),
    item.receivedAt.toISOString(),
    item.receivedAt.toISOString(),
    cellOf(item.appName),
    cellOf(item.values.comment),
    cellOf(item.values.overall),
    cellOf(item.values.features),
    cellOf(item.values.channel),
    item.tags.join('; '),
    '',
    'new',
    '',
    '',
    '',
  ];
}

function newestFirst(list: Item[]): Item[] {
  return [...list].sort(
    (a, b) => b.receivedAt.getTime() - a.receivedAt.getTime() || (a.id < b.id ? 1 : -1),
  );
}

async function download(query: [string, string][]) {
  const search = new URLSearchParams([['team', team.teamSlug], ...query]);
  const response = await fetch(`${app.url}/api/v1/intern/export?${search}`, {
    headers: { authorization: `Bearer ${editor}` },
  });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

beforeAll(async () => {
  app = await startTestApp();
  team = await seedTeam(app, { slug: 'export-all' });
  await mapGroup(app, 'export-all', 'g-all', 'editor');
  editor = await app.tokenFor({ sub: 'export-all-editor', groups: ['g-all'] });
  let offset = 0;
  for (const [surveyId, fields] of Object.entries(SURVEYS)) {
    await registerSurvey(app, team, surveyId, {
      surveyType: surveyId === 'app-nps' ? 'nps' : 'rating',
      fields,
    } as SurveyDefinition);
    const seeded: Omit<Item, 'id'>[] = [];
    for (let i = 0; i < PER_SURVEY; i += 1) {
      const values = valuesOf(surveyId, i);
      seeded.push({
        surveyId,
        // The surveys' items interleave in time.
        receivedAt: new Date(Date.UTC(2026, 9, 1) + (i * 3 + offset) * 3_600_000),
        appName: i % 3 === 0 ? 'ios' : 'web',
        values,
        answers: answersFor(fields, values),
        tags: i % 5 === 0 ? ['urgent'] : [],
      });
    }
    offset += 1;
    const ids = await insertFeedbackRows(
      app,
      team,
      surveyId,
      seeded.map((item) => ({
        receivedAt: item.receivedAt,
        answers: item.answers,
        appName: item.appName,
        tags: item.tags,
      })),
    );
    seeded.forEach((item, index) => {
      items.push({ ...item, id: ids[index] as string });
    });
  }
});
afterAll(async () => {
  await app.close();
});

describe('GET /api/v1/intern/export without a surveyId: every survey', () => {
  it('writes a CSV with a surveyId column and one column per field id of any survey', async () => {
    const { response, bytes } = await download([['format', 'csv']]);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const records = parse(bytes.toString('utf8').slice(1)) as string[][];
    expect(records[0]).toEqual(HEADERS);
    expect(records.slice(1)).toEqual(newestFirst(items).map(expectedRow));
    expect(new Set(records.slice(1).map((record) => record[1]))).toEqual(
      new Set(["'-signup", 'app-nps', 'checkout']),
    );
  });

  it('applies the other filters across surveys (an app, a rating of a shared field id)', async () => {
    const { response, bytes } = await download([
      ['format', 'csv'],
      ['appName', 'ios'],
      ['rating', 'overall:3'],
    ]);
    expect(response.status).toBe(200);
    const records = parse(bytes.toString('utf8').slice(1)) as string[][];
    const expected = items.filter((item) => item.appName === 'ios' && item.values.overall === 3);
    expect(new Set(expected.map((item) => item.surveyId))).toEqual(
      new Set(['checkout', 'app-nps']),
    );
    expect(records).toEqual([HEADERS, ...newestFirst(expected).map(expectedRow)]);
  });

  it('writes an XLSX sheet with the same columns and rows', async () => {
    const { response, bytes } = await download([['format', 'xlsx']]);
    expect(response.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    const rows: string[][] = [];
    workbook.worksheets[0]?.eachRow((row) => {
      const values = (row.values as unknown[]).slice(1);
      rows.push(
        HEADERS.map((_header, index) => {
          const value = values[index];
          return value === undefined || value === null ? '' : String(value);
        }),
      );
    });
    expect(rows).toEqual([HEADERS, ...newestFirst(items).map(expectedRow)]);
  });

  it('writes every item of every survey as a FeedbackItem in JSON', async () => {
    const { response, bytes } = await download([['format', 'json']]);
    expect(response.status).toBe(200);
    const body = z.array(feedbackItemSchema).parse(JSON.parse(bytes.toString('utf8')));
    expect(body).toEqual(
      newestFirst(items).map((item) => ({
        id: item.id,
        surveyId: item.surveyId,
        surveyType: item.surveyId === 'app-nps' ? 'nps' : 'rating',
        appName: item.appName,
        submittedAt: item.receivedAt.toISOString(),
        receivedAt: item.receivedAt.toISOString(),
        answers: item.answers,
        tags: item.tags,
        themes: [],
        context: null,
        sensitiveDataRedacted: false,
        status: 'new',
        assignee: null,
        statusChangedAt: null,
      })),
    );
  });

  it('still exports one survey with its own columns when a surveyId is given', async () => {
    const { response, bytes } = await download([
      ['format', 'csv'],
      ['surveyId', 'app-nps'],
    ]);
    expect(response.status).toBe(200);
    const records = parse(bytes.toString('utf8').slice(1)) as string[][];
    expect(records[0]).toEqual([
      'id',
      'submittedAt',
      'receivedAt',
      'appName',
      'overall (Would you recommend us?)',
      'features (Features used)',
      'comment (Why?)',
      'tags',
      'themes',
      'status',
      'assignee',
      'statusChangedAt',
      'context',
    ]);
    expect(records).toHaveLength(PER_SURVEY + 1);
  });
});
