/**
 * The privacy rule of statistics: an aggregate computed from 1 to `threshold - 1` responses is
 * masked (its counts and averages become `null`); 0 responses reveal nobody and are not masked.
 */
export function isMasked(responses: number, threshold: number): boolean {
  return responses >= 1 && responses < threshold;
}
