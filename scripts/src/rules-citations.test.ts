/**
 * Heed's rules live in `docs/rules/`, one page per area, each rule under a stable anchor; code and
 * tests cite them as `docs/rules/<page>.md#<anchor>`. This test keeps those citations from rotting:
 * every cited page and anchor must exist, every page numbers its rules `<page>-1`, `<page>-2`, …
 * without gaps, and no file cites the rules in the older forms that pointed outside the repository.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const RULES_DIR = 'docs/rules';
const THIS_FILE = 'scripts/src/rules-citations.test.ts';
/** Files whose text is searched for citations. */
const TEXT_FILE = /\.(ts|tsx|js|mjs|cjs|svelte|md|html|css|ya?ml|sh)$/;

interface Citation {
  file: string;
  line: number;
  /** Repository path of the cited page, e.g. `docs/rules/keys.md`; null when it cannot be one. */
  page: string | null;
  anchor: string | null;
}

/** A rule's anchor, as a page defines it: `<a id="keys-3"></a>`. */
const ANCHOR = /<a id="([\w-]+)"><\/a>/g;
/** `docs/rules/<page>.md[#anchor]` anywhere, or `rules/<page>.md[#anchor]` relative to `docs/`. */
const RULES_PATH = /(?<![\w/.-])(docs\/)?rules\/([A-Za-z][\w-]*\.md)(?:#([\w-]+))?/g;
/** A Markdown link inside a rules page to a sibling page or an anchor: `](roles.md#roles-3)`. */
const SIBLING_LINK = /\]\(([\w-]+\.md)?(?:#([\w-]+))?\)/g;

/**
 * The older citation forms: a specification or contract document and its section or rule numbers
 * ("Spec: Authentication rules 1–2", "Versioning rule 4", `CONTRACT.md` "Dashboard surface").
 */
const OLD_CITATION_FORMS: readonly RegExp[] = [
  /\bCONTRACT(\.md)?\b/,
  /\bSpec:/,
  /\b[Ss]pec "/,
  /\(spec[,:] [a-z]/,
  /(?<!OpenTelemetry )\bspecification\b/i,
  /\b[Rr]ules? \d/,
  /"(Dashboard surface|Submission additions|Statuses and bodies[^"]*)"/,
  /Events › Catalog|What the service does/,
];

function anchorsOf(markdown: string): string[] {
  return [...markdown.matchAll(ANCHOR)].map((match) => match[1] as string);
}

function lineAt(text: string, index: number): number {
  return text.slice(0, index).split('\n').length;
}

/** Every citation of a rules page in `text`, the content of the repository file `file`. */
function citationsIn(file: string, text: string): Citation[] {
  const citations: Citation[] = [];
  for (const match of text.matchAll(RULES_PATH)) {
    const [, docsPrefix, name, anchor] = match;
    const page = docsPrefix
      ? `${RULES_DIR}/${name}`
      : file.startsWith('docs/') && path.posix.dirname(file) === 'docs'
        ? `${RULES_DIR}/${name}`
        : null;
    citations.push({ file, line: lineAt(text, match.index), page, anchor: anchor ?? null });
  }
  if (path.posix.dirname(file) === RULES_DIR) {
    for (const match of text.matchAll(SIBLING_LINK)) {
      const [, name, anchor] = match;
      if (!name && !anchor) continue;
      const page = `${RULES_DIR}/${name ?? path.posix.basename(file)}`;
      citations.push({ file, line: lineAt(text, match.index), page, anchor: anchor ?? null });
    }
  }
  return citations;
}

/** The lines of `text` that cite in one of the older forms. */
function oldCitationsIn(text: string): number[] {
  return text
    .split('\n')
    .flatMap((line, index) =>
      OLD_CITATION_FORMS.some((form) => form.test(line)) ? [index + 1] : [],
    );
}

function repositoryFiles(): string[] {
  return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: ROOT,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => TEXT_FILE.test(file) && existsSync(path.join(ROOT, file)));
}

const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

function rulesPages(): string[] {
  return repositoryFiles().filter(
    (file) => path.posix.dirname(file) === RULES_DIR && file.endsWith('.md'),
  );
}

