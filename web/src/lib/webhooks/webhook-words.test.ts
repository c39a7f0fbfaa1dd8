import { WEBHOOK_EVENT_TYPES } from '@heed/contracts';
import { describe, expect, test } from 'vitest';
import {
  endpointName,
  endpointState,
  formatDuration,
  lastAttemptSummary,
  SUBSCRIBABLE_EVENTS,
} from './webhook-words.ts';

describe('webhook endpoints in words', () => {
  test('a disabled endpoint says why: 410 Gone, 5 days failing, or a person', () => {
    expect(endpointState({ enabled: true, disabledReason: null })).toEqual({
      label: 'Enabled',
      reason: null,
    });
    expect(endpointState({ enabled: false, disabledReason: 'gone' }).reason).toBe(
      'It answered 410 Gone.',
    );
    expect(endpointState({ enabled: false, disabledReason: 'failing' }).reason).toBe(
      'It was failing for 5 days.',
    );
    expect(endpointState({ enabled: false, disabledReason: null }).reason).toBe(
      'Disabled by a team admin.',
    );
  });

  test('an endpoint is named by its description, else by its host', () => {
    expect(endpointName({ url: 'https://hooks.example.com/heed', description: 'Tracker' })).toBe(
      'Tracker',
    );
    expect(endpointName({ url: 'https://hooks.example.com/heed?t=secret', description: ' ' })).toBe(
      'hooks.example.com',
    );
  });

  test('every subscribable event is one the contract knows, and the test event is not offered', () => {
    const offered = SUBSCRIBABLE_EVENTS.map((event) => event.type);
    expect(offered.every((type) => WEBHOOK_EVENT_TYPES.includes(type))).toBe(true);
    expect(offered).not.toContain('webhook.test');
    expect(offered).toHaveLength(WEBHOOK_EVENT_TYPES.length - 1);
  });
});

describe('delivery results in words', () => {
  test('durations in ms below a second, in seconds above', () => {
    expect(formatDuration(35)).toBe('35 ms');
    expect(formatDuration(1500)).toBe('1.5 s');
    expect(formatDuration(15_000)).toBe('15 s');
  });

  test('the last attempt names the HTTP status, or the error when nothing answered', () => {
    expect(lastAttemptSummary(null)).toBe('Not tried yet');
    const at = '2026-11-27T10:00:00.000Z';
    expect(lastAttemptSummary({ at, httpStatus: 200, error: null, durationMs: 35 })).toBe(
      'HTTP 200 in 35 ms',
    );
    expect(lastAttemptSummary({ at, httpStatus: null, error: 'timeout', durationMs: 15_000 })).toBe(
      'No answer (timeout) after 15 s',
    );
  });
});
