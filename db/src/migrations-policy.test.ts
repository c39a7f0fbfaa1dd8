/**
 * The migration policy (Rule: docs/rules/versioning.md#versioning-4): from the baseline on,
 * database migrations are forward-only and additive — no drops, no type changes, no renames; new
 * NOT NULL columns have defaults. This test reads the SQL of every committed migration and fails on
 * a violation; the checker itself is tested on examples below.
 *
 * Decisions:
 * - A table's first migration (`create table`) may have NOT NULL columns without defaults, and so
 *   may columns added in the same migration that creates the table (it is still empty).
 * - Dropping an index, a constraint, a column default or a NOT NULL constraint is allowed: it
 *   removes no data and no column (the ORM recreates indexes and constraints that way); so is
 *   dropping a trigger or a function (code, not data: a trigger is replaced that way). Every other
 *   drop is refused, including `alter table … drop "column"` without the word `column`.
 * - Removing data (`truncate`, `delete from`) counts as a drop; tightening an existing column
 *   (`set not null`) is refused like a NOT NULL column without a default.
 * - Migrations add plain SQL strings with `addSql`; anything else cannot be reviewed and is refused.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Migration } from '@mikro-orm/migrations';
import { describe, expect, it } from 'vitest';
import { migrationsPath } from './orm.ts';

interface PolicyViolation {
  rule: 'drop' | 'rename' | 'type_change' | 'not_null_without_default' | 'not_plain_sql';
  statement: string;
}

interface SanitizedStatement {
  /** Lower-case, comments removed, string literals `''`, quoted identifiers `"qN"`. */
  text: string;
  /** The original SQL of the statement, for the report. */
  original: string;
}

/**
 * Splits SQL into statements and hides what must not be read as keywords: comments go, string
 * literals (also dollar-quoted) become `''`, quoted identifiers become `"qN"` (N indexes
 * `identifiers`, lower-cased unless quoted).
 */
function sanitize(sql: string, identifiers: string[]): SanitizedStatement[] {
  const statements: SanitizedStatement[] = [];
  let text = '';
  let start = 0;
  let index = 0;
  const flush = (end: number) => {
    const original = sql.slice(start, end).trim();
    if (text.trim() !== '') statements.push({ text: text.replace(/\s+/g, ' ').trim(), original });
    text = '';
    start = end + 1;
  };
  while (index < sql.length) {
    const char = sql[index] ?? '';
    const rest = sql.slice(index);
    if (rest.startsWith('--')) {
      const end = sql.indexOf('\n', index);
      index = end === -1 ? sql.length : end;
      text += ' ';
    } else if (rest.startsWith('/*')) {
      const end = sql.indexOf('*/', index + 2);
      index = end === -1 ? sql.length : end + 2;
      text += ' ';
    } else if (char === "'") {
      const match = /^'(?:[^']|'')*'/.exec(rest);
      index += match ? match[0].length : rest.length;
      text += "''";
    } else if (char === '"') {
      const match = /^"(?:[^"]|"")*"/.exec(rest);
      const quoted = match ? match[0] : rest;
      identifiers.push(quoted.slice(1, -1).replace(/""/g, '"'));
      text += `"q${identifiers.length - 1}"`;
      index += quoted.length;
    } else if (char === '$' && /^\$[a-z_]*\$/i.test(rest)) {
      const tag = /^\$[a-z_]*\$/i.exec(rest)?.[0] ?? '$$';
      const end = sql.indexOf(tag, index + tag.length);
      index = end === -1 ? sql.length : end + tag.length;
      text += "''";
    } else if (char === ';') {
      flush(index);
      index += 1;
    } else {
      text += char.toLowerCase();
      index += 1;
    }
  }
  flush(sql.length);
  return statements;
}

/** Splits `a, b (c, d), e` at the commas outside parentheses. */
function topLevelParts(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of text) {
    if (char === '(') depth++;
    if (char === ')') depth--;
    if (char === ',' && depth === 0) {
      parts.push(current.trim());
      current = '';
    } else {
      current += char;
    }
  }
  if (current.trim() !== '') parts.push(current.trim());
  return parts;
}

