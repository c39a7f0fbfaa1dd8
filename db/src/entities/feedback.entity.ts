import { randomUUID } from 'node:crypto';
import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
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

/**
 * Theme matches at write time: when feedback with text is stored, the team's themes with a keyword
 * that occurs in the text as a phrase (`to_tsvector('simple', text) @@ phraseto_tsquery('simple',
 * keyword)`: whole words, in order, adjacent, case-insensitive) are recorded in `feedback_theme`.
 * A keyword without any word (punctuation only) matches nothing.
 */
const THEME_MATCHES_TRIGGER = `create or replace function "feedback_theme_matches_fn"() returns trigger
  language plpgsql as $body$
declare
  words tsvector := to_tsvector('simple', new.text_content);
begin
  insert into feedback_theme (feedback_id, theme_id, team_id)
  select new.id, theme.id, theme.team_id
    from theme
   where theme.team_id = new.team_id
     and exists (
       select 1
         from jsonb_array_elements_text(theme.keywords) as keyword(value)
         cross join lateral phraseto_tsquery('simple', keyword.value) as phrase(query)
        where numnode(phrase.query) > 0 and words @@ phrase.query)
  on conflict do nothing;
  return null;
end
$body$;
create trigger "theme_matches" after insert on "feedback"
  for each row when (new.text_content is not null)
  execute function "feedback_theme_matches_fn"()`;

/** One accepted submission: the answers of one respondent to one survey. */
export const FeedbackSchema = defineEntity({
  name: 'Feedback',
  tableName: 'feedback',
  triggers: [
    {
      name: 'theme_matches',
      timing: 'after',
      events: ['insert'],
      forEach: 'row',
      expression: THEME_MATCHES_TRIGGER,
    },
  ],
  indexes: [
    { properties: ['team', 'surveyId', 'receivedAt'] },
    // The explorer's keyset order: newest first by receivedAt, then id.
    { name: 'feedback_team_id_received_at_id_index', properties: ['team', 'receivedAt', 'id'] },
    // Retention: the oldest items of every team, by receivedAt.
    { name: 'feedback_received_at_index', properties: ['receivedAt'] },
    // Rating and choice filters: `answers @> '[{"fieldId": …, "value": {…}}]'`.
    {
      name: 'feedback_answers_gin_index',
      expression:
        'create index "feedback_answers_gin_index" on "feedback" using gin ("answers" jsonb_path_ops)',
    },
    // Free-text search (`q`): words of the text answers, case-insensitive.
    {
      name: 'feedback_text_content_search_index',
      expression:
        'create index "feedback_text_content_search_index" on "feedback" using gin (to_tsvector(\'simple\', coalesce("text_content", \'\')))',
    },
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
    /** The TEXT answers joined by newlines (after redaction), for search and theme matching. */
    textContent: p.text().nullable(),
  },
});

export type Feedback = InferEntity<typeof FeedbackSchema>;
