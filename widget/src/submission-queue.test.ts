import { describe, expect, it } from 'vitest';
import { type QueuedSubmission, SubmissionQueue } from './submission-queue.ts';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
  };
}

function item(id: string, queuedAt: number): QueuedSubmission {
  return { id, endpoint: 'https://heed.example/api/v1/submission', key: 'k', body: {}, queuedAt };
}

describe('submission queue', () => {
  it('keeps submissions across instances (a reload) until removed', () => {
    const storage = memoryStorage();
    new SubmissionQueue(storage).add(item('a', Date.now()));
    const reloaded = new SubmissionQueue(storage);
    expect(reloaded.list().map((i) => i.id)).toEqual(['a']);
    reloaded.remove('a');
    expect(new SubmissionQueue(storage).list()).toEqual([]);
  });

  it('holds at most maxItems, dropping the oldest', () => {
    const queue = new SubmissionQueue(memoryStorage(), { maxItems: 3, maxAgeMs: 60_000 });
    for (const id of ['a', 'b', 'c', 'd']) queue.add(item(id, Date.now()));
    expect(queue.list().map((i) => i.id)).toEqual(['b', 'c', 'd']);
  });

  it('adds a submission once, however often it is queued', () => {
    const queue = new SubmissionQueue(memoryStorage());
    queue.add(item('a', Date.now()));
    queue.add(item('a', Date.now()));
    expect(queue.list()).toHaveLength(1);
  });

  it('forgets submissions older than the deduplication window', () => {
    let now = 1_000_000;
    const queue = new SubmissionQueue(
      memoryStorage(),
      { maxItems: 5, maxAgeMs: 10_000 },
      () => now,
    );
    queue.add(item('old', now));
    now += 10_001;
    queue.add(item('new', now));
    expect(queue.list().map((i) => i.id)).toEqual(['new']);
  });

  it('survives what another script wrote to its storage key', () => {
    const storage = memoryStorage();
    storage.setItem('heed:queue:v1', '{not json');
    expect(new SubmissionQueue(storage).list()).toEqual([]);
    storage.setItem('heed:queue:v1', JSON.stringify([{ id: 1 }, item('ok', Date.now())]));
    expect(new SubmissionQueue(storage).list().map((i) => i.id)).toEqual(['ok']);
  });

  it('keeps working when storage refuses writes', () => {
    const queue = new SubmissionQueue({
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    });
    expect(() => queue.add(item('a', Date.now()))).not.toThrow();
  });
});
