import {
  type FilterParameter,
  type FilterState,
  ratingFilterLabel,
  toggleRepeatable,
  withFilter,
} from './filter-state.ts';
import { STATUS_LABELS } from './triage-words.ts';

/** A filter in force as people read it, and the state without it. */
export interface FilterChip {
  name: FilterParameter;
  value: string;
  label: string;
  without: FilterState;
}

/** The name of a theme id (`uncategorized`: no theme) among the team's themes. */
export function themeNamer(
  themes: readonly { id: string; name: string }[],
): (id: string) => string {
  return (id) =>
    id === 'uncategorized'
      ? 'No theme'
      : (themes.find((theme) => theme.id === id)?.name ?? 'Deleted theme');
}

/**
 * The filters of a state as the explorer's chips read them (`Survey: checkout`, `Rating: overall
 * 1–2`, `With text`, `“payment”`, `Status: New`), in the explorer's order. The alert rules say
 * their filters in the same words. `assigneeName` names an `assignee` filter's member (`me`,
 * a userRef).
 */
export function filterChips(
  state: FilterState,
  themeName: (id: string) => string,
  assigneeName: (value: string) => string = (value) => value,
): FilterChip[] {
  const list: FilterChip[] = [];
  const single = (
    name:
      | 'surveyId'
      | 'from'
      | 'to'
      | 'appName'
      | 'hasText'
      | 'theme'
      | 'deviceType'
      | 'q'
      | 'assignee',
    label: (value: string) => string,
  ) => {
    const value = state[name];
    if (value !== undefined) {
      list.push({ name, value, label: label(value), without: withFilter(state, name, undefined) });
    }
  };
  single('surveyId', (value) => `Survey: ${value}`);
  single('from', (value) => `From ${value}`);
  single('to', (value) => `To ${value}`);
  single('appName', (value) => `App: ${value}`);
  single('hasText', (value) => (value === 'true' ? 'With text' : 'Without text'));
  single('theme', (value) => `Theme: ${themeName(value)}`);
  single('deviceType', (value) => `Device: ${value}`);
  single('q', (value) => `“${value}”`);
  for (const status of state.status) {
    list.push({
      name: 'status',
      value: status,
      label: `Status: ${STATUS_LABELS[status as keyof typeof STATUS_LABELS] ?? status}`,
      without: toggleRepeatable(state, 'status', status),
    });
  }
  single('assignee', (value) =>
    value === 'none' ? 'Unassigned' : `Assigned to ${assigneeName(value).replace(/^Me$/, 'me')}`,
  );
  for (const name of ['rating', 'choice', 'tag'] as const) {
    for (const value of state[name]) {
      list.push({
        name,
        value,
        label:
          name === 'tag'
            ? `Tag: ${value}`
            : name === 'rating'
              ? `Rating: ${ratingFilterLabel(value)}`
              : `Answer ${value}`,
        without: toggleRepeatable(state, name, value),
      });
    }
  }
  return list;
}
