import { createHash } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SeededTeam, seedTeam } from '../testing/fixtures.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * POST /api/v1/submission — refused submissions, over real HTTP. Rules:
 * docs/rules/submission.md#submission-4 (structural change → 409 `definition_conflict` with diff,
 * definition unchanged), docs/rules/versioning.md#versioning-2, docs/rules/origins.md#origins-5,
 * docs/rules/errors.md#errors-1: problem+json with `code`; validation errors add `errors: [{ path,
 * message }]`; a definition conflict adds `diff` and `diffRedacted`; bad JSON 400, body over the
 * limit 413, wrong content type 415. Limits from `@heed/contracts` submission schemas.
 */

let app: TestApp;
let team: SeededTeam;

beforeAll(async () => {
  app = await startTestApp();
  team = await seedTeam(app, { slug: 'errors' });
});
afterAll(async () => {
  await app.close();
});

function pseudonym(identifier: string): string {
  return `id:${createHash('sha256').update(identifier, 'utf8').digest('hex').slice(0, 12)}`;
}

type Json = Record<string, unknown>;
type Field = Json & { fieldId: string; fieldType: string };

const RATING: Field = {
  fieldId: 'overall',
  fieldType: 'RATING',
  label: 'How was it?',
  ratingVariant: 'emoji',
  ratingScale: 5,
};
const TEXT: Field = { fieldId: 'comment', fieldType: 'TEXT', label: 'Anything to add?' };
const SINGLE: Field = {
  fieldId: 'channel',
  fieldType: 'SINGLE_CHOICE',
  label: 'Which channel?',
  options: [
    { optionId: 'web', label: 'Web' },
    { optionId: 'app', label: 'App' },
    { optionId: 'phone', label: 'Phone' },
  ],
};
const MULTI: Field = {
  fieldId: 'topics',
  fieldType: 'MULTI_CHOICE',
  label: 'Which topics?',
  options: [
    { optionId: 'price', label: 'Price' },
    { optionId: 'speed', label: 'Speed' },
  ],
};
const BASE_FIELDS: Field[] = [RATING, TEXT, SINGLE, MULTI];

function clone<T>(value: T): T {
  return structuredClone(value);
}

/** A submission of `fields`, answering only the TEXT field `comment` (unless `answers` given). */
function submission(surveyId: string, fields: Field[], answers?: unknown[]): Json {
  return {
    schemaVersion: 2,
    surveyId,
    surveyType: 'rating',
    submittedAt: '2026-11-22T10:15:00Z',
    answers: answers ?? [
      {
        fieldId: 'comment',
        fieldType: 'TEXT',
        question: { label: 'Anything to add?' },
        value: { type: 'text', text: 'Fine.' },
      },
    ],
    definition: { surveyType: 'rating', fields: clone(fields) },
  };
}

function post(body: unknown, init: { headers?: Record<string, string>; raw?: string } = {}) {
  return fetch(`${app.url}/api/v1/submission`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${team.secretKey.value}`,
      ...init.headers,
    },
    body: init.raw ?? JSON.stringify(body),
  });
}

/** problem+json with this status and code, ACAO * (docs/rules/origins.md#origins-5), no stack/SQL/key. */
async function expectProblem(response: Response, status: number, code: string) {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
  expect(response.headers.get('access-control-allow-origin')).toBe('*');
  const text = await response.text();
  const body = JSON.parse(text) as Json;
  expect(body).toMatchObject({ status, code });
  expect(typeof body.type).toBe('string');
  expect(typeof body.title).toBe('string');
  expect(typeof body.detail).toBe('string');
  expect(text).not.toMatch(/\bstack\b|\.ts:\d+|select |insert /i);
  expect(text).not.toContain(team.secretKey.value);
  return { body, text };
}

interface FieldErrorBody {
  path: string;
  message: string;
}

