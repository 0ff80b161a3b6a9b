import { describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { handleFrame, LIVE_QUERY_KEYS, type FeedCursor } from './liveFrames.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { aBooking } from '@/testing/bookings.ts';

const frame = (value: unknown) => JSON.stringify(value);
const fresh = (): FeedCursor => ({ pos: undefined, connectedBefore: false });
const list = (...bookings: ReturnType<typeof aBooking>[]) => ({ success: true, bookings, page: 1, limit: 100, total: bookings.length });
const listKey = [...queryKeys.bookingLists, 'mine'];

describe('booking.updated frames', () => {
  it('patch the booking in the detail cache and in every list that holds it, without a refetch', () => {
    const client = new QueryClient();
    const other = aBooking({ id: 'b2' });
    client.setQueryData(listKey, list(aBooking(), other));
    client.setQueryData(queryKeys.booking('b1'), { success: true, booking: aBooking() });
    const moved = aBooking({ status: 'reschedule_requested', statusNote: 'Expert ill' });
    handleFrame(client, fresh(), frame({ type: 'booking.updated', id: 'b1', data: moved, pos: '5:5' }));
    expect(client.getQueryData(listKey)).toEqual(list(moved, other));
    expect(client.getQueryData(queryKeys.booking('b1'))).toEqual({ success: true, booking: moved });
    expect(client.getQueryState(listKey)?.isInvalidated).toBe(false);
  });

  it('make the lists refetch when the booking is new to them', () => {
    const client = new QueryClient();
    client.setQueryData(listKey, list(aBooking()));
    handleFrame(client, fresh(), frame({ type: 'booking.updated', id: 'b9', data: aBooking({ id: 'b9' }), pos: '6:6' }));
    expect(client.getQueryState(listKey)?.isInvalidated).toBe(true);
    expect(client.getQueryData(queryKeys.booking('b9'))).toBeUndefined();
  });

  it('ignore data that is not a booking, and say so (a warning without Sentry) with the paths, never the data', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const client = new QueryClient();
    client.setQueryData(listKey, list(aBooking()));
    handleFrame(client, fresh(), frame({ type: 'booking.updated', id: 'b1', data: { ...aBooking(), notes: 'Secret plans', status: 'exploded' }, pos: '7:7' }));
    expect(client.getQueryData(listKey)).toEqual(list(aBooking()));
    expect(client.getQueryState(listKey)?.isInvalidated).toBe(false);
    expect(warn).toHaveBeenCalledWith('[bawaba] live frame failed its contract', { type: 'booking.updated', issues: ['status: invalid_value'] });
    expect(JSON.stringify(warn.mock.calls)).not.toContain('Secret plans');
    warn.mockRestore();
  });

  it('are among the live queries refetched after a reconnect', () => {
    expect(LIVE_QUERY_KEYS).toContainEqual(queryKeys.bookings);
  });
});
