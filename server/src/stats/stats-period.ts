import { InvalidRequestError } from '../errors/domain-errors.ts';

/** Calendar arithmetic on days written `YYYY-MM-DD` (no time zone: a day is a day). */

export type Interval = 'day' | 'week' | 'month';

export const MAX_TREND_BUCKETS = 1000;

function toDate(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}

function toDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  const date = toDate(day);
  date.setUTCDate(date.getUTCDate() + days);
  return toDay(date);
}

export function addMonths(day: string, months: number): string {
  const date = toDate(day);
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  return toDay(date);
}

/** Days from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): number {
  return Math.round((toDate(to).getTime() - toDate(from).getTime()) / 86_400_000) + 1;
}

/** The first day of the bucket holding `day`: itself, its week's Monday, its month's first. */
export function bucketStart(day: string, interval: Interval): string {
  if (interval === 'day') return day;
  if (interval === 'month') return `${day.slice(0, 8)}01`;
  const weekday = (toDate(day).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  return addDays(day, -weekday);
}

function nextBucket(start: string, interval: Interval): string {
  if (interval === 'day') return addDays(start, 1);
  if (interval === 'week') return addDays(start, 7);
  return addMonths(start, 1);
}

/** The starts of every bucket that overlaps `from`–`to`, in order. */
export function bucketStarts(from: string, to: string, interval: Interval): string[] {
  const starts: string[] = [];
  for (let start = bucketStart(from, interval); start <= to; start = nextBucket(start, interval)) {
    starts.push(start);
  }
  return starts;
}

/** Today in a time zone, as `YYYY-MM-DD`. */
export function today(now: Date, tz: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: tz,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

export interface Period {
  from: string;
  to: string;
}

/**
 * The period of a trend: the filter's `from`/`to`; without `to`, today; without `from`, the last
 * 30 days, 12 weeks (from a Monday) or 12 months (from a first) up to `to`.
 */
export function trendPeriod(
  filter: { from?: string; to?: string },
  interval: Interval,
  todayInZone: string,
): Period {
  const to = filter.to ?? todayInZone;
  const from =
    filter.from ??
    (interval === 'day'
      ? addDays(to, -29)
      : interval === 'week'
        ? addDays(bucketStart(to, 'week'), -7 * 11)
        : addMonths(bucketStart(to, 'month'), -11));
  if (from > to) {
    throw new InvalidRequestError('The period starts after it ends.', [
      { path: 'from', message: 'Must not be after `to` (default: today).' },
    ]);
  }
  if (bucketStarts(from, to, interval).length > MAX_TREND_BUCKETS) {
    throw new InvalidRequestError(`A trend has at most ${MAX_TREND_BUCKETS} buckets.`, [
      { path: 'from', message: `Too long a period for interval=${interval}.` },
    ]);
  }
  return { from, to };
}

/**
 * The period of equal length just before: as many days, ending the day before `from`. A period of
 * whole months (`from` a first, `to` a last day) is compared with as many whole months before it.
 */
export function previousPeriod(period: Period, interval: Interval): Period {
  const prevTo = addDays(period.from, -1);
  const wholeMonths =
    interval === 'month' && period.from.endsWith('-01') && addDays(period.to, 1).endsWith('-01');
  if (wholeMonths) {
    const months = bucketStarts(period.from, period.to, 'month').length;
    return { from: addMonths(period.from, -months), to: prevTo };
  }
  return { from: addDays(period.from, -daysBetween(period.from, period.to)), to: prevTo };
}
