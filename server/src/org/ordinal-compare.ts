/**
 * Ordinal (UTF-16 code unit), case-sensitive comparison, independent of locale and collation: the
 * one order of slugs ("lowest slug"), survey ids and app names.
 */
export function ordinalCompare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
