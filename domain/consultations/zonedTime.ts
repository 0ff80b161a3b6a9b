/**
 * Wall-clock arithmetic in an IANA time zone with Intl only (no date library): the offset of a
 * zone at an instant comes from formatting that instant there, so daylight saving follows the
 * runtime's tz database. Dates are 'YYYY-MM-DD', times 'HH:MM', instants epoch milliseconds.
 */
const MINUTE = 60_000;
const DAY = 86_400_000;

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** The wall clock of `instant` in `timeZone`, as if that wall clock were UTC. */
function wallClock(instant: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const p of formatter(timeZone).formatToParts(new Date(instant))) if (p.type !== 'literal') parts[p.type] = Number(p.value);
  return Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
}

/** Minutes the zone is ahead of UTC at `instant` (Riyadh: 180). */
export const offsetMinutes = (instant: number, timeZone: string): number =>
  Math.round((wallClock(instant, timeZone) - Math.floor(instant / 1000) * 1000) / MINUTE);

export const dateOf = (instant: number, timeZone: string): string => new Date(wallClock(instant, timeZone)).toISOString().slice(0, 10);

export const parseDate = (date: string): number => Date.parse(`${date}T00:00:00Z`);
export const addDays = (date: string, days: number): string => new Date(parseDate(date) + days * DAY).toISOString().slice(0, 10);
export const minutesOf = (hhmm: string): number => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/**
 * The instant at which the zone's wall clock shows `date` plus `minutes`, or undefined when that
 * wall time does not exist (skipped by a daylight-saving jump). A wall time that occurs twice
 * (clocks going back) resolves to its first occurrence.
 */
export function zonedInstant(date: string, minutes: number, timeZone: string): number | undefined {
  const wall = parseDate(date) + minutes * MINUTE;
  for (const probe of [wall - DAY / 2, wall, wall + DAY / 2].map((t) => offsetMinutes(t, timeZone))) {
    // Earlier offsets first, so an ambiguous wall time picks the first instant.
    const candidate = wall - probe * MINUTE;
    if (wallClock(candidate, timeZone) === wall) return candidate;
  }
  return undefined;
}

export type Weekday = 'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun';
export const WEEKDAYS: readonly Weekday[] = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];
const BY_UTC_DAY: readonly Weekday[] = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
export const weekdayOf = (date: string): Weekday => BY_UTC_DAY[new Date(parseDate(date)).getUTCDay()]!;
