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

/**
 * An id a customer chooses (survey, field, option), 1 to `maxLength` characters: `text()` in
 * Unicode normalisation form C. Ids that differ only in normalisation (`café` with a composed `é`,
 * or an `e` followed by U+0301) look identical, so Heed takes them as one id everywhere it receives
 * one (submissions, definitions, filters, paths): composed, then counted.
 */
export function identifierText(maxLength: number) {
  return text().normalize('NFC').min(1).max(maxLength);
}
