import { describe, expect, test } from 'vitest';
import {
  bucketIndexOf,
  labelIndexes,
  markerLabelPlacement,
  type TrendPoint,
  trendGeometry,
} from './trend-geometry.ts';

const point = (start: string, average: number | null, masked = false): TrendPoint => ({
  start,
  responses: average === null ? (masked ? null : 0) : 10,
  average,
  masked,
});

const marker = (id: string, date: string) => ({
  id,
  date,
  label: id,
  description: null,
  color: null,
});

describe('which bucket a day falls in', () => {
  const starts = ['2026-11-02', '2026-11-09', '2026-11-16'];

  test('the last bucket starting on or before the day', () => {
    expect(bucketIndexOf(starts, '2026-11-02', '2026-11-22')).toBe(0);
    expect(bucketIndexOf(starts, '2026-11-08', '2026-11-22')).toBe(0);
    expect(bucketIndexOf(starts, '2026-11-09', '2026-11-22')).toBe(1);
    expect(bucketIndexOf(starts, '2026-11-22', '2026-11-22')).toBe(2);
  });

  test('none before the first bucket or after the period', () => {
    expect(bucketIndexOf(starts, '2026-11-01', '2026-11-22')).toBe(-1);
    expect(bucketIndexOf(starts, '2026-11-23', '2026-11-22')).toBe(-1);
    expect(bucketIndexOf([], '2026-11-05', '2026-11-22')).toBe(-1);
  });
});

describe('x-axis labels', () => {
  test('every bucket when there are few', () => {
    expect(labelIndexes(4)).toEqual([0, 1, 2, 3]);
  });

  test('at most about six, always the first and the last', () => {
    const indexes = labelIndexes(30);
    expect(indexes[0]).toBe(0);
    expect(indexes.at(-1)).toBe(29);
    expect(indexes.length).toBeLessThanOrEqual(7);
    expect([...indexes].sort((a, b) => a - b)).toEqual(indexes);
  });
});

