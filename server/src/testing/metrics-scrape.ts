import { expect } from 'vitest';
import type { TestApp } from './test-app.ts';

/** `GET /internal/metrics` of a test app (from loopback); the Prometheus text. */
export async function scrapeMetrics(app: TestApp): Promise<string> {
  const response = await fetch(`${app.url}/internal/metrics`);
  expect(response.status).toBe(200);
  return response.text();
}

/**
 * The value of a sample in Prometheus text: the sum over the series of `name` whose labels include
 * every pair of `labels` (0 when none matches).
 */
export function metricValue(text: string, name: string, labels: Record<string, string> = {}) {
  let total = 0;
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(\{(.*)\})? (.+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = labelsOf(match[3] ?? '');
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) {
      total += Number(match[4]);
    }
  }
  return total;
}

/** Every label value of every `heed_` series (histogram bounds `le` aside), for privacy scans. */
export function labelValues(text: string): string[] {
  const values: string[] = [];
  for (const line of text.split('\n')) {
    const match = /^heed_[a-zA-Z0-9_:]*\{(.*)\} /.exec(line);
    if (!match) continue;
    const { le: _bound, ...labels } = labelsOf(match[1] ?? '');
    values.push(...Object.values(labels));
  }
  return values;
}

function labelsOf(text: string): Record<string, string> {
  const labels: Record<string, string> = {};
  for (const pair of text.matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g)) {
    labels[pair[1] as string] = pair[2] as string;
  }
  return labels;
}
