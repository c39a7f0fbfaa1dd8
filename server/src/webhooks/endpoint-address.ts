import ipaddr from 'ipaddr.js';
import type { WebhooksConfig } from '../config/webhooks-config.ts';
import { InvalidRequestError } from '../errors/domain-errors.ts';

/**
 * Whether `address` (an IPv4 or IPv6 literal, brackets allowed) is anything but a public unicast
 * address: loopback, private, link-local (cloud metadata included), shared (100.64/10),
 * multicast, unspecified, reserved, or an IPv6 spelling of one (IPv4-mapped, NAT64, …). Text that
 * is no IP address is not one (a host name: checked when it is resolved).
 */
export function isInternalAddress(address: string): boolean {
  const literal = address.replace(/^\[(.*)\]$/, '$1');
  if (!ipaddr.isValid(literal)) return false;
  return ipaddr.process(literal).range() !== 'unicast';
}

/** `localhost` and its subdomains always name the machine itself (RFC 6761). */
const LOOPBACK_NAME = /^(?:.+\.)?localhost\.?$/i;

/**
 * Checks an endpoint's URL against the address rules before it is stored: `https` unless
 * `HEED_WEBHOOK_ALLOW_HTTP`, and no host that is an internal address literal unless
 * `HEED_WEBHOOK_ALLOW_PRIVATE` (WHATWG URL parsing has already turned every IPv4 spelling, such
 * as `2130706433` or `0x7f.1`, into dotted decimal). Host names are checked again, resolved, on
 * every attempt. A refusal is a 400 naming `url`; the message never repeats the URL.
 */
export function checkEndpointUrl(
  url: string,
  rules: Pick<WebhooksConfig, 'allowHttp' | 'allowPrivate'>,
): void {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw refusal('The URL is not valid.', 'Must be an http(s) URL.');
  }
  if (parsed.protocol !== 'https:' && !(parsed.protocol === 'http:' && rules.allowHttp)) {
    throw refusal(
      'Webhook endpoints must use https (plain http needs HEED_WEBHOOK_ALLOW_HTTP=true).',
      'Must be an https URL.',
    );
  }
  if (
    !rules.allowPrivate &&
    (isInternalAddress(parsed.hostname) || LOOPBACK_NAME.test(parsed.hostname))
  ) {
    throw refusal(
      'The URL’s host is a loopback, private, link-local or otherwise internal address ' +
        '(allowed only with HEED_WEBHOOK_ALLOW_PRIVATE=true).',
      'Must not point at an internal address.',
    );
  }
}

function refusal(detail: string, message: string): InvalidRequestError {
  return new InvalidRequestError(detail, [{ path: 'url', message }]);
}
