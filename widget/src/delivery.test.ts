import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Deliverer } from './delivery.ts';
import { type QueuedSubmission, SubmissionQueue } from './submission-queue.ts';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
  };
}

const RECEIPT = {
  id: 'r1',
  surveyId: 's',
  surveyIdRef: 'id:0',
  receivedAt: '2026-11-25T12:00:00Z',
};

function json(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

function item(id = 'dedup-key-0000000001'): QueuedSubmission {
  return {
    id,
    endpoint: 'https://heed.example/api/v1/submission',
    key: 'heed_pk_live_x',
    body: { a: 1 },
    queuedAt: Date.now(),
  };
}

/** A fetch that answers from a script, one entry per call, and records when it was called. */
function scriptedFetch(script: (() => Response | Promise<Response>)[]) {
  const calls: number[] = [];
  const fetch = vi.fn(async () => {
    calls.push(Date.now());
    const next = script.shift();
    if (!next) throw new Error('unexpected request');
    return next();
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

let queue: SubmissionQueue;

beforeEach(() => {
  vi.useFakeTimers({ now: Date.parse('2026-11-25T12:00:00Z') });
  queue = new SubmissionQueue(memoryStorage());
});
afterEach(() => {
  vi.useRealTimers();
});

describe('delivery', () => {
  it('sends the key and body once and removes an accepted submission from the queue', async () => {
    const { fetch } = scriptedFetch([() => json(201, RECEIPT)]);
    const deliverer = new Deliverer(queue, { fetch, random: () => 0 });
    const outcome = await deliverer.submit(item());
    expect(outcome).toEqual({ kind: 'delivered', receipt: RECEIPT });
    expect(queue.list()).toEqual([]);
    const [url, init] = vi.mocked(fetch).mock.calls[0] ?? [];
    expect(url).toBe('https://heed.example/api/v1/submission');
    expect(init?.headers).toMatchObject({ 'X-Api-Key': 'heed_pk_live_x' });
    expect(init?.body).toBe('{"a":1}');
  });

  it('retries a network error after an exponential backoff with jitter', async () => {
    const { fetch, calls } = scriptedFetch([
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => json(503, { code: 'service_unavailable' }),
      () => json(500, {}),
      () => json(201, RECEIPT),
    ]);
    const delivered = vi.fn();
    const deliverer = new Deliverer(queue, { fetch, random: () => 0, isOnline: () => true });
    deliverer.subscribe({ delivered });
    expect(await deliverer.submit(item())).toEqual({ kind: 'pending' });
    expect(queue.list()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(499);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(calls).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(calls).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(4);
    expect(delivered).toHaveBeenCalledOnce();
    expect(queue.list()).toEqual([]);
  });

  it('waits for Retry-After on a 429 before trying again', async () => {
    const { fetch, calls } = scriptedFetch([
      () => json(429, { code: 'rate_limited' }, { 'Retry-After': '5' }),
      () => json(201, RECEIPT),
    ]);
    const deliverer = new Deliverer(queue, { fetch, random: () => 0, isOnline: () => true });
    await deliverer.submit(item());
    await vi.advanceTimersByTimeAsync(4_999);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
    expect(queue.list()).toEqual([]);
  });

  it('does not retry another 4xx: the error is reported and the submission dropped', async () => {
    const { fetch, calls } = scriptedFetch([
      () => json(403, { code: 'origin_not_allowed', detail: 'This origin is not allowed.' }),
    ]);
    const rejected = vi.fn();
    const deliverer = new Deliverer(queue, { fetch, random: () => 0, isOnline: () => true });
    deliverer.subscribe({ rejected });
    const outcome = await deliverer.submit(item());
    expect(outcome).toEqual({
      kind: 'rejected',
      error: { status: 403, code: 'origin_not_allowed', detail: 'This origin is not allowed.' },
    });
    await vi.advanceTimersByTimeAsync(120_000);
    expect(calls).toHaveLength(1);
    expect(rejected).toHaveBeenCalledOnce();
    expect(queue.list()).toEqual([]);
  });

  it('keeps a submission queued while offline and sends it once when flushed', async () => {
    let online = false;
    const { fetch, calls } = scriptedFetch([
      () => Promise.reject(new TypeError('offline')),
      () => json(201, RECEIPT),
    ]);
    const deliverer = new Deliverer(queue, { fetch, random: () => 0, isOnline: () => online });
    await deliverer.submit(item());
    await vi.advanceTimersByTimeAsync(600_000);
    expect(calls).toHaveLength(1);
    expect(queue.list()).toHaveLength(1);
    online = true;
    deliverer.flush();
    deliverer.flush(); // a second `online` while the first send is on its way
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(2);
    expect(queue.list()).toEqual([]);
  });

  it('gives up after maxAttempts in this page; the queue keeps it for later', async () => {
    const { fetch, calls } = scriptedFetch(Array.from({ length: 3 }, () => () => json(502, {})));
    const deliverer = new Deliverer(queue, {
      fetch,
      random: () => 0,
      maxAttempts: 3,
      isOnline: () => true,
    });
    await deliverer.submit(item());
    await vi.advanceTimersByTimeAsync(3_600_000);
    expect(calls).toHaveLength(3);
    expect(queue.list()).toHaveLength(1);
  });

  it('sends what an earlier page left in the queue', async () => {
    const storage = memoryStorage();
    new SubmissionQueue(storage).add(item('left-by-page-one-0001'));
    const { fetch, calls } = scriptedFetch([() => json(200, { ...RECEIPT, duplicate: true })]);
    const reloaded = new SubmissionQueue(storage);
    new Deliverer(reloaded, { fetch, random: () => 0 }).flush();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(1);
    expect(reloaded.list()).toEqual([]);
  });
});
