import { formatDualDate, formatDualTime, RIYADH_TIME_ZONE, userTimeZone, type DualTime } from '@/lib/dates.ts';

/** The days offered in the day picker: the API answers slots per Riyadh day (UTC+3, no DST). */
export function riyadhDays(now: Date, count: number): string[] {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: RIYADH_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  const noon = Date.parse(`${today}T12:00:00+03:00`);
  return Array.from({ length: count }, (_, i) => new Date(noon + i * 86_400_000).toISOString().slice(0, 10));
}

/** The Riyadh day (UTC+3 all year) an instant falls on, as the slots API names days. */
export const riyadhDayOf = (instant: string): string => new Date(Date.parse(instant) + 3 * 3_600_000).toISOString().slice(0, 10);

export interface DayLabel {
  weekday: string;
  gregorian: string;
  hijri: string;
}

/** A Riyadh day in both calendars (Umm al-Qura Hijri beside Gregorian), with its weekday. */
export function dayLabel(day: string, locale: string): DayLabel {
  const noon = new Date(`${day}T12:00:00+03:00`);
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: RIYADH_TIME_ZONE }).format(noon);
  return { weekday, ...formatDualDate(noon, locale) };
}

/** A slot's start in the user's own time zone and in Riyadh, side by side. */
export function slotTimes(start: string, locale: string, timeZone: string = userTimeZone()): DualTime & { timeZone: string } {
  return { ...formatDualTime(new Date(start), locale, timeZone), timeZone };
}

/** Date and time of a booking for lists: Riyadh date in both calendars and the two clocks. */
export function bookingWhen(start: string, locale: string, timeZone: string = userTimeZone()) {
  const date = formatDualDate(new Date(start), locale);
  return { ...date, ...slotTimes(start, locale, timeZone) };
}

/** Default late-cancellation window: the API's BOOKING_CANCEL_NOTICE_HOURS default (it exposes no setting). */
export const CANCEL_NOTICE_HOURS = 24;

export function isLateCancel(start: string, now: number, hours = CANCEL_NOTICE_HOURS): boolean {
  return Date.parse(start) - now < hours * 3_600_000;
}

/** The room opens 10 minutes before the start and closes 30 minutes after the end (API rule). */
export function roomMayBeOpen(start: string, end: string, now: number): boolean {
  return now >= Date.parse(start) - 10 * 60_000 && now <= Date.parse(end) + 30 * 60_000;
}
