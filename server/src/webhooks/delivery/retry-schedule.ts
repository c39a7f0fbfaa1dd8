/** The share of a pause that is random: a pause of 10 s waits 9–11 s. */
export const RETRY_JITTER = 0.1;

/**
 * How long to wait before the next attempt after `attempts` failed ones (1 = the first attempt
 * failed): the schedule's pause for it, ±10 % at random so endpoints that failed together are not
 * retried together; undefined past the schedule's last pause (the message has failed).
 */
export function retryDelayMs(
  scheduleMs: readonly number[],
  attempts: number,
  random: () => number = Math.random,
): number | undefined {
  if (!Number.isInteger(attempts) || attempts < 1) return undefined;
  const pause = scheduleMs[attempts - 1];
  if (pause === undefined) return undefined;
  const factor = 1 - RETRY_JITTER + 2 * RETRY_JITTER * random();
  return Math.max(1, Math.round(pause * factor));
}
