import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { findingsIn, isOutsideProduction, isQueryLayer } from './query-layer-rules.ts';

const reasons = (text: string) =>
  findingsIn('server/src/x/x.service.ts', text, ts).map((f) => f.reason);

describe('the query-layer check', () => {
  it('reports SQL text in strings and templates, raw execute calls and the sql tag', () => {
    expect(reasons("const q = 'select id from feedback where team_id = ?';")).toEqual([
      'SQL text in a string',
    ]);
    expect(reasons(['const q = `delete from theme where id = $', '{id}`;'].join(''))).toEqual([
      'SQL text in a template',
    ]);
    expect(reasons('await em.execute(text, [1]);')).toEqual(['a raw `execute` call']);
    expect(reasons("import { sql } from 'kysely';\nconst x = sql`now()`;")).toEqual([
      "Kysely's `sql` imported",
      'an `sql` template',
    ]);
    expect(reasons("insert(\n'x',\n`insert into feedback (id) values ($1)`);")).toEqual([
      'SQL text in a string',
    ]);
  });

  it('leaves words, comments, type imports and builder calls alone', () => {
    expect(
      reasons(
        [
          '// select id from feedback',
          "const message = 'Select a survey to see its answers.';",
          "import { type RawBuilder } from 'kysely';",
          'await query.execute();',
          'await db.selectFrom("feedback").select("id").execute();',
        ].join('\n'),
      ),
    ).toEqual([]);
  });

  it('allows SQL in repositories, shared query pieces, the schema and migrations only', () => {
    expect(isQueryLayer('server/src/tags/tags.repository.ts')).toBe(true);
    expect(isQueryLayer('server/src/feedback/feedback-filter.query.ts')).toBe(true);
    expect(isQueryLayer('db/src/schema/functions.ts')).toBe(true);
    expect(isQueryLayer('db/src/migrations/Migration1_x.ts')).toBe(true);
    expect(isQueryLayer('server/src/tags/tags.service.ts')).toBe(false);
    expect(isOutsideProduction('server/src/testing/feedback-rows.ts')).toBe(true);
    expect(isOutsideProduction('server/src/tags/tags.service.ts')).toBe(false);
  });
});
