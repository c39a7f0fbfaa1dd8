/**
 * When a daily digest is due: the first moment after a given one at which the wall clock in the
 * rule's time zone reads `hour`:00. Across a daylight-saving change the digest keeps its wall-clock
 * hour: a day whose `hour`:00 does not exist (the clock jumps over it) gets it when the clock
 * lands after the jump, and a day whose `hour`:00 happens twice gets it the first time.
 */

const partsFormat = new Map<string, Intl.DateTimeFormat>();

function formatOf(tz: string): Intl.DateTimeFormat {
  let format = partsFormat.get(tz);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: tz,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    partsFormat.set(tz, format);
  }
  return format;
}

/** The wall-clock time in `tz` at `instant`, as if it were UTC (milliseconds). */
function wallClockMs(instant: number, tz: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatOf(tz).formatToParts(new Date(instant))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return Date.UTC(
    parts.year as number,
    (parts.month as number) - 1,
    parts.day as number,
    parts.hour as number,
    parts.minute as number,
    parts.second as number,
  );
}

/**
 * The earliest instant at or after which the wall clock in `tz` shows `wall` (milliseconds of a
 * wall-clock time written as UTC): the instant itself when it exists, else the end of the gap.
 */
function instantOfWallClock(wall: number, tz: string): number {
  // Offsets are within ±18 h: try the offsets in force around the wanted time.
  const candidates = new Set<number>();
  for (const probe of [wall - 86_400_000, wall, wall + 86_400_000]) {
    const offset = wallClockMs(probe, tz) - probe;
    candidates.add(wall - offset);
  }
  const exact = [...candidates]
    .filter((instant) => wallClockMs(instant, tz) === wall)
    .sort((a, b) => a - b);
  if (exact.length > 0) return exact[0] as number;
  // In a gap: the first instant whose wall clock is past `wall`, found minute by minute from the
  // earliest candidate (gaps are at most a few hours).
  let instant = Math.min(...candidates);
  while (wallClockMs(instant, tz) < wall) instant += 60_000;
  while (wallClockMs(instant - 60_000, tz) >= wall) instant -= 60_000;
  return instant;
}

/** The first moment strictly after `after` at which a digest at `hour` (0–23) in `tz` is due. */
export function nextDigestAt(after: Date, hour: number, tz: string): Date {
  const localNow = wallClockMs(after.getTime(), tz);
  const localDay = Math.floor(localNow / 86_400_000) * 86_400_000;
  for (let day = 0; day <= 2; day++) {
    const due = instantOfWallClock(localDay + day * 86_400_000 + hour * 3_600_000, tz);
    if (due > after.getTime()) return new Date(due);
  }
  throw new Error('no digest time within two days');
}
