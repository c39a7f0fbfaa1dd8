import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { type TeamScope, teamQuerySchema } from '../org/team.ts';
import { identifierText } from '../text.ts';

export const deleteFeedbackContract = defineContract({
  method: 'DELETE',
  path: '/intern/feedback/{id}',
  successStatus: 204,
  caller: 'oidc',
  summary: 'Delete a feedback item',
  description:
    'Admins. The item goes with its tags and theme matches. Another team’s item is 404. Audited ' +
    'as `feedback.delete`.',
  tags: ['curating'],
  errorStatuses: [403, 404],
  team: { selection: 'explicit', role: 'admin' } satisfies TeamScope,
  input: z.object({ id: z.uuid(), team: teamQuerySchema }),
  output: z.void(),
});

export const deleteSurveyContract = defineContract({
  method: 'DELETE',
  path: '/intern/surveys/{surveyId}',
  successStatus: 200,
  caller: 'oidc',
  summary: 'Delete a survey with all its data',
  description:
    'Admins. The survey’s feedback (with tags and theme matches), its markers and its registered ' +
    'definition go in one transaction; the next submission of the `surveyId` registers a new ' +
    'definition. A survey the team has not registered is 404. Audited as ' +
    '`survey_feedback.delete` and `admin.survey_definition.delete`, the `surveyId` pseudonymised.',
  tags: ['curating'],
  errorStatuses: [403, 404],
  team: { selection: 'explicit', role: 'admin' } satisfies TeamScope,
  input: z.object({
    surveyId: identifierText(200).describe('The survey’s `surveyId`.'),
    team: teamQuerySchema,
  }),
  output: z
    .object({
      surveyId: z.string(),
      deletedCount: z.int().describe('Feedback items deleted.'),
    })
    .meta({
      id: 'SurveyDeletion',
      examples: [{ surveyId: 'checkout-satisfaction', deletedCount: 1284 }],
    }),
});
