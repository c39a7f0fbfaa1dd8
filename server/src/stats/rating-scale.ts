import { type FieldDefinition, RATING_VARIANTS } from '@heed/contracts';

type RatingField = Extract<FieldDefinition, { fieldType: 'RATING' }>;

/** Every value a rating field allows, lowest first (the variant's range, topped by its scale). */
export function ratingValues(field: RatingField): number[] {
  const range = RATING_VARIANTS[field.ratingVariant];
  const top = Math.min(range.max, field.ratingScale);
  const values: number[] = [];
  for (let value = range.min; value <= top; value += 1) values.push(value);
  return values;
}

/** A distribution with a key for every value of the scale (0 where nobody chose it). */
export function ratingDistribution(
  values: number[],
  counts: ReadonlyMap<string, number>,
): Record<string, number> {
  return Object.fromEntries(values.map((value) => [String(value), counts.get(String(value)) ?? 0]));
}

/** The mean of a distribution, rounded to two decimals; `null` without responses. */
export function averageOf(distribution: Record<string, number>): number | null {
  let sum = 0;
  let count = 0;
  for (const [value, n] of Object.entries(distribution)) {
    sum += Number(value) * n;
    count += n;
  }
  return count === 0 ? null : Math.round((sum / count) * 100) / 100;
}

/**
 * Net Promoter Score of a 0–10 distribution: promoters rate 9–10, passives 7–8, detractors 0–6;
 * score = % promoters − % detractors, rounded to a whole number (0 without responses).
 */
export function npsOf(distribution: Record<string, number>) {
  let promoters = 0;
  let passives = 0;
  let detractors = 0;
  for (const [value, n] of Object.entries(distribution)) {
    const rating = Number(value);
    if (rating >= 9) promoters += n;
    else if (rating >= 7) passives += n;
    else detractors += n;
  }
  const total = promoters + passives + detractors;
  const score = total === 0 ? 0 : Math.round(((promoters - detractors) * 100) / total);
  return { score, promoters, passives, detractors };
}
