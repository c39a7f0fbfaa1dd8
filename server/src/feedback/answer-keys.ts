import { answerKeyExpression, answerKeyFieldSql, answerKeyValueSql } from '@heed/db';
import type { SqlFragment } from './sql-fragment.ts';

/**
 * The keys of `feedback.answer_keys` (a column PostgreSQL computes from `answers`; the encoding is
 * defined with it in @heed/db): `<n>:<fieldId><value>`, `n` the field id's length in characters,
 * the value empty for "answered at all", else the rating or option id. Built and taken apart in
 * SQL only, so the lengths are counted as PostgreSQL counts them.
 */

/** The key of a field's value (`''`: the field was answered), as a SQL expression. */
export function answerKeySql(fieldId: string, value: string): SqlFragment {
  return {
    sql: answerKeyExpression('?::text', '?::text'),
    bindings: [fieldId, fieldId, value],
  };
}

/** The key prefix every key of a field starts with (its "answered" key). */
export function fieldKeySql(fieldId: string): SqlFragment {
  return answerKeySql(fieldId, '');
}

/** The field id of the key held in column `k`. */
export const KEY_FIELD_SQL: SqlFragment = { sql: answerKeyFieldSql('k'), bindings: [] };

/** The value of the key held in column `k` (`''`: answered at all). */
export const KEY_VALUE_SQL: SqlFragment = { sql: answerKeyValueSql('k'), bindings: [] };
