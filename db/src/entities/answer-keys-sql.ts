/**
 * `feedback.answer_keys`, a stored generated column: what an item answered, as a `text[]` that
 * the filters test with `@>` and the statistics count with `unnest`, so neither reads the
 * `answers` document. One key per answered field (a TEXT answer only when not blank, as the
 * statistics count it) with an empty value, and one per rating given or option chosen:
 * `<n>:<fieldId><value>`, `n` the number of characters of the field id (field and option ids may
 * hold any character, a colon too; the length keeps every key unambiguous). The column is
 * computed by `feedback_answer_keys(answers)`, created by the migration `…_answer_keys` (the ORM
 * leaves functions it does not know alone: `ignoreRoutines`); these are its encoding and decoding
 * as SQL expressions for the queries that build or read keys.
 */

/** The key of field `field` with value `value` (both SQL text expressions; `''`: answered). */
export function answerKeyExpression(field: string, value: string): string {
  return `(char_length(${field}) || ':' || ${field} || ${value})`;
}

/** The field id of the answer key `key` (a SQL expression), the inverse of the encoding above. */
export function answerKeyFieldSql(key: string): string {
  return `substr(${key}, strpos(${key}, ':') + 1, split_part(${key}, ':', 1)::int)`;
}

/** The value of the answer key `key` (`''`: the field was answered at all). */
export function answerKeyValueSql(key: string): string {
  return `substr(${key}, strpos(${key}, ':') + 1 + split_part(${key}, ':', 1)::int)`;
}
