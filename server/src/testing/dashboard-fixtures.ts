import type { SurveyDefinition, TeamRole } from '@heed/contracts';
import { GroupMappingSchema, TeamSchema } from '@heed/db';
import { answersFor, submitAnswers } from './feedback-rows.ts';
import type { SeededTeam } from './fixtures.ts';
import type { TestApp } from './test-app.ts';

/** Helpers of the dashboard's integration tests. */

/** Gives members of `oidcGroupId` a role in a team, the way an org admin's mapping would. */
export async function mapGroup(
  app: TestApp,
  teamSlug: string,
  oidcGroupId: string,
  role: TeamRole = 'viewer',
): Promise<void> {
  const em = app.runtime.deps.orm.em.fork();
  const team = await em.findOneOrFail(TeamSchema, { slug: teamSlug });
  em.create(GroupMappingSchema, { team, oidcGroupId, role });
  await em.flush();
}

/** A GET with an OIDC bearer token. `query` may repeat a name: pass `[['team', 'a'], …]`. */
export function getAs(
  app: TestApp,
  path: string,
  token: string | undefined,
  query: [string, string][] = [],
): Promise<Response> {
  const search = new URLSearchParams(query).toString();
  return fetch(`${app.url}/api/v1${path}${search ? `?${search}` : ''}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

const SUBMITTED_AT = '2026-11-22T10:15:00Z';

/** Stores one submission of a survey for the team, through the public API with its secret key. */
export async function submitFeedback(
  app: TestApp,
  team: SeededTeam,
  surveyId: string,
  surveyType = 'rating',
): Promise<void> {
  const definition: SurveyDefinition = {
    surveyType,
    fields: [{ fieldId: 'comment', fieldType: 'TEXT', label: 'Anything to add?' }],
  };
  const answers = answersFor(definition.fields, { comment: 'Fine.' });
  const response = await submitAnswers(app, team, surveyId, definition, answers, SUBMITTED_AT);
  if (response.status !== 201) {
    throw new Error(`submission failed: ${response.status} ${await response.text()}`);
  }
}
