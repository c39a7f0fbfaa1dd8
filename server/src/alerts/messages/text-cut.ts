const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** The mark a cut text ends with. */
export const CUT_MARK = '…';

/**
 * `text` when its length (UTF-16 code units, which Slack, Teams and JavaScript count and which is
 * never less than the number of characters) is at most `max`; otherwise the longest start of it
 * made of whole characters (an emoji and its modifiers stay together) followed by `…`, `max` long
 * at most.
 */
export function cutText(text: string, max: number): string {
  if (text.length <= max) return text;
  if (max <= CUT_MARK.length) return CUT_MARK.slice(0, Math.max(0, max));
  const room = max - CUT_MARK.length;
  let end = 0;
  for (const { segment } of graphemes.segment(text)) {
    if (end + segment.length > room) break;
    end += segment.length;
  }
  return `${text.slice(0, end).trimEnd()}${CUT_MARK}`;
}

/** A line of one line: line breaks and other control characters become spaces. */
export function oneLine(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes
  return text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ').trim();
}
