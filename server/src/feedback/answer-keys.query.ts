import { answerKeyExpression, answerKeyFieldSql, answerKeyValueSql } from '@heed/db';
import { type RawBuilder, sql } from 'kysely';

/**
 * The keys of `feedback.answer_keys` (a column PostgreSQL computes from `answers`; the encoding is
 * defined with it in @heed/db): `<n>:<fieldId><value>`, `n` the field id's length in characters,
 * the value empty for "answered at all", else the rating or option id. Built and taken apart in
 * SQL only, so the lengths are counted as PostgreSQL counts them.
 */

const FIELD = '{field}';
const VALUE = '{value}';
/** The encoding as text with two holes, split once: the values go in as parameters. */
const KEY_PARTS = answerKeyExpression(FIELD, VALUE).split(/(\{field\}|\{value\})/);

/** The key of a field's value (`''`: the field was answered), as a SQL expression. */
export function answerKey(fieldId: string, value: string): RawBuilder<string> {
  return sql.join(
    KEY_PARTS.map((part) =>
      part === FIELD ? sql`${fieldId}::text` : part === VALUE ? sql`${value}::text` : sql.raw(part),
    ),
    sql.raw(''),
  ) as RawBuilder<string>;
}

/** The key prefix every key of a field starts with (its "answered" key). */
export function fieldKey(fieldId: string): RawBuilder<string> {
  return answerKey(fieldId, '');
}

/** The field id of the key held in column (or alias) `k`. */
export const KEY_FIELD = sql.raw<string>(answerKeyFieldSql('k'));

/** The value of the key held in column (or alias) `k` (`''`: answered at all). */
export const KEY_VALUE = sql.raw<string>(answerKeyValueSql('k'));