describe('trend geometry', () => {
  const base = {
    previous: [],
    markers: [],
    ratingRange: [1, 5] as [number, number],
    periodEnd: '2026-11-03',
    width: 400,
    height: 200,
  };

  test('the rating scale fills the plot: lowest rating at the bottom, highest at the top', () => {
    const geometry = trendGeometry({ ...base, buckets: [point('2026-11-01', 1)] });
    expect(geometry.y(1)).toBe(geometry.plot.bottom);
    expect(geometry.y(5)).toBe(geometry.plot.top);
    expect(geometry.y(3)).toBe((geometry.plot.bottom + geometry.plot.top) / 2);
    expect(geometry.yTicks).toEqual([1, 2, 3, 4, 5]);
  });

  test('buckets are evenly spaced, left to right, inside the plot', () => {
    const geometry = trendGeometry({
      ...base,
      buckets: [point('2026-11-01', 2), point('2026-11-02', 3), point('2026-11-03', 4)],
    });
    const [a, b, c] = geometry.xs as [number, number, number];
    expect(a).toBeGreaterThan(geometry.plot.left);
    expect(c).toBeLessThan(geometry.plot.right);
    expect(b - a).toBeCloseTo(c - b, 6);
  });

  test('masked and empty buckets break the line and are listed as masked', () => {
    const geometry = trendGeometry({
      ...base,
      buckets: [point('2026-11-01', 2), point('2026-11-02', null, true), point('2026-11-03', 4)],
    });
    // Two separate segments: the path moves (M) twice.
    expect(geometry.currentPath?.match(/M/g)).toHaveLength(2);
    expect(geometry.maskedIndexes).toEqual([1]);
    expect(geometry.currentDots.map((dot) => dot.index)).toEqual([0, 2]);
  });

  test('a narrow chart labels fewer buckets, so labels do not run into each other', () => {
    const buckets = Array.from({ length: 30 }, (_, index) =>
      point(`2026-11-${String(index + 1).padStart(2, '0')}`, 3),
    );
    const narrow = trendGeometry({ ...base, periodEnd: '2026-11-30', buckets, width: 280 });
    const wide = trendGeometry({ ...base, periodEnd: '2026-11-30', buckets, width: 1100 });
    expect(narrow.xLabelIndexes.length).toBeLessThanOrEqual(4);
    expect(wide.xLabelIndexes.length).toBeGreaterThan(narrow.xLabelIndexes.length);
    const gaps = narrow.xLabelIndexes
      .slice(1)
      .map(
        (index, at) => (narrow.xs[index] ?? 0) - (narrow.xs[narrow.xLabelIndexes[at] ?? 0] ?? 0),
      );
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(48);
  });

  test('no line at all when no bucket has an average', () => {
    const geometry = trendGeometry({ ...base, buckets: [point('2026-11-01', null)] });
    expect(geometry.currentPath).toBeNull();
    expect(geometry.previousPath).toBeNull();
  });

  test('the previous period is drawn on the same x positions, bucket by bucket', () => {
    const geometry = trendGeometry({
      ...base,
      buckets: [point('2026-11-01', 2), point('2026-11-02', 3)],
      previous: [point('2026-10-30', 5), point('2026-10-31', 5)],
    });
    const y5 = geometry.y(5);
    const numbers = (geometry.previousPath ?? '').match(/[\d.]+/g)?.map(Number) ?? [];
    const expected = [geometry.xs[0], y5, geometry.xs[1], y5] as number[];
    expect(geometry.previousPath).toMatch(/^M[\d.]+,[\d.]+L[\d.]+,[\d.]+$/);
    expect(numbers).toHaveLength(4);
    numbers.forEach((value, index) => {
      expect(value).toBeCloseTo(expected[index] as number, 6);
    });
  });

  test('markers sit on their bucket; markers sharing one stack their labels; outside ones are left out', () => {
    const geometry = trendGeometry({
      ...base,
      buckets: [point('2026-11-01', 2), point('2026-11-02', 3), point('2026-11-03', 4)],
      markers: [
        marker('release', '2026-11-02'),
        marker('campaign', '2026-11-02'),
        marker('early', '2026-10-01'),
        marker('late', '2026-12-01'),
      ],
    });
    expect(geometry.markers.map((m) => [m.id, m.x, m.labelRow])).toEqual([
      ['release', geometry.xs[1], 0],
      ['campaign', geometry.xs[1], 1],
    ]);
  });
});

describe('marker labels stay inside the chart', () => {
  const WIDTH = 360;
  /** The label's extent with the placement's own per-character width estimate (8 px). */
  const extent = (placed: ReturnType<typeof markerLabelPlacement>) => {
    const width = [...placed.labelText].length * 8;
    return placed.labelAnchor === 'start'
      ? [placed.labelX, placed.labelX + width]
      : [placed.labelX - width, placed.labelX];
  };

  test('right of the line where it fits, left of it near the right edge', () => {
    expect(markerLabelPlacement(40, 'Checkout 2.0', WIDTH)).toMatchObject({
      labelAnchor: 'start',
      labelX: 44,
    });
    // 80 px from the right edge, a 12-character label (96 px) would be cut off on the right.
    expect(markerLabelPlacement(WIDTH - 80, 'Checkout 2.0', WIDTH)).toMatchObject({
      labelAnchor: 'end',
      labelX: WIDTH - 84,
    });
  });

  test('at any position, short or long, the label is within 0 and the width', () => {
    for (const label of ['v2', 'Checkout 2.0', 'One-page checkout released to everyone']) {
      for (let x = 0; x <= WIDTH; x += 10) {
        const [from, to] = extent(markerLabelPlacement(x, label, WIDTH));
        expect(from, `${label} at ${x}`).toBeGreaterThanOrEqual(0);
        expect(to, `${label} at ${x}`).toBeLessThanOrEqual(WIDTH);
      }
    }
    expect(markerLabelPlacement(10, 'x'.repeat(40), WIDTH).labelText).toBe(`${'x'.repeat(23)}…`);
  });
});
