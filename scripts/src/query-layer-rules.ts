import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type tsModule from 'typescript';

/** Where SQL may be written (paths relative to the repository, `/`-separated). */
export function isQueryLayer(file: string): boolean {
  return (
    file.endsWith('.repository.ts') ||
    file.endsWith('.query.ts') ||
    file.startsWith('db/src/query/') ||
    file.startsWith('db/src/schema/') ||
    file.startsWith('db/src/migrations/')
  );
}

/** Code that is not production code: tests, test helpers, and the bench (which seeds with SQL). */
export function isOutsideProduction(file: string): boolean {
  return (
    file.endsWith('.test.ts') ||
    file.includes('/testing/') ||
    file.includes('/e2e/') ||
    file.startsWith('scripts/src/bench/')
  );
}

/** Reads like a statement or a piece of one. */
const STATEMENT =
  /\b(select\b[\s\S]*\bfrom\b|select\s+[\w.]+\s*\(|insert\s+into\b|update\s+"?\w+"?\s+set\b|delete\s+from\b|create\s+(or\s+replace\s+)?(function|trigger|index|table|view|database)\b|alter\s+table\b|drop\s+(table|function|trigger|index|database)\b|on\s+conflict\b|returning\s+\w|set\s+(local\s+)?\w+\s*=|^\s*(begin|commit|rollback)(\s+(isolation|transaction|work)\b[\s\S]*)?\s*;?\s*$|^\s*(listen|notify|unlisten)\s+\w+\s*;?\s*$)/i;

export interface Finding {
  file: string;
  line: number;
  reason: string;
}

/** Every place in `file`'s text that holds SQL outside the query layer. */
export function findingsIn(file: string, text: string, ts: typeof tsModule): Finding[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const findings: Finding[] = [];
  const report = (node: tsModule.Node, reason: string) =>
    findings.push({
      file,
      line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1,
      reason,
    });
  const visit = (node: tsModule.Node): void => {
    if (ts.isTaggedTemplateExpression(node) && /^sql\b/.test(node.tag.getText(source))) {
      report(node, 'an `sql` template');
      return;
    }
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      if (STATEMENT.test(node.text)) report(node, 'SQL text in a string');
    } else if (ts.isTemplateExpression(node)) {
      const literal = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(
        ' x ',
      );
      if (STATEMENT.test(literal)) report(node, 'SQL text in a template');
    } else if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      node.expression.name.text === 'execute' &&
      node.arguments.length > 0 &&
      !ts.isObjectLiteralExpression(node.arguments[0] as tsModule.Node)
    ) {
      report(node, 'a raw `execute` call');
    } else if (
      ts.isImportDeclaration(node) &&
      ts.isStringLiteral(node.moduleSpecifier) &&
      node.moduleSpecifier.text === 'kysely' &&
      node.importClause?.namedBindings &&
      ts.isNamedImports(node.importClause.namedBindings) &&
      node.importClause.namedBindings.elements.some(
        (element) => element.name.text === 'sql' && !element.isTypeOnly,
      )
    ) {
      report(node, "Kysely's `sql` imported");
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return findings;
}

/** The findings of every tracked TypeScript and Svelte-script file of the repository. */
export async function queryLayerFindings(
  root: string,
  read: (file: string) => Promise<string>,
  ts: typeof tsModule,
): Promise<Finding[]> {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => /\.(ts|svelte)$/.test(file) && !file.endsWith('.d.ts'))
    .filter((file) => !isQueryLayer(file) && !isOutsideProduction(file));
  const findings: Finding[] = [];
  for (const file of files) {
    const text = await read(path.join(root, file)).catch(() => undefined);
    if (text !== undefined) findings.push(...findingsIn(file, text, ts));
  }
  return findings;
}