const IDENTIFIER = String.raw`(?:"q\d+"|[a-z_][a-z0-9_$]*)`;
const TABLE_NAME = String.raw`(?:${IDENTIFIER}\.)?(${IDENTIFIER})`;
/** What may follow `drop`: metadata that holds no data. */
const ALLOWED_DROPS = /^(index|constraint|default|not null|trigger|function)\b/;
const CREATE_TABLE = new RegExp(
  `^create (?:(?:global |local )?(?:temporary |temp )|unlogged )?table (?:if not exists )?${TABLE_NAME}`,
);
const ALTER_TABLE = new RegExp(`^alter table (?:if exists )?(?:only )?${TABLE_NAME} (.*)$`);
const TYPE_CHANGE = new RegExp(String.raw`\balter (?:column )?${IDENTIFIER} (?:set data )?type\b`);
/** `add …` actions that are not columns. */
const ADD_NOT_A_COLUMN = /^add (constraint|primary key|unique|foreign key|check|exclude)\b/;

/** The violations of one migration's SQL statements, in order. */
function checkMigrationSql(queries: string[]): PolicyViolation[] {
  const identifiers: string[] = [];
  const statements = queries.flatMap((query) => sanitize(query, identifiers));
  const nameOf = (token: string) => {
    const quoted = /^"q(\d+)"$/.exec(token);
    return quoted ? (identifiers[Number(quoted[1])] ?? token) : token;
  };
  const createdHere = new Set<string>();
  const violations: PolicyViolation[] = [];
  for (const { text, original } of statements) {
    const violation = (rule: PolicyViolation['rule']) =>
      violations.push({ rule, statement: original });

    const created = CREATE_TABLE.exec(text);
    if (created?.[1]) {
      createdHere.add(nameOf(created[1]));
      continue;
    }
    const drops = [...text.matchAll(/\bdrop\b ?/g)].map((match) =>
      text.slice((match.index ?? 0) + match[0].length),
    );
    if (drops.some((after) => !ALLOWED_DROPS.test(after))) violation('drop');
    if (/^(truncate|delete from)\b/.test(text)) violation('drop');
    if (/\brename\b/.test(text)) violation('rename');
    if (TYPE_CHANGE.test(text)) violation('type_change');
    if (/\bset not null\b/.test(text)) violation('not_null_without_default');

    const altered = ALTER_TABLE.exec(text);
    if (altered?.[1] && altered[2] !== undefined && !createdHere.has(nameOf(altered[1]))) {
      const newColumns = topLevelParts(altered[2]).filter(
        (action) => action.startsWith('add ') && !ADD_NOT_A_COLUMN.test(action),
      );
      const unfilled = newColumns.some(
        (column) =>
          /\b(not null|primary key)\b/.test(column) && !/\b(default|generated)\b/.test(column),
      );
      if (unfilled) violation('not_null_without_default');
    }
  }
  return violations;
}

/** The SQL a migration class adds in `up()`, without a database. */
async function migrationQueries(file: string): Promise<{ name: string; queries: unknown[] }[]> {
  const module = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
  const classes = Object.values(module).filter(
    (value): value is new (...args: never[]) => Migration =>
      typeof value === 'function' && value.prototype instanceof Migration,
  );
  const found: { name: string; queries: unknown[] }[] = [];
  for (const MigrationClass of classes) {
    const migration = new MigrationClass(undefined as never, undefined as never);
    await migration.up();
    found.push({ name: migration.name ?? MigrationClass.name, queries: migration.getQueries() });
  }
  return found;
}

const migrationFiles = readdirSync(migrationsPath)
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.d.ts') && !file.includes('.test.'))
  .sort()
  .map((file) => path.join(migrationsPath, file));

describe('every committed migration', () => {
  it('is found', () => {
    expect(migrationFiles.length).toBeGreaterThanOrEqual(4);
  });

  it.each(migrationFiles.map((file) => [path.basename(file), file]))(
    '%s is forward-only and additive',
    async (_name, file) => {
      const migrations = await migrationQueries(file);
      expect(migrations, 'one Migration class per file').toHaveLength(1);
      for (const { queries } of migrations) {
        expect(queries.length, 'the migration adds SQL').toBeGreaterThan(0);
        const plain = queries.filter((query): query is string => typeof query === 'string');
        const violations: PolicyViolation[] = queries
          .filter((query) => typeof query !== 'string')
          .map(() => ({ rule: 'not_plain_sql', statement: '(query builder or raw fragment)' }));
        violations.push(...checkMigrationSql(plain));
        expect(violations).toEqual([]);
      }
    },
  );
});

