import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fourFieldSubmission, type SeededTeam, seedTeam } from '../testing/fixtures.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * POST /api/v1/submission — accepted submissions, over real HTTP. Rules:
 * docs/rules/submission.md#submission-1 to docs/rules/submission.md#submission-5,
 * docs/rules/keys.md#keys-1, docs/rules/origins.md#origins-5: success body `{ id, surveyId,
 * surveyIdRef, receivedAt }` with 201; docs/rules/limits.md#limits-2: RateLimit-* on successful
 * keyed responses.
 */

const ORIGIN = 'https://app.example.com';
const RATE_LIMIT = 700;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

let app: TestApp;
let team: SeededTeam;
let otherTeam: SeededTeam;

beforeAll(async () => {
  app = await startTestApp();
  team = await seedTeam(app, { slug: 'happy', allowedOrigins: [ORIGIN], rateLimit: RATE_LIMIT });
  otherTeam = await seedTeam(app, { slug: 'happy-other', allowedOrigins: [ORIGIN] });
});
afterAll(async () => {
  await app.close();
});

/** `id:` + first 12 hex of SHA-256 over the UTF-8 identifier (docs/rules/audit.md#audit-4). */
function pseudonym(identifier: string): string {
  return `id:${createHash('sha256').update(identifier, 'utf8').digest('hex').slice(0, 12)}`;
}

type Json = Record<string, unknown>;

/** A one-field text survey; `fieldId` makes structurally different definitions. */
function textSubmission(surveyId: string, fieldId = 'comment'): Json {
  return {
    schemaVersion: 2,
    surveyId,
    surveyType: 'rating',
    submittedAt: '2026-11-22T10:15:00Z',
    answers: [
      {
        fieldId,
        fieldType: 'TEXT',
        question: { label: 'Say something' },
        value: { type: 'text', text: 'hello' },
      },
    ],
    definition: {
      surveyType: 'rating',
      fields: [{ fieldId, fieldType: 'TEXT', label: 'Say something' }],
    },
  };
}

function bySecretKey(key: SeededTeam, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${app.url}/api/v1/submission`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${key.secretKey.value}`,
      ...headers,
    },
    body: JSON.stringify(body),
  });
}

function byPublishableKey(key: SeededTeam, body: unknown, origin = ORIGIN) {
  return fetch(`${app.url}/api/v1/submission`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-api-key': key.publishableKey.value,
      origin,
    },
    body: JSON.stringify(body),
  });
}

interface Receipt {
  id: string;
  surveyId: string;
  surveyIdRef: string;
  receivedAt: string;
}

/** Checks a 201 receipt against docs/rules/submission.md#submission-5; returns it. */
async function expectReceipt(
  response: Response,
  surveyId: string,
  window: { before: number; after: number },
): Promise<Receipt> {
  expect(response.status).toBe(201);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  expect(response.headers.get('access-control-allow-origin')).toBe('*');
  const body = (await response.json()) as Receipt;
  expect(Object.keys(body).sort()).toEqual(['id', 'receivedAt', 'surveyId', 'surveyIdRef']);
  expect(body.id).toMatch(UUID);
  expect(body.surveyId).toBe(surveyId);
  expect(body.surveyIdRef).toBe(pseudonym(surveyId));
  expect(body.surveyIdRef).toMatch(/^id:[0-9a-f]{12}$/);
  expect(body.receivedAt).toMatch(
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/,
  );
  const receivedAt = Date.parse(body.receivedAt);
  expect(receivedAt).toBeGreaterThanOrEqual(window.before - 1_000);
  expect(receivedAt).toBeLessThanOrEqual(window.after + 1_000);
  return body;
}

function expectRateLimitHeaders(response: Response, limit: number) {
  const headerLimit = response.headers.get('ratelimit-limit');
  const remaining = response.headers.get('ratelimit-remaining');
  const reset = response.headers.get('ratelimit-reset');
  expect(headerLimit).toBe(String(limit));
  expect(remaining).toMatch(/^\d+$/);
  expect(Number(remaining)).toBeLessThan(limit);
  expect(reset).toMatch(/^\d+$/);
}

async function sql<T>(query: string, params: unknown[] = []): Promise<T[]> {
  return app.runtime.deps.orm.em.getConnection().execute<T[]>(query, params);
}

interface FeedbackRow {
  team_id: string;
  survey_id: string;
  api_key_id: string;
  app_name: string;
  answers: unknown[];
}

async function feedbackRow(id: string): Promise<FeedbackRow | undefined> {
  const rows = await sql<FeedbackRow>(
    'select team_id, survey_id, api_key_id, app_name, answers from feedback where id = ?',
    [id],
  );
  expect(rows.length).toBeLessThanOrEqual(1);
  return rows[0];
}

interface DefinitionRow {
  id: string;
  team_id: string;
  definition_hash: string;
  definition: unknown;
}

async function definitionRows(surveyId: string): Promise<DefinitionRow[]> {
  return sql<DefinitionRow>(
    'select id, team_id, definition_hash, definition from survey_definition where survey_id = ? order by team_id',
    [surveyId],
  );
}

describe('POST /api/v1/submission — accepted', () => {
  it('accepts a secret key in Authorization: Bearer with 201 and the receipt', async () => {
    const surveyId = 'happy-sk-checkout';
    const before = Date.now();
    const response = await bySecretKey(team, fourFieldSubmission(surveyId));
    const after = Date.now();
    await expectReceipt(response, surveyId, { before, after });
    expectRateLimitHeaders(response, RATE_LIMIT);
  });

  it('accepts a publishable key in X-Api-Key from an allowed Origin with 201', async () => {
    const surveyId = 'happy-pk-checkout';
    const before = Date.now();
    const response = await byPublishableKey(team, fourFieldSubmission(surveyId));
    const after = Date.now();
    await expectReceipt(response, surveyId, { before, after });
    expectRateLimitHeaders(response, RATE_LIMIT);
  });

  it('counts RateLimit-Remaining down per key between two submissions', async () => {
    const first = await bySecretKey(team, textSubmission('happy-ratelimit-countdown'));
    const second = await bySecretKey(team, textSubmission('happy-ratelimit-countdown'));
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(Number(second.headers.get('ratelimit-remaining'))).toBe(
      Number(first.headers.get('ratelimit-remaining')) - 1,
    );
  });

  it('returns a surveyIdRef that is the pseudonym of a unicode surveyId, which it returns raw', async () => {
    const surveyId = 'Spørreundersøkelse «kasse» 😀 / ?&=';
    const before = Date.now();
    const response = await bySecretKey(team, textSubmission(surveyId));
    await expectReceipt(response, surveyId, { before, after: Date.now() });
  });

  it('stores the answers per team with the key id and app name (secret key)', async () => {
    const surveyId = 'happy-stored-sk';
    const body = fourFieldSubmission(surveyId);
    const response = await bySecretKey(team, body);
    const receipt = await expectReceipt(response, surveyId, { before: 0, after: Date.now() });
    const row = await feedbackRow(receipt.id);
    expect(row).toBeDefined();
    expect(row?.team_id).toBe(team.teamId);
    expect(row?.survey_id).toBe(surveyId);
    expect(row?.api_key_id).toBe(team.secretKey.id);
    expect(row?.app_name).toBe('backend');
    expect(row?.answers).toEqual(body.answers);
  });

  it('stores the answers per team with the key id and app name (publishable key)', async () => {
    const surveyId = 'happy-stored-pk';
    const response = await byPublishableKey(otherTeam, textSubmission(surveyId));
    const receipt = await expectReceipt(response, surveyId, { before: 0, after: Date.now() });
    const row = await feedbackRow(receipt.id);
    expect(row?.team_id).toBe(otherTeam.teamId);
    expect(row?.api_key_id).toBe(otherTeam.publishableKey.id);
    expect(row?.app_name).toBe('widget');
  });

  it('accepts all four field types (RATING, TEXT, SINGLE_CHOICE, MULTI_CHOICE) and stores all answers', async () => {
    const surveyId = 'happy-four-types';
    const body = fourFieldSubmission(surveyId);
    const receipt = await expectReceipt(await bySecretKey(team, body), surveyId, {
      before: 0,
      after: Date.now(),
    });
    const row = await feedbackRow(receipt.id);
    const answers = (row?.answers ?? []) as { fieldType: string }[];
    const types = answers.map((answer) => answer.fieldType);
    expect(types).toEqual(['RATING', 'TEXT', 'SINGLE_CHOICE', 'MULTI_CHOICE']);
  });

  it('registers the definition on the first submission and stores it once', async () => {
    const surveyId = 'happy-registers';
    expect(await definitionRows(surveyId)).toHaveLength(0);
    const body = fourFieldSubmission(surveyId);
    expect((await bySecretKey(team, body)).status).toBe(201);
    const rows = await definitionRows(surveyId);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.team_id).toBe(team.teamId);
    expect(rows[0]?.definition).toEqual(body.definition);
  });
});

describe('POST /api/v1/submission — non-structural changes', () => {
  it('accepts changed labels, option labels and a ratingScale within range; the stored definition stays unchanged', async () => {
    const surveyId = 'happy-relabel';
    const first = fourFieldSubmission(surveyId);
    expect((await bySecretKey(team, first)).status).toBe(201);
    const [registered] = await definitionRows(surveyId);
    expect(registered).toBeDefined();

    const relabelled = fourFieldSubmission(surveyId);
    const definition = relabelled.definition as { fields: Json[] };
    const [rating, text, single, multi] = definition.fields as [Json, Json, Json, Json];
    rating.label = 'Hvordan var det?';
    rating.ratingScale = 4; // emoji allows a lower top
    text.label = 'Noe å legge til?';
    (single.options as Json[]).forEach((option, i) => {
      option.label = `Kanal ${i}`;
    });
    (multi.options as Json[]).forEach((option, i) => {
      option.label = `Tema ${i}`;
    });
    const answers = relabelled.answers as { question: Json; value: Json }[];
    for (const answer of answers) answer.question.label = 'Nytt spørsmål';
    const ratingAnswer = answers[0];
    if (ratingAnswer) {
      ratingAnswer.value.ratingScale = 4;
      ratingAnswer.value.rating = 4;
    }

    const response = await bySecretKey(team, relabelled);
    await expectReceipt(response, surveyId, { before: 0, after: Date.now() });

    const rows = await definitionRows(surveyId);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.id).toBe(registered?.id);
    expect(rows[0]?.definition_hash).toBe(registered?.definition_hash);
    expect(rows[0]?.definition).toEqual(first.definition);
  });

  it('stores feedback of the relabelled submission against the same definition', async () => {
    const surveyId = 'happy-relabel-feedback';
    const first = textSubmission(surveyId);
    expect((await bySecretKey(team, first)).status).toBe(201);
    const second = textSubmission(surveyId);
    ((second.definition as { fields: Json[] }).fields[0] as Json).label = 'Changed';
    expect((await bySecretKey(team, second)).status).toBe(201);
    const rows = await sql<{ survey_definition_id: string }>(
      'select survey_definition_id from feedback where team_id = ? and survey_id = ?',
      [team.teamId, surveyId],
    );
    expect(rows).toHaveLength(2);
    const [definition] = await definitionRows(surveyId);
    for (const row of rows) expect(row.survey_definition_id).toBe(definition?.id);
  });
});

describe('POST /api/v1/submission — surveys belong to a team', () => {
  it('registers the same surveyId independently in two teams', async () => {
    const surveyId = 'happy-shared-survey-id';
    const forTeam = textSubmission(surveyId, 'comment');
    const forOther = textSubmission(surveyId, 'remark'); // structurally different
    expect((await bySecretKey(team, forTeam)).status).toBe(201);
    expect((await bySecretKey(otherTeam, forOther)).status).toBe(201);

    const rows = await definitionRows(surveyId);
    expect(rows).toHaveLength(2);
    const byTeam = new Map(rows.map((row) => [row.team_id, row]));
    expect(byTeam.get(team.teamId)?.definition).toEqual(forTeam.definition);
    expect(byTeam.get(otherTeam.teamId)?.definition).toEqual(forOther.definition);

    // Each team keeps its own: each team's structure is still accepted there, not in the other.
    expect((await bySecretKey(team, forTeam)).status).toBe(201);
    expect((await bySecretKey(otherTeam, forOther)).status).toBe(201);
    expect((await bySecretKey(team, forOther)).status).toBe(409);
    expect((await bySecretKey(otherTeam, forTeam)).status).toBe(409);
  });
});

describe('OPTIONS /api/v1/submission — CORS preflight', () => {
  it('answers the preflight without authentication: 204, ACAO *, POST and the key headers allowed', async () => {
    const response = await fetch(`${app.url}/api/v1/submission`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://somewhere.example.org',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'x-api-key, content-type',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const methods = (response.headers.get('access-control-allow-methods') ?? '')
      .split(',')
      .map((method) => method.trim().toUpperCase());
    expect(methods).toContain('POST');
    const allowed = (response.headers.get('access-control-allow-headers') ?? '')
      .split(',')
      .map((header) => header.trim().toLowerCase());
    expect(allowed).toEqual(expect.arrayContaining(['x-api-key', 'authorization', 'content-type']));
    expect(await response.text()).toBe('');
  });
});
