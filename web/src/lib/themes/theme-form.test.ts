import { describe, expect, test } from 'vitest';
import { keywordsText, parseKeywords } from './theme-form.ts';

describe('theme keywords from the form', () => {
  test('one a line or comma-separated, trimmed, inner spaces collapsed', () => {
    expect(parseKeywords('checkout\n payment   failed , card declined\n')).toEqual([
      'checkout',
      'payment failed',
      'card declined',
    ]);
  });

  test('blank entries and case-insensitive repeats are dropped, the first spelling kept', () => {
    expect(parseKeywords(',\n\nSlow, slow ,SLOW\n')).toEqual(['Slow']);
    expect(parseKeywords('')).toEqual([]);
  });

  test('shown one a line, and reading that back gives the same list', () => {
    const keywords = ['checkout', 'payment failed'];
    expect(parseKeywords(keywordsText(keywords))).toEqual(keywords);
  });
});
