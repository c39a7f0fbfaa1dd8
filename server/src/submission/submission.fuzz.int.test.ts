import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fourFieldSubmission, type SeededTeam, seedTeam } from '../testing/fixtures.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * POST /api/v1/submission under malformed input. Rule: docs/rules/errors.md#errors-3: every error
 * is application/problem+json with `status` and `code`; bad JSON 400, too large 413, wrong content
 * type 415; "never 500". Rule: docs/rules/origins.md#origins-5: every response carries
 * `Access-Control-Allow-Origin: *`.
 */

let app: TestApp;
let team: SeededTeam;
let neighbour: SeededTeam;

beforeAll(async () => {
  app = await startTestApp();
  // A high limit: the properties send a few hundred requests with one key.
  team = await seedTeam(app, { slug: 'fuzz', rateLimit: 100_000 });
  neighbour = await seedTeam(app, { slug: 'fuzz-neighbour', rateLimit: 100_000 });
});
afterAll(async () => {
  await app.close();
});

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function validBody(surveyId: string): { [key: string]: Json } {
  return fourFieldSubmission(surveyId) as { [key: string]: Json };
}

interface Outcome {
  status: number;
  contentType: string | null;
  allowOrigin: string | null;
  text: string;
}

async function send(
  body: string,
  options: { contentType?: string; key?: SeededTeam } = {},
): Promise<Outcome> {
  const response = await fetch(`${app.url}/api/v1/submission`, {
    method: 'POST',
    headers: {
      'content-type': options.contentType ?? 'application/json',
      authorization: `Bearer ${(options.key ?? team).secretKey.value}`,
    },
    body,
  });
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    allowOrigin: response.headers.get('access-control-allow-origin'),
    text: await response.text(),
  };
}

/** The contract for any input: no 5xx; an error is problem+json naming its status and code. */
function expectWellFormed(outcome: Outcome): void {
  expect(outcome.status, outcome.text).toBeLessThan(500);
  expect(outcome.allowOrigin).toBe('*');
  if (outcome.status >= 400) {
    expect(outcome.contentType).toMatch(/^application\/problem\+json/);
    const problem = JSON.parse(outcome.text) as { status?: unknown; code?: unknown };
    expect(problem.status).toBe(outcome.status);
    expect(typeof problem.code).toBe('string');
  } else {
    expect(outcome.status).toBe(201);
    expect(JSON.parse(outcome.text)).toHaveProperty('id');
  }
}

// ---- arbitraries -------------------------------------------------------------------------------

const hugeNumber = fc.constantFrom(
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER + 2,
  -Number.MAX_SAFE_INTEGER - 2,
  2 ** 31,
  -(2 ** 63),
  5e-324,
  4.000000001,
);

const deepNesting = fc
  .tuple(fc.integer({ min: 50, max: 3_000 }), fc.boolean())
  .map(([depth, asArray]) => {
    let value: Json = 'bottom';
    for (let i = 0; i < depth; i++) value = asArray ? [value] : { nested: value };
    return value;
  });

/** Code units PostgreSQL text/jsonb or JSON tooling treat specially, mixed with ordinary ones. */
const hostileUnit = fc.oneof(
  fc.constantFrom('\u0000', '\ud800', '\udfff', '\u202e', '\ufeff', '\uffff', '\\', '"', '\n'),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
);
const hostileString = fc.string({ unit: hostileUnit, minLength: 1, maxLength: 20 });

const unicodeString = fc.oneof(
  hostileString,
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom('', ' ', '\u202e', '😀'.repeat(1_000), 'é'.repeat(2_001), 'x'.repeat(5_000)),
);

const wrongType = fc.constantFrom<Json>(null, true, false, 0, -1, '', '2', [], {}, [null], {
  type: 'rating',
});

const replacement: fc.Arbitrary<Json> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }) as fc.Arbitrary<Json>,
  hugeNumber,
  deepNesting,
  unicodeString,
  wrongType,
);

