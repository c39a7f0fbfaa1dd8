import { randomUUID } from 'node:crypto';
import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { TeamSchema } from './team.entity.ts';

/**
 * The structure of a team's survey, registered by its first valid submission. Later submissions
 * are compared with it through the order-sensitive `definitionHash`.
 */
export const SurveyDefinitionSchema = defineEntity({
  name: 'SurveyDefinition',
  tableName: 'survey_definition',
  uniques: [{ properties: ['team', 'surveyId'] }],
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    team: () => p.manyToOne(TeamSchema),
    surveyId: p.text(),
    definitionHash: p.string().length(64),
    definition: p.json<Record<string, unknown>>(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export type SurveyDefinitionRecord = InferEntity<typeof SurveyDefinitionSchema>;
