import { randomUUID } from 'node:crypto';
import {
  type Answer,
  type FieldDefinition,
  RATING_VARIANTS,
  type SurveyDefinition,
} from '@heed/contracts';
import { answeredTextFieldsSql } from '@heed/db';
import type { FeedbackColumns } from '../submission/submission.repository.ts';
import type { SeededTeam } from './fixtures.ts';
import type { TestApp } from './test-app.ts';

/** One stored feedback item as a test wants it, with the arrival time chosen by the test. */
export interface FeedbackRow {
  id?: string;
  receivedAt: Date;
  answers: Answer[];
  appName?: string;
  deviceType?: 'mobile' | 'tablet' | 'desktop' | null;
  context?: Record<string, unknown> | null;
  tags?: string[];
  /** Theme ids the item's text matches (rows of `feedback_theme`). */
  themeIds?: string[];
}

/** The text of the TEXT answers joined by newlines, as the feedback writer stores it. */
function textContentOf(answers: Answer[]): string | null {
  const texts = answers
    .map((answer) => (answer.value.type === 'text' ? answer.value.text : ''))
    .filter((text) => text.trim() !== '');
  return texts.length > 0 ? texts.join('\n') : null;
}

/**
 * Stores feedback items of a survey straight in the database (the survey's definition must be
 * registered, e.g. by one submission), so tests control `receivedAt`. Returns the ids in order.
 */
export async function insertFeedbackRows(
  app: TestApp,
  team: SeededTeam,
  surveyId: string,
  rows: FeedbackRow[],
): Promise<string[]> {
  const em = app.runtime.deps.orm.em.fork();
  const [definition] = await em.execute<{ id: string; definition: { surveyType: string } }[]>(
    'select id, definition from survey_definition where team_id = ? and survey_id = ?',
    [team.teamId, surveyId],
  );
  if (!definition) throw new Error(`survey ${surveyId} is not registered for ${team.teamSlug}`);
  const records = rows.map((row) => {
    const text = textContentOf(row.answers);
    return {
      id: row.id ?? randomUUID(),
      answers: row.answers,
      received_at: row.receivedAt.toISOString(),
      app_name: row.appName ?? 'backend',
      context: row.context ?? null,
      device_type: row.deviceType ?? null,
      has_text: text !== null,
      text_content: text,
    };
  });
  const ids = records.map((record) => record.id);
  // One statement per 1000 items: tests seed thousands of rows in a moment.
  for (let start = 0; start < records.length; start += 1000) {
    await em.execute(
      `insert into feedback (id, team_id, survey_definition_id, survey_id, survey_type, answers,
         submitted_at, received_at, api_key_id, app_name, context, device_type, has_text,
         text_content)
       select r.id, ?, ?, ?, ?, r.answers, r.received_at, r.received_at, ?, r.app_name, r.context,
         r.device_type, r.has_text, r.text_content
       from jsonb_to_recordset(?::jsonb) as r(id uuid, answers jsonb, received_at timestamptz,
         app_name text, context jsonb, device_type text, has_text boolean, text_content text)`,
      [
        team.teamId,
        definition.id,
        surveyId,
        definition.definition.surveyType,
        team.secretKey.id,
        JSON.stringify(records.slice(start, start + 1000)),
      ],
    );
  }
  const tags = rows.flatMap((row, index) =>
    (row.tags ?? []).map((tag) => ({ feedback_id: ids[index], tag })),
  );
  const themes = rows.flatMap((row, index) =>
    (row.themeIds ?? []).map((theme_id) => ({ feedback_id: ids[index], theme_id })),
  );
  if (tags.length > 0) {
    await em.execute(
      `insert into feedback_tag (feedback_id, tag, team_id, created_at)
       select r.feedback_id, r.tag, ?, now()
       from jsonb_to_recordset(?::jsonb) as r(feedback_id uuid, tag text)`,
      [team.teamId, JSON.stringify(tags)],
    );
  }
  if (themes.length > 0) {
    await em.execute(
      `insert into feedback_theme (feedback_id, theme_id, team_id, survey_id, app_name,
         received_at, text_fields)
       select r.feedback_id, r.theme_id, f.team_id, f.survey_id, f.app_name, f.received_at,
         ${answeredTextFieldsSql('f')}
       from jsonb_to_recordset(?::jsonb) as r(feedback_id uuid, theme_id uuid)
       join feedback f on f.id = r.feedback_id
       on conflict do nothing`,
      [JSON.stringify(themes)],
    );
  }
  return ids;
}

