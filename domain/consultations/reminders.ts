import { z } from 'zod';
import type { Decider, DomainEvent } from '../shared/decider.ts';
import { declareEvent } from '../shared/declareEvent.ts';
import type { BookingState } from './booking.ts';

/** Reminders before a booking's start, largest lead first. */
export const REMINDER_KINDS = ['24h', '1h'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];
export const REMINDER_LEAD_MS: Record<ReminderKind, number> = { '24h': 24 * 3_600_000, '1h': 3_600_000 };

/**
 * A reminder fell due; the mail outbox sends it. One stream per booking, kind and start: a moved
 * booking gets fresh reminders, and a second scheduler (or a restart) finds the stream written and
 * appends nothing, so none is ever asked for twice.
 */
export type BookingReminderDue = DomainEvent<'BookingReminderDue', { bookingId: string; kind: ReminderKind; start: string; dueAt: string; at: string }>;

export const bookingReminderDue = declareEvent<BookingReminderDue>()(
  'BookingReminderDue',
  z.object({ bookingId: z.string(), kind: z.enum(REMINDER_KINDS), start: z.string(), dueAt: z.string(), at: z.string() }),
);

export const reminderStream = (bookingId: string, kind: ReminderKind, start: string): string => `bookingReminder-${bookingId}-${kind}-${Date.parse(start)}`;

export const reminderDueAt = (start: string, kind: ReminderKind): number => Date.parse(start) - REMINDER_LEAD_MS[kind];

/**
 * Whether a reminder of this kind is due for the booking at `now`: it is confirmed at that start,
 * the lead has been reached, the start is ahead, and no shorter reminder is due yet (a booking made
 * or moved 3 h before the start gets the 1 h one only). It must also have been booked before the
 * reminder fell due: the confirmation mail already says what a late reminder would.
 */
export function isReminderDue(booking: BookingState, kind: ReminderKind, start: string, now: Date): boolean {
  if (booking.status !== 'exists') return false;
  const b = booking.booking;
  if (b.status !== 'confirmed' || b.start !== start) return false;
  const t = now.getTime();
  const due = reminderDueAt(start, kind);
  if (t < due || t >= Date.parse(start) || Date.parse(b.updatedAt) > due) return false;
  const shorter = REMINDER_KINDS.slice(REMINDER_KINDS.indexOf(kind) + 1);
  return shorter.every((k) => t < reminderDueAt(start, k));
}

export type ReminderCommand = { type: 'RecordReminderDue'; data: { bookingId: string; kind: ReminderKind; start: string; booking: BookingState; now: string } };
export type ReminderState = { recorded: boolean };

export const reminderDecider: Decider<ReminderState, ReminderCommand, BookingReminderDue> = {
  initialState: () => ({ recorded: false }),
  evolve: () => ({ recorded: true }),
  decide({ data }, state) {
    if (state.recorded || !isReminderDue(data.booking, data.kind, data.start, new Date(data.now))) return [];
    const dueAt = new Date(reminderDueAt(data.start, data.kind)).toISOString();
    return [{ type: 'BookingReminderDue', data: { bookingId: data.bookingId, kind: data.kind, start: data.start, dueAt, at: data.now } }];
  },
};
