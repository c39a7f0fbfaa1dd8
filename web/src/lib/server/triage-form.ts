/**
 * What the explorer's triage forms send, read for the API: one item's status or assignee, and the
 * bulk bar's action on the ticked items or on every item the page's filters match.
 */
import {
  BULK_LIMITS,
  type BulkAction,
  type FeedbackStatus,
  MAX_TAG_CHARACTERS,
} from '@heed/contracts';
import { isAssigneeFilter, isFeedbackStatus } from '#lib/feedback/filter-state.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
}

/** The API's assignee of a form's `assignee`: `none` is nobody (null); undefined when invalid. */
export function assigneeOf(value: string): string | null | undefined {
  if (value === 'none') return null;
  return isAssigneeFilter(value) ? value : undefined;
}

/** A form's reading: what to send the API, or the reason to refuse it in words. */
export type FormReading<T> = { ok: true; value: T } | { ok: false; error: string };

/** One item's change: `status` (the button pressed) and/or `assignee` (the select). */
export interface ItemTriage {
  id: string;
  status?: FeedbackStatus;
  assignee?: string | null;
}

export function readItemTriage(form: FormData): FormReading<ItemTriage> {
  const id = text(form, 'id');
  if (!UUID.test(id)) return { ok: false, error: 'Which feedback?' };
  const change: ItemTriage = { id };
  const status = text(form, 'status');
  if (status) {
    if (!isFeedbackStatus(status)) return { ok: false, error: 'Choose a status.' };
    change.status = status;
  }
  const assigneeField = text(form, 'assignee');
  if (assigneeField) {
    const assignee = assigneeOf(assigneeField);
    if (assignee === undefined) return { ok: false, error: 'Choose a member of the team.' };
    change.assignee = assignee;
  }
  if (change.status === undefined && change.assignee === undefined) {
    return { ok: false, error: 'Choose a status or an assignee.' };
  }
  return { ok: true, value: change };
}

/** The bulk bar's change: the action, and the ticked `ids` or every item matching (`filter`). */
export interface BulkChange {
  action: BulkAction;
  scope: { ids: string[] } | 'filter';
}

export function readBulkChange(form: FormData): FormReading<BulkChange> {
  let scope: BulkChange['scope'];
  if (text(form, 'scope') === 'filter') {
    scope = 'filter';
  } else {
    const ids = [
      ...new Set(
        form.getAll('ids').filter((id): id is string => typeof id === 'string' && UUID.test(id)),
      ),
    ];
    if (ids.length === 0) return { ok: false, error: 'Tick the items to change first.' };
    if (ids.length > BULK_LIMITS.ids) {
      return {
        ok: false,
        error: `At most ${BULK_LIMITS.ids} ticked items change at once; select all matching instead.`,
      };
    }
    scope = { ids };
  }
  const kind = text(form, 'do');
  switch (kind) {
    case 'status': {
      const status = text(form, 'status');
      if (!isFeedbackStatus(status)) return { ok: false, error: 'Choose a status.' };
      return { ok: true, value: { scope, action: { type: 'status', status } } };
    }
    case 'assign': {
      const assignee = assigneeOf(text(form, 'assignee'));
      if (assignee === undefined) return { ok: false, error: 'Choose whom to assign them to.' };
      return { ok: true, value: { scope, action: { type: 'assign', assignee } } };
    }
    case 'tag':
    case 'untag': {
      const tag = text(form, 'tag');
      if (!tag) {
        return {
          ok: false,
          error: kind === 'tag' ? 'Write a tag to add.' : 'Write the tag to remove.',
        };
      }
      const characters = [...tag].length;
      if (characters > MAX_TAG_CHARACTERS) {
        return {
          ok: false,
          error: `A tag has at most ${MAX_TAG_CHARACTERS} characters; this one has ${characters}.`,
        };
      }
      return { ok: true, value: { scope, action: { type: kind, tag } } };
    }
    case 'delete':
      return { ok: true, value: { scope, action: { type: 'delete' } } };
    default:
      return { ok: false, error: 'Choose what to do with the items.' };
  }
}
