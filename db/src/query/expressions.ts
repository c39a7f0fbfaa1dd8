import { type RawBuilder, sql } from 'kysely';

/**
 * A timestamptz expression (a column reference or an aggregate of one) as ISO 8601 UTC with
 * milliseconds, as the API writes times. The pools' driver hands timestamps over as PostgreSQL
 * text, so times are formatted by the database.
 */
export function isoUtc(expression: RawBuilder<unknown>): RawBuilder<string> {
  return sql<string>`to_char((${expression}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}
