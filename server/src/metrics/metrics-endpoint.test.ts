import type { NextFunction, Request, Response } from 'express';
import { describe, expect, it } from 'vitest';
import { ForbiddenError } from '../errors/domain-errors.ts';
import { HeedMetrics } from './heed-metrics.ts';
import { metricsEndpoint } from './metrics-endpoint.ts';

/** Without `HEED_METRICS_TOKEN`, metrics are served to loopback callers only. */

async function call(remoteAddress: string) {
  const endpoint = metricsEndpoint(new HeedMetrics({ processMetrics: false }), undefined);
  let sent: { status?: number; body?: string } = {};
  let failure: unknown;
  const res = {
    status(code: number) {
      sent.status = code;
      return this;
    },
    type() {
      return this;
    },
    send(body: string) {
      sent = { ...sent, body };
      return this;
    },
  } as unknown as Response;
  const req = { headers: {}, socket: { remoteAddress } } as unknown as Request;
  await endpoint(req, res, ((error?: unknown) => {
    failure = error;
  }) as NextFunction);
  return { sent, failure };
}

describe('metricsEndpoint without a token', () => {
  it.each(['127.0.0.1', '::1', '::ffff:127.0.0.1'])('serves loopback caller %s', async (peer) => {
    const { sent, failure } = await call(peer);
    expect(failure).toBeUndefined();
    expect(sent.status).toBe(200);
    expect(sent.body).toContain('heed_http_request_duration_seconds');
  });

  it.each(['10.0.0.5', '192.168.1.20', '::ffff:10.1.2.3', '2001:db8::1'])(
    'refuses caller %s with 403',
    async (peer) => {
      const { sent, failure } = await call(peer);
      expect(failure).toBeInstanceOf(ForbiddenError);
      expect(sent.status).toBeUndefined();
    },
  );
});
