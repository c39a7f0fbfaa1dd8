import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SeededTeam, seedTeam } from '../testing/fixtures.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * POST /api/v1/submission against what is registered, over real HTTP.
 * Rule: docs/rules/submission.md#submission-2: later submissions are validated against the *stored*
 * definition; the submitted block's labels and rating scales are not structural, so they neither
 * conflict nor let a value outside the stored rules in. A team registers at most
 * `HEED_MAX_SURVEYS_PER_TEAM` surveys: a new `surveyId` past it is 409 `survey_limit_reached`
 * (problem+json), registered surveys keep working.
 */

const MAX_SURVEYS = 5;

let app: TestApp;
let team: SeededTeam;
let other: SeededTeam;

beforeAll(async () => {
  app = await startTestApp({ HEED_MAX_SURVEYS_PER_TEAM: String(MAX_SURVEYS) });
  team = await seedTeam(app, { slug: 'registered' });
  other = await seedTeam(app, { slug: 'registered-other' });
});
afterAll(async () => {
  await app.close();
});

type Json = Record<string, unknown>;

function ratingField(ratingScale: number, label = 'How was it?'): Json {
  return { fieldId: 'overall', fieldType: 'RATING', label, ratingVariant: 'emoji', ratingScale };
}

function ratingAnswer(rating: number, ratingScale: number): Json {
  return {
    fieldId: 'overall',
    fieldType: 'RATING',
    question: { label: 'How was it?' },
    value: { type: 'rating', rating, ratingVariant: 'emoji', ratingScale },
  };
}

const CHANNEL_OPTIONS = [
  { optionId: 'web', label: 'Web' },
  { optionId: 'app', label: 'App' },
];

function channelField(options: Json[] = CHANNEL_OPTIONS): Json {
  return { fieldId: 'channel', fieldType: 'SINGLE_CHOICE', label: 'Which channel?', options };
}

function channelAnswer(selectedOptionId: string): Json {
  return {
    fieldId: 'channel',
    fieldType: 'SINGLE_CHOICE',
    question: { label: 'Which channel?' },
    value: { type: 'singleChoice', selectedOptionId },
  };
}

function submission(surveyId: string, fields: Json[], answers: Json[]): Json {
  return {
    schemaVersion: 2,
    surveyId,
    surveyType: 'rating',
    submittedAt: '2026-11-22T10:15:00Z',
    answers,
    definition: { surveyType: 'rating', fields },
  };
}

