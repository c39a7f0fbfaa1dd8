import { describe, expect, test } from 'vitest';
import {
  destinationSummary,
  filterWords,
  hourLabel,
  modeSummary,
  timeZoneChoices,
} from './alert-words.ts';

const THEME = '0b6c7f61-3f7a-4a53-8f0e-1f4a5e9b2c10';
const themeName = (id: string) => (id === THEME ? 'Payments' : 'Deleted theme');
const ID = '7c9e1a2b-3d4f-4a6b-8c0d-1e2f3a4b5c6d';

describe('a rule in words', () => {
  test('its filter reads as the explorer’s chips, without the survey', () => {
    expect(
      filterWords(
        {
          surveyId: 'checkout',
          rating: ['overall:1-2', 'speed:1'],
          hasText: 'false',
          theme: THEME,
          deviceType: 'mobile',
          q: 'card declined',
          appName: 'webshop',
          choice: 'channel:ad',
        },
        themeName,
      ),
    ).toEqual([
      'App: webshop',
      'Without text',
      'Theme: Payments',
      'Device: mobile',
      '“card declined”',
      'Rating: overall 1–2',
      'Rating: speed 1',
      'Answer channel:ad',
    ]);
    expect(filterWords({ surveyId: 'checkout' }, themeName)).toEqual([]);
  });

  test('when it sends', () => {
    expect(modeSummary({ mode: 'instant', digestHour: null, tz: null })).toBe('Instant');
    expect(modeSummary({ mode: 'digest', digestHour: 8, tz: 'Europe/Oslo' })).toBe(
      'Daily digest at 08:00 (Europe/Oslo)',
    );
    expect(hourLabel(23)).toBe('23:00');
  });

  test('where it sends: masked URLs, addresses, the endpoint’s name when known', () => {
    const named = (id: string) => (id === ID ? 'Issue tracker' : undefined);
    expect(
      destinationSummary({ id: ID, type: 'slack', url: 'https://hooks.slack.com/…' }, named),
    ).toEqual({ type: 'Slack', target: 'https://hooks.slack.com/…' });
    expect(
      destinationSummary({ id: ID, type: 'email', to: ['a@example.com', 'b@example.com'] }, named),
    ).toEqual({ type: 'E-mail', target: 'a@example.com, b@example.com' });
    expect(destinationSummary({ id: ID, type: 'webhook', endpointId: ID }, named)).toEqual({
      type: 'Webhook endpoint',
      target: 'Issue tracker',
    });
    expect(
      destinationSummary({ id: ID, type: 'webhook', endpointId: ID }, () => undefined),
    ).toEqual({ type: 'Webhook endpoint', target: 'an endpoint of the team' });
  });

  test('the time zones offered hold UTC and the rule’s own, sorted', () => {
    const zones = timeZoneChoices(['Europe/Oslo', 'Etc/GMT+5', '']);
    expect(zones).toContain('UTC');
    expect(zones).toContain('Europe/Oslo');
    expect(zones).toContain('Etc/GMT+5');
    expect(zones).not.toContain('');
    expect([...zones].sort((a, b) => a.localeCompare(b, 'en'))).toEqual(zones);
  });
});
