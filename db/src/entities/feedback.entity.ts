import { randomUUID } from 'node:crypto';
import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { answerKeyFieldSql, answerKeyValueSql } from './answer-keys-sql.ts';
import { ApiKeySchema } from './api-key.entity.ts';
import {
  answeredTextFieldsSql,
  ROLLUP_BUCKET,
  ROLLUP_GRAINS,
  ROLLUP_SUBTRACT_VARIABLES,
  rollupAdd,
  rollupSubtract,
} from './feedback-rollup-sql.ts';
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
 * keyword)`: whole words, in order, adjacent, case-insensitive) are recorded in `feedback_theme`,
 * with the item's survey, app, arrival and answered TEXT fields (for the theme counts). One
 * statement per inserted batch. A keyword without any word (punctuation only) matches nothing.
 */
const THEME_MATCHES_TRIGGER = `create or replace function "feedback_theme_matches_fn"() returns trigger
  language plpgsql set jit = off as $body$
begin
  insert into feedback_theme (feedback_id, theme_id, team_id, survey_id, app_name, received_at,
                              text_fields)
  select n.id, theme.id, theme.team_id, n.survey_id, n.app_name, n.received_at,
         ${answeredTextFieldsSql('n')}
    from new_rows n
    cross join lateral (select to_tsvector('simple', n.text_content) as words) w
    join theme on theme.team_id = n.team_id
   where n.text_content is not null
     and exists (
       select 1
         from jsonb_array_elements_text(theme.keywords) as keyword(value)
         cross join lateral phraseto_tsquery('simple', keyword.value) as phrase(query)
        where numnode(phrase.query) > 0 and w.words @@ phrase.query)
   order by 1, 2
  on conflict do nothing;
  return null;
end
$body$;
create trigger "feedback_theme_matches" after insert on "feedback"
  referencing new table as new_rows for each statement
  execute function "feedback_theme_matches_fn"()`;

/**
 * The keys an item counts under in `feedback_rollup` (see there), with `sign` +1 or -1: the item
 * itself and each of its answer keys (`answer_keys`: each answered field — a TEXT answer only when
 * not blank, as the statistics count it — and each rating value or chosen option); each in its
 * UTC hour, day and month.
 */
const ROLLUP_KEYS = `select f.team_id, f.survey_id, g.grain, ${ROLLUP_BUCKET} as bucket,
         k.field_id, k.value, f.app_name, f.has_text, f.sign
    from changed f
    cross join lateral (
      select ''::text as field_id, ''::text as value
      union all
      select ${answerKeyFieldSql('key')}, ${answerKeyValueSql('key')}
        from unnest(f.answer_keys) key
    ) k
    ${ROLLUP_GRAINS}`;

/**
 * Adds the inserted rows to `feedback_rollup` and takes the deleted ones off (an update does
 * both), in key order so that concurrent statements lock the counters in the same order. JIT is
 * off: the planner knows neither the transition table's size nor how many answers an item has,
 * so it estimates millions of keys and would compile each statement (about a second) to aggregate
 * a handful.
 */
const ROLLUP_TRIGGERS = `create or replace function "feedback_rollup_fn"() returns trigger
  language plpgsql set jit = off as $body$
declare
  ${ROLLUP_SUBTRACT_VARIABLES}
begin
  if tg_op = 'INSERT' then
    ${rollupAdd('select n.*, 1 as sign from new_rows n', ROLLUP_KEYS)};
  elsif tg_op = 'DELETE' then
    ${rollupSubtract('select o.*, -1 as sign from old_rows o', ROLLUP_KEYS)};
  else
    ${rollupSubtract('select o.*, -1 as sign from old_rows o union all select n.*, 1 from new_rows n', ROLLUP_KEYS)};
  end if;
  return null;
end
$body$`;

/** One accepted submission: the answers of one respondent to one survey. */
export const FeedbackSchema = defineEntity({
  name: 'Feedback',
  tableName: 'feedback',
  triggers: [
    {
      name: 'feedback_theme_matches',
      timing: 'after',
      events: ['insert'],
      forEach: 'statement',
      expression: THEME_MATCHES_TRIGGER,
    },
    {
      name: 'feedback_rollup_insert',
      timing: 'after',
      events: ['insert'],
      forEach: 'statement',
      expression: `${ROLLUP_TRIGGERS};
create trigger "feedback_rollup_insert" after insert on "feedback"
  referencing new table as new_rows for each statement execute function "feedback_rollup_fn"()`,
    },
    {
      name: 'feedback_rollup_update',
      timing: 'after',
      events: ['update'],
      forEach: 'statement',
      expression: `create trigger "feedback_rollup_update" after update on "feedback"
  referencing old table as old_rows new table as new_rows
  for each statement execute function "feedback_rollup_fn"()`,
    },
    {
      name: 'feedback_rollup_delete',
      timing: 'after',
      events: ['delete'],
      forEach: 'statement',
      expression: `create trigger "feedback_rollup_delete" after delete on "feedback"
  referencing old table as old_rows for each statement execute function "feedback_rollup_fn"()`,
    },
  ],
  indexes: [
    // The keyset order within one survey (list and export filtered by survey), carrying what the
    // statistics of filtered items read: they are counted from this index alone.
    {
      name: 'feedback_survey_order_index',
      expression:
        'create index "feedback_survey_order_index" on "feedback" ("team_id", "survey_id", "received_at", "id") include ("answer_keys", "app_name", "has_text")',
    },
    // The explorer's keyset order: newest first by receivedAt, then id.
    { name: 'feedback_team_id_received_at_id_index', properties: ['team', 'receivedAt', 'id'] },
    // Retention: the oldest items of every team, by receivedAt.
    { name: 'feedback_received_at_index', properties: ['receivedAt'] },
    // Rating and choice filters without a survey: `answer_keys @> array[…]`.
    {
      name: 'feedback_answer_keys_gin_index',
      expression:
        'create index "feedback_answer_keys_gin_index" on "feedback" using gin ("answer_keys")',
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
    /**
     * What the item answered, computed by PostgreSQL from `answers` (`feedback_answer_keys`,
     * defined in answer-keys-sql.ts): one key per answered field and one per rating given or
     * option chosen. Filters and statistics read these instead of the `answers` document.
     */
    answerKeys: p.array().generated('(feedback_answer_keys(answers)) stored').nullable(),
  },
});

export type Feedback = InferEntity<typeof FeedbackSchema>;
