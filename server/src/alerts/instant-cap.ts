import { ALERT_LIMITS } from '@heed/contracts';

/**
 * The instant cap: a rule sends at most `ALERT_LIMITS.instantPerHour` (30) messages in its hour
 * window; the items past the cap are counted (`window_held`) and, when the window ends, told as
 * one "and N more". A window starts with the first match after the previous one ended and lasts
 * one hour. Rule: docs/rules/alerts.md#alerts-7
 */

export const INSTANT_WINDOW_MS = 3_600_000;

/** A rule's window as its locked row holds it. */
export interface RuleWindow {
  ruleId: string;
  windowStartedAt: Date | null;
  windowSent: number;
  windowHeld: number;
}

/** What a batch's matches do to the rules they matched. */
export interface InstantPlan {
  /** One message per destination each: the item's own alert. */
  sends: { ruleId: string; feedbackId: string }[];
  /**
   * Windows that had ended with items held back and that this batch replaces (the scheduler had
   * not closed them yet): their "and N more" goes out now.
   */
  closed: { ruleId: string; held: number; endedAt: Date }[];
  /** The rules' new window state; `last_triggered_at` is `now` for each. */
  windows: RuleWindow[];
}

/** Whether the window of `rule` is over at `now` (a rule without a window has none going). */
export function windowEnded(rule: RuleWindow, now: Date): boolean {
  return (
    rule.windowStartedAt === null ||
    now.getTime() >= rule.windowStartedAt.getTime() + INSTANT_WINDOW_MS
  );
}

/**
 * Applies the cap to the items each rule matched in a batch (`matches`: rule id → item ids, in
 * arrival order), starting from the rules' windows as locked: the first items up to the cap are
 * sent, the rest held.
 */
export function planInstantMessages(
  rules: readonly RuleWindow[],
  matches: ReadonlyMap<string, readonly string[]>,
  now: Date,
  cap: number = ALERT_LIMITS.instantPerHour,
): InstantPlan {
  const plan: InstantPlan = { sends: [], closed: [], windows: [] };
  for (const rule of rules) {
    const items = matches.get(rule.ruleId) ?? [];
    if (items.length === 0) continue;
    let window = rule;
    if (windowEnded(rule, now)) {
      if (rule.windowStartedAt !== null && rule.windowHeld > 0) {
        plan.closed.push({
          ruleId: rule.ruleId,
          held: rule.windowHeld,
          endedAt: new Date(rule.windowStartedAt.getTime() + INSTANT_WINDOW_MS),
        });
      }
      window = { ruleId: rule.ruleId, windowStartedAt: now, windowSent: 0, windowHeld: 0 };
    }
    const room = Math.max(0, cap - window.windowSent);
    const sent = items.slice(0, room);
    for (const feedbackId of sent) plan.sends.push({ ruleId: rule.ruleId, feedbackId });
    plan.windows.push({
      ruleId: rule.ruleId,
      windowStartedAt: window.windowStartedAt,
      windowSent: window.windowSent + sent.length,
      windowHeld: window.windowHeld + items.length - sent.length,
    });
  }
  return plan;
}
