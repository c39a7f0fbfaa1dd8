import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import {
  answeredTextFieldsSql,
  answerKeyExpression,
  answerKeyFieldSql,
  answerKeyValueSql,
  type DatabaseFunction,
  databaseFunctions,
  databaseTriggers,
  feedbackRollupFunction,
  feedbackRollupInsertTrigger,
  feedbackThemeMatchesFunction,
  feedbackTriageCountInsertTrigger,
} from './functions.ts';

/**
 * The migrated database holds exactly the living definitions of `functions.ts`: every function and
 * trigger of the `public` schema (those of extensions aside) is defined there, and each one's
 * definition is the file's. The file's text is installed in a scratch schema (in a transaction that
 * is rolled back) and PostgreSQL's own rendering of both (`pg_get_functiondef`,
 * `pg_get_triggerdef`) is compared, so attributes (`set jit = off`, `immutable`) are compared as
 * PostgreSQL reads them. A body is kept as written, so bodies are compared without white space
 * outside string literals: a migration may have reflowed the text, never changed a token.
 */

let database: TestDatabase;
let client: pg.Client;
const LIVING = 'heed_living_definitions';

beforeAll(async () => {
  database = await createTestDatabase();
  client = new pg.Client({ connectionString: database.url });
  await client.connect();
});
afterAll(async () => {
  await client.end();
  await database.drop();
});

/** The text without white space outside single-quoted literals (and the scratch schema's name). */
function normalised(definition: string): string {
  return definition
    .replaceAll(`${LIVING}.`, 'public.')
    .split(/('(?:[^']|'')*')/)
    .map((part, index) => (index % 2 === 1 ? part : part.replace(/\s+/g, '')))
    .join('');
}

async function names(query: string): Promise<string[]> {
  const result = await client.query<{ name: string }>(query);
  return result.rows.map((row) => row.name).sort();
}

const INSTALLED_FUNCTIONS = `
  select p.proname as name from pg_proc p
   where p.pronamespace = 'public'::regnamespace
     and not exists (select 1 from pg_depend d
                      where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')`;
const INSTALLED_TRIGGERS = `
  select t.tgname as name from pg_trigger t join pg_class c on c.oid = t.tgrelid
   where c.relnamespace = 'public'::regnamespace and not t.tgisinternal`;

/**
 * `pg_get_functiondef` of each function of `functions` (each in the text it has there) and of its
 * namesake in `public`, normalised; the same for the triggers. The living texts go into a scratch
 * schema first on the search path, with copies of the tables the triggers are on.
 */
async function renderings(
  functions: readonly DatabaseFunction[],
): Promise<{ installed: Record<string, string>; living: Record<string, string> }> {
  const installed: Record<string, string> = {};
  const living: Record<string, string> = {};
  const render = async (schema: string, target: Record<string, string>) => {
    const rendered = await client.query<{ name: string; definition: string }>(
      `select 'function ' || p.proname as name, pg_get_functiondef(p.oid) as definition
         from pg_proc p where p.pronamespace = $1::regnamespace and p.proname = any($2)
       union all
       select 'trigger ' || t.tgname, pg_get_triggerdef(t.oid)
         from pg_trigger t join pg_class c on c.oid = t.tgrelid
        where c.relnamespace = $1::regnamespace and not t.tgisinternal and t.tgname = any($3)`,
      [schema, functions.map((fn) => fn.name), databaseTriggers.map((trigger) => trigger.name)],
    );
    for (const row of rendered.rows) target[row.name] = normalised(row.definition);
  };
  await client.query('begin');
  try {
    // Each rendered with its own schema first on the search path (names on it are not qualified).
    await client.query('set local search_path = public');
    await render('public', installed);
    await client.query(`create schema ${LIVING}`);
    await client.query(`set local search_path = ${LIVING}, public`);
    for (const table of new Set(databaseTriggers.map((trigger) => trigger.table))) {
      await client.query(`create table ${LIVING}.${table} (like public.${table})`);
    }
    for (const fn of functions) await client.query(fn.sql);
    for (const trigger of databaseTriggers) await client.query(trigger.sql);
    await render(LIVING, living);
  } finally {
    await client.query('rollback');
  }
  return { installed, living };
}

