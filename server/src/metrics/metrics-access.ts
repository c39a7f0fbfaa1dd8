import { createHash, timingSafeEqual } from 'node:crypto';

export type MetricsAccess = 'allowed' | 'unauthorized' | 'forbidden';

function digest(text: string): Buffer {
  return createHash('sha256').update(text, 'utf8').digest();
}

function isLoopback(address: string | undefined): boolean {
  return (
    address !== undefined &&
    (address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.'))
  );
}

/**
 * Who may read `/internal/metrics` of the API and of the dashboard: with a `token`
 * (`HEED_METRICS_TOKEN`) only a request with `Authorization: Bearer <token>`, from anywhere
 * ('unauthorized' otherwise); without one, only loopback callers ('forbidden' otherwise), so a
 * port published to the internet does not publish its metrics.
 */
export function metricsAccess(
  token: string | undefined,
  authorization: string | null | undefined,
  clientAddress: string | undefined,
): MetricsAccess {
  if (token !== undefined) {
    const header = authorization ?? '';
    const presented = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
    return timingSafeEqual(digest(presented), digest(token)) ? 'allowed' : 'unauthorized';
  }
  return isLoopback(clientAddress) ? 'allowed' : 'forbidden';
}