/** 400 `invalid_request` with `errors[]`, one of whose paths names `pathPart`. */
async function expectInvalid(response: Response, pathPart: RegExp) {
  const { body } = await expectProblem(response, 400, 'invalid_request');
  const errors = body.errors as FieldErrorBody[];
  expect(Array.isArray(errors)).toBe(true);
  expect(errors.length).toBeGreaterThan(0);
  for (const error of errors) {
    expect(typeof error.path).toBe('string');
    expect(typeof error.message).toBe('string');
  }
  expect(errors.map((error) => error.path)).toEqual(
    expect.arrayContaining([expect.stringMatching(pathPart)]),
  );
  return errors;
}

async function sql<T>(query: string, params: unknown[] = []): Promise<T[]> {
  return app.runtime.deps.orm.em.getConnection().execute<T[]>(query, params);
}

async function definitionsOf(surveyId: string) {
  return sql<{ definition_hash: string; definition: { fields: Field[] } }>(
    'select definition_hash, definition from survey_definition where team_id = ? and survey_id = ?',
    [team.teamId, surveyId],
  );
}

async function feedbackCount(surveyId: string): Promise<number> {
  const rows = await sql<{ n: string | number }>(
    'select count(*) as n from feedback where team_id = ? and survey_id = ?',
    [team.teamId, surveyId],
  );
  return Number(rows[0]?.n);
}

async function register(surveyId: string, fields: Field[] = BASE_FIELDS) {
  const response = await post(submission(surveyId, fields));
  expect(response.status).toBe(201);
}

interface Change {
  change: string;
  fieldId: string;
  [member: string]: unknown;
}

async function expectConflict(response: Response) {
  const { body, text } = await expectProblem(response, 409, 'definition_conflict');
  const diff = body.diff as { changes: Change[] };
  expect(diff).toBeTypeOf('object');
  expect(Array.isArray(diff.changes)).toBe(true);
  expect(diff.changes.length).toBeGreaterThan(0);
  expect(typeof body.diffRedacted).toBe('boolean');
  return { body, text, changes: diff.changes, diffRedacted: body.diffRedacted as boolean };
}

