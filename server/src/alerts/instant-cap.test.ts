import { describe, expect, it } from 'vitest';
import { ManualClock } from '../testing/test-app.ts';
import { AlertRuleHints } from './alert-rule-hints.ts';
import { INSTANT_WINDOW_MS, planInstantMessages, type RuleWindow } from './instant-cap.ts';

/** Rule: docs/rules/alerts.md#alerts-7 (30 an hour window, then "and N more"). */

const now = new Date('2026-11-27T10:00:00.000Z');
const ids = (n: number, prefix = 'item') => Array.from({ length: n }, (_, i) => `${prefix}-${i}`);
const fresh = (ruleId: string): RuleWindow => ({
  ruleId,
  windowStartedAt: null,
  windowSent: 0,
  windowHeld: 0,
});

describe('planInstantMessages', () => {
  it('opens a window at the first match and sends up to the cap, holding the rest', () => {
    const plan = planInstantMessages([fresh('r')], new Map([['r', ids(31)]]), now);
    expect(plan.sends.map((send) => send.feedbackId)).toEqual(ids(30));
    expect(plan.closed).toEqual([]);
    expect(plan.windows).toEqual([
      { ruleId: 'r', windowStartedAt: now, windowSent: 30, windowHeld: 1 },
    ]);
  });

  it('goes on from the window as stored while it lasts', () => {
    const started = new Date(now.getTime() - INSTANT_WINDOW_MS + 1);
    const plan = planInstantMessages(
      [{ ruleId: 'r', windowStartedAt: started, windowSent: 28, windowHeld: 0 }],
      new Map([['r', ids(5)]]),
      now,
    );
    expect(plan.sends).toHaveLength(2);
    expect(plan.windows).toEqual([
      { ruleId: 'r', windowStartedAt: started, windowSent: 30, windowHeld: 3 },
    ]);
    const full = planInstantMessages(plan.windows, new Map([['r', ids(2, 'x')]]), now);
    expect(full.sends).toEqual([]);
    expect(full.windows[0]).toMatchObject({ windowSent: 30, windowHeld: 5 });
  });

  it('closes an ended window with items held (its "and N more") and opens a new one', () => {
    const started = new Date(now.getTime() - INSTANT_WINDOW_MS);
    const plan = planInstantMessages(
      [
        { ruleId: 'held', windowStartedAt: started, windowSent: 30, windowHeld: 7 },
        { ruleId: 'quiet', windowStartedAt: started, windowSent: 4, windowHeld: 0 },
      ],
      new Map([
        ['held', ['a']],
        ['quiet', ['b']],
      ]),
      now,
    );
    expect(plan.closed).toEqual([{ ruleId: 'held', held: 7, endedAt: now }]);
    expect(plan.sends).toEqual([
      { ruleId: 'held', feedbackId: 'a' },
      { ruleId: 'quiet', feedbackId: 'b' },
    ]);
    expect(plan.windows).toEqual([
      { ruleId: 'held', windowStartedAt: now, windowSent: 1, windowHeld: 0 },
      { ruleId: 'quiet', windowStartedAt: now, windowSent: 1, windowHeld: 0 },
    ]);
  });

  it('leaves rules without a match out', () => {
    const plan = planInstantMessages([fresh('a'), fresh('b')], new Map([['b', ['x']]]), now);
    expect(plan.windows.map((window) => window.ruleId)).toEqual(['b']);
  });
});

describe('AlertRuleHints', () => {
  it('remembers surveys with rules for its TTL, forgets those found without', () => {
    const clock = new ManualClock(now);
    const hints = new AlertRuleHints(clock, { ttlMs: 1_000 });
    expect(hints.expectsRules('t', 's')).toBe(false);
    hints.learn('t', 's', true);
    expect(hints.expectsRules('t', 's')).toBe(true);
    expect(hints.expectsRules('t', 'other')).toBe(false);
    expect(hints.expectsRules('other', 's')).toBe(false);
    clock.advance(1_001);
    expect(hints.expectsRules('t', 's')).toBe(false);
    hints.learn('t', 's', true);
    hints.learn('t', 's', false);
    expect(hints.expectsRules('t', 's')).toBe(false);
  });

  it('keeps at most maxSurveys, forgetting the oldest', () => {
    const hints = new AlertRuleHints(new ManualClock(now), { maxSurveys: 2 });
    hints.learn('t', 'a', true);
    hints.learn('t', 'b', true);
    hints.learn('t', 'c', true);
    expect(hints.size).toBe(2);
    expect(hints.expectsRules('t', 'a')).toBe(false);
    expect(hints.expectsRules('t', 'c')).toBe(true);
  });
});