describe('the citation checker', () => {
  it('finds citations in code, in docs/ and between rules pages', () => {
    expect(citationsIn('server/src/x.ts', '// Rule: docs/rules/keys.md#keys-3 and more')).toEqual([
      { file: 'server/src/x.ts', line: 1, page: 'docs/rules/keys.md', anchor: 'keys-3' },
    ]);
    expect(citationsIn('docs/a.md', 'one\n[x](rules/limits.md#limits-2)')).toEqual([
      { file: 'docs/a.md', line: 2, page: 'docs/rules/limits.md', anchor: 'limits-2' },
    ]);
    expect(citationsIn('server/src/x.ts', 'see rules/keys.md#keys-1')[0]?.page).toBeNull();
    expect(
      citationsIn('docs/rules/keys.md', '[roles-3](roles.md#roles-3), [keys-2](#keys-2)').map(
        (c) => `${c.page}#${c.anchor}`,
      ),
    ).toEqual(['docs/rules/roles.md#roles-3', 'docs/rules/keys.md#keys-2']);
    expect(citationsIn('server/src/x.ts', 'server/src/rules/keys.md#keys-1')).toEqual([]);
  });

  it('reads the anchors of a page', () => {
    expect(anchorsOf('<a id="keys-1"></a>\n### keys-1. A\n<a id="keys-2"></a>')).toEqual([
      'keys-1',
      'keys-2',
    ]);
  });

  it('recognises the older citation forms, and not code that merely says spec', () => {
    for (const old of [
      ' * Spec: Authentication rules 1–2 (pk may be limited)',
      ' * the upgrade blocker of Versioning rule 8.',
      ' * (CONTRACT "Dashboard surface": list)',
      '/** CONTRACT.md "Submission additions" */',
      ' * API key administration: spec "Errors", "Limits"',
      "it('schemaVersion 1 → 400 (spec: must be 2)'",
      ' * The catalogue of the specification.',
    ]) {
      expect(oldCitationsIn(old), old).toEqual([1]);
    }
    for (const fine of [
      'interface Stored extends AnswerSpec {',
      'async function send(spec: RequestSpec): Promise<Answer> {',
      'const search = new URLSearchParams(spec.query ?? []).toString();',
      ' * as the OpenTelemetry specification defines them',
      ' * Rule: docs/rules/keys.md#keys-3',
    ]) {
      expect(oldCitationsIn(fine), fine).toEqual([]);
    }
  });
});

describe('docs/rules', () => {
  it('numbers the rules of each page <page>-1, <page>-2, … without gaps or repeats', () => {
    const pages = rulesPages().filter((file) => !file.endsWith('/README.md'));
    expect(pages.length).toBeGreaterThan(0);
    for (const page of pages) {
      const name = path.posix.basename(page, '.md');
      const anchors = anchorsOf(read(page));
      expect(anchors.length, page).toBeGreaterThan(0);
      expect(anchors, page).toEqual(anchors.map((_, index) => `${name}-${index + 1}`));
    }
  });

  it('lists every page in its index', () => {
    const index = read(`${RULES_DIR}/README.md`);
    for (const page of rulesPages().filter((file) => !file.endsWith('/README.md'))) {
      expect(index, page).toContain(`(${path.posix.basename(page)})`);
    }
  });

  it('has every cited page and anchor', () => {
    const anchors = new Map<string, Set<string>>(
      rulesPages().map((page) => [page, new Set(anchorsOf(read(page)))]),
    );
    const citations = repositoryFiles()
      .filter((file) => file !== THIS_FILE)
      .flatMap((file) => citationsIn(file, read(file)));
    expect(citations.length).toBeGreaterThan(100);
    const broken = citations
      .filter((c) => {
        const known = c.page === null ? undefined : anchors.get(c.page);
        return !known || (c.anchor !== null && !known.has(c.anchor));
      })
      .map((c) => `${c.file}:${c.line}: ${c.page ?? '(not under docs/rules)'}#${c.anchor ?? ''}`);
    expect(broken).toEqual([]);
  });

  it('is cited in no older form anywhere in the repository', () => {
    const old = repositoryFiles()
      .filter((file) => file !== THIS_FILE)
      .flatMap((file) => oldCitationsIn(read(file)).map((line) => `${file}:${line}`));
    expect(old).toEqual([]);
  });
});
