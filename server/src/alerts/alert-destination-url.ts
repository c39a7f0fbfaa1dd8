import { sealEndpointField, unsealEndpointField } from '../webhooks/endpoint-sealing.ts';

/**
 * A Slack or Teams destination's URL is a credential (whoever has it can post to the channel): it
 * is stored sealed exactly as a webhook endpoint's URL is (AES-256-GCM with the key derived from
 * `HEED_SESSION_SECRET`, `deps.webhookSealingKey`), bound to the destination's id, and only its
 * masked form is ever shown. Rule: docs/rules/alerts.md#alerts-3.
 */

/** Most characters of `url_masked`. */
const MASKED_LENGTH = 120;

/** The sealed URL of the destination `destinationId` (`alert_destination.url_sealed`). */
export function sealDestinationUrl(key: Buffer, destinationId: string, url: string): string {
  return sealEndpointField(key, destinationId, 'url', url);
}

/**
 * The URL sealed in `alert_destination.url_sealed` of the destination `destinationId`; throws when
 * it does not open (another `HEED_SESSION_SECRET`). For the delivery only: never shown or logged.
 */
export function openDestinationUrl(key: Buffer, destinationId: string, sealed: string): string {
  return unsealEndpointField(key, destinationId, 'url', sealed);
}

/**
 * The URL as it is shown (`alert_destination.url_masked`): scheme and host, the rest `/…`, e.g.
 * `https://hooks.slack.com/…`. No user, password, path or query of the URL is kept.
 */
export function maskDestinationUrl(url: string): string {
  const { protocol, host } = new URL(url);
  const masked = `${protocol}//${host}/…`;
  return masked.length <= MASKED_LENGTH ? masked : `${masked.slice(0, MASKED_LENGTH - 2)}/…`;
}
