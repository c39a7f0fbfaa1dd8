/**
 * `feedback.answer_keys`, a stored generated column: what an item answered, as a `text[]` that
 * the filters test with `@>` and the statistics count with `unnest`, so neither reads the
 * `answers` document. One key per answered field (a TEXT answer only when not blank, as the
 * statistics count it) with an empty value, and one per rating given or option chosen:
 * `<n>:<fieldId><value>`, `n` the number of characters of the field id (field and option ids may
 * hold any character, a colon too; the length keeps every key unambiguous). Created by a
 * migration; the ORM leaves functions it does not know alone (`ignoreRoutines`).
 */
export const ANSWER_KEYS_FUNCTION = `create or replace function "feedback_answer_keys"(answers jsonb)
  returns text[] language sql immutable parallel safe as $body$
  select coalesce(array_agg(char_length(a->>'fieldId') || ':' || (a->>'fieldId') || v.value), '{}')
    from jsonb_array_elements(answers) a
    cross join lateral (
      select ''::text as value
       where a->'value'->>'type' <> 'text' or btrim(a->'value'->>'text') <> ''
      union all select a->'value'->>'rating' where a->'value'->>'type' = 'rating'
      union all select a->'value'->>'selectedOptionId' where a->'value'->>'type' = 'singleChoice'
      union all select jsonb_array_elements_text(a->'value'->'selectedOptionIds')
       where a->'value'->>'type' = 'multiChoice'
    ) v
   where a->>'fieldId' is not null and v.value is not null
$body$`;

/** The field id of the answer key `key` (a SQL expression), the inverse of the encoding above. */
export function answerKeyFieldSql(key: string): string {
  return `substr(${key}, strpos(${key}, ':') + 1, split_part(${key}, ':', 1)::int)`;
}

/** The value of the answer key `key` (`''`: the field was answered at all). */
export function answerKeyValueSql(key: string): string {
  return `substr(${key}, strpos(${key}, ':') + 1 + split_part(${key}, ':', 1)::int)`;
}
