import { z } from 'zod';
import { blankAsUnset } from './blank-as-unset.ts';

/** A whole number of milliseconds within bounds; an empty value takes the default. */
export const milliseconds = (fallback: number, min: number, max: number) =>
  z.preprocess(
    blankAsUnset,
    z.coerce
      .number()
      .int('must be a whole number of milliseconds')
      .min(min, `must be at least ${min}`)
      .max(max, `must be at most ${max}`)
      .optional()
      .default(fallback),
  );
