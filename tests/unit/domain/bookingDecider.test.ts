import { describe, expect, it } from 'vitest';
import { BOOKING_STATUSES, type BookingActor, type BookingEvent, type BookingStatus } from '../../../domain/consultations/booking.ts';
import { allowedTransitions, bookingDecider, keepsItsTime, returnsAllowance, TRANSITIONS, type BookingCommand, type Relation } from '../../../domain/consultations/bookingLogic.ts';
import { deciderSpec } from '../support/deciderSpec.ts';

const given = deciderSpec(bookingDecider);
const user: BookingActor = { id: 'u1', role: 'user' };
const expert: BookingActor = { id: 'e1', role: 'expert' };
const admin: BookingActor = { id: 'a1', role: 'admin' };
const stranger: BookingActor = { id: 'u2', role: 'user' };
const actors: Record<Exclude<Relation, 'other'>, BookingActor> = { user, expert, admin };

const start = '2026-12-01T09:00:00.000Z';
const end = '2026-12-01T09:15:00.000Z';
const booked = '2026-11-20T10:00:00.000Z';
const before = '2026-12-01T08:00:00.000Z';
const after = '2026-12-01T09:20:00.000Z';

const confirmed: BookingEvent = {
  type: 'BookingConfirmed',
  data: {
    bookingId: 'b1',
    userId: 'u1',
    expertId: 'e1',
    expertName: 'Dr Expert',
    topic: 'taxation',
    duration: 15,
    start,
    end,
    answers: { 'taxation.activity': 'Retail' },
    notes: null,
    allowanceMonth: '2026-11',
    by: user,
    at: booked,
  },
};
const requested: BookingEvent = { type: 'BookingRescheduleRequested', data: { bookingId: 'b1', reason: 'Travel', by: expert, at: booked } };
const cancelled: BookingEvent = { type: 'BookingCancelled', data: { bookingId: 'b1', reason: 'x', lateCancellation: false, by: user, at: booked } };
const outcome = (status: 'completed' | 'no_show_user' | 'no_show_expert'): BookingEvent => ({
  type: 'BookingOutcomeRecorded',
  data: { bookingId: 'b1', status, notes: null, by: expert, at: after },
});
const history: Record<BookingStatus, BookingEvent[]> = {
  confirmed: [confirmed],
  reschedule_requested: [confirmed, requested],
  cancelled: [confirmed, cancelled],
  completed: [confirmed, outcome('completed')],
  no_show_user: [confirmed, outcome('no_show_user')],
  no_show_expert: [confirmed, outcome('no_show_expert')],
};

const newStart = '2026-12-02T10:00:00.000Z';
const newEnd = '2026-12-02T10:15:00.000Z';
/** The command that asks for `to`, made by `by` at `now`. */
function commandFor(to: BookingStatus, by: BookingActor, now = after): BookingCommand {
  switch (to) {
    case 'reschedule_requested':
      return { type: 'RequestReschedule', data: { by, now, reason: 'Travel' } };
    case 'confirmed':
      return { type: 'MoveBooking', data: { by, now, start: newStart, end: newEnd, cancelNoticeHours: 24 } };
    case 'cancelled':
      return { type: 'CancelBooking', data: { by, now, reason: 'Plans changed', cancelNoticeHours: 24 } };
    default:
      return { type: 'RecordOutcome', data: { by, now, status: to, notes: 'Went well' } };
  }
}

