import { describe, expect, test } from 'vitest';
import { ratingLabel, ratingRange, ratingValues } from './rating-scale.ts';

describe('rating scales', () => {
  test('each variant’s range; the scale may lower the top', () => {
    expect(ratingRange({ ratingVariant: 'nps', ratingScale: 10 })).toEqual([0, 10]);
    expect(ratingRange({ ratingVariant: 'stars', ratingScale: 5 })).toEqual([1, 5]);
    expect(ratingRange({ ratingVariant: 'stars', ratingScale: 3 })).toEqual([1, 3]);
    expect(ratingRange({ ratingVariant: 'thumbs', ratingScale: 2 })).toEqual([1, 2]);
    expect(ratingValues({ ratingVariant: 'emoji', ratingScale: 5 })).toEqual([1, 2, 3, 4, 5]);
  });

  test('labels people read', () => {
    expect(ratingLabel('thumbs', 2)).toBe('Thumbs up');
    expect(ratingLabel('thumbs', 1)).toBe('Thumbs down');
    expect(ratingLabel('stars', 1)).toBe('1 star');
    expect(ratingLabel('nps', 9)).toBe('9');
  });
});
