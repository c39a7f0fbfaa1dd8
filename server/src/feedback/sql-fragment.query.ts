import { type RawBuilder, type SqlBool, sql } from 'kysely';
import type { SqlFragment } from './sql-fragment.ts';

/**
 * An old SQL fragment condition (`sql-fragment.ts`) as a Kysely condition, its bindings as
 * parameters, for callers that still build fragments (the bench) until they build with Kysely.
 */
export function conditionOf(fragment: SqlFragment): RawBuilder<SqlBool> {
  const [first = '', ...rest] = fragment.sql.split('?');
  const pieces = [
    sql.raw(first),
    ...rest.flatMap((text, index) => [sql.val(fragment.bindings[index]), sql.raw(text)]),
  ];
  return sql<SqlBool>`${sql.join(pieces, sql.raw(''))}`;
}
