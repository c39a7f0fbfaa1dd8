import { describe, expect, it } from 'vitest';
import { RECENT_WRITE_MS, RecentWrites } from './recent-writes.ts';

function clockAt(start: number) {
  let now = start;
  return {
    clock: { now: () => new Date(now) },
    advance: (ms: number) => {
      now += ms;
    },
  };
}

describe('RecentWrites', () => {
  it('remembers a user’s latest change for 30 seconds', () => {
    const { clock, advance } = clockAt(Date.UTC(2026, 10, 27));
    const writes = new RecentWrites(clock);
    writes.record('id:aaaaaaaaaaaa', 0x200n);
    writes.record('id:aaaaaaaaaaaa', 0x100n);
    expect(writes.positionOf('id:aaaaaaaaaaaa')).toBe(0x200n);
    expect(writes.positionOf('id:bbbbbbbbbbbb')).toBeUndefined();
    advance(RECENT_WRITE_MS - 1);
    expect(writes.positionOf('id:aaaaaaaaaaaa')).toBe(0x200n);
    advance(1);
    expect(writes.positionOf('id:aaaaaaaaaaaa')).toBeUndefined();
    expect(writes.size).toBe(0);
  });

  it('forgets the least recently changed user past its bound', () => {
    const { clock } = clockAt(0);
    const writes = new RecentWrites(clock, { maxUsers: 2 });
    writes.record('a', 1n);
    writes.record('b', 2n);
    writes.record('a', 3n);
    writes.record('c', 4n);
    expect(writes.size).toBe(2);
    expect(writes.positionOf('b')).toBeUndefined();
    expect(writes.positionOf('a')).toBe(3n);
    expect(writes.positionOf('c')).toBe(4n);
  });
});
