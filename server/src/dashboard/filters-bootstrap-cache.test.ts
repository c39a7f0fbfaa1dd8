import { describe, expect, it } from 'vitest';
import { ManualClock } from '../testing/test-app.ts';
import {
  FILTERS_CACHE_TTL_MS,
  type FilterOptions,
  FiltersBootstrapCache,
} from './filters-bootstrap-cache.ts';

const options = (surveyId: string): FilterOptions => ({
  surveys: [{ surveyId, surveyType: 'rating', fields: [] }],
  appNames: ['web'],
  tags: [],
  themes: [],
  deviceTypes: [],
  firstResponseAt: null,
  lastResponseAt: null,
});

describe('FiltersBootstrapCache', () => {
  it('keeps a team’s options for five minutes at most', () => {
    const clock = new ManualClock();
    const cache = new FiltersBootstrapCache(clock);
    cache.set('team-1', options('a'));
    clock.advance(FILTERS_CACHE_TTL_MS - 1);
    expect(cache.get('team-1')).toEqual(options('a'));
    clock.advance(1);
    expect(cache.get('team-1')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('keys by team only: one team never sees another’s options', () => {
    const cache = new FiltersBootstrapCache(new ManualClock());
    cache.set('team-1', options('a'));
    cache.set('team-2', options('b'));
    expect(cache.get('team-1')).toEqual(options('a'));
    expect(cache.get('team-2')).toEqual(options('b'));
    expect(cache.get('team-3')).toBeUndefined();
  });

  it('marks a team changed from its invalidation until its options are stored again', () => {
    const cache = new FiltersBootstrapCache(new ManualClock());
    cache.set('team-1', options('a'));
    expect(cache.changedSinceStored('team-1')).toBe(false);
    cache.invalidate('team-1');
    expect(cache.get('team-1')).toBeUndefined();
    expect(cache.changedSinceStored('team-1')).toBe(true);
    expect(cache.changedSinceStored('team-2')).toBe(false);
    cache.set('team-1', options('b'));
    expect(cache.changedSinceStored('team-1')).toBe(false);
  });

  it('is bounded: past its size the least recently stored team goes', () => {
    const cache = new FiltersBootstrapCache(new ManualClock(), { maxEntries: 2 });
    cache.set('team-1', options('a'));
    cache.set('team-2', options('b'));
    cache.set('team-1', options('a2'));
    cache.set('team-3', options('c'));
    expect(cache.size).toBe(2);
    expect(cache.get('team-2')).toBeUndefined();
    expect(cache.get('team-1')).toEqual(options('a2'));
    expect(cache.get('team-3')).toEqual(options('c'));
  });

  it('restarts the lifetime when a team is stored again, and forgets on invalidate', () => {
    const clock = new ManualClock();
    const cache = new FiltersBootstrapCache(clock);
    cache.set('team-1', options('a'));
    clock.advance(FILTERS_CACHE_TTL_MS - 10);
    cache.set('team-1', options('b'));
    clock.advance(20);
    expect(cache.get('team-1')).toEqual(options('b'));
    cache.invalidate('team-1');
    expect(cache.get('team-1')).toBeUndefined();
  });

  it('refuses a lifetime over five minutes and an empty bound', () => {
    const clock = new ManualClock();
    expect(() => new FiltersBootstrapCache(clock, { ttlMs: FILTERS_CACHE_TTL_MS + 1 })).toThrow(
      RangeError,
    );
    expect(() => new FiltersBootstrapCache(clock, { ttlMs: 0 })).toThrow(RangeError);
    expect(() => new FiltersBootstrapCache(clock, { maxEntries: 0 })).toThrow(RangeError);
  });
});
