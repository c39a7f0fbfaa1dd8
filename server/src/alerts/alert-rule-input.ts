/**
 * The checks of an alert rule's input that need no database: its filter (the explorer's own
 * parser, and what makes no sense in a rule), its schedule, and its destinations' addresses.
 * Each refusal is a 400 naming the field (`filter.rating`, `digestHour`, `destinations.1.url`).
 */
import type { AlertDestinationInput, AlertFilter } from '@heed/contracts';
import type { AlertsConfig } from '../config/alerts-config.ts';
import type { WebhooksConfig } from '../config/webhooks-config.ts';
import { InvalidRequestError } from '../errors/domain-errors.ts';
import { parseFeedbackFilter, type TimeZoneNames } from '../feedback/feedback-filter.ts';
import { checkEndpointUrl } from '../webhooks/endpoint-address.ts';
import { nextDigestAt } from './digest-schedule.ts';

function invalid(path: string, detail: string, message = detail): InvalidRequestError {
  return new InvalidRequestError(detail, [{ path, message }]);
}

/** Runs `check`; a 400 it throws names its fields below `prefix` (`rating` → `filter.rating`). */
async function under<T>(
  prefix: string,
  check: () => T | Promise<T>,
  detailOf: (detail: string) => string = (detail) => detail,
): Promise<T> {
  try {
    return await check();
  } catch (error) {
    if (!(error instanceof InvalidRequestError)) throw error;
    throw new InvalidRequestError(
      detailOf(error.message),
      error.errors.map((fieldError) => ({ ...fieldError, path: `${prefix}.${fieldError.path}` })),
    );
  }
}

/**
 * Filters about what happens to an item after it arrived: a rule is matched once, when the item
 * is stored, so they would never match (or, as `assignee=me`, name nobody). Rule:
 * docs/rules/alerts.md#alerts-2.
 */
const AFTER_ARRIVAL: Record<string, string> = {
  tag:
    'A rule is matched when an item arrives, before anyone can tag it: a tag filter would never ' +
    'match. Leave `tag` out of the rule’s filter.',
  status:
    'A rule is matched when an item arrives, when its status is always `new`: leave `status` out ' +
    'of the rule’s filter.',
  assignee:
    'A rule is matched when an item arrives, before anyone is assigned to it: leave `assignee` ' +
    'out of the rule’s filter.',
};

/**
 * Checks a rule's filter with the explorer's parser (a bad value is a 400 naming
 * `filter.<param>`) and refuses what makes no sense in a rule; answers the filter to store, the
 * contract object as it was validated. `cursor`, `limit` and any other parameter the filter does
 * not have are refused by the contract already. Rule: docs/rules/alerts.md#alerts-2.
 */
export async function checkAlertFilter(
  filter: AlertFilter,
  timeZoneNames: TimeZoneNames,
): Promise<AlertFilter> {
  // Before the parser, which refuses `assignee=me` for want of a caller, not for a rule's reason.
  const given = filter as Record<string, unknown>;
  if (given.assignee === 'me') {
    throw invalid(
      'filter.assignee',
      'A rule has no “me”: it is matched when an item arrives, for nobody in particular.',
    );
  }
  for (const [parameter, detail] of Object.entries(AFTER_ARRIVAL)) {
    if (given[parameter] !== undefined) {
      throw invalid(`filter.${parameter}`, detail, 'Not available in an alert rule.');
    }
  }
  await under('filter', () => parseFeedbackFilter(filter, timeZoneNames));
  return filter;
}

/** When and how a rule sends: `digestHour`, `tz` and `next_digest_at` as stored. */
export interface AlertSchedule {
  mode: 'instant' | 'digest';
  digestHour: number | null;
  tz: string | null;
  nextDigestAt: Date | null;
}

/**
 * The schedule of a rule: `digest` needs `digestHour` (0–23) and takes `tz` (default UTC, a zone
 * PostgreSQL knows, stored in its spelling); the next digest is the first `digestHour`:00 in `tz`
 * after `now`. An `instant` rule has neither (giving one is a 400). Rule:
 * docs/rules/alerts.md#alerts-4.
 */
export async function alertSchedule(
  wanted: { mode: 'instant' | 'digest'; digestHour: number | null; tz: string | null },
  now: Date,
  timeZoneNames: TimeZoneNames,
): Promise<AlertSchedule> {
  if (wanted.mode === 'instant') {
    if (wanted.digestHour !== null) {
      throw invalid('digestHour', 'Only a `digest` rule has a `digestHour`.');
    }
    if (wanted.tz !== null) throw invalid('tz', 'Only a `digest` rule has a `tz`.');
    return { mode: 'instant', digestHour: null, tz: null, nextDigestAt: null };
  }
  if (wanted.digestHour === null) {
    throw invalid(
      'digestHour',
      'A `digest` rule needs `digestHour`: the hour (0–23, in `tz`) at which it sends.',
    );
  }
  let tz = 'UTC';
  if (wanted.tz !== null) {
    const known = (await timeZoneNames()).get(wanted.tz.toLowerCase());
    if (!known) throw invalid('tz', 'Must be an IANA time zone such as Europe/Oslo.');
    tz = known;
  }
  return {
    mode: 'digest',
    digestHour: wanted.digestHour,
    tz,
    nextDigestAt: nextDigestAt(now, wanted.digestHour, tz),
  };
}

/**
 * Checks what the destinations address without the database: a new Slack or Teams URL under the
 * webhook address rules (`https` unless `HEED_WEBHOOK_ALLOW_HTTP`, no internal address literal
 * unless `HEED_WEBHOOK_ALLOW_PRIVATE`; the URL is never repeated), e-mail only when SMTP is
 * configured, and no endpoint or saved destination twice. Rule: docs/rules/alerts.md#alerts-3.
 */
export async function checkDestinationAddresses(
  destinations: readonly AlertDestinationInput[],
  config: { webhooks: Pick<WebhooksConfig, 'allowHttp' | 'allowPrivate'>; alerts: AlertsConfig },
): Promise<void> {
  const endpoints = new Set<string>();
  const saved = new Set<string>();
  for (const [index, destination] of destinations.entries()) {
    const path = `destinations.${index}`;
    const name = `destinations[${index}]`;
    switch (destination.type) {
      case 'slack':
      case 'teams': {
        const { url, id } = destination;
        if (url !== undefined) {
          await under(
            path,
            () => checkEndpointUrl(url, config.webhooks),
            (detail) => `${name} (${destination.type}): ${detail}`,
          );
        }
        if (id !== undefined) {
          if (saved.has(id)) throw invalid(`${path}.id`, `${name} repeats a saved destination.`);
          saved.add(id);
        }
        break;
      }
      case 'email':
        if (!config.alerts.smtp) {
          throw invalid(
            path,
            `${name}: e-mail cannot be sent, SMTP is not configured (HEED_SMTP_URL and ` +
              'HEED_SMTP_FROM). Choose another destination or ask the operator to configure SMTP.',
            'SMTP is not configured.',
          );
        }
        break;
      case 'webhook':
        if (endpoints.has(destination.endpointId)) {
          throw invalid(`${path}.endpointId`, `${name} repeats a webhook endpoint of the rule.`);
        }
        endpoints.add(destination.endpointId);
        break;
    }
  }
}
