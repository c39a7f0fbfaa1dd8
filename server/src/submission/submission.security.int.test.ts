import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateApiKey, hashApiKey } from '../keys/api-key-format.ts';
import { type SeededTeam, seedTeam } from '../testing/fixtures.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * POST /api/v1/submission — authentication and what reaches the log. Rules:
 * docs/rules/origins.md#origins-1 (pk may be limited by allowedOrigins, another origin → 403; sk
 * never origin-validated), docs/rules/errors.md#errors-2 (401 missing or invalid authentication,
 * 403 wrong origin), docs/rules/submission.md#submission-5 (surveyIdRef is the log-safe reference;
 * ACAO *), docs/rules/audit.md#audit-5 (no key values or hashes, no raw customer-controlled
 * surveyId), docs/rules/keys.md#keys-2 (key format `heed_(pk|sk)_live_<32 base62><6 base62
 * CRC32>`), docs/rules/errors.md#errors-1 (codes `unauthorized`, `origin_not_allowed`).
 */

const ALLOWED = 'https://app.example.com';

let app: TestApp;
let team: SeededTeam;
/** Every key value a test sent, valid or not; none may ever be logged. */
const sentKeys = new Set<string>();

beforeAll(async () => {
  app = await startTestApp();
  team = await seedTeam(app, { slug: 'security', allowedOrigins: [ALLOWED] });
  sentKeys.add(team.secretKey.value);
  sentKeys.add(team.publishableKey.value);
});
afterAll(async () => {
  await app.close();
});

function submission(surveyId: string, fieldId = 'comment', text = 'fine'): Record<string, unknown> {
  return {
    schemaVersion: 2,
    surveyId,
    surveyType: 'rating',
    submittedAt: '2026-11-22T10:15:00Z',
    answers: [
      { fieldId, fieldType: 'TEXT', question: { label: 'Q' }, value: { type: 'text', text } },
    ],
    definition: { surveyType: 'rating', fields: [{ fieldId, fieldType: 'TEXT', label: 'Q' }] },
  };
}

function post(headers: Record<string, string>, body: unknown) {
  for (const [name, value] of Object.entries(headers)) {
    if (name === 'x-api-key') sentKeys.add(value);
    if (name === 'authorization') sentKeys.add(value.replace(/^Bearer\s+/i, ''));
  }
  return fetch(`${app.url}/api/v1/submission`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

async function expectProblem(response: Response, status: number, code: string) {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
  expect(response.headers.get('access-control-allow-origin')).toBe('*');
  const text = await response.text();
  expect(JSON.parse(text)).toMatchObject({ status, code });
  for (const key of sentKeys) expect(text).not.toContain(key);
  return text;
}

/** The same random characters with a checksum that no longer fits (last character changed). */
function breakChecksum(key: string): string {
  const last = key.at(-1);
  return `${key.slice(0, -1)}${last === 'A' ? 'B' : 'A'}`;
}

describe('missing or invalid keys → 401', () => {
  it('no key at all', async () => {
    await expectProblem(await post({}, submission('sec-no-key')), 401, 'unauthorized');
  });

  it('an Authorization header that is not a Heed key (e.g. some other bearer token)', async () => {
    await expectProblem(
      await post({ authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.e30.abc' }, submission('sec-jwt')),
      401,
      'unauthorized',
    );
  });

  it.each([
    ['a well-formed secret key that does not exist', () => generateApiKey('sk').value],
    ['a malformed secret key', () => 'heed_sk_live_tooShort'],
    [
      'a secret key with another prefix',
      () => generateApiKey('sk').value.replace('_live_', '_test_'),
    ],
    ['a secret key whose checksum is broken', () => breakChecksum(team.secretKey.value)],
  ])('%s in Authorization: Bearer', async (_name, key) => {
    const response = await post({ authorization: `Bearer ${key()}` }, submission('sec-bad-sk'));
    await expectProblem(response, 401, 'unauthorized');
  });

  it.each([
    ['a well-formed publishable key that does not exist', () => generateApiKey('pk').value],
    ['garbage', () => 'not-a-key'],
    ['a publishable key whose checksum is broken', () => breakChecksum(team.publishableKey.value)],
  ])('%s in X-Api-Key (from an allowed Origin)', async (_name, key) => {
    const response = await post({ 'x-api-key': key(), origin: ALLOWED }, submission('sec-bad-pk'));
    await expectProblem(response, 401, 'unauthorized');
  });

  it('refused requests register nothing', async () => {
    const rows = await app.runtime.deps.orm.em
      .getConnection()
      .execute<{ survey_id: string }[]>(
        "select survey_id from survey_definition where survey_id like 'sec-bad-%' or survey_id in ('sec-no-key', 'sec-jwt')",
      );
    expect(rows).toEqual([]);
  });
});

describe('publishable keys are origin-bound → 403 origin_not_allowed', () => {
  it('from an Origin that is not allowed', async () => {
    const response = await post(
      { 'x-api-key': team.publishableKey.value, origin: 'https://attacker.example.net' },
      submission('sec-pk-wrong-origin'),
    );
    await expectProblem(response, 403, 'origin_not_allowed');
  });

  it('without an Origin header', async () => {
    const response = await post(
      { 'x-api-key': team.publishableKey.value },
      submission('sec-pk-no-origin'),
    );
    await expectProblem(response, 403, 'origin_not_allowed');
  });

  it.each([
    'http://app.example.com', // scheme differs
    'https://app.example.com:8443', // port differs
    'https://evil.app.example.com', // a subdomain is another host
    'https://app.example.com.evil.example', // a suffix is another host
    'null', // opaque origin
  ])('matching is exact: %s is refused', async (origin) => {
    const response = await post(
      { 'x-api-key': team.publishableKey.value, origin },
      submission('sec-pk-near-origin'),
    );
    await expectProblem(response, 403, 'origin_not_allowed');
  });

  it('the allowed Origin itself is accepted (the refusals above are about the origin)', async () => {
    const response = await post(
      { 'x-api-key': team.publishableKey.value, origin: ALLOWED },
      submission('sec-pk-allowed'),
    );
    expect(response.status).toBe(201);
  });
});

describe('secret keys are never origin-checked', () => {
  it.each([
    ['no Origin', {}],
    ['a foreign Origin', { origin: 'https://attacker.example.net' }],
    ['a plain-http Origin', { origin: 'http://anything.example' }],
    ['Origin null', { origin: 'null' }],
  ])('sk with %s → 201', async (_name, headers: Record<string, string>) => {
    const response = await post(
      { authorization: `Bearer ${team.secretKey.value}`, ...headers },
      submission('sec-sk-any-origin'),
    );
    expect(response.status).toBe(201);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });
});

describe('nothing secret or customer-controlled reaches the log', () => {
  const rawSurveyId = 'kundens-hemmelige-undersokelse-7f3a91';

  it('the raw surveyId is in no log line after 201, 400 and 409 (only requests that carried it)', async () => {
    const sk = { authorization: `Bearer ${team.secretKey.value}` };
    const linesBefore = app.output.lines.length;

    // 201: registers the definition.
    expect((await post(sk, submission(rawSurveyId))).status).toBe(201);
    // 201 through the publishable key.
    expect(
      (
        await post(
          { 'x-api-key': team.publishableKey.value, origin: ALLOWED },
          submission(rawSurveyId),
        )
      ).status,
    ).toBe(201);
    // 409: structural conflict.
    expect((await post(sk, submission(rawSurveyId, 'other-field'))).status).toBe(409);
    // 400: answers do not fit the definition.
    const invalid = submission(rawSurveyId);
    (invalid.answers as { fieldId: string }[])[0] = {
      fieldId: 'missing',
      fieldType: 'TEXT',
      question: { label: 'Q' },
      value: { type: 'text', text: 'x' },
    } as never;
    expect((await post(sk, invalid)).status).toBe(400);
    // 400: schema-invalid (a long text) with the surveyId in it.
    expect((await post(sk, submission(rawSurveyId, 'comment', 'x'.repeat(2001)))).status).toBe(400);
    // 403: a publishable key from a wrong origin.
    expect(
      (
        await post(
          { 'x-api-key': team.publishableKey.value, origin: 'https://attacker.example.net' },
          submission(rawSurveyId),
        )
      ).status,
    ).toBe(403);

    const lines = app.output.lines.slice(linesBefore);
    // The requests were logged at all (LOG_LEVEL debug in tests), so an absence means something.
    expect(lines.length).toBeGreaterThanOrEqual(6);
    for (const line of lines) {
      expect(line).not.toContain(rawSurveyId);
      expect(line).not.toContain(encodeURIComponent(rawSurveyId));
    }
  });

  it('no key value and no key hash is in any log line', async () => {
    // Make sure at least one request per key kind is in the log before checking.
    await post({ authorization: `Bearer ${team.secretKey.value}` }, submission('sec-log-keys'));
    await post(
      { 'x-api-key': team.publishableKey.value, origin: ALLOWED },
      submission('sec-log-keys'),
    );
    await post({ authorization: `Bearer ${generateApiKey('sk').value}` }, submission('sec-log'));
    expect(app.output.lines.length).toBeGreaterThan(0);
    expect(sentKeys.size).toBeGreaterThan(5);
    const everything = app.output.lines.join('\n');
    for (const key of sentKeys) {
      expect(everything).not.toContain(key);
      expect(everything).not.toContain(hashApiKey(key));
    }
  });
});
