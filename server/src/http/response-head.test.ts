import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import {
  RateLimitedError,
  ServiceUnavailableError,
  TeamRequiredError,
  UnauthorizedError,
} from '../errors/domain-errors.ts';
import type { ResponseMeta } from '../request/request-context.ts';
import { responseHeadOf } from './response-head.ts';

const declared = (meta: Partial<ResponseMeta>): ResponseMeta => ({
  status: undefined,
  cachePolicy: undefined,
  rateLimit: undefined,
  ...meta,
});

describe('responseHeadOf', () => {
  it('answers a success with the declared status, cache policy and rate-limit state', () => {
    const head = responseHeadOf(
      declared({
        status: 201,
        cachePolicy: 'no-store',
        rateLimit: { limit: 10, remaining: 7, resetSeconds: 41.2 },
      }),
    );
    expect(head).toEqual({
      status: 201,
      headers: {
        'Cache-Control': 'no-store',
        'RateLimit-Limit': '10',
        'RateLimit-Remaining': '7',
        'RateLimit-Reset': '42',
      },
      problem: undefined,
    });
  });

  it('answers 200 with no headers when nothing was declared', () => {
    expect(responseHeadOf(undefined)).toEqual({ status: 200, headers: {}, problem: undefined });
  });

  it('answers a 429 with the declared state, Retry-After of the error and the problem', () => {
    const error = new RateLimitedError('Slow down.', { retryAfterSeconds: 12 });
    const head = responseHeadOf(
      declared({ status: 200, rateLimit: { limit: 10, remaining: -1, resetSeconds: 12 } }),
      { error: new TRPCError({ code: 'TOO_MANY_REQUESTS', cause: error }) },
    );
    expect(head.status).toBe(429);
    expect(head.headers).toEqual({
      'RateLimit-Limit': '10',
      'RateLimit-Remaining': '0',
      'RateLimit-Reset': '12',
      'Retry-After': '12',
    });
    expect(head.problem).toMatchObject({ status: 429, code: 'rate_limited', detail: 'Slow down.' });
  });

  it('gives a retry hint of at least one whole second', () => {
    const error = new ServiceUnavailableError('Starting.', { retryAfterSeconds: 0.2 });
    expect(responseHeadOf(undefined, { error }).headers).toEqual({ 'Retry-After': '1' });
  });

  it('names a Bearer challenge on every 401, invalid_token only for a refused token', () => {
    expect(responseHeadOf(undefined, { error: new UnauthorizedError('Who?') }).headers).toEqual({
      'WWW-Authenticate': 'Bearer realm="heed"',
    });
    const refused = new UnauthorizedError('Bad token.', { invalidToken: true });
    expect(responseHeadOf(undefined, { error: refused }).headers).toEqual({
      'WWW-Authenticate': 'Bearer realm="heed", error="invalid_token"',
    });
    expect(responseHeadOf(undefined, { error: new TRPCError({ code: 'UNAUTHORIZED' }) })).toEqual(
      expect.objectContaining({
        status: 401,
        headers: { 'WWW-Authenticate': 'Bearer realm="heed"' },
      }),
    );
  });

  it('keeps the cache policy on an error and takes the status from the problem', () => {
    const head = responseHeadOf(declared({ status: 200, cachePolicy: 'no-store' }), {
      error: new TeamRequiredError('Add ?team=.'),
    });
    expect(head.status).toBe(400);
    expect(head.headers).toEqual({ 'Cache-Control': 'no-store' });
    expect(head.problem).toMatchObject({ status: 400, code: 'team_required' });
  });
});
