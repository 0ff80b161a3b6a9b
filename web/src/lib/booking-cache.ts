import type { QueryClient } from '@tanstack/react-query';
import type { Booking, BookingList } from '@contracts/bookings.ts';
import { queryKeys } from './query-keys.ts';

/**
 * The one place a booking's new state enters the caches, whether it comes from a mutation's answer or a
 * booking.updated frame: its detail entry, when cached, and every cached list that holds it. Returns whether any cached
 * list held it. `refetchLists` also lets the lists refetch, for answers that may change their order or
 * filter (a new, moved or cancelled booking).
 */
/**
 * A frame carries what all of a booking's parties may see; a list an admin fetched also holds the
 * client's email, which a frame must not wipe.
 */
function merged(old: Booking, next: Booking): Booking {
  return { ...next, client: next.client && old.client ? { ...old.client, ...next.client } : (next.client ?? old.client) };
}

export function storeBooking(client: QueryClient, booking: Booking, options: { refetchLists?: boolean } = {}): boolean {
  // Only an entry someone opened is updated: an admin's feed carries every booking, and caching each
  // one unasked would grow without bound.
  client.setQueryData(queryKeys.booking(booking.id), (old: { booking?: Booking } | undefined) =>
    old && typeof old === 'object' ? { ...old, booking: old.booking ? merged(old.booking, booking) : booking } : old,
  );
  let held = false;
  client.setQueriesData<BookingList>({ queryKey: queryKeys.bookingLists }, (old) => {
    if (!old?.bookings.some((b) => b.id === booking.id)) return old;
    held = true;
    return { ...old, bookings: old.bookings.map((b) => (b.id === booking.id ? merged(b, booking) : b)) };
  });
  if (options.refetchLists) void client.invalidateQueries({ queryKey: queryKeys.bookingLists });
  return held;
}
