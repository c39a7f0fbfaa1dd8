import { describe, expect, test } from 'vitest';
import {
  choiceOf,
  emptyFilterState,
  filterSearchParams,
  hasFilters,
  ratingFilterLabel,
  ratingOf,
  readFilterState,
  toApiFilter,
  toggleRepeatable,
  withChoice,
  withFilter,
  withRating,
  withTriage,
} from './filter-state.ts';

const THEME = '0b6c7f61-3f7a-4a53-8f0e-1f4a5e9b2c10';

describe('reading filters from the URL', () => {
  test('reads every filter, repeatable ones as lists', () => {
    const state = readFilterState(
      new URLSearchParams(
        `surveyId=checkout&from=2026-11-01&to=2026-11-30&appName=webshop&rating=overall:5` +
          `&rating=speed:2&choice=channel:web&hasText=true&tag=Pricing&tag=slow&theme=${THEME}` +
          `&deviceType=mobile&q=payment+failed&status=resolved&status=new&assignee=id:3f9a0c2b7d14`,
      ),
    );
    expect(state).toEqual({
      surveyId: 'checkout',
      from: '2026-11-01',
      to: '2026-11-30',
      appName: 'webshop',
      rating: ['overall:5', 'speed:2'],
      choice: ['channel:web'],
      hasText: 'true',
      tag: ['pricing', 'slow'],
      theme: THEME,
      deviceType: 'mobile',
      q: 'payment failed',
      // In the order of the statuses, whatever the link's.
      status: ['new', 'resolved'],
      assignee: 'id:3f9a0c2b7d14',
    });
  });

  test('drops values the API would refuse instead of failing the page', () => {
    const state = readFilterState(
      new URLSearchParams(
        'from=2026-02-30&to=yesterday&rating=overall&rating=:5&choice=channel:&hasText=yes' +
          '&theme=not-a-uuid&deviceType=watch&q=+++&tag=+++&surveyId=&status=done&assignee=bob' +
          '&assignee=id:XYZ',
      ),
    );
    expect(state).toEqual(emptyFilterState());
    expect(hasFilters(state)).toBe(false);
  });

  test('accepts the uncategorized theme and de-duplicates repeated values', () => {
    const state = readFilterState(new URLSearchParams('theme=uncategorized&tag=a&tag=A&tag=a'));
    expect(state.theme).toBe('uncategorized');
    expect(state.tag).toEqual(['a']);
  });

  test('a choice option may contain colons (split at the first), a rating field too (last)', () => {
    const state = readFilterState(new URLSearchParams('choice=channel:web:app&rating=a:b:7'));
    expect(choiceOf(state, 'channel')).toBe('web:app');
    expect(ratingOf(state, 'a:b')).toEqual({ min: 7, max: 7 });
  });

  test('a rating range reads as one, written one way; a reversed or too wide range is dropped', () => {
    const state = readFilterState(
      new URLSearchParams(
        'rating=overall:1-2&rating=speed:03-3&rating=a:b:0-10&rating=x:3-1&rating=y:0-11',
      ),
    );
    expect(state.rating).toEqual(['overall:1-2', 'speed:3', 'a:b:0-10']);
    expect(ratingOf(state, 'overall')).toEqual({ min: 1, max: 2 });
    expect(ratingOf(state, 'speed')).toEqual({ min: 3, max: 3 });
    expect(ratingOf(state, 'x')).toBeUndefined();
    const query = filterSearchParams(state).toString();
    expect(query).toBe('rating=overall%3A1-2&rating=speed%3A3&rating=a%3Ab%3A0-10');
    expect(readFilterState(new URLSearchParams(query))).toEqual(state);
  });

  test('a rating filter as people read it', () => {
    expect(ratingFilterLabel('overall:1-2')).toBe('overall 1–2');
    expect(ratingFilterLabel('overall:5')).toBe('overall 5');
    expect(ratingFilterLabel('a:b:0-6')).toBe('a:b 0–6');
  });
});

