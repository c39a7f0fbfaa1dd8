import { expect } from 'vitest';
import type { SeededTeam } from './fixtures.ts';
import type { TestApp } from './test-app.ts';

/** Test helpers of the curating surface (tags, markers, themes, deletions, dashboard keys). */

export interface CallAnswer {
  status: number;
  body: Record<string, unknown>;
  text: string;
  contentType: string | null;
  /** Audit events the call wrote. */
  audits: Record<string, unknown>[];
}

/** A REST call below `/api/v1` with a user token and `?team=` values. */
export async function callAs(
  app: TestApp,
  token: string | undefined,
  method: string,
  path: string,
  options: { team?: string | string[]; body?: unknown; query?: [string, string][] } = {},
): Promise<CallAnswer> {
  const teams = options.team === undefined ? [] : [options.team].flat();
  const query = [
    ...teams.map((team): [string, string] => ['team', team]),
    ...(options.query ?? []),
  ];
  const search = new URLSearchParams(query).toString();
  const before = app.output.auditEvents.length;
  const response = await fetch(`${app.url}/api/v1${path}${search ? `?${search}` : ''}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  const text = await response.text();
  return {
    status: response.status,
    body: text === '' ? {} : (JSON.parse(text) as Record<string, unknown>),
    text,
    contentType: response.headers.get('content-type'),
    audits: app.output.auditEvents.slice(before),
  };
}

/** A problem+json answer with this status, naming `field` in its `errors` when given. */
export function expectProblem(answer: CallAnswer, status: number, field?: string): void {
  expect(answer.status, answer.text).toBe(status);
  expect(answer.contentType).toMatch(/^application\/problem\+json/);
  expect(answer.body).toMatchObject({ status });
  if (field) {
    expect(answer.body.errors).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: field })]),
    );
  }
}

/** A submission of one TEXT answer (and its definition) for a survey. */
export function textSubmission(surveyId: string, text: string, fieldIds: string[] = ['comment']) {
  return {
    schemaVersion: 2,
    surveyId,
    surveyType: 'rating',
    submittedAt: '2026-11-22T10:15:00Z',
    answers: fieldIds.map((fieldId, index) => ({
      fieldId,
      fieldType: 'TEXT',
      question: { label: `Question ${fieldId}` },
      value: { type: 'text', text: index === 0 ? text : 'More.' },
    })),
    definition: {
      surveyType: 'rating',
      fields: fieldIds.map((fieldId) => ({
        fieldId,
        fieldType: 'TEXT',
        label: `Question ${fieldId}`,
      })),
    },
  };
}

/** Posts a submission with the team's secret key; returns the answer. */
export async function submit(
  app: TestApp,
  team: SeededTeam,
  body: unknown,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${app.url}/api/v1/submission`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${team.secretKey.value}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/**
 * Stores a feedback item with one text answer and returns its id. Its searchable text
 * (`text_content`) is set here when the submission path left it empty.
 */
export async function storeTextFeedback(
  app: TestApp,
  team: SeededTeam,
  surveyId: string,
  text: string,
): Promise<string> {
  const answer = await submit(app, team, textSubmission(surveyId, text));
  if (answer.status !== 201) throw new Error(`submission failed: ${JSON.stringify(answer)}`);
  const id = String(answer.body.id);
  await app.runtime.deps.orm.em
    .fork()
    .execute(
      'update feedback set text_content = ?, has_text = true where id = ? and text_content is null',
      [text, id],
    );
  return id;
}

/** The rows of a query against the test app's database. */
export async function sqlRows<T>(app: TestApp, sql: string, params: unknown[] = []): Promise<T[]> {
  return app.runtime.deps.orm.em.fork().execute<T[]>(sql, params);
}