describe('the migration policy checker', () => {
  const rulesOf = (...sql: string[]) => checkMigrationSql(sql).map((violation) => violation.rule);

  it.each([
    ['drop table', 'drop table "feedback";', 'drop'],
    ['drop table if exists', 'DROP TABLE IF EXISTS feedback CASCADE;', 'drop'],
    ['drop column', 'alter table "api_key" drop column "app_name";', 'drop'],
    ['drop column without the word column', 'alter table "api_key" drop "app_name";', 'drop'],
    ['drop of a column named like a keyword', 'alter table "t" drop "index";', 'drop'],
    ['drop of a second action', 'alter table "t" add "x" int null, drop column "y";', 'drop'],
    ['drop schema', 'drop schema public cascade;', 'drop'],
    ['truncate', 'truncate "feedback";', 'drop'],
    ['delete', `delete from "api_key" where "key_type" = 'pk';`, 'drop'],
    ['rename column', 'alter table "team" rename column "name" to "title";', 'rename'],
    ['rename table', 'alter table "team" rename to "squad";', 'rename'],
    ['rename index', 'alter index "a_index" rename to "b_index";', 'rename'],
    [
      'type change',
      'alter table "team" alter column "name" type text using ("name"::text);',
      'type_change',
    ],
    [
      'set data type',
      'alter table "team" alter column "name" set data type varchar(10);',
      'type_change',
    ],
    ['type change without column', 'ALTER TABLE team ALTER name TYPE text;', 'type_change'],
    [
      'not null without default',
      'alter table "team" add "colour" varchar(7) not null;',
      'not_null_without_default',
    ],
    [
      'add column not null',
      'alter table "team" add column if not exists "c" int not null;',
      'not_null_without_default',
    ],
    [
      'second action not null',
      'alter table "team" add "a" int null, add "b" int not null;',
      'not_null_without_default',
    ],
    [
      'primary key column',
      'alter table "team" add "n" serial4 primary key;',
      'not_null_without_default',
    ],
    [
      'set not null',
      'alter table "team" alter column "name" set not null;',
      'not_null_without_default',
    ],
  ])('rejects %s', (_name, sql, rule) => {
    expect(rulesOf(sql)).toContain(rule);
  });

  it('rejects a bad statement among good ones in one addSql, reporting it', () => {
    const violations = checkMigrationSql([
      `create table "x" ("id" uuid not null, primary key ("id")); alter table "team" drop column "name";`,
    ]);
    expect(violations).toEqual([
      { rule: 'drop', statement: 'alter table "team" drop column "name"' },
    ]);
  });

  it.each([
    [
      'a new table with NOT NULL columns',
      'create table "t" ("id" uuid not null, "n" text not null, primary key ("id"));',
    ],
    [
      'an unlogged table',
      'create unlogged table if not exists "r" ("key" varchar(255) primary key, "points" integer not null default 0);',
    ],
    [
      'a NOT NULL column with a default',
      `alter table "group_mapping" add "role" varchar(10) not null default 'admin';`,
    ],
    ['a nullable column', 'alter table "api_key" add "replaces_key_id" uuid null;'],
    ['a generated column', 'alter table "t" add "n" int not null generated always as identity;'],
    [
      'constraints and indexes',
      'alter table "t" add constraint "t_u" unique ("a"); create index "i" on "t" ("a");',
    ],
    [
      'a check constraint that leaves existing rows unchecked',
      `alter table "group_mapping" add constraint "group_mapping_role_check" check (role in ('viewer', 'admin')) not valid;`,
    ],
    [
      'a foreign key',
      'alter table "t" add constraint "t_fk" foreign key ("team_id") references "team" ("id");',
    ],
    ['dropping and recreating an index', 'drop index "i"; create index "i" on "t" ("a", "b");'],
    ['dropping a constraint', 'alter table "t" drop constraint if exists "t_u";'],
    [
      'replacing a trigger and its function',
      'drop trigger if exists "x" on "t"; drop function if exists "x_fn"();',
    ],
    [
      'dropping a default or NOT NULL',
      'alter table "t" alter column "a" drop default, alter column "b" drop not null;',
    ],
    [
      'keywords in strings and comments',
      `-- drop table "t"\nalter table "t" add "note" text not null default 'drop table; rename';`,
    ],
    [
      'keywords in quoted identifiers',
      'alter table "t" add "drop" text null, add "renamed_at" timestamptz null;',
    ],
    [
      'a NOT NULL column on a table created in the same migration',
      'create table "t" ("id" uuid not null); alter table "t" add "x" int not null;',
    ],
    ['data fixes', `update "group_mapping" set "role" = 'admin' where "role" is null;`],
  ])('accepts %s', (_name, sql) => {
    expect(checkMigrationSql([sql])).toEqual([]);
  });
});
