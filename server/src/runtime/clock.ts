/** The time source of domain rules (key expiry, grace periods); tests substitute their own. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
