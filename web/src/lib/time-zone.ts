import { isTimeZone } from '@heed/contracts';

/**
 * The browser's time zone travels to the dashboard's server in this cookie (set by the page from
 * `Intl.DateTimeFormat().resolvedOptions().timeZone`), so server-rendered statistics count days in
 * the viewer's zone. It holds no secret; an unknown value counts as UTC.
 */
export const TIME_ZONE_COOKIE = 'heed_tz';

export function timeZoneOf(cookieValue: string | undefined): string {
  return cookieValue && isTimeZone(cookieValue) ? cookieValue : 'UTC';
}

/** Today's date `YYYY-MM-DD` in a time zone. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}
