import { randomUUID } from 'node:crypto';
import { fourFieldSubmission, type SeededTeam } from './fixtures.ts';
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

/** The four-field survey of `fourFieldSubmission`: overall (emoji), comment, channel, topics. */
export const EXPLORER_DEFINITION = fourFieldSubmission('explorer').definition as {
  surveyType: string;
  fields: Record<string, unknown>[];
};

/** A submission of the four-field survey answering exactly what `spec` says. */
export function explorerSubmission(spec: AnswerSpec): Record<string, unknown> {
  const values: Record<string, unknown> = {
    overall:
      spec.rating === undefined
        ? undefined
        : { type: 'rating', rating: spec.rating, ratingVariant: 'emoji', ratingScale: 5 },
    comment: spec.comment === undefined ? undefined : { type: 'text', text: spec.comment },
    channel:
      spec.channel === undefined
        ? undefined
        : { type: 'singleChoice', selectedOptionId: spec.channel },
    topics:
      spec.topics === undefined
        ? undefined
        : { type: 'multiChoice', selectedOptionIds: spec.topics },
  };
  const base = fourFieldSubmission(spec.surveyId) as { answers: { fieldId: string }[] };
  const answers = base.answers
    .filter((answer) => values[answer.fieldId] !== undefined)
    .map((answer) => ({ ...answer, value: values[answer.fieldId] }));
  const context: Record<string, unknown> = {};
  if (spec.deviceType) context.deviceType = spec.deviceType;
  if (spec.pathname) context.pathname = spec.pathname;
  return {
    ...base,
    answers,
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
