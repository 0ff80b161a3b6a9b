import { dateOf, offsetMinutes, zonedInstant } from '../../../domain/consultations/zonedTime.ts';

// Saudi users read dates in both calendars and coordinate in Riyadh time, so every user-facing date or
// time goes through these helpers rather than toLocaleString.

export const RIYADH_TIME_ZONE = 'Asia/Riyadh';

export interface DualDate {
  gregorian: string;
  hijri: string;
}

export interface DualTime {
  riyadh: string;
  local: string;
  /** False when the user is already on Riyadh time; the UI then shows one clock. */
  differs: boolean;
}

const dateStyle: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'long', day: 'numeric' };

/** The date in the Gregorian and Umm al-Qura Hijri calendars, as seen in Riyadh. */
export function formatDualDate(date: Date, locale: string): DualDate {
  const gregorian = new Intl.DateTimeFormat(locale, {
    ...dateStyle,
    calendar: 'gregory',
    timeZone: RIYADH_TIME_ZONE,
  }).format(date);
  const hijri = new Intl.DateTimeFormat(`${locale}-u-ca-islamic-umalqura`, {
    ...dateStyle,
    calendar: 'islamic-umalqura',
    timeZone: RIYADH_TIME_ZONE,
  }).format(date);
  return { gregorian, hijri };
}

function timeIn(date: Date, locale: string, timeZone: string | undefined): string {
  return new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone }).format(date);
}

export function userTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

export function formatRiyadhTime(date: Date, locale: string): string {
  return timeIn(date, locale, RIYADH_TIME_ZONE);
}

/** Riyadh time beside the user's own (timeZone overrides the browser's, for tests and settings). */
export function formatDualTime(date: Date, locale: string, timeZone: string = userTimeZone()): DualTime {
  const riyadh = formatRiyadhTime(date, locale);
  const local = timeIn(date, locale, timeZone);
  return { riyadh, local, differs: offsetMinutes(date.getTime(), timeZone) !== offsetMinutes(date.getTime(), RIYADH_TIME_ZONE) };
}

/** A wall-clock time in Riyadh on the given Riyadh date; the zone arithmetic is the booking domain's (one copy). */
export function riyadhWallClock(hours: number, minutes: number, on: Date = new Date()): Date {
  return new Date(zonedInstant(dateOf(on.getTime(), RIYADH_TIME_ZONE), hours * 60 + minutes, RIYADH_TIME_ZONE)!);
}

/**
 * A moment as a person reads it in their own language and zone, with the zone named so nobody has to
 * guess whose clock it is: "Tuesday, 15 January 2030 at 09:00 GMT+1".
 */
export function formatLocalDateTime(iso: string, locale: string, timeZone: string = userTimeZone()): string {
  return new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(new Date(iso));
}
