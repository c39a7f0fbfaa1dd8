/** Retry timing: exponential backoff with jitter, and `Retry-After` when the server sends one. */
export interface BackoffPolicy {
  baseMs: number;
  capMs: number;
}

export const DEFAULT_BACKOFF: BackoffPolicy = { baseMs: 1_000, capMs: 60_000 };

/**
 * The wait before retry number `attempt` (0 for the first retry): half of the exponential step
 * fixed, the other half random ("equal jitter"), so clients that failed together spread out.
 */
export function backoffDelay(
  attempt: number,
  random: () => number,
  policy: BackoffPolicy = DEFAULT_BACKOFF,
): number {
  const step = Math.min(policy.capMs, policy.baseMs * 2 ** Math.min(attempt, 30));
  return Math.round(step / 2 + random() * (step / 2));
}

/** `Retry-After` in milliseconds: delta seconds or an HTTP date; undefined when absent or bad. */
export function retryAfterMs(header: string | null, now: number): number | undefined {
  if (!header) return undefined;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1_000;
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}
