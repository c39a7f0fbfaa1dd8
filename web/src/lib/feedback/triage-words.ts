import { FEEDBACK_STATUSES, type FeedbackStatus } from '@heed/contracts';
import { formatCount } from '../format.ts';
import { type FilterState, withTriage } from './filter-state.ts';

/** The words of the triage: statuses, assignees, the quick filters and their keys. */

/** A status as people read it. */
export const STATUS_LABELS: Record<FeedbackStatus, string> = {
  new: 'New',
  in_progress: 'In progress',
  resolved: 'Resolved',
  ignored: 'Ignored',
};

/** The key that sets each status of the open item: `1` new … `4` ignored. */
export const STATUS_KEYS: Record<string, FeedbackStatus> = Object.fromEntries(
  FEEDBACK_STATUSES.map((status, index) => [String(index + 1), status]),
);

export function statusKeyOf(status: FeedbackStatus): string {
  return String(FEEDBACK_STATUSES.indexOf(status) + 1);
}

/** A member as the pages name them. */
export interface MemberName {
  userRef: string;
  name: string;
}

/** The `assignee` filter in words: "Me", "Unassigned", a member's name, or the `userRef`. */
export function assigneeFilterLabel(value: string, members: readonly MemberName[]): string {
  if (value === 'me') return 'Me';
  if (value === 'none') return 'Unassigned';
  return members.find((member) => member.userRef === value)?.name ?? value;
}

/** A quick filter above the list: a link setting the triage filters, the others kept. */
export interface QuickFilter {
  label: string;
  state: FilterState;
  /** Whether the list shows exactly this quick filter's triage filters now. */
  current: boolean;
}

/** "All", "New", "Mine" and "Unassigned", each keeping the filters other than status and assignee. */
export function quickFilters(state: FilterState): QuickFilter[] {
  const presets: { label: string; status?: FeedbackStatus[]; assignee?: string }[] = [
    { label: 'All' },
    { label: 'New', status: ['new'] },
    { label: 'Mine', assignee: 'me' },
    { label: 'Unassigned', assignee: 'none' },
  ];
  return presets.map((preset) => {
    const wanted = preset.status ?? [];
    return {
      label: preset.label,
      state: withTriage(state, preset),
      current:
        state.assignee === preset.assignee &&
        state.status.length === wanted.length &&
        wanted.every((status) => state.status.includes(status)),
    };
  });
}

/** What a bulk change did: "1 item changed.", "1,234 items changed.", "3 items deleted.". */
export function itemsChanged(affected: number, deleted = false): string {
  return `${formatCount(affected)} ${affected === 1 ? 'item' : 'items'} ${deleted ? 'deleted' : 'changed'}.`;
}
