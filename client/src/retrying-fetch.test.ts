import { describe, expect, it } from 'vitest';
import { retryAfterMs, retryingFetch } from './retrying-fetch.ts';

function answers(...responses: (() => Response)[]) {
  const bodies: string[] = [];
  const fetch = async (request: Request) => {
    bodies.push(await request.text());
    const next = responses.shift();
    if (!next) throw new Error('unexpected request');
    return next();
  };
  return { fetch, bodies };
}

const request = () =>
  new Request('https://heed.example/api/v1/submission', {
    method: 'POST',
    body: '{"deduplicationKey":"same-key-every-time"}',
  });

describe('retrying fetch', () => {
  it('waits Retry-After after a 429 and sends the same body again', async () => {
    const { fetch, bodies } = answers(
      () => new Response('{}', { status: 429, headers: { 'Retry-After': '2' } }),
      () => new Response('{}', { status: 201 }),
    );
    const waits: number[] = [];
    const response = await retryingFetch(fetch, { sleep: async (ms) => void waits.push(ms) })(
      request(),
    );
    expect(response.status).toBe(201);
    expect(waits).toEqual([2_000]);
    expect(bodies).toEqual([bodies[0], bodies[0]]);
    expect(bodies[0]).toContain('same-key-every-time');
  });

  it('backs off exponentially on a 503 without Retry-After, then gives the last answer', async () => {
    const { fetch } = answers(
      ...Array.from({ length: 4 }, () => () => new Response('{}', { status: 503 })),
    );
    const waits: number[] = [];
    const response = await retryingFetch(fetch, {
      maxRetries: 3,
      random: () => 0,
      sleep: async (ms) => void waits.push(ms),
    })(request());
    expect(response.status).toBe(503);
    expect(waits).toEqual([500, 1_000, 2_000]);
  });

  it('does not retry other statuses, nor wait longer than maxWaitMs', async () => {
    for (const status of [400, 401, 403, 409, 500]) {
      const { fetch, bodies } = answers(() => new Response('{}', { status }));
      expect((await retryingFetch(fetch)(request())).status).toBe(status);
      expect(bodies).toHaveLength(1);
    }
    const { fetch, bodies } = answers(
      () => new Response('{}', { status: 429, headers: { 'Retry-After': '3600' } }),
    );
    const response = await retryingFetch(fetch, { maxWaitMs: 60_000 })(request());
    expect(response.status).toBe(429);
    expect(bodies).toHaveLength(1);
  });

  it('reads Retry-After as seconds or a date', () => {
    const now = Date.parse('2026-11-25T12:00:00Z');
    expect(retryAfterMs('4', now)).toBe(4_000);
    expect(retryAfterMs('Wed, 25 Nov 2026 12:00:10 GMT', now)).toBe(10_000);
    expect(retryAfterMs('later', now)).toBeUndefined();
  });
});
