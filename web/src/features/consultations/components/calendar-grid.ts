/**
 * Month-grid arithmetic for the booking calendar, on plain 'YYYY-MM-DD' days (Riyadh days, as the slots
 * API answers them) and 'YYYY-MM' months. Dates are read at UTC noon, so no time zone can shift a day.
 * Names come from Intl in the UI language; no date library is needed for this much.
 */
const DAY_MS = 86_400_000;

const noon = (day: string): number => Date.parse(`${day}T12:00:00Z`);
const iso = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

export const addDays = (day: string, days: number): string => iso(noon(day) + days * DAY_MS);
export const monthOf = (day: string): string => day.slice(0, 7);

export function addMonths(month: string, months: number): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, m - 1 + months, 1)).toISOString().slice(0, 7);
}

export const firstOfMonth = (month: string): string => `${month}-01`;
export const lastOfMonth = (month: string): string => addDays(firstOfMonth(addMonths(month, 1)), -1);

/** ISO weekday, 1 = Monday … 7 = Sunday. */
export const isoWeekday = (day: string): number => new Date(noon(day)).getUTCDay() || 7;

/** The locale's first day of the week (ISO numbering) where the browser knows it; Monday otherwise. */
export function firstDayOfWeek(locale: string): number {
  try {
    const info = new Intl.Locale(locale) as Intl.Locale & { getWeekInfo?: () => { firstDay: number }; weekInfo?: { firstDay: number } };
    return info.getWeekInfo?.().firstDay ?? info.weekInfo?.firstDay ?? 1;
  } catch {
    return 1;
  }
}

/** The weeks of a month as rows of seven days, null outside the month, starting on `firstDay`. */
export function monthWeeks(month: string, firstDay: number): (string | null)[][] {
  const first = firstOfMonth(month);
  const lead = (isoWeekday(first) - firstDay + 7) % 7;
  const last = lastOfMonth(month);
  const weeks: (string | null)[][] = [];
  for (let start = addDays(first, -lead); start <= last; start = addDays(start, 7)) {
    weeks.push(Array.from({ length: 7 }, (_, i) => {
      const day = addDays(start, i);
      return monthOf(day) === month ? day : null;
    }));
  }
  return weeks;
}

/** Weekday names in grid order, short for the header and long for screen readers. */
export function weekdayNames(locale: string, firstDay: number): { short: string; long: string }[] {
  const short = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  const long = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
  // 2024-01-01 was a Monday (ISO weekday 1).
  return Array.from({ length: 7 }, (_, i) => {
    const date = new Date(noon('2024-01-01') + ((firstDay - 1 + i) % 7) * DAY_MS);
    return { short: short.format(date), long: long.format(date) };
  });
}

// A month grid formats some 40 days per render: build each formatter once per locale.
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: string, kind: 'month' | 'day' | 'full'): Intl.DateTimeFormat {
  const key = `${locale}|${kind}`;
  let f = formatters.get(key);
  if (!f) {
    const options: Intl.DateTimeFormatOptions =
      kind === 'month' ? { month: 'long', year: 'numeric' } : kind === 'day' ? { day: 'numeric' } : { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' };
    f = new Intl.DateTimeFormat(locale, { ...options, calendar: 'gregory', timeZone: 'UTC' });
    formatters.set(key, f);
  }
  return f;
}

export const monthTitle = (month: string, locale: string): string => formatter(locale, 'month').format(noon(firstOfMonth(month)));
export const dayNumber = (day: string, locale: string): string => formatter(locale, 'day').format(noon(day));
/** Weekday and Gregorian date in one, for a day's accessible name. */
export const fullDay = (day: string, locale: string): string => formatter(locale, 'full').format(noon(day));

/** Where a key moves the focus in the grid (the grid pattern of WAI-ARIA); null for other keys. */
export function keyTarget(day: string, key: string, rtl: boolean, firstDay: number): string | null {
  const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
  const back = rtl ? 'ArrowRight' : 'ArrowLeft';
  const column = (isoWeekday(day) - firstDay + 7) % 7;
  switch (key) {
    case forward: return addDays(day, 1);
    case back: return addDays(day, -1);
    case 'ArrowDown': return addDays(day, 7);
    case 'ArrowUp': return addDays(day, -7);
    case 'Home': return addDays(day, -column);
    case 'End': return addDays(day, 6 - column);
    case 'PageDown': return sameDayIn(addMonths(monthOf(day), 1), day);
    case 'PageUp': return sameDayIn(addMonths(monthOf(day), -1), day);
    default: return null;
  }
}

/** The same day of the month in another month, or that month's last day when it is shorter. */
function sameDayIn(month: string, day: string): string {
  const last = lastOfMonth(month);
  const candidate = `${month}-${day.slice(8, 10)}`;
  return candidate > last ? last : candidate;
}

export const clampDay = (day: string, min: string, max: string): string => (day < min ? min : day > max ? max : day);
