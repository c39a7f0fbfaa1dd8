import { pseudonym } from '../audit/pseudonym.ts';
import { submit, textSubmission } from './curating.fixtures.ts';
import type { SeededTeam } from './fixtures.ts';
import { queryDatabase } from './submission-client.ts';
import type { TestApp } from './test-app.ts';

/** Test helpers of triage: many items at once, named users, the triage columns of items. */

/** Items one seeding statement inserts. */
const SEED_STATEMENT_ITEMS = 10_000;

/**
 * Stores `count` items of a text survey of the team straight in the database, a statement of
 * `insert … select generate_series` per 10,000 (their triggers count them as the writer's insert
 * does), received a second apart before `newest`. Registers the survey first (one submission) when
 * the team has not.
 */
export async function seedTextItems(
  app: TestApp,
  team: SeededTeam,
  surveyId: string,
  count: number,
  options: { text?: string; newest?: Date } = {},
): Promise<void> {
  const [registered] = await queryDatabase(
    app,
    'select 1 from survey_definition where team_id = $1 and survey_id = $2',
    [team.teamId, surveyId],
  );
  if (!registered) {
    const answer = await submit(app, team, textSubmission(surveyId, 'Registering.'));
    if (answer.status !== 201) throw new Error(`registering ${surveyId} failed`);
    count -= 1;
  }
  const text = options.text ?? 'Seeded item.';
  const answers = JSON.stringify(textSubmission(surveyId, text).answers);
  const newest = (options.newest ?? new Date('2026-11-20T12:00:00Z')).toISOString();
  for (let start = 1; start <= count; start += SEED_STATEMENT_ITEMS) {
    const end = Math.min(count, start + SEED_STATEMENT_ITEMS - 1);
    await queryDatabase(
      app,
      `insert into feedback (id, team_id, survey_definition_id, survey_id, survey_type, answers,
         submitted_at, received_at, api_key_id, app_name, has_text, text_content)
       select gen_random_uuid(), d.team_id, d.id, d.survey_id, d.definition->>'surveyType',
              $3::jsonb, $4::timestamptz - n * interval '1 second',
              $4::timestamptz - n * interval '1 second', $5, 'backend', true, $6
         from survey_definition d cross join generate_series($7::int, $8::int) n
        where d.team_id = $1 and d.survey_id = $2`,
      [team.teamId, surveyId, answers, newest, team.secretKey.id, text, start, end],
    );
  }
}

/** The ids of the team's items of a survey, newest first. */
export async function itemIdsOf(app: TestApp, team: SeededTeam, surveyId: string) {
  const rows = await queryDatabase<{ id: string }>(
    app,
    'select id from feedback where team_id = $1 and survey_id = $2 order by received_at desc, id desc',
    [team.teamId, surveyId],
  );
  return rows.map((row) => row.id);
}

/** The triage columns of items, by id. */
export async function triageOf(
  app: TestApp,
  ids: string[],
): Promise<Map<string, { status: string; assignee_ref: string | null }>> {
  const rows = await queryDatabase<{ id: string; status: string; assignee_ref: string | null }>(
    app,
    'select id, status, assignee_ref from feedback where id = any($1::uuid[])',
    [ids],
  );
  return new Map(rows.map(({ id, ...row }) => [id, row]));
}

/** A signed-in user's token with name claims, and their `userRef`. */
export async function namedUser(
  app: TestApp,
  sub: string,
  groups: string[],
  claims: { name?: string; preferred_username?: string } = {},
): Promise<{ token: string; userRef: string }> {
  const token = await app.issuer.mintToken({ sub, groups, claims });
  return { token, userRef: pseudonym(sub) };
}
