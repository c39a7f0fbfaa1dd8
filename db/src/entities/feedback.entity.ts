import { randomUUID } from 'node:crypto';
import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { ApiKeySchema } from './api-key.entity.ts';
import { SurveyDefinitionSchema } from './survey-definition.entity.ts';
import { TeamSchema } from './team.entity.ts';

/** One accepted submission: the answers of one respondent to one survey. */
export const FeedbackSchema = defineEntity({
  name: 'Feedback',
  tableName: 'feedback',
  indexes: [{ properties: ['team', 'surveyId', 'receivedAt'] }],
  // A client's retry of a submission with the same key stores nothing new (first one wins).
  uniques: [
    {
      name: 'feedback_deduplication_key_unique',
      properties: ['team', 'surveyId', 'deduplicationKey'],
      where: 'deduplication_key is not null',
    },
  ],
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    team: () => p.manyToOne(TeamSchema),
    surveyDefinition: () => p.manyToOne(SurveyDefinitionSchema),
    surveyId: p.text(),
    surveyType: p.string(),
    answers: p.json<unknown[]>(),
    submittedAt: p.datetime(),
    receivedAt: p.datetime(),
    apiKey: () => p.manyToOne(ApiKeySchema),
    appName: p.string(),
    /** The submission's optional `deduplicationKey`. */
    deduplicationKey: p.string().nullable(),
  },
});

export type Feedback = InferEntity<typeof FeedbackSchema>;
