import { describe, expect, it } from 'vitest';
import { allowanceDecider, upgradeFor } from '../../../domain/consultations/allowance.ts';
import { calendarDays, calendarDecider, type CalendarEvent } from '../../../domain/consultations/calendar.ts';
import { deciderSpec } from '../support/deciderSpec.ts';

const now = '2026-11-28T00:00:00.000Z';
const held = (bookingId: string, start: string, end: string): CalendarEvent => ({
  type: 'SlotHeld',
  data: { expertId: 'e1', day: '2026-11-30', bookingId, start, end, heldAt: now },
});
const hold = (bookingId: string, start: string, end: string, bufferMinutes = 5) => ({
  type: 'HoldSlot' as const,
  data: { expertId: 'e1', day: '2026-11-30', bookingId, start, end, bufferMinutes, now },
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
    const released: CalendarEvent = { type: 'SlotReleased', data: { expertId: 'e1', day: '2026-11-30', bookingId: 'b1', releasedAt: now } };
    calendar([a]).when({ type: 'ReleaseSlot', data: { expertId: 'e1', day: '2026-11-30', bookingId: 'b1', now } }).then([released]);
    calendar([a, released]).when(hold('b2', '2026-11-30T06:00:00.000Z', '2026-11-30T06:15:00.000Z')).then([
      held('b2', '2026-11-30T06:00:00.000Z', '2026-11-30T06:15:00.000Z'),
    ]);
    calendar([]).when({ type: 'ReleaseSlot', data: { expertId: 'e1', day: '2026-11-30', bookingId: 'b1', now } }).thenNothingHappens();
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
