import type { Booking } from '@contracts/bookings.ts';

/** Test data in the API's shapes (api/routes/bookingViews.ts, GET /consultations/topics). */
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

export const topicsAnswer = [
  {
    id: 'market-entry',
    title: 'Market Entry Strategy',
    followUps: [
      { id: 'market-entry.cities', question: 'Which cities are you considering?' },
      { id: 'market-entry.timeline', question: 'When do you plan to enter the Saudi market?' },
    ],
  },
  { id: 'taxation', title: 'Taxation', followUps: [{ id: 'taxation.activity', question: 'What activity will you carry out in Saudi Arabia?' }] },
];
