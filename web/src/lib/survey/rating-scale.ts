import { RATING_VARIANTS, type RatingVariant } from '@heed/contracts';

interface RatingField {
  ratingVariant: RatingVariant;
  ratingScale: number;
}

/** Lowest and highest rating a field allows (`ratingScale` may lower the variant's top). */
export function ratingRange(field: RatingField): [number, number] {
  const { min, max } = RATING_VARIANTS[field.ratingVariant];
  return [min, Math.max(min + 1, Math.min(max, field.ratingScale))];
}

/** Every value of the scale, lowest first. */
export function ratingValues(field: RatingField): number[] {
  const [low, high] = ratingRange(field);
  return Array.from({ length: high - low + 1 }, (_, index) => low + index);
}

/** A rating as people read it. */
export function ratingLabel(variant: RatingVariant, rating: number): string {
  if (variant === 'thumbs') return rating >= 2 ? 'Thumbs up' : 'Thumbs down';
  if (variant === 'stars') return `${rating} ${rating === 1 ? 'star' : 'stars'}`;
  return String(rating);
}

/** A rating filter the explorer offers for a field: `min` to `max`, inclusive. */
export interface RatingChoice {
  min: number;
  max: number;
  label: string;
}

/**
 * The rating filters the explorer offers for a field, in groups: each rating (`Exactly`), then the
 * ratings up to one (`At most`) and from one (`At least`) that are neither a single rating nor the
 * whole scale (so a two-value scale, thumbs, offers its ratings alone).
 */
export function ratingChoices(
  field: RatingField,
): { group: 'Exactly' | 'At most' | 'At least'; choices: RatingChoice[] }[] {
  const [low, high] = ratingRange(field);
  const values = ratingValues(field);
  const inner = values.filter((value) => value > low && value < high);
  const label = (value: number) => ratingLabel(field.ratingVariant, value);
  const groups = [
    {
      group: 'Exactly' as const,
      choices: values.map((value) => ({ min: value, max: value, label: label(value) })),
    },
    {
      group: 'At most' as const,
      choices: inner.map((value) => ({ min: low, max: value, label: `At most ${label(value)}` })),
    },
    {
      group: 'At least' as const,
      choices: inner.map((value) => ({ min: value, max: high, label: `At least ${label(value)}` })),
    },
  ];
  return groups.filter((group) => group.choices.length > 0);
}
