/** How the dashboard writes numbers, dates and answers for people. */

const numberFormat = new Intl.NumberFormat('en');

export function formatCount(value: number): string {
  return numberFormat.format(value);
}

/** An average rating with up to two decimals ("4.21"). */
export function formatAverage(value: number): string {
  return value.toFixed(2).replace(/\.?0+$/, '');
}

/** A signed NPS score ("+34", "−12", "0"). */
export function formatNps(score: number): string {
  if (score > 0) return `+${score}`;
  if (score < 0) return `−${Math.abs(score)}`;
  return '0';
}

/** An instant as date and time in a time zone ("25 Nov 2026, 14:05"). */
export function formatDateTime(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));
}

/** A calendar day `YYYY-MM-DD` as people read it ("25 Nov 2026"), the same in every zone. */
export function formatDay(day: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(new Date(`${day}T00:00:00Z`));
}

/** The first bucket day of an interval as a short axis label. */
export function formatBucket(day: string, interval: 'day' | 'week' | 'month'): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (interval === 'month') {
    return new Intl.DateTimeFormat('en-GB', {
      timeZone: 'UTC',
      month: 'short',
      year: 'numeric',
    }).format(date);
  }
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'short',
  }).format(date);
}

/** A text shortened to at most `length` characters, on a word boundary when it can. */
export function excerpt(text: string, length = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= length) return flat;
  const cut = flat.slice(0, length);
  const space = cut.lastIndexOf(' ');
  return `${(space > length / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
