import type { AlertRule } from '@heed/contracts';
import { describe, expect, test } from 'vitest';
import {
  addressesOf,
  applyIntent,
  draftFromExplorer,
  draftOfRule,
  emptyDraft,
  errorAt,
  newRuleHref,
  readDraft,
  ruleInput,
} from './rule-draft.ts';

const THEME = '0b6c7f61-3f7a-4a53-8f0e-1f4a5e9b2c10';
const themeName = (id: string) => (id === THEME ? 'Payments' : 'Deleted theme');

const RULE: AlertRule = {
  id: '2b4d6f80-1a3c-4e5f-8a9b-0c1d2e3f4a5b',
  name: 'Unhappy at checkout',
  filter: { surveyId: 'checkout', rating: 'overall:1-2', hasText: 'true' },
  mode: 'digest',
  digestHour: 8,
  tz: 'Europe/Oslo',
  destinations: [
    { id: '7c9e1a2b-3d4f-4a6b-8c0d-1e2f3a4b5c6d', type: 'slack', url: 'https://hooks.slack.com/…' },
    { id: '8c9e1a2b-3d4f-4a6b-8c0d-1e2f3a4b5c6d', type: 'email', to: ['a@example.com', 'b@x.io'] },
    {
      id: '9c9e1a2b-3d4f-4a6b-8c0d-1e2f3a4b5c6d',
      type: 'webhook',
      endpointId: 'ac9e1a2b-3d4f-4a6b-8c0d-1e2f3a4b5c6d',
    },
  ],
  enabled: true,
  lastTriggeredAt: null,
  createdAt: '2026-11-27T10:00:00.000Z',
  updatedAt: '2026-11-27T10:00:00.000Z',
};

function formOf(entries: [string, string][]): FormData {
  const form = new FormData();
  for (const [name, value] of entries) form.append(name, value);
  return form;
}

describe('a rule from the explorer’s URL', () => {
  test('keeps the explorer’s filters and names, as its chips do, the ones a rule cannot have', () => {
    const { draft, left } = draftFromExplorer(
      new URLSearchParams(
        `surveyId=checkout&rating=overall:1-2&hasText=true&theme=${THEME}&tag=urgent&tag=Slow` +
          '&from=2026-11-01&to=2026-11-30&status=new&assignee=me&cursor=abc&item=x',
      ),
      'Europe/Oslo',
      themeName,
    );
    expect(draft.filter).toEqual({
      surveyId: 'checkout',
      rating: ['overall:1-2'],
      choice: [],
      tag: [],
      status: [],
      hasText: 'true',
      theme: THEME,
    });
    expect(left).toEqual([
      'From 2026-11-01',
      'To 2026-11-30',
      'Status: New',
      'Assigned to me',
      'Tag: urgent',
      'Tag: slow',
    ]);
    expect(draft.name).toBe('With text, Theme: Payments, Rating: overall 1–2 · checkout');
    expect(draft).toMatchObject({ mode: 'instant', tz: 'Europe/Oslo', enabled: true });
    expect(draft.destinations).toEqual([]);
  });

  test('a filter without a survey gives no name; one without filters watches all feedback', () => {
    expect(draftFromExplorer(new URLSearchParams('q=late'), 'UTC', themeName).draft.name).toBe('');
    expect(
      draftFromExplorer(new URLSearchParams('surveyId=checkout'), 'UTC', themeName).draft.name,
    ).toBe('All feedback · checkout');
    expect(
      draftFromExplorer(new URLSearchParams('surveyId=checkout'), 'UTC', themeName).left,
    ).toEqual([]);
  });

  test('the link from the explorer carries its filters but not its page, item or action', () => {
    expect(
      newRuleHref(
        'my team',
        new URLSearchParams('surveyId=checkout&rating=overall:1-2&cursor=c&item=i&exportFailed=x'),
      ),
    ).toBe('/t/my%20team/alerts/new?surveyId=checkout&rating=overall%3A1-2');
    expect(newRuleHref('default', new URLSearchParams())).toBe('/t/default/alerts/new');
  });
});

