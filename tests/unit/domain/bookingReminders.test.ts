import { describe, it, expect } from 'vitest';
import { deciderSpec } from '../support/deciderSpec.ts';
import { isReminderDue, reminderDecider, type BookingReminderDue, type ReminderKind } from '../../../domain/consultations/reminders.ts';
import type { Booking, BookingState } from '../../../domain/consultations/booking.ts';

const HOUR = 3_600_000;
const start = '2026-12-10T12:00:00.000Z';
const at = (msBeforeStart: number) => new Date(Date.parse(start) - msBeforeStart);
const booking = (over: Partial<Booking> = {}): BookingState => ({
  status: 'exists',
  booking: {
    id: 'b-1', userId: 'u-1', expertId: 'e-1', expertName: 'Dr', topic: 'taxation', duration: 15, start, end: '2026-12-10T12:15:00.000Z',
    answers: {}, notes: null, allowanceMonth: '2026-12', status: 'confirmed', lateCancellation: false, review: null,
    createdAt: at(72 * HOUR).toISOString(), updatedAt: at(72 * HOUR).toISOString(), ...over,
  },
});
const given = deciderSpec(reminderDecider);
const command = (kind: ReminderKind, now: Date, state: BookingState = booking()) => ({
  type: 'RecordReminderDue' as const,
  data: { bookingId: 'b-1', kind, start, booking: state, now: now.toISOString() },
});
const due = (kind: ReminderKind, now: Date): BookingReminderDue => ({
  type: 'BookingReminderDue',
  data: { bookingId: 'b-1', kind, start, dueAt: at(kind === '24h' ? 24 * HOUR : HOUR).toISOString(), at: now.toISOString() },
});

describe('booking reminders', () => {
  it('records the 24 h reminder once it is due, and only once', () => {
    given([]).when(command('24h', at(23 * HOUR))).then([due('24h', at(23 * HOUR))]);
    given([due('24h', at(23 * HOUR))]).when(command('24h', at(22 * HOUR))).thenNothingHappens();
  });

  it('records nothing before the lead, after the start, or for a booking cancelled or moved', () => {
    given([]).when(command('24h', at(25 * HOUR))).thenNothingHappens();
    given([]).when(command('1h', at(-60_000))).thenNothingHappens();
    given([]).when(command('1h', at(30 * 60_000), booking({ status: 'cancelled' }))).thenNothingHappens();
    given([]).when(command('1h', at(30 * 60_000), booking({ start: '2026-12-11T12:00:00.000Z' }))).thenNothingHappens();
    given([]).when(command('1h', at(30 * 60_000), { status: 'none' })).thenNothingHappens();
  });

  it('skips the 24 h reminder once the 1 h one is due, and for a booking made after it fell due', () => {
    expect(isReminderDue(booking(), '24h', start, at(30 * 60_000))).toBe(false);
    expect(isReminderDue(booking(), '1h', start, at(30 * 60_000))).toBe(true);
    expect(isReminderDue(booking({ updatedAt: at(3 * HOUR).toISOString() }), '24h', start, at(2 * HOUR))).toBe(false);
  });
});
