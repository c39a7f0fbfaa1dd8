import type { TeamRole } from '@heed/contracts';
import { GroupMappingSchema, TeamSchema } from '@heed/db';
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

/** Stores one submission of a survey for the team, through the public API with its secret key. */
export async function submitFeedback(
  app: TestApp,
  team: SeededTeam,
  surveyId: string,
  surveyType = 'rating',
): Promise<void> {
  const response = await fetch(`${app.url}/api/v1/submission`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${team.secretKey.value}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({
      schemaVersion: 2,
      surveyId,
      surveyType,
      submittedAt: '2026-11-22T10:15:00Z',
      answers: [
        {
          fieldId: 'comment',
          fieldType: 'TEXT',
          question: { label: 'Anything to add?' },
          value: { type: 'text', text: 'Fine.' },
        },
      ],
      definition: {
        surveyType,
        fields: [{ fieldId: 'comment', fieldType: 'TEXT', label: 'Anything to add?' }],
      },
    }),
  });
  if (response.status !== 201) {
    throw new Error(`submission failed: ${response.status} ${await response.text()}`);
  }
}