describe('booking decider: the transition table', () => {
  for (const row of TRANSITIONS) {
    for (const who of row.who) {
      if (who === 'other') continue;
      it(`${row.from} → ${row.to} by the ${who}`, () => {
        const by = actors[who];
        const command = commandFor(row.to, by);
        const expected: Record<BookingStatus, BookingEvent> = {
          reschedule_requested: { type: 'BookingRescheduleRequested', data: { bookingId: 'b1', reason: 'Travel', by, at: after } },
          confirmed: { type: 'BookingRescheduled', data: { bookingId: 'b1', start: newStart, end: newEnd, previousStart: start, by, at: after } },
          cancelled: { type: 'BookingCancelled', data: { bookingId: 'b1', reason: 'Plans changed', lateCancellation: false, by, at: after } },
          completed: { type: 'BookingOutcomeRecorded', data: { bookingId: 'b1', status: 'completed', notes: 'Went well', by, at: after } },
          no_show_user: { type: 'BookingOutcomeRecorded', data: { bookingId: 'b1', status: 'no_show_user', notes: 'Went well', by, at: after } },
          no_show_expert: { type: 'BookingOutcomeRecorded', data: { bookingId: 'b1', status: 'no_show_expert', notes: 'Went well', by, at: after } },
        };
        // Late cancellations and moves are their own cases below; cancel and move here well before the start.
        const early = row.to === 'cancelled' || row.to === 'confirmed';
        const timely = early ? ({ ...command, data: { ...command.data, now: booked } } as BookingCommand) : command;
        const event = expected[row.to];
        given(history[row.from]).when(timely).then([early ? ({ ...event, data: { ...event.data, at: booked } } as BookingEvent) : event]);
      });
    }
  }

  for (const from of BOOKING_STATUSES) {
    for (const to of BOOKING_STATUSES) {
      if (TRANSITIONS.some((t) => t.from === from && t.to === to)) continue;
      it(`${from} → ${to} is refused with INVALID_TRANSITION and what is allowed`, () => {
        given(history[from]).when(commandFor(to, admin)).thenThrows('INVALID_TRANSITION', { from, to, allowed: allowedTransitions(from, 'admin') });
      });
    }
  }

  it('a role the row does not name is forbidden, with what it may do', () => {
    given(history.confirmed).when(commandFor('reschedule_requested', user)).thenThrows('FORBIDDEN', { allowed: ['confirmed', 'cancelled'] });
    given(history.confirmed).when(commandFor('completed', user)).thenThrows('FORBIDDEN');
    given(history.reschedule_requested).when(commandFor('cancelled', expert)).thenThrows('FORBIDDEN', { allowed: [] });
  });

  it('someone unrelated is told the booking does not exist', () => {
    given(history.confirmed).when(commandFor('cancelled', stranger)).thenThrows('NOT_FOUND');
    given([]).when(commandFor('cancelled', user)).thenThrows('NOT_FOUND');
  });

  it('completed or a no-show before the start time is TOO_EARLY', () => {
    for (const to of ['completed', 'no_show_user', 'no_show_expert'] as const) {
      given(history.confirmed).when(commandFor(to, expert, before)).thenThrows('TOO_EARLY', { start });
    }
  });
});

describe('booking decider: cancellation window', () => {
  it('a user cancelling within the notice is marked late; the expert is never late', () => {
    const late = { by: user, now: before, reason: 'Sick', cancelNoticeHours: 24 };
    given(history.confirmed)
      .when({ type: 'CancelBooking', data: late })
      .then([{ type: 'BookingCancelled', data: { bookingId: 'b1', reason: 'Sick', lateCancellation: true, by: user, at: before } }]);
    given(history.confirmed)
      .when({ type: 'CancelBooking', data: { ...late, by: expert } })
      .then([{ type: 'BookingCancelled', data: { bookingId: 'b1', reason: 'Sick', lateCancellation: false, by: expert, at: before } }]);
  });
});

