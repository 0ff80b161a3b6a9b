import type { ExpertProfile } from './expertProfile.ts';
import { addDays, dateOf, minutesOf, offsetMinutes, parseDate, weekdayOf, zonedInstant } from './zonedTime.ts';

/**
 * Free slots, as pure functions of an expert's profile, their other bookings and the time now.
 * Instants are epoch milliseconds.
 */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const DURATIONS = [15, 20] as const;
export type Duration = (typeof DURATIONS)[number];

/** The platform's calendar: slot days are asked for and shown in Riyadh time (no daylight saving). */
export const PLATFORM_TIME_ZONE = 'Asia/Riyadh';

export type Span = { start: number; end: number };

/**
 * Every slot the weekly availability offers on one day of the expert's own calendar: they start
 * every `duration` minutes of wall-clock time from each interval's start and last `duration` real
 * minutes. A slot whose start a daylight-saving jump skips does not exist.
 */
export function slotsOnLocalDay(profile: ExpertProfile, date: string, duration: number): Span[] {
  if (profile.datesOff.includes(date)) return [];
  const spans: Span[] = [];
  // Every instant of a local day lies within these bounds (offsets stay within ±14 h). With the same
  // offset at both, the day has no daylight-saving jump and each wall time is one subtraction away:
  // asking Intl for every slot made this the booking path's costliest function.
  const midnight = parseDate(date);
  const offset = offsetMinutes(midnight - DAY / 2, profile.timeZone);
  const steady = offset === offsetMinutes(midnight + DAY + DAY / 2, profile.timeZone);
  for (const interval of profile.weekly[weekdayOf(date)]) {
    const last = minutesOf(interval.to) - duration;
    for (let m = minutesOf(interval.from); m <= last; m += duration) {
      const start = steady ? midnight + (m - offset) * MINUTE : zonedInstant(date, m, profile.timeZone);
      if (start !== undefined) spans.push({ start, end: start + duration * MINUTE });
    }
  }
  return spans;
}

export type SlotProblem = 'NOT_AVAILABLE' | 'TOO_SOON' | 'TOO_FAR' | 'SLOT_TAKEN';

/** Whether `a` and `b` are closer than `buffer` minutes (overlap counts). */
export const clash = (a: Span, b: Span, bufferMinutes: number): boolean =>
  a.start < b.end + bufferMinutes * MINUTE && b.start < a.end + bufferMinutes * MINUTE;

/** Why `slot` cannot be booked, or undefined when it is free. `busy` excludes the booking being moved. */
export function slotProblem(profile: ExpertProfile, slot: Span, now: number, busy: readonly Span[]): SlotProblem | undefined {
  const duration = (slot.end - slot.start) / MINUTE;
  const offered = slotsOnLocalDay(profile, dateOf(slot.start, profile.timeZone), duration);
  if (!offered.some((s) => s.start === slot.start && s.end === slot.end)) return 'NOT_AVAILABLE';
  return timingProblem(profile, slot, now, busy);
}

/** The checks of a slot already known to be on the expert's grid. */
function timingProblem(profile: ExpertProfile, slot: Span, now: number, busy: readonly Span[]): SlotProblem | undefined {
  if (slot.start < now + profile.minNoticeHours * HOUR) return 'TOO_SOON';
  if (slot.start > now + profile.horizonDays * DAY) return 'TOO_FAR';
  if (busy.some((b) => clash(slot, b, profile.bufferMinutes))) return 'SLOT_TAKEN';
  return undefined;
}

/** The span of a platform (Riyadh) calendar day. */
export function platformDay(date: string): Span {
  const start = zonedInstant(date, 0, PLATFORM_TIME_ZONE)!;
  return { start, end: start + DAY };
}

/** Free slots of one expert that start within `range`, in order. */
export function freeSlots(profile: ExpertProfile, range: Span, duration: number, now: number, busy: readonly Span[]): Span[] {
  const first = dateOf(range.start, profile.timeZone);
  const last = dateOf(range.end - 1, profile.timeZone);
  const slots: Span[] = [];
  for (let date = first; date <= last; date = addDays(date, 1)) {
    for (const slot of slotsOnLocalDay(profile, date, duration)) {
      if (slot.start >= range.start && slot.start < range.end && !timingProblem(profile, slot, now, busy)) slots.push(slot);
    }
  }
  return slots.sort((a, b) => a.start - b.start);
}

export const isDate = (value: string): boolean => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(parseDate(value)) && new Date(parseDate(value)).toISOString().startsWith(value);

/**
 * The meeting room is open from 10 minutes before the start until 30 minutes after the end
 * (issue 9); the web shows `opensAt` when it is not.
 */
export const MEETING_OPENS_BEFORE_MINUTES = 10;
export const MEETING_CLOSES_AFTER_MINUTES = 30;

export function meetingWindow(booking: Span): { opensAt: number; closesAt: number } {
  return { opensAt: booking.start - MEETING_OPENS_BEFORE_MINUTES * MINUTE, closesAt: booking.end + MEETING_CLOSES_AFTER_MINUTES * MINUTE };
}

export function meetingOpen(booking: Span, now: number): boolean {
  const { opensAt, closesAt } = meetingWindow(booking);
  return now >= opensAt && now <= closesAt;
}

/**
 * How many distinct free start times each platform (Riyadh) day holds, only the days with any,
 * in date order: a calendar marks those days without loading every slot of a month.
 */
export function freeTimesByPlatformDay(starts: readonly number[]): { date: string; times: number }[] {
  const byDay = new Map<string, Set<number>>();
  for (const start of starts) {
    const date = dateOf(start, PLATFORM_TIME_ZONE);
    const day = byDay.get(date) ?? new Set<number>();
    day.add(start);
    byDay.set(date, day);
  }
  return [...byDay].sort(([a], [b]) => a.localeCompare(b)).map(([date, times]) => ({ date, times: times.size }));
}
