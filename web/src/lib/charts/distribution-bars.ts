import { scaleLinear } from 'd3-scale';

export interface DistributionBar {
  key: string;
  label: string;
  count: number;
  /** Share of the responses, 0–1 (0 when there are none): the API's, or count / sum of counts. */
  share: number;
  /** Bar length in the chart's units. */
  length: number;
}

/**
 * Bars of a distribution (`value → count`) in the given order, with lengths on one linear scale
 * whose longest bar fills `width`. Keys missing from the distribution count 0. `shares` are the
 * API's shares of the responses (choice questions, where a response may choose several options);
 * without them a share is of the sum of the counts (one value per response, as ratings).
 */
export function distributionBars(
  distribution: Record<string, number>,
  keys: { key: string; label: string }[],
  width: number,
  shares?: Record<string, number> | null,
): DistributionBar[] {
  const counts = keys.map(({ key }) => distribution[key] ?? 0);
  const total = counts.reduce((sum, count) => sum + count, 0);
  const longest = Math.max(...counts, 0);
  const length = scaleLinear()
    .domain([0, longest || 1])
    .range([0, width]);
  return keys.map(({ key, label }, index) => {
    const count = counts[index] ?? 0;
    const share = shares ? (shares[key] ?? 0) : total === 0 ? 0 : count / total;
    return { key, label, count, share, length: length(count) };
  });
}

/** A share as a whole percentage for people ("42 %"). */
export function percent(share: number): string {
  return `${Math.round(share * 100)} %`;
}

/** Whether shares add up to more than the whole (several answers allowed per response). */
export function sharesExceedWhole(bars: DistributionBar[]): boolean {
  // Shares come rounded to four decimals: a few ten-thousandths above 1 is rounding.
  return bars.reduce((sum, bar) => sum + bar.share, 0) > 1.001;
}
