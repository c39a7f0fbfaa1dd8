import { randomUUID } from 'node:crypto';
import type { SeededTeam } from './fixtures.ts';
import type { ManualClock, TestApp } from './test-app.ts';

/** Test helpers of the feedback explorer's integration tests. */

export const EXPLORER_ORIGIN = 'https://app.example.com';

/** What one generated submission answers; `undefined` leaves a field unanswered. */
export interface AnswerSpec {
  surveyId: string;
  rating?: number;
  comment?: string;
  channel?: 'web' | 'app';
  topics?: ('price' | 'speed' | 'design')[];
  deviceType?: 'mobile' | 'tablet' | 'desktop';
  pathname?: string;
  /** Submit with the team's publishable key (app `widget`) instead of its secret key (`backend`). */
  viaWidget?: boolean;
}

const DEFINITION = {
  surveyType: 'rating',
  fields: [
    {
      fieldId: 'overall',
      fieldType: 'RATING',
      label: 'How was it?',
      ratingVariant: 'emoji',
      ratingScale: 5,
    },
    { fieldId: 'comment', fieldType: 'TEXT', label: 'Anything to add?' },
    {
      fieldId: 'channel',
      fieldType: 'SINGLE_CHOICE',
      label: 'Which channel?',
      options: [
        { optionId: 'web', label: 'Web' },
        { optionId: 'app', label: 'App' },
      ],
    },
    {
      fieldId: 'topics',
      fieldType: 'MULTI_CHOICE',
      label: 'Which topics?',
      options: [
        { optionId: 'price', label: 'Price' },
        { optionId: 'speed', label: 'Speed' },
        { optionId: 'design', label: 'Design' },
      ],
    },
  ],
};

export const EXPLORER_DEFINITION = DEFINITION;

/** A submission of the four-field explorer survey answering what `spec` says. */
export function explorerSubmission(spec: AnswerSpec): Record<string, unknown> {
  const answers: Record<string, unknown>[] = [];
  if (spec.rating !== undefined) {
    answers.push({
      fieldId: 'overall',
      fieldType: 'RATING',
      question: { label: 'How was it?' },
      value: { type: 'rating', rating: spec.rating, ratingVariant: 'emoji', ratingScale: 5 },
    });
  }
  if (spec.comment !== undefined) {
    answers.push({
      fieldId: 'comment',
      fieldType: 'TEXT',
      question: { label: 'Anything to add?' },
      value: { type: 'text', text: spec.comment },
    });
  }
  if (spec.channel !== undefined) {
    answers.push({
      fieldId: 'channel',
      fieldType: 'SINGLE_CHOICE',
      question: { label: 'Which channel?' },
      value: { type: 'singleChoice', selectedOptionId: spec.channel },
    });
  }
  if (spec.topics !== undefined) {
    answers.push({
      fieldId: 'topics',
      fieldType: 'MULTI_CHOICE',
      question: { label: 'Which topics?' },
      value: { type: 'multiChoice', selectedOptionIds: spec.topics },
    });
  }
  const context: Record<string, unknown> = {};
  if (spec.deviceType) context.deviceType = spec.deviceType;
  if (spec.pathname) context.pathname = spec.pathname;
  return {
    schemaVersion: 2,
    surveyId: spec.surveyId,
    surveyType: 'rating',
    submittedAt: '2026-11-22T10:15:00Z',
    answers,
    definition: DEFINITION,
    ...(Object.keys(context).length > 0 ? { context } : {}),
  };
}

/** Posts a submission body with the team's secret key (or publishable key); returns its id. */
export async function submitBody(
  app: TestApp,
  team: SeededTeam,
  body: unknown,
  options: { viaWidget?: boolean } = {},
): Promise<string> {
  const headers: Record<string, string> = options.viaWidget
    ? { 'x-api-key': team.publishableKey.value, origin: EXPLORER_ORIGIN }
    : { authorization: `Bearer ${team.secretKey.value}` };
  const response = await fetch(`${app.url}/api/v1/submission`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (response.status !== 201) throw new Error(`submission failed: ${response.status} ${text}`);
  return (JSON.parse(text) as { id: string }).id;
}

/** Submits `spec` as received at `at` (the manual clock is moved there first). */
export async function submitAt(
  app: TestApp,
  clock: ManualClock,
  team: SeededTeam,
  spec: AnswerSpec,
  at: Date,
): Promise<string> {
  clock.advance(at.getTime() - clock.now().getTime());
  return submitBody(app, team, explorerSubmission(spec), { viaWidget: spec.viaWidget ?? false });
}

/** Tags an item directly in the database (tag administration is another procedure's job). */
export async function tagFeedback(
  app: TestApp,
  teamId: string,
  feedbackId: string,
  tag: string,
): Promise<void> {
  await app.runtime.deps.orm.em
    .fork()
    .execute(
      'insert into feedback_tag (feedback_id, tag, team_id, created_at) values (?, ?, ?, now())',
      [feedbackId, tag, teamId],
    );
}

/** Creates a theme directly in the database; returns its id. */
export async function createTheme(
  app: TestApp,
  teamId: string,
  name: string,
  keywords: string[],
): Promise<string> {
  const id = randomUUID();
  await app.runtime.deps.orm.em.fork().execute(
    `insert into theme (id, team_id, name, keywords, color, created_at, updated_at)
       values (?, ?, ?, ?::jsonb, null, now(), now())`,
    [id, teamId, name, JSON.stringify(keywords)],
  );
  return id;
}

/** Words as PostgreSQL's `simple` configuration reads them: lower-case runs of letters/digits. */
export function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '');
}

/** The theme rule, computed independently: the keyword's words occur adjacent and in order. */
export function containsPhrase(text: string, keyword: string): boolean {
  const words = wordsOf(text);
  const phrase = wordsOf(keyword);
  if (phrase.length === 0) return false;
  for (let start = 0; start + phrase.length <= words.length; start++) {
    if (phrase.every((word, offset) => words[start + offset] === word)) return true;
  }
  return false;
}

/** A small deterministic random generator (mulberry32), so the data set is the same every run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
