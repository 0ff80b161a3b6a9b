import { describe, expect, it } from 'vitest';
import { allowanceDecider, upgradeFor } from '../../../domain/consultations/allowance.ts';
import { calendarDays, calendarDecider, type CalendarEvent } from '../../../domain/consultations/calendar.ts';
import { deciderSpec } from '../support/deciderSpec.ts';
import { readEvent } from '../../../domain/events.ts';

const now = '2026-11-28T00:00:00.000Z';
const held = (bookingId: string, start: string, end: string, expiresAt: string | null = null): CalendarEvent => ({
  type: 'SlotHeld',
  data: { expertId: 'e1', day: '2026-11-30', bookingId, start, end, heldAt: now, expiresAt, replacesOwn: false },
});
const hold = (bookingId: string, start: string, end: string, bufferMinutes = 5, expiresAt: string | null = null, at = now) => ({
  type: 'HoldSlot' as const,
  data: { expertId: 'e1', day: '2026-11-30', bookingId, start, end, bufferMinutes, expiresAt, now: at },
});
const release = (bookingId: string, start: string | null): CalendarEvent => ({
  type: 'SlotReleased',
  data: { expertId: 'e1', day: '2026-11-30', bookingId, start, releasedAt: now },
});

describe('expert calendar decider', () => {
  const calendar = deciderSpec(calendarDecider);
  const a = held('b1', '2026-11-30T06:00:00.000Z', '2026-11-30T06:15:00.000Z');

  it('holds a free time once', () => {
    calendar([]).when(hold('b1', '2026-11-30T06:00:00.000Z', '2026-11-30T06:15:00.000Z')).then([a]);
    calendar([a]).when(hold('b1', '2026-11-30T06:00:00.000Z', '2026-11-30T06:15:00.000Z')).thenNothingHappens();
  });

  it('refuses an overlap or a gap shorter than the buffer with SLOT_TAKEN', () => {
    calendar([a]).when(hold('b2', '2026-11-30T06:00:00.000Z', '2026-11-30T06:15:00.000Z')).thenThrows('SLOT_TAKEN');
    calendar([a]).when(hold('b2', '2026-11-30T06:15:00.000Z', '2026-11-30T06:30:00.000Z')).thenThrows('SLOT_TAKEN');
    calendar([a])
      .when(hold('b2', '2026-11-30T06:20:00.000Z', '2026-11-30T06:35:00.000Z'))
      .then([held('b2', '2026-11-30T06:20:00.000Z', '2026-11-30T06:35:00.000Z')]);
  });

  it('lets a booking move within its own buffer, and frees a released time', () => {
    calendar([a])
      .when(hold('b1', '2026-11-30T06:10:00.000Z', '2026-11-30T06:25:00.000Z'))
      .then([held('b1', '2026-11-30T06:10:00.000Z', '2026-11-30T06:25:00.000Z')]);
    const released = release('b1', '2026-11-30T06:00:00.000Z');
    calendar([a]).when({ type: 'ReleaseSlot', data: { expertId: 'e1', day: '2026-11-30', bookingId: 'b1', start: '2026-11-30T06:00:00.000Z', now } }).then([released]);
    calendar([a, released]).when(hold('b2', '2026-11-30T06:00:00.000Z', '2026-11-30T06:15:00.000Z')).then([
      held('b2', '2026-11-30T06:00:00.000Z', '2026-11-30T06:15:00.000Z'),
    ]);
    calendar([]).when({ type: 'ReleaseSlot', data: { expertId: 'e1', day: '2026-11-30', bookingId: 'b1', start: null, now } }).thenNothingHappens();
  });

  it("keeps a booking's two holds apart while it moves, and releases one by its start (defect 1)", () => {
    const b = held('b1', '2026-11-30T08:00:00.000Z', '2026-11-30T08:15:00.000Z');
    const state = [a, b].reduce(calendarDecider.evolve, calendarDecider.initialState());
    expect(Object.values(state.holds).map((h) => h.start)).toEqual(['2026-11-30T06:00:00.000Z', '2026-11-30T08:00:00.000Z']);
    calendar([a, b, release('b1', '2026-11-30T06:00:00.000Z')]).when(hold('b2', '2026-11-30T06:00:00.000Z', '2026-11-30T06:15:00.000Z')).then([
      held('b2', '2026-11-30T06:00:00.000Z', '2026-11-30T06:15:00.000Z'),
    ]);
    calendar([a, b, release('b1', '2026-11-30T06:00:00.000Z')]).when(hold('b2', '2026-11-30T08:00:00.000Z', '2026-11-30T08:15:00.000Z')).thenThrows('SLOT_TAKEN');
  });

  it('an expiring hold lapses unless the confirmation lifts it; a firm hold is never made expiring again', () => {
    const later = '2026-11-28T00:20:00.000Z';
    const pending = held('b1', '2026-11-30T06:00:00.000Z', '2026-11-30T06:15:00.000Z', '2026-11-28T00:15:00.000Z');
    calendar([pending]).when(hold('b2', '2026-11-30T06:00:00.000Z', '2026-11-30T06:15:00.000Z')).thenThrows('SLOT_TAKEN');
    calendar([pending]).when(hold('b2', '2026-11-30T06:00:00.000Z', '2026-11-30T06:15:00.000Z', 5, null, later)).then([
      { ...held('b2', '2026-11-30T06:00:00.000Z', '2026-11-30T06:15:00.000Z'), data: { ...held('b2', '2026-11-30T06:00:00.000Z', '2026-11-30T06:15:00.000Z').data, heldAt: later } } as CalendarEvent,
    ]);
    calendar([pending]).when(hold('b1', '2026-11-30T06:00:00.000Z', '2026-11-30T06:15:00.000Z')).then([a]);
    calendar([a]).when(hold('b1', '2026-11-30T06:00:00.000Z', '2026-11-30T06:15:00.000Z', 5, '2026-11-28T00:15:00.000Z')).thenNothingHappens();
  });

  it("reads holds written before issue 18: a later hold replaced the booking's own, a release freed all of them", () => {
    const v1 = (type: string, data: Record<string, unknown>) => readEvent<CalendarEvent>({ type, data, metadata: {} });
    const first = v1('SlotHeld', { expertId: 'e1', day: '2026-11-30', bookingId: 'b1', start: '2026-11-30T06:00:00.000Z', end: '2026-11-30T06:15:00.000Z', heldAt: now });
    const moved = v1('SlotHeld', { expertId: 'e1', day: '2026-11-30', bookingId: 'b1', start: '2026-11-30T08:00:00.000Z', end: '2026-11-30T08:15:00.000Z', heldAt: now });
    const state = [first, moved].reduce(calendarDecider.evolve, calendarDecider.initialState());
    expect(Object.values(state.holds).map((h) => h.start)).toEqual(['2026-11-30T08:00:00.000Z']);
    const gone = v1('SlotReleased', { expertId: 'e1', day: '2026-11-30', bookingId: 'b1', releasedAt: now });
    expect(calendarDecider.evolve([a, held('b1', '2026-11-30T08:00:00.000Z', '2026-11-30T08:15:00.000Z')].reduce(calendarDecider.evolve, calendarDecider.initialState()), gone).holds).toEqual({});
  });

  it('a booking near UTC midnight holds both days', () => {
    const span = (s: string, e: string) => ({ start: Date.parse(s), end: Date.parse(e) });
    expect(calendarDays(span('2026-11-30T12:00:00Z', '2026-11-30T12:15:00Z'))).toEqual(['2026-11-30']);
    expect(calendarDays(span('2026-11-30T23:30:00Z', '2026-11-30T23:50:00Z'))).toEqual(['2026-11-30', '2026-12-01']);
    expect(calendarDays(span('2026-12-01T00:30:00Z', '2026-12-01T00:45:00Z'))).toEqual(['2026-11-30', '2026-12-01']);
  });
});

