import { describe, expect, test } from 'vitest';
import { endpointFields, messageView } from './webhook-form.ts';

describe('the endpoint form', () => {
  test('reads URL, description and the checked event types, trimmed, unknown types left out', () => {
    const form = new FormData();
    form.set('url', '  https://hooks.example.com/heed ');
    form.set('description', ' Tracker ');
    form.append('eventTypes', 'feedback.created');
    form.append('eventTypes', 'feedback.deleted');
    form.append('eventTypes', 'feedback.created');
    form.append('eventTypes', 'no.such.event');
    expect(endpointFields(form)).toEqual({
      url: 'https://hooks.example.com/heed',
      description: 'Tracker',
      eventTypes: ['feedback.created', 'feedback.deleted'],
    });
  });

  test('an empty form gives empty fields and no event types', () => {
    expect(endpointFields(new FormData())).toEqual({ url: '', description: '', eventTypes: [] });
  });
});

describe('the delivery log view', () => {
  test('keeps a known status and the cursor; drops anything else', () => {
    expect(messageView(new URLSearchParams('status=failed&cursor=abc'))).toEqual({
      status: 'failed',
      cursor: 'abc',
    });
    expect(messageView(new URLSearchParams(`status=lost&cursor=${'x'.repeat(201)}`))).toEqual({
      status: undefined,
      cursor: undefined,
    });
  });
});
