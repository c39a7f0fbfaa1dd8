import { describe, expect, test } from 'vitest';
import { explorerHref, exportHref } from './explorer-links.ts';
import { emptyFilterState, readFilterState } from './filter-state.ts';

describe('explorer links', () => {
  test('carry the filters, and the cursor or open item when given', () => {
    const state = { ...emptyFilterState(), surveyId: 'checkout', tag: ['slow'] };
    expect(explorerHref('shop', state)).toBe('/t/shop/feedback?surveyId=checkout&tag=slow');
    expect(explorerHref('shop', state, { cursor: 'abc', item: 'id-1' })).toBe(
      '/t/shop/feedback?surveyId=checkout&tag=slow&cursor=abc&item=id-1',
    );
    expect(explorerHref('shop', emptyFilterState())).toBe('/t/shop/feedback');
  });

  test('the export link holds the same filters, read back identically, plus the format', () => {
    const state = readFilterState(
      new URLSearchParams('surveyId=s&rating=overall:5&rating=speed:1-2&q=late+delivery'),
    );
    const href = exportHref('shop', state, 'xlsx');
    const url = new URL(href, 'http://dashboard.test');
    expect(url.pathname).toBe('/t/shop/feedback/export');
    expect(url.searchParams.get('format')).toBe('xlsx');
    expect(url.searchParams.getAll('rating')).toEqual(['overall:5', 'speed:1-2']);
    expect(readFilterState(url.searchParams)).toEqual(state);
  });
});
