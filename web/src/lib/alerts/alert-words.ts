/** How the alerts pages name rules, schedules, destinations and deliveries for people. */
import type { AlertDestination, AlertFilter, AlertRule } from '@heed/contracts';
import { filterChips } from '#lib/feedback/filter-chips.ts';
import type { DestinationType } from './rule-draft.ts';
import { filterStateOf } from './rule-draft.ts';

export const DESTINATION_LABELS: Record<DestinationType, string> = {
  slack: 'Slack',
  teams: 'Microsoft Teams',
  email: 'E-mail',
  webhook: 'Webhook endpoint',
};

/** `08:00`: an hour of the day. */
export function hourLabel(hour: number): string {
  return `${String(hour).padStart(2, '0')}:00`;
}

/** The hours a digest can be sent at, 0–23. */
export const DIGEST_HOURS: readonly number[] = Array.from({ length: 24 }, (_, hour) => hour);

/** When a rule sends, in words: `Instant` or `Daily digest at 08:00 (Europe/Oslo)`. */
export function modeSummary(rule: Pick<AlertRule, 'mode' | 'digestHour' | 'tz'>): string {
  if (rule.mode === 'instant') return 'Instant';
  return `Daily digest at ${hourLabel(rule.digestHour ?? 0)} (${rule.tz ?? 'UTC'})`;
}

/**
 * The filter of a rule besides its survey, as the explorer's chips read it (`Rating: overall
 * 1–2`, `With text`); none: every item of the survey.
 */
export function filterWords(filter: AlertFilter, themeName: (id: string) => string): string[] {
  return filterChips(filterStateOf(filter), themeName)
    .filter((chip) => chip.name !== 'surveyId')
    .map((chip) => chip.label);
}

/**
 * Where a destination sends, in words: a Slack or Teams URL masked as the API answers it, the
 * addresses, or the endpoint's name (`endpointName` knows the team's endpoints when the reader may
 * see them).
 */
export function destinationSummary(
  destination: AlertDestination,
  endpointName: (id: string) => string | undefined,
): { type: string; target: string } {
  const type = DESTINATION_LABELS[destination.type];
  switch (destination.type) {
    case 'slack':
    case 'teams':
      return { type, target: destination.url };
    case 'email':
      return { type, target: destination.to.join(', ') };
    case 'webhook':
      return { type, target: endpointName(destination.endpointId) ?? 'an endpoint of the team' };
  }
}

/** The time zones a digest can be in: the runtime's, UTC and `current` among them. */
export function timeZoneChoices(current: readonly string[]): string[] {
  const zones = new Set(Intl.supportedValuesOf('timeZone'));
  zones.add('UTC');
  for (const zone of current) if (zone) zones.add(zone);
  return [...zones].sort((a, b) => a.localeCompare(b, 'en'));
}
