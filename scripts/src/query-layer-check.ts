/**
 * Fails when SQL text appears outside the query layer. SQL lives in repositories
 * (`server/src/<domain>/*.repository.ts`), in query pieces several repositories share
 * (`*.query.ts`), in `db/src/query/`, in the database functions of `db/src/schema/` and in the
 * migrations. Anywhere else, a string or template literal that reads as a statement, a call of
 * the ORM's `execute`, or Kysely's `sql` tag is reported with its file and line.
 *
 * Test code (`*.test.ts`, `testing/` folders) may write SQL to set up and inspect data, and the
 * bench may seed its database with SQL; neither may run a production query of its own: they call
 * the repositories. (See docs/rules/data-layer.md.)
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import ts from 'typescript';
import { queryLayerFindings } from './query-layer-rules.ts';

const root = path.resolve(import.meta.dirname, '../..');
const findings = await queryLayerFindings(root, (file) => readFile(file, 'utf8'), ts);
for (const finding of findings) console.error(`${finding.file}:${finding.line}: ${finding.reason}`);
if (findings.length > 0) {
  console.error(
    `${findings.length} place(s) hold SQL outside the query layer: move the query into the domain's repository.`,
  );
  process.exit(1);
}
console.log('SQL lives only in the query layer');