describe('definition conflicts — each structural change gives 409 definition_conflict', () => {
  const cases: {
    name: string;
    mutate: (fields: Field[]) => Field[];
    expected: Partial<Change>;
  }[] = [
    {
      name: 'field added',
      mutate: (fields) => [...fields, { fieldId: 'extra', fieldType: 'TEXT', label: 'More?' }],
      expected: { change: 'added', fieldId: 'extra', fieldType: 'TEXT', position: 4 },
    },
    {
      name: 'field removed',
      mutate: (fields) => fields.filter((field) => field.fieldId !== 'topics'),
      expected: { change: 'removed', fieldId: 'topics', fieldType: 'MULTI_CHOICE', position: 3 },
    },
    {
      name: 'field moved',
      mutate: ([rating, ...rest]) => [...rest, rating as Field],
      expected: { change: 'moved', fieldId: 'overall', from: 0, to: 3 },
    },
    {
      name: 'fieldType changed',
      mutate: (fields) =>
        fields.map((field) =>
          field.fieldId === 'channel' ? { ...field, fieldType: 'MULTI_CHOICE' } : field,
        ),
      expected: {
        change: 'changed',
        fieldId: 'channel',
        attribute: 'fieldType',
        before: 'SINGLE_CHOICE',
        after: 'MULTI_CHOICE',
      },
    },
    {
      name: 'ratingVariant changed',
      mutate: (fields) =>
        fields.map((field) =>
          field.fieldId === 'overall' ? { ...field, ratingVariant: 'stars' } : field,
        ),
      expected: {
        change: 'changed',
        fieldId: 'overall',
        attribute: 'ratingVariant',
        before: 'emoji',
        after: 'stars',
      },
    },
    {
      name: 'option id changed',
      mutate: (fields) =>
        fields.map((field) =>
          field.fieldId === 'channel'
            ? {
                ...field,
                options: [
                  { optionId: 'web', label: 'Web' },
                  { optionId: 'app', label: 'App' },
                  { optionId: 'email', label: 'Phone' },
                ],
              }
            : field,
        ),
      expected: {
        change: 'changed',
        fieldId: 'channel',
        attribute: 'optionIds',
        before: ['web', 'app', 'phone'],
        after: ['web', 'app', 'email'],
      },
    },
    {
      name: 'options reordered',
      mutate: (fields) =>
        fields.map((field) =>
          field.fieldId === 'channel'
            ? { ...field, options: [...(field.options as Json[])].reverse() }
            : field,
        ),
      expected: {
        change: 'changed',
        fieldId: 'channel',
        attribute: 'optionIds',
        before: ['web', 'app', 'phone'],
        after: ['phone', 'app', 'web'],
      },
    },
  ];

  it.each(cases)(
    '$name → 409 with a diff entry of that kind, diffRedacted false, definition unchanged',
    async ({ name, mutate, expected }) => {
      const surveyId = `conflict-${name.replaceAll(' ', '-')}`;
      await register(surveyId);
      const [registered] = await definitionsOf(surveyId);

      const { changes, diffRedacted } = await expectConflict(
        await post(submission(surveyId, mutate(clone(BASE_FIELDS)))),
      );
      expect(changes).toContainEqual(expect.objectContaining(expected));
      expect(diffRedacted).toBe(false);

      // State table: the definition stays as registered and the refused answers are not stored.
      const after = await definitionsOf(surveyId);
      expect(after).toHaveLength(1);
      expect(after[0]?.definition_hash).toBe(registered?.definition_hash);
      expect(after[0]?.definition.fields).toEqual(BASE_FIELDS);
      expect(await feedbackCount(surveyId)).toBe(1);
    },
  );

  it('accepts a change of labels only (201)', async () => {
    const surveyId = 'conflict-label-only';
    await register(surveyId);
    const relabelled = clone(BASE_FIELDS).map((field) => ({
      ...field,
      label: `New ${field.label}`,
    }));
    const response = await post(submission(surveyId, relabelled));
    expect(response.status).toBe(201);
    expect(await feedbackCount(surveyId)).toBe(2);
  });

  it('keeps refusing the changed structure after a conflict and keeps accepting the registered one', async () => {
    const surveyId = 'conflict-sticky';
    await register(surveyId);
    const added = [...clone(BASE_FIELDS), { fieldId: 'extra', fieldType: 'TEXT', label: 'x' }];
    expect((await post(submission(surveyId, added))).status).toBe(409);
    expect((await post(submission(surveyId, added))).status).toBe(409);
    expect((await post(submission(surveyId, BASE_FIELDS))).status).toBe(201);
  });
});

describe('definition conflicts — ids that look like personal data are redacted in the diff', () => {
  it.each([
    ['an e-mail address', 'ola.nordmann@example.com'],
    ['a national identity number', '01017012345'],
    ['a phone number', '+47 912 34 567'],
    ['a card number', '4111 1111 1111 1111'],
  ])(
    'a field id that is %s → 409, id:<12 hex> in the diff, diffRedacted true, raw id absent',
    async (_kind, fieldId) => {
      const surveyId = `conflict-pii-${pseudonym(fieldId).slice(3)}`;
      await register(surveyId);
      const added = [...clone(BASE_FIELDS), { fieldId, fieldType: 'TEXT', label: 'Personal' }];
      const { text, changes, diffRedacted } = await expectConflict(
        await post(submission(surveyId, added)),
      );
      expect(changes).toContainEqual(
        expect.objectContaining({ change: 'added', fieldId: pseudonym(fieldId), position: 4 }),
      );
      expect(diffRedacted).toBe(true);
      expect(text).not.toContain(fieldId);
      expect(text).not.toContain(JSON.stringify(fieldId).slice(1, -1));
    },
  );

  it('redacts an option id that is an e-mail address, leaves the harmless ones readable', async () => {
    const surveyId = 'conflict-pii-option';
    await register(surveyId);
    const email = 'kari.nordmann@example.no';
    const changed = clone(BASE_FIELDS).map((field) =>
      field.fieldId === 'channel'
        ? {
            ...field,
            options: [
              { optionId: 'web', label: 'Web' },
              { optionId: email, label: 'Mail me' },
            ],
          }
        : field,
    );
    const { text, changes, diffRedacted } = await expectConflict(
      await post(submission(surveyId, changed)),
    );
    expect(changes).toContainEqual(
      expect.objectContaining({
        change: 'changed',
        fieldId: 'channel',
        attribute: 'optionIds',
        before: ['web', 'app', 'phone'],
        after: ['web', pseudonym(email)],
      }),
    );
    expect(diffRedacted).toBe(true);
    expect(text).not.toContain(email);
  });
});

