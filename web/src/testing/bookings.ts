import type { Booking } from '@contracts/bookings.ts';

/** A booking as the API answers it (api/routes/bookingViews.ts), for tests of any feature. */
export function aBooking(overrides: Partial<Booking> = {}): Booking {
  return {
    id: 'b1',
    userId: 'u1',
    expertId: 'e1',
    expert: { displayName: 'Dr. Noura Al-Harbi' },
    topic: 'market-entry',
    duration: 15,
    start: '2030-01-15T06:00:00.000Z',
    end: '2030-01-15T06:15:00.000Z',
    status: 'confirmed',
    lateCancellation: false,
    answers: {},
    notes: null,
    meeting: { roomName: 'bawabab1', meetingCode: 'bawabab1' },
    conversationId: null,
    review: null,
    statusNote: null,
    createdAt: '2029-12-01T00:00:00.000Z',
    updatedAt: '2029-12-01T00:00:00.000Z',
    ...overrides,
  };
}
