import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAs, mapGroup } from '../testing/dashboard-fixtures.ts';
import { explorerSubmission, submitBody } from '../testing/feedback-fixtures.ts';
import { type SeededTeam, seedTeam } from '../testing/fixtures.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * Rules: docs/rules/submission.md#submission-7, docs/rules/submission.md#submission-8: `context`,
 * `startedAt` and `timeToCompleteMs` are stored with
 * the answers (`timeToCompleteMs` only within 1 s – 30 min), and TEXT answers have personal data
 * replaced by placeholders before storing, the item marked `sensitiveDataRedacted`.
 */

let app: TestApp;
let team: SeededTeam;
let viewer: string;

interface Row {
  context: unknown;
  device_type: string | null;
  started_at: string | null;
  time_to_complete_ms: number | null;
  sensitive_data_redacted: boolean;
  has_text: boolean;
  text_content: string | null;
  answers: { fieldId: string; value: { text?: string } }[];
}

async function rowOf(id: string): Promise<Row> {
  const rows = await app.runtime.deps.orm.em.fork().execute<Row[]>(
    `select context, device_type,
            to_char(started_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as started_at,
            time_to_complete_ms, sensitive_data_redacted, has_text, text_content, answers
       from feedback where id = ?`,
    [id],
  );
  return rows[0] as Row;
}

beforeAll(async () => {
  app = await startTestApp();
  team = await seedTeam(app, { slug: 'additions' });
  await mapGroup(app, 'additions', 'g-additions', 'viewer');
  viewer = await app.tokenFor({ sub: 'additions-viewer', groups: ['g-additions'] });
});

afterAll(async () => {
  await app.close();
});

describe('POST /api/v1/submission with context and timing', () => {
  it('stores the context, the device type, startedAt and timeToCompleteMs', async () => {
    const context = {
      pathname: '/checkout/payment',
      deviceType: 'tablet',
      viewport: { width: 820, height: 1180 },
      locale: 'nb-NO',
      tags: { release: '2026.11', plan: 'pro' },
    };
    const id = await submitBody(app, team, {
      ...explorerSubmission({ surveyId: 'additions', rating: 4, comment: 'Fine' }),
      context,
      startedAt: '2026-11-22T10:14:12Z',
      timeToCompleteMs: 48_000,
    });
    expect(await rowOf(id)).toMatchObject({
      context,
      device_type: 'tablet',
      started_at: '2026-11-22T10:14:12Z',
      time_to_complete_ms: 48_000,
      sensitive_data_redacted: false,
      has_text: true,
      text_content: 'Fine',
    });
    const item = await getAs(app, `/intern/feedback/${id}`, viewer);
    expect(await item.json()).toMatchObject({ context, sensitiveDataRedacted: false });
  });

  it.each([
    [999, null],
    [1_000, 1_000],
    [1_800_000, 1_800_000],
    [1_800_001, null],
    [-5, null],
    [0, null],
  ])('keeps timeToCompleteMs %j as %j', async (given, kept) => {
    const id = await submitBody(app, team, {
      ...explorerSubmission({ surveyId: 'additions', rating: 4 }),
      timeToCompleteMs: given,
    });
    expect((await rowOf(id)).time_to_complete_ms).toBe(kept);
  });

  it('stores no context, no text and no timing when none is given', async () => {
    const id = await submitBody(
      app,
      team,
      explorerSubmission({ surveyId: 'additions', rating: 2 }),
    );
    expect(await rowOf(id)).toMatchObject({
      context: null,
      device_type: null,
      started_at: null,
      time_to_complete_ms: null,
      has_text: false,
      text_content: null,
    });
  });
});

describe('POST /api/v1/submission with personal data in text answers', () => {
  it('replaces it by placeholders before storing and marks the item', async () => {
    const body = explorerSubmission({
      surveyId: 'additions',
      comment: 'Ring meg på 912 34 567 eller ola.nordmann@example.com, fnr 01017012343',
    });
    const id = await submitBody(app, team, body);
    const row = await rowOf(id);
    const expected = 'Ring meg på [phone removed] eller [email removed], fnr [national id removed]';
    expect(row.sensitive_data_redacted).toBe(true);
    expect(row.has_text).toBe(true);
    expect(row.text_content).toBe(expected);
    expect(row.answers.find((answer) => answer.fieldId === 'comment')?.value.text).toBe(expected);
    const item = (await (await getAs(app, `/intern/feedback/${id}`, viewer)).json()) as {
      sensitiveDataRedacted: boolean;
      answers: { value: { text?: string } }[];
    };
    expect(item.sensitiveDataRedacted).toBe(true);
    expect(JSON.stringify(item.answers)).toContain(expected);
  });

  it('leaves numbers with invalid check digits alone', async () => {
    const comment = 'Order 01017012345 and ref 4111 1111 1111 1112';
    const id = await submitBody(app, team, explorerSubmission({ surveyId: 'additions', comment }));
    expect(await rowOf(id)).toMatchObject({
      sensitive_data_redacted: false,
      text_content: comment,
    });
  });

  it('joins several text answers by newlines, after redaction, skipping empty ones', async () => {
    const id = await submitBody(app, team, {
      schemaVersion: 2,
      surveyId: 'two-texts',
      surveyType: 'rating',
      submittedAt: '2026-11-22T10:15:00Z',
      answers: [
        {
          fieldId: 'a',
          fieldType: 'TEXT',
          question: { label: 'A' },
          value: { type: 'text', text: 'first kari@example.no' },
        },
        {
          fieldId: 'b',
          fieldType: 'TEXT',
          question: { label: 'B' },
          value: { type: 'text', text: '   ' },
        },
        {
          fieldId: 'c',
          fieldType: 'TEXT',
          question: { label: 'C' },
          value: { type: 'text', text: 'third' },
        },
      ],
      definition: {
        surveyType: 'rating',
        fields: ['a', 'b', 'c'].map((fieldId) => ({
          fieldId,
          fieldType: 'TEXT',
          label: fieldId.toUpperCase(),
        })),
      },
    });
    expect(await rowOf(id)).toMatchObject({
      sensitive_data_redacted: true,
      has_text: true,
      text_content: 'first [email removed]\nthird',
    });
  });
});
