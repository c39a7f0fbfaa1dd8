/** An environment value that is empty or only spaces counts as not set (before zod reads it). */
export const blankAsUnset = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
