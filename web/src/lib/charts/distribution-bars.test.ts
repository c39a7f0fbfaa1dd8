import { describe, expect, test } from 'vitest';
import { distributionBars, percent, sharesExceedWhole } from './distribution-bars.ts';

const keys = ['1', '2', '3'].map((key) => ({ key, label: `${key} stars` }));

describe('distribution bars', () => {
  test('the most frequent value fills the width; the others are proportional', () => {
    const bars = distributionBars({ '1': 2, '2': 8, '3': 4 }, keys, 200);
    expect(bars.map((bar) => bar.length)).toEqual([50, 200, 100]);
    expect(bars.map((bar) => bar.count)).toEqual([2, 8, 4]);
    expect(bars.map((bar) => percent(bar.share))).toEqual(['14 %', '57 %', '29 %']);
  });

  test('keys in the given order; a value nobody chose is a zero bar', () => {
    const bars = distributionBars({ '3': 1 }, keys, 100);
    expect(bars.map((bar) => [bar.key, bar.count, bar.length])).toEqual([
      ['1', 0, 0],
      ['2', 0, 0],
      ['3', 1, 100],
    ]);
  });

  test('no responses: every bar is empty and every share zero', () => {
    const bars = distributionBars({}, keys, 100);
    expect(bars.every((bar) => bar.length === 0 && bar.share === 0)).toBe(true);
  });

  test('with the API’s shares (of the responses), a share is not of the options chosen', () => {
    const options = ['card', 'invoice', 'paypal'].map((key) => ({ key, label: key }));
    const bars = distributionBars({ card: 12, invoice: 14, paypal: 10 }, options, 100, {
      card: 0.5,
      invoice: 0.5833,
      paypal: 0.4167,
    });
    expect(bars.map((bar) => percent(bar.share))).toEqual(['50 %', '58 %', '42 %']);
    expect(sharesExceedWhole(bars)).toBe(true);
  });

  test('shares of one answer per response make the whole, rounding aside', () => {
    const options = ['a', 'b', 'c'].map((key) => ({ key, label: key }));
    const bars = distributionBars({ a: 1, b: 1, c: 1 }, options, 100, {
      a: 0.3333,
      b: 0.3333,
      c: 0.3334,
    });
    expect(sharesExceedWhole(bars)).toBe(false);
    expect(sharesExceedWhole(distributionBars({ '1': 2, '2': 8 }, keys, 100))).toBe(false);
  });
});