describe('a saved rule in the form and back', () => {
  test('a saved rule’s form sends the rule as it is, Slack kept by its id', () => {
    const draft = draftOfRule(RULE, 'UTC');
    expect(draft.destinations).toEqual([
      { type: 'slack', id: RULE.destinations[0]?.id, masked: 'https://hooks.slack.com/…', url: '' },
      { type: 'email', to: 'a@example.com, b@x.io' },
      { type: 'webhook', endpointId: 'ac9e1a2b-3d4f-4a6b-8c0d-1e2f3a4b5c6d' },
    ]);
    expect(ruleInput(draft)).toEqual({
      input: {
        name: 'Unhappy at checkout',
        filter: { surveyId: 'checkout', rating: ['overall:1-2'], hasText: 'true' },
        mode: 'digest',
        digestHour: 8,
        tz: 'Europe/Oslo',
        destinations: [
          { type: 'slack', id: RULE.destinations[0]?.id },
          { type: 'email', to: ['a@example.com', 'b@x.io'] },
          { type: 'webhook', endpointId: 'ac9e1a2b-3d4f-4a6b-8c0d-1e2f3a4b5c6d' },
        ],
        enabled: true,
      },
    });
  });

  test('an instant rule offers the viewer’s zone for a digest and sends neither hour nor zone', () => {
    const draft = draftOfRule(
      { ...RULE, mode: 'instant', digestHour: null, tz: null },
      'Asia/Tokyo',
    );
    expect(draft).toMatchObject({ mode: 'instant', digestHour: 8, tz: 'Asia/Tokyo' });
    const built = ruleInput(draft);
    expect('input' in built && built.input).toMatchObject({ digestHour: null, tz: null });
  });

  test('reads the submitted form: filters by the explorer’s names, destinations in order', () => {
    const draft = readDraft(
      formOf([
        ['name', '  Slow delivery '],
        ['surveyId', 'checkout'],
        ['rating', 'overall:1-2'],
        ['rating', ''],
        ['choice', 'channel:ad'],
        ['hasText', ''],
        ['deviceType', 'mobile'],
        ['q', 'late'],
        ['from', '2026-12-01'],
        ['filterTz', 'Europe/Oslo'],
        ['tag', 'sneaked-in'],
        ['mode', 'digest'],
        ['digestHour', '7'],
        ['tz', 'Europe/Oslo'],
        ['d.1.type', 'email'],
        ['d.1.to', 'a@example.com; b@example.com\nc@example.com'],
        ['d.0.type', 'slack'],
        ['d.0.id', RULE.destinations[0]?.id ?? ''],
        ['d.0.masked', 'https://hooks.slack.com/…'],
        ['d.0.url', 'https://hooks.slack.com/services/new'],
        ['d.2.type', 'carrier-pigeon'],
        ['enabled', 'true'],
      ]),
      'UTC',
    );
    expect(draft.destinations.map((each) => each.type)).toEqual(['slack', 'email']);
    expect(ruleInput(draft)).toEqual({
      input: {
        name: 'Slow delivery',
        filter: {
          surveyId: 'checkout',
          from: '2026-12-01',
          tz: 'Europe/Oslo',
          rating: ['overall:1-2'],
          choice: ['channel:ad'],
          deviceType: 'mobile',
          q: 'late',
        },
        mode: 'digest',
        digestHour: 7,
        tz: 'Europe/Oslo',
        // A new URL replaces the saved one.
        destinations: [
          { type: 'slack', url: 'https://hooks.slack.com/services/new' },
          { type: 'email', to: ['a@example.com', 'b@example.com', 'c@example.com'] },
        ],
        enabled: true,
      },
    });
  });

  test('an hour out of range or no mode reads as the defaults; no `enabled` is off', () => {
    const draft = readDraft(formOf([['digestHour', '24']]), 'America/New_York');
    expect(draft).toMatchObject({
      mode: 'instant',
      digestHour: 8,
      tz: 'America/New_York',
      enabled: false,
    });
    // A digest chosen before its hour was shown (without JavaScript) starts at the default hour.
    expect(readDraft(formOf([['mode', 'digest']]), 'UTC').digestHour).toBe(8);
    expect(
      readDraft(
        formOf([
          ['digestHour', ''],
          ['mode', 'digest'],
        ]),
        'UTC',
      ).digestHour,
    ).toBe(8);
    expect(readDraft(formOf([['digestHour', '0']]), 'UTC').digestHour).toBe(0);
    expect(readDraft(formOf([['digestHour', '7.5']]), 'UTC').digestHour).toBe(8);
  });
});

describe('what is missing, named where the API would name it', () => {
  test('name, survey, destinations and each incomplete destination', () => {
    const draft = emptyDraft('UTC');
    expect(ruleInput(draft)).toEqual({
      error: 'The rule is not complete: see the fields marked below.',
      fieldErrors: {
        name: 'Give the rule a name.',
        'filter.surveyId': 'Choose the survey the rule watches.',
        destinations: 'Add at least one destination.',
      },
    });
    const incomplete = {
      ...draft,
      name: 'x',
      filter: { ...draft.filter, surveyId: 'checkout' },
      destinations: [
        { type: 'teams' as const, id: '', masked: '', url: '' },
        { type: 'email' as const, to: ' , ' },
        { type: 'webhook' as const, endpointId: '' },
      ],
    };
    const built = ruleInput(incomplete);
    expect('fieldErrors' in built && built.fieldErrors).toEqual({
      'destinations.0.url': 'Enter the Teams webhook URL.',
      'destinations.1.to': 'Enter at least one address.',
      'destinations.2.endpointId': 'Choose one of the team’s endpoints.',
    });
  });

  test('a field’s error is found at its path or below it', () => {
    const errors = { 'destinations.1.to.0': 'Must be an e-mail address.', name: 'Too long' };
    expect(errorAt(errors, 'destinations.1')).toBe('Must be an e-mail address.');
    expect(errorAt(errors, 'destinations.10')).toBeUndefined();
    expect(errorAt(errors, 'name')).toBe('Too long');
    expect(errorAt(undefined, 'name')).toBeUndefined();
  });

  test('addresses split at commas, semicolons, spaces and lines', () => {
    expect(addressesOf(' a@x.io,b@x.io;\n c@x.io  d@x.io ')).toEqual([
      'a@x.io',
      'b@x.io',
      'c@x.io',
      'd@x.io',
    ]);
  });
});

describe('the buttons that change the form without saving', () => {
  test('add and remove destinations; at most 10; saving is no intent', () => {
    const draft = emptyDraft('UTC');
    const added = applyIntent(draft, 'add:slack');
    expect(added?.destinations).toEqual([{ type: 'slack', id: '', masked: '', url: '' }]);
    const two = applyIntent(added ?? draft, 'add:email');
    expect(applyIntent(two ?? draft, 'remove:0')?.destinations).toEqual([
      { type: 'email', to: '' },
    ]);
    expect(applyIntent(draft, 'add:fax')).toBeUndefined();
    expect(applyIntent(draft, '')).toBeUndefined();
    expect(applyIntent(draft, 'refresh')).toBe(draft);
    let full = draft;
    for (let count = 0; count < 12; count += 1) full = applyIntent(full, 'add:email') ?? full;
    expect(full.destinations).toHaveLength(10);
  });
});