describe('consultation allowance decider', () => {
  const allowance = deciderSpec(allowanceDecider);
  const use = (bookingId: string, tier: 'free' | 'professional' | 'enterprise' = 'professional') => ({
    type: 'UseAllowance' as const,
    data: { userId: 'u1', month: '2026-11', bookingId, tier, now },
  });
  const used = { type: 'ConsultationAllowanceUsed' as const, data: { userId: 'u1', month: '2026-11', bookingId: 'b1', usedAt: now } };
  const returned = { type: 'ConsultationAllowanceReturned' as const, data: { userId: 'u1', month: '2026-11', bookingId: 'b1', returnedAt: now } };

  it('uses one per booking, once', () => {
    allowance([]).when(use('b1')).then([used]);
    allowance([used]).when(use('b1')).thenNothingHappens();
  });

  it('refuses past the tier allowance with the upgrade', () => {
    allowance([used]).when(use('b2')).thenThrows('QUOTA_EXCEEDED', { feature: 'consultations', limit: 1, used: 1, upgradeTo: 'enterprise' });
    allowance([]).when(use('b2', 'free')).thenThrows('QUOTA_EXCEEDED', { limit: 0, used: 0, upgradeTo: 'professional' });
    expect(upgradeFor('enterprise')).toBeNull();
  });

  it('a returned consultation can be used again', () => {
    allowance([used]).when({ type: 'ReturnAllowance', data: { userId: 'u1', month: '2026-11', bookingId: 'b1', now } }).then([returned]);
    allowance([used, returned]).when(use('b2')).then([{ ...used, data: { ...used.data, bookingId: 'b2' } }]);
  });
});