/** A theme of a team, stored directly (its matches are given per row in `insertFeedbackRows`). */
export async function insertTheme(
  app: TestApp,
  team: SeededTeam,
  name: string,
  keywords: string[],
): Promise<string> {
  const id = randomUUID();
  await app.runtime.deps.orm.em.fork().execute(
    `insert into theme (id, team_id, name, keywords, created_at, updated_at)
       values (?, ?, ?, ?::jsonb, now(), now())`,
    [id, team.teamId, name, JSON.stringify(keywords)],
  );
  return id;
}

/** A marker of a team's survey, stored directly. */
export async function insertMarker(
  app: TestApp,
  team: SeededTeam,
  surveyId: string,
  date: string,
  label: string,
): Promise<string> {
  const id = randomUUID();
  await app.runtime.deps.orm.em.fork().execute(
    `insert into marker (id, team_id, survey_id, date, label, created_at, updated_at)
       values (?, ?, ?, ?, ?, now(), now())`,
    [id, team.teamId, surveyId, date, label],
  );
  return id;
}

/** Answers to every field of a definition, from a value per field id (rating, text, option ids). */
export function answersFor(
  fields: FieldDefinition[],
  values: Record<string, number | string | string[]>,
): Answer[] {
  return fields.map((field): Answer => {
    const question = { label: field.label };
    const value = values[field.fieldId];
    switch (field.fieldType) {
      case 'RATING':
        return {
          fieldId: field.fieldId,
          fieldType: 'RATING',
          question,
          value: {
            type: 'rating',
            rating: typeof value === 'number' ? value : RATING_VARIANTS[field.ratingVariant].min,
            ratingVariant: field.ratingVariant,
            ratingScale: field.ratingScale,
          },
        };
      case 'TEXT':
        return {
          fieldId: field.fieldId,
          fieldType: 'TEXT',
          question,
          value: { type: 'text', text: typeof value === 'string' ? value : '' },
        };
      case 'SINGLE_CHOICE':
        return {
          fieldId: field.fieldId,
          fieldType: 'SINGLE_CHOICE',
          question,
          value: {
            type: 'singleChoice',
            selectedOptionId:
              typeof value === 'string' ? value : (field.options[0]?.optionId ?? ''),
          },
        };
      default:
        return {
          fieldId: field.fieldId,
          fieldType: 'MULTI_CHOICE',
          question,
          value: { type: 'multiChoice', selectedOptionIds: Array.isArray(value) ? value : [] },
        };
    }
  });
}

/**
 * Registers a survey's definition the way customers do, with one submission through the public
 * API, then deletes that item: the test then seeds only rows whose arrival times it chose.
 */
export async function registerSurvey(
  app: TestApp,
  team: SeededTeam,
  surveyId: string,
  definition: SurveyDefinition,
): Promise<void> {
  const response = await submitAnswers(
    app,
    team,
    surveyId,
    definition,
    answersFor(definition.fields, {}),
    '2026-11-20T12:00:00Z',
  );
  if (response.status !== 201) {
    throw new Error(`registering ${surveyId} failed: ${response.status} ${await response.text()}`);
  }
  await app.runtime.deps.orm.em
    .fork()
    .execute('delete from feedback where team_id = ? and survey_id = ?', [team.teamId, surveyId]);
}

/** One submission of `answers` with the survey's definition, through the public API. */
export function submitAnswers(
  app: TestApp,
  team: SeededTeam,
  surveyId: string,
  definition: SurveyDefinition,
  answers: Answer[],
  submittedAt = new Date().toISOString(),
): Promise<Response> {
  return fetch(`${app.url}/api/v1/submission`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${team.secretKey.value}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({
      schemaVersion: 2,
      surveyId,
      surveyType: definition.surveyType,
      submittedAt,
      answers,
      definition,
    }),
  });
}

/**
 * The columns of `insertFeedbackBatch` for one item of the team's survey sent with its secret key
 * (as the feedback writer makes them), for tests that run the insert themselves; `text` is the
 * item's `text_content` (none: `has_text` false).
 */
export function oneItemColumns(item: {
  id: string;
  team: SeededTeam;
  surveyDefinitionId: string | undefined;
  surveyId: string;
  answers: unknown;
  text?: string;
}): FeedbackColumns {
  const now = new Date().toISOString();
  return {
    id: [item.id],
    team_id: [item.team.teamId],
    survey_definition_id: [item.surveyDefinitionId],
    survey_id: [item.surveyId],
    survey_type: ['rating'],
    answers: [JSON.stringify(item.answers)],
    submitted_at: [now],
    received_at: [now],
    api_key_id: [item.team.secretKey.id],
    app_name: ['backend'],
    deduplication_key: [null],
    context: [null],
    device_type: [null],
    started_at: [null],
    time_to_complete_ms: [null],
    sensitive_data_redacted: [false],
    has_text: [item.text !== undefined],
    text_content: [item.text ?? null],
  };
}
