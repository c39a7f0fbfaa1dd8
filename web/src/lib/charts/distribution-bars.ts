import { scaleLinear } from 'd3-scale';

export interface DistributionBar {
  key: string;
  label: string;
  count: number;
  /** Share of all responses counted, 0–1 (0 when there are none). */
  share: number;
  /** Bar length in the chart's units. */
  length: number;
}

/**
 * Bars of a distribution (`value → count`) in the given order, with lengths on one linear scale
 * whose longest bar fills `width`. Keys missing from the distribution count 0.
 */
export function distributionBars(
  distribution: Record<string, number>,
  keys: { key: string; label: string }[],
  width: number,
): DistributionBar[] {
  const counts = keys.map(({ key }) => distribution[key] ?? 0);
  const total = counts.reduce((sum, count) => sum + count, 0);
  const longest = Math.max(...counts, 0);
  const length = scaleLinear()
    .domain([0, longest || 1])
    .range([0, width]);
  return keys.map(({ key, label }, index) => {
    const count = counts[index] ?? 0;
    return { key, label, count, share: total === 0 ? 0 : count / total, length: length(count) };
  });
}

/** A share as a whole percentage for people ("42 %"). */
export function percent(share: number): string {
  return `${Math.round(share * 100)} %`;
}
