import { describe, expect, test } from 'vitest';
import { ratingChoices, ratingLabel, ratingRange, ratingValues } from './rating-scale.ts';

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

  test('the rating filters offered: each rating, then at most and at least each inner rating', () => {
    const stars = ratingChoices({ ratingVariant: 'stars', ratingScale: 3 });
    expect(stars).toEqual([
      {
        group: 'Exactly',
        choices: [
          { min: 1, max: 1, label: '1 star' },
          { min: 2, max: 2, label: '2 stars' },
          { min: 3, max: 3, label: '3 stars' },
        ],
      },
      { group: 'At most', choices: [{ min: 1, max: 2, label: 'At most 2 stars' }] },
      { group: 'At least', choices: [{ min: 2, max: 3, label: 'At least 2 stars' }] },
    ]);
    const nps = ratingChoices({ ratingVariant: 'nps', ratingScale: 10 });
    expect(nps.find((group) => group.group === 'At most')?.choices).toContainEqual({
      min: 0,
      max: 6,
      label: 'At most 6',
    });
    expect(nps.map((group) => group.choices.length)).toEqual([11, 9, 9]);
    // Two ratings: a range would be one of them or both.
    expect(ratingChoices({ ratingVariant: 'thumbs', ratingScale: 2 })).toEqual([
      {
        group: 'Exactly',
        choices: [
          { min: 1, max: 1, label: 'Thumbs down' },
          { min: 2, max: 2, label: 'Thumbs up' },
        ],
      },
    ]);
  });
});