describe('invalid submissions — 400 invalid_request with errors[]', () => {
  const rating = (variant: string, scale: number, value: number): unknown[] => [
    {
      fieldId: 'score',
      fieldType: 'RATING',
      question: { label: 'Score' },
      value: { type: 'rating', rating: value, ratingVariant: variant, ratingScale: scale },
    },
  ];
  const ratingField = (variant: string, scale: number): Field => ({
    fieldId: 'score',
    fieldType: 'RATING',
    label: 'Score',
    ratingVariant: variant,
    ratingScale: scale,
  });

  it('schemaVersion 1 → 400 (docs/rules/versioning.md#versioning-2: must be 2)', async () => {
    const body = submission('invalid-schema-v1', BASE_FIELDS);
    body.schemaVersion = 1;
    await expectInvalid(await post(body), /schemaVersion/);
  });

  it('missing schemaVersion → 400', async () => {
    const body = submission('invalid-schema-missing', BASE_FIELDS);
    delete body.schemaVersion;
    await expectInvalid(await post(body), /schemaVersion/);
  });

  it('missing definition → 400 (docs/rules/versioning.md#versioning-2: a definition block must be present)', async () => {
    const body = submission('invalid-no-definition', BASE_FIELDS);
    delete body.definition;
    await expectInvalid(await post(body), /definition/);
  });

  it('missing answers → 400', async () => {
    const body = submission('invalid-no-answers', BASE_FIELDS);
    delete body.answers;
    await expectInvalid(await post(body), /answers/);
  });

  it('0 answers → 400', async () => {
    await expectInvalid(await post(submission('invalid-zero-answers', BASE_FIELDS, [])), /answers/);
  });

  it('51 answers → 400, 50 answers → 201', async () => {
    const fields: Field[] = Array.from({ length: 50 }, (_, i) => ({
      fieldId: `f${i}`,
      fieldType: 'TEXT',
      label: `Q${i}`,
    }));
    const answerFor = (i: number) => ({
      fieldId: `f${i}`,
      fieldType: 'TEXT',
      question: { label: `Q${i}` },
      value: { type: 'text', text: 'x' },
    });
    const fifty = Array.from({ length: 50 }, (_, i) => answerFor(i));
    const fiftyOne = [...fifty, answerFor(0)];
    await expectInvalid(await post(submission('invalid-51-answers', fields, fiftyOne)), /answers/);
    expect((await post(submission('valid-50-answers', fields, fifty))).status).toBe(201);
  });

  it('two answers with the same fieldId → 400', async () => {
    const answer = {
      fieldId: 'comment',
      fieldType: 'TEXT',
      question: { label: 'Anything to add?' },
      value: { type: 'text', text: 'x' },
    };
    await expectInvalid(
      await post(submission('invalid-duplicate-answer', BASE_FIELDS, [answer, answer])),
      /answers/,
    );
  });

  it('surveyId of 201 characters → 400, of 200 → 201', async () => {
    await expectInvalid(await post(submission('s'.repeat(201), BASE_FIELDS)), /surveyId/);
    expect((await post(submission('t'.repeat(200), BASE_FIELDS))).status).toBe(201);
  });

  it('empty surveyId → 400', async () => {
    await expectInvalid(await post(submission('', BASE_FIELDS)), /surveyId/);
  });

  it('text of 2001 characters → 400, of 2000 → 201', async () => {
    const answerOf = (text: string) => [
      {
        fieldId: 'comment',
        fieldType: 'TEXT',
        question: { label: 'Anything to add?' },
        value: { type: 'text', text },
      },
    ];
    await expectInvalid(
      await post(submission('invalid-long-text', BASE_FIELDS, answerOf('x'.repeat(2001)))),
      /text/,
    );
    expect(
      (await post(submission('valid-long-text', BASE_FIELDS, answerOf('x'.repeat(2000))))).status,
    ).toBe(201);
  });

  it.each([
    ['emoji', 5, 0],
    ['emoji', 5, 6],
    ['thumbs', 2, 0],
    ['thumbs', 2, 3],
    ['stars', 5, 0],
    ['stars', 5, 6],
    ['nps', 10, -1],
    ['nps', 10, 11],
    ['emoji', 4, 5], // a lower ratingScale lowers the top
  ])(
    'rating variant %s (scale %i): rating %i is out of range → 400',
    async (variant, scale, value) => {
      const surveyId = `invalid-rating-${variant}-${scale}-${value}`;
      await expectInvalid(
        await post(
          submission(surveyId, [ratingField(variant, scale)], rating(variant, scale, value)),
        ),
        /rating/,
      );
    },
  );

  it.each([
    ['emoji', 5, 1],
    ['emoji', 5, 5],
    ['thumbs', 2, 1],
    ['thumbs', 2, 2],
    ['stars', 5, 1],
    ['stars', 5, 5],
    ['nps', 10, 0],
    ['nps', 10, 10],
  ])(
    'rating variant %s (scale %i): rating %i is at the edge of the range → 201',
    async (variant, scale, value) => {
      const surveyId = `valid-rating-${variant}-${value}`;
      const response = await post(
        submission(surveyId, [ratingField(variant, scale)], rating(variant, scale, value)),
      );
      expect(response.status).toBe(201);
    },
  );

  it('a non-integer rating → 400', async () => {
    await expectInvalid(
      await post(
        submission('invalid-rating-fraction', [ratingField('stars', 5)], rating('stars', 5, 2.5)),
      ),
      /rating/,
    );
  });

  it('an answer to a fieldId the definition does not have → 400', async () => {
    const answers = [
      {
        fieldId: 'nope',
        fieldType: 'TEXT',
        question: { label: 'x' },
        value: { type: 'text', text: 'x' },
      },
    ];
    await expectInvalid(
      await post(submission('invalid-unknown-field', BASE_FIELDS, answers)),
      /fieldId/,
    );
  });

  it('a value type that does not fit the field type → 400', async () => {
    const answers = [
      {
        fieldId: 'comment',
        fieldType: 'TEXT',
        question: { label: 'x' },
        value: { type: 'rating', rating: 3, ratingVariant: 'emoji', ratingScale: 5 },
      },
    ];
    await expectInvalid(
      await post(submission('invalid-wrong-value', BASE_FIELDS, answers)),
      /value/,
    );
  });

  it('an answer fieldType that differs from the field definition → 400', async () => {
    const answers = [
      {
        fieldId: 'comment',
        fieldType: 'RATING',
        question: { label: 'x' },
        value: { type: 'text', text: 'x' },
      },
    ];
    await expectInvalid(
      await post(submission('invalid-wrong-fieldtype', BASE_FIELDS, answers)),
      /fieldType/,
    );
  });

  it('an unknown option in a single choice → 400', async () => {
    const answers = [
      {
        fieldId: 'channel',
        fieldType: 'SINGLE_CHOICE',
        question: { label: 'x' },
        value: { type: 'singleChoice', selectedOptionId: 'fax' },
      },
    ];
    await expectInvalid(
      await post(submission('invalid-unknown-option', BASE_FIELDS, answers)),
      /selectedOptionId/,
    );
  });

  it('an unknown option in a multi choice → 400', async () => {
    const answers = [
      {
        fieldId: 'topics',
        fieldType: 'MULTI_CHOICE',
        question: { label: 'x' },
        value: { type: 'multiChoice', selectedOptionIds: ['price', 'colour'] },
      },
    ];
    await expectInvalid(
      await post(submission('invalid-unknown-options', BASE_FIELDS, answers)),
      /selectedOptionIds/,
    );
  });

  it('a refused first submission registers no definition', async () => {
    const surveyId = 'invalid-first-does-not-register';
    const answers = rating('emoji', 5, 9);
    await expectInvalid(
      await post(submission(surveyId, [ratingField('emoji', 5)], answers)),
      /rating/,
    );
    expect(await definitionsOf(surveyId)).toHaveLength(0);
    // A different structure may still become the first definition.
    expect((await post(submission(surveyId, BASE_FIELDS))).status).toBe(201);
  });
});