describe('booking decider: confirm and review', () => {
  it('confirms once; the same confirmation again records nothing', () => {
    const { by: _by, at: _at, ...fields } = confirmed.data as Extract<BookingEvent, { type: 'BookingConfirmed' }>['data'];
    given([]).when({ type: 'ConfirmBooking', data: { ...fields, by: user, now: booked } }).then([confirmed]);
    given([confirmed]).when({ type: 'ConfirmBooking', data: { ...fields, by: user, now: booked } }).thenNothingHappens();
  });

  const review: BookingCommand = { type: 'ReviewBooking', data: { by: user, now: after, rating: 5, comment: 'Helpful' } };
  it('the user reviews a completed booking once', () => {
    const reviewed: BookingEvent = { type: 'BookingReviewed', data: { bookingId: 'b1', expertId: 'e1', rating: 5, comment: 'Helpful', by: user, at: after } };
    given(history.completed).when(review).then([reviewed]);
    given([...history.completed, reviewed]).when(review).thenThrows('ALREADY_REVIEWED');
  });

  it('refuses a review before completion, by the expert, or by a stranger', () => {
    given(history.confirmed).when(review).thenThrows('NOT_COMPLETED');
    given(history.no_show_expert).when(review).thenThrows('NOT_COMPLETED');
    given(history.completed).when({ ...review, data: { ...review.data, by: expert } } as BookingCommand).thenThrows('FORBIDDEN');
    given(history.completed).when({ ...review, data: { ...review.data, by: stranger } } as BookingCommand).thenThrows('NOT_FOUND');
  });
});

describe('booking decider: the rules of issue 18', () => {
  const move = (by: BookingActor, now: string, to = newStart): BookingCommand => ({
    type: 'MoveBooking',
    data: { by, now, start: to, end: new Date(Date.parse(to) + 15 * 60_000).toISOString(), cancelNoticeHours: 24 },
  });
  const cancel = (by: BookingActor, now: string): BookingCommand => ({ type: 'CancelBooking', data: { by, now, reason: 'Plans changed', cancelNoticeHours: 24 } });

  it('refuses a user moving a booking inside the notice window, so a later cancel cannot dodge the late rule (defect 2)', () => {
    given(history.confirmed).when(move(user, before)).thenThrows('MOVE_TOO_LATE', { start, noticeHours: 24 });
    // Answering the expert's request to reschedule, or the admin settling, is not the user's own move.
    given(history.reschedule_requested)
      .when(move(user, before))
      .then([{ type: 'BookingRescheduled', data: { bookingId: 'b1', start: newStart, end: newEnd, previousStart: start, by: user, at: before } }]);
    given(history.confirmed)
      .when(move(admin, before))
      .then([{ type: 'BookingRescheduled', data: { bookingId: 'b1', start: newStart, end: newEnd, previousStart: start, by: admin, at: before } }]);
  });

  it('refuses any move once the booking has started (defect 3)', () => {
    const started = '2026-12-01T09:00:00.000Z';
    for (const by of [user, admin]) {
      given(history.confirmed).when(move(by, started)).thenThrows('ALREADY_STARTED', { start });
      given(history.reschedule_requested).when(move(by, after)).thenThrows('ALREADY_STARTED', { start });
    }
  });

  it('a cancel after the expert asked to reschedule is never late, even close to the start (defect 4)', () => {
    given(history.reschedule_requested)
      .when(cancel(user, before))
      .then([{ type: 'BookingCancelled', data: { bookingId: 'b1', reason: 'Plans changed', lateCancellation: false, by: user, at: before } }]);
  });

  it('an expert no-show and a timely cancel give the consultation back; a late cancel and a user no-show keep it (defect 5)', () => {
    expect(returnsAllowance(outcome('no_show_expert'))).toBe(true);
    expect(returnsAllowance(outcome('no_show_user'))).toBe(false);
    expect(returnsAllowance(outcome('completed'))).toBe(false);
    expect(returnsAllowance(cancelled)).toBe(true);
    expect(returnsAllowance({ ...cancelled, data: { ...cancelled.data, lateCancellation: true } } as BookingEvent)).toBe(false);
  });

  it('keeping the original time after a late reschedule request re-confirms it (defect 6)', () => {
    expect(keepsItsTime({ start }, '2026-12-01T12:00:00+03:00')).toBe(true);
    expect(keepsItsTime({ start }, newStart)).toBe(false);
    given(history.reschedule_requested)
      .when(move(user, before, start))
      .then([{ type: 'BookingRescheduled', data: { bookingId: 'b1', start, end, previousStart: start, by: user, at: before } }]);
  });
});
