import { describe, expect, test } from 'vitest';
import { readBulkChange, readItemTriage } from './triage-form.ts';

const ID = '0b6c7f61-3f7a-4a53-8f0e-1f4a5e9b2c10';
const OTHER = '1c7d8e72-4a8b-4b64-9f1f-2a5b6f0c3d21';

function form(entries: [string, string][]): FormData {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
}

describe('one item’s triage form', () => {
  test('a status button, or the assignee select (`none` is nobody)', () => {
    expect(
      readItemTriage(
        form([
          ['id', ID],
          ['status', 'resolved'],
        ]),
      ),
    ).toEqual({
      ok: true,
      value: { id: ID, status: 'resolved' },
    });
    expect(
      readItemTriage(
        form([
          ['id', ID],
          ['assignee', 'none'],
        ]),
      ),
    ).toEqual({
      ok: true,
      value: { id: ID, assignee: null },
    });
    expect(
      readItemTriage(
        form([
          ['id', ID],
          ['assignee', 'id:0123456789ab'],
        ]),
      ),
    ).toEqual({
      ok: true,
      value: { id: ID, assignee: 'id:0123456789ab' },
    });
  });

  test('refuses a missing id, an unknown status or assignee, and nothing to change', () => {
    expect(readItemTriage(form([['status', 'new']])).ok).toBe(false);
    expect(
      readItemTriage(
        form([
          ['id', ID],
          ['status', 'done'],
        ]),
      ),
    ).toEqual({
      ok: false,
      error: 'Choose a status.',
    });
    expect(
      readItemTriage(
        form([
          ['id', ID],
          ['assignee', 'bob'],
        ]),
      ).ok,
    ).toBe(false);
    expect(readItemTriage(form([['id', ID]]))).toEqual({
      ok: false,
      error: 'Choose a status or an assignee.',
    });
  });
});

describe('the bulk bar’s form', () => {
  test('the ticked ids (once each, malformed ones left out) with the action pressed', () => {
    const reading = readBulkChange(
      form([
        ['ids', ID],
        ['ids', OTHER],
        ['ids', ID],
        ['ids', 'nope'],
        ['do', 'status'],
        ['status', 'ignored'],
        ['assignee', 'me'],
        ['tag', 'x'],
      ]),
    );
    expect(reading).toEqual({
      ok: true,
      value: { scope: { ids: [ID, OTHER] }, action: { type: 'status', status: 'ignored' } },
    });
  });

  test('"select all matching" is the filter, whatever is ticked', () => {
    const reading = readBulkChange(
      form([
        ['ids', ID],
        ['scope', 'filter'],
        ['do', 'assign'],
        ['assignee', 'none'],
      ]),
    );
    expect(reading).toEqual({
      ok: true,
      value: { scope: 'filter', action: { type: 'assign', assignee: null } },
    });
  });

  test('tag, untag and delete', () => {
    const tagged = readBulkChange(
      form([
        ['ids', ID],
        ['do', 'untag'],
        ['tag', ' Billing '],
      ]),
    );
    expect(tagged).toEqual({
      ok: true,
      value: { scope: { ids: [ID] }, action: { type: 'untag', tag: 'Billing' } },
    });
    expect(
      readBulkChange(
        form([
          ['ids', ID],
          ['do', 'delete'],
        ]),
      ),
    ).toEqual({
      ok: true,
      value: { scope: { ids: [ID] }, action: { type: 'delete' } },
    });
  });

  test('refuses nothing ticked, no action, an empty or too long tag, an unknown status', () => {
    expect(
      readBulkChange(
        form([
          ['do', 'status'],
          ['status', 'new'],
        ]),
      ),
    ).toEqual({
      ok: false,
      error: 'Tick the items to change first.',
    });
    expect(readBulkChange(form([['ids', ID]]))).toEqual({
      ok: false,
      error: 'Choose what to do with the items.',
    });
    expect(
      readBulkChange(
        form([
          ['ids', ID],
          ['do', 'tag'],
          ['tag', '  '],
        ]),
      ),
    ).toEqual({
      ok: false,
      error: 'Write a tag to add.',
    });
    expect(
      readBulkChange(
        form([
          ['ids', ID],
          ['do', 'tag'],
          ['tag', 'x'.repeat(51)],
        ]),
      ).ok,
    ).toBe(false);
    expect(
      readBulkChange(
        form([
          ['ids', ID],
          ['do', 'status'],
          ['status', 'done'],
        ]),
      ).ok,
    ).toBe(false);
  });
});