describe('unreadable bodies', () => {
  it('a body over 1 MiB → 413 payload_too_large', async () => {
    const body = submission('too-large', BASE_FIELDS);
    body.padding = 'x'.repeat(1024 * 1024 + 1);
    await expectProblem(await post(body), 413, 'payload_too_large');
  });

  it('a body of text/plain → 415', async () => {
    const response = await post(undefined, {
      headers: { 'content-type': 'text/plain' },
      raw: JSON.stringify(submission('text-plain', BASE_FIELDS)),
    });
    await expectProblem(response, 415, 'unsupported_media_type');
  });

  it('invalid JSON → 400 invalid_request', async () => {
    await expectProblem(
      await post(undefined, { raw: '{"schemaVersion": 2,' }),
      400,
      'invalid_request',
    );
  });

  it('no body at all → 400 invalid_request', async () => {
    const response = await fetch(`${app.url}/api/v1/submission`, {
      method: 'POST',
      headers: { authorization: `Bearer ${team.secretKey.value}` },
    });
    await expectProblem(response, 400, 'invalid_request');
  });
});

describe('concurrent first submissions', () => {
  it('10 at once, two structures: one definition registered, the winner’s structure 201, the other 409', async () => {
    const surveyId = 'race-first-submission';
    const x = submission(surveyId, BASE_FIELDS);
    const y = submission(surveyId, [TEXT, RATING]); // structurally different, answers fit both
    const bodies = Array.from({ length: 10 }, (_, i) => (i % 2 === 0 ? x : y));
    const responses = await Promise.all(bodies.map((body) => post(body)));
    const statuses = responses.map((response) => response.status);

    const rows = await definitionsOf(surveyId);
    expect(rows).toHaveLength(1);
    // jsonb does not keep key order, so compare as values.
    const stored = rows[0]?.definition.fields;
    const winnerIsX = isDeepStrictEqual(stored, (x.definition as { fields: Field[] }).fields);
    const winnerIsY = isDeepStrictEqual(stored, (y.definition as { fields: Field[] }).fields);
    expect(winnerIsX || winnerIsY).toBe(true);

    bodies.forEach((body, i) => {
      const isWinner = (body === x) === winnerIsX;
      expect(statuses[i]).toBe(isWinner ? 201 : 409);
    });
    expect(await feedbackCount(surveyId)).toBe(5);
    for (const [i, response] of responses.entries()) {
      if (statuses[i] === 409) await expectConflict(response);
      else await response.body?.cancel();
    }
  });
});