describe('the triage filters', () => {
  test('`me`, `none` and a userRef are assignees; statuses are kept once each', () => {
    for (const assignee of ['me', 'none', 'id:0123456789ab']) {
      expect(readFilterState(new URLSearchParams({ assignee })).assignee).toBe(assignee);
    }
    const state = readFilterState(new URLSearchParams('status=ignored&status=ignored&status=new'));
    expect(state.status).toEqual(['new', 'ignored']);
    expect(filterSearchParams(state).toString()).toBe('status=new&status=ignored');
  });

  test('toggling a status keeps the statuses in their order; assignee is a single filter', () => {
    let state = toggleRepeatable(emptyFilterState(), 'status', 'resolved');
    state = toggleRepeatable(state, 'status', 'new');
    expect(state.status).toEqual(['new', 'resolved']);
    expect(toggleRepeatable(state, 'status', 'new').status).toEqual(['resolved']);
    const mine = withFilter(state, 'assignee', 'me');
    expect(mine.assignee).toBe('me');
    expect(withFilter(mine, 'assignee', undefined)).toEqual(state);
  });

  test('quick filters replace status and assignee and keep the other filters', () => {
    const state = { ...emptyFilterState(), surveyId: 'checkout', status: ['resolved' as const] };
    expect(withTriage(state, { status: ['new'] })).toEqual({ ...state, status: ['new'] });
    expect(withTriage(state, { assignee: 'none' })).toEqual({
      ...emptyFilterState(),
      surveyId: 'checkout',
      assignee: 'none',
    });
  });

  test('they reach the API filter: statuses as a list, the assignee as it is', () => {
    const state = readFilterState(new URLSearchParams('status=in_progress&assignee=me'));
    expect(toApiFilter(state, 'UTC')).toEqual({
      status: ['in_progress'],
      assignee: 'me',
      tz: 'UTC',
    });
  });
});

describe('writing filters to the URL', () => {
  test('the same state always gives the same query string, and reading it back gives the state', () => {
    const state = {
      ...emptyFilterState(),
      q: 'slow',
      surveyId: 'checkout',
      tag: ['b', 'a'],
      rating: ['overall:4'],
    };
    const query = filterSearchParams(state).toString();
    expect(query).toBe('surveyId=checkout&rating=overall%3A4&tag=b&tag=a&q=slow');
    expect(readFilterState(new URLSearchParams(query))).toEqual(state);
  });

  test('an empty state is an empty query string', () => {
    expect(filterSearchParams(emptyFilterState()).toString()).toBe('');
  });
});

describe('changing filters', () => {
  test('setting and clearing a single filter', () => {
    const set = withFilter(emptyFilterState(), 'deviceType', 'tablet');
    expect(set.deviceType).toBe('tablet');
    expect(withFilter(set, 'deviceType', undefined)).toEqual(emptyFilterState());
    expect(withFilter(set, 'deviceType', '')).toEqual(emptyFilterState());
  });

  test('changing the survey drops rating and choice filters of the old survey', () => {
    const state = {
      ...emptyFilterState(),
      surveyId: 'a',
      rating: ['overall:5'],
      choice: ['channel:web'],
      tag: ['x'],
    };
    const next = withFilter(state, 'surveyId', 'b');
    expect(next).toEqual({ ...emptyFilterState(), surveyId: 'b', tag: ['x'] });
    expect(withFilter(state, 'surveyId', 'a').rating).toEqual(['overall:5']);
  });

  test('toggling a tag adds it, toggling again removes it, the original is untouched', () => {
    const start = emptyFilterState();
    const added = toggleRepeatable(start, 'tag', 'pricing');
    expect(added.tag).toEqual(['pricing']);
    expect(toggleRepeatable(added, 'tag', 'pricing').tag).toEqual([]);
    expect(start.tag).toEqual([]);
  });

  test('one rating and one choice filter per field', () => {
    let state = withRating(emptyFilterState(), 'overall', { min: 3, max: 3 });
    state = withRating(state, 'overall', { min: 5, max: 5 });
    state = withRating(state, 'speed', { min: 1, max: 1 });
    expect(state.rating).toEqual(['overall:5', 'speed:1']);
    // A range replaces the field's rating, and is written `min-max`.
    expect(withRating(state, 'overall', { min: 1, max: 2 }).rating).toEqual([
      'speed:1',
      'overall:1-2',
    ]);
    expect(withRating(state, 'overall', undefined).rating).toEqual(['speed:1']);
    state = withChoice(state, 'channel', 'web');
    state = withChoice(state, 'channel', 'app');
    expect(state.choice).toEqual(['channel:app']);
    expect(withChoice(state, 'channel', undefined).choice).toEqual([]);
  });
});

describe('mapping the URL state to the API filter', () => {
  test('repeatable filters go as arrays, empty ones are left out, tz is the browser’s zone', () => {
    const state = readFilterState(new URLSearchParams('tag=a&tag=b&from=2026-11-01&hasText=false'));
    expect(toApiFilter(state, 'Europe/Oslo')).toEqual({
      from: '2026-11-01',
      tag: ['a', 'b'],
      hasText: 'false',
      tz: 'Europe/Oslo',
    });
  });

  test('an unknown time zone is not sent (the API counts in UTC)', () => {
    expect(toApiFilter(emptyFilterState(), 'Mars/Olympus')).toEqual({});
  });

  test('the API filter does not share arrays with the state', () => {
    const state = { ...emptyFilterState(), tag: ['a'] };
    const filter = toApiFilter(state, 'UTC');
    filter.tag?.push('b');
    expect(state.tag).toEqual(['a']);
  });
});
