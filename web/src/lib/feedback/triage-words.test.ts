import { describe, expect, test } from 'vitest';
import { emptyFilterState } from './filter-state.ts';
import {
  assigneeFilterLabel,
  itemsChanged,
  quickFilters,
  STATUS_KEYS,
  statusKeyOf,
} from './triage-words.ts';

const MEMBERS = [{ userRef: 'id:0123456789ab', name: 'Edith Editor' }];

describe('the triage words', () => {
  test('keys 1–4 set new, in progress, resolved, ignored', () => {
    expect(STATUS_KEYS).toEqual({
      '1': 'new',
      '2': 'in_progress',
      '3': 'resolved',
      '4': 'ignored',
    });
    expect(statusKeyOf('resolved')).toBe('3');
  });

  test('the assignee filter names me, nobody, a member, or shows an unknown userRef', () => {
    expect(assigneeFilterLabel('me', MEMBERS)).toBe('Me');
    expect(assigneeFilterLabel('none', MEMBERS)).toBe('Unassigned');
    expect(assigneeFilterLabel('id:0123456789ab', MEMBERS)).toBe('Edith Editor');
    expect(assigneeFilterLabel('id:ffffffffffff', MEMBERS)).toBe('id:ffffffffffff');
  });

  test('exactly the quick filter whose status and assignee the view has is current', () => {
    const current = (state: ReturnType<typeof emptyFilterState>) =>
      quickFilters(state)
        .filter((quick) => quick.current)
        .map((quick) => quick.label);
    expect(current(emptyFilterState())).toEqual(['All']);
    expect(current({ ...emptyFilterState(), status: ['new'], surveyId: 'x' })).toEqual(['New']);
    expect(current({ ...emptyFilterState(), assignee: 'me' })).toEqual(['Mine']);
    expect(current({ ...emptyFilterState(), assignee: 'none' })).toEqual(['Unassigned']);
    expect(current({ ...emptyFilterState(), status: ['new'], assignee: 'me' })).toEqual([]);
    const mine = quickFilters({ ...emptyFilterState(), surveyId: 'x', status: ['resolved'] })[2];
    expect(mine?.state).toEqual({ ...emptyFilterState(), surveyId: 'x', assignee: 'me' });
  });

  test('how many items a bulk change changed', () => {
    expect(itemsChanged(1)).toBe('1 item changed.');
    expect(itemsChanged(1234)).toBe('1,234 items changed.');
    expect(itemsChanged(3, true)).toBe('3 items deleted.');
  });
});
