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
