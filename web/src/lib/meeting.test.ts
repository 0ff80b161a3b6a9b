import { describe, expect, it } from 'vitest';
import { MEETING_POLL_MS, meetingQuery } from './meeting.ts';

// Issue 24: the bookings list and the meeting page had a hook each on this key, one polling and one not.
describe('the meeting query', () => {
  const intervalFor = (status: 'error' | 'success') => {
    const interval = meetingQuery('b-1').refetchInterval;
    // Only the query's state is read.
    return typeof interval === 'function' ? interval({ state: { status } } as Parameters<typeof interval>[0]) : interval;
  };

  it('is asked again each minute while the room is not open, and left alone once it is', () => {
    expect(intervalFor('error')).toBe(MEETING_POLL_MS);
    expect(intervalFor('success')).toBe(false);
  });

  it('is never retried at once: a closed room answers 409 until its time', () => {
    expect(meetingQuery('b-1').retry).toBe(false);
  });
});