/** Where in a valid body a mutation may land. */
const PATHS: (string | number)[][] = [
  ['schemaVersion'],
  ['surveyId'],
  ['surveyType'],
  ['submittedAt'],
  ['answers'],
  ['definition'],
  ['answers', 0],
  ['answers', 0, 'fieldId'],
  ['answers', 0, 'fieldType'],
  ['answers', 0, 'question'],
  ['answers', 0, 'question', 'label'],
  ['answers', 0, 'value'],
  ['answers', 0, 'value', 'type'],
  ['answers', 0, 'value', 'rating'],
  ['answers', 0, 'value', 'ratingVariant'],
  ['answers', 0, 'value', 'ratingScale'],
  ['answers', 1, 'value', 'text'],
  ['answers', 2, 'value', 'selectedOptionId'],
  ['answers', 3, 'value', 'selectedOptionIds'],
  ['answers', 3, 'value', 'selectedOptionIds', 0],
  ['definition', 'surveyType'],
  ['definition', 'fields'],
  ['definition', 'fields', 0],
  ['definition', 'fields', 0, 'fieldId'],
  ['definition', 'fields', 0, 'fieldType'],
  ['definition', 'fields', 0, 'label'],
  ['definition', 'fields', 0, 'ratingVariant'],
  ['definition', 'fields', 0, 'ratingScale'],
  ['definition', 'fields', 2, 'options'],
  ['definition', 'fields', 2, 'options', 0, 'optionId'],
  ['definition', 'fields', 3, 'options', 1],
  ['unexpectedTopLevelMember'],
];

type Mutation =
  | { path: (string | number)[]; op: 'delete' }
  | {
      path: (string | number)[];
      op: 'replace';
      value: Json;
    };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ path: fc.constantFrom(...PATHS), op: fc.constant('delete' as const) }),
  fc.record({
    path: fc.constantFrom(...PATHS),
    op: fc.constant('replace' as const),
    value: replacement,
  }),
);

function applyMutation(body: { [key: string]: Json }, change: Mutation): void {
  let parent: Json = body;
  for (const step of change.path.slice(0, -1)) {
    if (parent === null || typeof parent !== 'object') return;
    parent = (parent as Record<string | number, Json>)[step] as Json;
  }
  if (parent === null || typeof parent !== 'object') return;
  const last = change.path.at(-1) as string | number;
  const container = parent as Record<string | number, Json>;
  if (change.op === 'delete') {
    if (Array.isArray(parent) && typeof last === 'number') parent.splice(last, 1);
    else delete container[last];
  } else {
    container[last] = change.value;
  }
}

/** Text that JSON.parse refuses (or, for a few, JSON that no JavaScript value stringifies to). */
const notJson = fc.oneof(
  fc.string({ maxLength: 60 }).filter((text) => {
    try {
      JSON.parse(text);
      return false;
    } catch {
      return true;
    }
  }),
  fc.constantFrom(
    '{',
    '{"schemaVersion": 2,',
    "{'schemaVersion': 2}",
    '[1, 2',
    'NaN',
    'undefined',
    '{"a": 01}',
    '{"a": "\\x41"}',
    '{"a": "\\ud800"}',
    '\uFEFF{"schemaVersion": 2}',
    '\u0000',
    ' ',
    `{"schemaVersion": 2, "answers": [${'['.repeat(10_000)}`,
    JSON.stringify(validBody('fuzz-raw-number')).replace('"rating":4', '"rating":1e999'),
    JSON.stringify(validBody('fuzz-raw-number')).replace('"ratingScale":5', '"ratingScale":-1e999'),
    JSON.stringify(validBody('fuzz-raw-dup')).replace(
      '{"schemaVersion":2',
      '{"schemaVersion":2,"schemaVersion":1',
    ),
  ),
);

const contentType = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=latin1',
  'application/json; charset=utf-16',
  'text/plain',
  'application/x-www-form-urlencoded',
);

// ---- properties --------------------------------------------------------------------------------

