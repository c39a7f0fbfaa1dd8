/** A survey closed or answered stays hidden for its cool-down, remembered per survey id. */
const PREFIX = 'heed:seen:';
const DAY_MS = 86_400_000;

export function isCoolingDown(surveyId: string, cooldownDays: number, now = Date.now()) {
  if (cooldownDays <= 0) return false;
  try {
    const seen = Number(globalThis.localStorage.getItem(PREFIX + surveyId));
    return seen > 0 && now - seen < cooldownDays * DAY_MS;
  } catch {
    return false;
  }
}

export function rememberSeen(surveyId: string, now = Date.now()): void {
  try {
    globalThis.localStorage.setItem(PREFIX + surveyId, String(now));
  } catch {
    // Without storage the survey may show again on the next page.
  }
}
