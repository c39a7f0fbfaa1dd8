import type { HeedDatabase } from '@heed/db';
import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type RawBuilder,
} from 'kysely';

/**
 * Parameterised SQL pieces. Values never become SQL text: the `sql` template puts a `?` where a
 * value goes and keeps the value in `bindings`, so a fragment can be run by MikroORM
 * (`em.execute(fragment.sql, fragment.bindings)`) or by `pg` (`toPgQuery`, `$1…$n`). The static
 * text of a fragment never contains a `?` of its own (no jsonb `?` operators).
 */
export interface SqlFragment {
  sql: string;
  bindings: unknown[];
}

function isFragment(value: unknown): value is SqlFragment {
  return (
    typeof value === 'object' &&
    value !== null &&
    'sql' in value &&
    'bindings' in value &&
    Array.isArray((value as SqlFragment).bindings)
  );
}

/** `sql\`f.team_id = ${teamId}\`` → `{ sql: 'f.team_id = ?', bindings: [teamId] }`; fragments nest. */
export function sql(strings: TemplateStringsArray, ...values: unknown[]): SqlFragment {
  let text = strings[0] ?? '';
  const bindings: unknown[] = [];
  values.forEach((value, index) => {
    if (isFragment(value)) {
      text += value.sql;
      bindings.push(...value.bindings);
    } else {
      text += '?';
      bindings.push(value);
    }
    text += strings[index + 1] ?? '';
  });
  return { sql: text, bindings };
}

/** Fragments joined by a separator such as ` and `. */
export function joinSql(fragments: SqlFragment[], separator: string): SqlFragment {
  return {
    sql: fragments.map((fragment) => fragment.sql).join(separator),
    bindings: fragments.flatMap((fragment) => fragment.bindings),
  };
}

/** The fragment with numbered placeholders, as `pg` takes it. */
export function toPgQuery(fragment: SqlFragment): { text: string; values: unknown[] } {
  let index = 0;
  const text = fragment.sql.replace(/\?/g, () => `$${++index}`);
  if (index !== fragment.bindings.length) {
    throw new Error('placeholders and bindings of an SQL fragment differ in number');
  }
  return { text, values: fragment.bindings };
}

/**
 * SQL text turning a timestamptz expression (a column name or an aggregate of one; static text,
 * never a value) into ISO 8601 UTC with milliseconds, as the API writes times. The pool's driver
 * hands timestamps over as PostgreSQL text, so times are formatted by the database.
 */
export function isoUtc(expression: string): SqlFragment {
  return {
    sql: `to_char((${expression}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
    bindings: [],
  };
}

/** Compiles Kysely expressions without a connection (PostgreSQL's dialect). */
const compiler = new Kysely<HeedDatabase>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

/** A Kysely expression as a fragment (its `$n` placeholders as `?`), for the old fragments' users. */
export function fragmentOf(expression: RawBuilder<unknown>): SqlFragment {
  const compiled = expression.compile(compiler);
  return { sql: compiled.sql.replace(/\$\d+/g, '?'), bindings: [...compiled.parameters] };
}
