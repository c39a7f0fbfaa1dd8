import { scaleBand, scaleLinear } from 'd3-scale';
import { line } from 'd3-shape';

/** One bucket of a trend as the API answers it (masked: counts and average are null). */
export interface TrendPoint {
  start: string;
  responses: number | null;
  average: number | null;
  masked: boolean;
}

export interface TrendMarker {
  id: string;
  date: string;
  label: string;
  description: string | null;
  color: string | null;
}

export interface TrendGeometryInput {
  buckets: TrendPoint[];
  /** The period of equal length just before, bucketed alike; drawn under the current one. */
  previous: TrendPoint[];
  markers: TrendMarker[];
  /** The rating scale: lowest and highest value a response can have. */
  ratingRange: [number, number];
  /** The last day of the period (markers after it are not drawn). */
  periodEnd: string;
  width: number;
  height: number;
}

export const TREND_MARGIN = { top: 28, right: 16, bottom: 28, left: 36 } as const;

export interface PlacedMarker extends TrendMarker {
  x: number;
  /** Row of its label: markers in the same bucket stack their labels. */
  labelRow: number;
  /** The label as drawn (long ones shortened), where it starts or ends, and which of the two. */
  labelText: string;
  labelX: number;
  labelAnchor: 'start' | 'end';
}

/** Longest marker label drawn in full; longer ones end in "…". */
const MARKER_LABEL_CHARACTERS = 24;
/**
 * Width of a character of a marker label (12 px, bold) to be safe: wider than the average of
 * common fonts, so an estimated label is never shorter than the drawn one.
 */
const MARKER_LABEL_CHARACTER_WIDTH = 8;
const MARKER_LABEL_GAP = 4;

/**
 * Where a marker's label goes so that it stays inside the chart: right of the line when it fits,
 * else left of it, else against the chart's right (or left) edge.
 */
export function markerLabelPlacement(
  x: number,
  label: string,
  width: number,
): { labelText: string; labelX: number; labelAnchor: 'start' | 'end' } {
  const characters = [...label];
  const labelText =
    characters.length > MARKER_LABEL_CHARACTERS
      ? `${characters.slice(0, MARKER_LABEL_CHARACTERS - 1).join('')}…`
      : label;
  const textWidth = [...labelText].length * MARKER_LABEL_CHARACTER_WIDTH;
  if (x + MARKER_LABEL_GAP + textWidth <= width) {
    return { labelText, labelX: x + MARKER_LABEL_GAP, labelAnchor: 'start' };
  }
  if (x - MARKER_LABEL_GAP - textWidth >= 0) {
    return { labelText, labelX: x - MARKER_LABEL_GAP, labelAnchor: 'end' };
  }
  // Wider than either side: against the edge nearer the line, inside the chart.
  return x > width / 2
    ? { labelText, labelX: width - 1, labelAnchor: 'end' }
    : { labelText, labelX: 1, labelAnchor: 'start' };
}

export interface TrendGeometry {
  /** Centre of each bucket on the x axis. */
  xs: number[];
  y: (value: number) => number;
  bandWidth: number;
  currentPath: string | null;
  previousPath: string | null;
  /** Buckets with an average, as dots (a lone bucket between gaps is visible). */
  currentDots: { index: number; x: number; y: number }[];
  /** Masked buckets: drawn as a band that says "fewer than N responses". */
  maskedIndexes: number[];
  markers: PlacedMarker[];
  yTicks: number[];
  /** Which buckets get an x-axis label (at most about six). */
  xLabelIndexes: number[];
  plot: { left: number; right: number; top: number; bottom: number };
}

/**
 * The index of the bucket a day falls in: the last bucket starting on or before it. Days before
 * the first bucket or after the period's end fall in none (-1). Buckets are sorted by `start`;
 * `YYYY-MM-DD` strings compare in date order.
 */
export function bucketIndexOf(starts: string[], day: string, periodEnd: string): number {
  if (starts.length === 0 || day < (starts[0] as string) || day > periodEnd) return -1;
  let found = -1;
  for (let index = 0; index < starts.length; index++) {
    if ((starts[index] as string) <= day) found = index;
    else break;
  }
  return found;
}

/** Every label index when few, else evenly spaced ones including the first and last. */
export function labelIndexes(count: number, most = 6): number[] {
  if (count <= most) return Array.from({ length: count }, (_, index) => index);
  const step = Math.ceil((count - 1) / (most - 1));
  const indexes: number[] = [];
  for (let index = 0; index < count - 1; index += step) indexes.push(index);
  const last = count - 1;
  const previous = indexes.at(-1) ?? 0;
  // Keep the last label unless it would sit on top of the one before.
  if (last - previous >= step / 2) indexes.push(last);
  else indexes[indexes.length - 1] = last;
  return indexes;
}

/** Positions of everything the trend chart draws, computed from the data and the chart's size. */
export function trendGeometry(input: TrendGeometryInput): TrendGeometry {
  const plot = {
    left: TREND_MARGIN.left,
    right: input.width - TREND_MARGIN.right,
    top: TREND_MARGIN.top,
    bottom: input.height - TREND_MARGIN.bottom,
  };
  const count = Math.max(input.buckets.length, 1);
  const x = scaleBand<number>()
    .domain(Array.from({ length: count }, (_, index) => index))
    .range([plot.left, plot.right])
    .paddingInner(0.1)
    .paddingOuter(0.05);
  const bandWidth = x.bandwidth();
  const xs = Array.from({ length: count }, (_, index) => (x(index) ?? 0) + bandWidth / 2);
  const [low, high] = input.ratingRange;
  const yScale = scaleLinear().domain([low, high]).range([plot.bottom, plot.top]);
  const y = (value: number) => yScale(value);

  const pathOf = (points: TrendPoint[]): string | null => {
    const drawn = points.slice(0, count);
    if (!drawn.some((point) => point.average !== null)) return null;
    return (
      line<TrendPoint>()
        .defined((point) => point.average !== null)
        .x((_, index) => xs[index] ?? 0)
        .y((point) => y(point.average ?? low))(drawn) ?? null
    );
  };

  const starts = input.buckets.map((bucket) => bucket.start);
  const rows = new Map<number, number>();
  const markers: PlacedMarker[] = [];
  for (const marker of [...input.markers].sort((a, b) => a.date.localeCompare(b.date))) {
    const index = bucketIndexOf(starts, marker.date, input.periodEnd);
    if (index < 0) continue;
    const labelRow = rows.get(index) ?? 0;
    rows.set(index, labelRow + 1);
    const markerX = xs[index] ?? 0;
    markers.push({
      ...marker,
      x: markerX,
      labelRow,
      ...markerLabelPlacement(markerX, marker.label, input.width),
    });
  }

  const tickCount = Math.min(high - low, 5);
  return {
    xs,
    y,
    bandWidth,
    currentPath: pathOf(input.buckets),
    previousPath: pathOf(input.previous),
    currentDots: input.buckets.flatMap((bucket, index) =>
      bucket.average === null ? [] : [{ index, x: xs[index] ?? 0, y: y(bucket.average) }],
    ),
    maskedIndexes: input.buckets.flatMap((bucket, index) => (bucket.masked ? [index] : [])),
    markers,
    yTicks: yScale.ticks(tickCount).filter((tick) => Number.isInteger(tick)),
    // About one label per 72 px of plot, at most six: labels never run into each other.
    xLabelIndexes: labelIndexes(
      input.buckets.length,
      Math.max(2, Math.min(6, Math.floor((plot.right - plot.left) / 72))),
    ),
    plot,
  };
}