describe('malformed submissions never give a 5xx and always give problem+json', () => {
  it('arbitrary JSON values as the body', async () => {
    await fc.assert(
      fc.asyncProperty(fc.jsonValue({ maxDepth: 5 }), async (value) => {
        expectWellFormed(await send(JSON.stringify(value)));
      }),
      { numRuns: 150 },
    );
  });

  it('a valid body with fields dropped or replaced by random JSON, wrong types, huge numbers, deep nesting, unicode', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(mutation, { minLength: 1, maxLength: 4 }), async (changes) => {
        // Mostly a fresh surveyId (registration path), sometimes a shared one (comparison path).
        run++;
        const body = validBody(run % 3 === 0 ? 'fuzz-shared' : `fuzz-mutated-${run}`);
        for (const change of changes) applyMutation(body, change);
        expectWellFormed(await send(JSON.stringify(body)));
      }),
      { numRuns: 150 },
    );
  });

  it('a valid body with one free-text member (surveyId, labels, text) replaced by hostile unicode', async () => {
    const targets: (string | number)[][] = [
      ['surveyId'],
      ['answers', 1, 'value', 'text'],
      ['answers', 0, 'question', 'label'],
      ['definition', 'fields', 1, 'label'],
      ['definition', 'fields', 2, 'options', 1, 'label'],
    ];
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...targets), hostileString, async (path, value) => {
        run++;
        const body = validBody(`fuzz-hostile-${run}`);
        applyMutation(body, { path, op: 'replace', value });
        expectWellFormed(await send(JSON.stringify(body)));
      }),
      { numRuns: 150 },
    );
  });

  it('raw text that is not JSON, under various content types', async () => {
    await fc.assert(
      fc.asyncProperty(notJson, contentType, async (text, type) => {
        expectWellFormed(await send(text, { contentType: type }));
      }),
      { numRuns: 150 },
    );
  });
});

// ---- example-based cases the properties above stumbled on; each is a defect while it fails -------

describe('characters PostgreSQL cannot store are answered without a 5xx', () => {
  function withText(surveyId: string, text: string): { [key: string]: Json } {
    const body = validBody(surveyId);
    const answers = body.answers as { value: { [key: string]: Json } }[];
    const comment = answers[1];
    if (comment) comment.value.text = text;
    return body;
  }

  it('a U+0000 in an answer text', async () => {
    expectWellFormed(await send(JSON.stringify(withText('fuzz-nul-text', 'a\u0000b'))));
  });

  it('a U+0000 in a label of the definition (first submission)', async () => {
    const body = validBody('fuzz-nul-label');
    const fields = (body.definition as { fields: { [key: string]: Json }[] }).fields;
    if (fields[1]) fields[1].label = 'Anything\u0000?';
    expectWellFormed(await send(JSON.stringify(body)));
  });

  it('a U+0000 in the surveyId', async () => {
    expectWellFormed(await send(JSON.stringify(validBody('fuzz-nul-\u0000-survey'))));
  });

  it('a lone surrogate (\\ud800) in an answer text', async () => {
    expectWellFormed(await send(JSON.stringify(withText('fuzz-lone-surrogate', 'a\ud800b'))));
  });

  it('submittedAt in year 0000 (valid ISO 8601, outside PostgreSQL’s range)', async () => {
    const body = validBody('fuzz-year-zero');
    body.submittedAt = '0000-01-01T00:00:00Z';
    expectWellFormed(await send(JSON.stringify(body)));
  });

  it('two surveyIds that differ only in a lone surrogate are two surveys', async () => {
    // Rule: docs/rules/submission.md#submission-2: a surveyId's first submission registers its definition.
    const first = validBody('fuzz-surrogate-\ud800');
    const second = validBody('fuzz-surrogate-\udbff');
    const fields = (second.definition as { fields: Json[] }).fields;
    fields.reverse(); // a different structure; the answers still fit it
    const a = await send(JSON.stringify(first));
    const b = await send(JSON.stringify(second));
    expectWellFormed(a);
    expectWellFormed(b);
    if (a.status === 201) expect(b.status).toBe(201);
  });
});

describe('one bad submission does not fail the others', () => {
  it('valid submissions of another team sent at the same time as unstorable ones all get 201', async () => {
    const goodBody = JSON.stringify(validBody('fuzz-neighbour-survey'));
    const badBody = JSON.stringify({
      ...validBody('fuzz-poison-survey'),
      answers: [
        {
          fieldId: 'comment',
          fieldType: 'TEXT',
          question: { label: 'x' },
          value: { type: 'text', text: '\u0000' },
        },
      ],
    });
    // Register both surveys first, so later requests skip registration and reach the writer together.
    expect((await send(goodBody, { key: neighbour })).status).toBe(201);
    await send(badBody);

    const goodStatuses: number[] = [];
    for (let round = 0; round < 3; round++) {
      const outcomes = await Promise.all(
        Array.from({ length: 24 }, (_, i) =>
          i % 6 === 0 ? send(badBody) : send(goodBody, { key: neighbour }),
        ),
      );
      outcomes.forEach((outcome, i) => {
        if (i % 6 !== 0) goodStatuses.push(outcome.status);
      });
    }
    expect(goodStatuses.filter((status) => status !== 201)).toEqual([]);
  });
});
