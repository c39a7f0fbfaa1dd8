import { randomUUID } from 'node:crypto';
import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import {
  entityTrigger,
  feedbackRollupDeleteTrigger,
  feedbackRollupInsertTrigger,
  feedbackRollupUpdateTrigger,
  feedbackSearchInsertTrigger,
  feedbackSearchUpdateTrigger,
  feedbackThemeMatchesTrigger,
  feedbackTriageCountDeleteTrigger,
  feedbackTriageCountInsertTrigger,
  feedbackTriageCountUpdateTrigger,
} from '../schema/functions.ts';
import {
  feedbackAnswerKeysGinIndex,
  feedbackAssigneeIndex,
  feedbackSurveyOrderIndex,
  feedbackTriageStatusIndex,
} from '../schema/indexes.ts';
import { ApiKeySchema } from './api-key.entity.ts';
import { SurveyDefinitionSchema } from './survey-definition.entity.ts';
import { TeamSchema } from './team.entity.ts';

/** Optional facts about where and how an answer was given (never in an audit event). */
export interface FeedbackContext {
  pathname?: string;
  deviceType?: 'mobile' | 'tablet' | 'desktop';
  viewport?: { width: number; height: number };
  locale?: string;
  tags?: Record<string, string>;
}

/** One accepted submission: the answers of one respondent to one survey. */
export const FeedbackSchema = defineEntity({
  name: 'Feedback',
  tableName: 'feedback',
  // The theme matches, the rollup counts, the triage counts and the words of the search
  // (`feedback_search`), kept by triggers (db/src/schema/functions.ts).
  triggers: [
    entityTrigger(feedbackThemeMatchesTrigger, { createsFunction: true }),
    entityTrigger(feedbackRollupInsertTrigger, { createsFunction: true }),
    entityTrigger(feedbackRollupUpdateTrigger),
    entityTrigger(feedbackRollupDeleteTrigger),
    entityTrigger(feedbackTriageCountInsertTrigger, { createsFunction: true }),
    entityTrigger(feedbackTriageCountUpdateTrigger),
    entityTrigger(feedbackTriageCountDeleteTrigger),
    entityTrigger(feedbackSearchInsertTrigger, { createsFunction: true }),
    entityTrigger(feedbackSearchUpdateTrigger, { createsFunction: true }),
  ],
  indexes: [
    feedbackSurveyOrderIndex,
    // The explorer's keyset order: newest first by receivedAt, then id.
    { name: 'feedback_team_id_received_at_id_index', properties: ['team', 'receivedAt', 'id'] },
    feedbackAnswerKeysGinIndex,
    feedbackTriageStatusIndex,
    feedbackAssigneeIndex,
  ],
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
    context: p.json<FeedbackContext>().nullable(),
    /** `context.deviceType`, as a column so the filter can use an index. */
    deviceType: p.string().length(10).nullable(),
    startedAt: p.datetime().nullable(),
    /** Kept only within 1 s – 30 min. */
    timeToCompleteMs: p.integer().nullable(),
    /** A TEXT answer had personal data replaced by a placeholder before storing. */
    sensitiveDataRedacted: p.boolean().default(false),
    /** At least one TEXT answer is non-empty. */
    hasText: p.boolean().default(false),
    /**
     * The TEXT answers joined by newlines (after redaction), for search and theme matching (its
     * words are kept in `feedback_search`).
     */
    textContent: p.text().nullable(),
    /**
     * What the item answered, computed by PostgreSQL from `answers` (`feedback_answer_keys`,
     * defined in db/src/schema/functions.ts): one key per answered field and one per rating given or
     * option chosen. Filters and statistics read these instead of the `answers` document.
     */
    answerKeys: p.array().generated('(feedback_answer_keys(answers)) stored').nullable(),
    /** Triage: `new` (every item starts so), `in_progress`, `resolved`, `ignored`. */
    status: p
      .string()
      .length(16)
      .default('new')
      .check(`status in ('new', 'in_progress', 'resolved', 'ignored')`),
    /** The `userRef` of the team member the item is assigned to (see `team_member`), or null. */
    assigneeRef: p.string().length(32).nullable(),
    /** When the status last changed; null while it never has. */
    statusChangedAt: p.datetime().nullable(),
  },
});

export type Feedback = InferEntity<typeof FeedbackSchema>;
