/** Test data in the API's shapes (GET /consultations/topics); bookings are in @/testing/bookings.ts. */
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