function post(body: Json, as: SeededTeam = team) {
  return fetch(`${app.url}/api/v1/submission`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${as.secretKey.value}`,
    },
    body: JSON.stringify(body),
  });
}

async function problem(response: Response, status: number, code: string): Promise<Json> {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
  const body = (await response.json()) as Json;
  expect(body).toMatchObject({ status, code, type: `urn:heed:problem:${code}` });
  return body;
}

async function storedRatings(surveyId: string): Promise<unknown[]> {
  const rows = await app.runtime.deps.orm.em
    .getConnection()
    .execute<{ answers: { value: { rating?: number } }[] }[]>(
      'select answers from feedback where team_id = ? and survey_id = ? order by received_at',
      [team.teamId, surveyId],
    );
  return rows.map((row) => row.answers[0]?.value.rating);
}

describe('later submissions are validated against the registered definition', () => {
  it('refuses a rating above the registered scale even when the block claims a larger scale', async () => {
    const surveyId = 'scale-raised';
    const first = await post(submission(surveyId, [ratingField(3)], [ratingAnswer(3, 3)]));
    expect(first.status).toBe(201);

    const claimsFive = submission(surveyId, [ratingField(5)], [ratingAnswer(5, 5)]);
    const body = await problem(await post(claimsFive), 400, 'invalid_request');
    expect(body.detail).toMatch(/registered/);
    expect(body.errors).toEqual([
      { path: 'answers.0.value.rating', message: 'The rating must be between 1 and 3.' },
    ]);
    expect(await storedRatings(surveyId)).toEqual([3]);
  });

  it('accepts a rating within the registered scale whatever scale and labels the block claims', async () => {
    const surveyId = 'scale-relabelled';
    expect((await post(submission(surveyId, [ratingField(3)], [ratingAnswer(2, 3)]))).status).toBe(
      201,
    );
    const relabelled = submission(surveyId, [ratingField(5, 'Ny tekst')], [ratingAnswer(3, 5)]);
    expect((await post(relabelled)).status).toBe(201);
    expect(await storedRatings(surveyId)).toEqual([2, 3]);
  });

  it('never takes an option the registered definition lacks: a block that adds it conflicts', async () => {
    const surveyId = 'options-added';
    expect(
      (await post(submission(surveyId, [channelField()], [channelAnswer('web')]))).status,
    ).toBe(201);
    const withPhone = submission(
      surveyId,
      [channelField([...CHANNEL_OPTIONS, { optionId: 'phone', label: 'Phone' }])],
      [channelAnswer('phone')],
    );
    await problem(await post(withPhone), 409, 'definition_conflict');

    const relabelled = submission(
      surveyId,
      [channelField(CHANNEL_OPTIONS.map((option) => ({ ...option, label: 'Renamed' })))],
      [channelAnswer('phone')],
    );
    const body = await problem(await post(relabelled), 400, 'invalid_request');
    expect(body.errors).toEqual([
      {
        path: 'answers.0.value.selectedOptionId',
        message: 'The selected option does not exist in the field.',
      },
    ]);
    const rows = await app.runtime.deps.orm.em
      .getConnection()
      .execute<{ n: string }[]>(
        'select count(*) as n from feedback where team_id = ? and survey_id = ?',
        [team.teamId, surveyId],
      );
    expect(Number(rows[0]?.n)).toBe(1);
  });

  it('checks against the registered rules when the definition is no longer cached', async () => {
    const surveyId = 'scale-uncached';
    expect((await post(submission(surveyId, [ratingField(2)], [ratingAnswer(2, 2)]))).status).toBe(
      201,
    );
    // A second replica on the same database has an empty cache and reads the stored definition.
    const replica = await startTestApp({}, { replicaOf: app });
    try {
      expect(replica.runtime.deps.surveyDefinitions.isCached(team.teamId, surveyId)).toBe(false);
      const response = await fetch(`${replica.url}/api/v1/submission`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${team.secretKey.value}`,
        },
        body: JSON.stringify(submission(surveyId, [ratingField(5)], [ratingAnswer(4, 5)])),
      });
      const body = await problem(response, 400, 'invalid_request');
      expect(body.errors).toEqual([
        { path: 'answers.0.value.rating', message: 'The rating must be between 1 and 2.' },
      ]);
    } finally {
      await replica.close();
    }
  });
});

describe('surveys per team are capped by HEED_MAX_SURVEYS_PER_TEAM', () => {
  it('refuses a new surveyId past the cap with 409 survey_limit_reached; registered surveys keep working', async () => {
    const capped = await seedTeam(app, { slug: 'capped' });
    const text = (surveyId: string) =>
      submission(
        surveyId,
        [{ fieldId: 'comment', fieldType: 'TEXT', label: 'Anything?' }],
        [
          {
            fieldId: 'comment',
            fieldType: 'TEXT',
            question: { label: 'Anything?' },
            value: { type: 'text', text: 'Fine.' },
          },
        ],
      );
    for (let i = 0; i < MAX_SURVEYS; i++) {
      expect((await post(text(`capped-${i}`), capped)).status).toBe(201);
    }

    const body = await problem(await post(text('capped-new'), capped), 409, 'survey_limit_reached');
    expect(body.limit).toBe(MAX_SURVEYS);
    expect(body.detail).not.toContain('capped-new');
    const registered = await app.runtime.deps.orm.em
      .getConnection()
      .execute<{ n: string }[]>('select count(*) as n from survey_definition where team_id = ?', [
        capped.teamId,
      ]);
    expect(Number(registered[0]?.n)).toBe(MAX_SURVEYS);

    // An existing survey still takes answers, and other teams have their own allowance.
    expect((await post(text('capped-0'), capped)).status).toBe(201);
    expect((await post(text('capped-new'), other)).status).toBe(201);
  });

  it('holds the cap exactly when new surveys arrive at once', async () => {
    const racing = await seedTeam(app, { slug: 'racing' });
    const statuses = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        post(submission(`race-${i}`, [ratingField(5)], [ratingAnswer(4, 5)]), racing).then(
          (response) => response.status,
        ),
      ),
    );
    expect(statuses.filter((status) => status === 201)).toHaveLength(MAX_SURVEYS);
    expect(statuses.filter((status) => status === 409)).toHaveLength(8 - MAX_SURVEYS);
  });
});
