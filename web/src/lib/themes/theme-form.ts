/**
 * The theme form as API input: keywords are written one a line or separated by commas; blank ones
 * and repeats (case-insensitive) are dropped. The API checks every rule and its message is shown.
 */
export function parseKeywords(text: string): string[] {
  const seen = new Set<string>();
  const keywords: string[] = [];
  for (const raw of text.split(/[\n,]/)) {
    const keyword = raw.trim().replace(/\s+/g, ' ');
    const key = keyword.toLowerCase();
    if (!keyword || seen.has(key)) continue;
    seen.add(key);
    keywords.push(keyword);
  }
  return keywords;
}

/** Keywords as the form shows them: one a line. */
export function keywordsText(keywords: string[]): string {
  return keywords.join('\n');
}
