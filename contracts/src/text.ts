import { z } from 'zod';

/**
 * A string PostgreSQL can store: well-formed Unicode (no lone surrogates) without NUL characters.
 * Every string a client sends goes through this, so such input is a clear 400, never a 500.
 */
export function text() {
  return z.string().refine((value) => value.isWellFormed() && !value.includes('\u0000'), {
    message: 'Must be well-formed Unicode without NUL characters.',
  });
}
