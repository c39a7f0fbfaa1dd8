import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { type Stack, startStack, webDir } from './support.ts';

/**
 * The monitoring files in `docs/` cannot go stale: every metric the Grafana dashboard
 * (`docs/grafana/heed-dashboard.json`) and the alert rules (`docs/prometheus/heed-alerts.yaml`)
 * query is one that a started API or dashboard process serves at `/internal/metrics`; every
 * dashboard metric has a panel; `docs/operations.md` names every alert rule.
 */

const docs = path.join(webDir, '..', 'docs');
const PROMQL_KEYWORDS = new Set(['and', 'or', 'unless', 'bool', 'offset', 'inf', 'nan']);

let stack: Stack;
/** Series names each process serves (a histogram as its `_bucket`, `_sum` and `_count`). */
let apiSeries: Set<string>;
let dashboardSeries: Set<string>;

/** Every series name a Prometheus text exposition declares, by its `# TYPE` lines. */
function seriesNames(exposition: string): Set<string> {
  const names = new Set<string>();
  for (const match of exposition.matchAll(/^# TYPE (\S+) (\S+)$/gm)) {
    const [, name = '', type] = match;
    if (type === 'histogram')
      for (const end of ['_bucket', '_sum', '_count']) names.add(name + end);
    else if (type === 'summary') for (const end of ['', '_sum', '_count']) names.add(name + end);
    else names.add(name);
  }
  return names;
}

/** The metric names a PromQL expression selects (functions, labels, keywords and numbers aside). */
function metricsIn(expr: string): string[] {
  const bare = expr
    .replace(/"(?:[^"\\]|\\.)*"/g, '""')
    .replace(/\{[^}]*\}/g, ' ')
    .replace(/\[[^\]]*\]/g, ' ')
    .replace(/\b(?:by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, ' ')
    .replace(/(?<![\w$])\d+(?:\.\d+)?(?:e[+-]?\d+)?/gi, ' ');
  const names: string[] = [];
  for (const match of bare.matchAll(/[a-zA-Z_:][a-zA-Z0-9_:]*/g)) {
    const rest = bare.slice((match.index ?? 0) + match[0].length);
    if (/^\s*\(/.test(rest) || PROMQL_KEYWORDS.has(match[0].toLowerCase())) continue;
    names.push(match[0]);
  }
  return names;
}

async function scrape(url: string): Promise<string> {
  const answer = await fetch(`${url}/internal/metrics`);
  expect(answer.status).toBe(200);
  return answer.text();
}

beforeAll(async () => {
  stack = await startStack({ processMetrics: true });
  apiSeries = seriesNames(await scrape(stack.api.url));
  dashboardSeries = seriesNames(await scrape(stack.web.url));
});

afterAll(async () => {
  await stack?.close();
});

function unknown(names: Iterable<string>): string[] {
  return [...new Set(names)].filter((name) => !apiSeries.has(name) && !dashboardSeries.has(name));
}

interface GrafanaPanel {
  id: number;
  type: string;
  title: string;
  datasource?: { type: string; uid: string };
  targets?: { refId: string; expr: string }[];
}

describe('the Grafana dashboard', () => {
  test('queries only metrics that Heed serves, and shows every dashboard metric', async () => {
    const board = JSON.parse(
      await readFile(path.join(docs, 'grafana', 'heed-dashboard.json'), 'utf8'),
    ) as {
      uid: string;
      panels: GrafanaPanel[];
      templating: { list: { name: string; definition?: string }[] };
    };
    expect(board.uid).toBe('heed-overview');
    const ids = board.panels.map((panel) => panel.id);
    expect(new Set(ids).size).toBe(ids.length);

    const queried: string[] = [];
    for (const panel of board.panels.filter((each) => each.type !== 'row')) {
      // biome-ignore lint/suspicious/noTemplateCurlyInString: Grafana's variable, not a template
      expect(panel.datasource, panel.title).toEqual({ type: 'prometheus', uid: '${datasource}' });
      expect(panel.targets?.length, panel.title).toBeGreaterThan(0);
      for (const target of panel.targets ?? []) {
        const names = metricsIn(target.expr);
        expect(names.length, `${panel.title}: ${target.expr}`).toBeGreaterThan(0);
        queried.push(...names);
      }
    }
    for (const variable of board.templating.list) {
      const source = /^label_values\(\s*([a-zA-Z_:][a-zA-Z0-9_:]*)\s*,/.exec(
        variable.definition ?? '',
      );
      if (source?.[1]) queried.push(source[1]);
    }
    expect(unknown(queried)).toEqual([]);

    const dashboardFamilies = [...dashboardSeries].filter((name) => name.startsWith('heed_'));
    expect(dashboardFamilies.length).toBeGreaterThanOrEqual(4);
    const notShown = dashboardFamilies.filter(
      (name) =>
        !queried.some(
          (each) =>
            each === name ||
            each.replace(/_(bucket|sum|count)$/, '') === name.replace(/_(bucket|sum|count)$/, ''),
        ),
    );
    expect(notShown).toEqual([]);
  });

  test('the check itself: a metric no process serves is reported', () => {
    expect(
      metricsIn('sum by (route) (rate(heed_no_such_metric_total{route="x"}[5m])) > 1e-9'),
    ).toEqual(['heed_no_such_metric_total']);
    expect(unknown(['heed_no_such_metric_total', 'heed_dashboard_sign_ins_total'])).toEqual([
      'heed_no_such_metric_total',
    ]);
  });
});

interface AlertRule {
  alert: string;
  expr: string;
  for: string;
  labels: { severity: string };
  annotations: { summary: string };
}

describe('the Prometheus alert rules', () => {
  test('are well-formed, query only metrics that Heed serves, and are all documented', async () => {
    const file = parseYaml(
      await readFile(path.join(docs, 'prometheus', 'heed-alerts.yaml'), 'utf8'),
    ) as { groups: { name: string; rules: AlertRule[] }[] };
    expect(file.groups.map((group) => group.name)).toEqual(['heed', 'heed-dashboard']);
    const rules = file.groups.flatMap((group) => group.rules);
    const names = rules.map((rule) => rule.alert);
    expect(new Set(names).size).toBe(names.length);
    for (const rule of rules) {
      expect(rule.alert).toMatch(/^Heed[A-Z][A-Za-z]+$/);
      expect(rule.for, rule.alert).toMatch(/^\d+[smh]$/);
      expect(['page', 'ticket'], rule.alert).toContain(rule.labels.severity);
      expect(rule.annotations.summary.length, rule.alert).toBeGreaterThan(10);
      expect(metricsIn(rule.expr).length, rule.alert).toBeGreaterThan(0);
    }
    expect(unknown(rules.flatMap((rule) => metricsIn(rule.expr)))).toEqual([]);
    const dashboardRules = file.groups.find((group) => group.name === 'heed-dashboard')?.rules;
    for (const rule of dashboardRules ?? []) {
      expect(metricsIn(rule.expr).every((name) => name.startsWith('heed_dashboard_'))).toBe(true);
    }

    const operations = await readFile(path.join(docs, 'operations.md'), 'utf8');
    const section = operations.split('## Suggested alerts')[1]?.split('\n## ')[0] ?? '';
    const documented = new Set([...section.matchAll(/`(Heed[A-Z][A-Za-z]+)`/g)].map((m) => m[1]));
    expect([...documented].sort()).toEqual([...names].sort());
  });
});
