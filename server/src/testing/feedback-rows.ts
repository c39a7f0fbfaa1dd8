import { randomUUID } from 'node:crypto';
import type { Answer } from '@heed/contracts';
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
  const ids: string[] = [];
  for (const row of rows) {
    const id = row.id ?? randomUUID();
    ids.push(id);
    const text = textContentOf(row.answers);
    await em.execute(
      `insert into feedback (id, team_id, survey_definition_id, survey_id, survey_type, answers,
         submitted_at, received_at, api_key_id, app_name, context, device_type, has_text,
         text_content)
       values (?, ?, ?, ?, ?, ?::jsonb, ?, ?, ?, ?, ?::jsonb, ?, ?, ?)`,
      [
        id,
        team.teamId,
        definition.id,
        surveyId,
        definition.definition.surveyType,
        JSON.stringify(row.answers),
        row.receivedAt.toISOString(),
        row.receivedAt.toISOString(),
        team.secretKey.id,
        row.appName ?? 'backend',
        row.context === undefined || row.context === null ? null : JSON.stringify(row.context),
        row.deviceType ?? null,
        text !== null,
        text,
      ],
    );
    for (const tag of row.tags ?? []) {
      await em.execute(
        'insert into feedback_tag (feedback_id, tag, team_id, created_at) values (?, ?, ?, now())',
        [id, tag, team.teamId],
      );
    }
    for (const themeId of row.themeIds ?? []) {
      await em.execute(
        'insert into feedback_theme (feedback_id, theme_id, team_id) values (?, ?, ?)',
        [id, themeId, team.teamId],
      );
    }
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
