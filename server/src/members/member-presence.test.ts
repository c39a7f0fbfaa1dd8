import { describe, expect, it } from 'vitest';
import { ManualClock } from '../testing/test-app.ts';
import { MEMBER_RECORD_INTERVAL_MS, MemberPresence } from './member-presence.ts';

/** Rule: docs/rules/triage.md#triage-2: a member is written at most every five minutes a process. */

const member = { teamId: 'team-1', userRef: 'id:0123456789ab', name: 'Kari', role: 'editor' };

describe('MemberPresence', () => {
  it('is due for a member never recorded, then not again for five minutes', () => {
    const clock = new ManualClock(new Date('2026-11-27T10:00:00Z'));
    const presence = new MemberPresence(clock);
    expect(presence.isDue(member)).toBe(true);
    presence.recorded(member, clock.now());
    expect(presence.isDue(member)).toBe(false);
    clock.advance(MEMBER_RECORD_INTERVAL_MS - 1);
    expect(presence.isDue(member)).toBe(false);
    clock.advance(1);
    expect(presence.isDue(member)).toBe(true);
  });

  it('is due at once when the name or the role changed, or in another team', () => {
    const clock = new ManualClock();
    const presence = new MemberPresence(clock);
    presence.recorded(member, clock.now());
    expect(presence.isDue({ ...member, name: 'Kari N.' })).toBe(true);
    expect(presence.isDue({ ...member, role: 'admin' })).toBe(true);
    expect(presence.isDue({ ...member, teamId: 'team-2' })).toBe(true);
  });

  it('forgets the member recorded longest ago past its bound', () => {
    const clock = new ManualClock();
    const presence = new MemberPresence(clock, { maxEntries: 2 });
    const second = { ...member, userRef: 'id:111111111111' };
    const third = { ...member, userRef: 'id:222222222222' };
    for (const each of [member, second, third]) presence.recorded(each, clock.now());
    expect(presence.size).toBe(2);
    expect(presence.isDue(member)).toBe(true);
    expect(presence.isDue(second)).toBe(false);
    expect(presence.isDue(third)).toBe(false);
    expect(() => new MemberPresence(clock, { maxEntries: 0 })).toThrow(RangeError);
  });
});