describe('the living definitions of functions and triggers', () => {
  it('name every function and trigger of the migrated schema, and nothing else', async () => {
    expect(await names(INSTALLED_FUNCTIONS)).toEqual(databaseFunctions.map((fn) => fn.name).sort());
    expect(await names(INSTALLED_TRIGGERS)).toEqual(
      databaseTriggers.map((trigger) => trigger.name).sort(),
    );
  });

  it('are what the migrations installed', async () => {
    const { installed, living } = await renderings(databaseFunctions);
    expect(Object.keys(living)).toHaveLength(databaseFunctions.length + databaseTriggers.length);
    expect(installed).toEqual(living);
  });

  it('fire the insert triggers of feedback with the shared counters last', async () => {
    const { rows } = await client.query<{ name: string }>(
      `select t.tgname as name from pg_trigger t
        where t.tgrelid = 'public.feedback'::regclass and not t.tgisinternal
          and t.tgtype & 4 = 4
        order by t.tgname`,
    );
    const names = rows.map((row) => row.name);
    expect(names).toHaveLength(4);
    expect(names.slice(-2)).toEqual([
      feedbackRollupInsertTrigger.name,
      feedbackTriageCountInsertTrigger.name,
    ]);
  });

  it('would tell a changed definition from the installed one, but not a reflowed one', async () => {
    const changed = databaseFunctions.map((fn) =>
      fn === feedbackRollupFunction
        ? { ...fn, sql: fn.sql.replace("('d', interval '1 day')", "('d', interval '1 week')") }
        : fn === feedbackThemeMatchesFunction
          ? { ...fn, sql: fn.sql.replace('\n  return null;', '\n\n    return   null;') }
          : fn,
    );
    const { installed, living } = await renderings(changed);
    expect(living['function feedback_rollup_fn']).not.toEqual(
      installed['function feedback_rollup_fn'],
    );
    expect(living['function feedback_theme_matches_fn']).toEqual(
      installed['function feedback_theme_matches_fn'],
    );
  });

  it('decode the answer keys the encoding function builds, with the expressions the rollups use', async () => {
    const { rows } = await client.query<{
      key: string;
      field: string;
      value: string;
      built: string;
    }>(
      `select key, ${answerKeyFieldSql('key')} as field, ${answerKeyValueSql('key')} as value,
              ${answerKeyExpression(answerKeyFieldSql('key'), answerKeyValueSql('key'))} as built
         from unnest(feedback_answer_keys($1::jsonb)) key order by key`,
      [
        JSON.stringify([
          { fieldId: 'a:b', value: { type: 'rating', rating: 4 } },
          { fieldId: 'c', value: { type: 'multiChoice', selectedOptionIds: ['x:1', 'y'] } },
          { fieldId: 'd', value: { type: 'text', text: '  ' } },
        ]),
      ],
    );
    expect(rows.map(({ field, value }) => [field, value])).toEqual([
      ['c', ''],
      ['c', 'x:1'],
      ['c', 'y'],
      ['a:b', ''],
      ['a:b', '4'],
    ]);
    for (const row of rows) expect(row.built).toBe(row.key);
    const compact = (text: string) => text.replace(/\s+/g, '');
    expect(compact(feedbackRollupFunction.sql)).toContain(compact(answerKeyFieldSql('key')));
    expect(compact(feedbackRollupFunction.sql)).toContain(compact(answerKeyValueSql('key')));
    expect(compact(feedbackThemeMatchesFunction.sql)).toContain(
      compact(answeredTextFieldsSql('n')),
    );
  });
});
